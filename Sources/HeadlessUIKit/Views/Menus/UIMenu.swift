import Foundation

/// A titled group of menu elements, as UIKit's `UIMenu` (iOS 13): the menu of a button
/// (`UIButton.menu`) or a bar button item, whose children are actions, submenus and deferred
/// elements.
///
/// - Note: UIKit difference: menus are not presented (there is no context-menu UI here).
///   Tapping a button whose `showsMenuAsPrimaryAction` is true sends `.menuActionTriggered` and
///   resolves the menu's deferred elements, as presenting it would, but draws nothing; run a
///   child's handler with ``UIAction/performWithSender(_:target:)`` (what choosing it does) or
///   ``performAction(titled:sender:)``.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
  /// A name that identifies a menu, as `UIMenu.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How a menu shows its children, as `UIMenu.Options` (the same raw values).
  public struct Options: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The children are shown in the parent menu, set off by separators, instead of a submenu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The menu is shown as destructive (red).
    public static let destructive = Options(rawValue: 1 << 1)
    /// Choosing an action turns it `.on` and its siblings `.off` (iOS 15).
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// The children are shown as a row of small items (iOS 17).
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// The identifier, as `identifier`; a fresh unique one when none is given.
  public let identifier: Identifier
  /// How the menu shows its children, as `options`.
  public let options: Options
  /// The elements, in order, as `children`.
  public private(set) var children: [UIMenuElement]

  /// A menu, as `UIMenu(title:subtitle:image:identifier:options:children:)`.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
    options: Options = [], children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.children = children
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// A copy of the menu with other children, as `replacingChildren(_:)`.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
  }

  /// The currently selected action of a `.singleSelection` menu (searching inline submenus),
  /// as `selectedElements` (iOS 16): the actions whose `state` is `.on`.
  open var selectedElements: [UIMenuElement] {
    children.flatMap { child -> [UIMenuElement] in
      if let action = child as? UIAction { return action.state == .on ? [action] : [] }
      if let menu = child as? UIMenu, menu.options.contains(.displayInline) { return menu.selectedElements }
      return []
    }
  }

  /// The actions the menu shows, depth first through submenus and resolved deferred elements.
  var allActions: [UIAction] {
    children.flatMap { child -> [UIAction] in
      if let action = child as? UIAction { return [action] }
      if let menu = child as? UIMenu { return menu.allActions }
      if let deferred = child as? UIDeferredMenuElement { return deferred.resolvedActions }
      return []
    }
  }

  /// Does what presenting the menu does before it is drawn: asks every deferred element
  /// (here and in submenus) for its elements, as UIKit does when a menu appears.
  func resolveDeferredElements() {
    for child in children {
      if let deferred = child as? UIDeferredMenuElement { deferred.resolve() }
      if let menu = child as? UIMenu { menu.resolveDeferredElements() }
    }
  }

  /// Chooses the first visible, enabled action titled `title` (searching submenus and resolved
  /// deferred elements) as a finger would in the presented menu: a `.singleSelection` menu turns
  /// it `.on` and its siblings `.off`, then its handler runs with `sender`. Returns whether such
  /// an action was found.
  ///
  /// - Note: UIKit difference: a Flipbook addition standing in for a tap in the presented menu,
  ///   which is not drawn here.
  @discardableResult
  public func performAction(titled title: String, sender: Any? = nil) -> Bool {
    resolveDeferredElements()
    guard let (action, owner) = findAction(titled: title) else { return false }
    if owner.options.contains(.singleSelection) {
      for case let sibling as UIAction in owner.children { sibling.state = sibling === action ? .on : .off }
    }
    action.performWithSender(sender, target: nil)
    return true
  }

  private func findAction(titled title: String) -> (UIAction, UIMenu)? {
    for child in children {
      if let action = child as? UIAction, action.title == title,
        action.attributes.isDisjoint(with: [.disabled, .hidden])
      {
        return (action, self)
      }
      if let menu = child as? UIMenu, let found = menu.findAction(titled: title) { return found }
      if let deferred = child as? UIDeferredMenuElement {
        let menu = UIMenu(options: options, children: deferred.resolvedElements)
        if let found = menu.findAction(titled: title) { return found }
      }
    }
    return nil
  }
}
