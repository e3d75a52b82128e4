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
  /// The old content curls up and away from the subtype's edge (the bottom edge when the
  /// subtype is nil), revealing the new content: Core Animation's `"pageCurl"`.
  /// - Note: UIKit difference: Core Animation has no public constant for it; on iOS write
  ///   `CATransitionType(rawValue: "pageCurl")`, which is what this is.
  public static let pageCurl = CATransitionType(rawValue: "pageCurl")
  /// The new content unrolls down over the old, back to its subtype's edge (the bottom edge
  /// when the subtype is nil): Core Animation's `"pageUnCurl"`, `pageCurl` played backwards.
  /// - Note: UIKit difference: no public constant either (`CATransitionType(rawValue:
  ///   "pageUnCurl")` on iOS).
  public static let pageUnCurl = CATransitionType(rawValue: "pageUnCurl")
}
