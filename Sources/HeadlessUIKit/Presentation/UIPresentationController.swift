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
@preconcurrency @MainActor
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
  /// The presentation controller of the style this one adapted to (a sheet for a popover in a
  /// compact environment), which does the work; nil when the presentation did not adapt.
  var adaptedController: UIPresentationController?

  /// The controller doing the work: the adapted one, or this one.
  var acting: UIPresentationController { adaptedController ?? self }

  /// The presentation (or dismissal, or cancelled presentation) ended: the presented
  /// controller's next presentation gets a new presentation controller, as in UIKit.
  func presentationEnded() {
    adaptedController = nil
    presentedViewController.presentation.pendingController = nil
  }

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
  /// `adaptivePresentationStyle(for:)` with a compact-width trait collection.
  public var adaptivePresentationStyle: UIModalPresentationStyle {
    adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .compact))
  }

  /// The style the delegate chooses for `traitCollection`, as `adaptivePresentationStyle(for:)`:
  /// its `adaptivePresentationStyle(for:traitCollection:)` answer when it is a style UIKit
  /// adapts to (`.fullScreen`, `.overFullScreen`, `.formSheet`, `.pageSheet`, `.none`), and
  /// `.none` without a delegate or for any other answer. Not meant to be overridden, as in
  /// UIKit.
  public func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    guard let delegate else { return .none }
    let style = delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
    return Self.adaptiveStyles.contains(style) ? style : .none
  }

  /// The styles UIKit adapts a presentation to.
  static let adaptiveStyles: [UIModalPresentationStyle] = [.fullScreen, .overFullScreen, .formSheet, .pageSheet, .none]

  /// Whether a touch at `point` (window coordinates) should go through the container to the
  /// views below it (a popover's passthrough views); false by default.
  func passesTouchThrough(atWindowPoint point: CGPoint) -> Bool { false }

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

  /// Called after the environment's traits changed (the window was resized across a
  /// size-class boundary), as `traitCollectionDidChange(_:)`; does nothing by default.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// A child (the presented controller) changed its `preferredContentSize`; does nothing by
  /// default, as in UIKit.
  open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

  /// The size of a child in a parent of `parentSize`: `parentSize`, as UIKit's default.
  open func size(
    forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }

  /// The window is about to change to `size`, as `viewWillTransition(to:with:)`: the default
  /// forwards the message to the presented controller with the size
  /// `size(forChildContentContainer:withParentContainerSize:)` gives it, as UIKit does;
  /// overrides call `super`.
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    presentedViewController.viewWillTransition(
      to: self.size(forChildContentContainer: presentedViewController, withParentContainerSize: size),
      with: coordinator)
  }

  /// The traits are about to change to `newCollection`, as `willTransition(to:with:)`: the
  /// default forwards the message to the presented controller, as UIKit does; overrides call
  /// `super`.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    presentedViewController.willTransition(to: newCollection, with: coordinator)
  }
}

extension UIPresentationController: UITraitEnvironment {
  /// The presentation's traits, as `traitCollection`: the container's, or the presenting
  /// controller's before the presentation has a container.
  public var traitCollection: UITraitCollection {
    containerView?.traitCollection ?? presentingViewController.traitCollection
  }
}
