import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("Shadows in the display list")
struct ShadowDisplayListTests {
  static func window(scale: CGFloat = 1) -> UIWindow {
    UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: scale))
  }

  @Test func backgroundOnlyLayerCastsItsShapeBeforeTheFill() {
    let window = Self.window()
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 30))
    card.backgroundColor = UIColor(white: 1, alpha: 0.5)
    card.layer.cornerRadius = 8
    card.layer.shadowOpacity = 0.5
    card.layer.shadowRadius = 6
    card.layer.shadowOffset = CGSize(width: 0, height: 4)
    window.addSubview(card)
    let items = window.makeDisplayList().items
    let shape = Shape.roundedRect(CGRect(x: 0, y: 0, width: 40, height: 30), cornerRadius: 8)
    let expected = Shadow(
      color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.25), offset: CGSize(width: 0, height: 4), radius: 6)
    #expect(items.count == 2)
    #expect(items.first == .shadow(shape, expected, transform: CGAffineTransform(translationX: 10, y: 10)))
    if case .fill(let filled, _, _) = items.last { #expect(filled == shape) } else { Issue.record("no fill: \(items)") }
  }

  @Test func shadowPathReplacesTheLayerShapeAndMasksToBoundsClipsIt() {
    let window = Self.window()
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    card.backgroundColor = .red
    card.layer.shadowOpacity = 1
    card.layer.shadowPath = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 30)).cgPath
    card.clipsToBounds = true
    window.addSubview(card)
    let items = window.makeDisplayList().items
    #expect(items.count == 4)
    #expect(items[0] == .pushClip(.rect(CGRect(x: 0, y: 0, width: 40, height: 30)), transform: .identity))
    guard case .shadow(.path(let path, .winding), _, _) = items[1] else {
      Issue.record("expected a path shadow, got \(items)")
      return
    }
    #expect(path == card.layer.shadowPath?.data)
    #expect(items[3] == .popClip)
  }

  /// Without a shadow path, a layer with sublayers casts the shadow of everything it draws:
  /// a shadow group around background, sublayers and border.
  @Test func layerWithSublayersCastsAContentShadowGroup() {
    let window = Self.window()
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    container.layer.shadowOpacity = 0.3
    let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    child.backgroundColor = .blue
    container.addSubview(child)
    window.addSubview(container)
    let items = window.makeDisplayList().items
    guard case .beginShadowGroup(let shadow, _) = items.first else {
      Issue.record("expected a shadow group, got \(items)")
      return
    }
    #expect(shadow.offset == CGSize(width: 0, height: -3))
    #expect(shadow.radius == 3)
    #expect(items.last == .endGroup)
    #expect(items.count == 3)
  }

  /// Shadow properties animate like any layer property: halfway through a linear animation
  /// of `shadowRadius` 0 → 10 and `shadowOffset` the presentation is halfway.
  @Test func shadowPropertiesAnimate() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let layer = CALayer()
    let animation = CABasicAnimation(keyPath: "shadowRadius")
    animation.fromValue = 0.0
    animation.toValue = 10.0
    animation.duration = 1
    animation.timingFunction = CAMediaTimingFunction(name: .linear)
    layer.add(animation, forKey: "blur")
    let offset = CABasicAnimation(keyPath: "shadowOffset")
    offset.fromValue = CGSize(width: 0, height: 0)
    offset.toValue = CGSize(width: 10, height: 20)
    offset.duration = 1
    offset.timingFunction = CAMediaTimingFunction(name: .linear)
    layer.add(offset, forKey: "offset")
    timeline.advance(to: 5)
    #expect(abs((layer.presentation()?.shadowRadius ?? 0) - 5) < 1e-9)
    #expect(layer.presentation()?.shadowOffset == CGSize(width: 5, height: 10))
  }
}

@MainActor
@Suite("Animated shadow paths")
struct ShadowPathAnimationTests {
  /// An explicit `shadowPath` animation interpolates point by point: half way from a 20×20 to
  /// a 60×60 oval the shadow outline is 40×40.
  @Test func shadowPathAnimatesPointByPoint() {
    let timeline = Timeline(fps: 10)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 1))
    timeline.attach(window)
    timeline.advance(to: 0)
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    card.layer.shadowOpacity = 1
    let large = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 60, height: 60)).cgPath
    card.layer.shadowPath = large
    window.addSubview(card)
    let grow = CABasicAnimation(keyPath: "shadowPath")
    grow.fromValue = UIBezierPath(ovalIn: CGRect(x: 20, y: 20, width: 20, height: 20)).cgPath
    grow.toValue = large
    grow.duration = 1
    grow.timingFunction = CAMediaTimingFunction(name: .linear)
    card.layer.add(grow, forKey: "grow")
    timeline.advance(to: 5)
    guard case .shadow(.path(let path, _), _, _) = window.makeDisplayList().items.first else {
      Issue.record("expected a path shadow")
      return
    }
    let box = path.boundingBoxOfPath
    #expect(abs(box.width - 40) < 1e-9 && abs(box.minX - 10) < 1e-9)
  }
}
