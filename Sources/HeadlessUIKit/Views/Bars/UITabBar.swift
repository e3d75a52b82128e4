import Foundation

/// The bar of tabs at the bottom of a tab interface, as UIKit's `UITabBar`: a translucent
/// background reaching down under the home indicator, a hairline on top, and the items side
/// by side in equal widths — glyph over a 10 pt title, the selected item in `tintColor`
/// (`systemBlue`), the others in `unselectedItemTintColor` (`systemGray`).
///
/// A tab bar controller hosts it: it sets `items` and `selectedItem` and sizes the bar with
/// `sizeThatFits(_:)` (49 pt plus the window's bottom safe-area inset; 32 pt in a compact
/// height, where each item's glyph sits beside its title).
///
/// The background is drawn from appearance objects: the selected item's or the bar's
/// `standardAppearance`, or — in a tab bar controller, while the selected screen's content is
/// scrolled to its bottom or it has no scroll view — `scrollEdgeAppearance`, which is the
/// standard one with a transparent background unless set (iOS 15+); they cross-fade as the
/// content scrolls.
///
/// - Note: UIKit difference: no customisation sheet; selecting by touch is not modelled (set
///   `selectedItem`).
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// The items, left to right, as `items`.
  open var items: [UITabBarItem]? {
    get { storedItems }
    set { setItems(newValue, animated: false) }
  }
  private var storedItems: [UITabBarItem]?

  /// The highlighted item, as `selectedItem`; must be one of `items` (UIKit raises otherwise).
  open var selectedItem: UITabBarItem? {
    didSet {
      if let selectedItem {
        precondition(
          storedItems?.contains { $0 === selectedItem } == true,
          "UITabBar.selectedItem: the item \"\(selectedItem.title ?? "")\" is not in the tab bar's items")
      }
      setNeedsItemUpdate()
    }
  }

  /// The selected item takes the bar's `tintColor` (inherited, default `systemBlue`), updated
  /// when it changes, as `tintColorDidChange()`.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    setNeedsItemUpdate()
  }
  /// The other items' tint, as `unselectedItemTintColor`; nil means `systemGray`.
  open var unselectedItemTintColor: UIColor? { didSet { setNeedsItemUpdate() } }
  /// The background colour, as `barTintColor` (a legacy customisation UIKit applies to the
  /// standard appearance); nil uses the appearance's.
  open var barTintColor: UIColor? {
    didSet {
      legacyAppearance = nil
      appearanceDidChange()
    }
  }
  /// Whether the standard background is translucent, as `isTranslucent` (default true); when
  /// false the standard appearance has no blur and an opaque colour.
  open var isTranslucent = true {
    didSet {
      legacyAppearance = nil
      appearanceDidChange()
    }
  }

  /// The look of the bar, as `standardAppearance` (copied when set).
  open var standardAppearance: UITabBarAppearance {
    get { storedStandardAppearance }
    set { storedStandardAppearance = newValue.copied() }
  }
  private var storedStandardAppearance = UITabBarAppearance() {
    didSet {
      legacyAppearance = nil
      appearanceDidChange()
    }
  }
  /// The look while the selected screen's content is scrolled to its bottom, as
  /// `scrollEdgeAppearance` (copied when set; iOS 15+); nil uses `standardAppearance` with a
  /// transparent background. Used only in a tab bar controller.
  open var scrollEdgeAppearance: UITabBarAppearance? {
    didSet {
      if scrollEdgeAppearance !== oldValue { scrollEdgeAppearance = scrollEdgeAppearance?.copied() }
      appearanceDidChange()
    }
  }
  /// Whether a tab bar controller hosts the bar (only then is there a scroll edge).
  var isManaged = false { didSet { appearanceDidChange() } }
  /// How close the selected screen's content is to its bottom edge (1 at it).
  var scrollEdgeFraction: CGFloat = 1 {
    didSet { if scrollEdgeFraction != oldValue { appearanceDidChange() } }
  }
  private var legacyAppearance: UITabBarAppearance?
  /// Whether the items were last shown for a compact height.
  private var laidOutCompact: Bool?
  private var transparentCache = TransparentAppearanceCache()

  let background = BarBackgroundView(edge: .top)
  private(set) var buttons: [TabBarButtonView] = []

  /// A tab bar with `frame`, as `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(background)
    appearanceDidChange()
  }

  public required init?(coder: NSCoder) {
    preconditionFailure("UITabBar.init(coder:): HeadlessUIKit has no storyboards")
  }

  /// Replaces the items, as `setItems(_:animated:)`; the selection is kept when the selected
  /// item is still there and cleared otherwise.
  ///
  /// - Note: UIKit difference: the change is not animated.
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    for item in storedItems ?? [] where item.tabBar === self { item.tabBar = nil }
    storedItems = items
    for item in items ?? [] { item.tabBar = self }
    for button in buttons { button.removeFromSuperview() }
    buttons = (items ?? []).map { _ in TabBarButtonView() }
    for button in buttons { addSubview(button) }
    if let selected = selectedItem, items?.contains(where: { $0 === selected }) != true { selectedItem = nil }
    setNeedsItemUpdate()
  }

  /// The bar's size for a container `size` wide: 49 pt (32 pt in a compact height) plus the
  /// window's bottom safe-area inset, as UIKit's `sizeThatFits(_:)` for a tab bar at the bottom
  /// of a window.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: itemHeight + (window?.safeAreaInsets.bottom ?? 0))
  }

  /// Whether the bar is in a compact height (its items laid out inline).
  var isCompact: Bool { traitCollection.verticalSizeClass == .compact }

  /// The height of the items' row: 49 pt, 32 pt in a compact height.
  var itemHeight: CGFloat { isCompact ? TabBarMetrics.compactHeight : TabBarMetrics.height }

  /// Redraws the items' titles, glyphs and tints.
  func setNeedsItemUpdate() {
    let selectedTint = tintColor ?? .systemBlue
    let otherTint = unselectedItemTintColor ?? TabBarMetrics.unselectedTint
    for (button, item) in zip(buttons, storedItems ?? []) {
      let selected = item === selectedItem
      button.show(item, selected: selected, tint: selected ? selectedTint : otherTint, compact: isCompact)
    }
    appearanceDidChange()
    setNeedsLayout()
  }

  /// The appearances shown, by UIKit's rules: the selected item's `standardAppearance` or the
  /// bar's (with the legacy `barTintColor`/`isTranslucent` applied); at the scroll edge the
  /// selected item's `scrollEdgeAppearance`, the bar's, or the standard one with a transparent
  /// background; no scroll edge outside a tab bar controller.
  func resolvedAppearances() -> (standard: UITabBarAppearance, scrollEdge: UITabBarAppearance?) {
    var regular = standardAppearance
    if barTintColor != nil || !isTranslucent {
      if legacyAppearance == nil {
        let legacy = UITabBarAppearance(barAppearance: regular)
        if let barTintColor { legacy.backgroundColor = barTintColor }
        if !isTranslucent {
          legacy.backgroundEffect = nil
          legacy.backgroundColor = (legacy.backgroundColor ?? BarAppearanceMetrics.opaqueBackground)
            .withAlphaComponent(1)
        }
        legacyAppearance = legacy
      }
      regular = legacyAppearance ?? regular
    }
    let standard = selectedItem?.standardAppearance ?? regular
    guard isManaged else { return (standard, nil) }
    return (
      standard, selectedItem?.scrollEdgeAppearance ?? scrollEdgeAppearance ?? transparentCache.transparent(standard)
    )
  }

  /// Redraws the background for the current appearances.
  func appearanceDidChange() {
    let (standard, edge) = resolvedAppearances()
    background.show(standard: standard, scrollEdge: edge, edgeFraction: edge == nil ? 0 : scrollEdgeFraction)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    if laidOutCompact != isCompact {
      laidOutCompact = isCompact
      setNeedsItemUpdate()
    }
    background.frame = bounds
    guard !buttons.isEmpty else { return }
    let itemWidth = width / CGFloat(buttons.count)
    for (index, button) in buttons.enumerated() {
      button.frame = CGRect(x: CGFloat(index) * itemWidth, y: 0, width: itemWidth, height: itemHeight)
    }
  }
}
