import Foundation

extension UIView {
  /// How a view's content (an image view's image) is placed in its bounds, as
  /// `UIView.ContentMode` (the same raw values).
  public enum ContentMode: Int, Sendable, CaseIterable {
    case scaleToFill = 0
    case scaleAspectFit = 1
    case scaleAspectFill = 2
    /// Placed as `.scaleToFill`; a view in this mode calls `draw(_:)` again when its size changes.
    case redraw = 3
    case center = 4
    case top = 5
    case bottom = 6
    case left = 7
    case right = 8
    case topLeft = 9
    case topRight = 10
    case bottomLeft = 11
    case bottomRight = 12

    /// Where content of `size` goes in `bounds` under this mode (UIKit's placement; content
    /// outside the bounds is clipped only by `clipsToBounds`).
    public func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
      switch self {
      case .scaleToFill, .redraw: return bounds
      case .scaleAspectFit, .scaleAspectFill:
        guard size.width > 0, size.height > 0 else { return bounds }
        let sx = bounds.width / size.width
        let sy = bounds.height / size.height
        let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
        let w = size.width * s
        let h = size.height * s
        return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
      default:
        let w = size.width
        let h = size.height
        let x: CGFloat =
          switch self {
          case .left, .topLeft, .bottomLeft: bounds.minX
          case .right, .topRight, .bottomRight: bounds.maxX - w
          default: bounds.midX - w / 2
          }
        let y: CGFloat =
          switch self {
          case .top, .topLeft, .topRight: bounds.minY
          case .bottom, .bottomLeft, .bottomRight: bounds.maxY - h
          default: bounds.midY - h / 2
          }
        return CGRect(x: x, y: y, width: w, height: h)
      }
    }
  }
}
