/// How a text layer cuts a line that does not fit its bounds, as `CATextLayerTruncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// As `kCATruncationNone`, the default: the text is clipped at the bounds.
  public static let none = CATextLayerTruncationMode(rawValue: "none")
  /// As `kCATruncationStart`: an ellipsis replaces the start of the line.
  public static let start = CATextLayerTruncationMode(rawValue: "start")
  /// As `kCATruncationEnd`: an ellipsis replaces the end of the line.
  public static let end = CATextLayerTruncationMode(rawValue: "end")
  /// As `kCATruncationMiddle`: an ellipsis replaces the middle of the line.
  public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
