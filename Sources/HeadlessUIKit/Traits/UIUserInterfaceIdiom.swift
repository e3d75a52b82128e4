import Foundation

/// The kind of device an interface runs on, as `UIUserInterfaceIdiom` (the same raw values;
/// only the idioms HeadlessUIKit's screens can be).
public enum UIUserInterfaceIdiom: Int, Sendable, CustomStringConvertible {
  /// No idiom (a view outside any window).
  case unspecified = -1
  /// An iPhone-sized screen.
  case phone = 0
  /// An iPad-sized screen.
  case pad = 1

  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .phone: "phone"
    case .pad: "pad"
    }
  }
}
