import Foundation

/// The direction of a motion-based ``CATransition``, as `CATransitionSubtype`: the side the
/// motion comes from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Motion from the right edge towards the left (`kCATransitionFromRight`).
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  /// Motion from the left edge towards the right (`kCATransitionFromLeft`, the default).
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  /// Motion from the top edge downwards (`kCATransitionFromTop`).
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  /// Motion from the bottom edge upwards (`kCATransitionFromBottom`).
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")

  /// The unit vector of the motion in the layer's bounds space (y grows downwards).
  var motion: CGVector {
    switch self {
    case .fromRight: CGVector(dx: -1, dy: 0)
    case .fromTop: CGVector(dx: 0, dy: 1)
    case .fromBottom: CGVector(dx: 0, dy: -1)
    default: CGVector(dx: 1, dy: 0)
    }
  }
}
