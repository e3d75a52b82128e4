import Foundation

/// A rectangle on screen, backed by a ``CALayer`` that stores its geometry and appearance, as
/// UIKit's `UIView`.
///
/// Geometry is stored as UIKit stores it: `center` (the layer's `position`), `bounds` and
/// `transform`; `frame` is derived. Inside a `UIView.animate` block the animatable properties
/// (`frame`, `bounds`, `center`, `transform`, `alpha`, `backgroundColor`, and the layer's
/// `cornerRadius` and border) take their new model value at once and animate their
/// presentation.
///
/// A view is a ``UIResponder`` (and so an `NSObject`, equal and hashed by identity): its
/// ``next`` responder is the controller whose root view it is, else its superview.
@preconcurrency @MainActor
open class UIView: UIResponder {
  /// The layer the view was created with (an instance of `layerClass`).
  let backingLayer: CALayer

  /// The backing layer, as `layer`: an instance of the class's `layerClass`, made once in
  /// `init(frame:)`. A subclass may override it with a narrower type, as iOS code writes
  /// `override var layer: CAGradientLayer { super.layer as! CAGradientLayer }`.
  open var layer: CALayer { backingLayer }

  /// The view this view is a subview of, as `superview` (nil once that view is gone, as UIKit's
  /// weak reference): read through the superview's `ViewReference` (see there why not `weak`).
  public private(set) var superview: UIView? {
    get { superviewReference?.view }
    set { superviewReference = newValue?.selfReference }
  }
  /// Storage for ``superview``.
  private var superviewReference: ViewReference?
  /// This view's non-owning reference, held by its layer (`delegate`), its subviews
  /// (`superview`) and constraints (their items) instead of weak references; cleared in
  /// `deinit`.
  let selfReference = ViewReference()
  public private(set) var subviews: [UIView] = []
  /// An integer to find the view by, as `tag`.
  open var tag = 0
  /// A string that identifies the view to tests, as `UIAccessibilityIdentification`'s
  /// `accessibilityIdentifier` (default nil). A scene file's view `id` sets it; rendering
  /// errors and motion records (`Stage.recordMotion()`) name the view by it.
  open var accessibilityIdentifier: String?
  /// Whether the view takes part in hit-testing (for scripted touches; default true).
  open var isUserInteractionEnabled = true
  /// Whether the view receives every touch of a multi-touch sequence, as
  /// `isMultipleTouchEnabled` (default false: only the first touch down on the view reaches
  /// its `touchesBegan(_:with:)`…; its gesture recognizers receive every touch either way).
  open var isMultipleTouchEnabled = false
  /// Whether the view tracks touches exclusively in its window, as UIKit's `isExclusiveTouch`
  /// (default false): a finger going down on an exclusive view is delivered to it only if no
  /// other view in the window is tracking a finger, and a finger going down on any other view
  /// is delivered only if no exclusive view is tracking one. Gesture recognizers ignore it, as
  /// on iOS.
  open var isExclusiveTouch = false
  /// Whether the next layout pass runs `layoutSubviews()` (`setNeedsLayout()`).
  /// `@exclusivity(unchecked)`: a plain flag the layout pass reads for every view of every
  /// frame, set and cleared on the main actor with no access held across a call (a dynamic
  /// exclusivity check each read would cost more than the read; see `CALayer`'s properties).
  @exclusivity(unchecked) var needsLayout = true
  /// The view's Auto Layout state (installed constraints, flags), created on first use; see
  /// `AutoLayout/`.
  var autoLayoutState: AutoLayoutState?
  /// The controller whose root view this is (UIKit's private `_viewDelegate`).
  weak var owningViewController: UIViewController?
  /// Storage for `gestureRecognizers`.
  var attachedGestureRecognizers: [UIGestureRecognizer] = []
  /// Whether `draw(_:)` runs before the view is next drawn (`setNeedsDisplay()`).
  var needsDisplay = true
  /// What the last `draw(_:)` recorded (the layer's backing store), nil when it drew nothing.
  var drawnContent: Picture?
  /// Storage for `tintColor` (nil: inherited).
  var storedTintColor: UIColor?
  /// Storage for `tintAdjustmentMode` (`.automatic`: inherited).
  var storedTintAdjustmentMode = TintAdjustmentMode.automatic
  /// How many presentations currently dim this view's tint (see `UIView+Tint.swift`).
  var presentationDimCount = 0
  /// How the view resizes when its superview's bounds change, as `autoresizingMask`
  /// (default none). See `UIView+Autoresizing.swift`.
  open var autoresizingMask: AutoresizingMask = []
  /// Whether the view resizes its subviews by their `autoresizingMask` when its bounds change
  /// size, as `autoresizesSubviews` (default true).
  open var autoresizesSubviews = true
  /// Whether the view declares itself fully opaque, as `isOpaque` (default true, as in UIKit).
  /// UIKit uses it as a drawing hint only: an opaque view with a translucent background is
  /// still composited with what is behind it, and so it is here.
  open var isOpaque = true

  /// Creates a view whose frame is `frame`, as `init(frame:)`.
  public init(frame: CGRect) {
    backingLayer = Self.makeBackingLayer()
    super.init()
    selfReference.view = self
    layer.delegate = self
    layer.bounds = CGRect(origin: .zero, size: frame.size)
    layer.position = CGPoint(x: frame.midX, y: frame.midY)
    if Self.requiresConstraintBasedLayout { requireConstraintBasedLayout() }
  }

  /// The class of the layer every view of this class is created with, as `layerClass`
  /// (default `CALayer`). A subclass overrides it to be backed by another kind of layer —
  /// `CAGradientLayer`, `CAShapeLayer`, `CATextLayer`, `CAReplicatorLayer`, `CAEmitterLayer`
  /// or a `CALayer` subclass of its own — which the view then draws and animates as that
  /// layer: `(layer as! CAShapeLayer).path = …`. Read once per view, in `init(frame:)`.
  ///
  /// - Precondition: the class is `CALayer` or a subclass (UIKit crashes otherwise; here the
  ///   trap names the view class and the class it returned).
  open class var layerClass: AnyClass { CALayer.self }

  /// A new instance of `layerClass`, through its `init()` (see
  /// ``CALayer/init(instantiatingLayerClass:)``).
  private static func makeBackingLayer() -> CALayer {
    let named: AnyClass = layerClass
    guard let layerType = named as? CALayer.Type else {
      preconditionFailure("UIView.layerClass: \(Self.self).layerClass is \(named), which is not a CALayer subclass")
    }
    return layerType.init(instantiatingLayerClass: ())
  }

  /// Creates a view with a zero frame, as `init()` (which calls `init(frame:)`, so a
  /// subclass that overrides `init(frame:)` is initialised through it).
  public override convenience init() { self.init(frame: .zero) }

  /// - Note: UIKit difference: there are no nibs or storyboards; this initializer traps.
  public required init?(coder: NSCoder) {
    preconditionFailure("UIView.init(coder:): HeadlessUIKit has no nibs or storyboards; use init(frame:)")
  }

  // The view's references (its layer's `delegate`, its subviews' `superview`, constraints'
  // items) read nil from here on, as weak references to it would.
  deinit { selfReference.view = nil }

  // MARK: Geometry

  /// The view's centre in its superview's coordinate space (the layer's `position`).
  open var center: CGPoint {
    get { layer.position }
    set { layer.position = newValue }
  }

  /// The view's own coordinate space (the layer's `bounds`).
  open var bounds: CGRect {
    get { layer.bounds }
    set {
      let oldSize = layer.bounds.size
      layer.bounds = newValue
      setNeedsLayout()
      if oldSize != newValue.size {
        if contentMode == .redraw { setNeedsDisplay() }
        if autoresizesSubviews { resizeSubviews(withOldSize: oldSize) }
      }
    }
  }

  /// The view's transform about its centre: the affine part of the layer's `transform`;
  /// setting it sets the layer's `transform` to `CATransform3DMakeAffineTransform(newValue)`,
  /// as UIKit does.
  open var transform: CGAffineTransform {
    get { layer.affineTransform() }
    set { layer.setAffineTransform(newValue) }
  }

  /// The shape UIKit Dynamics collides this view as, as `collisionBoundsType` (iOS 9; the
  /// `UIDynamicItem` requirement): `.rectangle` by default; subclasses override it to return
  /// `.ellipse` or `.path` (see `Dynamics/`).
  open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

  /// The convex collision polygon used when `collisionBoundsType` is `.path`, as
  /// `collisionBoundingPath`: (0, 0) is the view's centre. The default is the bounds rectangle
  /// around the centre.
  open var collisionBoundingPath: UIBezierPath {
    let size = bounds.size
    return UIBezierPath(rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
  }

  /// The layer's 3D transform, as `transform3D` (iOS 13).
  open var transform3D: CATransform3D {
    get { layer.transform }
    set { layer.transform = newValue }
  }

  /// The view's rectangle in its superview: derived from `center`, `bounds.size` and
  /// `transform` (the bounding box of the transformed bounds when not identity).
  ///
  /// Setting it sets `center` and `bounds.size`; as in UIKit, setting a frame while the
  /// transform is not the identity gives results relative to the untransformed size.
  open var frame: CGRect {
    get {
      let size = layer.bounds.size
      let anchor = layer.anchorPoint
      let local = CGRect(x: -size.width * anchor.x, y: -size.height * anchor.y, width: size.width, height: size.height)
      return local.applying(
        layer.affineTransform().concatenating(CGAffineTransform(translationX: center.x, y: center.y)))
    }
    set {
      let anchor = layer.anchorPoint
      bounds = CGRect(origin: bounds.origin, size: newValue.size)
      center = CGPoint(
        x: newValue.minX + newValue.width * anchor.x, y: newValue.minY + newValue.height * anchor.y)
    }
  }

  // MARK: Appearance

  /// Opacity 0…1 of the view and its subviews, drawn as one group (the layer's `opacity`).
  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(newValue) }
  }

  /// Whether the view is hidden (the layer's `isHidden`). An arranged subview of a
  /// `UIStackView` collapses when hidden; hidden inside an animation block it stays drawn
  /// until the animation completes, as on iOS.
  open var isHidden: Bool {
    get { autoLayoutState?.pendingHidden ?? layer.isHidden }
    set {
      if let stack = superview as? UIStackView, stack.arranges(self) {
        stack.arrangedSubview(self, setHidden: newValue)
      } else {
        layer.isHidden = newValue
      }
    }
  }

  /// The background fill, drawn with the layer's corner radius; nil draws nothing.
  open var backgroundColor: UIColor? {
    get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
    set { layer.backgroundColor = newValue?.cgColor }
  }

  /// A view whose alpha masks this view, as `mask` (its layer becomes the layer's `mask`; the
  /// mask view is not part of the hierarchy).
  open var mask: UIView? {
    didSet { layer.mask = mask?.layer }
  }

  /// How content (an image view's image) is placed in the bounds, as `contentMode`
  /// (default `.scaleToFill`).
  open var contentMode: ContentMode = .scaleToFill

  /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// The window the view is in, if any.
  open var window: UIWindow? {
    var node: UIView? = self
    while let current = node {
      if let window = current as? UIWindow { return window }
      node = current.superview
    }
    return nil
  }

  // MARK: Drawing

  /// Draws the view's content into the current graphics context (`UIGraphicsGetCurrentContext()`),
  /// in the view's bounds coordinates, as `draw(_:)`; does nothing by default.
  ///
  /// As in UIKit, it is called before the view is first drawn and again after
  /// `setNeedsDisplay()` (and after a resize when `contentMode` is `.redraw`), never every
  /// frame: what it draws is kept as the view's content, drawn after the background and before
  /// the subviews, and stretched by `contentMode` while the bounds differ from the size it was
  /// drawn at. `rect` is the whole bounds.
  open func draw(_ rect: CGRect) {}

  /// Marks the view's content to be drawn again (`draw(_:)`) before it is next shown, as
  /// `setNeedsDisplay()`.
  open func setNeedsDisplay() { needsDisplay = true }

  /// Marks `invalidRect` for redrawing, as `setNeedsDisplay(_:)` (the whole bounds are drawn
  /// again).
  open func setNeedsDisplay(_ invalidRect: CGRect) { setNeedsDisplay() }

  // MARK: Tint (see UIView+Tint.swift)

  /// The view's tint, as `tintColor`: the first colour set on the view or an ancestor, else
  /// `systemBlue`; while `tintAdjustmentMode` is `.dimmed` it returns a desaturated, dimmed
  /// version. Setting nil goes back to inheriting. A change calls `tintColorDidChange()` on the
  /// view and on every descendant that inherits it.
  open var tintColor: UIColor! {
    get { resolvedTintColor }
    set { setTintColor(newValue) }
  }

  /// The view's tint adjustment mode, as `tintAdjustmentMode`: the first value other than
  /// `.automatic` on the view or an ancestor, else `.normal` (it never returns `.automatic`). A
  /// modal presentation that leaves its presenter on screen (`.popover`, `.formSheet`,
  /// `.pageSheet`) dims the presenting view hierarchy while shown, as UIKit does. A change of
  /// the effective mode calls `tintColorDidChange()` on the affected views.
  ///
  /// - Note: UIKit difference: the presentation dims and undims the tint at once when the
  ///   transition begins (UIKit animates it alongside the transition).
  open var tintAdjustmentMode: TintAdjustmentMode {
    get { resolvedTintAdjustmentMode }
    set { setTintAdjustmentMode(newValue) }
  }

  /// Called when the view's `tintColor` or effective `tintAdjustmentMode` changed — set on the
  /// view, on an ancestor it inherits from, or by moving it under a different tint — as
  /// `tintColorDidChange()`. Does nothing by default; override to refresh what uses the tint.
  open func tintColorDidChange() {}

  // MARK: Layout

  /// Marks the view for layout in the next tick's layout pass, as `setNeedsLayout()`.
  open func setNeedsLayout() {
    needsLayout = true
    LayoutEngine.inputDidChange()
  }

  /// Lays out the view and its subviews now if marked, as `layoutIfNeeded()`. When the view
  /// hierarchy has constraints, UIKit's order is kept: `updateConstraintsIfNeeded()` on the
  /// hierarchy, then the constraints are solved, then top-down each view's constraint-laid-out
  /// subviews take their solved frames before its `layoutSubviews()` runs. Frames set here
  /// inside a `UIView.animate` block animate (the canonical constraint animation).
  ///
  /// A safe area or margins guide whose insets changed with the new frames moves, and the
  /// frames are applied again (at most four times), as UIKit lays out again after a safe area
  /// or margin change.
  ///
  /// A pass on a hierarchy's root when nothing changed since its last pass (no view marked for
  /// layout, moved or resized, no constraint changed: `LayoutEngine.inputGeneration`) returns
  /// at once, as UIKit's does when no layer needs layout.
  open func layoutIfNeeded() {
    let engine = LayoutEngine.prepare(forLayoutOf: self)
    let generation = LayoutEngine.inputGeneration
    let isRoot = superview == nil
    if isRoot, autoLayoutState?.laidOutGeneration == generation { return }
    // UIKit updates traits before layout: overridden traits and registered handlers.
    if TraitChanges.hasWork { TraitChanges.deliver() }
    layoutSubtree(engine: engine)
    if let engine {
      for _ in 0..<4 where engine.refreshGuideInsets() { layoutSubtree(engine: engine) }
    }
    // What the pass itself changed (frames it set) is seen by the next pass, which then finds
    // nothing to do.
    if isRoot { autoLayout.laidOutGeneration = generation }
  }

  /// One view's step of the layout pass, in UIKit's order: the owning controller's
  /// `viewWillLayoutSubviews()` (constraints it changes take effect in this pass), the
  /// constraint-laid-out subviews take their solved frames, `layoutSubviews()`, the controller's
  /// `viewDidLayoutSubviews()`; then the subviews, top-down.
  private func layoutSubtree(engine: LayoutEngine?) {
    var engine = engine
    let laysOut = needsLayout
    if laysOut, let controller = owningViewController {
      controller.viewWillLayoutSubviews()
      if LayoutEngine.isInUse { engine = LayoutEngine.prepare(forLayoutOf: self) }
    }
    engine?.applyFrames(toSubviewsOf: self)
    if laysOut {
      needsLayout = false
      layoutSubviews()
      owningViewController?.viewDidLayoutSubviews()
    }
    for subview in subviews { subview.layoutSubtree(engine: engine) }
  }

  /// Whether the view's frame is fixed by constraints made from its current frame (UIKit's
  /// autoresizing-mask constraints), as `translatesAutoresizingMaskIntoConstraints`: true for
  /// views made in code, as in UIKit; set it to false to position the view with constraints.
  ///
  /// - Note: UIKit difference: a view that keeps it true is fixed at its current frame whatever
  ///   its `autoresizingMask`; the mask itself still resizes it when its superview's bounds
  ///   change size, and the next layout pass fixes it at the resized frame.
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { autoLayoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
    set {
      guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
      autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
      if !newValue { LayoutEngine.isInUse = true }
      LayoutEngine.structureDidChange(in: self)
      (superview ?? self).setNeedsLayout()
    }
  }

  /// Override to add or update this view's constraints; called by `updateConstraintsIfNeeded()`
  /// (and so by the layout pass) after `setNeedsUpdateConstraints()`, subviews before their
  /// superview, as `updateConstraints()`. Does nothing by default; call super last, as in UIKit.
  open func updateConstraints() {}

  /// Whether views of this class need constraint-based layout, as UIKit's
  /// `requiresConstraintBasedLayout` (default false): a class that returns true has its
  /// `updateConstraints()` called at the first layout pass even if nothing called
  /// `setNeedsUpdateConstraints()`, so it can create its constraints there.
  open class var requiresConstraintBasedLayout: Bool { false }

  /// The size of the view that best satisfies its constraints and the content sizes of the
  /// views inside it, as near `targetSize` as the fitting priorities allow, as UIKit's
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`: the
  /// view's width is held to `targetSize.width` at `horizontalFittingPriority` and its height
  /// at `verticalFittingPriority` (`.required` fixes a dimension, `.fittingSizeLevel` lets the
  /// content decide); constraints to views outside it are ignored. The view is not resized.
  /// Self-sizing cells override it.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    LayoutEngine.fittingSize(
      of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
  }

  /// The size of the view that best satisfies its constraints, as near `targetSize` as they
  /// allow at `.fittingSizeLevel` in both dimensions, as UIKit's `systemLayoutSizeFitting(_:)`
  /// (pass `UIView.layoutFittingCompressedSize` for the smallest size,
  /// `layoutFittingExpandedSize` for the largest).
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }

  // MARK: Content size (Auto Layout reads these; see UIView+IntrinsicContentSize.swift)

  /// The natural size of the view's content, as UIKit's `intrinsicContentSize`: a plain view
  /// has none (`noIntrinsicMetric` in both dimensions); labels, buttons and image views report
  /// the size of their text or image. Auto Layout keeps a view with an intrinsic size at that
  /// size with its content hugging and compression resistance priorities. Override it in a
  /// subclass and call `invalidateIntrinsicContentSize()` when it changes.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Tells the layout system that `intrinsicContentSize` changed, as UIKit's
  /// `invalidateIntrinsicContentSize()`: the next layout pass reads it again and re-solves the
  /// constraints of the view's hierarchy (incrementally: the view's content-size constraints
  /// change their constants; nothing is rebuilt).
  open func invalidateIntrinsicContentSize() {
    contentSizeInputsDidChange()
    if let stack = superview as? UIStackView, stack.arranges(self) { stack.arrangedSubviewContentSizeDidChange() }
    (superview ?? self).setNeedsLayout()
  }

  /// The size that best fits `size`, as UIKit's `sizeThatFits(_:)`: the default returns the
  /// view's current size; labels, buttons and image views return the size of their content.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its frame's origin, as
  /// UIKit's `sizeToFit()`.
  open func sizeToFit() {
    let origin = frame.origin
    frame = CGRect(origin: origin, size: sizeThatFits(bounds.size))
  }

  /// How strongly the view resists growing beyond its intrinsic size on `axis`, as UIKit's
  /// `contentHuggingPriority(for:)`: 250 (`.defaultLow`) unless set.
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    autoLayoutState?.contentHuggingPriorities[axis] ?? .defaultLow
  }

  /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`, as UIKit's
  /// `setContentHuggingPriority(_:for:)`.
  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    autoLayout.contentHuggingPriorities[axis] = priority
    contentSizeInputsDidChange()
    (superview ?? self).setNeedsLayout()
  }

  /// How strongly the view resists shrinking below its intrinsic size on `axis`, as UIKit's
  /// `contentCompressionResistancePriority(for:)`: 750 (`.defaultHigh`) unless set.
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    autoLayoutState?.compressionResistancePriorities[axis] ?? .defaultHigh
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`, as
  /// UIKit's `setContentCompressionResistancePriority(_:for:)`.
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    autoLayout.compressionResistancePriorities[axis] = priority
    contentSizeInputsDidChange()
    (superview ?? self).setNeedsLayout()
  }

  // MARK: Layout margins (see AutoLayout/UIView+LayoutMargins.swift)

  /// The space to leave between the view's edges and its content, as `layoutMargins`: the
  /// margins in effect (what `layoutMarginsGuide` and the margin attributes use). By default
  /// 8 points on each side; a view controller's root view has its controller's
  /// `systemMinimumLayoutMargins` (0 top and bottom, 16 or 20 at the sides by size class).
  /// While `insetsLayoutMarginsFromSafeArea` is true the view's `safeAreaInsets` are added;
  /// while `preservesSuperviewLayoutMargins` is true each margin grows to keep content inside
  /// the superview's margins. Setting it sets `directionalLayoutMargins` (left is leading,
  /// or trailing when the view's `effectiveUserInterfaceLayoutDirection` is right to left).
  open var layoutMargins: UIEdgeInsets {
    get { effectiveLayoutMargins }
    set { setLayoutMargins(newValue.directional(in: effectiveUserInterfaceLayoutDirection)) }
  }

  /// The layout margins in leading/trailing terms, as `directionalLayoutMargins`; reading it
  /// gives the margins in effect, as `layoutMargins` does. Leading is the left margin, or the
  /// right one when the view's `effectiveUserInterfaceLayoutDirection` is right to left.
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { effectiveLayoutMargins.directional(in: effectiveUserInterfaceLayoutDirection) }
    set { setLayoutMargins(newValue) }
  }

  /// Whether the view's margins grow to keep its content inside its superview's margins, as
  /// `preservesSuperviewLayoutMargins` (default false).
  open var preservesSuperviewLayoutMargins: Bool {
    get { autoLayoutState?.margins.preservesSuperviewLayoutMargins ?? false }
    set { updateMarginSettings { $0.preservesSuperviewLayoutMargins = newValue } }
  }

  /// Whether the view's margins are measured from its safe area rather than its bounds, as
  /// `insetsLayoutMarginsFromSafeArea` (default true).
  open var insetsLayoutMarginsFromSafeArea: Bool {
    get { autoLayoutState?.margins.insetsLayoutMarginsFromSafeArea ?? true }
    set { updateMarginSettings { $0.insetsLayoutMarginsFromSafeArea = newValue } }
  }

  /// Called when the view's layout margins in effect change — set, or moved by a safe area
  /// or superview change the layout pass notices — as `layoutMarginsDidChange()`. Does
  /// nothing by default.
  open func layoutMarginsDidChange() {}

  /// Override to position subviews; called by the layout pass after bounds changes.
  open func layoutSubviews() {}

  /// Called after the view's traits changed (its window was resized across a size-class
  /// boundary), as `traitCollectionDidChange(_:)`; does nothing by default.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: Hit-testing and touches (UIResponder), override points as in UIKit

  /// The deepest visible, interactive descendant (or self) containing `point` (in this view's
  /// coordinates), as `hitTest(_:with:)`: hidden views, views with user interaction disabled
  /// and views with alpha below 0.01 are skipped, later subviews are tested first. Model values
  /// (not the animating presentation) are used, as on iOS, except for a view that a
  /// `UIViewPropertyAnimator` is animating: it is tested where it is drawn unless the animator's
  /// `isManualHitTestingEnabled` is set, and skipped while the animator's
  /// `isUserInteractionEnabled` is false.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
      return nil
    }
    for subview in subviews.reversed() {
      guard let local = subview.hitTestPoint(fromSuperview: point) else { continue }
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

  /// Whether `point` (in this view's coordinates) is inside `bounds`, as `point(inside:with:)`.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// The next responder, as UIKit's `UIView.next`: the view controller whose root view this
  /// is, else the superview. Touches the view does not handle (`touchesBegan(_:with:)` and the
  /// others, declared on ``UIResponder``) go there.
  open override var next: UIResponder? {
    if let owningViewController { return owningViewController }
    return superview
  }

  // MARK: Hierarchy hooks (override points, as in UIKit)

  open func willMove(toSuperview newSuperview: UIView?) {}
  open func didMoveToSuperview() {}
  open func willMove(toWindow newWindow: UIWindow?) {}
  open func didMoveToWindow() {}
  open func didAddSubview(_ subview: UIView) {}
  open func willRemoveSubview(_ subview: UIView) {}

  // MARK: Hierarchy storage

  func attach(_ view: UIView, at index: Int) {
    precondition(view !== self, "UIView.addSubview: a view cannot be its own subview")
    precondition(!isDescendant(of: view), "UIView.addSubview: adding a superview as a subview would make a cycle")
    LayoutEngine.subtreeDidMove(view, in: self)
    let oldWindow = view.window
    let newWindow = window
    if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: current)
      let target = min(index > current ? index - 1 : index, subviews.count)
      subviews.insert(view, at: target)
      placeLayer(of: view, at: target)
      return
    }
    if oldWindow !== newWindow {
      view.resignFirstResponder(leaving: oldWindow)
      view.notifyWillMove(toWindow: newWindow)
    }
    let oldTint = view.effectiveTint
    view.willMove(toSuperview: self)
    view.detachFromSuperview()
    let target = min(max(index, 0), subviews.count)
    subviews.insert(view, at: target)
    view.superview = self
    placeLayer(of: view, at: target)
    view.didMoveToSuperview()
    view.notifyTintChange(from: oldTint)
    didAddSubview(view)
    if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
    setNeedsLayout()
  }

  /// Puts the subview's layer before the layer of the subview that follows it, so the layer
  /// order matches `subviews` while stand-alone sublayers keep their places.
  private func placeLayer(of view: UIView, at index: Int) {
    view.layer.removeFromSuperlayer()
    if index + 1 < subviews.count, let next = layer.sublayers?.firstIndex(where: { $0 === subviews[index + 1].layer }) {
      layer.insertSublayer(view.layer, at: UInt32(next))
    } else {
      layer.addSublayer(view.layer)
    }
  }

  func detachFromSuperview() {
    guard let parent = superview else { return }
    removeConstraintsReferringToSubtree(leaving: parent)
    // Both hierarchies change: the one the view leaves and the one it now roots.
    LayoutEngine.subtreeDidMove(self, in: parent)
    parent.willRemoveSubview(self)
    parent.subviews.removeAll { $0 === self }
    layer.removeFromSuperlayer()
    superview = nil
    LayoutEngine.subtreeDidMove(self, in: self)
  }

  private func notifyWillMove(toWindow newWindow: UIWindow?) {
    willMove(toWindow: newWindow)
    for subview in subviews { subview.notifyWillMove(toWindow: newWindow) }
  }

  private func notifyDidMoveToWindow() {
    didMoveToWindow()
    for subview in subviews { subview.notifyDidMoveToWindow() }
  }
}
