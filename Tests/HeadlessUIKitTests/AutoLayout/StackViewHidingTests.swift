import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("UIStackView: hidden arranged subviews collapse, and animate closed inside UIView.animate")
struct StackViewHidingTests {
  @Test func aHiddenViewCollapsesAndItsSpacingGoes() {
    let (root, stack, views) = makeStack(width: 320, sizes: threeSizes)
    views[1].isHidden = true
    root.layoutIfNeeded()
    // 40 + 80 + one spacing of 10 in 320: the first view takes 190 more.
    #expect(views[0].frame == CGRect(x: 0, y: 0, width: 230, height: 100))
    #expect(views[1].frame.width == 0 && views[1].frame.minX == 230)
    #expect(views[2].frame == CGRect(x: 240, y: 0, width: 80, height: 100))
    #expect(stack.constraints.contains { $0.identifier == "UISV-hiding" })
    #expect(views[1].layer.isHidden)
    views[1].isHidden = false
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 170, 240])
  }

  /// A 200-wide vertical stack of three 40-point rows pinned at the top of a root.
  static func rows() -> (root: UIView, stack: UIStackView, rows: [IntrinsicView]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
    let rows = (0..<3).map { _ in IntrinsicView(UIView.noIntrinsicMetric, 40) }
    let stack = UIStackView(arrangedSubviews: rows)
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: root.topAnchor), stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    root.layoutIfNeeded()
    return (root, stack, rows)
  }

  @Test func hidingARowInsideAnAnimationBlockAnimatesItClosed() {
    let timeline = Timeline(fps: 4)
    timeline.advance(to: 0)
    let (root, stack, rows) = Self.rows()
    #expect(rows.map(\.frame.minY) == [0, 40, 80])
    #expect(stack.frame.height == 120)
    var completed = false
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { rows[1].isHidden = true },
      completion: { _ in completed = true })
    // The model is at the end at once; the row is still drawn while it closes.
    #expect(rows[1].isHidden)
    #expect(!rows[1].layer.isHidden)
    #expect(rows[1].frame.height == 0)
    #expect(rows[2].frame.minY == 40)
    #expect(stack.frame.height == 80)
    // Linear over 4 frames: the third row's top goes 80 → 40, the hidden row's height 40 → 0.
    for (frame, top, height) in [(1, 70.0, 30.0), (2, 60, 20), (3, 50, 10)] {
      timeline.advance(to: FrameIndex(frame))
      let third = rows[2].layer.presentation()!
      #expect(abs(third.position.y - (top + 20)) < 1e-9, "frame \(frame)")
      #expect(abs(rows[1].layer.presentation()!.bounds.height - height) < 1e-9, "frame \(frame)")
      #expect(abs(stack.layer.presentation()!.bounds.height - (80 + height)) < 1e-9, "frame \(frame)")
      #expect(!rows[1].layer.isHidden, "drawn until the animation completes (frame \(frame))")
    }
    timeline.advance(to: 4)
    #expect(completed)
    #expect(rows[1].layer.isHidden, "hidden when the animation completes")
    #expect(rows[1].isHidden)
    #expect(root.subviews.count == 1)
  }

  @Test func showingItAgainBeforeTheEndKeepsItVisible() {
    let timeline = Timeline(fps: 4)
    timeline.advance(to: 0)
    let (root, _, rows) = Self.rows()
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { rows[1].isHidden = true })
    timeline.advance(to: 1)
    UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { rows[1].isHidden = false })
    #expect(!rows[1].isHidden)
    timeline.advance(to: 6)
    #expect(!rows[1].layer.isHidden, "the first block's completion does not hide a row shown again")
    #expect(rows[1].frame.height == 40)
    #expect(rows[2].frame.minY == 80)
    #expect(root.subviews.count == 1)
  }
}
