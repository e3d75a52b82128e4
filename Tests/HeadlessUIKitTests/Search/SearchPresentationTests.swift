import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// A search controller's activation is a presentation, as in UIKit: who presents it
/// (`definesPresentationContext`), the links while it is active, its appearance callbacks and
/// `isBeingPresented`/`isBeingDismissed`, the delegate's `presentSearchController(_:)`, and
/// its dismissal by Cancel, `isActive = false` and `dismiss(animated:completion:)`.
@MainActor
@Suite("Search controller presentation")
struct SearchPresentationTests {
  /// Logs its appearance callbacks (with whether it is being presented or dismissed) into a
  /// shared log.
  final class LoggingSearchController: UISearchController {
    var log: Log?
    var willAppear: (() -> Void)?
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      log?.calls.append("viewWillAppear presented=\(isBeingPresented)")
      willAppear?()
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      log?.calls.append("viewDidAppear presented=\(isBeingPresented)")
    }
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      log?.calls.append("viewWillDisappear dismissed=\(isBeingDismissed)")
    }
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      log?.calls.append("viewDidDisappear dismissed=\(isBeingDismissed)")
    }
  }

  final class Log: UISearchResultsUpdating, UISearchControllerDelegate {
    var calls: [String] = []
    func updateSearchResults(for searchController: UISearchController) { calls.append("update") }
    func willPresentSearchController(_ searchController: UISearchController) { calls.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { calls.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { calls.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { calls.append("didDismiss") }
  }

  /// A delegate presenting the search controller itself, from `presenter`.
  final class PresentingDelegate: UISearchControllerDelegate {
    let log: Log
    weak var presenter: UIViewController?
    var presents = true
    init(log: Log, presenter: UIViewController) {
      self.log = log
      self.presenter = presenter
    }
    func presentSearchController(_ searchController: UISearchController) {
      log.calls.append("presentSearchController")
      guard presents else { return }
      presenter?.present(searchController, animated: true) { self.log.calls.append("completion") }
    }
    func willPresentSearchController(_ searchController: UISearchController) { log.calls.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.calls.append("didPresent") }
  }

  struct Setup {
    let harness: TransitionHarness
    let nav: UINavigationController
    let list: UIViewController
    let search: LoggingSearchController
    let results: UIViewController
    let log: Log
  }

  static func make(definesContext: Bool = false) -> Setup {
    let list = UIViewController()
    list.title = "Mail"
    list.definesPresentationContext = definesContext
    let results = UIViewController()
    let search = LoggingSearchController(searchResultsController: results)
    let log = Log()
    search.log = log
    search.searchResultsUpdater = log
    search.delegate = log
    list.navigationItem.searchController = search
    let nav = UINavigationController(rootViewController: list)
    let h = TransitionHarness(root: nav, size: CGSize(width: 390, height: 844))
    h.run(to: 0.05)
    return Setup(harness: h, nav: nav, list: list, search: search, results: results, log: log)
  }

  @Test func activationPresentsOverTheRootInUIKitsOrder() {
    let s = Self.make()
    defer { s.harness.stop() }
    #expect(s.search.presentingViewController == nil)
    s.search.isActive = true
    #expect(s.search.presentingViewController === s.nav, "no controller defines a context: the root presents")
    #expect(s.nav.presentedViewController === s.search)
    #expect(s.list.presentedViewController == nil)
    #expect(s.results.presentingViewController === s.nav, "a child asks its parent")
    #expect(s.search.presentationController?.presentationStyle == .overCurrentContext)
    #expect(s.search.isBeingPresented)
    #expect(s.log.calls == ["willPresent", "viewWillAppear presented=true", "update"])
    s.harness.run(to: 0.3)
    #expect(s.search.isBeingPresented, "until viewDidAppear, 0.35 s after the start")
    s.harness.run(to: 0.5)
    #expect(!s.search.isBeingPresented)
    #expect(
      s.log.calls == [
        "willPresent", "viewWillAppear presented=true", "update", "viewDidAppear presented=true", "didPresent",
      ])
    #expect(s.search.view.superview === s.nav.view, "the cover stays under the navigation bar")
    #expect(s.search.isActive)
  }

  @Test func theNearestControllerDefiningAContextPresents() {
    let s = Self.make(definesContext: true)
    defer { s.harness.stop() }
    s.search.isActive = true
    #expect(s.search.presentingViewController === s.list)
    #expect(s.list.presentedViewController === s.search)
    #expect(s.nav.presentedViewController == nil)
    // Over a context, a full-screen presentation from the list is the root's, as in UIKit.
    s.harness.run(to: 0.5)
    let detail = UIViewController()
    s.list.present(detail, animated: false)
    #expect(detail.presentingViewController === s.nav)
    #expect(s.search.isActive)
    detail.dismiss(animated: false)
    #expect(s.nav.presentedViewController == nil)
    #expect(s.list.presentedViewController === s.search)
  }

  @Test func cancelDismissesInTheMirrorOrder() {
    let s = Self.make()
    defer { s.harness.stop() }
    _ = s.search.searchBar.searchTextField.becomeFirstResponder()
    s.harness.run(to: 0.5)
    s.log.calls = []
    s.search.searchBar.cancelButtonTapped()
    #expect(!s.search.isActive)
    #expect(s.search.isBeingDismissed)
    #expect(s.search.presentingViewController === s.nav, "still presented while it animates out")
    #expect(s.log.calls == ["willDismiss", "viewWillDisappear dismissed=true", "update"])
    s.harness.run(to: 1)
    #expect(!s.search.isBeingDismissed)
    #expect(
      s.log.calls == [
        "willDismiss", "viewWillDisappear dismissed=true", "update", "viewDidDisappear dismissed=true", "didDismiss",
      ])
    #expect(s.search.presentingViewController == nil)
    #expect(s.nav.presentedViewController == nil)
    #expect(s.search.view.superview == nil)
  }

  @Test func isActiveFalseAndDismissOfThePresenterBothDeactivate() {
    let s = Self.make()
    defer { s.harness.stop() }
    s.search.isActive = true
    s.harness.run(to: 0.5)
    s.search.isActive = false
    s.harness.run(to: 1)
    #expect(s.log.calls.suffix(2) == ["viewDidDisappear dismissed=true", "didDismiss"])
    #expect(s.nav.presentedViewController == nil)
    // An app's own dismissal is not an automatic one: no will/did dismiss callbacks.
    s.search.isActive = true
    s.harness.run(to: 1.5)
    s.log.calls = []
    var completed = false
    s.nav.dismiss(animated: true) { completed = true }
    #expect(!s.search.isActive)
    s.harness.run(to: 2)
    #expect(completed)
    #expect(
      s.log.calls == ["viewWillDisappear dismissed=true", "update", "viewDidDisappear dismissed=true"])
    #expect(s.search.presentingViewController == nil)
  }

  @Test func aDelegatePresentingItselfReplacesTheAutomaticPresentation() {
    let s = Self.make(definesContext: true)
    defer { s.harness.stop() }
    let delegate = PresentingDelegate(log: s.log, presenter: s.list)
    s.search.delegate = delegate
    s.search.isActive = true
    #expect(s.search.isActive)
    #expect(s.search.presentingViewController === s.list)
    s.harness.run(to: 0.5)
    // UIKit calls will/didPresentSearchController only for its own, automatic presentation.
    #expect(
      s.log.calls == [
        "presentSearchController", "viewWillAppear presented=true", "update", "viewDidAppear presented=true",
        "completion",
      ])
    #expect(!s.search.dimmingView.isHidden && s.search.dimmingView.alpha == 1, "the same cover animation")
  }

  @Test func aDelegateThatDoesNotPresentLeavesTheSearchInactive() {
    let s = Self.make()
    defer { s.harness.stop() }
    let delegate = PresentingDelegate(log: s.log, presenter: s.list)
    delegate.presents = false
    s.search.delegate = delegate
    s.search.isActive = true
    #expect(!s.search.isActive)
    #expect(s.search.presentingViewController == nil)
    #expect(s.log.calls == ["presentSearchController"])
  }

  @Test func aSearchInsideAPresentedControllerIsPresentedByIt() {
    let s = Self.make()
    defer { s.harness.stop() }
    // A sheet with its own search bar in a plain view: the sheet's hierarchy is the context.
    let sheet = UIViewController()
    let search = UISearchController(searchResultsController: nil)
    sheet.loadViewIfNeeded()
    search.searchBar.frame = CGRect(x: 0, y: 0, width: 390, height: 56)
    sheet.view.addSubview(search.searchBar)
    s.nav.present(sheet, animated: false)
    search.isActive = true
    #expect(search.presentingViewController === sheet)
    #expect(sheet.presentedViewController === search)
    #expect(s.nav.presentedViewController === sheet)
    #expect(search.view.superview === sheet.view)
    #expect(search.dimmingView.frame.minY == 56, "the cover starts under the search bar")
    // Dismissing the sheet's presenter dismisses the sheet and the search above it.
    s.nav.dismiss(animated: false)
    #expect(s.nav.presentedViewController == nil)
    #expect(search.presentingViewController == nil)
  }

  @Test func aControllerPresentedFromTheResultsGoesWithTheSearch() {
    let s = Self.make()
    defer { s.harness.stop() }
    s.search.isActive = true
    s.harness.run(to: 0.5)
    let detail = UIViewController()
    s.results.present(detail, animated: false)
    #expect(detail.presentingViewController === s.search, "the results' root ancestor presents")
    s.search.isActive = false
    #expect(detail.presentingViewController == nil)
    #expect(s.search.presentedViewController == nil)
    s.harness.run(to: 1)
    #expect(s.nav.presentedViewController == nil)
  }

  @Test func activatingAgainDuringTheDismissalTurnsItBack() {
    let s = Self.make()
    defer { s.harness.stop() }
    s.search.isActive = true
    s.harness.run(to: 0.5)
    s.search.isActive = false
    s.harness.run(to: 0.6)
    s.search.isActive = true
    #expect(s.search.isBeingPresented && !s.search.isBeingDismissed)
    #expect(s.search.presentingViewController === s.nav)
    s.harness.run(to: 1.2)
    #expect(s.search.isActive && s.search.view.superview === s.nav.view)
    #expect(s.log.calls.suffix(3) == ["update", "viewDidAppear presented=true", "didPresent"])
  }

  @Test func theTransitionCoordinatorRunsAlongsideAndCompletesBeforeViewDidAppear() throws {
    let s = Self.make()
    defer { s.harness.stop() }
    let marker = UIView(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
    s.list.view.addSubview(marker)
    s.search.willAppear = {
      s.search.transitionCoordinator?.animate(
        alongsideTransition: { _ in marker.alpha = 0 }, completion: { _ in s.log.calls.append("coordinator done") })
    }
    #expect(s.search.transitionCoordinator == nil)
    s.search.isActive = true
    let coordinator = try #require(s.search.transitionCoordinator)
    #expect(s.nav.transitionCoordinator === coordinator, "the presenting controller shares it")
    #expect(s.results.transitionCoordinator === coordinator, "a child asks its parent")
    #expect(coordinator.viewController(forKey: .from) === s.nav)
    #expect(coordinator.viewController(forKey: .to) === s.search)
    #expect(coordinator.view(forKey: .to) === s.search.view && coordinator.view(forKey: .from) == nil)
    #expect(coordinator.transitionDuration == 0.35 && coordinator.presentationStyle == .overCurrentContext)
    #expect(marker.alpha == 0)
    let start = s.harness.now
    s.harness.run(to: start + 0.175)
    let opacity = try #require(marker.layer.presentation()).opacity
    #expect(abs(opacity - 0.5) < 0.05, "the alongside fade runs with the activation (ease-in-ease-out)")
    s.harness.run(to: 0.5)
    #expect(s.log.calls.suffix(3) == ["coordinator done", "viewDidAppear presented=true", "didPresent"])
    #expect(s.search.transitionCoordinator == nil && s.nav.transitionCoordinator == nil)
    // Deactivation: a completion registered right after `isActive = false` runs at its end.
    s.search.isActive = false
    var dismissed = false
    s.search.transitionCoordinator?.animate(alongsideTransition: nil) { _ in dismissed = true }
    #expect(s.search.transitionCoordinator?.viewController(forKey: .from) === s.search)
    s.harness.run(to: 1)
    #expect(dismissed)
    #expect(s.search.transitionCoordinator == nil)
  }
}
