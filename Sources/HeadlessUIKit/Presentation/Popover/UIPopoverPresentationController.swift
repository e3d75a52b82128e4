import Foundation

/// Manages a `.popover` presentation, as `UIPopoverPresentationController`: the presented
/// controller's view in a rounded body with an arrow pointing at `sourceRect` in `sourceView`,
/// over the presenting view (which stays). A tap outside it dismisses it, after asking the
/// delegate, unless it lands on one of the `passthroughViews`.
///
/// UIKit creates it lazily: `popoverPresentationController` of a controller whose
/// `modalPresentationStyle` is `.popover` returns it (configure it before or right after
/// `present(_:animated:completion:)`). The content's size is the presented controller's
/// `preferredContentSize` (``defaultContentSize`` when zero). The popover is placed by
/// `PopoverLayout` inside the container minus its safe area and `popoverLayoutMargins`.
///
/// In a horizontally compact environment (an iPhone) the popover adapts to a sheet (iOS 13+)
/// unless the delegate's `adaptivePresentationStyle(for:traitCollection:)` returns `.none` or
/// another style; this controller stays the presented controller's `presentationController`
/// and its delegate is asked, but a sheet (or full-screen) presentation controller does the
/// work.
///
/// The arrow points at `sourceRect` in `sourceView`, or else at `barButtonItem` in its
/// navigation bar.
///
/// - Note: UIKit difference: `sourceItem` (iOS 16) does not exist. The arrow's tip is sharp
///   (UIKit rounds it slightly).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// The content size used when the presented controller's `preferredContentSize` is zero:
  /// 320 × 480 pt.
  /// - Note: UIKit's default depends on the content; 320 pt is its standard popover width.
  public static let defaultContentSize = CGSize(width: 320, height: 480)

  /// The view containing the anchor rectangle, as `sourceView`. Must be set (here or in
  /// `prepareForPopoverPresentation(_:)`) before the presentation; it must be in the window.
  open var sourceView: UIView?
  /// The rectangle in `sourceView` the arrow points at, as `sourceRect`. The default,
  /// `CGRect.null`, means the source view's bounds (iOS 13.2+).
  open var sourceRect: CGRect = .null
  /// The bar button item the arrow points at when `sourceView` is nil, as `barButtonItem`; it
  /// must be shown in a navigation bar in the window.
  open var barButtonItem: UIBarButtonItem?
  /// The view the arrow points into: `sourceView`, or the view showing `barButtonItem`.
  var anchorView: UIView? { sourceView ?? barButtonItem?.view }
  /// The rectangle in ``anchorView`` the arrow points at.
  var anchorRect: CGRect {
    guard let view = anchorView else { return .null }
    return sourceView == nil || sourceRect.isNull ? view.bounds : sourceRect
  }
  /// The directions the arrow may point, as `permittedArrowDirections` (default `.any`).
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
  /// The direction the arrow points, as `arrowDirection`: `.unknown` before the popover is
  /// shown and after it is dismissed.
  public internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown
  /// The colour of the popover's body and arrow, as `backgroundColor` (nil: white, the
  /// light-mode system background).
  open var backgroundColor: UIColor? {
    didSet { if let layout = currentLayout { chrome?.apply(layout, fill: backgroundColor) } }
  }
  /// Views the user can touch while the popover is shown without dismissing it, as
  /// `passthroughViews`.
  open var passthroughViews: [UIView]?
  /// Whether the popover may cover the source rectangle when it fits nowhere beside it, as
  /// `canOverlapSourceViewRect` (default false: it shrinks instead).
  open var canOverlapSourceViewRect = false
  /// The margins inside the container (beyond its safe area) the popover stays within, as
  /// `popoverLayoutMargins` (default 10 pt on each side).
  open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

  /// The sheet the popover becomes when it adapts to a sheet (an iPhone), as
  /// `adaptiveSheetPresentationController` (iOS 15): configure its detents here before the
  /// presentation; it manages the presentation only when the popover adapts to `.formSheet`
  /// or `.pageSheet` (with the presented controller shown).
  public private(set) lazy var adaptiveSheetPresentationController = UISheetPresentationController(
    presentedViewController: presentedViewController, presenting: nil)

  /// The chrome hosting the presented view while the popover is shown.
  private(set) var chrome: PopoverChromeView?
  private var dimmingView: PopoverDimmingView?
  /// The layout in use, and the container size it was computed for.
  private(set) var currentLayout: PopoverLayout?
  private var laidOutContainerSize: CGSize?

  /// As `init(presentedViewController:presenting:)`; UIKit creates popover controllers itself
  /// (see `UIViewController.popoverPresentationController`).
  public override init(
    presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
  ) {
    super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
  }

  /// `.popover`.
  open override var presentationStyle: UIModalPresentationStyle { .popover }
  /// false: the presenting view stays under the popover.
  open override var shouldRemovePresentersView: Bool { false }
  /// true: the container covers the window, so a tap anywhere outside the popover reaches it.
  open override var shouldPresentInFullscreen: Bool { true }

  /// The delegate as a popover delegate, when it is one.
  private var popoverDelegate: (any UIPopoverPresentationControllerDelegate)? {
    delegate as? any UIPopoverPresentationControllerDelegate
  }

  /// The chrome (body, arrow, shadow) hosting the presented controller's view.
  open override var presentedView: UIView? {
    if let chrome { return chrome }
    let made = PopoverChromeView()
    made.contentHost.addSubview(presentedViewController.view)
    chrome = made
    return made
  }

  /// The popover's frame (body and arrow) in the container, from `PopoverLayout`.
  open override var frameOfPresentedViewInContainerView: CGRect { computeLayout()?.frame ?? .zero }

  /// The content size: the presented controller's `preferredContentSize`, or
  /// ``defaultContentSize`` when it is zero.
  var contentSize: CGSize {
    let preferred = presentedViewController.preferredContentSize
    return preferred.width > 0 && preferred.height > 0 ? preferred : Self.defaultContentSize
  }

  /// The layout for the current container, source and content size; nil before the
  /// presentation has a container.
  func computeLayout() -> PopoverLayout? {
    guard let container = containerView else { return nil }
    guard let anchorView else {
      preconditionFailure(TransitionDiagnostics.popoverWithoutSourceView(presentedViewController))
    }
    let source = container.convert(anchorRect, from: anchorView)
    let available = container.bounds.inset(by: container.window?.safeAreaInsets ?? .zero).inset(
      by: popoverLayoutMargins)
    return PopoverLayout(
      contentSize: contentSize, sourceRect: source, availableRect: available,
      permittedArrowDirections: permittedArrowDirections, canOverlapSourceViewRect: canOverlapSourceViewRect)
  }

  /// Checks the source view, lays the popover out and adds the clear view whose tap dismisses
  /// it.
  open override func presentationTransitionWillBegin() {
    guard let container = containerView else { return }
    applyLayout()
    let dimming = PopoverDimmingView { [weak self] in self?.dimmingViewTapped() }
    dimming.frame = container.bounds
    container.insertSubview(dimming, at: 0)
    dimmingView = dimming
  }

  /// The popover (or the style it adapted to) is gone: `arrowDirection` returns to
  /// `.unknown`.
  override func presentationEnded() {
    arrowDirection = .unknown
    super.presentationEnded()
  }

  /// After the container changed size (the window was resized), tells the delegate
  /// (`popoverPresentationController(_:willRepositionPopoverTo:in:)`, which may change the
  /// source) and places the popover again.
  open override func containerViewWillLayoutSubviews() {
    guard let container = containerView, let laidOut = laidOutContainerSize, laidOut != container.bounds.size else {
      return
    }
    dimmingView?.frame = container.bounds
    if let popoverDelegate, let view = sourceView {
      var rect = sourceRect.isNull ? view.bounds : sourceRect
      var target = view
      TransitionTrace.record(
        "presentationController.delegate", "popoverPresentationController(_:willRepositionPopoverTo:in:)")
      withUnsafeMutablePointer(to: &rect) { rectPointer in
        withUnsafeMutablePointer(to: &target) { viewPointer in
          popoverDelegate.popoverPresentationController(self, willRepositionPopoverTo: rectPointer, in: viewPointer)
        }
      }
      sourceView = target
      sourceRect = rect
    }
    applyLayout()
  }

  /// The presented controller changed its `preferredContentSize` while shown: the popover is
  /// placed again for the new size (animated when the change is made inside an animation
  /// block, as UIKit animates it there).
  open override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
    guard currentLayout != nil else { return }
    applyLayout()
  }

  private func applyLayout() {
    guard let layout = computeLayout(), let container = containerView else { return }
    currentLayout = layout
    laidOutContainerSize = container.bounds.size
    arrowDirection = layout.arrowDirection
    _ = presentedView
    chrome?.apply(layout, fill: backgroundColor)
  }

  /// Whether a touch at `point` (window coordinates) goes through the container to the views
  /// below: it is outside the popover and on one of the `passthroughViews`.
  override func passesTouchThrough(atWindowPoint point: CGPoint) -> Bool {
    guard let chrome, let window = chrome.window else { return false }
    if chrome.bounds.contains(chrome.convert(point, from: window)) { return false }
    return (passthroughViews ?? []).contains { view in
      view.window === window && !view.isHidden && view.bounds.contains(view.convert(point, from: window))
    }
  }

  /// A tap outside the popover: refused when the presented controller (or the one shown in its
  /// place) `isModalInPresentation`; else asks the delegate (`presentationControllerShouldDismiss(_:)`,
  /// then `popoverPresentationControllerShouldDismissPopover(_:)`), then dismisses the popover
  /// with its animation and reports it (`presentationControllerWillDismiss(_:)`; after the
  /// dismissal `presentationControllerDidDismiss(_:)` and
  /// `popoverPresentationControllerDidDismissPopover(_:)`). A refusal calls
  /// `presentationControllerDidAttemptToDismiss(_:)`. Ignored while the popover is still
  /// appearing or already leaving.
  func dimmingViewTapped() {
    let presented = presentedViewController
    guard presented.presentingViewController != nil, !presented.isBeingPresented, !presented.isBeingDismissed else {
      return
    }
    let subject = "presentationController.delegate"
    var should =
      !(presented.isModalInPresentation
      || presented.presentingViewController?.presentedViewController?.isModalInPresentation == true)
    if should, let delegate {
      TransitionTrace.record(subject, "presentationControllerShouldDismiss(_:)")
      should = delegate.presentationControllerShouldDismiss(self)
      if should, let popoverDelegate {
        TransitionTrace.record(subject, "popoverPresentationControllerShouldDismissPopover(_:)")
        should = popoverDelegate.popoverPresentationControllerShouldDismissPopover(self)
      }
    }
    guard should else {
      TransitionTrace.record(subject, "presentationControllerDidAttemptToDismiss(_:)")
      delegate?.presentationControllerDidAttemptToDismiss(self)
      return
    }
    if let delegate {
      TransitionTrace.record(subject, "presentationControllerWillDismiss(_:)")
      delegate.presentationControllerWillDismiss(self)
    }
    presentingViewController.dismiss(animated: true) { [self] in
      guard let delegate else { return }
      TransitionTrace.record(subject, "presentationControllerDidDismiss(_:)")
      delegate.presentationControllerDidDismiss(self)
      if let popoverDelegate {
        TransitionTrace.record(subject, "popoverPresentationControllerDidDismissPopover(_:)")
        popoverDelegate.popoverPresentationControllerDidDismissPopover(self)
      }
    }
  }
}
