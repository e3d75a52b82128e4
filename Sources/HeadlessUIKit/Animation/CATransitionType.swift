import Foundation

/// The kind of a ``CATransition``, as `CATransitionType` (`kCATransitionFade`, …).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The old content fades out over the new (`kCATransitionFade`, the default).
  public static let fade = CATransitionType(rawValue: "fade")
  /// The new content pushes the old out (`kCATransitionPush`).
  public static let push = CATransitionType(rawValue: "push")
  /// The new content slides in over the old (`kCATransitionMoveIn`).
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  /// The old content slides away, revealing the new (`kCATransitionReveal`).
  public static let reveal = CATransitionType(rawValue: "reveal")
}
