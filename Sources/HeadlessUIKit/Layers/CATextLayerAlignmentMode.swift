/// How a text layer aligns its lines, as `CATextLayerAlignmentMode`.
///
/// - Note: UIKit difference: `.justified` lays lines out as `.natural` (the typesetter does not
///   stretch inter-word spaces); `.natural` is left aligned (left-to-right text).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// As `kCAAlignmentNatural`, the default.
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  /// As `kCAAlignmentLeft`.
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  /// As `kCAAlignmentRight`.
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  /// As `kCAAlignmentCenter`.
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  /// As `kCAAlignmentJustified`.
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
