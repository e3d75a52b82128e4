import Foundation
import Testing

@testable import HeadlessUIKit

/// A view backed by a gradient layer, as `override class var layerClass`.
private final class GradientBackedView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }
  var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

/// A layer subclass that declares all three designated initializers, as iOS code that animates
/// a custom property does.
private final class RingLayer: CALayer {
  var progress: CGFloat
  private(set) var madeBy: String

  override init() {
    progress = 0.25
    madeBy = "init()"
    super.init()
    backgroundColor = UIColor.green.cgColor
  }

  override init(layer: Any) {
    progress = (layer as? RingLayer)?.progress ?? 0
    madeBy = "init(layer:)"
    super.init(layer: layer)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A layer subclass with no initializer of its own (it inherits them all).
private final class PlainLayer: CAShapeLayer {
  var extra = 7
}

private final class RingView: UIView {
  override class var layerClass: AnyClass { RingLayer.self }
}

private final class PlainShapeView: UIView {
  override class var layerClass: AnyClass { PlainLayer.self }
}

/// A view whose layerClass is not a layer (UIKit crashes).
private final class BrokenView: UIView {
  override class var layerClass: AnyClass { NSObject.self }
}

@MainActor
@Suite("UIView.layerClass and CALayer.init(layer:)")
struct LayerClassTests {
  @Test func aPlainViewIsBackedByAPlainLayer() {
    #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self))
    #expect(type(of: UIView().layer) == CALayer.self)
    #expect(type(of: UIVisualEffectView(effect: nil).layer) == VisualEffectLayer.self)
  }

  /// The gradient layer a view is created with draws its gradient and animates its colours
  /// like a stand-alone one.
  @Test func aGradientBackedViewDrawsAndAnimatesItsGradient() {
    let timeline = Timeline(fps: 10)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 1))
    timeline.attach(window)
    timeline.advance(to: 0)
    let view = GradientBackedView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(type(of: view.layer) == CAGradientLayer.self)
    #expect(view.layer.delegate === view)
    view.gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    view.gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
    view.gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
    window.addSubview(view)
    guard case .gradient(let value, _) = window.makeDisplayList().items.first else {
      Issue.record("expected the view's gradient")
      return
    }
    #expect(value.start == CGPoint(x: 0, y: 25) && value.end == CGPoint(x: 100, y: 25))
    #expect(value.stops.map(\.color) == [UIColor.red.cgColor.rgba, UIColor.blue.cgColor.rgba])

    let change = CABasicAnimation(keyPath: "colors")
    change.fromValue = [UIColor.red.cgColor, UIColor.blue.cgColor]
    change.toValue = [UIColor.blue.cgColor, UIColor.red.cgColor]
    change.duration = 1
    change.timingFunction = CAMediaTimingFunction(name: .linear)
    view.gradientLayer.colors = [UIColor.blue.cgColor, UIColor.red.cgColor]
    view.layer.add(change, forKey: "colors")
    timeline.advance(to: 5)
    guard case .gradient(let half, _) = window.makeDisplayList().items.first else {
      Issue.record("expected the view's gradient half way")
      return
    }
    for stop in half.stops {
      #expect(abs(stop.color.red - 0.5) < 1e-9 && stop.color.green == 0 && abs(stop.color.blue - 0.5) < 1e-9)
    }
  }

  /// A layer class of the app's own is made through its `init()`; one with no initializers
  /// inherits its superclass's.
  @Test func anAppLayerClassIsMadeThroughItsInit() {
    let ring = RingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let layer = ring.layer as? RingLayer
    #expect(layer?.madeBy == "init()" && layer?.progress == 0.25)
    #expect(ring.backgroundColor?.cgColor.rgba == UIColor.green.cgColor.rgba, "init() set the layer's colour")
    #expect(ring.bounds.size == CGSize(width: 10, height: 10))
    let shape = PlainShapeView(frame: .zero).layer as? PlainLayer
    #expect(shape?.extra == 7 && shape?.lineWidth == 1)
  }

  /// `init(layer:)` copies the model values (base and subclass), not the tree or the
  /// animations; a subclass's override copies its own properties.
  @Test func initLayerCopiesTheModelValues() {
    let source = CAShapeLayer()
    source.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    source.opacity = 0.5
    source.backgroundColor = UIColor.red.cgColor
    source.cornerRadius = 6
    source.shadowOpacity = 0.3
    source.transform = CATransform3DMakeScale(2, 2, 1)
    source.speed = 2
    source.path = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5))
    source.strokeEnd = 0.4
    source.lineDashPattern = [2, 3]
    source.addSublayer(CALayer())
    source.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")

    let copy = CAShapeLayer(layer: source)
    #expect(copy.position == source.position && copy.bounds == source.bounds)
    #expect(copy.opacity == 0.5 && copy.cornerRadius == 6 && copy.shadowOpacity == 0.3 && copy.speed == 2)
    #expect(copy.transform == CATransform3DMakeScale(2, 2, 1))
    #expect(copy.backgroundColor?.rgba == UIColor.red.cgColor.rgba)
    #expect(copy.backgroundRGBA == source.backgroundRGBA, "the cached components are copied with the colour")
    #expect(copy.path?.boundingBox == CGRect(x: 0, y: 0, width: 5, height: 5))
    #expect(copy.strokeEnd == 0.4 && copy.lineDashPattern == [2, 3])
    #expect(copy.sublayers == nil && copy.animationKeys() == nil && copy.superlayer == nil)

    let base = CALayer(layer: source)
    #expect(type(of: base) == CALayer.self && base.opacity == 0.5)

    let ring = RingLayer()
    ring.progress = 0.9
    let ringCopy = RingLayer(layer: ring)
    #expect(ringCopy.madeBy == "init(layer:)" && ringCopy.progress == 0.9)
    #expect(ringCopy.backgroundColor?.rgba == ring.backgroundColor?.rgba)
  }

  /// Every HeadlessUIKit layer class copies its own properties.
  @Test func theLayerKindsCopyTheirOwnProperties() {
    let text = CATextLayer()
    text.string = "Hi"
    text.fontSize = 12
    text.alignmentMode = .center
    let textCopy = CATextLayer(layer: text)
    #expect(textCopy.string as? String == "Hi" && textCopy.fontSize == 12 && textCopy.alignmentMode == .center)

    let gradient = CAGradientLayer()
    gradient.colors = [UIColor.red.cgColor]
    gradient.type = .conic
    let gradientCopy = CAGradientLayer(layer: gradient)
    #expect(gradientCopy.colors?.count == 1 && gradientCopy.type == .conic)

    let replicator = CAReplicatorLayer()
    replicator.instanceCount = 5
    replicator.instanceDelay = 0.1
    let replicatorCopy = CAReplicatorLayer(layer: replicator)
    #expect(replicatorCopy.instanceCount == 5 && replicatorCopy.instanceDelay == 0.1)

    let emitter = CAEmitterLayer()
    emitter.emitterShape = .circle
    emitter.birthRate = 3
    let emitterCopy = CAEmitterLayer(layer: emitter)
    #expect(emitterCopy.emitterShape == .circle && emitterCopy.birthRate == 3)
  }

  @Test func aLayerClassThatIsNoLayerTrapsNamingIt() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { _ = BrokenView(frame: .zero) }
    }
  }
}
