import Foundation

extension UIViewController {
  /// Switches between two child controllers of a custom container, as
  /// `transition(from:to:duration:options:animations:completion:)`.
  ///
  /// UIKit's sequence: when the receiver forwards appearance methods automatically,
  /// `fromViewController` gets `viewWillDisappear` and `toViewController` `viewWillAppear`;
  /// `toViewController`'s view is added to the superview of `fromViewController`'s view, just
  /// above it (with `.showHideTransitionViews` it must already be there and is shown);
  /// `animations` runs as an animation block with `duration` and the curve in `options`, while
  /// the transition in `options` (`.transitionCrossDissolve`) fades the old appearance out;
  /// when everything has stopped, the from view is removed (or hidden), the "did" callbacks
  /// are sent and `completion` runs. Containment (`addChild`, `willMove(toParent:)`,
  /// `removeFromParent`, `didMove(toParent:)`) stays the caller's job, as in UIKit.
  ///
  /// - Precondition: both controllers are children of the receiver (UIKit raises "Children
  ///   view controllers … must have a common parent view controller"), the receiver is not a
  ///   navigation controller (which manages its children's views itself), and the from view
  ///   is in a superview.
  public func transition(
    from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
    options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    let api = "UIViewController.transition(from:to:duration:options:animations:completion:)"
    precondition(
      fromViewController.parent === self && toViewController.parent === self,
      "\(api): children view controllers \(type(of: fromViewController)) and \(type(of: toViewController)) must have a common parent view controller, the receiver \(type(of: self)); call addChild(_:) first"
    )
    precondition(
      !(self is UINavigationController),
      "\(api): a UINavigationController cannot switch its children with this method; push or pop instead")
    let kind = options.transitionKind(api: api)
    guard let superview = fromViewController.view.superview else {
      preconditionFailure("\(api): the view of \(type(of: fromViewController)) is not in a superview")
    }
    let fromView: UIView = fromViewController.view
    let toView: UIView = toViewController.view
    let showHide = options.contains(.showHideTransitionViews)
    precondition(
      !showHide || toView.superview != nil,
      "\(api): with .showHideTransitionViews the view of \(type(of: toViewController)) must already be in the view hierarchy"
    )
    let forwards = shouldAutomaticallyForwardAppearanceMethods
    let animated = duration > 0
    if forwards {
      fromViewController.beginAppearanceTransition(false, animated: animated)
      toViewController.beginAppearanceTransition(true, animated: animated)
    }
    let picture = kind != .none ? ContentSnapshotView(capturing: fromView) : nil
    if showHide {
      toView.isHidden = false
    } else {
      superview.insertSubview(toView, aboveSubview: fromView)
    }
    if let picture {
      superview.insertSubview(picture, aboveSubview: toView.superview === superview ? toView : fromView)
      if kind != .crossDissolve { UIView.flip(kind, from: picture, to: toView, duration: duration, completion: nil) }
    }
    UIView.animate(
      withDuration: duration, delay: 0, options: options.withoutTransitionBits,
      animations: {
        animations?()
        if kind == .crossDissolve { picture?.alpha = 0 }
      },
      completion: { finished in
        picture?.removeFromSuperview()
        if showHide { fromView.isHidden = true } else { fromView.removeFromSuperview() }
        if forwards {
          fromViewController.endAppearanceTransition()
          toViewController.endAppearanceTransition()
        }
        completion?(finished)
      })
  }
}
