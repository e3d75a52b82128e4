import Foundation

/// The look of the status bar's content, as `UIStatusBarStyle` (the same raw values).
public enum UIStatusBarStyle: Int, Sendable {
  /// Dark content in light mode (the system decides with the interface style).
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  /// Dark content, for light backgrounds (iOS 13).
  case darkContent = 3
}

/// How the status bar animates when it appears or disappears, as `UIStatusBarAnimation`.
public enum UIStatusBarAnimation: Int, Sendable {
  case none = 0
  case fade = 1
  case slide = 2
}
