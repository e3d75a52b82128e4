/// The direction content flows in, as UIKit's `UIUserInterfaceLayoutDirection` (same raw values).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Leading is left (English, French …).
  case leftToRight = 0
  /// Leading is right (Arabic, Hebrew …).
  case rightToLeft = 1
}

/// The layout direction trait of an environment, as UIKit's `UITraitEnvironmentLayoutDirection`
/// (same raw values).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, CustomStringConvertible {
  /// No direction specified.
  case unspecified = -1
  /// Leading is left.
  case leftToRight = 0
  /// Leading is right.
  case rightToLeft = 1

  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .leftToRight: "leftToRight"
    case .rightToLeft: "rightToLeft"
    }
  }
}
