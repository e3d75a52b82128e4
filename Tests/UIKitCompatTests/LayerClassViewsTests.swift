import FlipbookRender
import Foundation
import Testing
import UIKit

// Views backed by another kind of layer, as iOS code writes them: `override class var
// layerClass`, then `layer as! CAGradientLayer`.

/// The common gradient view.
class GradientView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }
  var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

/// A ring drawn by the view's own shape layer, its progress animated with strokeEnd.
class RingView: UIView {
  override class var layerClass: AnyClass {
    return CAShapeLayer.self
  }

  var shapeLayer: CAShapeLayer {
    return layer as! CAShapeLayer
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    let radius = min(bounds.width, bounds.height) / 2 - 5
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    shapeLayer.path =
      UIBezierPath(
        arcCenter: center, radius: radius, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true
      ).cgPath
    shapeLayer.fillColor = UIColor.clear.cgColor
    shapeLayer.strokeColor = UIColor.red.cgColor
    shapeLayer.lineWidth = 10
    shapeLayer.strokeEnd = 0
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func setProgress(_ progress: CGFloat, duration: TimeInterval) {
    let animation = CABasicAnimation(keyPath: "strokeEnd")
    animation.fromValue = shapeLayer.strokeEnd
    animation.toValue = progress
    animation.duration = duration
    animation.timingFunction = CAMediaTimingFunction(name: .linear)
    shapeLayer.strokeEnd = progress
    shapeLayer.add(animation, forKey: "progress")
  }
}

/// A view whose `layer` property itself is narrowed to its layer class, as iOS code writes it.
public class UIShapeView: UIView {
  override public class var layerClass: AnyClass {
    return CAShapeLayer.self
  }

  override public var layer: CAShapeLayer {
    return super.layer as! CAShapeLayer
  }

  public var path: CGPath? {
    get { return layer.path }
    set { layer.path = newValue }
  }
}

/// A layer class of the app's own with the three initializers iOS asks for.
class CounterBadgeLayer: CALayer {
  var count = 0

  override init() {
    super.init()
    backgroundColor = UIColor.orange.cgColor
    cornerRadius = 8
  }

  override init(layer: Any) {
    super.init(layer: layer)
    if let badge = layer as? CounterBadgeLayer {
      count = badge.count
    }
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

class CounterBadgeView: UIView {
  override class var layerClass: AnyClass { CounterBadgeLayer.self }
}

@MainActor
@Suite("Views backed by a layer class of their own (Swift 5 mode)")
struct LayerClassViewsTests {
  init() { ImageDecoding.install() }

  @Test func aGradientViewDrawsItsGradientAndAnimatesItsColors() {
    let screen = makeScreen("Gradient", color: .white)
    let bench = TestBench(root: screen)
    let view = GradientView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    view.gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
    view.gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
    screen.view.addSubview(view)
    let left = view.colorOfPoint(CGPoint(x: 0, y: 50))
    let right = view.colorOfPoint(CGPoint(x: 199, y: 50))
    #expect(left[0] >= 253 && left[2] <= 2, "red on the left: \(left)")
    #expect(right[2] >= 253 && right[0] <= 2, "blue on the right: \(right)")

    let swap = CABasicAnimation(keyPath: "colors")
    swap.fromValue = view.gradientLayer.colors
    swap.toValue = [UIColor.blue.cgColor, UIColor.red.cgColor]
    swap.duration = 1
    swap.timingFunction = CAMediaTimingFunction(name: .linear)
    view.gradientLayer.colors = [UIColor.blue.cgColor, UIColor.red.cgColor]
    view.gradientLayer.add(swap, forKey: "swap")
    bench.run(to: 0.5)
    let middle = view.colorOfPoint(CGPoint(x: 0, y: 50))
    #expect((126...129).contains(middle[0]) && (126...129).contains(middle[2]), "half way: purple, \(middle)")
    bench.run(to: 1.1)
    let after = view.colorOfPoint(CGPoint(x: 0, y: 50))
    #expect(after[2] >= 253 && after[0] <= 2, "blue on the left once swapped: \(after)")
  }

  @Test func aRingViewStrokesAsItsStrokeEndAnimates() {
    let screen = makeScreen("Ring", color: .white)
    let bench = TestBench(root: screen)
    let ring = RingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    screen.view.addSubview(ring)
    #expect(ring.layer is CAShapeLayer)
    ring.setProgress(1, duration: 1)
    bench.run(to: 0.5)
    // The ring runs clockwise from the top: half way, the right side is drawn, the left not.
    #expect(ring.colorOfPoint(CGPoint(x: 95, y: 50)) == [255, 0, 0, 255])
    #expect(ring.colorOfPoint(CGPoint(x: 5, y: 50))[3] == 0)
    bench.run(to: 1)
    #expect(ring.colorOfPoint(CGPoint(x: 5, y: 50)) == [255, 0, 0, 255])
  }

  @Test func aViewNarrowsItsLayerProperty() {
    let shape = UIShapeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
    shape.layer.fillColor = UIColor.green.cgColor
    #expect(shape.colorOfPoint(CGPoint(x: 10, y: 10)) == [0, 255, 0, 255])
    let plain: UIView = shape
    #expect(plain.layer === shape.layer)
  }

  @Test func anAppLayerClassBacksTheView() {
    let badge = CounterBadgeView(frame: CGRect(x: 0, y: 0, width: 16, height: 16))
    let layer = badge.layer as? CounterBadgeLayer
    #expect(layer != nil)
    #expect(layer?.cornerRadius == 8)
    layer?.count = 3
    let copy = CounterBadgeLayer(layer: badge.layer)
    #expect(copy.count == 3 && copy.cornerRadius == 8 && copy.bounds == badge.bounds)
  }
}
