import Foundation

/// A display: its size in points and its scale, as UIKit's `UIScreen`.
///
/// - Note: UIKit difference: screens are values you create (`UIScreen(bounds:scale:)`), since
///   there is no device; `UIScreen.main` is an iPhone 15-sized default (390 × 844 pt at 3×).
@MainActor
public final class UIScreen {
  /// The screen's rectangle in points, origin zero.
  public let bounds: CGRect
  /// Device pixels per point (1, 2 or 3).
  public let scale: CGFloat

  public init(bounds: CGRect, scale: CGFloat) {
    precondition(bounds.width > 0 && bounds.height > 0, "UIScreen: size must be positive, got \(bounds.size)")
    precondition(scale > 0 && scale.isFinite, "UIScreen: scale must be positive, got \(scale)")
    self.bounds = CGRect(origin: .zero, size: bounds.size)
    self.scale = scale
  }

  /// Same as `scale`, as `nativeScale`.
  public var nativeScale: CGFloat { scale }

  /// The default screen.
  public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
}
