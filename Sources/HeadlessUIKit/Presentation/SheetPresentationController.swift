import Foundation

/// UIKit's page sheet on an iPhone in portrait (iOS 13+; `.pageSheet`, `.formSheet` and
/// `.automatic`), UIKit's private `_UISheetPresentationController`: the sheet starts a gap below
/// the top safe area (the status bar) with rounded top corners, and the presenting view is
/// scaled back with rounded corners against the black window behind it, alongside the
/// presentation (through the transition coordinator, so it follows whatever animator runs). The
/// presenting view stays.
///
/// ```
///  y = 0      ┌──────────────┐   status bar (the window's top safe-area inset, 47 pt here)
///  y = 47     │ ╭──────────╮ │   presenting view, scaled by (W − 2·presentingInset) / W
///  y = 47+10  │ │╭────────╮│ │   sheet top = safe-area top + sheetGap
///             │ ││ sheet  ││ │
/// ```
/// - Note: UIKit difference: the gap, inset and radius are approximations of UIKit's private
///   values, kept below; a sheet over a sheet scales the first one back (peeking above the new
///   one) but leaves the views further down as they are, and the sheet's bottom corners are
///   rounded too (UIKit masks only the top ones).
@MainActor
final class SheetPresentationController: UIPresentationController {
  /// The gap between the top safe area and the sheet's top edge.
  static let sheetGap: CGFloat = 10
  /// How far each side of the presenting view moves in when scaled back.
  static let presentingInset: CGFloat = 16
  /// Corner radius of the sheet and of the scaled-back presenting view.
  static let cornerRadius: CGFloat = 10

  /// The presenting view's look before the sheet scaled it back, put back when the sheet
  /// leaves (a completed dismissal or a cancelled presentation).
  private var saved = PresentingLook(transform: .identity, cornerRadius: 0, clipsToBounds: false)
  /// The scaled-back look, put back when a dismissal is cancelled.
  private var scaledBack = PresentingLook(
    transform: .identity, cornerRadius: SheetPresentationController.cornerRadius, clipsToBounds: true)

  /// What the sheet changes on the presenting view.
  private struct PresentingLook {
    var transform: CGAffineTransform
    var cornerRadius: CGFloat
    var clipsToBounds: Bool

    init(transform: CGAffineTransform, cornerRadius: CGFloat, clipsToBounds: Bool) {
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

  init(presented: UIViewController, presenting: UIViewController?) {
    super.init(presentedViewController: presented, presenting: presenting)
  }

  override var presentationStyle: UIModalPresentationStyle { .pageSheet }
  override var shouldRemovePresentersView: Bool { false }
  override var shouldPresentInFullscreen: Bool { true }

  /// The top safe-area inset of the window the presentation is in (the status bar).
  private var safeTop: CGFloat { containerView?.window?.safeAreaInsets.top ?? 0 }

  /// The sheet's frame: the container below the status bar and a gap — or, in a compact-height
  /// environment (an iPhone in landscape), the whole container, since there a page sheet
  /// behaves as `.fullScreen` (Apple's `UIModalPresentationStyle.pageSheet` documentation).
  ///
  /// - Note: UIKit difference: only the frame follows that rule; the presentation is not
  ///   adapted to `.fullScreen`, so the presenting view is still scaled back behind the sheet.
  override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    let bounds = container.bounds
    if container.traitCollection.verticalSizeClass == .compact { return bounds }
    let top = safeTop + Self.sheetGap
    return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
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

  override func presentationTransitionWillBegin() {
    guard let presentingView = presentingViewController.viewIfLoaded, let container = containerView,
      let superview = presentingView.superview
    else { return }
    let sheet = presentedView
    sheet?.layer.cornerRadius = Self.cornerRadius
    sheet?.clipsToBounds = true
    saved = PresentingLook(of: presentingView)
    presentingView.clipsToBounds = true
    let untransformed = CGRect(
      x: presentingView.center.x - presentingView.bounds.width / 2,
      y: presentingView.center.y - presentingView.bounds.height / 2,
      width: presentingView.bounds.width, height: presentingView.bounds.height)
    let transform = Self.presentingTransform(
      forFrame: container.convert(untransformed, from: superview), safeTop: safeTop)
    scaledBack = PresentingLook(transform: transform, cornerRadius: Self.cornerRadius, clipsToBounds: true)
    let coordinator = presentedViewController.transitionCoordinator
    let change = {
      presentingView.transform = transform
      presentingView.layer.cornerRadius = Self.cornerRadius
    }
    if let coordinator {
      coordinator.animate(alongsideTransition: { _ in change() }, completion: nil)
    } else {
      change()
    }
  }

  /// A cancelled presentation puts the presenting view back as it was (UIKit's sheet does; the
  /// alongside animation only reversed what is shown, not the model values).
  override func presentationTransitionDidEnd(_ completed: Bool) {
    guard !completed, let presentingView = presentingViewController.viewIfLoaded else { return }
    saved.apply(to: presentingView)
  }

  override func dismissalTransitionWillBegin() {
    guard let presentingView = presentingViewController.viewIfLoaded else { return }
    let look = saved
    let change = {
      presentingView.transform = look.transform
      presentingView.layer.cornerRadius = look.cornerRadius
    }
    if let coordinator = presentedViewController.transitionCoordinator {
      coordinator.animate(alongsideTransition: { _ in change() }, completion: nil)
    } else {
      change()
    }
  }

  /// A completed dismissal gives the presenting view its clipping back; a cancelled one scales
  /// it back again, as before the dismissal began.
  override func dismissalTransitionDidEnd(_ completed: Bool) {
    guard let presentingView = presentingViewController.viewIfLoaded else { return }
    (completed ? saved : scaledBack).apply(to: presentingView)
  }
}
