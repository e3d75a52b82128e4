import Foundation

/// A display: its size in points and its scale, as UIKit's `UIScreen`.
///
/// - Note: UIKit difference: screens are values you create (`UIScreen(bounds:scale:)`), since
///   there is no device; `UIScreen.main` is an iPhone 15-sized default (390 × 844 pt at 3×).
@preconcurrency @MainActor
public final class UIScreen {
  /// The screen's rectangle in points, origin zero.
  public let bounds: CGRect
  /// Device pixels per point (1, 2 or 3).
  public let scale: CGFloat
  /// The insets of the area not covered by the status bar, sensor housing or home indicator in
  /// portrait: what a full-screen `UIWindow` on this device reports as `safeAreaInsets`.
  ///
  /// - Note: UIKit difference: UIKit has no such screen property (the device knows its
  ///   hardware); here it is part of the screen you create. ``init(bounds:scale:)`` looks the
  ///   size up in `knownDeviceSafeAreaInsets` and uses zero insets for other sizes.
  public let safeAreaInsets: UIEdgeInsets

  /// A screen of `bounds.size` points at `scale`, with the safe-area insets of the iPhone of
  /// that size in portrait (zero for sizes no iPhone has).
  public convenience init(bounds: CGRect, scale: CGFloat) {
    self.init(bounds: bounds, scale: scale, safeAreaInsets: Self.knownDeviceSafeAreaInsets(for: bounds.size))
  }

  /// A screen with explicit safe-area insets.
  public init(bounds: CGRect, scale: CGFloat, safeAreaInsets: UIEdgeInsets) {
    precondition(bounds.width > 0 && bounds.height > 0, "UIScreen: size must be positive, got \(bounds.size)")
    precondition(scale > 0 && scale.isFinite, "UIScreen: scale must be positive, got \(scale)")
    precondition(
      safeAreaInsets.top >= 0 && safeAreaInsets.bottom >= 0 && safeAreaInsets.left >= 0 && safeAreaInsets.right >= 0
        && safeAreaInsets.top + safeAreaInsets.bottom < bounds.height
        && safeAreaInsets.left + safeAreaInsets.right < bounds.width,
      "UIScreen: safe-area insets \(safeAreaInsets) do not fit a \(bounds.width) × \(bounds.height) screen")
    self.bounds = CGRect(origin: .zero, size: bounds.size)
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
  }

  /// The insets a full-screen window of `windowSize` reports on this screen, as UIKit's
  /// `UIWindow.safeAreaInsets`: ``safeAreaInsets`` for the portrait size, and for the same size
  /// turned to landscape what iOS reports on a rotated iPhone — with a sensor housing, the
  /// portrait top inset on both the left and the right, 21 pt for the home indicator at the
  /// bottom and none at the top (the status bar is hidden in landscape); with a home button, no
  /// insets. Other window sizes report ``safeAreaInsets``.
  public func safeAreaInsets(forWindowSize windowSize: CGSize) -> UIEdgeInsets {
    guard windowSize.width == bounds.height, windowSize.height == bounds.width, bounds.width != bounds.height else {
      return safeAreaInsets
    }
    guard safeAreaInsets.bottom > 0 else { return .zero }
    let side = max(safeAreaInsets.top, safeAreaInsets.left, safeAreaInsets.right)
    return UIEdgeInsets(top: 0, left: side, bottom: Self.landscapeHomeIndicatorInset, right: side)
  }

  /// The bottom inset of the home indicator on an iPhone in landscape.
  public nonisolated static let landscapeHomeIndicatorInset: CGFloat = 21

  /// Same as `scale`, as `nativeScale`.
  public var nativeScale: CGFloat { scale }

  /// The default screen.
  public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

  /// Portrait safe-area insets (top, bottom) of iPhones by screen size in points, as iOS
  /// reports them for a full-screen window (Apple's Human Interface Guidelines layout tables
  /// and the values UIKit returns on each device): 390 × 844 (iPhone 12–14) 47/34,
  /// 393 × 852 (iPhone 14 Pro–16) 59/34, 375 × 812 (X, XS, 11 Pro) 44/34, 414 × 896 (XR, 11)
  /// 48/34, 428 × 926 (12–13 Pro Max, 14 Plus) 47/34, 430 × 932 (14–15 Pro Max, 15–16 Plus)
  /// 59/34, 402 × 874 (16 Pro) and 440 × 956 (16 Pro Max) 62/34, and the home-button sizes
  /// 320 × 568, 375 × 667, 414 × 736 a 20 pt status bar and no bottom inset.
  public nonisolated static func knownDeviceSafeAreaInsets(for size: CGSize) -> UIEdgeInsets {
    let insets: (top: CGFloat, bottom: CGFloat)? =
      switch (size.width, size.height) {
      case (390, 844), (428, 926): (47, 34)
      case (393, 852), (430, 932): (59, 34)
      case (375, 812): (44, 34)
      case (414, 896): (48, 34)
      case (402, 874), (440, 956): (62, 34)
      case (320, 568), (375, 667), (414, 736): (20, 0)
      default: nil
      }
    guard let insets else { return .zero }
    return UIEdgeInsets(top: insets.top, left: 0, bottom: insets.bottom, right: 0)
  }
}
