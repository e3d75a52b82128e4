extension NSLayoutConstraint {
  /// Options for ``constraints(withVisualFormat:options:metrics:views:)``, as UIKit's
  /// `NSLayoutConstraint.FormatOptions` (the same raw values): an alignment of every view named
  /// in the format, the direction of a horizontal format, and the spacing of a vertical one.
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Align the views' left edges (vertical formats).
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Align the views' right edges (vertical formats).
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Align the views' top edges (horizontal formats).
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Align the views' bottom edges (horizontal formats).
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Align the views' leading edges (vertical formats).
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Align the views' trailing edges (vertical formats).
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Align the views' horizontal centres (vertical formats).
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Align the views' vertical centres (horizontal formats).
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Align the views' last baselines (horizontal formats).
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Align the views' first baselines (horizontal formats).
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The deprecated name of `alignAllLastBaseline`.
    public static let alignAllBaseline = alignAllLastBaseline
    /// The bits of the alignment options.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    /// A horizontal format runs from the leading edge to the trailing edge (the default).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// A horizontal format runs from left to right.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// A horizontal format runs from right to left.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The bits of the direction options.
    public static let directionMask = FormatOptions(rawValue: 3 << 16)
    /// Spacing in a vertical format is between the views' edges (the default).
    public static let spacingEdgeToEdge = FormatOptions([])
    /// Spacing in a vertical format is between the views' baselines: from a view's last
    /// baseline to the next view's first baseline.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// The bits of the spacing options.
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)

    /// The alignment attributes the options name, in attribute order.
    var alignmentAttributes: [NSLayoutConstraint.Attribute] {
      let bits = rawValue & Self.alignmentMask.rawValue
      return (1...12).compactMap { raw in
        bits & (1 << UInt(raw)) != 0 ? NSLayoutConstraint.Attribute(rawValue: raw) : nil
      }
    }
  }
}
