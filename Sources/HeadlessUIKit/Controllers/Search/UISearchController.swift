import Foundation

/// A view controller that manages searching with a search bar, as UIKit's
/// `UISearchController`.
///
/// Put its ``searchBar`` in a navigation item (`navigationItem.searchController`, where it
/// sits under the title — and the large title — and hides and reappears with scrolling while
/// `hidesSearchBarWhenScrolling`) or anywhere in a view. The controller becomes active when the
/// search bar begins editing or when ``isActive`` is set: as in UIKit, that calls the
/// delegate's `presentSearchController(_:)`, whose default is the automatic presentation —
/// the controller hosting the search bar calls `present(searchController, animated:)`. A
/// search controller is always presented over the current context, whatever its
/// `modalPresentationStyle`: the presenting controller is the nearest ancestor of that
/// controller (itself included) whose `definesPresentationContext` is true, else the root of
/// its hierarchy; it is the search controller's `presentingViewController` while active, and
/// the search controller is its `presentedViewController`. The presentation runs, over
/// ``presentationDuration``:
///
/// ```
/// delegate.willPresentSearchController(_:)   (automatic presentations only)
/// searchController.viewWillAppear            (isBeingPresented from here…)
/// updateSearchResults(for:) → animation:
///   navigation bar slides up until the search bar is at the top  (hidesNavigationBarDuringPresentation)
///   Cancel button slides in, the field narrows                   (automaticallyShowsCancelButton)
///   scope bar appears under the field                            (automaticallyShowsScopeBar)
///   dimming view fades in over the content                       (obscuresBackgroundDuringPresentation)
/// searchController.viewDidAppear             (…to here)
/// delegate.didPresentSearchController(_:)    (automatic presentations only)
/// present's completion
/// ```
///
/// The presenting controller's own view stays (no disappearance callbacks for it), as for
/// `.overCurrentContext`. While active, each change of the text or scope calls the
/// ``searchResultsUpdater``, and the ``searchResultsController``'s view shows over the content
/// while there is text (`automaticallyShowsSearchResultsController`) or while
/// ``showsSearchResultsController``. Cancel empties the text and deactivates the controller;
/// deactivation (Cancel, `isActive = false`, or `dismiss(animated:completion:)` on the
/// presenting or the search controller) is the mirror sequence, with
/// `willDismissSearchController(_:)`/`didDismissSearchController(_:)` for the first two and
/// `isBeingDismissed` between `viewWillDisappear` and `viewDidDisappear`; then
/// `presentingViewController` is nil again. A controller the search controller presents goes
/// with it.
///
/// - Note: UIKit difference: the search controller's view (the dimming view and the results)
///   is placed under the navigation bar when the search bar is in a navigation item, else over
///   the presenting controller's view below the search bar. A search bar outside a navigation item stays where it is while
///   active: with `hidesNavigationBarDuringPresentation` UIKit moves a table-header search bar
///   up into the navigation bar's place (and the navigation bar out) by private, undocumented
///   geometry, which is not reproduced. Presenting a search controller whose search bar is in no
///   view traps (UIKit puts the bar into the search controller's own view).
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  /// How long activation and deactivation animate: 0.35 s on the ease-in-ease-out curve (an
  /// approximation of UIKit's private timing).
  public nonisolated static let presentationDuration: TimeInterval = 0.35
  /// The colour of the dimming view while `obscuresBackgroundDuringPresentation`: black at
  /// 20 % (an approximation of UIKit's private value).
  public static let dimmingColor = UIColor(white: 0, alpha: 0.2)

  /// The controller that shows the results, as `searchResultsController`; nil shows them in the
  /// controller that hosts the search bar.
  public private(set) var searchResultsController: UIViewController?
  /// The search bar, as `searchBar`.
  public let searchBar = UISearchBar(frame: .zero)
  /// The object told about every change of the search (held weakly), as `searchResultsUpdater`.
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  /// The delegate (held weakly), as `delegate`.
  open weak var delegate: (any UISearchControllerDelegate)?
  /// Whether the content is dimmed while the controller is active, as
  /// `obscuresBackgroundDuringPresentation` (default true).
  open var obscuresBackgroundDuringPresentation = true
  /// Whether the navigation bar slides up while the controller is active, leaving the search
  /// bar at the top, as `hidesNavigationBarDuringPresentation` (default true).
  open var hidesNavigationBarDuringPresentation = true
  /// Whether the Cancel button shows while the controller is active, as
  /// `automaticallyShowsCancelButton` (default true).
  open var automaticallyShowsCancelButton = true
  /// Whether the scope bar shows while the controller is active, as
  /// `automaticallyShowsScopeBar` (default true).
  open var automaticallyShowsScopeBar = true
  /// Whether the results controller shows itself as soon as there is text, as
  /// `automaticallyShowsSearchResultsController` (default true).
  open var automaticallyShowsSearchResultsController = true
  /// Whether the results controller's view shows, as `showsSearchResultsController` (default
  /// false; with `automaticallyShowsSearchResultsController` it follows whether there is text).
  open var showsSearchResultsController = false { didSet { updateResultsVisibility() } }

  /// Whether the search is active, as `isActive` (default false). Setting it activates or
  /// deactivates the controller with its animation (at once off screen).
  open var isActive: Bool {
    get { activeState }
    set { setActive(newValue) }
  }
  var activeState = false
  /// The dimming view over the content while active.
  let dimmingView = UIView(frame: .zero)
  /// The navigation controller whose bar hosts the search bar during this activation.
  weak var hostNavigationController: UINavigationController?
  /// Deactivations since the last activation began (a stale completion does nothing).
  var presentationGeneration = 0
  /// True while the automatic presentation calls `present(_:animated:completion:)` (the
  /// delegate's will/did callbacks are for automatic presentations only).
  var isPresentingAutomatically = false
  /// The coordinator of the running presentation or dismissal.
  var searchCoordinator: SearchTransitionCoordinator?

  /// A search controller showing its results in `searchResultsController`, as
  /// `init(searchResultsController:)`.
  public init(searchResultsController: UIViewController?) {
    super.init(nibName: nil, bundle: nil)
    self.searchResultsController = searchResultsController
    searchBar.searchController = self
  }

  /// A search controller showing its results in the controller that hosts it, as
  /// `init(nibName:bundle:)`.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    searchBar.searchController = self
  }

  /// - Note: UIKit difference: there are no storyboards; this initializer traps.
  public required init?(coder: NSCoder) {
    preconditionFailure("UISearchController.init(coder:): HeadlessUIKit has no storyboards")
  }

  /// Tells the updater to update the results.
  func updateResults() { searchResultsUpdater?.updateSearchResults(for: self) }

  /// Shows the results controller's view while active and `showsSearchResultsController`.
  func updateResultsVisibility() {
    guard let results = searchResultsController?.viewIfLoaded else { return }
    results.isHidden = !(activeState && showsSearchResultsController)
  }

  // MARK: Search bar events

  /// The search bar is about to begin editing: the controller becomes active first.
  func searchBarWillBeginEditing() {
    if !activeState { setActive(true) }
  }

  /// The text or scope changed by editing.
  func searchBarTextDidChange() {
    if automaticallyShowsSearchResultsController {
      showsSearchResultsController = !(searchBar.text ?? "").isEmpty
    }
    updateResults()
  }

  /// Cancel: the text empties and the controller becomes inactive.
  func searchBarCancelButtonClicked() {
    searchBar.text = ""
    if automaticallyShowsSearchResultsController { showsSearchResultsController = false }
    setActive(false)
  }

  /// The search bar's height changed (scope bar): its navigation bar lays out again.
  func searchBarLayoutDidChange() {
    hostNavigationController?.navigationBarLayoutDidChange()
    (searchBar.superview as? UINavigationBar)?.managingController?.navigationBarLayoutDidChange()
  }
}
