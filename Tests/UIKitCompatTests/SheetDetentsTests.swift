import Testing
import UIKit

/// iOS 15/16-style sheet code (`sheetPresentationController`, detents, a custom detent,
/// `animateChanges`, the sheet delegate), Swift 5 mode, on a 300 × 600 pt window (no safe
/// area: the large detent is 600 − 10 pt gap = 590 pt, medium 300 pt).
@MainActor
@Suite("iOS-style UISheetPresentationController with detents (Swift 5 mode)")
struct SheetDetentsTests {
  final class LibraryViewController: UIViewController, UISheetPresentationControllerDelegate {
    static let small = UISheetPresentationController.Detent.Identifier("small")
    var detentChanges: [UISheetPresentationController.Detent.Identifier?] = []
    let filters = UIViewController()

    func showFilters() {
      filters.view.backgroundColor = .systemBackground
      if let sheet = filters.sheetPresentationController {
        sheet.detents = [
          .custom(identifier: Self.small) { context in 0.25 * context.maximumDetentValue }, .medium(), .large(),
        ]
        sheet.selectedDetentIdentifier = .medium
        sheet.largestUndimmedDetentIdentifier = .medium
        sheet.prefersScrollingExpandsWhenScrolledToEdge = false
        sheet.prefersEdgeAttachedInCompactHeight = true
        sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        sheet.prefersGrabberVisible = true
        sheet.preferredCornerRadius = 20
        sheet.delegate = self
      }
      present(filters, animated: true, completion: nil)
    }

    func expandFilters() {
      guard let sheet = filters.sheetPresentationController else { return }
      sheet.animateChanges {
        sheet.selectedDetentIdentifier = .large
      }
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
      _ sheetPresentationController: UISheetPresentationController
    ) {
      detentChanges.append(sheetPresentationController.selectedDetentIdentifier)
    }
  }

  @Test func aSheetRestsAtTheSelectedDetentAndAnimatesChanges() {
    let library = LibraryViewController()
    let bench = TestBench(root: library)
    bench.at(0.1) { library.showFilters() }
    bench.run(to: 0.8)
    #expect(library.filters.view.frame == CGRect(x: 0, y: 300, width: 300, height: 300))
    #expect(library.filters.sheetPresentationController?.selectedDetentIdentifier == .medium)
    #expect(library.filters.sheetPresentationController?.detents.first?.identifier == LibraryViewController.small)
    #expect(library.view.transform == .identity, "undimmed at medium: not scaled back")

    bench.at(1.0) { library.expandFilters() }
    bench.run(to: 1.05)
    let rising = library.filters.view.layer.presentation()!.frame.minY
    #expect(rising > 10 && rising < 300)
    bench.run(to: 1.8)
    #expect(library.filters.view.frame == CGRect(x: 0, y: 10, width: 300, height: 590))
    #expect(library.detentChanges.isEmpty, "only the user's changes are reported")
  }

  @Test func theUserDraggingTheSheetDownSelectsTheSmallDetent() {
    let library = LibraryViewController()
    let bench = TestBench(root: library)
    bench.at(0.1) { library.showFilters() }
    bench.run(to: 0.8)
    var finger = TouchTrack(downAt: CGPoint(x: 150, y: 330), time: 0.9)
    finger.move(to: CGPoint(x: 150, y: 420), duration: 0.2)
    finger.hold(for: 0.2)
    finger.lift()
    bench.timeline.play(finger, in: bench.window)
    bench.run(to: 2.0)
    // 300 − 90 = 210 pt, nearest the small detent (147.5 pt) rather than medium (300 pt).
    #expect(library.detentChanges == [LibraryViewController.small])
    #expect(library.filters.view.frame.height == 147.5)
  }
}
