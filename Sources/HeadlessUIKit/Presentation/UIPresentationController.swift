import Foundation

/// Manages the presentation of one controller, as `UIPresentationController`: the container
/// view, the presented view's frame, extra views (dimming), and whether the presenting view
/// stays. `.custom` presentations get the one the transitioning delegate returns (a plain
/// `UIPresentationController`, which adds no views, when it returns nil); UIKit's other styles
/// use private subclasses.
///
/// During a presentation UIKit calls, in order: `presentationTransitionWillBegin()`, the
/// animator, `presentationTransitionDidEnd(_:)`; during a dismissal
/// `dismissalTransitionWillBegin()`, the animator, `dismissalTransitionDidEnd(_:)`. The
/// container's layout pass calls `containerViewWillLayoutSubviews()` and
/// `containerViewDidLayoutSubviews()`.
@MainActor
open class UIPresentationController: UIContentContainer {
  /// The controller being presented.
  public let presentedViewController: UIViewController
  /// The controller presenting it (UIKit's may differ from the one `present` was called on:
  /// the root controller, or the one defining the presentation context).
  public private(set) var presentingViewController: UIViewController
  /// The view in which the presentation takes place; nil before the presentation starts.
  public internal(set) var containerView: UIView?
  /// The delegate asked about adaptation (held weakly, as in UIKit).
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
  /// The size the controller would like for its content (default zero).
  open var preferredContentSize: CGSize = .zero
  /// Where the presenting view was before the presentation removed it, to put it back on
  /// dismissal.
  var removedPresenterView: (view: UIView, superview: UIView, index: Int)?

  /// A presentation controller for `presentedViewController`, as
  /// `init(presentedViewController:presenting:)`. A nil presenting controller is resolved when
  /// the presentation starts.
  public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController ?? presentedViewController
  }

  func resolvePresenting(_ controller: UIViewController) { presentingViewController = controller }

  /// The view the animator animates: the presented controller's view by default. A subclass may
  /// return a view that contains it.
  open var presentedView: UIView? { presentedViewController.view }

  /// The presented view's frame in the container at the end of the presentation; the default
  /// is the container's bounds, sized by `size(forChildContentContainer:withParentContainerSize:)`.
  open var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView else { return .zero }
    let size = size(
      forChildContentContainer: presentedViewController, withParentContainerSize: containerView.bounds.size)
    return CGRect(origin: .zero, size: size)
  }

  /// The style this controller presents with (`.custom` for the base class and subclasses).
  open var presentationStyle: UIModalPresentationStyle { .custom }

  /// The style to use in a horizontally compact environment, as `adaptivePresentationStyle`:
  /// what the delegate's `adaptivePresentationStyle(for:)` returns when it is `.fullScreen`,
  /// `.overFullScreen` or `.none`, and `.none` (no adaptation) without a delegate or for any
  /// other value. Not meant to be overridden, as in UIKit.
  public var adaptivePresentationStyle: UIModalPresentationStyle {
    guard let delegate else { return .none }
    let style = delegate.adaptivePresentationStyle(for: self)
    return [.fullScreen, .overFullScreen, .none].contains(style) ? style : .none
  }

  /// Whether the presenting view is removed when the presentation ends (and put back for the
  /// dismissal), as `shouldRemovePresentersView`: false for `.custom`, true for `.fullScreen`.
  open var shouldRemovePresentersView: Bool { presentationStyle != .custom }

  /// Whether the presentation covers the whole window, as `shouldPresentInFullscreen`: false
  /// for `.custom`, as `shouldRemovePresentersView`. When false the container covers the
  /// presenting controller's view.
  open var shouldPresentInFullscreen: Bool { presentationStyle != .custom }

  /// Called before the presentation animation starts; add custom views here and animate them
  /// with `presentedViewController.transitionCoordinator`.
  open func presentationTransitionWillBegin() {}
  /// Called when the presentation ended; `completed` is false when it was cancelled.
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// Called before the dismissal animation starts.
  open func dismissalTransitionWillBegin() {}
  /// Called when the dismissal ended; `completed` is false when it was cancelled.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  /// Called by the container view's layout pass before it lays out its subviews.
  open func containerViewWillLayoutSubviews() {}
  /// Called by the container view's layout pass after it laid out its subviews.
  open func containerViewDidLayoutSubviews() {}

  /// A child (the presented controller) changed its `preferredContentSize`; does nothing by
  /// default, as in UIKit.
  open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

  /// The size of a child in a parent of `parentSize`: `parentSize`, as UIKit's default.
  open func size(
    forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }
}
