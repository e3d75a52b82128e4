import Foundation
import Testing

@testable import HeadlessUIKit

/// `autoresizingMask` against UIKit's results: each axis shares the superview's size change
/// among the flexible parts in proportion to their lengths.
@MainActor
@Suite("Autoresizing masks")
struct AutoresizingTests {
  /// A subview at `frame` with `mask` in a 320 × 480 superview resized to `size`.
  static func resized(_ frame: CGRect, _ mask: UIView.AutoresizingMask, to size: CGSize) -> CGRect {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let view = UIView(frame: frame)
    view.autoresizingMask = mask
    superview.addSubview(view)
    superview.frame = CGRect(origin: .zero, size: size)
    return view.frame
  }

  @Test func flexibleWidthTakesTheWholeChange() {
    // 320 → 375 (iPhone SE → iPhone 8 width): a 10 pt inset full-width bar stays inset.
    let frame = Self.resized(
      CGRect(x: 10, y: 0, width: 300, height: 44), .flexibleWidth, to: CGSize(width: 375, height: 480))
    #expect(frame == CGRect(x: 10, y: 0, width: 355, height: 44))
  }

  @Test func noMaskKeepsTheFrame() {
    let frame = Self.resized(CGRect(x: 10, y: 20, width: 100, height: 44), [], to: CGSize(width: 375, height: 667))
    #expect(frame == CGRect(x: 10, y: 20, width: 100, height: 44))
  }

  @Test func flexibleLeftMarginPinsTheRightEdge() {
    let frame = Self.resized(
      CGRect(x: 260, y: 0, width: 50, height: 44), .flexibleLeftMargin, to: CGSize(width: 375, height: 480))
    #expect(frame == CGRect(x: 315, y: 0, width: 50, height: 44))
  }

  @Test func bothMarginsKeepTheViewCentred() {
    let frame = Self.resized(
      CGRect(x: 110, y: 190, width: 100, height: 100),
      [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin],
      to: CGSize(width: 375, height: 667))
    #expect(frame.midX == 187.5)
    #expect(frame.midY == 333.5)
    #expect(frame.size == CGSize(width: 100, height: 100))
  }

  @Test func widthAndRightMarginShareInProportionToTheirLengths() {
    // Left 10, width 200, right 110: 55 pt more split 200 : 110.
    let frame = Self.resized(
      CGRect(x: 10, y: 0, width: 200, height: 44), [.flexibleWidth, .flexibleRightMargin],
      to: CGSize(width: 375, height: 480))
    #expect(abs(frame.width - (200 + 55 * 200 / 310)) < 1e-9)
    #expect(frame.minX == 10)
  }

  @Test func flexibleHeightAndBottomMarginOnShrink() {
    let frame = Self.resized(
      CGRect(x: 0, y: 100, width: 320, height: 300), [.flexibleWidth, .flexibleHeight],
      to: CGSize(width: 300, height: 400))
    #expect(frame == CGRect(x: 0, y: 100, width: 300, height: 220))
  }

  @Test func nestedViewsResizeInTurnAndAutoresizesSubviewsStopsIt() {
    let outer = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let middle = UIView(frame: outer.bounds)
    middle.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let inner = UIView(frame: CGRect(x: 20, y: 20, width: 280, height: 40))
    inner.autoresizingMask = .flexibleWidth
    outer.addSubview(middle)
    middle.addSubview(inner)
    outer.bounds.size = CGSize(width: 375, height: 480)
    #expect(inner.frame.width == 335)
    middle.autoresizesSubviews = false
    outer.bounds.size = CGSize(width: 320, height: 480)
    #expect(middle.frame.width == 320)
    #expect(inner.frame.width == 335)
  }

  @Test func aTransformIsKept() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 100))
    view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    view.autoresizingMask = .flexibleWidth
    superview.addSubview(view)
    superview.frame.size.width = 375
    #expect(view.bounds.size == CGSize(width: 355, height: 100))
    #expect(view.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
    #expect(view.center == CGPoint(x: 10 + 355.0 / 2, y: 60))
  }

  @Test func aControllersRootViewFollowsItsContainerAsInUIKit() {
    let controller = UIViewController()
    #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    controller.view.frame = container.bounds
    container.addSubview(controller.view)
    container.frame.size = CGSize(width: 375, height: 667)
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
  }

  @Test func insideAnAnimationBlockTheSubviewsAnimateWithTheSuperview() {
    let timeline = Timeline(fps: 60)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), scale: 1))
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: 0)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    bar.autoresizingMask = .flexibleWidth
    container.addSubview(bar)
    window.addSubview(container)
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        container.frame.size.width = 300
      })
    #expect(bar.frame.width == 300, "the model value changes at once")
    timeline.advance(to: 30)
    let presented = bar.layer.presentation()?.bounds.width ?? 0
    #expect(abs(presented - 250) < 1e-6, "half-way through a linear animation")
  }
}

/// Autoresizing inside a running presentation whose container follows the window.
@MainActor
@Suite("Autoresizing during a transition")
struct AutoresizingTransitionTests {
  @Test func aPresentedViewsFlexibleSubviewFollowsTheContainerWhenTheWindowTurns() {
    let root = Screen("A")
    let h = TransitionHarness(root: root, size: CGSize(width: 390, height: 844))
    defer { h.stop() }
    let b = Screen("B")
    b.modalPresentationStyle = .fullScreen
    let bar = UIView(frame: CGRect(x: 16, y: 100, width: 358, height: 44))
    bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    b.view.addSubview(bar)
    root.present(b, animated: true)
    h.run(to: 0.2)  // mid-presentation
    h.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    h.run(to: 0.25)
    // The container follows the window; B's root view (flexible width and height from
    // loadView) follows the container; the bar keeps its 16 pt margins.
    #expect(b.view.bounds.size == CGSize(width: 844, height: 390))
    #expect(bar.frame == CGRect(x: 16, y: 100, width: 812, height: 44))
    h.run(to: 1.5)
    #expect(bar.frame == CGRect(x: 16, y: 100, width: 812, height: 44))
  }
}
