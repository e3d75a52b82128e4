import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("Shape layers, gradient layers and masks in the display list")
struct LayerContentTests {
  static func window() -> UIWindow {
    UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 1))
  }

  /// A shape layer fills its path, then strokes the part between strokeStart and strokeEnd.
  @Test func shapeLayerFillsThenStrokesTheTrimmedPath() {
    let window = Self.window()
    let shape = CAShapeLayer()
    shape.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
    shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    shape.fillColor = UIColor.red.cgColor
    shape.strokeColor = UIColor.blue.cgColor
    shape.lineWidth = 2
    shape.strokeEnd = 0.5
    shape.lineCap = .round
    window.layer.addSublayer(shape)
    let items = window.makeDisplayList().items
    #expect(items.count == 2)
    guard case .stroke(let path, let style, _, _) = items.last else {
      Issue.record("expected a stroke: \(items)")
      return
    }
    #expect(path.currentPoint == CGPoint(x: 10, y: 10))
    #expect(style == StrokeStyle(lineWidth: 2, lineCap: .round))
  }

  /// strokeEnd and path animate; a path animation interpolates point by point.
  @Test func strokeEndAndPathAnimate() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let shape = CAShapeLayer()
    let small = UIBezierPath(ovalIn: CGRect(x: 40, y: 40, width: 20, height: 20)).cgPath
    let large = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
    shape.path = large
    let reveal = CABasicAnimation(keyPath: "path")
    reveal.fromValue = small
    reveal.toValue = large
    reveal.duration = 1
    reveal.timingFunction = CAMediaTimingFunction(name: .linear)
    shape.add(reveal, forKey: "reveal")
    let stroke = CABasicAnimation(keyPath: "strokeEnd")
    stroke.fromValue = 0
    stroke.toValue = 1
    stroke.duration = 1
    stroke.timingFunction = CAMediaTimingFunction(name: .linear)
    shape.add(stroke, forKey: "stroke")
    timeline.advance(to: 5)
    guard case .path(let path) = shape.presentationValue(.path, at: shape.localTime(forMediaTime: 0.5)) else {
      Issue.record("no path")
      return
    }
    let box = path.boundingBoxOfPath
    #expect(abs(box.minX - 20) < 1e-9 && abs(box.width - 60) < 1e-9)
    #expect(shape.presentationValue(.strokeEnd, at: shape.localTime(forMediaTime: 0.5)) == .scalar(0.5))
  }

  /// A gradient layer's unit points become bounds points; locations pair with colours.
  @Test func gradientLayerMapsUnitPointsToTheBounds() {
    let window = Self.window()
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    gradient.locations = [0.25, 0.75]
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    gradient.type = .radial
    window.layer.addSublayer(gradient)
    guard case .gradient(let value, _) = window.makeDisplayList().items.first else {
      Issue.record("expected a gradient")
      return
    }
    #expect(value.kind == .radial)
    #expect(value.start == CGPoint(x: 0, y: 20) && value.end == CGPoint(x: 80, y: 20))
    #expect(value.stops.map(\.location) == [0.25, 0.75])
  }

  /// A view mask wraps the view's drawing in a masked group whose mask part is the mask
  /// layer, in the view's bounds space.
  @Test func maskWrapsTheLayerInAMaskedGroup() {
    let window = Self.window()
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
    card.backgroundColor = .red
    let circle = CAShapeLayer()
    circle.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 40, height: 40)).cgPath
    card.layer.mask = circle
    window.addSubview(card)
    let items = window.makeDisplayList().items
    #expect(items.first == .beginMaskedGroup)
    #expect(items[2] == .maskContent)
    #expect(items.last == .endGroup)
    guard case .fill(.path, _, let m) = items[3] else {
      Issue.record("expected the mask's path fill: \(items)")
      return
    }
    #expect(m == CGAffineTransform(translationX: 20, y: 20))
    circle.path = nil
    #expect(window.makeDisplayList().items.isEmpty, "an empty mask hides the layer")
  }
}
