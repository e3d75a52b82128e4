import Foundation
import Testing

@testable import HeadlessUIKit

/// `tintColor` inheritance, `tintAdjustmentMode` resolution and dimming during presentations,
/// and when `tintColorDidChange()` is called.
@MainActor
@Suite("Tint colour and tint adjustment mode")
struct TintTests {
  final class TintRecorder: UIView {
    var changes = 0
    override func tintColorDidChange() {
      super.tintColorDidChange()
      changes += 1
    }
  }

  @Test func tintIsInheritedFromTheNearestAncestorThatSetsOne() {
    let root = UIView(), middle = UIView(), leaf = UIView()
    root.addSubview(middle)
    middle.addSubview(leaf)
    #expect(leaf.tintColor == .systemBlue)
    root.tintColor = .systemRed
    #expect(leaf.tintColor == .systemRed)
    middle.tintColor = .systemGreen
    #expect(leaf.tintColor == .systemGreen)
    #expect(root.tintColor == .systemRed)
    middle.tintColor = nil
    #expect(leaf.tintColor == .systemRed)
  }

  @Test func settingATintNotifiesTheInheritingDescendantsOnly() {
    let root = TintRecorder(), inherits = TintRecorder(), ownColour = TintRecorder(), underOwn = TintRecorder()
    root.addSubview(inherits)
    root.addSubview(ownColour)
    ownColour.addSubview(underOwn)
    ownColour.tintColor = .systemPink
    let before = [root.changes, inherits.changes, ownColour.changes, underOwn.changes]
    root.tintColor = .systemRed
    let after = [root.changes, inherits.changes, ownColour.changes, underOwn.changes]
    let deltas: [Int] = zip(after, before).map { $0 - $1 }
    #expect(deltas == [1, 1, 0, 0])
    root.tintColor = .systemRed  // same colour: no call
    #expect(root.changes == after[0])
    #expect(inherits.changes == after[1])
  }

  @Test func movingUnderADifferentTintCallsTintColorDidChange() {
    let red = UIView(), blue = UIView(), view = TintRecorder()
    red.tintColor = .systemRed
    blue.tintColor = .systemBlue
    red.addSubview(view)
    let afterFirstMove = view.changes
    #expect(afterFirstMove == 1)
    blue.addSubview(view)
    #expect(view.changes == 2)
    view.removeFromSuperview()  // back to the default systemBlue: unchanged colour
    #expect(view.changes == 2)
  }

  @Test func adjustmentModeResolvesUpTheHierarchyAndDimsTheColour() {
    let root = TintRecorder(), leaf = TintRecorder()
    root.addSubview(leaf)
    #expect(leaf.tintAdjustmentMode == .normal)
    root.tintAdjustmentMode = .dimmed
    #expect(leaf.tintAdjustmentMode == .dimmed)
    #expect(leaf.changes == 1)
    #expect(leaf.tintColor == UIView.dimmedTint(.systemBlue))
    #expect(leaf.tintColor.rgba.red == leaf.tintColor.rgba.blue, "the dimmed tint is desaturated (grey)")
    leaf.tintAdjustmentMode = .normal
    #expect(leaf.tintColor == .systemBlue)
    root.tintAdjustmentMode = .automatic
    #expect(root.tintAdjustmentMode == .normal, "the resolved mode is never .automatic")
  }

  @Test func aPopoverDimsThePresentersTintUntilItsDismissalBegins() {
    let rig = PopoverRig()
    defer { rig.stop() }
    let label = TintRecorder(frame: CGRect(x: 10, y: 300, width: 50, height: 20))
    rig.root.view.addSubview(label)
    let b = rig.popover()
    rig.root.present(b, animated: true)
    rig.run(to: 0.1)
    #expect(label.tintAdjustmentMode == .dimmed)
    #expect(label.tintColor == UIView.dimmedTint(.systemBlue))
    #expect(b.view.tintAdjustmentMode == .normal, "the presented view keeps its tint")
    #expect(label.changes == 1)
    rig.run(to: 1)
    b.dismiss(animated: true)
    rig.run(to: 1.05)
    #expect(label.tintAdjustmentMode == .normal)
    #expect(label.changes == 2)
    rig.run(to: 2)
    #expect(label.tintColor == .systemBlue)
  }

  @Test func aFullScreenPresentationDoesNotDim() {
    let root = Screen("A")
    let h = TransitionHarness(root: root)
    defer { h.stop() }
    let b = Screen("B")
    b.modalPresentationStyle = .overFullScreen
    root.present(b, animated: true)
    h.run(to: 0.2)
    #expect(root.view.tintAdjustmentMode == .normal)
  }
}
