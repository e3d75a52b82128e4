import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// `UISheetPresentationController` on a 390 × 844 pt iPhone (safe area 47 / 34 pt): detent
/// heights, selection changes, the undimmed detent, dragging between detents and dismissing.
@MainActor
@Suite("UISheetPresentationController: detents, dimming and dragging")
struct SheetDetentTests {
  static let iPhone = CGSize(width: 390, height: 844)
  /// The large detent's value: 844 − 47 − 10 − 34.
  static let large: CGFloat = 753
  /// The medium detent's value: half the container.
  static let medium: CGFloat = 422

  /// A recorder of the sheet delegate's calls (UIKit's questions are also in the trace).
  final class SheetDelegate: NSObject, UISheetPresentationControllerDelegate {
    var calls: [String] = []
    var shouldDismiss = true
    var selectedWhenTold: UISheetPresentationController.Detent.Identifier?

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
      calls.append("didChangeSelectedDetentIdentifier")
      selectedWhenTold = sheet.selectedDetentIdentifier
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
      calls.append("shouldDismiss")
      return shouldDismiss
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      calls.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      calls.append("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
      calls.append("didAttemptToDismiss")
    }
  }

  @MainActor struct Stage {
    let h: TransitionHarness
    let a = Screen("A", .red)
    let b = Screen("B", .blue)
    let sheet: UISheetPresentationController
    let delegate = SheetDelegate()

    @MainActor init(detents: [UISheetPresentationController.Detent] = [.medium(), .large()]) {
      h = TransitionHarness(root: a, size: SheetDetentTests.iPhone)
      sheet = b.sheetPresentationController!
      sheet.detents = detents
      sheet.delegate = delegate
    }

    @MainActor func present() {
      a.present(b, animated: true)
      h.run(to: 0.7)
    }

    /// A finger on the sheet at `y` dragging by `dy` over `duration`, then flicking at `velocity`
    /// (points per second, downward positive) and lifting; runs until `until`.
    @MainActor func drag(fromY y: CGFloat, by dy: CGFloat, duration: Double = 0.3, velocity: CGFloat, until: Double) {
      var track = TouchTrack(downAt: CGPoint(x: 195, y: y), time: h.now + 1.0 / 60)
      track.move(to: CGPoint(x: 195, y: y + dy), duration: duration)
      track.flick(velocity: CGVector(dx: 0, dy: velocity))
      track.lift()
      h.timeline.play(track, in: h.window)
      h.run(to: until)
    }

    @MainActor func frame(forValue value: CGFloat) -> CGRect {
      CGRect(x: 0, y: 844 - value - 34, width: 390, height: value + 34)
    }
  }

  @Test func sheetPresentationControllerExistsOnlyForSheetStyles() {
    let b = Screen("B")
    #expect(b.sheetPresentationController != nil, ".automatic is a sheet on an iPhone")
    b.modalPresentationStyle = .formSheet
    #expect(b.sheetPresentationController === b.presentationController)
    b.modalPresentationStyle = .fullScreen
    #expect(b.sheetPresentationController == nil)
    b.modalPresentationStyle = .popover
    #expect(b.sheetPresentationController == nil)
    #expect(b.popoverPresentationController?.adaptiveSheetPresentationController.presentedViewController === b)
  }

  @Test func detentsRestAtTheirHeights() {
    let s = Stage()
    defer { s.h.stop() }
    #expect(s.sheet.detents.map(\.identifier) == [.medium, .large])
    #expect(s.sheet.selectedDetentIdentifier == nil)
    s.present()
    #expect(s.b.view.frame == s.frame(forValue: Self.medium), "nil selects the smallest detent")
    #expect(s.b.view.frame.height == 456, "about 54 % of the screen")
    s.sheet.selectedDetentIdentifier = .large
    #expect(s.b.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787), "set outside animateChanges: at once")
    s.sheet.detents = [.custom(identifier: .init("small")) { context in context.maximumDetentValue / 4 }, .large()]
    s.sheet.selectedDetentIdentifier = .init("small")
    #expect(isApproximatelyEqual(s.b.view.frame.height, Self.large / 4 + 34, tolerance: 1e-9))
    var height: CGFloat = 200
    s.sheet.detents = [.custom(identifier: .init("small")) { _ in height }, .large()]
    #expect(s.b.view.frame.height == 234)
    height = 300
    #expect(s.b.view.frame.height == 234, "a resolver is asked again only when invalidated")
    s.sheet.invalidateDetents()
    #expect(s.b.view.frame.height == 334)
    s.sheet.detents = [.custom { _ in 5_000 }]
    #expect(s.b.view.frame.height == Self.large + 34, "a value is clamped to maximumDetentValue")
  }

  @Test func resolvedValuesFollowTheContext() {
    let context = UISheetPresentationController.DetentResolutionContext(
      containerTraitCollection: UITraitCollection(verticalSizeClass: .regular), maximumDetentValue: 753,
      containerHeight: 844)
    #expect(UISheetPresentationController.Detent.large().resolvedValue(in: context) == 753)
    #expect(UISheetPresentationController.Detent.medium().resolvedValue(in: context) == 422)
    let landscape = UISheetPresentationController.Detent.medium().resolvedValue(
      in: UISheetPresentationController.DetentResolutionContext(
        containerTraitCollection: UITraitCollection(verticalSizeClass: .compact), maximumDetentValue: 359,
        containerHeight: 390))
    #expect(landscape == nil, "medium is inactive in a compact height")
    #expect(UISheetPresentationController.Detent.custom { _ in nil }.resolvedValue(in: context) == nil)
    #expect(UISheetPresentationController.Detent.custom { _ in -10 }.resolvedValue(in: context) == 0)
  }

  @Test func animateChangesMovesTheSheetWithASpring() {
    let s = Stage()
    defer { s.h.stop() }
    s.present()
    s.sheet.animateChanges { s.sheet.selectedDetentIdentifier = .large }
    #expect(s.b.view.frame.minY == 57, "the model is at the new detent at once")
    s.h.run(to: 0.8)
    let moving = s.b.view.layer.presentation()?.frame.minY ?? 0
    #expect(moving > 57 && moving < 388, "halfway up a frame later: \(moving)")
    s.h.run(to: 1.4)
    #expect(isApproximatelyEqual(Double(s.b.view.layer.presentation()?.frame.minY ?? 0), 57, tolerance: 0.5))
    #expect(s.delegate.calls.isEmpty, "code changing the detent does not tell the delegate")
  }

  @Test func theUndimmedDetentNeitherDimsNorScalesBack() {
    let s = Stage()
    defer { s.h.stop() }
    s.sheet.largestUndimmedDetentIdentifier = .medium
    s.present()
    #expect(s.sheet.dimmingView.alpha == 0)
    #expect(s.a.view.transform == .identity, "the presenting view is not scaled back while undimmed")
    let outside = CGPoint(x: 195, y: 200)
    #expect(s.h.window.hitTest(outside, with: nil)?.isDescendant(of: s.a.view) == true, "touches reach A")
    s.sheet.selectedDetentIdentifier = .large
    #expect(
      isApproximatelyEqual(s.sheet.dimmingView.alpha, UISheetPresentationController.dimmingAlpha, tolerance: 1e-6))
    #expect(s.a.view.transform != .identity, "scaled back at the large detent")
    #expect(s.h.window.hitTest(outside, with: nil)?.isDescendant(of: s.a.view) != true)
  }

  @Test func aDimmedMediumDetentDimsWithoutScalingBack() {
    let s = Stage()
    defer { s.h.stop() }
    s.present()
    #expect(
      isApproximatelyEqual(s.sheet.dimmingView.alpha, UISheetPresentationController.dimmingAlpha, tolerance: 1e-6))
    #expect(s.a.view.transform == .identity, "UIKit scales the presenting view back only at the large detent")
    #expect(s.sheet.dimmingView.superview === s.sheet.containerView)
  }

  @Test func draggingUpSnapsToTheLargeDetentAndTellsTheDelegate() {
    let s = Stage()
    defer { s.h.stop() }
    s.present()
    let start = s.h.trace.lines.count
    s.drag(fromY: 420, by: -260, velocity: -600, until: 1.2)
    let during = s.b.view.frame.minY
    #expect(during < 388, "the sheet follows the finger: \(during)")
    s.h.run(to: 2.2)
    #expect(s.sheet.selectedDetentIdentifier == .large)
    #expect(s.b.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
    #expect(s.delegate.calls == ["didChangeSelectedDetentIdentifier"])
    #expect(s.delegate.selectedWhenTold == .large, "the selection changed before the delegate hears")
    #expect(
      Array(s.h.trace.lines[start...]).filter { $0.hasPrefix("presentationController.delegate") } == [
        "presentationController.delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)"
      ])
    #expect(s.a.view.transform != .identity, "scaled back at the large detent")
  }

  @Test func aShortSlowDragSnapsBack() {
    let s = Stage()
    defer { s.h.stop() }
    s.present()
    s.drag(fromY: 420, by: -60, velocity: 0, until: 2.0)
    #expect(s.sheet.selectedDetentIdentifier == nil)
    #expect(s.b.view.frame == s.frame(forValue: Self.medium))
    #expect(s.delegate.calls.isEmpty)
  }

  @Test func aFastFlickUpPassesTheProjectionToTheLargeDetent() {
    let s = Stage()
    defer { s.h.stop() }
    s.present()
    // 60 pt up, but a 1 000 pt/s flick projects about 500 pt further: nearest the large detent.
    s.drag(fromY: 420, by: -60, velocity: -1_000, until: 2.0)
    #expect(s.sheet.selectedDetentIdentifier == .large)
  }

  @Test func draggingDownBelowTheSmallestDetentDismisses() {
    let s = Stage()
    defer { s.h.stop() }
    s.present()
    let start = s.h.trace.lines.count
    s.drag(fromY: 420, by: 250, velocity: 1_200, until: 1.15)
    #expect(s.b.isBeingDismissed, "dismissal runs from where the finger left the sheet")
    s.h.run(to: 2.0)
    #expect(s.a.presentedViewController == nil)
    #expect(s.delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    let lines = Array(s.h.trace.lines[start...])
    let order = ["presentationControllerWillDismiss(_:)", "B.viewWillDisappear(true)", "B.viewDidDisappear(true)"]
    let positions = order.map { call in lines.firstIndex { $0.hasSuffix(call) } }
    #expect(positions.allSatisfy { $0 != nil } && positions == positions.sorted { ($0 ?? 0) < ($1 ?? 0) }, "\(lines)")
    #expect(lines.last == "presentationController.delegate.presentationControllerDidDismiss(_:)")
    #expect(s.a.view.transform == .identity && s.h.window.subviews.count == 1)
  }

  @Test func isModalInPresentationRubberBandsAndReportsTheAttempt() {
    let s = Stage()
    defer { s.h.stop() }
    s.b.isModalInPresentation = true
    s.present()
    s.drag(fromY: 420, by: 300, velocity: 1_200, until: 1.0)
    let pulled = s.b.view.frame.minY - 388
    #expect(pulled > 0 && pulled < 150, "resists with a rubber band: \(pulled) pt for about 300")
    s.h.run(to: 2.2)
    #expect(s.a.presentedViewController === s.b)
    #expect(s.delegate.calls == ["didAttemptToDismiss"], "isModalInPresentation does not ask shouldDismiss")
    #expect(s.b.view.frame == s.frame(forValue: Self.medium))
  }

  @Test func aDelegateRefusingTheDismissalIsAskedOnce() {
    let s = Stage()
    defer { s.h.stop() }
    s.delegate.shouldDismiss = false
    s.present()
    s.drag(fromY: 420, by: 300, velocity: 1_200, until: 2.2)
    #expect(s.a.presentedViewController === s.b)
    #expect(s.delegate.calls == ["shouldDismiss", "didAttemptToDismiss"])
  }

  @Test func theGrabberIsDrawnAtTheTopOfTheSheet() {
    let s = Stage()
    defer { s.h.stop() }
    s.sheet.prefersGrabberVisible = true
    s.sheet.preferredCornerRadius = 24
    s.present()
    let grabber = s.b.view.subviews.last { $0 is SheetGrabberView }
    #expect(grabber?.frame == CGRect(x: 177, y: 5, width: 36, height: 5))
    #expect(s.b.view.layer.cornerRadius == 24)
    s.sheet.prefersGrabberVisible = false
    #expect(!s.b.view.subviews.contains { $0 is SheetGrabberView })
  }
}
