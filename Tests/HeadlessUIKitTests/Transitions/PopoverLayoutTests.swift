import Foundation
import Testing

@testable import HeadlessUIKit

/// The popover's arrow direction and frame for source rectangles near each edge of an
/// 820 × 1180 pt iPad window (no safe area, 10 pt `popoverLayoutMargins`), with a 300 × 200 pt
/// content size and a 13 pt arrow.
@MainActor
@Suite("UIPopoverPresentationController: arrow direction and frame")
struct PopoverLayoutTests {
  static let available = CGRect(x: 10, y: 10, width: 800, height: 1160)
  static let content = CGSize(width: 300, height: 200)

  static func layout(
    _ source: CGRect, permitted: UIPopoverArrowDirection = .any, canOverlap: Bool = false
  ) -> PopoverLayout {
    PopoverLayout(
      contentSize: content, sourceRect: source, availableRect: available, permittedArrowDirections: permitted,
      canOverlapSourceViewRect: canOverlap)
  }

  @Test func nearTheTopTheArrowPointsUpAndTheBodySlidesInsideTheMargins() {
    let layout = Self.layout(CGRect(x: 100, y: 40, width: 80, height: 44))
    #expect(layout.arrowDirection == .up)
    #expect(layout.contentFrame == CGRect(x: 10, y: 97, width: 300, height: 200), "x clamped to the 10 pt margin")
    #expect(layout.frame == CGRect(x: 10, y: 84, width: 300, height: 213))
    #expect(layout.arrowTip == CGPoint(x: 140, y: 84), "the tip touches the source's bottom edge at its centre")
  }

  @Test func nearTheBottomTheArrowPointsDown() {
    let layout = Self.layout(CGRect(x: 400, y: 1100, width: 80, height: 44))
    #expect(layout.arrowDirection == .down)
    #expect(layout.contentFrame == CGRect(x: 290, y: 887, width: 300, height: 200))
    #expect(layout.frame == CGRect(x: 290, y: 887, width: 300, height: 213))
    #expect(layout.arrowTip == CGPoint(x: 440, y: 1100))
  }

  @Test func aFullHeightSourceOnTheLeftGetsAnArrowPointingLeft() {
    let layout = Self.layout(CGRect(x: 10, y: 20, width: 60, height: 1140))
    #expect(layout.arrowDirection == .left)
    #expect(layout.contentFrame == CGRect(x: 83, y: 490, width: 300, height: 200))
    #expect(layout.frame == CGRect(x: 70, y: 490, width: 313, height: 200))
    #expect(layout.arrowTip == CGPoint(x: 70, y: 590))
  }

  @Test func aFullHeightSourceOnTheRightGetsAnArrowPointingRight() {
    let layout = Self.layout(CGRect(x: 750, y: 20, width: 60, height: 1140))
    #expect(layout.arrowDirection == .right)
    #expect(layout.contentFrame == CGRect(x: 437, y: 490, width: 300, height: 200))
    #expect(layout.frame == CGRect(x: 437, y: 490, width: 313, height: 200))
    #expect(layout.arrowTip == CGPoint(x: 750, y: 590))
  }

  @Test func theArrowStaysClearOfTheRoundedCorners() {
    // A source in the top-left corner: the body is pushed to the margin, the tip cannot go
    // further left than corner radius + half the base (13 + 13) from the body's edge.
    let layout = Self.layout(CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(layout.arrowDirection == .up)
    #expect(layout.contentFrame.minX == 10)
    #expect(layout.arrowTip == CGPoint(x: 36, y: 20))
  }

  @Test func withoutRoomInThePermittedDirectionTheBodyShrinksOrOverlaps() {
    let source = CGRect(x: 100, y: 40, width: 80, height: 44)
    let shrunk = Self.layout(source, permitted: .down)
    #expect(shrunk.arrowDirection == .down)
    #expect(shrunk.contentFrame == CGRect(x: 10, y: 10, width: 300, height: 17), "40 − 10 − 13 pt of room")
    let overlapping = Self.layout(source, permitted: .down, canOverlap: true)
    #expect(overlapping.contentFrame == CGRect(x: 10, y: 10, width: 300, height: 200), "full size, over the source")
    let sideways = Self.layout(source, permitted: [.left, .right])
    #expect(sideways.arrowDirection == .left, "left is tried before right")
    #expect(sideways.contentFrame.minX == 193)
  }

  @Test func thePresentedPopoverUsesTheLayoutAndHostsTheContent() {
    let rig = PopoverRig()
    defer { rig.stop() }
    let b = rig.popover()
    let popover = try! #require(b.popoverPresentationController)
    #expect(popover.arrowDirection == .unknown)
    rig.root.present(b, animated: true)
    let expected = Self.layout(CGRect(x: 100, y: 40, width: 80, height: 44))
    #expect(popover.arrowDirection == .up)
    #expect(popover.presentedView?.frame == expected.frame)
    #expect(b.view.frame == CGRect(x: 0, y: 0, width: 300, height: 200), "the content fills the body")
    #expect(b.view.superview?.frame == CGRect(x: 0, y: 13, width: 300, height: 200))
    #expect(b.view.superview?.layer.cornerRadius == 13 && b.view.superview?.clipsToBounds == true)
    rig.run(to: 0.5)
    rig.root.dismiss(animated: true)
    rig.run(to: 1)
    #expect(popover.arrowDirection == .unknown, "back to unknown after the dismissal")
  }
}
