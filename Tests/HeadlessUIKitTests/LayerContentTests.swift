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

  /// The stroke items of `layer` in a fresh window's display list.
  static func strokes(of layer: CALayer) -> [(path: PathData, style: StrokeStyle)] {
    let window = Self.window()
    window.layer.addSublayer(layer)
    return window.makeDisplayList().items.compactMap {
      if case .stroke(let path, let style, _, _) = $0 { return (path, style) }
      return nil
    }
  }

  /// A dashed shape layer's stroke carries the pattern and phase; trimmed by strokeStart, the
  /// dashes stay where they are on the whole path (the phase grows by the trimmed length),
  /// and a later subpath restarts the pattern at the layer's phase.
  @Test func dashesStayOnTheWholePathWhenTrimmed() {
    let shape = CAShapeLayer()
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 10))
    path.addLine(to: CGPoint(x: 60, y: 10))
    path.move(to: CGPoint(x: 0, y: 30))
    path.addLine(to: CGPoint(x: 40, y: 30))
    shape.path = path
    shape.strokeColor = UIColor.blue.cgColor
    shape.lineDashPattern = [8, 4]
    shape.lineDashPhase = 2
    let whole = Self.strokes(of: shape)
    #expect(whole.count == 1)
    #expect(whole.first?.style.dashes == [8, 4] && whole.first?.style.dashPhase == 2)
    shape.removeFromSuperlayer()
    shape.strokeStart = 0.25  // 25 of the 100 units: 25 into the first subpath
    let trimmed = Self.strokes(of: shape)
    #expect(trimmed.map(\.style.dashPhase) == [27, 2])
    if case .moveToPoint(let start)? = trimmed.first?.path.elements.first {
      #expect(abs(start.x - 25) < 1e-9 && start.y == 10)
    } else {
      Issue.record("the first piece starts with a move: \(trimmed)")
    }
    #expect(trimmed.last?.path.elements.first == .moveToPoint(CGPoint(x: 0, y: 30)))
    shape.removeFromSuperlayer()
    shape.strokeStart = 0.7  // 70 units: 10 into the second subpath
    #expect(Self.strokes(of: shape).map(\.style.dashPhase) == [12])
  }

  /// `lineDashPhase` and `miterLimit` animate (marching ants); the pattern must not be negative.
  @Test func dashPhaseAnimates() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let shape = CAShapeLayer()
    shape.lineDashPattern = [8, 6]
    let march = CABasicAnimation(keyPath: "lineDashPhase")
    march.fromValue = 0
    march.toValue = -14
    march.duration = 1
    march.timingFunction = CAMediaTimingFunction(name: .linear)
    shape.add(march, forKey: "march")
    let miter = CABasicAnimation(keyPath: "miterLimit")
    miter.fromValue = 2
    miter.toValue = 4
    miter.duration = 1
    miter.timingFunction = CAMediaTimingFunction(name: .linear)
    shape.add(miter, forKey: "miter")
    let t = shape.localTime(forMediaTime: 0.5)
    #expect(shape.presentationValue(.lineDashPhase, at: t) == .scalar(-7))
    #expect(shape.presentationValue(.miterLimit, at: t) == .scalar(3))
  }

  /// `colors` and `locations` animate colour by colour and entry by entry; an implicit change
  /// to a different number of colours happens at once.
  @Test func gradientColorsAndLocationsAnimate() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let window = Self.window()
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    window.layer.addSublayer(gradient)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    gradient.colors = [UIColor.blue.cgColor, UIColor.red.cgColor]
    CATransaction.commit()
    let colors = CABasicAnimation(keyPath: "colors")
    colors.fromValue = [UIColor.red.cgColor, UIColor.blue.cgColor]
    colors.toValue = [UIColor.blue.cgColor, UIColor.red.cgColor]
    colors.duration = 1
    colors.timingFunction = CAMediaTimingFunction(name: .linear)
    gradient.add(colors, forKey: "colors")
    let locations = CABasicAnimation(keyPath: "locations")
    locations.fromValue = [0, 1]
    locations.toValue = [0.5, 1]
    locations.duration = 1
    locations.timingFunction = CAMediaTimingFunction(name: .linear)
    gradient.add(locations, forKey: "locations")
    timeline.advance(to: 5)
    guard case .gradient(let value, _) = window.makeDisplayList().items.first else {
      Issue.record("expected a gradient")
      return
    }
    let purple = RGBA(red: 0.5, green: 0, blue: 0.5)
    #expect(value.stops.map(\.color) == [purple, purple])
    #expect(value.stops.map(\.location) == [0.25, 1])
    gradient.removeAllAnimations()
    gradient.colors = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor]
    #expect(gradient.animationKeys() == nil || gradient.animationKeys()?.isEmpty == true)
    guard case .gradient(let three, _) = window.makeDisplayList().items.first else {
      Issue.record("expected a gradient")
      return
    }
    #expect(three.stops.count == 3)
  }
}
