import Foundation

/// One item of a tab bar, as UIKit's `UITabBarItem`: a `UIBarItem` whose title sits under its
/// glyph, tinted with the bar's `tintColor` when selected and its `unselectedItemTintColor`
/// otherwise, with an optional badge — UIKit's red capsule with the `badgeValue` in white at the
/// glyph's top-right corner.
///
/// - Note: UIKit difference: images are SF Symbols from the built-in set of
///   `UIImage(systemName:)`; a system item's glyph is the nearest symbol of that set (see
///   ``SystemItem``).
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
  /// The built-in items, as `UITabBarItem.SystemItem` (UIKit's raw values).
  public enum SystemItem: Int, Sendable, CaseIterable {
    case more = 0
    case favorites = 1
    case featured = 2
    case topRated = 3
    case recents = 4
    case contacts = 5
    case history = 6
    case bookmarks = 7
    case search = 8
    case downloads = 9
    case mostRecent = 10
    case mostViewed = 11

    /// The title UIKit shows for the item (English).
    var title: String {
      switch self {
      case .more: "More"
      case .favorites: "Favorites"
      case .featured: "Featured"
      case .topRated: "Top Rated"
      case .recents: "Recents"
      case .contacts: "Contacts"
      case .history: "History"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .downloads: "Downloads"
      case .mostRecent: "Most Recent"
      case .mostViewed: "Most Viewed"
      }
    }

    /// The glyph drawn for the item: the nearest symbol HeadlessUIKit draws.
    var symbolName: String {
      switch self {
      case .more: "list.bullet"
      case .favorites, .featured, .topRated: "star.fill"
      case .recents, .history, .mostRecent: "circle"
      case .contacts: "person.fill"
      case .bookmarks, .mostViewed: "list.bullet"
      case .search: "magnifyingglass"
      case .downloads: "square.fill"
      }
    }
  }

  /// The glyph while selected, as `selectedImage`; nil uses `image`.
  open var selectedImage: UIImage? { didSet { barItemDidChange() } }
  /// The text of the badge, as `badgeValue` (nil: no badge; "" draws an empty badge).
  open var badgeValue: String? { didSet { barItemDidChange() } }
  /// The badge's background, as `badgeColor`; nil is UIKit's `systemRed`.
  open var badgeColor: UIColor? { didSet { barItemDidChange() } }
  /// The built-in item this was made as, if any.
  private(set) var systemItem: SystemItem?
  /// The bar's look while this item's tab is selected, as `standardAppearance` (copied when
  /// set); nil uses the bar's.
  open var standardAppearance: UITabBarAppearance? {
    didSet {
      if standardAppearance !== oldValue { standardAppearance = standardAppearance?.copied() }
      tabBar?.appearanceDidChange()
    }
  }
  /// The bar's scroll-edge look while this item's tab is selected, as `scrollEdgeAppearance`
  /// (copied when set); nil uses the bar's.
  open var scrollEdgeAppearance: UITabBarAppearance? {
    didSet {
      if scrollEdgeAppearance !== oldValue { scrollEdgeAppearance = scrollEdgeAppearance?.copied() }
      tabBar?.appearanceDidChange()
    }
  }
  private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
  /// The bar showing this item, so changes redraw it.
  weak var tabBar: UITabBar?

  /// An item with no title or image, as `init()`.
  public override init() { super.init() }

  /// As `init(title:image:tag:)`.
  public init(title: String?, image: UIImage?, tag: Int) {
    super.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// As `init(title:image:selectedImage:)`.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    super.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// A built-in item with its system title and glyph, as `init(tabBarSystemItem:tag:)`.
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    super.init()
    self.systemItem = systemItem
    self.title = systemItem.title
    self.image = UIImage(systemName: systemItem.symbolName)
    self.tag = tag
  }

  /// Sets the badge text's attributes for `state`, as `setBadgeTextAttributes(_:for:)`: the
  /// badge reads `.font` and `.foregroundColor` (`.normal`'s).
  open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    badgeAttributes[state.rawValue] = textAttributes
    barItemDidChange()
  }

  /// The badge text's attributes set for `state`, as `badgeTextAttributes(for:)`.
  open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    badgeAttributes[state.rawValue]
  }

  override func barItemDidChange() { tabBar?.setNeedsItemUpdate() }
}
