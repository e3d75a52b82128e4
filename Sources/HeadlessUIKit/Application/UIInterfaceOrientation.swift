import Foundation

/// The orientation of the app's interface, as UIKit's `UIInterfaceOrientation` (raw values as
/// UIKit's).
///
/// HeadlessUIKit has no device to rotate: a window whose size turns from taller than wide to
/// wider than tall (or back) is a rotation, and the orientation reported for it is `.portrait`
/// or `.landscapeRight`.
/// - Note: UIKit difference: which landscape (left or right) cannot be told from a size;
///   `.landscapeRight` stands for both, `.portraitUpsideDown` is never reported.
public enum UIInterfaceOrientation: Int, Sendable {
  /// The orientation is not known.
  case unknown = 0
  /// Upright.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// Landscape, the home button (or the bottom of the device) on the right.
  case landscapeRight = 3
  /// Landscape, the home button on the left.
  case landscapeLeft = 4

  /// Whether the interface is upright or upside down, as `isPortrait`.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the interface is on its side, as `isLandscape`.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// The orientation a window of `size` stands for (see the type's discussion).
  static func of(_ size: CGSize) -> UIInterfaceOrientation { size.width > size.height ? .landscapeRight : .portrait }
}
