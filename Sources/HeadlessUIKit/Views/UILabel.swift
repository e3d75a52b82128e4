import Foundation

/// Horizontal text alignment, as `NSTextAlignment` (the same raw values).
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  /// Drawn as `.left`. - Note: UIKit difference: no inter-word justification.
  case justified = 3
  /// Left for left-to-right text.
  case natural = 4
}

/// A view that draws text, as UIKit's `UILabel`: the text is laid out in the bounds, the lines
/// centred vertically, aligned horizontally by `textAlignment`, the tail truncated with "…"
/// when it does not fit.
@preconcurrency @MainActor
open class UILabel: UIView {
  open var text: String? { didSet { setNeedsLayout() } }
  /// Default: the system font at 17 pt, as UIKit's.
  open var font: UIFont! = .systemFont(ofSize: 17)
  /// Default: `.label` (black in light mode).
  open var textColor: UIColor! = .label
  open var textAlignment: NSTextAlignment = .natural
  /// Maximum lines; 0 means no limit. Default 1.
  open var numberOfLines = 1

  /// The display-list text for the label's current bounds, or nil when there is nothing to
  /// draw.
  func textRun(in bounds: CGRect) -> TextRun? {
    guard let text, !text.isEmpty else { return nil }
    let alignment: TextAlignment =
      switch textAlignment {
      case .center: .center
      case .right: .right
      case .left, .justified, .natural: .left
      }
    return TextRun(
      string: text, font: (font ?? .systemFont(ofSize: 17)).descriptor, color: (textColor ?? .label).rgba,
      frame: bounds, alignment: alignment, numberOfLines: numberOfLines)
  }
}
