import Foundation

/// An item of a menu, as UIKit's `UIMenuElement` (iOS 13): the common base of ``UIAction``,
/// ``UIMenu`` and ``UIDeferredMenuElement``, with a title, a subtitle and an image.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  /// Whether an action shows a checkmark, as `UIMenuElement.State` (the same raw values).
  public enum State: Int, Sendable {
    /// No checkmark (the default).
    case off = 0
    /// A checkmark.
    case on = 1
    /// A dash: partly on.
    case mixed = 2
  }

  /// How an action looks and behaves in a menu, as `UIMenuElement.Attributes` (the same raw
  /// values).
  public struct Attributes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shown dimmed; choosing it does nothing (`performWithSender` still runs it, as UIKit).
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Shown in red: the action destroys data.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// The menu stays open after the action runs (iOS 16).
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  var storedTitle: String
  var storedSubtitle: String?
  var storedImage: UIImage?

  init(title: String, subtitle: String?, image: UIImage?) {
    storedTitle = title
    storedSubtitle = subtitle
    storedImage = image
    super.init()
  }

  /// The title, as `title`.
  open var title: String { storedTitle }
  /// The line under the title, as `subtitle` (iOS 15).
  open var subtitle: String? {
    get { storedSubtitle }
    set { storedSubtitle = newValue }
  }
  /// The image, as `image`.
  open var image: UIImage? { storedImage }
}
