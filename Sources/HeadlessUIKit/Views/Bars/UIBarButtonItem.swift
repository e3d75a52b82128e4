import Foundation

/// A button in a navigation bar or a toolbar, as UIKit's `UIBarButtonItem` (a `UIBarItem`): a
/// title, an image, a system item or a custom view, placed by a navigation bar from its
/// navigation item's `leftBarButtonItems`/`rightBarButtonItems` and by a toolbar from its
/// `items`. A tap on it (finger up inside) runs its `primaryAction`, or else its target's
/// action.
///
/// Text items are drawn in the item's `tintColor` (else the bar's), 17 pt, regular for
/// `.plain` and semibold for `.done`, or with the font and colour of its title text
/// attributes; a disabled item is drawn in grey (`tertiaryLabel`), as UIKit's disabled bar
/// button titles. While a finger is down on it, the item is dimmed to 20 % opacity, as UIKit's
/// bar buttons (the `.system` button highlight).
///
/// - Note: UIKit difference: there are no Objective-C selectors on Linux, so the action is a
///   method reference, `UIBarButtonItem(title: "Edit", style: .plain, target: self, action:
///   Self.edit)` with `func edit()` or `func edit(_ sender: UIBarButtonItem)`, or a closure
///   taking the item. A `menu` is not drawn (see ``UIMenu``), and images other than
///   `UIImage(systemName:)` symbols are not tinted.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
  /// How a text item is drawn, as `UIBarButtonItem.Style`.
  public enum Style: Int, Sendable {
    /// Regular weight (the default).
    case plain = 0
    /// Semibold: the item that confirms (`Done`, `Save`).
    case done = 2
  }

  /// The style, as `style` (default `.plain`).
  open var style: Style { didSet { itemDidChange() } }
  /// The colour of the title or symbol, as `tintColor`; nil uses the bar's tint colour.
  open var tintColor: UIColor? { didSet { itemDidChange() } }
  /// The item's width, as `width`: the room a `.fixedSpace` item takes, or a minimum width for
  /// another item (0, the default, sizes it to its content).
  open var width: CGFloat = 0 { didSet { itemDidChange() } }
  /// A view shown instead of a title or image, as `customView`; it handles its own touches.
  open var customView: UIView? { didSet { itemDidChange() } }
  /// The action a tap runs, as `primaryAction` (iOS 14); it takes the place of the target's
  /// action, and setting it gives the item its title and image (a system item keeps its own).
  open var primaryAction: UIAction? {
    didSet {
      if let primaryAction, systemItem == nil {
        title = primaryAction.title
        image = primaryAction.image
      }
    }
  }
  /// The item's menu, as `menu` (iOS 14): a tap on an item without a primary action shows it
  /// (a long press shows it otherwise).
  ///
  /// - Note: UIKit difference: the menu is not drawn; the tap loads its deferred elements, as
  ///   presenting it would (see ``UIMenu``).
  open var menu: UIMenu?
  /// The object the action is sent to (held weakly, as in UIKit), as `target`.
  open weak var target: AnyObject?
  /// The action given at creation, bound to its target.
  var action: ((UIBarButtonItem) -> Void)?
  /// The system item the item was made as, if any.
  let systemItem: SystemItem?
  /// The bar showing this item, so changes redraw it.
  weak var bar: BarButtonItemHost?
  /// The view showing this item in its bar (the anchor of a popover from this item).
  weak var view: BarButtonItemView?
  /// The control showing this item in its navigation bar, whose `.touchUpInside` runs the
  /// item's action (nil while the item is not shown); Flipbook's scene scripts tap it.
  package var barButtonView: UIControl? { view }

  /// A plain item with no title, image or action, as `init()`.
  public override init() {
    style = .plain
    systemItem = nil
    super.init()
  }

  /// An item showing `systemItem` (its standard title, or its symbol).
  init(system systemItem: SystemItem, target: AnyObject?, action: ((UIBarButtonItem) -> Void)?) {
    self.systemItem = systemItem
    self.style = systemItem.isBold ? .done : .plain
    super.init()
    self.title = systemItem.title
    self.target = target
    self.action = action
  }

  /// A text item calling `action` with the item when tapped (`target` is held weakly; with a
  /// target, the action runs only while it is alive), the closure form of
  /// `init(title:style:target:action:)`.
  public convenience init(
    title: String?, style: Style, target: AnyObject?, action: ((UIBarButtonItem) -> Void)?
  ) {
    self.init()
    self.title = title
    self.style = style
    bind(target, action)
  }

  /// A text item calling a method of `target` taking no argument, the method-reference form of
  /// `init(title:style:target:action:)`: `action: InboxViewController.edit` with `func edit()`.
  public convenience init<T: AnyObject>(title: String?, style: Style, target: T, action: @escaping (T) -> () -> Void) {
    self.init(title: title, style: style, target: target, action: Self.bound(target, action))
  }

  /// A text item calling a method of `target` taking the item (`func edit(_ sender:
  /// UIBarButtonItem)`), the method-reference form of `init(title:style:target:action:)`.
  public convenience init<T: AnyObject, Sender>(
    title: String?, style: Style, target: T, action: @escaping (T) -> (Sender) -> Void
  ) {
    self.init(title: title, style: style, target: target, action: Self.bound(target, action))
  }

  /// An image item calling `action` with the item when tapped, the closure form of
  /// `init(image:style:target:action:)`.
  public convenience init(
    image: UIImage?, style: Style, target: AnyObject?, action: ((UIBarButtonItem) -> Void)?
  ) {
    self.init()
    self.image = image
    self.style = style
    bind(target, action)
  }

  /// An image item calling a method of `target` taking no argument, the method-reference form
  /// of `init(image:style:target:action:)`.
  public convenience init<T: AnyObject>(image: UIImage?, style: Style, target: T, action: @escaping (T) -> () -> Void) {
    self.init(image: image, style: style, target: target, action: Self.bound(target, action))
  }

  /// An image item calling a method of `target` taking the item, the method-reference form of
  /// `init(image:style:target:action:)`.
  public convenience init<T: AnyObject, Sender>(
    image: UIImage?, style: Style, target: T, action: @escaping (T) -> (Sender) -> Void
  ) {
    self.init(image: image, style: style, target: target, action: Self.bound(target, action))
  }

  /// A system item (its standard title or symbol) calling `action` with the item when tapped,
  /// the closure form of `init(barButtonSystemItem:target:action:)`. `.done` and `.save` are
  /// semibold, as in UIKit.
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: ((UIBarButtonItem) -> Void)?
  ) {
    self.init(system: systemItem, target: nil, action: nil)
    bind(target, action)
  }

  /// A system item calling a method of `target` taking no argument, the method-reference form
  /// of `init(barButtonSystemItem:target:action:)`.
  public convenience init<T: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: T, action: @escaping (T) -> () -> Void
  ) {
    self.init(barButtonSystemItem: systemItem, target: target, action: Self.bound(target, action))
  }

  /// A system item calling a method of `target` taking the item, the method-reference form of
  /// `init(barButtonSystemItem:target:action:)`.
  public convenience init<T: AnyObject, Sender>(
    barButtonSystemItem systemItem: SystemItem, target: T, action: @escaping (T) -> (Sender) -> Void
  ) {
    self.init(barButtonSystemItem: systemItem, target: target, action: Self.bound(target, action))
  }

  /// An item showing `customView`, as `init(customView:)`.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// An item with a title or image running `primaryAction` when tapped, or showing `menu`, as
  /// `init(title:image:primaryAction:menu:)` (iOS 14). The action's title and image win over
  /// `title` and `image`, as in UIKit.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.menu = menu
    // Property observers do not run inside initializers: give the action's title and image here.
    self.title = primaryAction?.title ?? title
    self.image = primaryAction?.image ?? image
    self.primaryAction = primaryAction
  }

  /// A system item running `primaryAction` when tapped, or showing `menu`, as
  /// `init(systemItem:primaryAction:menu:)` (iOS 14); it keeps the system item's look.
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.init(system: systemItem, target: nil, action: nil)
    self.menu = menu
    self.primaryAction = primaryAction
  }

  /// Runs what a tap runs: the primary action, or the target's action (only while the target
  /// lives, when one was given). A disabled item does nothing, as in UIKit.
  func trigger() {
    guard isEnabled else { return }
    if let primaryAction { return primaryAction.perform(sender: self) }
    if let menu, action == nil { return menu.resolveDeferredElements() }
    action?(self)
  }

  private var hasTarget = false

  private func bind(_ target: AnyObject?, _ action: ((UIBarButtonItem) -> Void)?) {
    self.target = target
    hasTarget = target != nil
    guard let action else { return self.action = nil }
    self.action = { [weak self] item in
      guard let self, !self.hasTarget || self.target != nil else { return }
      action(item)
    }
  }

  private static func bound<T: AnyObject>(_ target: T, _ action: @escaping (T) -> () -> Void) -> (UIBarButtonItem) ->
    Void
  {
    { [weak target] _ in if let target { action(target)() } }
  }

  private static func bound<T: AnyObject, Sender>(
    _ target: T, _ action: @escaping (T) -> (Sender) -> Void
  ) -> (UIBarButtonItem) -> Void {
    { [weak target] item in
      guard let target else { return }
      guard let sender = item as? Sender else {
        preconditionFailure("UIBarButtonItem action expects a sender of type \(Sender.self) but got UIBarButtonItem")
      }
      action(target)(sender)
    }
  }

  override func barItemDidChange() { itemDidChange() }

  private func itemDidChange() { bar?.barButtonItemDidChange() }
}
