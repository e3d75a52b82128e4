import Foundation

extension UIColor {
  /// The colour of placeholder text (a text field's `placeholder`), as `placeholderText` in
  /// light mode: #3C3C43 at 30 % opacity.
  public static let placeholderText = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
  /// The colour of tertiary text (disabled button titles), as `tertiaryLabel` in light mode:
  /// #3C3C43 at 30 % opacity.
  public static let tertiaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
  /// A fill for medium-size shapes (gray buttons), as `secondarySystemFill` in light mode:
  /// #787880 at 16 % opacity.
  public static let secondarySystemFill = UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.16)
  /// A fill for large shapes (disabled button backgrounds), as `tertiarySystemFill` in light
  /// mode: #767680 at 12 % opacity.
  public static let tertiarySystemFill = UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12)
}
