import Foundation

/// What a navigation bar shows for one view controller, as UIKit's `UINavigationItem`: the
/// title in the middle, bar button items on either side and, for the item below it on the
/// stack, the back button's title.
///
/// Each view controller owns one (`navigationItem`); its `title` follows the controller's
/// `title`.
///
/// An item can override the bar's appearances while it is on top (`standardAppearance`,
/// `scrollEdgeAppearance`, …) and choose whether it shows a large title
/// (`largeTitleDisplayMode`) on a bar that `prefersLargeTitles`.
///
/// - Note: UIKit difference: title views, prompts and `leftItemsSupplementBackButton` are not
///   implemented; there is no API for them.
@preconcurrency @MainActor
open class UINavigationItem {
  /// The title shown centred in the bar when this item is on top, as `title`.
  open var title: String? { didSet { bar?.itemDidChange(self) } }
  /// The title the back button shows when this item is the one below the top item, as
  /// `backButtonTitle`; nil uses `title` (and "Back" when that is nil too).
  open var backButtonTitle: String? { didSet { bar?.itemDidChange(self) } }
  /// Whether the bar hides its back button while this item is on top, as `hidesBackButton`.
  open var hidesBackButton = false { didSet { bar?.itemDidChange(self) } }
  /// The items on the leading side, outermost first, as `leftBarButtonItems`. While there are
  /// any, they take the back button's place, as in UIKit.
  open var leftBarButtonItems: [UIBarButtonItem]? { didSet { bar?.itemDidChange(self) } }
  /// The items on the trailing side, outermost (rightmost) first, as `rightBarButtonItems`.
  open var rightBarButtonItems: [UIBarButtonItem]? { didSet { bar?.itemDidChange(self) } }
  /// The first of `leftBarButtonItems`, as `leftBarButtonItem`; setting it makes it the only one.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// The first of `rightBarButtonItems`, as `rightBarButtonItem`; setting it makes it the only
  /// one.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
  /// The item the back button shows when this item is the one below the top item, as
  /// `backBarButtonItem`: its title wins over `backButtonTitle` and `title`.
  open var backBarButtonItem: UIBarButtonItem? { didSet { bar?.itemDidChange(self) } }
  /// The bar showing this item, so changes redraw it.
  weak var bar: UINavigationBar?

  /// When the item shows a large title, as `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the item below it on the stack (the root item: a large title).
    case automatic = 0
    /// Always a large title (on a bar that `prefersLargeTitles`).
    case always = 1
    /// Never a large title.
    case never = 2
  }

  /// Whether the item shows a large title on a bar that `prefersLargeTitles`, as
  /// `largeTitleDisplayMode` (default `.automatic`).
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
    didSet {
      bar?.itemDidChange(self)
      bar?.managingController?.navigationBarLayoutDidChange()
    }
  }

  /// How many points of the 52 pt large-title area the screen's scroll view has collapsed
  /// (0: expanded), kept per item as UIKit keeps each screen's large-title state.
  var largeTitleCollapse: CGFloat = 0

  /// The search controller whose search bar the navigation bar shows under the title (and
  /// the large title) while this item is on top, as `searchController` (iOS 11+).
  open var searchController: UISearchController? {
    didSet {
      guard searchController !== oldValue else { return }
      searchBarCollapse = 0
      bar?.itemDidChange(self)
      bar?.managingController?.navigationBarLayoutDidChange()
    }
  }

  /// Whether the search bar hides as the content scrolls up (and reappears as it scrolls back
  /// to the top), as `hidesSearchBarWhenScrolling` (default true); false keeps it shown.
  open var hidesSearchBarWhenScrolling = true {
    didSet {
      if !hidesSearchBarWhenScrolling { searchBarCollapse = 0 }
      bar?.managingController?.navigationBarLayoutDidChange()
    }
  }

  /// How many points of the search bar's area the screen's scroll view has hidden (0: shown).
  var searchBarCollapse: CGFloat = 0

  /// The bar's look while this item is on top, as `standardAppearance` (copied when set); nil
  /// uses the bar's.
  open var standardAppearance: UINavigationBarAppearance? {
    didSet {
      if standardAppearance !== oldValue { standardAppearance = standardAppearance?.copied() }
      bar?.itemDidChange(self)
    }
  }
  /// The compact-height look while this item is on top, as `compactAppearance` (copied when
  /// set); nil uses the bar's `compactAppearance`, then the standard one.
  open var compactAppearance: UINavigationBarAppearance? {
    didSet {
      if compactAppearance !== oldValue { compactAppearance = compactAppearance?.copied() }
      bar?.itemDidChange(self)
    }
  }
  /// The scroll-edge look while this item is on top, as `scrollEdgeAppearance` (copied when
  /// set); nil uses the bar's `scrollEdgeAppearance`.
  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    didSet {
      if scrollEdgeAppearance !== oldValue { scrollEdgeAppearance = scrollEdgeAppearance?.copied() }
      bar?.itemDidChange(self)
    }
  }
  /// The compact-height scroll-edge look while this item is on top, as
  /// `compactScrollEdgeAppearance` (copied when set); nil uses the bar's.
  open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    didSet {
      if compactScrollEdgeAppearance !== oldValue {
        compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copied()
      }
      bar?.itemDidChange(self)
    }
  }

  /// An item with `title`, as `init(title:)`.
  public init(title: String) { self.title = title }

  /// An item without a title, as `init()`.
  public init() {}

  /// Sets `leftBarButtonItems`, as `setLeftBarButtonItems(_:animated:)`: animated, while
  /// the item is on top of a bar in a window, the old items fade out and the new ones fade in
  /// where they sit (items in both sets stay), as UIKit cross-fades them.
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    guard animated, let bar, bar.topItem === self else { return leftBarButtonItems = items }
    bar.crossFadeBarButtonItems { leftBarButtonItems = items }
  }
  /// Sets `rightBarButtonItems`, as `setRightBarButtonItems(_:animated:)`: animated, while
  /// the item is on top of a bar in a window, the old items fade out and the new ones fade in
  /// where they sit (items in both sets stay), as UIKit cross-fades them.
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    guard animated, let bar, bar.topItem === self else { return rightBarButtonItems = items }
    bar.crossFadeBarButtonItems { rightBarButtonItems = items }
  }
  /// Sets `leftBarButtonItem`, as `setLeftBarButton(_:animated:)`; animated, it
  /// cross-fades as ``setLeftBarButtonItems(_:animated:)``.
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    setLeftBarButtonItems(item.map { [$0] }, animated: animated)
  }
  /// Sets `rightBarButtonItem`, as `setRightBarButton(_:animated:)`; animated, it
  /// cross-fades as ``setRightBarButtonItems(_:animated:)``.
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    setRightBarButtonItems(item.map { [$0] }, animated: animated)
  }

  /// Hides or shows the back button, as `setHidesBackButton(_:animated:)`.
  ///
  /// - Note: UIKit difference: the change is not animated (`animated` is accepted and the
  ///   button appears or disappears at once).
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  /// The text the back button shows when this item is the back item.
  var resolvedBackTitle: String { backBarButtonItem?.title ?? backButtonTitle ?? title ?? "Back" }
}
