/// One view's Auto Layout state, kept out of `UIView` until the view first uses Auto Layout.
@MainActor
final class AutoLayoutState {
  /// The constraints installed on the view, in installation order (`UIView.constraints`).
  var constraints: [NSLayoutConstraint] = []
  /// The view's layout guides and margin settings (see `UIView+LayoutGuides.swift`).
  var margins = LayoutMarginsState()
  /// Storage for `translatesAutoresizingMaskIntoConstraints`.
  var translatesAutoresizingMaskIntoConstraints = true
  /// Whether the view has been an item of an installed constraint (or the owning view of a
  /// layout guide that was): moving it in or out of a hierarchy can change which constraints
  /// take part there. Never reset (a conservative mark).
  var isConstraintItem = false
  /// Whether `updateConstraints()` runs at the next `updateConstraintsIfNeeded()`.
  var needsUpdateConstraints = false
  /// The layout engine of the hierarchy this view is the root of, made by the first layout
  /// pass that finds constraints under it.
  var engine: LayoutEngine?
  /// Whether the hierarchy this view is the root of changed structure since a layout pass last
  /// walked it (see ``LayoutEngine/structureDidChange(in:)``). While false, a pass skips the
  /// walk: it uses the root's engine as it is, or — without an engine, when the walk found no
  /// constraints — returns at once. Only a root's value is read.
  var needsStructureUpdate = true
  /// Whether `intrinsicContentSize` or a content priority changed since the layout engine last
  /// read them (`invalidateIntrinsicContentSize()`).
  var needsIntrinsicContentSizeUpdate = false
  /// Storage for `setContentHuggingPriority(_:for:)`; absent axes use `.defaultLow`.
  var contentHuggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  /// Storage for `setContentCompressionResistancePriority(_:for:)`; absent axes use `.defaultHigh`.
  var compressionResistancePriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  /// The content-size constraints the engine made from `intrinsicContentSize` (UIKit's
  /// `NSContentSizeLayoutConstraint`s), see `UIView+ContentSizeConstraints.swift`.
  var contentSizeConstraints: ContentSizeConstraints?
  /// `isHidden` while a stack view keeps this arranged subview drawn until the animation that
  /// hid it completes.
  var pendingHidden: Bool?
  /// Storage for `semanticContentAttribute`.
  var semanticContentAttribute = UISemanticContentAttribute.unspecified
  /// The ``LayoutEngine/inputGeneration`` at the start of the last layout pass of the
  /// hierarchy this view is the root of (see `UIView.layoutIfNeeded()`).
  var laidOutGeneration = -1
  /// Storage for `traitOverrides`.
  var traitOverrides = UITraitOverrides()
  /// The handlers registered with `registerForTraitChanges(_:handler:)`.
  var traitRegistrations: TraitRegistrations?
  /// A window's own traits and what they were derived from (see `UIWindow.windowTraits`).
  var cachedWindowTraits: (key: WindowTraitsKey, traits: UITraitCollection)?
}

extension AutoLayoutState {
  /// Whether the view can take part in its hierarchy's Auto Layout: it has constraints
  /// installed, is laid out by constraints, has been a constraint's item, owns layout guides
  /// or is the root of an engine.
  var takesPartInAutoLayout: Bool {
    !constraints.isEmpty || !translatesAutoresizingMaskIntoConstraints || isConstraintItem || !margins.guides.isEmpty
      || engine != nil
  }
}

extension UIView {
  /// Whether this view or one of its descendants can take part in Auto Layout (see
  /// ``AutoLayoutState/takesPartInAutoLayout``). A subtree for which this is false is laid out
  /// by frames only: adding it to a hierarchy, moving or removing it changes nothing an engine
  /// holds, so it is no structural change.
  var subtreeTakesPartInAutoLayout: Bool {
    if let state = autoLayoutState, state.takesPartInAutoLayout { return true }
    for subview in subviews where subview.subtreeTakesPartInAutoLayout { return true }
    return false
  }

  /// The view's Auto Layout state, created on first use.
  var autoLayout: AutoLayoutState {
    if let autoLayoutState { return autoLayoutState }
    let state = AutoLayoutState()
    autoLayoutState = state
    return state
  }
}
