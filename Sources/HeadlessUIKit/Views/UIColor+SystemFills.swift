import Foundation

extension UIColor {
  /// The colour of placeholder text (a text field's `placeholder`), as `placeholderText` in
  /// light mode: #3C3C43 at 30 % opacity.
  public static let placeholderText = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
  /// The colour of tertiary text (disabled button titles), as `tertiaryLabel` in light mode:
  /// #3C3C43 at 30 % opacity.
  public static let tertiaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
}
