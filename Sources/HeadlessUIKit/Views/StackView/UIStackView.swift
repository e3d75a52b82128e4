import Foundation

/// A view that lays out a row or column of views with Auto Layout, as UIKit's `UIStackView`.
///
/// The views in `arrangedSubviews` are placed one after another along `axis` by constraints
/// the stack view makes on the layout engine itself (installed on it, identified `UISV-…` as in
/// UIKit's logs): their sizes along the axis follow `distribution`, their positions across it
/// follow `alignment`, with `spacing` (or a custom spacing) between neighbours. The stack
/// view's edges (or its layout margins with `isLayoutMarginsRelativeArrangement`) hold the
/// first and last views, so a stack view pinned only at one corner grows to fit its content.
/// Adding an arranged subview turns its `translatesAutoresizingMaskIntoConstraints` off.
/// Along a horizontal axis the constraints relate leading and trailing edges, so a stack view
/// whose `effectiveUserInterfaceLayoutDirection` is right to left arranges its views from the
/// right, as in UIKit (`semanticContentAttribute = .forceRightToLeft` reverses one).
///
/// An arranged subview whose `isHidden` becomes true collapses: its size along the axis is held
/// at 0 and the spacing beside it goes away. Inside `UIView.animate` the stack view lays out at
/// once, so the neighbours' frames animate, and the view stays drawn (squeezed) until the
/// animation completes, when it is hidden — the classic "hide a row with animation".
///
/// `.equalSpacing` and `.equalCentering` distribute the views with spacer layout guides, one
/// per gap, among the stack view's `layoutGuides` (identified `UISV-distributing`), as UIKit's.
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// Storage for `arrangedSubviews`.
  var arranged: [UIView] = []
  /// The constraints the stack view made for the current arrangement (installed on it).
  var arrangementConstraints: [NSLayoutConstraint] = []
  /// Whether the arrangement constraints are rebuilt at the next `updateConstraints()`.
  var needsArrangement = true
  /// Storage for `setCustomSpacing(_:after:)`, by arranged subview.
  var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// Arranged subviews that became hidden inside an animation block: drawn until it ends.
  var pendingHides: [ObjectIdentifier: Int] = [:]
  /// Counts hide requests so that a completion only hides the view of the latest one.
  var hideGeneration = 0
  /// The spacer layout guides of `.equalSpacing` and `.equalCentering`, in order (see
  /// `UIStackView+Spacers.swift`).
  var spacerGuides: [UILayoutGuide] = []

  /// The views the stack view arranges, in order, as `arrangedSubviews`. Each is also a
  /// subview (the order of `subviews` is independent and decides only which is drawn on top).
  open var arrangedSubviews: [UIView] { arranged }

  /// The axis the views are arranged along, as `axis` (default `.horizontal`).
  open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsArrangement() } }
  /// How the views share the stack view's length along `axis`, as `distribution` (default
  /// `.fill`).
  open var distribution: Distribution = .fill { didSet { setNeedsArrangement() } }
  /// How the views are placed across `axis`, as `alignment` (default `.fill`).
  open var alignment: Alignment = .fill { didSet { setNeedsArrangement() } }
  /// The distance between neighbouring views, as `spacing` (default 0): exact for the fill
  /// distributions, the minimum for `.equalSpacing` and `.equalCentering`;
  /// `UIStackView.spacingUseSystem` uses the system spacing (8 points).
  open var spacing: CGFloat = 0 { didSet { setNeedsArrangement() } }
  /// Whether a vertical stack view measures `spacing` from one view's last baseline to the next
  /// view's first baseline, as `isBaselineRelativeArrangement` (default false).
  open var isBaselineRelativeArrangement = false { didSet { setNeedsArrangement() } }
  /// Whether the views are arranged inside the stack view's layout margins rather than its
  /// edges, as `isLayoutMarginsRelativeArrangement` (default false).
  open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsArrangement() } }

  /// The spacing value that means "use the stack view's `spacing`" for a custom spacing, as
  /// `UIStackView.spacingUseDefault` (`Float.greatestFiniteMagnitude`, UIKit's `FLT_MAX`).
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
  /// The spacing value that means "the system spacing between these views" (8 points between
  /// sibling views), as `UIStackView.spacingUseSystem` (`Float.leastNormalMagnitude`, UIKit's
  /// `FLT_MIN`).
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

  /// Creates an empty horizontal stack view, as `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a horizontal stack view arranging `views` in order, as `init(arrangedSubviews:)`.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// - Note: UIKit difference: there are no nibs or storyboards; this initializer traps.
  public required init?(coder: NSCoder) {
    preconditionFailure("UIStackView.init(coder:): HeadlessUIKit has no nibs or storyboards; use init(frame:)")
  }

  /// Appends `view` to `arrangedSubviews` (and adds it as the last subview if it is not one
  /// yet), as `addArrangedSubview(_:)`. A view already arranged moves to the end.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arranged.filter { $0 !== view }.count)
  }

  /// Inserts `view` into `arrangedSubviews` at `stackIndex` (and adds it as a subview if it is
  /// not one yet), as `insertArrangedSubview(_:at:)`. Traps, as UIKit raises, for an index
  /// beyond the end.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arranged.removeAll { $0 === view }
    precondition(
      stackIndex >= 0 && stackIndex <= arranged.count,
      "UIStackView.insertArrangedSubview(_:at:): index \(stackIndex) is beyond the \(arranged.count) arranged subviews")
    arranged.insert(view, at: stackIndex)
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    setNeedsArrangement()
  }

  /// Removes `view` from `arrangedSubviews` but not from `subviews`, as
  /// `removeArrangedSubview(_:)` (call `removeFromSuperview()` too to take it off screen, as
  /// on iOS). Ignored for a view that is not arranged.
  open func removeArrangedSubview(_ view: UIView) {
    guard arranged.contains(where: { $0 === view }) else { return }
    arranged.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    setNeedsArrangement()
  }

  /// Sets the spacing after `arrangedSubview` (before the next arranged view), as
  /// `setCustomSpacing(_:after:)`; `UIStackView.spacingUseDefault` goes back to `spacing`.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
    setNeedsArrangement()
  }

  /// The custom spacing after `arrangedSubview`, or `UIStackView.spacingUseDefault` when none
  /// was set, as `customSpacing(after:)`.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// Removing an arranged subview from the stack view also removes it from
  /// `arrangedSubviews`, as in UIKit.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  /// Rebuilds the arrangement constraints when something they depend on changed, then calls
  /// super, as UIKit's stack view does in its update-constraints pass.
  open override func updateConstraints() {
    if needsArrangement { rebuildArrangement() }
    super.updateConstraints()
  }

  /// Marks the arrangement for a rebuild at the next update-constraints pass.
  func setNeedsArrangement() {
    needsArrangement = true
    setNeedsUpdateConstraints()
  }
}
