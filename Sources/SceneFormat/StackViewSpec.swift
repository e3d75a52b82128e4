import Foundation
import HeadlessUIKit

/// The `stack` field of a view: the view is a `UIStackView` arranging the views declared inline
/// in `arranged`, with UIKit's settings.
public struct StackViewSpec: Sendable, Equatable {
  /// `axis` (default `.horizontal`).
  public var axis: NSLayoutConstraint.Axis
  /// `distribution` (default `.fill`).
  public var distribution: UIStackView.Distribution
  /// `alignment` (default `.fill`).
  public var alignment: UIStackView.Alignment
  /// `spacing` in points (default 0); `UIStackView.spacingUseSystem` for `system`.
  public var spacing: Double
  /// `setCustomSpacing(_:after:)` calls, in file order: the `id` of an arranged view and the
  /// spacing after it (`UIStackView.spacingUseSystem` for `system`).
  public var customSpacings: [CustomSpacing]
  /// `directionalLayoutMargins` when given (top, leading, bottom, trailing).
  public var layoutMargins: NSDirectionalEdgeInsets?
  /// `isLayoutMarginsRelativeArrangement` (default false).
  public var isLayoutMarginsRelativeArrangement: Bool
  /// `isBaselineRelativeArrangement` (default false).
  public var isBaselineRelativeArrangement: Bool
  /// The `arrangedSubviews`, in order; they are also the stack view's first subviews.
  public var arranged: [ViewSpec]

  /// The spacing after one arranged view.
  public struct CustomSpacing: Sendable, Equatable {
    /// The `id` of the arranged view.
    public var after: String
    public var spacing: Double

    public init(after: String, spacing: Double) {
      self.after = after
      self.spacing = spacing
    }
  }

  public init(
    axis: NSLayoutConstraint.Axis = .horizontal, distribution: UIStackView.Distribution = .fill,
    alignment: UIStackView.Alignment = .fill, spacing: Double = 0, customSpacings: [CustomSpacing] = [],
    layoutMargins: NSDirectionalEdgeInsets? = nil, isLayoutMarginsRelativeArrangement: Bool = false,
    isBaselineRelativeArrangement: Bool = false, arranged: [ViewSpec] = []
  ) {
    self.axis = axis
    self.distribution = distribution
    self.alignment = alignment
    self.spacing = spacing
    self.customSpacings = customSpacings
    self.layoutMargins = layoutMargins
    self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
    self.arranged = arranged
  }

  /// `UIStackView.spacingUseSystem` (`FLT_MIN`), the value of `spacing: system`.
  public static let spacingUseSystem = Double(Float.leastNormalMagnitude)

  /// The names the scene format gives the axes.
  static let axisNames: [(name: String, value: NSLayoutConstraint.Axis)] = [
    ("horizontal", .horizontal), ("vertical", .vertical),
  ]
  /// The names of the distributions (UIKit's case names).
  static let distributionNames: [(name: String, value: UIStackView.Distribution)] = [
    ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
    ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
  ]
  /// The names of the alignments (UIKit's case names, `top` and `bottom` included).
  static let alignmentNames: [(name: String, value: UIStackView.Alignment)] = [
    ("fill", .fill), ("leading", .leading), ("top", .top), ("firstBaseline", .firstBaseline),
    ("center", .center), ("trailing", .trailing), ("bottom", .bottom), ("lastBaseline", .lastBaseline),
  ]
}

extension ViewSpec {
  /// The views declared inside this one: a stack view's arranged views, then its `subviews`
  /// (the order in which they become subviews).
  public var children: [ViewSpec] { (stack?.arranged ?? []) + subviews }
}
