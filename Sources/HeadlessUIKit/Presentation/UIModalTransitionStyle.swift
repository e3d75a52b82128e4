import Foundation

/// UIKit's system animations for presenting and dismissing, as `UIModalTransitionStyle` (the
/// same raw values). Used only when the transitioning delegate supplies no animator.
public enum UIModalTransitionStyle: Int, Sendable, CustomStringConvertible {
  /// The presented view rises from the bottom edge; dismissal is the reverse (default).
  case coverVertical = 0
  /// A 3D flip about the vertical axis: the presenting screen turns away, the presented one
  /// turns in; dismissal flips back.
  case flipHorizontal = 1
  /// The presented view fades in; dismissal fades it out.
  case crossDissolve = 2
  /// One corner of the presenting screen curls up part of the way, revealing the presented
  /// one beneath, and stays curled while presented; dismissal uncurls it. Requires a
  /// `.fullScreen` presentation from a full-screen controller, and the controller presented
  /// this way cannot present another (UIKit raises; HeadlessUIKit traps with its message).
  case partialCurl = 3

  public var description: String {
    switch self {
    case .coverVertical: "coverVertical"
    case .flipHorizontal: "flipHorizontal"
    case .crossDissolve: "crossDissolve"
    case .partialCurl: "partialCurl"
    }
  }
}

extension UIModalPresentationStyle: CustomStringConvertible {
  public var description: String {
    switch self {
    case .fullScreen: "fullScreen"
    case .pageSheet: "pageSheet"
    case .formSheet: "formSheet"
    case .currentContext: "currentContext"
    case .custom: "custom"
    case .overFullScreen: "overFullScreen"
    case .overCurrentContext: "overCurrentContext"
    case .popover: "popover"
    case .none: "none"
    case .automatic: "automatic"
    }
  }
}
