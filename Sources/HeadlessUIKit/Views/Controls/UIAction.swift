import Foundation

/// The closure a `UIAction` runs, as `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action with a title, an image and a handler, as `UIAction` (iOS 14), a
/// ``UIMenuElement``: added to a control for events with `addAction(_:for:)`, given as a
/// button's or bar button item's primary action, or listed in a ``UIMenu``.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// A name that identifies an action, as `UIAction.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The title, as `title` (a button made with this primary action shows it).
  open override var title: String {
    get { storedTitle }
    set { storedTitle = newValue }
  }
  /// The image, as `image`.
  open override var image: UIImage? {
    get { storedImage }
    set { storedImage = newValue }
  }
  /// The identifier, as `identifier`; a fresh unique one when none is given.
  public let identifier: Identifier
  /// The accessibility title, as `discoverabilityTitle`.
  open var discoverabilityTitle: String?
  /// How the action looks in a menu, as `attributes` (default none): `.disabled`,
  /// `.destructive`, `.hidden`.
  open var attributes: UIMenuElement.Attributes
  /// Whether a menu shows a checkmark beside the action, as `state` (default `.off`). A menu
  /// with `.singleSelection` turns the chosen action `.on` and the others `.off`.
  open var state: UIMenuElement.State
  /// The object that sent the action while the handler runs (the control or the bar button
  /// item), as `sender`.
  public internal(set) var sender: Any?
  let handler: UIActionHandler

  /// An action, as `UIAction(title:subtitle:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
    handler: @escaping UIActionHandler
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// Runs the action's handler with `sender` as its sender, as `performWithSender(_:target:)`
  /// (iOS 16): what choosing it in a menu does. `target` is unused by `UIAction`, as in UIKit.
  open func performWithSender(_ sender: Any?, target: Any?) {
    perform(sender: sender)
  }

  /// Runs the handler with `sender` set for its duration.
  func perform(sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}
