import Foundation

/// How much space an environment has along one axis, as `UIUserInterfaceSizeClass` (the same
/// raw values).
public enum UIUserInterfaceSizeClass: Int, Sendable, CustomStringConvertible {
  /// No size class (a view outside any window).
  case unspecified = 0
  /// A constrained space: an iPhone's width in portrait, its height in landscape.
  case compact = 1
  /// An expansive space: an iPad in full screen, an iPhone's height in portrait.
  case regular = 2

  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .compact: "compact"
    case .regular: "regular"
    }
  }
}
