/// Whether an interface is light or dark, as `UIUserInterfaceStyle` (the same raw values).
public enum UIUserInterfaceStyle: Int, Sendable, CustomStringConvertible {
  /// No style specified.
  case unspecified = 0
  /// The light interface style (a window's style: there is no system dark mode).
  case light = 1
  /// The dark interface style.
  case dark = 2

  /// The case's name.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .light: "light"
    case .dark: "dark"
    }
  }
}
