import Foundation

/// The closure a `UIAction` runs, as `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action with a title, an image and a handler, as `UIAction` (iOS 14): added to a control
/// for events with `addAction(_:for:)`, or given as a button's primary action.
@preconcurrency @MainActor
open class UIAction {
  /// A name that identifies an action, as `UIAction.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The title, as `title` (a button made with this primary action shows it).
  open var title: String
  /// The image, as `image`.
  open var image: UIImage?
  /// The identifier, as `identifier`; a fresh unique one when none is given.
  public let identifier: Identifier
  /// The accessibility title, as `discoverabilityTitle`.
  open var discoverabilityTitle: String?
  /// The object that sent the action while the handler runs (the control), as `sender`.
  public internal(set) var sender: Any?
  let handler: UIActionHandler

  /// An action, as `UIAction(title:image:identifier:discoverabilityTitle:handler:)`.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
    handler: @escaping UIActionHandler
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.handler = handler
  }

  /// Runs the handler with `sender` set for its duration.
  func perform(sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}
