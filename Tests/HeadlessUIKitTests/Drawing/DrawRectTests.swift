import Foundation
import Testing

@testable import HeadlessUIKit

/// A view that counts its `draw(_:)` calls and fills its bounds.
@MainActor
final class CountingDrawView: UIView {
  var draws: [CGRect] = []
  var hadContext = false
  var color = UIColor.red

  override func draw(_ rect: CGRect) {
    draws.append(rect)
    hadContext = UIGraphicsGetCurrentContext() != nil
    color.setFill()
    UIRectFill(rect)
  }
}

@MainActor
@Suite("draw(_:) overrides")
struct DrawRectTests {
  static func window() -> UIWindow {
    UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 50, height: 50), scale: 2))
  }

  /// UIKit draws once when the view is first shown and again only after `setNeedsDisplay()`.
  @Test func drawRunsOnFirstDisplayAndAfterSetNeedsDisplay() {
    let window = Self.window()
    let view = CountingDrawView(frame: CGRect(x: 10, y: 10, width: 20, height: 10))
    window.addSubview(view)
    #expect(view.draws.isEmpty, "nothing is drawn before the view is displayed")
    _ = window.makeDisplayList()
    _ = window.makeDisplayList()
    #expect(view.draws == [CGRect(x: 0, y: 0, width: 20, height: 10)])
    #expect(view.hadContext)
    view.color = .blue
    view.setNeedsDisplay()
    let list = window.makeDisplayList()
    #expect(view.draws.count == 2)
    #expect(
      list.items.contains(
        .fill(
          .rect(CGRect(x: 0, y: 0, width: 20, height: 10)), color: UIColor.blue.rgba,
          transform: CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 20))),
      "the recording is placed in the view's bounds: \(list)")
    #expect(UIGraphicsGetCurrentContext() == nil, "the context is current only during draw(_:)")
  }

  /// A resize stretches the drawn content (`.scaleToFill`) without drawing again; `.redraw`
  /// draws again at the new size.
  @Test func resizeStretchesOrRedrawsByContentMode() {
    let window = Self.window()
    let view = CountingDrawView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    window.addSubview(view)
    _ = window.makeDisplayList()
    view.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
    let stretched = window.makeDisplayList()
    #expect(view.draws.count == 1)
    #expect(
      stretched.items.contains {
        if case .fill(_, _, let m) = $0 { return m.a == 2 * 2 }
        return false
      })
    view.contentMode = .redraw
    view.frame = CGRect(x: 0, y: 0, width: 30, height: 10)
    _ = window.makeDisplayList()
    #expect(view.draws.last == CGRect(x: 0, y: 0, width: 30, height: 10))
  }

  /// A hidden view is not drawn (its display list entry is skipped, so no display runs).
  @Test func hiddenViewsAreNotDrawn() {
    let window = Self.window()
    let view = CountingDrawView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    view.isHidden = true
    window.addSubview(view)
    _ = window.makeDisplayList()
    #expect(view.draws.isEmpty)
  }
}
