import Foundation

/// The bar at the top of a navigation interface, as UIKit's `UINavigationBar`: a translucent
/// background that reaches up under the status bar, a hairline under it, the top item's title
/// centred (17 pt semibold) and, when there is an item below the top one, a back button — a
/// chevron and the back item's `backButtonTitle` (or its title) in the tint colour.
///
/// A `UINavigationController` owns one, keeps its items equal to its stack and animates it
/// with each push and pop: the new title slides in from the right and fades in, the old title
/// slides left towards the back button and fades out while the new back title fades in from
/// the title's place (pop is the mirror).
///
/// The top item's `leftBarButtonItems` and `rightBarButtonItems` sit at the bar's margins
/// (see `UIBarButtonItem`); left items take the back button's place. They cross-fade in place
/// with each push and pop.
///
/// - Note: UIKit difference: no blur (the background is a flat translucent colour), no large
///   titles, prompts or appearance objects; the status bar's own content (time, battery) is
///   not drawn; the title keeps its centred frame whatever the bar button items' widths.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// The stack of items, root first, as `items`. Setting it shows the new top item at once.
  open var items: [UINavigationItem]? {
    get { storedItems }
    set { setItems(newValue, animated: false) }
  }
  var storedItems: [UINavigationItem]?
  /// What `isNavigationBarHidden` last asked for (the bar may still be sliding).
  var requestedHidden = false

  /// The item on top of the stack, as `topItem`.
  public var topItem: UINavigationItem? { storedItems?.last }

  /// The item just below the top one, whose title the back button shows, as `backItem`.
  public var backItem: UINavigationItem? {
    guard let items = storedItems, items.count >= 2 else { return nil }
    return items[items.count - 2]
  }

  /// The back chevron and title take the bar's `tintColor` (inherited, default `systemBlue`),
  /// updated when it changes, as `tintColorDidChange()`.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    chevron.tint = tintColor ?? .systemBlue
    backLabel.textColor = chevron.tint
    if outgoingViews.isEmpty { showBarButtonItemsNow() }
  }

  /// The background colour, as `barTintColor`; nil uses the default translucent background.
  open var barTintColor: UIColor? { didSet { updateBackground() } }

  /// Whether the default background is translucent, as `isTranslucent` (default true); when
  /// false it is drawn opaque.
  open var isTranslucent = true { didSet { updateBackground() } }

  /// The controller that drives the bar; UIKit forbids pushing or popping items on such a bar
  /// directly.
  weak var managingController: UINavigationController?

  let backgroundView = UIView()
  let shadowView = UIView()
  let chevron = BackChevronView()
  var titleLabel = UILabel()
  var backLabel = UILabel()
  /// Views leaving the bar in a running transition, removed when it ends.
  var outgoingViews: [UIView] = []
  /// The views of the top item's bar button items.
  var barButtonViews: [BarButtonItemView] = []

  /// A bar with `frame`, as `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(backgroundView)
    addSubview(shadowView)
    shadowView.backgroundColor = NavigationBarMetrics.shadowColor
    addSubview(chevron)
    updateBackground()
    configureTitle(titleLabel, text: nil)
    configureBack(backLabel, text: nil)
    addSubview(backLabel)
    addSubview(titleLabel)
    chevron.alpha = 0
  }

  public required init?(coder: NSCoder) {
    preconditionFailure("UINavigationBar.init(coder:): HeadlessUIKit has no storyboards")
  }

  /// Replaces the items, as `setItems(_:animated:)`. Animated, the titles cross-fade.
  ///
  /// - Precondition: the bar is not managed by a navigation controller (UIKit raises).
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    requireUnmanaged("setItems(_:animated:)")
    replaceItems(items, operation: .none, animation: animated ? Self.standaloneAnimation : nil)
  }

  /// Pushes `item` on top, as `pushItem(_:animated:)`.
  ///
  /// - Precondition: the bar is not managed by a navigation controller (UIKit raises "Cannot
  ///   call pushNavigationItem:animated: directly on a UINavigationBar managed by a
  ///   controller").
  open func pushItem(_ item: UINavigationItem, animated: Bool) {
    requireUnmanaged("pushItem(_:animated:)")
    replaceItems((storedItems ?? []) + [item], operation: .push, animation: animated ? Self.standaloneAnimation : nil)
  }

  /// Pops the top item and returns it, as `popItem(animated:)`; nil when only one item is left.
  @discardableResult
  open func popItem(animated: Bool) -> UINavigationItem? {
    requireUnmanaged("popItem(animated:)")
    guard var items = storedItems, items.count > 1 else { return nil }
    let popped = items.removeLast()
    replaceItems(items, operation: .pop, animation: animated ? Self.standaloneAnimation : nil)
    return popped
  }

  /// A stand-alone bar's push/pop animation: UIKit's navigation timing, 0.5 s on curve 7.
  static let standaloneAnimation = (duration: TimeInterval(0.5), options: UIView.AnimationOptions(rawValue: 7 << 16))

  private func requireUnmanaged(_ api: String) {
    precondition(
      managingController == nil,
      "UINavigationBar.\(api): cannot be called directly on a UINavigationBar managed by a controller; push or pop view controllers instead"
    )
  }

  /// Redraws after an item's title or back settings changed.
  func itemDidChange(_ item: UINavigationItem) {
    guard outgoingViews.isEmpty else { return }
    showItemsNow()
  }

  private func updateBackground() {
    let base = barTintColor ?? NavigationBarMetrics.background
    backgroundView.backgroundColor = isTranslucent ? base : base.withAlphaComponent(1)
  }

  func configureTitle(_ label: UILabel, text: String?) {
    label.text = text
    label.font = NavigationBarMetrics.titleFont
    label.textColor = .label
    label.textAlignment = .center
    label.frame = NavigationBarMetrics.titleFrame(width: bounds.width)
  }

  func configureBack(_ label: UILabel, text: String?) {
    label.text = text
    label.font = NavigationBarMetrics.backTitleFont
    label.textColor = tintColor ?? .systemBlue
    label.textAlignment = .left
    label.frame = NavigationBarMetrics.backTitleFrame(width: bounds.width)
  }

  /// Whether the back button shows for the current items: not when the top item hides it or
  /// has left bar button items in its place.
  var showsBackButton: Bool {
    backItem != nil && topItem?.hidesBackButton != true && (topItem?.leftBarButtonItems ?? []).isEmpty
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    // The background reaches up to the top of the superview (under the status bar), as
    // UIKit's `.topAttached` bar position.
    let top = center.y - bounds.height * layer.anchorPoint.y
    backgroundView.frame = CGRect(x: 0, y: -max(top, 0), width: width, height: bounds.height + max(top, 0))
    let pixel = 1 / (window?.screen.scale ?? UIScreen.main.scale)
    shadowView.frame = CGRect(x: 0, y: bounds.height, width: width, height: pixel)
    for label in [titleLabel, backLabel] + outgoingViews.compactMap({ $0 as? UILabel }) {
      let frame =
        label.textAlignment == .center
        ? NavigationBarMetrics.titleFrame(width: width) : NavigationBarMetrics.backTitleFrame(width: width)
      label.bounds = CGRect(origin: .zero, size: frame.size)
      label.center = CGPoint(x: frame.midX, y: frame.midY)
    }
    layoutBarButtonViews(barButtonViews)
  }
}
