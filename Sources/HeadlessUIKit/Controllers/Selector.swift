import Foundation

/// The name of an action method, as Objective-C's `Selector`, for
/// `targetViewController(forAction:sender:)` and `canPerformAction(_:withSender:)`.
///
/// - Note: UIKit difference: Swift on Linux has no Objective-C runtime, so `#selector(...)` does
///   not exist; write `Selector("showViewController:sender:")` or use the constants below.
public struct Selector: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The Objective-C method name, e.g. `showViewController:sender:`.
  public let name: String

  /// As `Selector(_:)`.
  public init(_ name: String) { self.name = name }
  public init(stringLiteral name: String) { self.name = name }

  public var description: String { name }

  /// `show(_:sender:)` (`showViewController:sender:`).
  public static let show = Selector("showViewController:sender:")
  /// `showDetailViewController(_:sender:)` (`showDetailViewController:sender:`).
  public static let showDetailViewController = Selector("showDetailViewController:sender:")
}
