import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("Layer 3D transforms")
struct Transform3DTests {
  static func window() -> UIWindow {
    UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 200), scale: 1))
  }

  static var perspective: CATransform3D {
    var t = CATransform3DIdentity
    t.m34 = -1 / 500
    return t
  }

  /// `UIView.transform` is the affine part of `layer.transform` and sets it as UIKit does.
  @Test func viewTransformMapsOntoTheLayerTransform() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.transform = CGAffineTransform(scaleX: 2, y: 3)
    #expect(view.layer.transform == CATransform3DMakeScale(2, 3, 1))
    view.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
    #expect(abs(view.transform.a) < 1e-12 && view.transform.d == 1)
    #expect(view.transform3D == view.layer.transform)
  }

  /// A perspective turn becomes a projection item; the same turn without perspective stays an
  /// affine squash; past 90° a single-sided layer disappears and a double-sided one does not.
  @Test func perspectiveProjectsAndBackFacesAreCulled() {
    let window = Self.window()
    let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    card.backgroundColor = .red
    window.addSubview(card)
    card.layer.transform = CATransform3DRotate(Self.perspective, .pi / 4, 0, 1, 0)
    var items = window.makeDisplayList().items
    guard case .beginProjection(_, let width, let height) = items.first else {
      Issue.record("expected a projection: \(items)")
      return
    }
    #expect(width >= 100 && height >= 100)
    card.layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
    items = window.makeDisplayList().items
    guard case .fill(_, _, let m) = items.first else {
      Issue.record("expected an affine fill: \(items)")
      return
    }
    #expect(abs(m.a - cos(Double.pi / 4)) < 1e-12)
    card.layer.transform = CATransform3DRotate(Self.perspective, .pi * 0.75, 0, 1, 0)
    #expect(!window.makeDisplayList().items.isEmpty)
    card.layer.isDoubleSided = false
    #expect(window.makeDisplayList().items.isEmpty)
    card.layer.transform = CATransform3DRotate(Self.perspective, .pi * 0.25, 0, 1, 0)
    #expect(!window.makeDisplayList().items.isEmpty)
  }

  /// `sublayerTransform` applies about the container's anchor: a child rotated about y under a
  /// container's perspective is projected relative to the container's centre.
  @Test func sublayerTransformGivesChildrenPerspective() {
    let window = Self.window()
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    container.layer.sublayerTransform = Self.perspective
    let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    child.backgroundColor = .blue
    child.layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
    container.addSubview(child)
    window.addSubview(container)
    guard case .beginProjection = window.makeDisplayList().items.first else {
      Issue.record("expected a projection")
      return
    }
    // The child's right edge centre (local (100, 50)) lands at 100 + 35.36 / 1.0707.
    let plane = child.layer.presentation()!.transform3DToSuperlayer(
      sublayerMatrix: DisplayListBuilder.sublayerMatrix(container.layer.presentation()!)
    ).planeProjection
    let edge = plane.apply(CGPoint(x: 100, y: 50))!
    let c = cos(Double.pi / 4) * 50
    #expect(abs(edge.x - (100 + c / (1 + c / 500))) < 1e-9)
    #expect(abs(edge.y - 100) < 1e-9)
  }

  /// `transform.rotation.y` animates through the decomposition: half way through a linear
  /// 0 → π animation the layer is turned a quarter about y; a whole-transform animation to a
  /// half turn about y also passes through the quarter turn about y.
  @Test func rotationYKeyPathAndWholeTransformAnimate() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let layer = CALayer()
    let spin = CABasicAnimation(keyPath: "transform.rotation.y")
    spin.fromValue = 0.0
    spin.toValue = Double.pi
    spin.duration = 1
    spin.timingFunction = CAMediaTimingFunction(name: .linear)
    layer.add(spin, forKey: "spin")
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      view.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
    }
    timeline.advance(to: 5)
    let quarter = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
    for t in [layer.presentation()!.transform, view.layer.presentation()!.transform] {
      let diff = zip(t.rows.flatMap { $0 }, quarter.rows.flatMap { $0 }).map { abs($0 - $1) }.max()!
      #expect(diff < 1e-9, "\(t)")
    }
  }
}
