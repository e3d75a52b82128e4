import Foundation

extension NSLayoutXAxisAnchor {
  /// UIKit's standard spacing between two adjacent views' edges: 8 points (the `-` of the
  /// visual format language).
  static let systemSpacing: CGFloat = 8

  private func spacing(_ relation: NSLayoutConstraint.Relation, after anchor: NSLayoutXAxisAnchor, _ m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(relation, anchor, constant: NSLayoutXAxisAnchor.systemSpacing * m)
  }

  /// `self == anchor + m × system spacing`, as `constraint(equalToSystemSpacingAfter:multiplier:)`:
  /// this anchor follows `anchor` by the standard spacing (8 points) times `multiplier`.
  ///
  /// - Note: UIKit difference: UIKit derives the spacing from the fonts when both anchors are
  ///   text edges; here it is always 8 points.
  public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    spacing(.equal, after: anchor, multiplier)
  }

  /// `self >= anchor + m × system spacing`, as
  /// `constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)`.
  public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    spacing(.greaterThanOrEqual, after: anchor, multiplier)
  }

  /// `self <= anchor + m × system spacing`, as
  /// `constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)`.
  public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    spacing(.lessThanOrEqual, after: anchor, multiplier)
  }
}

extension NSLayoutYAxisAnchor {
  private func spacing(_ relation: NSLayoutConstraint.Relation, below anchor: NSLayoutYAxisAnchor, _ m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(relation, anchor, constant: NSLayoutXAxisAnchor.systemSpacing * m)
  }

  /// `self == anchor + m × system spacing`, as `constraint(equalToSystemSpacingBelow:multiplier:)`:
  /// this anchor is below `anchor` by the standard spacing (8 points) times `multiplier`.
  ///
  /// - Note: UIKit difference: UIKit derives the spacing between baselines from the fonts;
  ///   here it is always 8 points.
  public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    spacing(.equal, below: anchor, multiplier)
  }

  /// `self >= anchor + m × system spacing`, as
  /// `constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)`.
  public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    spacing(.greaterThanOrEqual, below: anchor, multiplier)
  }

  /// `self <= anchor + m × system spacing`, as
  /// `constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)`.
  public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    spacing(.lessThanOrEqual, below: anchor, multiplier)
  }
}
