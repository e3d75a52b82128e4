import Foundation

/// UIKit's sheet (iOS 15+; `.pageSheet`, `.formSheet` and `.automatic` on an iPhone), as
/// `UISheetPresentationController`: the presented view rests at one of its `detents`, its
/// bottom on the container's bottom edge and rounded top corners; a dimming view covers the
/// presenting view above `largestUndimmedDetentIdentifier`, and at the large detent the
/// presenting view is scaled back with rounded corners against the black window behind it,
/// alongside the presentation (through the transition coordinator, so it follows whatever
/// animator runs). The presenting view stays. A pan on the sheet moves it between detents
/// and dismisses it below the smallest one (see `UISheetPresentationController+Dragging`).
///
/// ```
///  y = 0      ┌──────────────┐   status bar (the window's top safe-area inset, 47 pt here)
///  y = 47     │ ╭──────────╮ │   presenting view, scaled by (W − 2·presentingInset) / W
///  y = 47+10  │ │╭────────╮│ │   large detent: sheet top = safe-area top + sheetGap
///             │ ││ sheet  ││ │
///  H/2 − 34   │ ├┴────────┴┤ │   medium detent: sheet top = H − (H/2 + bottom inset)
/// ```
///
/// Get it from `sheetPresentationController` of a controller whose style is a sheet style
/// (or from a popover's `adaptiveSheetPresentationController`) and configure it before or
/// right after `present(_:animated:completion:)`. In a compact height (an iPhone in
/// landscape) the presentation adapts to `.fullScreen` unless
/// `prefersEdgeAttachedInCompactHeight`.
///
/// - Note: UIKit difference: the gap, inset, radius, dimming alpha and spring are
///   approximations of UIKit's private values, kept below; a sheet over a sheet scales the
///   first one back (peeking above the new one) but leaves the views further down as they
///   are; the sheet's bottom corners are rounded too (UIKit masks only the top ones); the
///   grabber is a subview of the presented view (UIKit puts it in a wrapper view); `delegate`
///   keeps the `UIAdaptivePresentationControllerDelegate` type of its superclass (Swift cannot
///   narrow a stored property's type), so a `UISheetPresentationControllerDelegate` is set
///   through it and found by a cast.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
  /// The gap between the top safe area and the sheet's top edge at the large detent.
  static let sheetGap: CGFloat = 10
  /// How far each side of the presenting view moves in when scaled back.
  static let presentingInset: CGFloat = 16
  /// Corner radius of the sheet (when `preferredCornerRadius` is nil) and of the scaled-back
  /// presenting view.
  static let cornerRadius: CGFloat = 10
  /// The dimming view's alpha (black) when the sheet is fully dimmed.
  static let dimmingAlpha: CGFloat = 0.2
  /// The edge-attached sheet's width in a compact height: the screen's portrait width (the
  /// container's shorter side), an approximation of UIKit's look on an iPhone in landscape.
  static func edgeAttachedWidth(in bounds: CGRect) -> CGFloat { min(bounds.width, bounds.height) }

  /// The heights the sheet may rest at, as `detents` (default `[.large()]`); it rests at the
  /// selected one. Set outside `animateChanges(_:)` a change shows at once.
  ///
  /// - Precondition: not empty (UIKit raises for an empty array).
  open var detents: [Detent] = [.large()] {
    didSet {
      precondition(!detents.isEmpty, "UISheetPresentationController.detents: the array must not be empty")
      detentsDidChange()
    }
  }
  /// The detent the sheet rests at, as `selectedDetentIdentifier`; nil (the default) means the
  /// smallest detent. Set outside `animateChanges(_:)` the sheet moves at once.
  open var selectedDetentIdentifier: Detent.Identifier? { didSet { detentsDidChange() } }
  /// The largest detent at which the sheet does not dim the presenting view, as
  /// `largestUndimmedDetentIdentifier`; nil (the default) dims at every detent. At or below it
  /// there is no dimming view, the presenting view is not scaled back and touches outside the
  /// sheet reach the views below.
  open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { detentsDidChange() } }
  /// Whether the sheet shows a grabber at its top edge, as `prefersGrabberVisible` (default
  /// false): a 36 × 5 pt rounded bar 5 pt below the top, centred.
  open var prefersGrabberVisible = false { didSet { updateGrabber() } }
  /// The sheet's corner radius, as `preferredCornerRadius`; nil (the default) uses the
  /// system's radius (`cornerRadius`).
  open var preferredCornerRadius: CGFloat? {
    didSet { if isPresentingSheet { presentedView?.layer.cornerRadius = sheetCornerRadius } }
  }
  /// Whether scrolling a scroll view in the sheet to its edge expands the sheet, as
  /// `prefersScrollingExpandsWhenScrolledToEdge` (default true).
  ///
  /// - Note: UIKit difference: a scroll view inside the sheet scrolls on its own; only a pan
  ///   on the sheet outside a scroll view moves it between detents, whatever this value.
  open var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Whether the sheet stays a sheet attached to the bottom edge in a compact height (an
  /// iPhone in landscape), as `prefersEdgeAttachedInCompactHeight` (default false: there the
  /// presentation adapts to `.fullScreen`). Read when the presentation starts.
  open var prefersEdgeAttachedInCompactHeight = false
  /// Whether an edge-attached sheet in a compact height takes the presented controller's
  /// `preferredContentSize.width`, as `widthFollowsPreferredContentSizeWhenEdgeAttached`
  /// (default false: the screen's portrait width).
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false { didSet { detentsDidChange() } }

  /// How deep `animateChanges(_:)` calls are nested; changes inside wait for the outermost.
  var animatingChangesDepth = 0
  /// The dimming view over the presenting view, in the container below the sheet.
  let dimmingView = UIView()
  /// The grabber, while shown.
  var grabber: SheetGrabberView?
  /// The pan on the sheet and the state of the drag it runs.
  let panGestureRecognizer = UIPanGestureRecognizer()
  var drag: DragState?

  /// The presenting view's look before the sheet scaled it back, put back when the sheet
  /// leaves (a completed dismissal or a cancelled presentation).
  var saved = PresentingLook(transform: .identity, cornerRadius: 0, clipsToBounds: false)
  /// The presenting view's fully scaled-back transform.
  var scaledBackTransform = CGAffineTransform.identity

  /// What the sheet changes on the presenting view.
  struct PresentingLook {
    var transform: CGAffineTransform
    var cornerRadius: CGFloat
    var clipsToBounds: Bool

    @MainActor init(transform: CGAffineTransform, cornerRadius: CGFloat, clipsToBounds: Bool) {
      self.transform = transform
      self.cornerRadius = cornerRadius
      self.clipsToBounds = clipsToBounds
    }

    @MainActor init(of view: UIView) {
      self.init(transform: view.transform, cornerRadius: view.layer.cornerRadius, clipsToBounds: view.clipsToBounds)
    }

    @MainActor func apply(to view: UIView) {
      view.transform = transform
      view.layer.cornerRadius = cornerRadius
      view.clipsToBounds = clipsToBounds
    }
  }

  /// A sheet presentation controller for `presentedViewController`, as
  /// `init(presentedViewController:presenting:)`.
  public override init(
    presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
  ) {
    super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    dimmingView.backgroundColor = .black
    dimmingView.alpha = 0
    panGestureRecognizer.addTarget(self, action: UISheetPresentationController.panned)
  }

  override open var presentationStyle: UIModalPresentationStyle { .pageSheet }
  override open var shouldRemovePresentersView: Bool { false }
  override open var shouldPresentInFullscreen: Bool { true }

  /// Whether this controller shows the sheet now (presented, not adapted to another style).
  var isPresentingSheet: Bool { containerView != nil && adaptedController == nil }

  /// The corner radius the sheet is drawn with.
  var sheetCornerRadius: CGFloat { preferredCornerRadius ?? Self.cornerRadius }

  /// The window's safe-area insets (the status bar, the home indicator).
  var safeInsets: UIEdgeInsets { containerView?.window?.safeAreaInsets ?? .zero }

  /// Whether the container has a compact height (an iPhone in landscape).
  var isCompactHeight: Bool { containerView?.traitCollection.verticalSizeClass == .compact }

  /// The large detent's value: the container from the sheet's top (a gap below the status
  /// bar) to the bottom safe area.
  var maximumDetentValue: CGFloat {
    guard let container = containerView else { return 0 }
    return max(0, container.bounds.height - safeInsets.top - Self.sheetGap - safeInsets.bottom)
  }

  /// The active detents with their values, smallest first (never empty: the large detent
  /// stands in when none is active).
  var resolvedDetents: [(identifier: Detent.Identifier, value: CGFloat)] {
    let maximum = maximumDetentValue
    let context = DetentResolutionContext(
      containerTraitCollection: containerView?.traitCollection ?? traitCollection, maximumDetentValue: maximum,
      containerHeight: containerView?.bounds.height ?? 0)
    let resolved = detents.compactMap { detent in
      detent.resolvedValue(in: context).map { (identifier: detent.identifier, value: $0) }
    }.sorted { $0.value < $1.value }
    return resolved.isEmpty ? [(identifier: .large, value: maximum)] : resolved
  }

  /// The selected detent's value (the smallest detent's when none, or an inactive one, is
  /// selected).
  var selectedDetentValue: CGFloat {
    let resolved = resolvedDetents
    return resolved.first { $0.identifier == selectedDetentIdentifier }?.value ?? resolved[0].value
  }

  /// The sheet's frame in the container at the selected detent — or, in a compact height
  /// when the presentation kept the sheet (its delegate answered `.none`) without
  /// `prefersEdgeAttachedInCompactHeight`, the whole container, as UIKit's page sheet there.
  override open var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    if isCompactHeight, !prefersEdgeAttachedInCompactHeight { return container.bounds }
    return sheetFrame(forValue: selectedDetentValue)
  }

  /// The sheet's frame for a detent value `value`: that tall plus the bottom safe area, on the
  /// container's bottom edge; full width, or centred at the edge-attached width in a compact
  /// height.
  func sheetFrame(forValue value: CGFloat) -> CGRect {
    guard let container = containerView else { return .zero }
    let bounds = container.bounds
    let height = max(0, value + safeInsets.bottom)
    var width = bounds.width
    if isCompactHeight {
      let preferred = presentedViewController.preferredContentSize.width
      width =
        widthFollowsPreferredContentSizeWhenEdgeAttached && preferred > 0
        ? min(preferred, bounds.width) : Self.edgeAttachedWidth(in: bounds)
    }
    return CGRect(x: (bounds.width - width) / 2, y: bounds.height - height, width: width, height: height)
  }

  /// The detent value the sheet shows now (from its frame).
  var currentValue: CGFloat {
    guard let container = containerView, let view = presentedView else { return selectedDetentValue }
    return container.bounds.height - view.frame.minY - safeInsets.bottom
  }

  /// How dimmed the presenting view is at detent value `value` (0…1): above the largest
  /// undimmed detent the dimming grows up to the next detent; without one it fades only as
  /// the sheet is dragged below its smallest detent.
  func dimmingFraction(atValue value: CGFloat) -> CGFloat {
    let resolved = resolvedDetents
    if let undimmed = largestUndimmedDetentIdentifier {
      guard let limit = resolved.first(where: { $0.identifier == undimmed })?.value else { return 1 }
      guard let next = resolved.first(where: { $0.value > limit })?.value else { return 0 }
      return Self.fraction(value, from: limit, to: next)
    }
    return Self.fraction(value, from: 0, to: resolved[0].value)
  }

  /// How far the presenting view is scaled back at `value` (0…1): only when the largest detent
  /// is the full height and dimmed, growing from the next smaller detent (or from nothing) to
  /// it.
  func scaleBackFraction(atValue value: CGFloat) -> CGFloat {
    let resolved = resolvedDetents
    guard let largest = resolved.last, largest.value >= maximumDetentValue - 0.5, !isCompactHeight else { return 0 }
    var lower = resolved.last(where: { $0.value < largest.value })?.value ?? 0
    if let undimmed = largestUndimmedDetentIdentifier,
      let limit = resolved.first(where: { $0.identifier == undimmed })?.value
    {
      guard limit < largest.value else { return 0 }
      lower = max(lower, limit)
    }
    return Self.fraction(value, from: lower, to: largest.value)
  }

  static func fraction(_ value: CGFloat, from lower: CGFloat, to upper: CGFloat) -> CGFloat {
    guard upper > lower else { return value >= upper ? 1 : 0 }
    return min(max((value - lower) / (upper - lower), 0), 1)
  }

  /// The scaled-back presenting view's transform, for a presenting view whose untransformed
  /// frame is `frame` under a top safe area of `safeTop`: its sides move in by
  /// `presentingInset` and its top edge goes to the safe area — or, for a sheet presenting a
  /// sheet, `sheetGap` above its own top, so it peeks out above the new sheet.
  static func presentingTransform(forFrame frame: CGRect, safeTop: CGFloat) -> CGAffineTransform {
    guard frame.width > 2 * presentingInset else { return .identity }
    let scale = (frame.width - 2 * presentingInset) / frame.width
    let top = frame.minY <= safeTop ? safeTop : max(safeTop, frame.minY - sheetGap)
    let lift = top - (frame.minY + (1 - scale) * frame.height / 2)
    return CGAffineTransform(translationX: 0, y: lift).scaledBy(x: scale, y: scale)
  }

  /// Shows the sheet at detent value `value`: its frame, the dimming and the presenting view's
  /// scale-back (inside an animation block when called from one).
  func show(value: CGFloat) {
    guard let view = presentedView else { return }
    view.frame = sheetFrame(forValue: value)
    applySurroundings(atValue: value)
  }

  /// The dimming and the presenting view's look for detent value `value`.
  func applySurroundings(atValue value: CGFloat) {
    dimmingView.alpha = Self.dimmingAlpha * dimmingFraction(atValue: value)
    guard let presentingView = presentingViewController.viewIfLoaded else { return }
    let s = scaleBackFraction(atValue: value)
    let full = scaledBackTransform
    presentingView.transform = CGAffineTransform(
      a: 1 + (full.a - 1) * s, b: full.b * s, c: full.c * s, d: 1 + (full.d - 1) * s, tx: full.tx * s, ty: full.ty * s
    ).concatenating(saved.transform)
    presentingView.layer.cornerRadius = saved.cornerRadius + (Self.cornerRadius - saved.cornerRadius) * s
  }

  /// A change of the detents or the selection: shown at once, or with UIKit's spring at the
  /// end of the outermost `animateChanges(_:)`.
  func detentsDidChange() {
    guard animatingChangesDepth == 0 else { return }
    settle(animated: false)
  }

  /// Moves the presented sheet to its selected detent (not while a transition or a drag runs).
  func settle(animated: Bool, initialVelocity: CGFloat = 0) {
    guard isPresentingSheet, drag == nil, presentedViewController.presentation.activeTransition == nil,
      let view = presentedView, view.superview === containerView
    else { return }
    let target = selectedDetentValue
    guard animated else { return show(value: target) }
    UIView.animate(
      withDuration: Self.springDuration, delay: 0, usingSpringWithDamping: Self.springDamping,
      initialSpringVelocity: initialVelocity, options: [.allowUserInteraction, .beginFromCurrentState],
      animations: { self.show(value: target) }, completion: nil)
  }

  /// Animates the changes `changes` makes to the detents or the selection, as
  /// `animateChanges(_:)`: the sheet moves to its new height with UIKit's spring. Nested
  /// calls animate once, at the end of the outermost.
  open func animateChanges(_ changes: () -> Void) {
    animatingChangesDepth += 1
    changes()
    animatingChangesDepth -= 1
    if animatingChangesDepth == 0 { settle(animated: true) }
  }

  /// Resolves the custom detents again (their resolvers may answer differently now), as
  /// `invalidateDetents()` (iOS 16); inside `animateChanges(_:)` the new height animates.
  open func invalidateDetents() { detentsDidChange() }

  /// The spring the sheet moves between detents with: critically damped, 0.5 s.
  /// - Note: UIKit's own spring parameters are private; this one settles like it.
  static let springDuration: TimeInterval = 0.5
  static let springDamping: CGFloat = 1

  /// Shows or hides the grabber on the presented view.
  func updateGrabber() {
    guard let view = presentedView, isPresentingSheet else { return }
    if prefersGrabberVisible, grabber == nil {
      let made = SheetGrabberView()
      view.addSubview(made)
      grabber = made
    } else if !prefersGrabberVisible {
      grabber?.removeFromSuperview()
      grabber = nil
    }
    grabber?.place(in: view)
  }

  /// Rounds the sheet, adds the grabber and the dimming view, and alongside the presentation
  /// dims and scales the presenting view back for the selected detent.
  override open func presentationTransitionWillBegin() { beginPresentation() }
  /// A completed presentation lets the user drag the sheet; a cancelled one puts the
  /// presenting view back.
  override open func presentationTransitionDidEnd(_ completed: Bool) { endPresentation(completed) }
  /// Alongside the dismissal the dimming fades and the presenting view returns to its look.
  override open func dismissalTransitionWillBegin() { beginDismissal() }
  /// A completed dismissal removes the sheet's views; a cancelled one shows the detent again.
  override open func dismissalTransitionDidEnd(_ completed: Bool) { endDismissal(completed) }
  override func passesTouchThrough(atWindowPoint point: CGPoint) -> Bool {
    passesTouchThroughSheet(atWindowPoint: point)
  }

  override open func containerViewDidLayoutSubviews() {
    guard isPresentingSheet, let container = containerView else { return }
    dimmingView.frame = container.bounds
    if let view = presentedView, let grabber {
      view.bringSubviewToFront(grabber)
      grabber.place(in: view)
    }
  }
}
