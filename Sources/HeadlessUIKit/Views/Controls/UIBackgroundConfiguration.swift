import Foundation

/// The background of a button configuration, as UIKit's `UIBackgroundConfiguration` (iOS 14):
/// the subset a `UIButton.Configuration` draws — a fill colour, a corner radius, a stroke and
/// insets.
///
/// A button configuration fills in what is left nil for the button's state (see
/// `UIButton.Configuration.updated(for:)`): `backgroundColor` nil means the style's colour.
///
/// - Note: UIKit difference: `customView`, `image` and `visualEffect` and the list-cell
///   factories are not available.
public struct UIBackgroundConfiguration: Hashable, Sendable {
  /// The fill colour, as `backgroundColor` (nil: the button style's colour for the state).
  public var backgroundColor: UIColor?
  /// The corner radius, as `cornerRadius`: used by a button configuration whose `cornerStyle`
  /// is `.fixed`; the other corner styles set it.
  public var cornerRadius: CGFloat = 0
  /// The stroke colour, as `strokeColor` (nil: no stroke).
  public var strokeColor: UIColor?
  /// The stroke width, as `strokeWidth` (default 0).
  public var strokeWidth: CGFloat = 0
  /// How far the stroke lies outside the background's edge, as `strokeOutset` (default 0).
  public var strokeOutset: CGFloat = 0
  /// Insets of the background from the button's edges, as `backgroundInsets`.
  public var backgroundInsets = NSDirectionalEdgeInsets.zero

  /// A clear background, as `UIBackgroundConfiguration.clear()`.
  public static func clear() -> UIBackgroundConfiguration {
    var background = UIBackgroundConfiguration()
    background.backgroundColor = .clear
    return background
  }

  init() {}

  /// `backgroundColor` with the transformer a button configuration applies, as
  /// `resolvedBackgroundColor(for:)`: the colour itself, or `tintColor` when it is nil.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor { backgroundColor ?? tintColor }
}
