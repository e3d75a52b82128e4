import Foundation

extension UIColor {
  /// The fill for thin and small shapes, as `systemFill` (iOS 13; light mode: grey 120/120/128
  /// at 0.2 alpha). The track of a slider or progress view.
  public static let systemFill = UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2)
  /// The fill for medium-size shapes, as `secondarySystemFill` (light mode: grey 120/120/128 at
  /// 0.16 alpha). The track of a switch that is off.
  public static let secondarySystemFill = UIColor(
    red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.16)
  /// The fill for large shapes, as `tertiarySystemFill` (light mode: grey 118/118/128 at 0.12
  /// alpha). The background of a segmented control or a stepper.
  public static let tertiarySystemFill = UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12)
  /// The fill for large areas with complex content, as `quaternarySystemFill` (light mode: grey
  /// 116/116/128 at 0.08 alpha).
  public static let quaternarySystemFill = UIColor(
    red: 116.0 / 255, green: 116.0 / 255, blue: 128.0 / 255, alpha: 0.08)
}
