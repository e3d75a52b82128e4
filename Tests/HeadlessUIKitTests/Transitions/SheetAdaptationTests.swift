import Foundation
import Testing

@testable import HeadlessUIKit

/// A sheet on an iPhone in landscape (an 844 × 390 pt window: compact height): `.pageSheet`,
/// `.formSheet` and `.automatic` adapt to `.fullScreen` (the presenting view is removed, not
/// scaled back) unless the sheet `prefersEdgeAttachedInCompactHeight` or the delegate keeps
/// the style; the adaptive delegate is asked in UIKit's order.
@MainActor
@Suite("UISheetPresentationController: compact-height adaptation")
struct SheetAdaptationTests {
  static let landscape = CGSize(width: 844, height: 390)

  @Test(arguments: [UIModalPresentationStyle.pageSheet, .formSheet, .automatic])
  func aSheetInACompactHeightIsPresentedFullScreen(style: UIModalPresentationStyle) {
    let a = Screen("A", .red)
    let h = TransitionHarness(root: a, size: Self.landscape)
    defer { h.stop() }
    let b = Screen("B", .blue)
    b.modalPresentationStyle = style
    let sheet = b.sheetPresentationController
    #expect(sheet != nil)
    a.present(b, animated: true)
    #expect(b.presentationController === sheet, "the sheet stays the presentation controller")
    #expect(b.view.frame == CGRect(origin: .zero, size: Self.landscape), "full screen")
    h.run(to: 0.7)
    #expect(b.view.frame == CGRect(origin: .zero, size: Self.landscape))
    #expect(a.view.superview == nil, "a full-screen presentation removes the presenting view")
    #expect(a.view.transform == .identity, "not scaled back behind it")
    #expect(sheet?.dimmingView.superview == nil, "no sheet dimming")
    #expect(h.trace.lines.contains("SystemPresentationController.presentationTransitionWillBegin()"))
    a.dismiss(animated: true)
    h.run(to: 1.4)
    #expect(a.view.superview === h.window && a.presentedViewController == nil)
  }

  @Test func theDelegateHearsTheAdaptationToFullScreen() {
    let a = Screen("A", .red)
    let h = TransitionHarness(root: a, size: Self.landscape)
    defer { h.stop() }
    let b = Screen("B", .blue)
    let delegate = PopoverDelegateStub()
    b.sheetPresentationController?.delegate = delegate
    a.present(b, animated: true)
    #expect(
      Array(h.trace.lines.prefix(3)) == [
        "presentationController.delegate.adaptivePresentationStyle(for:traitCollection:)",
        "presentationController.delegate.presentationController(_:viewControllerForAdaptivePresentationStyle:)",
        "presentationController.delegate.presentationController(_:willPresentWithAdaptiveStyle: .fullScreen, transitionCoordinator:)",
      ])
    #expect(delegate.willPresentStyles == [.fullScreen])
  }

  @Test func noneKeepsTheSheetFillingTheContainer() {
    let a = Screen("A", .red)
    let h = TransitionHarness(root: a, size: Self.landscape)
    defer { h.stop() }
    let b = Screen("B", .blue)
    let delegate = PopoverDelegateStub()
    delegate.adaptiveStyle = .none
    b.sheetPresentationController?.delegate = delegate
    a.present(b, animated: true)
    h.run(to: 0.7)
    #expect(b.view.frame == CGRect(origin: .zero, size: Self.landscape))
    #expect(a.view.superview === h.window, "still a sheet: the presenting view stays")
    #expect(delegate.willPresentStyles == [.none])
  }

  @Test func anEdgeAttachedSheetStaysASheetAtTheBottomEdge() {
    let a = Screen("A", .red)
    let h = TransitionHarness(root: a, size: Self.landscape)
    defer { h.stop() }
    let b = Screen("B", .blue)
    let sheet = b.sheetPresentationController!
    sheet.prefersEdgeAttachedInCompactHeight = true
    sheet.detents = [.medium(), .large()]
    a.present(b, animated: true)
    h.run(to: 0.7)
    // Medium is inactive in a compact height: the large detent, 390 − 10 pt gap tall, at the
    // screen's portrait width, centred.
    #expect(b.view.frame == CGRect(x: 227, y: 10, width: 390, height: 380))
    #expect(a.view.superview === h.window)
    #expect(a.view.transform == .identity, "no scale-back in a compact height")
    sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
    b.preferredContentSize = CGSize(width: 500, height: 0)
    sheet.invalidateDetents()
    #expect(b.view.frame == CGRect(x: 172, y: 10, width: 500, height: 380))
  }
}
