import Foundation

/// A Core Animation layer: the model values of a rectangle's geometry and appearance, its
/// sublayers, and the animations that make its presentation differ from its model.
///
/// Every `UIView` is backed by a layer and stores its geometry there (`center` is `position`,
/// `alpha` is `opacity`, …). Inside a `UIView` animation block, changing a property of a
/// view-backed layer records an additive animation, exactly as UIKit's layer delegate does.
///
/// Stand-alone layers (not backing a view) animate property changes implicitly, with the
/// current `CATransaction`'s duration and timing function, unless actions are disabled.
///
/// Layers keep Core Animation time: `t_local = (t_parent − beginTime) × speed + timeOffset`,
/// applied down the tree, so a layer with `speed = 0` freezes its subtree's animations.
///
/// As in the SDK the class is nonisolated and not `Sendable`: code on any thread may create and
/// configure layers, build layer trees, add and remove animations and change animatable
/// properties (Swift 6 mode gives no diagnostic). What reaches the model's main-actor animation
/// engine — adding and removing animations, a tree member's implicit animation — runs at once
/// on the main actor and, on another thread, is recorded in that thread's `CATransaction` and
/// applied on the main actor when it commits, as Core Animation's per-thread transactions do
/// (see `ThreadTransaction`, and its note on layers already on screen).
///
/// - Note: UIKit difference: a view's backing layer and `render(in:)` still need the main actor
///   (they reach UIKit's views), and trap elsewhere naming the API.
open class CALayer: CAMediaTiming {
  /// The view this layer backs, if any (UIKit's layer delegate): nil once the view is gone, as
  /// UIKit's weak reference. Read through the view's `ViewReference` (see there why not
  /// `weak`).
  public internal(set) var delegate: UIView? {
    get { delegateReference?.view }
    set { delegateReference = newValue?.selfReference }
  }
  /// Storage for ``delegate``.
  private var delegateReference: ViewReference?
  public private(set) weak var superlayer: CALayer?
  public private(set) var sublayers: [CALayer]? = nil
  /// The provenance the layer's display items carried last (see `CALayer+DisplayItemSource.swift`).
  var cachedDisplayItemSource: DisplayItemSource?
  /// Attached animations in the order they were added.
  private(set) var entries: [AnimationEntry] = [] {
    didSet {
      animatedProperties = entries.reduce(into: LayerPropertySet()) { $0.formUnion($1.properties) }
      hasAnimations = !entries.isEmpty
    }
  }
  /// Whether ``entries`` is non-empty, read without an exclusivity check (the display list
  /// builder asks every layer of every frame whether a transition is running).
  @exclusivity(unchecked) private(set) var hasAnimations = false
  /// Every property an attached animation touches (the union of the entries' sets).
  @exclusivity(unchecked) private(set) var animatedProperties = LayerPropertySet()
  private var keyCounter = 0

  // `@exclusivity(unchecked)` on the plain-value properties below (numbers, points, rects,
  // transforms, flags; no references, no arrays): the display list builder and the animation
  // timing read them for every layer on every frame, and each read of a class's stored
  // property otherwise costs a dynamic exclusivity check (a third of a model tick's
  // instructions). Why skipping it is safe: a layer is not `Sendable` (one thread uses it at
  // a time; a tree's, the main actor), nothing here holds a write access to one of these
  // across a call that could read it, and a missed overlap on a plain value could only read
  // a stale number — never free memory, as an overlap on a reference or an array could.

  // MARK: Layer time (CAMediaTiming)

  @exclusivity(unchecked) open var beginTime: CFTimeInterval = 0
  /// A layer has no duration of its own; kept for `CAMediaTiming`.
  @exclusivity(unchecked) open var duration: CFTimeInterval = 0
  @exclusivity(unchecked) open var speed: Float = 1
  @exclusivity(unchecked) open var timeOffset: CFTimeInterval = 0
  @exclusivity(unchecked) open var repeatCount: Float = 0
  @exclusivity(unchecked) open var repeatDuration: CFTimeInterval = 0
  @exclusivity(unchecked) open var autoreverses = false
  open var fillMode: CAMediaTimingFillMode = .removed

  /// Creates a layer with Core Animation's default values, as `init()`.
  public init() {}

  /// Creates a layer holding `layer`'s model values, as Core Animation's `init(layer:)`: the
  /// geometry, appearance, shadow and timing properties are copied; the tree (superlayer,
  /// sublayers, mask, delegate) and the animations are not. A subclass that adds properties
  /// overrides it, calls `super.init(layer:)` and copies its own from `layer` (cast to its
  /// class), as on iOS; HeadlessUIKit's layer classes copy theirs.
  ///
  /// - Note: UIKit difference: `presentation()` returns a ``CALayerPresentation`` value computed
  ///   from the model and its animations rather than a layer copy, so HeadlessUIKit itself never
  ///   calls this initializer; code that calls it gets the copy Core Animation would make.
  /// - Precondition: `layer` is a `CALayer` (Core Animation's behaviour is undefined otherwise).
  public init(layer: Any) {
    guard let other = layer as? CALayer else {
      preconditionFailure("CALayer.init(layer:): expected a CALayer to copy, got \(type(of: layer))")
    }
    (beginTime, duration, speed, timeOffset) = (other.beginTime, other.duration, other.speed, other.timeOffset)
    (repeatCount, repeatDuration, autoreverses) = (other.repeatCount, other.repeatDuration, other.autoreverses)
    fillMode = other.fillMode
    (position, bounds, anchorPoint, anchorPointZ) = (
      other.position, other.bounds, other.anchorPoint, other.anchorPointZ
    )
    (transform, sublayerTransform, zPosition) = (other.transform, other.sublayerTransform, other.zPosition)
    (opacity, isHidden, masksToBounds, isDoubleSided) = (
      other.opacity, other.isHidden, other.masksToBounds, other.isDoubleSided
    )
    (backgroundColor, backgroundRGBA) = (other.backgroundColor, other.backgroundRGBA)
    (cornerRadius, maskedCorners) = (other.cornerRadius, other.maskedCorners)
    (borderWidth, borderColor, borderRGBA) = (other.borderWidth, other.borderColor, other.borderRGBA)
    (shadowColor, shadowRGBA, shadowOpacity) = (other.shadowColor, other.shadowRGBA, other.shadowOpacity)
    (shadowOffset, shadowRadius, shadowPath) = (other.shadowOffset, other.shadowRadius, other.shadowPath)
    (allowsEdgeAntialiasing, contentsScale) = (other.allowsEdgeAntialiasing, other.contentsScale)
  }

  /// Decoding a layer from an archive, as `init(coder:)` (`NSSecureCoding`'s requirement, so a
  /// subclass with initializers of its own declares it, as on iOS).
  ///
  /// - Note: UIKit difference: there are no archives, nibs or storyboards; this initializer traps.
  public required init?(coder: NSCoder) {
    preconditionFailure("CALayer.init(coder:): HeadlessUIKit has no archives; use init()")
  }

  /// Creates a layer of the receiving class through its `init()`: how a view makes the layer
  /// its `UIView.layerClass` names (UIKit sends `init` to the class; Swift needs a required
  /// initializer to construct a class it only knows at run time).
  ///
  /// Not UIKit API. A convenience initializer, so a subclass inherits it when it declares no
  /// designated initializer or overrides all three of `init()`, `init(layer:)` and
  /// `init?(coder:)`.
  /// - Note: UIKit difference: a subclass that declares `init()` but not `init(layer:)` does not
  ///   compile ("'required' initializer 'init(instantiatingLayerClass:)' must be provided"); add
  ///   the `init(layer:)` override iOS needs anyway (Core Animation calls it for presentation
  ///   copies, and traps at run time when it is missing).
  public required convenience init(instantiatingLayerClass: Void) { self.init() }

  // MARK: Model properties

  /// The layer's anchor point in its superlayer's coordinate space.
  @exclusivity(unchecked) public var position: CGPoint = .zero {
    didSet { modelDidChange(.position, from: oldValue, to: position, AnimatableValue.point) }
  }
  /// The layer's own coordinate space: origin and size in points.
  @exclusivity(unchecked) public var bounds: CGRect = .zero {
    didSet { modelDidChange(.bounds, from: oldValue, to: bounds, AnimatableValue.rect) }
  }
  /// The point of `bounds` (unit coordinates) that sits at `position` and about which the
  /// transform applies; default (0.5, 0.5).
  @exclusivity(unchecked) public var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
    didSet { modelDidChange(.anchorPoint, from: oldValue, to: anchorPoint, AnimatableValue.point) }
  }
  /// Opacity 0…1, applied to the layer and its sublayers as a group.
  @exclusivity(unchecked) public var opacity: Float = 1 {
    didSet { modelDidChange(.opacity, from: .scalar(CGFloat(oldValue)), to: .scalar(CGFloat(opacity))) }
  }
  @exclusivity(unchecked) public var isHidden = false
  public var backgroundColor: CGColor? {
    didSet {
      backgroundRGBA = backgroundColor?.rgba ?? .clear
      modelDidChange(
        .backgroundColor, from: .color(oldValue?.rgba ?? .clear), to: .color(backgroundColor?.rgba ?? .clear))
    }
  }
  /// The radius of the rounded corners of the background and border (clamped to half the
  /// shorter side when drawn, as Core Animation does).
  @exclusivity(unchecked) public var cornerRadius: CGFloat = 0 {
    didSet { modelDidChange(.cornerRadius, from: .scalar(oldValue), to: .scalar(cornerRadius)) }
  }
  /// Border width, drawn inside the bounds above the sublayers.
  @exclusivity(unchecked) public var borderWidth: CGFloat = 0 {
    didSet { modelDidChange(.borderWidth, from: .scalar(oldValue), to: .scalar(borderWidth)) }
  }
  /// Border colour; default opaque black, as Core Animation's.
  public var borderColor: CGColor? = CGColor(RGBA.black) {
    didSet {
      borderRGBA = borderColor?.rgba ?? .clear
      modelDidChange(.borderColor, from: .color(oldValue?.rgba ?? .clear), to: .color(borderColor?.rgba ?? .clear))
    }
  }
  // The colours' components as plain values (clear for nil), kept by the setters above: a
  // frame's presentation reads the three colours of every layer, and a read of a colour
  // property (a reference) is an exclusivity check and a retain.
  /// `backgroundColor`'s components.
  @exclusivity(unchecked) private(set) var backgroundRGBA = RGBA.clear
  /// `borderColor`'s components.
  @exclusivity(unchecked) private(set) var borderRGBA = RGBA.black
  /// `shadowColor`'s components.
  @exclusivity(unchecked) private(set) var shadowRGBA = RGBA.black
  /// Whether the content and sublayers are clipped to the bounds (with the corner radius).
  @exclusivity(unchecked) public var masksToBounds = false

  /// A layer whose alpha masks this layer and everything it draws (shadow included), as
  /// `mask`. It lives in this layer's bounds space and keeps no superlayer; its time is this
  /// layer's local time.
  public var mask: CALayer? {
    didSet {
      if oldValue !== mask { oldValue?.maskOwner = nil }
      precondition(mask !== self, "CALayer.mask: a layer cannot mask itself")
      mask?.maskOwner = self
    }
  }
  /// The layer this one masks (its time parent).
  weak var maskOwner: CALayer?
  /// Drawing order among siblings: higher is drawn later (on top); ties keep sublayer order.
  @exclusivity(unchecked) public var zPosition: CGFloat = 0 {
    didSet { modelDidChange(.zPosition, from: .scalar(oldValue), to: .scalar(zPosition)) }
  }

  /// Which corners `cornerRadius` rounds, as `maskedCorners` (default: all four).
  @exclusivity(unchecked) public var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]

  // MARK: Shadow

  /// The shadow colour, as `shadowColor` (default opaque black).
  public var shadowColor: CGColor? = CGColor(RGBA.black) {
    didSet {
      shadowRGBA = shadowColor?.rgba ?? .clear
      modelDidChange(.shadowColor, from: .color(oldValue?.rgba ?? .clear), to: .color(shadowColor?.rgba ?? .clear))
    }
  }
  /// The shadow's opacity 0…1, as `shadowOpacity` (default 0: no shadow).
  @exclusivity(unchecked) public var shadowOpacity: Float = 0 {
    didSet {
      modelDidChange(.shadowOpacity, from: .scalar(CGFloat(oldValue)), to: .scalar(CGFloat(shadowOpacity)))
    }
  }
  /// The shadow's offset in the layer's space, as `shadowOffset` (default (0, −3): Core
  /// Animation's macOS-born default points up on iOS).
  @exclusivity(unchecked) public var shadowOffset = CGSize(width: 0, height: -3) {
    didSet { modelDidChange(.shadowOffset, from: .size(oldValue), to: .size(shadowOffset)) }
  }
  /// The shadow's blur radius, as `shadowRadius` (default 3); the Gaussian's σ is
  /// `Shadow.sigmaPerRadius × shadowRadius`.
  @exclusivity(unchecked) public var shadowRadius: CGFloat = 3 {
    didSet { modelDidChange(.shadowRadius, from: .scalar(oldValue), to: .scalar(shadowRadius)) }
  }
  /// The shadow's outline, as `shadowPath` (filled with the non-zero rule); nil casts the
  /// shadow of the layer's composited content. Animatable point by point (both paths need the
  /// same elements) with explicit animations; like Core Animation, no implicit animation.
  public var shadowPath: CGPath?

  /// The layer's rectangle in its superlayer, derived from `position`, `bounds`, `anchorPoint`
  /// and the transform (the bounding box when transformed), as `frame`.
  public var frame: CGRect {
    get {
      let local = CGRect(
        x: -bounds.width * anchorPoint.x, y: -bounds.height * anchorPoint.y, width: bounds.width,
        height: bounds.height)
      return local.applying(
        affineTransform().concatenating(CGAffineTransform(translationX: position.x, y: position.y)))
    }
    set {
      bounds = CGRect(origin: bounds.origin, size: newValue.size)
      position = CGPoint(
        x: newValue.minX + newValue.width * anchorPoint.x, y: newValue.minY + newValue.height * anchorPoint.y)
    }
  }

  /// The layer's transform about its anchor point (`anchorPoint`, `anchorPointZ`), as
  /// `transform`: applied before moving the anchor to `position` (and `zPosition`); `m34`
  /// gives perspective.
  @exclusivity(unchecked) public var transform: CATransform3D = .identity {
    didSet { modelDidChange(.transform, from: oldValue, to: transform, AnimatableValue.transform) }
  }

  /// The transform applied to the sublayers, about this layer's anchor point, as
  /// `sublayerTransform` (the usual place for `m34` perspective shared by several sublayers).
  @exclusivity(unchecked) public var sublayerTransform: CATransform3D = .identity {
    didSet {
      modelDidChange(.sublayerTransform, from: .transform(oldValue), to: .transform(sublayerTransform))
    }
  }

  /// The anchor point's z coordinate, as `anchorPointZ` (default 0).
  @exclusivity(unchecked) public var anchorPointZ: CGFloat = 0 {
    didSet { modelDidChange(.anchorPointZ, from: .scalar(oldValue), to: .scalar(anchorPointZ)) }
  }

  /// Whether the layer is drawn when facing away from the viewer, as `isDoubleSided`
  /// (default true). A layer seen from behind (its flattened image mirrored) is skipped with
  /// its sublayers when false.
  @exclusivity(unchecked) public var isDoubleSided = true

  /// Whether the layer's edges are antialiased, as `allowsEdgeAntialiasing` (default false).
  ///
  /// As in Core Animation, a layer whose edges are not antialiased covers exactly the pixels
  /// whose centres lie inside its rectangle when it is drawn axis-aligned: two layers that meet
  /// at a fractional position share the pixel column between them with no gap (no seam of the
  /// background showing through). Rounded corners, rotated and projected layers keep smooth
  /// edges either way.
  /// - Note: UIKit difference: a rectangle thinner than a pixel still covers one pixel, so that
  ///   hairlines do not blink in and out while they move.
  @exclusivity(unchecked) public var allowsEdgeAntialiasing = false

  /// The pixels per point of the layer's backing store, as `contentsScale` (default 1).
  ///
  /// - Note: UIKit difference: every layer's content (text, shapes, gradients, particles) is
  ///   drawn as vectors at the output's scale, so the value changes nothing drawn; a layer is
  ///   never blurry for want of it.
  public var contentsScale: CGFloat = 1

  /// The affine part of `transform`, as `affineTransform()`.
  public func affineTransform() -> CGAffineTransform { transform.affineTransform }

  /// Sets `transform` to the 3D form of `m`, as `setAffineTransform(_:)`.
  public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

  // MARK: Sublayers

  /// Appends `layer` to the sublayers, removing it from its previous superlayer first.
  public func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
  }

  /// Inserts `layer` at `index` in the sublayers, as `insertSublayer(_:at:)`.
  public func insertSublayer(_ layer: CALayer, at index: UInt32) {
    precondition(layer !== self, "CALayer.insertSublayer: a layer cannot be its own sublayer")
    precondition(!isDescendant(of: layer), "CALayer.insertSublayer: adding an ancestor would make a cycle")
    layer.removeFromSuperlayer()
    // Inserted in place: copying the list for each insertion made n siblings cost O(n²).
    if sublayers == nil { sublayers = [] }
    sublayers!.insert(layer, at: min(Int(index), sublayers!.count))
    layer.superlayer = self
    layer.didMoveToSuperlayer()
  }

  /// Called after the layer joined a superlayer (an emitter layer starts emitting).
  func didMoveToSuperlayer() {}

  /// Detaches the layer from its superlayer, as `removeFromSuperlayer()`.
  public func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.sublayers?.removeAll { $0 === self }
    if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
    superlayer = nil
  }

  func isDescendant(of ancestor: CALayer) -> Bool {
    var node: CALayer? = self
    while let current = node {
      if current === ancestor { return true }
      node = current.superlayer
    }
    return false
  }

  // MARK: Animations

  /// Attaches a copy of `anim`, replacing the animation with the same key (which then stops
  /// with `finished == false`), as `add(_:forKey:)`. A `beginTime` of 0 means now; a
  /// `duration` of 0 means 0.25 s. A ``CATransition`` records the layer's current rendering
  /// as its old content and is stored under `"transition"`, as Core Animation does.
  ///
  /// - Precondition: a property animation names a key path HeadlessUIKit animates; called on the
  ///   main actor (see the type's isolation note).
  public func add(_ anim: CAAnimation, forKey key: String?) {
    guard MainActorCheck.isCurrent else {
      // Copied now, as Core Animation copies it when added; attached when the transaction commits.
      guard let copy = anim.copy() as? CAAnimation else {
        preconditionFailure("CAAnimation.copy() returned another type")
      }
      return ThreadTransaction.record((self, copy)) { $0.0.attachCopy(of: $0.1, forKey: key) }
    }
    onMainActor("CALayer.add(_:forKey:)", (self, anim)) { target in target.0.attachCopy(of: target.1, forKey: key) }
  }

  /// `add(_:forKey:)` on the main actor.
  @MainActor
  private func attachCopy(of anim: CAAnimation, forKey key: String?) {
    guard let copy = anim.copy() as? CAAnimation else {
      preconditionFailure("CAAnimation.copy() returned another type")
    }
    if let property = copy as? CAPropertyAnimation {
      let keyPath = property.keyPath.flatMap(LayerKeyPath.init)
      precondition(
        keyPath != nil,
        "CALayer.add(_:forKey:): key path '\(property.keyPath ?? "nil")' is not animatable in HeadlessUIKit")
      precondition(
        hasProperty(keyPath!.property),
        "CALayer.add(_:forKey:): \(type(of: self)) has no property '\(property.keyPath ?? "")' to animate")
    }
    copy.prepare(addedAt: localTime(forMediaTime: AnimationEngine.mediaTime))
    if let transition = copy as? CATransition {
      precondition(
        [.fade, .push, .moveIn, .reveal, .pageCurl, .pageUnCurl].contains(transition.type),
        "CALayer.add(_:forKey:): CATransition.type '\(transition.type.rawValue)' is not supported by HeadlessUIKit (fade, push, moveIn, reveal, pageCurl, pageUnCurl)"
      )
      // The old content: the rendering now, before the transition takes part in it.
      transition.oldContent = picture(scale: delegate?.snapshotScale ?? UIScreen.main.scale)
      return attach(copy, forKey: CATransition.key, observers: CATransaction.openGroups)
    }
    attach(copy, forKey: key, observers: CATransaction.openGroups)
  }

  /// The running transition and its progress at local time `time` (see ``CATransition``).
  func activeTransition(at time: TimeInterval) -> (CATransition, Double)? {
    guard hasAnimations,
      let transition = entries.last(where: { $0.animation is CATransition })?.animation as? CATransition,
      transition.oldContent != nil, let q = transition.transitionProgress(at: time)
    else { return nil }
    return (transition, q)
  }

  @MainActor
  func attach(_ animation: CAAnimation, forKey key: String?, observers: [AnimationGroup]) {
    if let key { removeAnimation(forKey: key) }
    keyCounter += 1
    let resolvedKey = key ?? "animation-\(keyCounter)"
    let keyPath = (animation as? CAPropertyAnimation)?.keyPath.flatMap(LayerKeyPath.init)
    let properties =
      (keyPath.map { LayerPropertySet($0.property) } ?? (animation as? CAAnimationGroup)?.animatedProperties ?? [])
      .union(animation.extraProperties)
    for group in observers { group.animationAdded() }
    entries.append(
      AnimationEntry(
        key: resolvedKey, animation: animation, keyPath: keyPath, properties: properties, observers: observers))
    AnimationEngine.track(self)
    if !TransitionMonitor.active.isEmpty { TransitionMonitor.animationAttached(animation, to: self) }
  }

  /// A unique key for a block animation of `property` ("position", then "position-2", …).
  func uniqueKey(for property: String) -> String {
    var key = property
    var n = 1
    while entries.contains(where: { $0.key == key }) {
      n += 1
      key = "\(property)-\(n)"
    }
    return key
  }

  /// The attached animation for `key`, as `animation(forKey:)`.
  public func animation(forKey key: String) -> CAAnimation? {
    entries.first { $0.key == key }?.animation
  }

  /// Detaches the animation for `key`; it stops with `finished == false`, as
  /// `removeAnimation(forKey:)`. Removing an attached animation notifies its delegate on the
  /// main actor (see the type's isolation note).
  public func removeAnimation(forKey key: String) {
    guard MainActorCheck.isCurrent else { return ThreadTransaction.record(self) { $0.removeAnimation(forKey: key) } }
    guard let index = entries.firstIndex(where: { $0.key == key }) else { return }
    onMainActor("CALayer.removeAnimation(forKey:)", self) { layer in
      let entry = layer.entries.remove(at: index)
      entry.stop(finished: false)
    }
  }

  /// Removes every animation, as `removeAllAnimations()`; they stop with `finished == false`
  /// (on the main actor when there are any, as `removeAnimation(forKey:)`).
  public func removeAllAnimations() {
    guard MainActorCheck.isCurrent else { return ThreadTransaction.record(self) { $0.removeAllAnimations() } }
    guard !entries.isEmpty else { return }
    onMainActor("CALayer.removeAllAnimations()", self) { layer in
      let removed = layer.entries
      layer.entries = []
      for entry in removed { entry.stop(finished: false) }
    }
  }

  /// The keys of the attached animations, as `animationKeys()`.
  public func animationKeys() -> [String]? {
    entries.isEmpty ? nil : entries.map(\.key)
  }

  /// Drops every animation without notifying anyone (a new timeline starts).
  func discardAnimations() { entries = [] }

  /// Sends start notifications and ends the animations whose active time is over at media time
  /// `t`. Returns whether anything changed.
  @MainActor
  func advanceAnimations(mediaTime t: CFTimeInterval) -> Bool {
    guard !entries.isEmpty else { return false }
    let now = localTime(forMediaTime: t)
    var changed = false
    for index in entries.indices where !entries[index].started && entries[index].animation.hasStarted(at: now) {
      entries[index].started = true
      entries[index].animation.delegate?.animationDidStart(entries[index].animation)
    }
    // Most ticks end nothing: look before rewriting the list.
    guard entries.indices.contains(where: { !entries[$0].stopped && entries[$0].animation.hasEnded(at: now) }) else {
      return false
    }
    var ended: [AnimationEntry] = []
    entries.removeAll { entry in
      guard !entry.stopped, entry.animation.hasEnded(at: now) else { return false }
      ended.append(entry)
      return entry.animation.isRemovedOnCompletion
    }
    for entry in ended {
      changed = true
      if let kept = entries.firstIndex(where: { $0.animation === entry.animation }) { entries[kept].stopped = true }
      entry.stop(finished: true)
    }
    return changed
  }

  /// Records the animation a model change makes, if any: a view-backed layer's change inside an
  /// animation block, or a layer-tree member's implicit animation. A stand-alone layer's change
  /// makes none and needs no main actor.
  func modelDidChange(_ property: LayerProperty, from old: AnimatableValue, to new: AnimatableValue) {
    guard old != new, delegate != nil || superlayer != nil else { return }
    if delegate == nil, !MainActorCheck.isCurrent {
      return ThreadTransaction.record(self) { $0.modelDidChange(property, from: old, to: new) }
    }
    onMainActor("CALayer.\(property.rawValue)", self) { layer in
      // A layer in a tree moved or resized: the next layout pass re-reads the geometry it
      // depends on (fixed frames, safe area and margins).
      if property == .position || property == .bounds || property == .anchorPoint { LayoutEngine.inputDidChange() }
      layer.animateChange(property, from: old, to: new)
    }
  }

  /// ``modelDidChange(_:from:to:)`` for a plain value that `box` makes an ``AnimatableValue``:
  /// a layout pass moves every laid-out layer on every frame, outside any animation block, and
  /// then no animation is made — so the values are compared as they are and boxed only when
  /// one may be (same behaviour, without two 129-byte values per change).
  func modelDidChange<Value: Equatable>(
    _ property: LayerProperty, from old: Value, to new: Value, _ box: (Value) -> AnimatableValue
  ) {
    guard old != new else { return }
    // No main-actor closure on this path (a closure context per change), and the weak
    // `delegate` is loaded once.
    let isViewBacked = delegate != nil
    guard isViewBacked || superlayer != nil else { return }
    guard MainActorCheck.isCurrent else {
      // A stand-alone layer's change off the main actor joins its thread's transaction.
      guard isViewBacked else {
        let (boxedOld, boxedNew) = (box(old), box(new))
        return ThreadTransaction.record(self) { $0.modelDidChange(property, from: boxedOld, to: boxedNew) }
      }
      calledOffMainActor("CALayer.\(property.rawValue)")
    }
    if property == .position || property == .bounds || property == .anchorPoint { LayoutEngine.inputDidChange() }
    // `animateChange` makes nothing for a view-backed layer outside an animation block.
    if isViewBacked && !AnimationEngine.hasCurrentContext { return }
    let (boxedOld, boxedNew) = (box(old), box(new))
    onMainActor("CALayer.\(property.rawValue)", self) { layer in
      layer.animateChange(property, from: boxedOld, to: boxedNew)
    }
  }

  @MainActor
  private func animateChange(_ property: LayerProperty, from old: AnimatableValue, to new: AnimatableValue) {
    // Values that cannot be interpolated (gradient colour lists of different lengths, paths with
    // different elements) change at once, as Core Animation shows them. Checked only where an
    // animation would be made: most model changes happen outside animation blocks.
    if delegate != nil {
      guard let context = AnimationEngine.currentContext, old.isInterpolable(with: new) else { return }
      if context.interceptor?.record(layer: self, property: property, old: old, new: new) == true { return }
      let animation = ViewBlockAnimation(keyPath: property.rawValue, delta: old.delta(from: new), curve: context.curve)
      animation.duration = context.duration
      animation.beginTime = localTime(forMediaTime: AnimationEngine.mediaTime) + context.delay
      animation.repeatCount = context.repeatCount
      animation.autoreverses = context.autoreverses
      let key = uniqueKey(for: property.rawValue)
      attach(animation, forKey: key, observers: [context.group] + CATransaction.openGroups)
      context.interceptor?.didAttach(animation, to: self, key: key)
    } else if superlayer != nil, !CATransaction.current.disableActions, old.isInterpolable(with: new) {
      // Core Animation's implicit animation: from the value on screen to the new model value.
      let shown = presentationValue(property, at: localTime(forMediaTime: AnimationEngine.mediaTime), model: old)
      let animation = CABasicAnimation(keyPath: property.rawValue)
      animation.fromValue = shown.anyValue
      animation.duration = CATransaction.current.duration
      animation.timingFunction = CATransaction.current.timingFunction ?? CAMediaTimingFunction(name: .default)
      attachCopy(of: animation, forKey: property.rawValue)
    }
  }

  // MARK: Subclass properties

  /// The model value of a property only a subclass has (`CAShapeLayer.strokeEnd`, …).
  func ownModelValue(_ property: LayerProperty) -> AnimatableValue {
    preconditionFailure("\(type(of: self)) has no animatable property '\(property.rawValue)'")
  }

  /// Sets a subclass property's model value; false when this layer has no such property.
  func setOwnModelValue(_ value: AnimatableValue, for property: LayerProperty) -> Bool { false }

  /// Whether this kind of layer has `property` (every `CALayer` property; subclasses add theirs).
  func hasProperty(_ property: LayerProperty) -> Bool { !property.isSubclassProperty }

  // MARK: Presentation

  /// The value of `property` as it appears at the layer's local time `t`, starting from the
  /// model value (or from `model` when given).
  func presentationValue(_ property: LayerProperty, at t: TimeInterval, model: AnimatableValue? = nil)
    -> AnimatableValue
  {
    var value = model ?? modelValue(property)
    // One read of the list (each read of a class's stored property is an exclusivity check).
    let entries = self.entries
    for index in entries.indices where entries[index].properties.contains(property) {
      // A group has no key path of its own: it gets the whole property and applies its children.
      // (or a property it affects besides its own key path's).
      let own = entries[index].keyPath
      let keyPath = own?.property == property ? own! : LayerKeyPath(property.rawValue)!
      value = entries[index].animation.value(at: t, base: value, keyPath: keyPath) ?? value
    }
    return value
  }

  /// A snapshot of the layer's values as currently displayed, as `presentation()` (callable from
  /// any thread, like the media clock it reads).
  public func presentation() -> CALayerPresentation? {
    CALayerPresentation(layer: self, time: localTime(forMediaTime: AnimationEngine.mediaTime))
  }
}
