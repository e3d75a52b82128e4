import Foundation

/// The bar of tabs at the bottom of a tab interface, as UIKit's `UITabBar`: a translucent
/// background reaching down under the home indicator, a hairline on top, and the items side
/// by side in equal widths — glyph over a 10 pt title, the selected item in `tintColor`
/// (`systemBlue`), the others in `unselectedItemTintColor` (`systemGray`).
///
/// A tab bar controller hosts it: it sets `items` and `selectedItem` and sizes the bar with
/// `sizeThatFits(_:)` (49 pt plus the window's bottom safe-area inset).
///
/// - Note: UIKit difference: no blur (a flat translucent colour), no badges, no
///   customisation sheet; selecting by touch is not modelled (set `selectedItem`).
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
  /// The background colour, as `barTintColor`; nil uses the default translucent background.
  open var barTintColor: UIColor? { didSet { updateBackground() } }
  /// Whether the default background is translucent, as `isTranslucent` (default true).
  open var isTranslucent = true { didSet { updateBackground() } }

  let backgroundView = UIView()
  let shadowView = UIView()
  private(set) var buttons: [TabBarButtonView] = []

  /// A tab bar with `frame`, as `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(backgroundView)
    shadowView.backgroundColor = NavigationBarMetrics.shadowColor
    addSubview(shadowView)
    updateBackground()
  }

  public required init?(coder: NSCoder) {
    preconditionFailure("UITabBar.init(coder:): HeadlessUIKit has no storyboards")
  }

  /// Replaces the items, as `setItems(_:animated:)`; the selection is kept when the selected
  /// item is still there and cleared otherwise.
  ///
  /// - Note: UIKit difference: the change is not animated.
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    for item in storedItems ?? [] where item.bar === self { item.bar = nil }
    storedItems = items
    for item in items ?? [] { item.bar = self }
    for button in buttons { button.removeFromSuperview() }
    buttons = (items ?? []).map { _ in TabBarButtonView() }
    for button in buttons { addSubview(button) }
    if let selected = selectedItem, items?.contains(where: { $0 === selected }) != true { selectedItem = nil }
    setNeedsItemUpdate()
  }

  /// The bar's size for a container `size` wide: 49 pt plus the window's bottom safe-area
  /// inset, as UIKit's `sizeThatFits(_:)` for a tab bar at the bottom of a window.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: TabBarMetrics.height + (window?.safeAreaInsets.bottom ?? 0))
  }

  /// Redraws the items' titles, glyphs and tints.
  func setNeedsItemUpdate() {
    let selectedTint = tintColor ?? .systemBlue
    let otherTint = unselectedItemTintColor ?? TabBarMetrics.unselectedTint
    for (button, item) in zip(buttons, storedItems ?? []) {
      let selected = item === selectedItem
      button.show(item, selected: selected, tint: selected ? selectedTint : otherTint)
    }
    setNeedsLayout()
  }

  private func updateBackground() {
    let base = barTintColor ?? NavigationBarMetrics.background
    backgroundView.backgroundColor = isTranslucent ? base : base.withAlphaComponent(1)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    backgroundView.frame = bounds
    let pixel = 1 / (window?.screen.scale ?? UIScreen.main.scale)
    shadowView.frame = CGRect(x: 0, y: -pixel, width: width, height: pixel)
    guard !buttons.isEmpty else { return }
    let itemWidth = width / CGFloat(buttons.count)
    for (index, button) in buttons.enumerated() {
      button.frame = CGRect(x: CGFloat(index) * itemWidth, y: 0, width: itemWidth, height: TabBarMetrics.height)
    }
  }
}
