import Foundation
import HeadlessUIKit

// One reference per inventory row whose status is `present` or `added-by-this-branch`: the row's
// symbol appears in a white-bracket marker on the line (or the line after a marker-only comment) that uses
// it. If a symbol disappears from HeadlessUIKit this file stops compiling;
// `InventoryTests` checks that markers and rows match one to one. Nothing here is ever called.

// MARK: UIView geometry and hierarchy

@MainActor
func referenceViewGeometry(_ view: UIView, _ other: UIView) {
  _ = UIView()  // ⟦UIView.init()⟧
  _ = UIView(frame: .zero)  // ⟦UIView.init(frame:)⟧
  let frameValue = view.frame
  view.frame = frameValue  // ⟦UIView.frame⟧
  let boundsValue = view.bounds
  view.bounds = boundsValue  // ⟦UIView.bounds⟧
  let centerValue = view.center
  view.center = centerValue  // ⟦UIView.center⟧
  let transformValue = view.transform
  view.transform = transformValue  // ⟦UIView.transform⟧
  let alphaValue = view.alpha
  view.alpha = alphaValue  // ⟦UIView.alpha⟧
  let isHiddenValue = view.isHidden
  view.isHidden = isHiddenValue  // ⟦UIView.isHidden⟧
  let backgroundColorValue = view.backgroundColor
  view.backgroundColor = backgroundColorValue  // ⟦UIView.backgroundColor⟧
  let clipsToBoundsValue = view.clipsToBounds
  view.clipsToBounds = clipsToBoundsValue  // ⟦UIView.clipsToBounds⟧
  view.contentMode = .scaleAspectFill  // ⟦UIView.ContentMode.scaleAspectFill⟧
  let isUserInteractionEnabledValue = view.isUserInteractionEnabled
  view.isUserInteractionEnabled = isUserInteractionEnabledValue  // ⟦UIView.isUserInteractionEnabled⟧
  let tagValue = view.tag
  view.tag = tagValue  // ⟦UIView.tag⟧
  let maskValue = view.mask
  view.mask = maskValue  // ⟦UIView.mask⟧
  _ = view.layer  // ⟦UIView.layer⟧
  _ = UIView.layerClass  // ⟦UIView.layerClass⟧
  _ = view.superview  // ⟦UIView.superview⟧
  _ = view.subviews  // ⟦UIView.subviews⟧
  _ = view.window  // ⟦UIView.window⟧
  view.addSubview(other)  // ⟦UIView.addSubview(_:)⟧
  view.insertSubview(other, at: 0)  // ⟦UIView.insertSubview(_:at:)⟧
  view.insertSubview(other, belowSubview: view)  // ⟦UIView.insertSubview(_:belowSubview:)⟧
  view.insertSubview(other, aboveSubview: view)  // ⟦UIView.insertSubview(_:aboveSubview:)⟧
  view.bringSubviewToFront(other)  // ⟦UIView.bringSubviewToFront(_:)⟧
  view.sendSubviewToBack(other)  // ⟦UIView.sendSubviewToBack(_:)⟧
  other.removeFromSuperview()  // ⟦UIView.removeFromSuperview()⟧
  _ = view.isDescendant(of: other)  // ⟦UIView.isDescendant(of:)⟧
  _ = view.viewWithTag(1)  // ⟦UIView.viewWithTag(_:)⟧
  view.setNeedsLayout()  // ⟦UIView.setNeedsLayout()⟧
  view.layoutIfNeeded()  // ⟦UIView.layoutIfNeeded()⟧
  _ = view.convert(CGRect.zero, from: other)  // ⟦UIView.convert(_:from:) CGRect⟧
  _ = view.convert(CGRect.zero, to: other)  // ⟦UIView.convert(_:to:) CGRect⟧
  _ = view.convert(CGPoint.zero, from: other)  // ⟦UIView.convert(_:from:) CGPoint⟧
  _ = view.convert(CGPoint.zero, to: nil)  // ⟦UIView.convert(_:to:) CGPoint⟧
  _ = view.hitTest(.zero, with: nil)  // ⟦UIView.hitTest(_:with:)⟧
  _ = view.point(inside: .zero, with: nil)  // ⟦UIView.point(inside:with:)⟧
  _ = view.snapshotView(afterScreenUpdates: true)  // ⟦UIView.snapshotView(afterScreenUpdates:)⟧
  // ⟦UIView.resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)⟧
  _ = view.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero)
  _ = view.safeAreaInsets  // ⟦UIView.safeAreaInsets⟧
  view.addGestureRecognizer(UITapGestureRecognizer())  // ⟦UIView.addGestureRecognizer(_:)⟧
  view.removeGestureRecognizer(UITapGestureRecognizer())  // ⟦UIView.removeGestureRecognizer(_:)⟧
  _ = view.gestureRecognizers  // ⟦UIView.gestureRecognizers⟧
  let tintColorValue = view.tintColor
  view.tintColor = tintColorValue  // ⟦UIView.tintColor⟧
  view.tintAdjustmentMode = .dimmed  // ⟦UIView.tintAdjustmentMode⟧
  view.tintColorDidChange()  // ⟦UIView.tintColorDidChange()⟧
  let isOpaqueValue = view.isOpaque
  view.isOpaque = isOpaqueValue  // ⟦UIView.isOpaque⟧
  view.autoresizingMask = [.flexibleWidth, .flexibleHeight]  // ⟦UIView.autoresizingMask⟧
  let autoresizesSubviewsValue = view.autoresizesSubviews
  view.autoresizesSubviews = autoresizesSubviewsValue  // ⟦UIView.autoresizesSubviews⟧
}

// MARK: UIView animation

@MainActor
func referenceViewAnimation(_ view: UIView, _ other: UIView) {
  // ⟦UIView.animate(withDuration:animations:)⟧
  UIView.animate(withDuration: 0.3) { view.alpha = 0 }
  // ⟦UIView.animate(withDuration:animations:completion:)⟧
  UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { _ in })
  // ⟦UIView.animate(withDuration:delay:options:animations:completion:)⟧
  UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: {}, completion: nil)
  // ⟦UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)⟧
  UIView.animate(
    withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [],
    animations: {}, completion: nil)
  // ⟦UIView.animateKeyframes(withDuration:delay:options:animations:completion:)⟧
  UIView.animateKeyframes(
    withDuration: 1, delay: 0, options: [.calculationModeLinear],
    animations: {
      // ⟦UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)⟧
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {}
    }, completion: nil)
  // ⟦UIView.transition(from:to:duration:options:completion:)⟧
  UIView.transition(from: view, to: other, duration: 0.3, options: [.transitionCrossDissolve], completion: nil)
  // ⟦UIView.transition(with:duration:options:animations:completion:)⟧
  UIView.transition(with: view, duration: 0.3, options: [.transitionFlipFromLeft], animations: {}, completion: nil)
  UIView.performWithoutAnimation {}  // ⟦UIView.performWithoutAnimation(_:)⟧
  _ = UIView.AnimationOptions.curveLinear  // ⟦UIView.AnimationOptions.curveLinear⟧
  _ = UIView.AnimationOptions.curveEaseInOut  // ⟦UIView.AnimationOptions.curveEaseInOut⟧
  _ = UIView.AnimationOptions.allowUserInteraction  // ⟦UIView.AnimationOptions.allowUserInteraction⟧
  _ = UIView.AnimationOptions.beginFromCurrentState  // ⟦UIView.AnimationOptions.beginFromCurrentState⟧
  _ = UIView.AnimationCurve.easeInOut  // ⟦UIView.AnimationCurve⟧
}

// MARK: UIViewPropertyAnimator

@MainActor
func referencePropertyAnimator() {
  // ⟦UIViewPropertyAnimator(duration:curve:animations:)⟧
  let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {}
  // ⟦UIViewPropertyAnimator(duration:dampingRatio:animations:)⟧
  _ = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8) {}
  // ⟦UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)⟧
  let spring = UISpringTimingParameters(mass: 4.5, stiffness: 1300, damping: 95, initialVelocity: .zero)
  // ⟦UIViewPropertyAnimator(duration:timingParameters:)⟧
  _ = UIViewPropertyAnimator(duration: 0, timingParameters: spring)
  _ = UISpringTimingParameters(dampingRatio: 0.8)  // ⟦UISpringTimingParameters(dampingRatio:)⟧
  _ = UICubicTimingParameters(animationCurve: .easeIn)  // ⟦UICubicTimingParameters(animationCurve:)⟧
  animator.addAnimations {}  // ⟦UIViewPropertyAnimator.addAnimations(_:)⟧
  animator.addCompletion { (_: UIViewAnimatingPosition) in }  // ⟦UIViewPropertyAnimator.addCompletion(_:)⟧
  animator.startAnimation()  // ⟦UIViewPropertyAnimator.startAnimation()⟧
  animator.pauseAnimation()  // ⟦UIViewPropertyAnimator.pauseAnimation()⟧
  animator.fractionComplete = 0.5  // ⟦UIViewPropertyAnimator.fractionComplete⟧
  animator.isReversed = true  // ⟦UIViewPropertyAnimator.isReversed⟧
  _ = animator.state == .inactive  // ⟦UIViewAnimatingState⟧
  _ = animator.duration  // ⟦UIViewPropertyAnimator.duration⟧
  // ⟦UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)⟧
  animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
  animator.stopAnimation(true)  // ⟦UIViewPropertyAnimator.stopAnimation(_:)⟧
  animator.finishAnimation(at: .end)  // ⟦UIViewPropertyAnimator.finishAnimation(at:)⟧
  _ = animator as any UIViewImplicitlyAnimating  // ⟦UIViewImplicitlyAnimating⟧
}

// MARK: Transition protocols and context

@MainActor
func referenceTransitionContext(_ context: any UIViewControllerContextTransitioning) {
  let container: UIView = context.containerView  // ⟦UIViewControllerContextTransitioning.containerView⟧
  _ = container
  _ = context.view(forKey: .from)  // ⟦UIViewControllerContextTransitioning.view(forKey:)⟧
  _ = context.view(forKey: UITransitionContextViewKey.to)  // ⟦UITransitionContextViewKey⟧
  let to = context.viewController(forKey: .to)!  // ⟦UIViewControllerContextTransitioning.viewController(forKey:)⟧
  // ⟦UITransitionContextViewControllerKey⟧
  _ = context.viewController(forKey: UITransitionContextViewControllerKey.from)
  _ = context.finalFrame(for: to)  // ⟦UIViewControllerContextTransitioning.finalFrame(for:)⟧
  _ = context.initialFrame(for: to)  // ⟦UIViewControllerContextTransitioning.initialFrame(for:)⟧
  _ = context.transitionWasCancelled  // ⟦UIViewControllerContextTransitioning.transitionWasCancelled⟧
  _ = context.isInteractive  // ⟦UIViewControllerContextTransitioning.isInteractive⟧
  _ = context.isAnimated  // ⟦UIViewControllerContextTransitioning.isAnimated⟧
  context.updateInteractiveTransition(0.5)  // ⟦UIViewControllerContextTransitioning.updateInteractiveTransition(_:)⟧
  context.pauseInteractiveTransition()  // ⟦UIViewControllerContextTransitioning.pauseInteractiveTransition()⟧
  context.finishInteractiveTransition()  // ⟦UIViewControllerContextTransitioning.finishInteractiveTransition()⟧
  context.cancelInteractiveTransition()  // ⟦UIViewControllerContextTransitioning.cancelInteractiveTransition()⟧
  context.completeTransition(true)  // ⟦UIViewControllerContextTransitioning.completeTransition(_:)⟧
}

@MainActor
// ⟦UIViewControllerAnimatedTransitioning⟧
final class ReferenceAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  // ⟦UIViewControllerAnimatedTransitioning.transitionDuration(using:)⟧
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    CATransaction.animationDuration()  // ⟦CATransaction.animationDuration()⟧
  }
  // ⟦UIViewControllerAnimatedTransitioning.animateTransition(using:)⟧
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
  // ⟦UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:)⟧
  func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
  { UIViewPropertyAnimator(duration: 0.3, curve: .linear) }
  func animationEnded(_ transitionCompleted: Bool) {}  // ⟦UIViewControllerAnimatedTransitioning.animationEnded(_:)⟧
}

@MainActor
final class ReferenceInteraction: UIPercentDrivenInteractiveTransition {  // ⟦UIPercentDrivenInteractiveTransition⟧
  // ⟦UIPercentDrivenInteractiveTransition.startInteractiveTransition(_:)⟧
  override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    super.startInteractiveTransition(transitionContext)
    update(0.5)  // ⟦UIPercentDrivenInteractiveTransition.update(_:)⟧
    finish()  // ⟦UIPercentDrivenInteractiveTransition.finish()⟧
    cancel()  // ⟦UIPercentDrivenInteractiveTransition.cancel()⟧
    pause()  // ⟦UIPercentDrivenInteractiveTransition.pause()⟧
    completionSpeed = 1  // ⟦UIPercentDrivenInteractiveTransition.completionSpeed⟧
    completionCurve = .easeOut  // ⟦UIPercentDrivenInteractiveTransition.completionCurve⟧
    wantsInteractiveStart = false  // ⟦UIPercentDrivenInteractiveTransition.wantsInteractiveStart⟧
    _ = percentComplete  // ⟦UIPercentDrivenInteractiveTransition.percentComplete⟧
  }
}

@MainActor
// ⟦UIViewControllerTransitioningDelegate⟧
final class ReferenceDelegates: NSObject, UIViewControllerTransitioningDelegate,
  UINavigationControllerDelegate  // ⟦UINavigationControllerDelegate⟧
{
  // ⟦UIViewControllerTransitioningDelegate.animationController(forPresented:presenting:source:)⟧
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { ReferenceAnimator() }
  // ⟦UIViewControllerTransitioningDelegate.animationController(forDismissed:)⟧
  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    nil
  }
  // ⟦UIViewControllerTransitioningDelegate.interactionControllerForDismissal(using:)⟧
  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  { nil }
  // ⟦UIViewControllerTransitioningDelegate.presentationController(forPresented:presenting:source:)⟧
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    ReferencePresentationController(presentedViewController: presented, presenting: presenting)
  }
  // ⟦UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:)⟧
  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
      // ⟦UINavigationController.Operation⟧
  ) -> (any UIViewControllerAnimatedTransitioning)? { operation == .push ? ReferenceAnimator() : nil }
  // ⟦UINavigationControllerDelegate.navigationController(_:interactionControllerFor:)⟧
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

@MainActor
final class ReferencePresentationController: UIPresentationController {  // ⟦UIPresentationController⟧
  // ⟦UIPresentationController.frameOfPresentedViewInContainerView⟧
  override var frameOfPresentedViewInContainerView: CGRect {
    containerView?.bounds ?? UIScreen.main.bounds  // ⟦UIPresentationController.containerView⟧ ⟦UIScreen.main⟧
  }
  // ⟦UIPresentationController.presentationTransitionWillBegin()⟧
  override func presentationTransitionWillBegin() {
    _ = presentedView  // ⟦UIPresentationController.presentedView⟧
    _ = presentingViewController  // ⟦UIPresentationController.presentingViewController⟧
    // ⟦UIViewController.transitionCoordinator⟧
    // ⟦UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:)⟧
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in }, completion: nil)
  }
  // ⟦UIPresentationController.presentationTransitionDidEnd(_:)⟧
  override func presentationTransitionDidEnd(_ completed: Bool) {}
  override func dismissalTransitionWillBegin() {}  // ⟦UIPresentationController.dismissalTransitionWillBegin()⟧
  // ⟦UIPresentationController.dismissalTransitionDidEnd(_:)⟧
  override func dismissalTransitionDidEnd(_ completed: Bool) {}
  override func containerViewWillLayoutSubviews() {}  // ⟦UIPresentationController.containerViewWillLayoutSubviews()⟧
  override func containerViewDidLayoutSubviews() {}  // ⟦UIPresentationController.containerViewDidLayoutSubviews()⟧
  // ⟦UIContentContainer.size(forChildContentContainer:withParentContainerSize:)⟧
  override func size(
    forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
  )
    -> CGSize
  { parentSize }
}

// MARK: View controllers

@MainActor
func referenceViewController(_ controller: UIViewController, _ other: UIViewController) {
  _ = controller.view  // ⟦UIViewController.view⟧
  controller.present(other, animated: true, completion: nil)  // ⟦UIViewController.present(_:animated:completion:)⟧
  controller.dismiss(animated: true, completion: nil)  // ⟦UIViewController.dismiss(animated:completion:)⟧
  controller.modalPresentationStyle = .custom  // ⟦UIModalPresentationStyle.custom⟧
  other.modalPresentationStyle = .overCurrentContext  // ⟦UIModalPresentationStyle.overCurrentContext⟧
  controller.modalTransitionStyle = .coverVertical  // ⟦UIModalTransitionStyle⟧
  controller.transitioningDelegate = nil  // ⟦UIViewController.transitioningDelegate⟧
  _ = controller.presentingViewController  // ⟦UIViewController.presentingViewController⟧
  _ = controller.presentedViewController  // ⟦UIViewController.presentedViewController⟧
  _ = controller.navigationController  // ⟦UIViewController.navigationController⟧
  // ⟦UIViewController.beginAppearanceTransition(_:animated:)⟧
  controller.beginAppearanceTransition(true, animated: true)
  controller.endAppearanceTransition()  // ⟦UIViewController.endAppearanceTransition()⟧
  controller.addChild(other)  // ⟦UIViewController.addChild(_:)⟧
  other.didMove(toParent: controller)  // ⟦UIViewController.didMove(toParent:)⟧
  other.willMove(toParent: nil)  // ⟦UIViewController.willMove(toParent:)⟧
  other.removeFromParent()  // ⟦UIViewController.removeFromParent()⟧
  controller.setNeedsStatusBarAppearanceUpdate()  // ⟦UIViewController.setNeedsStatusBarAppearanceUpdate()⟧
  _ = controller.preferredStatusBarStyle  // ⟦UIViewController.preferredStatusBarStyle⟧
  _ = controller.prefersStatusBarHidden  // ⟦UIViewController.prefersStatusBarHidden⟧
  // ⟦UIViewController.modalPresentationCapturesStatusBarAppearance⟧
  controller.modalPresentationCapturesStatusBarAppearance = true
  controller.didReceiveMemoryWarning()  // ⟦UIViewController.didReceiveMemoryWarning()⟧
  _ = controller.storyboard  // ⟦UIViewController.storyboard⟧
  _ = controller.isBeingPresented  // ⟦UIViewController.isBeingPresented⟧
  _ = controller.isBeingDismissed  // ⟦UIViewController.isBeingDismissed⟧
  _ = controller.preferredContentSize  // ⟦UIViewController.preferredContentSize⟧
}

@MainActor
func referenceNavigation(_ navigation: UINavigationController, _ controller: UIViewController) {
  navigation.pushViewController(controller, animated: true)  // ⟦UINavigationController.pushViewController(_:animated:)⟧
  _ = navigation.popViewController(animated: true)  // ⟦UINavigationController.popViewController(animated:)⟧
  _ = navigation.popToRootViewController(animated: true)  // ⟦UINavigationController.popToRootViewController(animated:)⟧
  navigation.viewControllers.append(controller)  // ⟦UINavigationController.viewControllers⟧
  navigation.delegate = nil  // ⟦UINavigationController.delegate⟧
  _ = navigation.topViewController  // ⟦UINavigationController.topViewController⟧
  _ = navigation.interactivePopGestureRecognizer  // ⟦UINavigationController.interactivePopGestureRecognizer⟧
  _ = UINavigationController.hideShowBarDuration  // ⟦UINavigationController.hideShowBarDuration⟧
}

// MARK: Gestures

@MainActor
final class ReferenceGestureTarget: NSObject, UIGestureRecognizerDelegate {  // ⟦UIGestureRecognizerDelegate⟧
  func handle(_ pan: UIPanGestureRecognizer) {
    let view = pan.view!  // ⟦UIGestureRecognizer.view⟧
    _ = pan.translation(in: view)  // ⟦UIPanGestureRecognizer.translation(in:)⟧
    _ = pan.velocity(in: view)  // ⟦UIPanGestureRecognizer.velocity(in:)⟧
    _ = pan.location(in: view)  // ⟦UIGestureRecognizer.location(in:)⟧
    pan.setTranslation(.zero, in: view)  // ⟦UIPanGestureRecognizer.setTranslation(_:in:)⟧
    pan.maximumNumberOfTouches = 1  // ⟦UIPanGestureRecognizer.maximumNumberOfTouches⟧
    pan.minimumNumberOfTouches = 1  // ⟦UIPanGestureRecognizer.minimumNumberOfTouches⟧
    pan.cancelsTouchesInView = false  // ⟦UIGestureRecognizer.cancelsTouchesInView⟧
    pan.delegate = self  // ⟦UIGestureRecognizer.delegate⟧
    switch pan.state {  // ⟦UIGestureRecognizer.State⟧
    case .began, .changed, .ended, .cancelled, .failed, .possible: break
    @unknown default: break
    }
  }
  // ⟦UIGestureRecognizerDelegate.gestureRecognizerShouldBegin(_:)⟧
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  // ⟦UIGestureRecognizerDelegate.gestureRecognizer(_:shouldBeRequiredToFailBy:)⟧
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  // ⟦UIGestureRecognizerDelegate.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)⟧
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }

  func make() {
    // ⟦UIPanGestureRecognizer(target:action:)⟧
    _ = UIPanGestureRecognizer(target: self, action: ReferenceGestureTarget.handle)
    let edge = UIScreenEdgePanGestureRecognizer()  // ⟦UIScreenEdgePanGestureRecognizer⟧
    edge.edges = .left  // ⟦UIScreenEdgePanGestureRecognizer.edges⟧
    _ = UITapGestureRecognizer()  // ⟦UITapGestureRecognizer⟧
    let press = UILongPressGestureRecognizer()  // ⟦UILongPressGestureRecognizer⟧
    press.minimumPressDuration = 0  // ⟦UILongPressGestureRecognizer.minimumPressDuration⟧
    edge.addTarget(self, action: ReferenceGestureTarget.handleEdge)  // ⟦UIGestureRecognizer.addTarget(_:action:)⟧
    edge.removeTarget(self)  // ⟦UIGestureRecognizer.removeTarget(_:action:)⟧
  }
  func handleEdge(_ edge: UIScreenEdgePanGestureRecognizer) {}

  func handlePinch(_ pinch: UIPinchGestureRecognizer) {
    pinch.scale = 1  // ⟦UIPinchGestureRecognizer.scale⟧
    _ = pinch.velocity  // ⟦UIPinchGestureRecognizer.velocity⟧
    _ = pinch.numberOfTouches  // ⟦UIGestureRecognizer.numberOfTouches⟧
    _ = pinch.location(ofTouch: 0, in: pinch.view)  // ⟦UIGestureRecognizer.location(ofTouch:in:)⟧
  }

  func handleRotation(_ rotation: UIRotationGestureRecognizer) {
    rotation.rotation = 0  // ⟦UIRotationGestureRecognizer.rotation⟧
    _ = rotation.velocity  // ⟦UIRotationGestureRecognizer.velocity⟧
  }

  func multiTouch(_ view: UIView, _ scrollView: UIScrollView, _ touch: UITouch, _ event: UIEvent) {
    // ⟦UIPinchGestureRecognizer⟧
    _ = UIPinchGestureRecognizer(target: self, action: ReferenceGestureTarget.handlePinch)
    // ⟦UIRotationGestureRecognizer⟧
    let rotation = UIRotationGestureRecognizer(target: self, action: ReferenceGestureTarget.handleRotation)
    rotation.ignore(touch, for: event)  // ⟦UIGestureRecognizer.ignore(_:for:)⟧
    view.isMultipleTouchEnabled = true  // ⟦UIView.isMultipleTouchEnabled⟧
    _ = event.allTouches  // ⟦UIEvent.allTouches⟧
    _ = event.touches(for: view)  // ⟦UIEvent.touches(for:)⟧
    UITapGestureRecognizer().numberOfTouchesRequired = 2  // ⟦UITapGestureRecognizer.numberOfTouchesRequired⟧
    // ⟦UILongPressGestureRecognizer.numberOfTouchesRequired⟧
    UILongPressGestureRecognizer().numberOfTouchesRequired = 2
    _ = scrollView.pinchGestureRecognizer  // ⟦UIScrollView.pinchGestureRecognizer⟧
    _ = scrollView.isZooming || scrollView.isZoomBouncing  // ⟦UIScrollView.isZooming / isZoomBouncing⟧
  }
}

// MARK: Controls

@MainActor
final class ReferenceControls: NSObject {
  func tapped(_ sender: UIButton) {}
  func make() {
    let button = UIButton(type: .system)  // ⟦UIButton(type:)⟧
    _ = UIButton(frame: .zero)  // ⟦UIButton(frame:)⟧
    _ = UIButton()  // ⟦UIButton()⟧
    button.setTitle("Open", for: .normal)  // ⟦UIButton.setTitle(_:for:)⟧
    button.setTitleColor(.blue, for: .normal)  // ⟦UIButton.setTitleColor(_:for:)⟧
    button.setImage(nil, for: .highlighted)  // ⟦UIButton.setImage(_:for:)⟧
    _ = button.title(for: .normal)  // ⟦UIButton.title(for:)⟧
    _ = button.currentTitle  // ⟦UIButton.currentTitle⟧
    _ = button.titleLabel?.font  // ⟦UIButton.titleLabel⟧
    _ = button.imageView  // ⟦UIButton.imageView⟧
    // ⟦UIControl.addTarget(_:action:for:)⟧
    button.addTarget(self, action: ReferenceControls.tapped, for: .touchUpInside)
    button.addAction(UIAction { _ in }, for: .touchUpInside)  // ⟦UIControl.addAction(_:for:)⟧ ⟦UIAction⟧
    button.sendActions(for: .touchUpInside)  // ⟦UIControl.sendActions(for:)⟧
    _ = UIControl.Event.touchDown  // ⟦UIControl.Event⟧
    _ = UIControl.State.highlighted  // ⟦UIControl.State⟧
    let isEnabledValue = button.isEnabled
    button.isEnabled = isEnabledValue  // ⟦UIControl.isEnabled⟧
    let isSelectedValue = button.isSelected
    button.isSelected = isSelectedValue  // ⟦UIControl.isSelected⟧
    let isHighlightedValue = button.isHighlighted
    button.isHighlighted = isHighlightedValue  // ⟦UIControl.isHighlighted⟧
  }
}

// MARK: Content views, colour, screen

@MainActor
func referenceContent() {
  let label = UILabel()  // ⟦UILabel⟧
  let textValue = label.text
  label.text = textValue  // ⟦UILabel.text⟧
  let textColorValue = label.textColor
  label.textColor = textColorValue  // ⟦UILabel.textColor⟧
  let fontValue = label.font
  label.font = fontValue  // ⟦UILabel.font⟧
  label.textAlignment = .center  // ⟦UILabel.textAlignment⟧
  _ = UIFont.systemFont(ofSize: 17)  // ⟦UIFont.systemFont(ofSize:)⟧
  let imageView = UIImageView(image: nil)  // ⟦UIImageView(image:)⟧
  let imageValue = imageView.image
  imageView.image = imageValue  // ⟦UIImageView.image⟧
  _ = UIColor.black.cgColor  // ⟦UIColor.cgColor⟧
  _ = UIColor.black.withAlphaComponent(0.4)  // ⟦UIColor.withAlphaComponent(_:)⟧
  _ = UIColor(white: 0, alpha: 0.5)  // ⟦UIColor(white:alpha:)⟧
  _ = UIColor(red: 1, green: 0, blue: 0, alpha: 1)  // ⟦UIColor(red:green:blue:alpha:)⟧
  // ⟦UIColor named colours (.white .black .clear .red .blue .lightGray)⟧
  _ = [UIColor.white, .black, .clear, .red, .blue, .lightGray]
  _ = UIScreen.main.bounds  // ⟦UIScreen.bounds⟧
  _ = UIScreen.main.scale  // ⟦UIScreen.scale⟧
  let effectView = UIVisualEffectView(effect: nil)  // ⟦UIVisualEffectView(effect:)⟧
  effectView.effect = UIBlurEffect(style: .light)  // ⟦UIVisualEffectView.effect⟧ ⟦UIBlurEffect(style:)⟧
  // ⟦UIVisualEffectView.effect animatable inside UIView.animate / UIViewPropertyAnimator⟧
  UIView.animate(withDuration: 0.3) { effectView.effect = nil }
}

// MARK: Core Animation

// `CAAnimationDelegate` is nonisolated, as in the SDK: a main-actor conformer declares the
// conformance `@preconcurrency` in Swift 6 mode, as on iOS.
@MainActor
final class ReferenceLayers: NSObject, @preconcurrency CAAnimationDelegate {  // ⟦CAAnimationDelegate⟧
  // ⟦CAAnimationDelegate.animationDidStop(_:finished:)⟧
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}

  func make(_ view: UIView) {
    let layer = view.layer
    layer.cornerRadius = 10  // ⟦CALayer.cornerRadius⟧
    layer.masksToBounds = true  // ⟦CALayer.masksToBounds⟧
    layer.shadowColor = UIColor.black.cgColor  // ⟦CALayer.shadowColor⟧
    layer.shadowOpacity = 0.5  // ⟦CALayer.shadowOpacity⟧
    layer.shadowRadius = 4  // ⟦CALayer.shadowRadius⟧
    layer.shadowOffset = .zero  // ⟦CALayer.shadowOffset⟧
    layer.shadowPath = nil  // ⟦CALayer.shadowPath⟧
    layer.borderWidth = 1  // ⟦CALayer.borderWidth⟧
    layer.borderColor = nil  // ⟦CALayer.borderColor⟧
    layer.zPosition = 999  // ⟦CALayer.zPosition⟧
    layer.anchorPoint = CGPoint(x: 0, y: 0.5)  // ⟦CALayer.anchorPoint⟧
    layer.transform = CATransform3DIdentity  // ⟦CALayer.transform⟧ ⟦CATransform3DIdentity⟧
    layer.sublayerTransform = CATransform3DIdentity  // ⟦CALayer.sublayerTransform⟧
    layer.isDoubleSided = false  // ⟦CALayer.isDoubleSided⟧
    layer.maskedCorners = [.layerMinXMinYCorner]  // ⟦CALayer.maskedCorners⟧
    layer.opacity = 1  // ⟦CALayer.opacity⟧
    _ = layer.presentation()  // ⟦CALayer.presentation()⟧
    layer.speed = 1  // ⟦CALayer.speed (CAMediaTiming)⟧
    layer.timeOffset = 0  // ⟦CALayer.timeOffset (CAMediaTiming)⟧
    layer.beginTime = 0  // ⟦CALayer.beginTime (CAMediaTiming)⟧
    _ = layer.convertTime(CACurrentMediaTime(), from: nil)  // ⟦CALayer.convertTime(_:from:)⟧ ⟦CACurrentMediaTime()⟧
    let mask = CAShapeLayer()  // ⟦CAShapeLayer⟧
    mask.path = UIBezierPath(ovalIn: .zero).cgPath  // ⟦CAShapeLayer.path⟧ ⟦UIBezierPath(ovalIn:)⟧ ⟦UIBezierPath.cgPath⟧
    mask.frame = layer.bounds  // ⟦CALayer.frame⟧
    layer.mask = mask  // ⟦CALayer.mask⟧
    layer.addSublayer(CAGradientLayer())  // ⟦CALayer.addSublayer(_:)⟧ ⟦CAGradientLayer⟧
    _ = UIBezierPath(roundedRect: .zero, cornerRadius: 8)  // ⟦UIBezierPath(roundedRect:cornerRadius:)⟧
    // ⟦UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)⟧
    _ = UIBezierPath(arcCenter: .zero, radius: 1, startAngle: 0, endAngle: .pi, clockwise: true)
    _ = CGPath(ellipseIn: .zero, transform: nil)  // ⟦CGPath(ellipseIn:transform:)⟧
    let animation = CABasicAnimation(keyPath: "path")  // ⟦CABasicAnimation(keyPath:)⟧
    animation.fromValue = mask.path  // ⟦CABasicAnimation.fromValue⟧
    animation.toValue = mask.path  // ⟦CABasicAnimation.toValue⟧
    animation.duration = 0.3  // ⟦CAAnimation.duration⟧
    // ⟦CAMediaTimingFunction(name:)⟧ ⟦CAMediaTimingFunctionName⟧
    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    _ = CAMediaTimingFunction(controlPoints: 0.2, 0, 0, 1)  // ⟦CAMediaTimingFunction(controlPoints:)⟧
    animation.fillMode = .forwards  // ⟦CAMediaTimingFillMode⟧
    animation.isRemovedOnCompletion = false  // ⟦CAAnimation.isRemovedOnCompletion⟧
    animation.delegate = self  // ⟦CAAnimation.delegate⟧
    layer.add(animation, forKey: animation.keyPath)  // ⟦CALayer.add(_:forKey:)⟧ ⟦CAPropertyAnimation.keyPath⟧
    layer.removeAllAnimations()  // ⟦CALayer.removeAllAnimations()⟧
    _ = CAKeyframeAnimation(keyPath: "position")  // ⟦CAKeyframeAnimation⟧
    _ = CASpringAnimation(keyPath: "position")  // ⟦CASpringAnimation⟧
    _ = CAAnimationGroup()  // ⟦CAAnimationGroup⟧
    CATransaction.begin()  // ⟦CATransaction.begin()⟧
    CATransaction.setAnimationDuration(1)  // ⟦CATransaction.setAnimationDuration(_:)⟧
    CATransaction.setDisableActions(true)  // ⟦CATransaction.setDisableActions(_:)⟧
    CATransaction.setCompletionBlock {}  // ⟦CATransaction.setCompletionBlock(_:)⟧
    CATransaction.commit()  // ⟦CATransaction.commit()⟧
    _ = CADisplayLink(target: self, selector: ReferenceLayers.tick)  // ⟦CADisplayLink⟧
  }
  func tick(_ link: CADisplayLink) {}
}

// MARK: Geometry (CoreGraphics, QuartzCore transforms)

@MainActor
func referenceGeometry() {
  _ = CGAffineTransform.identity  // ⟦CGAffineTransform.identity⟧
  _ = CGAffineTransform(scaleX: 2, y: 2)  // ⟦CGAffineTransform(scaleX:y:)⟧
  _ = CGAffineTransform(translationX: 1, y: 1)  // ⟦CGAffineTransform(translationX:y:)⟧
  _ = CGAffineTransform(rotationAngle: .pi)  // ⟦CGAffineTransform(rotationAngle:)⟧
  // ⟦CGAffineTransform.translatedBy(x:y:) .scaledBy(x:y:) .rotated(by:)⟧
  _ = CGAffineTransform.identity.translatedBy(x: 0, y: 1).scaledBy(x: 2, y: 2).rotated(by: 1)
  _ = CGAffineTransform.identity.concatenating(.identity)  // ⟦CGAffineTransform.concatenating(_:)⟧
  _ = CGAffineTransform.identity.inverted()  // ⟦CGAffineTransform.inverted()⟧
  _ = CGAffineTransform.identity.isIdentity  // ⟦CGAffineTransform.isIdentity⟧
  _ = CGPoint.zero.applying(.identity)  // ⟦CGPoint.applying(_:)⟧
  _ = CGRect.zero.applying(.identity)  // ⟦CGRect.applying(_:)⟧
  var perspective = CATransform3DIdentity
  perspective.m34 = -1 / 500  // ⟦CATransform3D.m34⟧
  _ = CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)  // ⟦CATransform3DRotate⟧
  _ = CATransform3DMakeRotation(.pi, 0, 1, 0)  // ⟦CATransform3DMakeRotation⟧
  _ = CATransform3DMakeScale(1, 1, 1)  // ⟦CATransform3DMakeScale⟧
  _ = CATransform3DMakeTranslation(1, 1, 0)  // ⟦CATransform3DMakeTranslation⟧
  _ = CATransform3DConcat(perspective, perspective)  // ⟦CATransform3DConcat⟧
  _ = CATransform3DScale(perspective, 1, 1, 1)  // ⟦CATransform3DScale⟧
  _ = CATransform3DTranslate(perspective, 1, 1, 1)  // ⟦CATransform3DTranslate⟧
  _ = CATransform3DMakeAffineTransform(.identity)  // ⟦CATransform3DMakeAffineTransform⟧
  _ = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)  // ⟦UIEdgeInsets⟧
  _ = CGRect.zero.inset(by: .zero)  // ⟦CGRect.inset(by:)⟧
  _ = UIRectEdge.left  // ⟦UIRectEdge⟧
}

// MARK: Collection views

@MainActor
func referenceCollectionView(_ collectionView: UICollectionView) {
  // ⟦UICollectionView.indexPathsForSelectedItems⟧
  if let indexPath = collectionView.indexPathsForSelectedItems?.first {
    _ = collectionView.cellForItem(at: indexPath)  // ⟦UICollectionView.cellForItem(at:)⟧
  }
}

// MARK: Table views

/// A table view controller's everyday calls.
@MainActor
final class ReferenceTableController: UITableViewController {  // ⟦UITableViewController⟧
  init() { super.init(style: .insetGrouped) }  // ⟦UITableViewController.init(style:)⟧
  required init?(coder: NSCoder) { nil }
  // ⟦UITableViewDataSource⟧ ⟦UITableViewDelegate⟧
  override func numberOfSections(in tableView: UITableView) -> Int { 1 }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    // ⟦UITableView.dequeueReusableCell(withIdentifier:for:)⟧
    tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
  }
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)  // ⟦UITableView.deselectRow(at:animated:)⟧
  }
}

@MainActor
func referenceTableView() {
  let table = UITableView(frame: .zero, style: .grouped)  // ⟦UITableView.init(frame:style:) / UITableView.Style⟧
  // ⟦UITableView.register(_:forCellReuseIdentifier:)⟧
  table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
  _ = table.dequeueReusableCell(withIdentifier: "c")  // ⟦UITableView.dequeueReusableCell(withIdentifier:)⟧
  // ⟦UITableView.register(_:forHeaderFooterViewReuseIdentifier:)⟧
  table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "h")
  // ⟦UITableView.dequeueReusableHeaderFooterView(withIdentifier:)⟧
  _ = table.dequeueReusableHeaderFooterView(withIdentifier: "h")
  table.rowHeight = UITableView.automaticDimension  // ⟦UITableView.rowHeight⟧ ⟦UITableView.automaticDimension⟧
  table.estimatedRowHeight = 60  // ⟦UITableView.estimatedRowHeight⟧
  table.separatorStyle = .singleLine  // ⟦UITableView.separatorStyle⟧
  table.separatorInset = .zero  // ⟦UITableView.separatorInset⟧
  table.separatorColor = .separator  // ⟦UITableView.separatorColor⟧
  table.tableFooterView = UIView()  // ⟦UITableView.tableFooterView⟧
  table.reloadData()  // ⟦UITableView.reloadData()⟧
  let path = IndexPath(row: 0, section: 0)
  _ = table.cellForRow(at: path)  // ⟦UITableView.cellForRow(at:)⟧
  _ = table.visibleCells  // ⟦UITableView.visibleCells⟧
  _ = table.indexPathsForVisibleRows  // ⟦UITableView.indexPathsForVisibleRows⟧
  _ = table.indexPathForSelectedRow  // ⟦UITableView.indexPathForSelectedRow⟧
  _ = table.rectForRow(at: path)  // ⟦UITableView.rectForRow(at:)⟧
  _ = table.indexPathForRow(at: .zero)  // ⟦UITableView.indexPathForRow(at:)⟧
  // ⟦UITableView.selectRow(at:animated:scrollPosition:)⟧
  table.selectRow(at: path, animated: true, scrollPosition: .middle)
  table.scrollToRow(at: path, at: .top, animated: true)  // ⟦UITableView.scrollToRow(at:at:animated:)⟧
  table.insertRows(at: [path], with: .fade)  // ⟦UITableView.insertRows(at:with:)⟧ ⟦UITableView.RowAnimation⟧
  table.deleteRows(at: [path], with: .left)  // ⟦UITableView.deleteRows(at:with:)⟧
  table.reloadRows(at: [path], with: .none)  // ⟦UITableView.reloadRows(at:with:)⟧
  table.performBatchUpdates({}, completion: nil)  // ⟦UITableView.performBatchUpdates(_:completion:)⟧
  let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "c")  // ⟦UITableViewCell.init(style:reuseIdentifier:)⟧
  _ = table.indexPath(for: cell)  // ⟦UITableView.indexPath(for:)⟧
  cell.textLabel?.text = "Title"  // ⟦UITableViewCell.textLabel⟧
  cell.detailTextLabel?.text = "Detail"  // ⟦UITableViewCell.detailTextLabel⟧
  cell.imageView?.image = nil  // ⟦UITableViewCell.imageView⟧
  cell.contentView.backgroundColor = .white  // ⟦UITableViewCell.contentView⟧
  cell.accessoryType = .disclosureIndicator  // ⟦UITableViewCell.accessoryType⟧
  cell.selectionStyle = .none  // ⟦UITableViewCell.selectionStyle⟧
  cell.selectedBackgroundView = UIView()  // ⟦UITableViewCell.selectedBackgroundView⟧
  cell.setSelected(true, animated: true)  // ⟦UITableViewCell.setSelected(_:animated:)⟧
  cell.prepareForReuse()  // ⟦UITableViewCell.prepareForReuse()⟧
}

// MARK: Application

@MainActor
func referenceApplication() {
  _ = UIApplication.shared  // ⟦UIApplication.shared⟧
  _ = UIApplication.shared.windows  // ⟦UIApplication.windows⟧
  _ = UIApplication.shared.keyWindow  // ⟦UIApplication.keyWindow⟧
  _ = UIApplication.shared.statusBarStyle  // ⟦UIApplication.statusBarStyle⟧
  _ = UIApplication.shared.statusBarFrame  // ⟦UIApplication.statusBarFrame⟧
  _ = UIWindow(frame: .zero).rootViewController  // ⟦UIWindow.rootViewController⟧
  UIWindow(frame: .zero).makeKeyAndVisible()  // ⟦UIWindow.makeKeyAndVisible()⟧
}

// MARK: Auto Layout

@MainActor
func referenceAutoLayout(_ view: UIView, _ other: UIView) {
  view.translatesAutoresizingMaskIntoConstraints = false  // ⟦UIView.translatesAutoresizingMaskIntoConstraints⟧
  // ⟦NSLayoutAnchor.constraint(equalTo:) / topAnchor … heightAnchor⟧
  let top = view.topAnchor.constraint(equalTo: other.topAnchor)
  NSLayoutConstraint.activate([top])  // ⟦NSLayoutConstraint.activate(_:)⟧
  top.isActive = false  // ⟦NSLayoutConstraint.isActive⟧
  // ⟦UIViewController.bottomLayoutGuide⟧
  _ = view.bottomAnchor.constraint(equalTo: UIViewController().bottomLayoutGuide.topAnchor)
  // ⟦UIView.safeAreaLayoutGuide⟧
  _ = view.safeAreaLayoutGuide.topAnchor.constraint(equalTo: other.topAnchor)
  // ⟦UIView.layoutMarginsGuide⟧
  _ = view.layoutMarginsGuide.leadingAnchor.constraint(equalTo: other.leadingAnchor)
  // ⟦UIView.layoutMargins⟧
  view.layoutMargins = view.layoutMargins
  // ⟦UIView.directionalLayoutMargins⟧
  view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
  // ⟦UIView.insetsLayoutMarginsFromSafeArea⟧
  view.insetsLayoutMarginsFromSafeArea = false
  // ⟦UIView.preservesSuperviewLayoutMargins⟧
  view.preservesSuperviewLayoutMargins = true
  // ⟦UIViewController.viewRespectsSystemMinimumLayoutMargins⟧
  UIViewController().viewRespectsSystemMinimumLayoutMargins = false
  // ⟦NSLayoutXAxisAnchor.constraint(equalToSystemSpacingAfter:multiplier:)⟧
  _ = view.leadingAnchor.constraint(equalToSystemSpacingAfter: other.trailingAnchor, multiplier: 1)
  // ⟦NSLayoutYAxisAnchor.constraint(equalToSystemSpacingBelow:multiplier:)⟧
  _ = view.topAnchor.constraint(equalToSystemSpacingBelow: other.bottomAnchor, multiplier: 1)
  _ = view.intrinsicContentSize  // ⟦UIView.intrinsicContentSize⟧
  // ⟦UIView.invalidateIntrinsicContentSize() / content hugging and compression resistance priorities⟧
  view.invalidateIntrinsicContentSize()
  view.setContentHuggingPriority(.defaultHigh, for: .horizontal)
  view.setContentCompressionResistancePriority(.required, for: .vertical)
  _ = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)  // ⟦UIView.systemLayoutSizeFitting(_:)⟧
  _ = UIView.layoutFittingCompressedSize  // ⟦UIView.layoutFittingCompressedSize (UILayoutFittingCompressedSize)⟧
  // ⟦UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)⟧
  _ = view.systemLayoutSizeFitting(
    UIView.layoutFittingExpandedSize, withHorizontalFittingPriority: .required,
    verticalFittingPriority: .fittingSizeLevel)
  _ = UIView.requiresConstraintBasedLayout  // ⟦UIView.requiresConstraintBasedLayout⟧
  // ⟦UIView.hasAmbiguousLayout / exerciseAmbiguityInLayout() / constraintsAffectingLayout(for:)⟧
  if view.hasAmbiguousLayout { view.exerciseAmbiguityInLayout() }
  _ = view.constraintsAffectingLayout(for: .vertical)
}

@MainActor
func referenceLayoutCycle(_ controller: UIViewController) {
  // ⟦UIViewController.updateViewConstraints() / viewWillLayoutSubviews() / viewDidLayoutSubviews()⟧
  controller.updateViewConstraints()
  controller.viewWillLayoutSubviews()
  controller.viewDidLayoutSubviews()
}

@MainActor
func referenceStackView(_ view: UIView) {
  // ⟦UIStackView (axis, distribution, alignment, spacing, arranged subviews, custom spacing)⟧
  let stack = UIStackView(arrangedSubviews: [view])
  stack.axis = .vertical
  stack.distribution = .equalSpacing
  stack.alignment = .center
  stack.spacing = UIStackView.spacingUseSystem
  stack.setCustomSpacing(12, after: view)
  stack.isLayoutMarginsRelativeArrangement = true
  stack.insertArrangedSubview(UIView(), at: 0)
  stack.removeArrangedSubview(view)
}

@MainActor
func referenceLayoutDirection(_ view: UIView, window: UIWindow) {
  // ⟦UIView.semanticContentAttribute / effectiveUserInterfaceLayoutDirection / userInterfaceLayoutDirection(for:)⟧
  view.semanticContentAttribute = .forceRightToLeft
  _ = view.effectiveUserInterfaceLayoutDirection == UIView.userInterfaceLayoutDirection(for: .playback)
  // ⟦UITraitCollection.layoutDirection / UIView.traitOverrides.layoutDirection⟧
  window.traitOverrides.layoutDirection = .rightToLeft
  _ = view.traitCollection.layoutDirection == .rightToLeft
  // ⟦UIView.readableContentGuide⟧
  _ = view.readableContentGuide.leadingAnchor.constraint(equalTo: view.leadingAnchor)
}

// MARK: Size transitions, scroll views, haptics, keyboard

@MainActor
final class ReferenceSizeTransitionController: UIViewController {
  // ⟦UIContentContainer.viewWillTransition(to:with:)⟧
  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
  }
}

@MainActor
func referenceScrollView(_ scrollView: UIScrollView) {
  // ⟦UIScrollView (contentInset, scrollIndicatorInsets, showsVerticalScrollIndicator, contentInsetAdjustmentBehavior)⟧
  scrollView.contentInset = scrollView.scrollIndicatorInsets
  scrollView.showsVerticalScrollIndicator = false
  scrollView.contentInsetAdjustmentBehavior = .never
}

@MainActor
func referenceFeedbackAndKeyboard() {
  UISelectionFeedbackGenerator().selectionChanged()  // ⟦UISelectionFeedbackGenerator⟧
  // ⟦UIResponder.keyboardWillShowNotification / keyboardWillHideNotification⟧
  _ = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification]
  // ⟦NotificationCenter.addObserver(forName:object:queue:using:) with queue: .main⟧
  NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) {
    _ in
  }
}

@MainActor
func referenceScrollViewTracking(_ scrollView: UIScrollView) {
  let offset = scrollView.contentOffset
  scrollView.contentOffset = offset  // ⟦UIScrollView.contentOffset⟧
  scrollView.setContentOffset(offset, animated: false)  // ⟦UIScrollView.setContentOffset(_:animated:)⟧
  // ⟦UIScrollView.isDragging / isDecelerating / isTracking⟧
  _ = scrollView.isDragging && !scrollView.isDecelerating || scrollView.isTracking
  scrollView.panGestureRecognizer.isEnabled = true  // ⟦UIScrollView.panGestureRecognizer⟧
}

func referenceKeyboardInfo(_ notification: Notification) {
  let info = notification.userInfo
  let key = UIResponder.keyboardFrameEndUserInfoKey  // ⟦UIResponder.keyboardFrameEndUserInfoKey⟧
  _ = (info?[key] as? NSValue)?.cgRectValue  // ⟦NSValue.cgRectValue⟧
  // ⟦UIResponder.keyboardAnimationDurationUserInfoKey⟧
  _ = info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
}

// MARK: Text measurement

@MainActor
func referenceTextMeasurement(_ label: UILabel, _ button: UIButton, _ imageView: UIImageView) {
  label.numberOfLines = 0  // ⟦UILabel.numberOfLines⟧
  label.lineBreakMode = NSLineBreakMode.byTruncatingMiddle  // ⟦UILabel.lineBreakMode / NSLineBreakMode⟧
  label.attributedText = NSAttributedString(string: "a")  // ⟦UILabel.attributedText⟧
  label.preferredMaxLayoutWidth = 200  // ⟦UILabel.preferredMaxLayoutWidth⟧
  // ⟦UILabel.sizeThatFits(_:) / sizeToFit() / intrinsicContentSize⟧
  _ = (label.sizeThatFits(.zero), label.intrinsicContentSize, label.sizeToFit())
  // ⟦UILabel.textRect(forBounds:limitedToNumberOfLines:)⟧
  _ = label.textRect(forBounds: .zero, limitedToNumberOfLines: 2)
  _ = (button.intrinsicContentSize, button.sizeThatFits(.zero))  // ⟦UIButton.intrinsicContentSize / sizeThatFits(_:)⟧
  // ⟦UIImageView.intrinsicContentSize / sizeThatFits(_:)⟧
  _ = (imageView.intrinsicContentSize, imageView.sizeThatFits(.zero))
  let font = UIFont.systemFont(ofSize: 17)
  // ⟦UIFont.lineHeight / ascender / descender / leading / capHeight / xHeight⟧
  _ = (font.lineHeight, font.ascender, font.descender, font.leading, font.capHeight, font.xHeight)
  // ⟦NSString.size(withAttributes:) / String.size(withAttributes:)⟧
  _ = (("a" as NSString).size(withAttributes: [.font: font]), "a".size(withAttributes: nil))
  let context = NSStringDrawingContext()  // ⟦NSStringDrawingOptions / NSStringDrawingContext⟧
  // ⟦NSString.boundingRect(with:options:attributes:context:) / String.boundingRect⟧
  _ = "a".boundingRect(with: .zero, options: .usesLineFragmentOrigin, attributes: nil, context: context)
  let style = NSMutableParagraphStyle()  // ⟦NSParagraphStyle / NSMutableParagraphStyle⟧
  // ⟦NSAttributedString.Key.paragraphStyle / .kern⟧
  let text = NSAttributedString(string: "a", attributes: [.paragraphStyle: style, .kern: 1])
  // ⟦NSAttributedString.size() / boundingRect(with:options:context:)⟧
  _ = (text.size(), text.boundingRect(with: .zero, options: [], context: nil))
}

// MARK: Bar items, toolbars, responders, the main queue

@MainActor
func referenceBarItems(_ controller: UIViewController, _ navigation: UINavigationController, _ view: UIView) {
  // ⟦UIBarButtonItem.init(title:style:target:action:)⟧
  let button = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
  // ⟦UIBarButtonItem.init(barButtonSystemItem:target:action:)⟧
  let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
  // ⟦UIBarButtonItem.init(image:style:target:action:) / init(customView:)⟧
  _ = (UIBarButtonItem(image: nil, style: .plain, target: nil, action: nil), UIBarButtonItem(customView: view))
  let item: UIBarItem = button
  let (title, image, isEnabled, tag) = (item.title, item.image, item.isEnabled, item.tag)
  item.title = title  // ⟦UIBarItem.title / image / isEnabled / tag⟧
  item.image = image
  item.isEnabled = isEnabled
  item.tag = tag
  item.landscapeImagePhone = item.image  // ⟦UIBarItem.landscapeImagePhone / imageInsets / landscapeImagePhoneInsets⟧
  item.imageInsets = item.landscapeImagePhoneInsets
  // ⟦UIBarItem.setTitleTextAttributes(_:for:) / titleTextAttributes(for:)⟧
  item.setTitleTextAttributes(item.titleTextAttributes(for: .normal), for: .highlighted)
  // ⟦UIBarButtonItem.SystemItem.flexibleSpace / fixedSpace / width⟧
  let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
  _ = UIBarButtonItem.SystemItem.fixedSpace
  space.width = 0
  button.style = .done  // ⟦UIBarButtonItem.style / tintColor⟧
  button.tintColor = nil
  let navigationItem = controller.navigationItem
  // ⟦UINavigationItem.leftBarButtonItem / rightBarButtonItem / leftBarButtonItems / rightBarButtonItems⟧
  let (right, left) = (navigationItem.rightBarButtonItem, navigationItem.leftBarButtonItems)
  navigationItem.leftBarButtonItem = right
  navigationItem.rightBarButtonItems = left
  // ⟦UINavigationItem.setLeftBarButtonItems(_:animated:) / setRightBarButtonItems(_:animated:) / setLeftBarButton(_:animated:) / setRightBarButton(_:animated:)⟧
  navigationItem.setLeftBarButtonItems([button], animated: true)
  navigationItem.setRightBarButtonItems([add], animated: true)
  navigationItem.setLeftBarButton(button, animated: false)
  navigationItem.setRightBarButton(add, animated: false)
  navigationItem.hidesBackButton = true  // ⟦UINavigationItem.hidesBackButton / backBarButtonItem⟧
  navigationItem.backBarButtonItem = button
  let toolbar = UIToolbar(frame: .zero)  // ⟦UIToolbar.init(frame:) / items / setItems(_:animated:)⟧
  toolbar.items = [space]
  toolbar.setItems([add], animated: true)
  toolbar.barTintColor = .white  // ⟦UIToolbar.barTintColor / isTranslucent⟧
  toolbar.isTranslucent = false
  _ = navigation.toolbar  // ⟦UINavigationController.toolbar / isToolbarHidden / setToolbarHidden(_:animated:)⟧
  navigation.isToolbarHidden = false
  navigation.setToolbarHidden(true, animated: true)
  controller.toolbarItems = [add]  // ⟦UIViewController.toolbarItems / setToolbarItems(_:animated:)⟧
  controller.setToolbarItems(nil, animated: true)
  controller.hidesBottomBarWhenPushed = true  // ⟦UIViewController.hidesBottomBarWhenPushed⟧
  // ⟦UINavigationBar.prefersLargeTitles / largeTitleTextAttributes / titleTextAttributes⟧
  navigation.navigationBar.prefersLargeTitles = true
  navigation.navigationBar.largeTitleTextAttributes = [.foregroundColor: UIColor.label]
  navigation.navigationBar.titleTextAttributes = nil
  // ⟦UINavigationItem.largeTitleDisplayMode / UINavigationItem.LargeTitleDisplayMode⟧
  navigationItem.largeTitleDisplayMode = UINavigationItem.LargeTitleDisplayMode.never
  // ⟦UIBarAppearance.init() / init(idiom:) / init(barAppearance:) / idiom⟧
  let base = UIBarAppearance(idiom: .phone)
  _ = (UIBarAppearance(), UIBarAppearance(barAppearance: base), base.idiom)
  // ⟦UIBarAppearance.configureWithDefaultBackground() / configureWithOpaqueBackground() / configureWithTransparentBackground()⟧
  base.configureWithDefaultBackground()
  base.configureWithOpaqueBackground()
  base.configureWithTransparentBackground()
  // ⟦UIBarAppearance.backgroundColor / backgroundEffect / backgroundImage / backgroundImageContentMode / shadowColor / shadowImage⟧
  base.backgroundColor = .white
  base.backgroundEffect = UIBlurEffect(style: .systemMaterial)
  base.backgroundImage = nil
  base.backgroundImageContentMode = .scaleAspectFill
  base.shadowColor = .clear
  base.shadowImage = nil
  // ⟦UINavigationBarAppearance / titleTextAttributes / largeTitleTextAttributes⟧
  let navigationLook = UINavigationBarAppearance()
  navigationLook.titleTextAttributes = [.foregroundColor: UIColor.white]
  navigationLook.largeTitleTextAttributes = [:]
  // ⟦UITabBarAppearance / UIToolbarAppearance⟧
  let tabLook = UITabBarAppearance()
  let toolbarLook = UIToolbarAppearance(barAppearance: tabLook)
  // ⟦UINavigationBar.standardAppearance / compactAppearance / scrollEdgeAppearance / compactScrollEdgeAppearance⟧
  navigation.navigationBar.standardAppearance = navigationLook
  navigation.navigationBar.compactAppearance = navigationLook
  navigation.navigationBar.scrollEdgeAppearance = navigationLook
  navigation.navigationBar.compactScrollEdgeAppearance = nil
  // ⟦UINavigationItem.standardAppearance / compactAppearance / scrollEdgeAppearance / compactScrollEdgeAppearance⟧
  navigationItem.standardAppearance = navigationLook
  navigationItem.compactAppearance = nil
  navigationItem.scrollEdgeAppearance = navigationLook
  navigationItem.compactScrollEdgeAppearance = nil
  // ⟦UITabBar.standardAppearance / scrollEdgeAppearance⟧
  let tabBar = UITabBar(frame: .zero)
  tabBar.standardAppearance = tabLook
  tabBar.scrollEdgeAppearance = tabLook
  // ⟦UITabBarItem.init(tabBarSystemItem:tag:) / UITabBarItem.SystemItem⟧
  let tabItem = UITabBarItem(tabBarSystemItem: UITabBarItem.SystemItem.favorites, tag: 1)
  // ⟦UITabBarItem.standardAppearance / scrollEdgeAppearance⟧
  tabItem.standardAppearance = tabLook
  tabItem.scrollEdgeAppearance = nil
  // ⟦UITabBarItem.badgeValue / badgeColor / setBadgeTextAttributes(_:for:) / badgeTextAttributes(for:)⟧
  tabItem.badgeValue = "3"
  tabItem.badgeColor = .systemRed
  tabItem.setBadgeTextAttributes(tabItem.badgeTextAttributes(for: .normal), for: .normal)
  // ⟦UIToolbar.standardAppearance / compactAppearance / scrollEdgeAppearance / compactScrollEdgeAppearance⟧
  toolbar.standardAppearance = toolbarLook
  toolbar.compactAppearance = toolbarLook
  toolbar.scrollEdgeAppearance = toolbarLook
  toolbar.compactScrollEdgeAppearance = nil
  // ⟦UIViewController.setContentScrollView(_:for:) / setContentScrollView(_:) / contentScrollView(for:) / NSDirectionalRectEdge⟧
  controller.setContentScrollView(nil, for: NSDirectionalRectEdge.top)
  controller.setContentScrollView(nil)
  _ = controller.contentScrollView(for: .bottom)
  _ = view.next  // ⟦UIResponder.next⟧
  // ⟦UIResponder.becomeFirstResponder() / resignFirstResponder() / isFirstResponder / canBecomeFirstResponder⟧
  _ = (view.becomeFirstResponder(), view.resignFirstResponder(), view.isFirstResponder, view.canBecomeFirstResponder)
}

@MainActor
func referenceMainQueue(_ group: DispatchGroup) {
  // ⟦DispatchQueue.main.async(execute:) / asyncAfter(deadline:execute:) / asyncAfter(wallDeadline:execute:)⟧
  DispatchQueue.main.async {}
  DispatchQueue.main.asyncAfter(deadline: .now() + 1) {}
  DispatchQueue.main.asyncAfter(wallDeadline: .now() + 1) {}
  // ⟦DispatchQueue.main.async(group:qos:flags:execute:) / asyncAfter(deadline:qos:execute:) / DispatchGroup.notify(queue:execute:)⟧
  DispatchQueue.main.async(group: group, qos: .userInitiated, flags: []) {}
  DispatchQueue.main.asyncAfter(deadline: .now() + 1, qos: .userInitiated) {}
  group.notify(queue: .main) {}
}

@MainActor
func referenceStandardControls(_ image: UIImage) {
  let toggle = UISwitch(frame: .zero)  // ⟦UISwitch.init(frame:) / isOn / setOn(_:animated:)⟧
  toggle.isOn = !toggle.isOn
  toggle.setOn(true, animated: true)
  toggle.onTintColor = .systemGreen  // ⟦UISwitch.onTintColor / thumbTintColor⟧
  toggle.thumbTintColor = nil
  // ⟦UISlider.init(frame:) / value / minimumValue / maximumValue / setValue(_:animated:) / isContinuous⟧
  let slider = UISlider(frame: .zero)
  slider.minimumValue = 0
  slider.maximumValue = 10
  slider.value = 5
  slider.setValue(7, animated: true)
  slider.isContinuous = false
  // ⟦UISlider.minimumTrackTintColor / maximumTrackTintColor / thumbTintColor⟧
  slider.minimumTrackTintColor = .systemBlue
  slider.maximumTrackTintColor = .systemFill
  slider.thumbTintColor = .white
  // ⟦UISlider.trackRect(forBounds:) / thumbRect(forBounds:trackRect:value:)⟧
  _ = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 1)
  // ⟦UISegmentedControl.init(items:) / selectedSegmentIndex / noSegment / numberOfSegments⟧
  let segmented = UISegmentedControl(items: ["A", image])
  segmented.selectedSegmentIndex = segmented.numberOfSegments > 1 ? 1 : UISegmentedControl.noSegment
  // ⟦UISegmentedControl.insertSegment(withTitle:at:animated:) / insertSegment(with:at:animated:) / removeSegment(at:animated:) / removeAllSegments()⟧
  segmented.insertSegment(withTitle: "B", at: 2, animated: true)
  segmented.insertSegment(with: image, at: 3, animated: false)
  segmented.removeSegment(at: 3, animated: false)
  // ⟦UISegmentedControl.setTitle(_:forSegmentAt:) / titleForSegment(at:) / setImage(_:forSegmentAt:) / imageForSegment(at:)⟧
  segmented.setTitle(segmented.titleForSegment(at: 0), forSegmentAt: 0)
  segmented.setImage(segmented.imageForSegment(at: 1), forSegmentAt: 1)
  // ⟦UISegmentedControl.setWidth(_:forSegmentAt:) / widthForSegment(at:) / apportionsSegmentWidthsByContent / setEnabled(_:forSegmentAt:) / isEnabledForSegment(at:) / isMomentary⟧
  segmented.setWidth(segmented.widthForSegment(at: 0), forSegmentAt: 0)
  segmented.apportionsSegmentWidthsByContent = true
  segmented.setEnabled(!segmented.isEnabledForSegment(at: 1), forSegmentAt: 1)
  segmented.isMomentary = false
  // ⟦UISegmentedControl.selectedSegmentTintColor / setTitleTextAttributes(_:for:) / titleTextAttributes(for:)⟧
  segmented.selectedSegmentTintColor = .white
  segmented.setTitleTextAttributes([.foregroundColor: UIColor.label], for: .selected)
  _ = segmented.titleTextAttributes(for: .normal)
  segmented.removeAllSegments()
  // ⟦UIStepper.init(frame:) / value / minimumValue / maximumValue / stepValue / wraps / autorepeat / isContinuous⟧
  let stepper = UIStepper(frame: .zero)
  stepper.maximumValue = 10
  stepper.minimumValue = 1
  stepper.value = 2
  stepper.stepValue = 0.5
  stepper.wraps = true
  stepper.autorepeat = false
  stepper.isContinuous = false
  // ⟦UIProgressView.init(progressViewStyle:) / progress / setProgress(_:animated:) / progressViewStyle⟧
  let progress = UIProgressView(progressViewStyle: .default)
  progress.progress = 0.5
  progress.setProgress(1, animated: true)
  progress.progressViewStyle = .bar
  progress.progressTintColor = .systemBlue  // ⟦UIProgressView.progressTintColor / trackTintColor⟧
  progress.trackTintColor = nil
  // ⟦UIActivityIndicatorView.init(style:) / style / color / hidesWhenStopped⟧
  let spinner = UIActivityIndicatorView(style: .large)
  spinner.style = .medium
  spinner.color = .gray
  spinner.hidesWhenStopped = false
  spinner.startAnimating()  // ⟦UIActivityIndicatorView.startAnimating() / stopAnimating() / isAnimating⟧
  if spinner.isAnimating { spinner.stopAnimating() }
  // ⟦UIColor.systemFill / secondarySystemFill / tertiarySystemFill / quaternarySystemFill⟧
  _ = [UIColor.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill]
}

// MARK: Page view controllers and page controls

@MainActor
final class ReferencePageSource: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
  // ⟦UIPageViewControllerDataSource.pageViewController(_:viewControllerBefore:) / (_:viewControllerAfter:)⟧
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  )
    -> UIViewController?
  { nil }
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  )
    -> UIViewController?
  { nil }
  // ⟦UIPageViewControllerDataSource.presentationCount(for:) / presentationIndex(for:)⟧
  func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
  func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
  // ⟦UIPageViewControllerDelegate.pageViewController(_:willTransitionTo:) / (_:didFinishAnimating:previousViewControllers:transitionCompleted:)⟧
  func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
  // ⟦UIPageViewControllerDelegate.pageViewController(_:spineLocationFor:) / UIInterfaceOrientation⟧
  func pageViewController(
    _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation {
    orientation.isLandscape ? .mid : .min
  }
}

@MainActor
func referencePages(_ source: ReferencePageSource, _ page: UIViewController, _ control: UIPageControl) {
  // ⟦UIPageViewController.init(transitionStyle:navigationOrientation:options:)⟧
  let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
  // ⟦UIPageViewController.OptionsKey.spineLocation / .interPageSpacing⟧
  _ = [UIPageViewController.OptionsKey.spineLocation: 1, .interPageSpacing: 8]
  // ⟦UIPageViewController.setViewControllers(_:direction:animated:completion:)⟧
  pager.setViewControllers([page], direction: .forward, animated: true, completion: nil)
  _ = (pager.viewControllers, pager.gestureRecognizers)  // ⟦UIPageViewController.viewControllers / gestureRecognizers⟧
  pager.dataSource = source  // ⟦UIPageViewController.dataSource / delegate⟧
  pager.delegate = source
  // ⟦UIPageViewController.transitionStyle / navigationOrientation / spineLocation / isDoubleSided⟧
  _ = (pager.transitionStyle, pager.navigationOrientation, pager.spineLocation, pager.isDoubleSided)
  // ⟦UIPageViewController.SpineLocation.mid / setViewControllers(_:direction:animated:completion:) with two pages⟧
  let book = UIPageViewController(
    transitionStyle: .pageCurl, navigationOrientation: .horizontal,
    options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
  book.isDoubleSided = true
  book.setViewControllers([page, UIViewController()], direction: .forward, animated: false, completion: nil)
  // ⟦UIPageControl.numberOfPages / currentPage / pageIndicatorTintColor / currentPageIndicatorTintColor⟧
  control.numberOfPages = 3
  control.currentPage = 1
  control.pageIndicatorTintColor = .gray
  control.currentPageIndicatorTintColor = .black
  control.hidesForSinglePage = true  // ⟦UIPageControl.hidesForSinglePage / size(forNumberOfPages:)⟧
  _ = control.size(forNumberOfPages: 3)
}

// MARK: Diffable data sources, editing and swipe actions

/// A diffable table with editing and swipe actions, as iOS list code writes it.
@MainActor
final class ReferenceEditableController: UITableViewController {
  init() { super.init(style: .plain) }
  required init?(coder: NSCoder) { nil }
  // ⟦UITableViewDataSource.tableView(_:canEditRowAt:) / tableView(_:commit:forRowAt:)⟧
  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  // ⟦UITableViewDelegate.tableView(_:editingStyleForRowAt:) / UITableViewCell.EditingStyle⟧
  override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  // ⟦UITableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:) / leadingSwipeActionsConfigurationForRowAt⟧
  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    // ⟦UIContextualAction.init(style:title:handler:) / backgroundColor / image⟧
    let action = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in completion(true) }
    action.backgroundColor = .systemRed
    action.image = UIImage(systemName: "trash")
    // ⟦UISwipeActionsConfiguration.init(actions:) / performsFirstActionWithFullSwipe⟧
    let configuration = UISwipeActionsConfiguration(actions: [action])
    configuration.performsFirstActionWithFullSwipe = true
    return configuration
  }
  override func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
}

@MainActor
func referenceDiffableAndEditing(_ controller: UIViewController, _ grid: UICollectionView) {
  let table = UITableView(frame: .zero, style: .plain)
  // ⟦NSDiffableDataSourceSnapshot (appendSections/appendItems/insertItems/deleteItems/moveItem/reloadItems/reconfigureItems)⟧
  var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
  snapshot.appendSections([0])
  snapshot.appendItems(["a", "b"])
  snapshot.insertItems(["c"], beforeItem: "a")
  snapshot.deleteItems(["c"])
  snapshot.moveItem("a", afterItem: "b")
  snapshot.reloadItems(["a"])
  snapshot.reconfigureItems(["b"])
  // ⟦NSDiffableDataSourceSnapshot.itemIdentifiers(inSection:) / sectionIdentifier(containingItem:) / numberOfItems⟧
  _ = (snapshot.itemIdentifiers(inSection: 0), snapshot.sectionIdentifier(containingItem: "a"), snapshot.numberOfItems)
  // ⟦UITableViewDiffableDataSource.init(tableView:cellProvider:)⟧
  let source = UITableViewDiffableDataSource<Int, String>(tableView: table) { tableView, indexPath, _ in
    tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
  }
  // ⟦UITableViewDiffableDataSource.apply(_:animatingDifferences:completion:) / snapshot()⟧
  source.apply(snapshot, animatingDifferences: true, completion: nil)
  _ = source.snapshot()
  // ⟦UITableViewDiffableDataSource.defaultRowAnimation / itemIdentifier(for:) / indexPath(for:)⟧
  source.defaultRowAnimation = .fade
  _ = (source.itemIdentifier(for: IndexPath(row: 0, section: 0)), source.indexPath(for: "a"))
  // ⟦UICollectionViewDiffableDataSource.init(collectionView:cellProvider:) / apply(_:animatingDifferences:completion:)⟧
  let gridSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: grid) { view, indexPath, _ in
    view.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
  }
  gridSource.apply(snapshot, animatingDifferences: false)
  // ⟦UITableView.insertSections(_:with:) / deleteSections(_:with:) / reloadSections(_:with:) / moveSection(_:toSection:)⟧
  table.insertSections(IndexSet([1]), with: .automatic)
  table.deleteSections(IndexSet([1]), with: .fade)
  table.reloadSections(IndexSet([0]), with: .none)
  table.moveSection(0, toSection: 1)
  // ⟦UITableView.moveRow(at:to:) / reconfigureRows(at:)⟧
  table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
  table.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
  // ⟦UICollectionView.performBatchUpdates(_:completion:) / insertItems(at:) / deleteItems(at:) / moveItem(at:to:)⟧
  grid.performBatchUpdates({
    grid.insertItems(at: [IndexPath(item: 0, section: 0)])
    grid.deleteItems(at: [IndexPath(item: 1, section: 0)])
    grid.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 3, section: 0))
  })
  // ⟦UITableView.isEditing / setEditing(_:animated:)⟧
  table.setEditing(!table.isEditing, animated: true)
  // ⟦UIViewController.editButtonItem / isEditing / setEditing(_:animated:)⟧
  controller.navigationItem.rightBarButtonItem = controller.editButtonItem
  controller.setEditing(!controller.isEditing, animated: true)
}

/// A prefetching, indexed list.
@MainActor
final class ReferenceIndexedList: UITableViewDataSource, UITableViewDataSourcePrefetching {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
  // ⟦UITableViewDataSource.sectionIndexTitles(for:) / tableView(_:sectionForSectionIndexTitle:at:)⟧
  func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A"] }
  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
  // ⟦UITableViewDataSourcePrefetching / UITableView.prefetchDataSource / isPrefetchingEnabled⟧
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    tableView.prefetchDataSource = self
    tableView.isPrefetchingEnabled = true
  }
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    // ⟦UITableView.sectionIndexColor / sectionIndexBackgroundColor / sectionIndexMinimumDisplayRowCount⟧
    tableView.sectionIndexColor = .systemBlue
    tableView.sectionIndexBackgroundColor = .clear
    tableView.sectionIndexMinimumDisplayRowCount = 10
  }
}

// MARK: Sheets (iOS 15/16)

@MainActor
final class ReferenceSheetDelegate: NSObject, UISheetPresentationControllerDelegate {
  // ⟦UISheetPresentationControllerDelegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)⟧
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {}
}

@MainActor
func referenceSheets(_ controller: UIViewController, _ popover: UIPopoverPresentationController) {
  // ⟦UIViewController.sheetPresentationController⟧
  let sheet: UISheetPresentationController? = controller.sheetPresentationController
  // ⟦UISheetPresentationController⟧
  _ = UISheetPresentationController(presentedViewController: controller, presenting: nil)
  // ⟦UIPopoverPresentationController.adaptiveSheetPresentationController⟧
  _ = popover.adaptiveSheetPresentationController
  // ⟦UISheetPresentationController.Detent.Identifier⟧
  let small = UISheetPresentationController.Detent.Identifier("small")
  sheet?.detents = [.medium(), .large()]  // ⟦UISheetPresentationController.Detent.medium() / large()⟧
  // ⟦UISheetPresentationController.Detent.custom(identifier:resolver:) / resolvedValue(in:) / identifier⟧
  let custom = UISheetPresentationController.Detent.custom(identifier: small) { context in
    // ⟦UISheetPresentationControllerDetentResolutionContext.maximumDetentValue / containerTraitCollection⟧
    context.containerTraitCollection.verticalSizeClass == .compact ? nil : context.maximumDetentValue / 3
  }
  _ = (custom.identifier, custom.resolvedValue(in:))
  sheet?.detents.append(custom)  // ⟦UISheetPresentationController.detents⟧
  sheet?.selectedDetentIdentifier = .medium  // ⟦UISheetPresentationController.selectedDetentIdentifier⟧
  sheet?.largestUndimmedDetentIdentifier = small  // ⟦UISheetPresentationController.largestUndimmedDetentIdentifier⟧
  sheet?.prefersGrabberVisible = true  // ⟦UISheetPresentationController.prefersGrabberVisible⟧
  sheet?.preferredCornerRadius = 20  // ⟦UISheetPresentationController.preferredCornerRadius⟧
  // ⟦UISheetPresentationController.prefersScrollingExpandsWhenScrolledToEdge⟧
  sheet?.prefersScrollingExpandsWhenScrolledToEdge = false
  // ⟦UISheetPresentationController.prefersEdgeAttachedInCompactHeight / widthFollowsPreferredContentSizeWhenEdgeAttached⟧
  sheet?.prefersEdgeAttachedInCompactHeight = true
  sheet?.widthFollowsPreferredContentSizeWhenEdgeAttached = true
  // ⟦UISheetPresentationController.animateChanges(_:)⟧
  sheet?.animateChanges { sheet?.selectedDetentIdentifier = .large }
  sheet?.invalidateDetents()  // ⟦UISheetPresentationController.invalidateDetents()⟧
}

// MARK: Text input, button configurations and menus

@MainActor
final class ReferenceFieldDelegate: UITextFieldDelegate, UITextViewDelegate {
  // ⟦UITextFieldDelegate.textFieldShouldBeginEditing(_:) / textFieldDidBeginEditing(_:) / textFieldShouldEndEditing(_:) / textFieldDidEndEditing(_:)⟧
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  func textFieldDidBeginEditing(_ textField: UITextField) {}
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  func textFieldDidEndEditing(_ textField: UITextField) {}
  // ⟦UITextFieldDelegate.textFieldShouldReturn(_:) / textField(_:shouldChangeCharactersIn:replacementString:)⟧
  func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  { true }
  // ⟦UITextFieldDelegate.textFieldDidEndEditing(_:reason:) / textFieldDidChangeSelection(_:) / textFieldShouldClear(_:)⟧
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {}
  func textFieldDidChangeSelection(_ textField: UITextField) {}
  func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  // ⟦UITextViewDelegate.textViewDidChange(_:) / textView(_:shouldChangeTextIn:replacementText:) / textViewDidBeginEditing(_:) / textViewDidEndEditing(_:)⟧
  func textViewDidChange(_ textView: UITextView) {}
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
    true
  }
  func textViewDidBeginEditing(_ textView: UITextView) {}
  func textViewDidEndEditing(_ textView: UITextView) {}
}

@MainActor
func referenceTextInput(_ delegate: ReferenceFieldDelegate) {
  let field = UITextField(frame: .zero)  // ⟦UITextField.init(frame:) / text / placeholder / borderStyle⟧
  field.text = field.placeholder
  field.borderStyle = .roundedRect
  field.font = field.font  // ⟦UITextField.font / textColor / textAlignment / attributedText⟧
  field.textColor = .black
  field.textAlignment = .center
  field.attributedText = nil
  field.isSecureTextEntry = true  // ⟦UITextField.isSecureTextEntry⟧
  field.leftView = UIView()  // ⟦UITextField.leftView / leftViewMode / rightView / rightViewMode / clearButtonMode⟧
  field.leftViewMode = .always
  field.rightView = nil
  field.rightViewMode = .whileEditing
  field.clearButtonMode = .unlessEditing
  field.delegate = delegate  // ⟦UITextField.delegate / isEditing / clearsOnBeginEditing⟧
  _ = field.isEditing
  field.clearsOnBeginEditing = true
  // ⟦UITextField.textRect(forBounds:) / editingRect(forBounds:) / placeholderRect(forBounds:) / clearButtonRect(forBounds:) / leftViewRect(forBounds:) / rightViewRect(forBounds:) / borderRect(forBounds:)⟧
  _ = (field.textRect(forBounds: .zero), field.editingRect(forBounds: .zero), field.placeholderRect(forBounds: .zero))
  _ = (field.clearButtonRect(forBounds: .zero), field.leftViewRect(forBounds: .zero))
  _ = (field.rightViewRect(forBounds: .zero), field.borderRect(forBounds: .zero))
  // ⟦UITextField.textDidBeginEditingNotification / textDidChangeNotification / textDidEndEditingNotification⟧
  _ = [
    UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
    UITextField.textDidEndEditingNotification,
  ]
  let input: any UIKeyInput = field  // ⟦UIKeyInput.insertText(_:) / deleteBackward() / hasText⟧
  input.insertText("a")
  input.deleteBackward()
  _ = input.hasText
  // ⟦UIControl.Event.editingDidBegin / editingChanged / editingDidEnd / editingDidEndOnExit⟧
  _ = [UIControl.Event.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit]
  // ⟦UITextView.init(frame:) / text / font / textColor / textAlignment / attributedText⟧
  let textView = UITextView(frame: .zero)
  textView.text = "a"
  textView.font = .systemFont(ofSize: 17)
  textView.textColor = .black
  textView.textAlignment = .left
  _ = textView.attributedText
  textView.textContainerInset = .zero  // ⟦UITextView.textContainerInset / isEditable / isScrollEnabled / delegate⟧
  textView.isEditable = false
  textView.isScrollEnabled = false
  textView.delegate = delegate
  _ = UIColor.placeholderText  // ⟦UIColor.placeholderText / tertiaryLabel / secondarySystemFill / tertiarySystemFill⟧
  _ = (UIColor.tertiaryLabel, UIColor.secondarySystemFill, UIColor.tertiarySystemFill)
}

@MainActor
func referenceButtonConfiguration(_ button: UIButton) {
  // ⟦UIButton.Configuration.plain() / gray() / tinted() / filled()⟧
  var configuration = UIButton.Configuration.filled()
  _ = (UIButton.Configuration.plain(), UIButton.Configuration.gray(), UIButton.Configuration.tinted())
  // ⟦UIButton.Configuration.borderless() / bordered() / borderedTinted() / borderedProminent()⟧
  _ = (UIButton.Configuration.borderless(), UIButton.Configuration.bordered())
  _ = (UIButton.Configuration.borderedTinted(), UIButton.Configuration.borderedProminent())
  // ⟦UIButton.Configuration.title / subtitle / image / imagePlacement / imagePadding / titlePadding / titleAlignment⟧
  configuration.title = "a"
  configuration.subtitle = "b"
  configuration.image = nil
  configuration.imagePlacement = .trailing
  configuration.imagePadding = 4
  configuration.titlePadding = 2
  configuration.titleAlignment = .center
  // ⟦UIButton.Configuration.baseForegroundColor / baseBackgroundColor / cornerStyle / buttonSize / contentInsets / background⟧
  configuration.baseForegroundColor = .white
  configuration.baseBackgroundColor = .black
  configuration.cornerStyle = .capsule
  configuration.buttonSize = .large
  configuration.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
  configuration.background = .clear()
  // ⟦UIButton.Configuration.showsActivityIndicator / updated(for:) / setDefaultContentInsets()⟧
  configuration.showsActivityIndicator = true
  configuration = configuration.updated(for: button)
  configuration.setDefaultContentInsets()
  // ⟦UIButton.init(configuration:primaryAction:) / configuration / configurationUpdateHandler / setNeedsUpdateConfiguration() / updateConfiguration() / automaticallyUpdatesConfiguration⟧
  let configured = UIButton(configuration: configuration, primaryAction: nil)
  configured.configuration = configuration
  configured.configurationUpdateHandler = { _ in }
  configured.setNeedsUpdateConfiguration()
  configured.updateConfiguration()
  configured.automaticallyUpdatesConfiguration = false
  // ⟦UIBackgroundConfiguration.clear() / backgroundColor / cornerRadius / strokeColor / strokeWidth / strokeOutset / backgroundInsets⟧
  var background = UIBackgroundConfiguration.clear()
  background.backgroundColor = .red
  background.cornerRadius = 4
  background.strokeColor = .black
  background.strokeWidth = 1
  background.strokeOutset = 0
  background.backgroundInsets = .zero
  _ = NSDirectionalRectEdge.leading  // ⟦NSDirectionalRectEdge⟧
}

@MainActor
func referenceMenus(_ button: UIButton, _ control: UIControl) {
  let element: UIMenuElement = UIAction { _ in }  // ⟦UIMenuElement / UIMenuElement.State / UIMenuElement.Attributes⟧
  _ = (element.title, UIMenuElement.State.on, UIMenuElement.Attributes.destructive)
  // ⟦UIAction.init(title:subtitle:image:identifier:discoverabilityTitle:attributes:state:handler:) / state / attributes / performWithSender(_:target:)⟧
  let action = UIAction(
    title: "a", subtitle: nil, image: nil, identifier: nil, discoverabilityTitle: nil, attributes: [], state: .off
  ) { _ in }
  action.state = .on
  action.attributes = .disabled
  action.performWithSender(nil, target: nil)
  // ⟦UIMenu.init(title:subtitle:image:identifier:options:children:) / children / options / replacingChildren(_:) / selectedElements⟧
  let menu = UIMenu(title: "", subtitle: nil, image: nil, identifier: nil, options: .displayInline, children: [action])
  _ = (menu.children, menu.options, menu.replacingChildren([]), menu.selectedElements)
  // ⟦UIDeferredMenuElement.init(_:) / uncached(_:)⟧
  let deferred = UIDeferredMenuElement { completion in completion([]) }
  _ = (deferred, UIDeferredMenuElement.uncached { completion in completion([]) })
  button.menu = menu  // ⟦UIButton.menu / showsMenuAsPrimaryAction⟧
  button.showsMenuAsPrimaryAction = true
  // ⟦UIBarButtonItem.init(title:image:primaryAction:menu:) / init(systemItem:primaryAction:menu:) / menu⟧
  let item = UIBarButtonItem(title: "a", image: nil, primaryAction: nil, menu: menu)
  _ = (item.menu, UIBarButtonItem(systemItem: .add, primaryAction: nil, menu: menu))
  control.removeAction(action, for: .touchUpInside)  // ⟦UIControl.removeAction(_:for:)⟧
}

// MARK: Text input traits, exclusive touch, interface style overrides

@MainActor
func referenceTextInputTraits(
  _ field: UITextField, _ textView: UITextView, _ view: UIView, _ controller: UIViewController
) {
  // ⟦UITextField.keyboardType / returnKeyType / keyboardAppearance / enablesReturnKeyAutomatically⟧
  field.keyboardType = .emailAddress
  field.returnKeyType = .next
  field.keyboardAppearance = .dark
  field.enablesReturnKeyAutomatically = true
  // ⟦UITextField.autocapitalizationType / autocorrectionType / spellCheckingType⟧
  field.autocapitalizationType = .none
  field.autocorrectionType = .no
  field.spellCheckingType = .no
  // ⟦UITextField.smartQuotesType / smartDashesType / smartInsertDeleteType⟧
  field.smartQuotesType = .no
  field.smartDashesType = .no
  field.smartInsertDeleteType = .no
  // ⟦UITextField.textContentType / passwordRules / UITextInputPasswordRules.init(descriptor:)⟧
  field.textContentType = .oneTimeCode
  field.passwordRules = UITextInputPasswordRules(descriptor: "minlength: 8;")
  // ⟦UITextView.keyboardType / returnKeyType / autocapitalizationType / autocorrectionType⟧
  textView.keyboardType = .twitter
  textView.returnKeyType = .send
  textView.autocapitalizationType = .sentences
  textView.autocorrectionType = .yes
  let traits: any UITextInputTraits = field  // ⟦UITextInputTraits⟧
  _ = traits.keyboardType
  field.reloadInputViews()  // ⟦UIResponder.reloadInputViews()⟧
  view.isExclusiveTouch = true  // ⟦UIView.isExclusiveTouch⟧
  view.overrideUserInterfaceStyle = .dark  // ⟦UIView.overrideUserInterfaceStyle⟧
  controller.overrideUserInterfaceStyle = .light  // ⟦UIViewController.overrideUserInterfaceStyle⟧
}

/// Core Animation's text, replicator and emitter layers.
func referenceLayerKinds(_ image: CGImage) {
  _ = CALayer(layer: CALayer())  // ⟦CALayer.init(layer:) / init(coder:)⟧
  _ = { (coder: NSCoder) in CALayer(coder: coder) }
  let text = CATextLayer()  // ⟦CATextLayer⟧
  // ⟦CATextLayer.string / font / fontSize / foregroundColor⟧
  text.string = "Hi"
  text.font = UIFont.systemFont(ofSize: 12)
  text.fontSize = 12
  text.foregroundColor = UIColor.white.cgColor
  // ⟦CATextLayer.isWrapped / alignmentMode / truncationMode / allowsFontSubpixelQuantization⟧
  text.isWrapped = true
  text.alignmentMode = CATextLayerAlignmentMode.center  // ⟦CATextLayerAlignmentMode⟧
  text.truncationMode = CATextLayerTruncationMode.end  // ⟦CATextLayerTruncationMode⟧
  text.allowsFontSubpixelQuantization = true
  text.contentsScale = 2  // ⟦CALayer.contentsScale⟧
  let replicator = CAReplicatorLayer()  // ⟦CAReplicatorLayer⟧
  // ⟦CAReplicatorLayer.instanceCount / instanceTransform / instanceDelay⟧
  replicator.instanceCount = 3
  replicator.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
  replicator.instanceDelay = 0.1
  // ⟦CAReplicatorLayer.instanceColor / instanceRedOffset / instanceGreenOffset / instanceBlueOffset / instanceAlphaOffset / preservesDepth⟧
  replicator.instanceColor = UIColor.white.cgColor
  replicator.instanceRedOffset = -0.1
  replicator.instanceGreenOffset = -0.1
  replicator.instanceBlueOffset = -0.1
  replicator.instanceAlphaOffset = -0.1
  replicator.preservesDepth = false
  let emitter = CAEmitterLayer()  // ⟦CAEmitterLayer⟧
  // ⟦CAEmitterLayer.emitterPosition / emitterSize / emitterShape⟧ ⟦CAEmitterLayerEmitterShape⟧
  emitter.emitterPosition = .zero
  emitter.emitterSize = .zero
  emitter.emitterShape = CAEmitterLayerEmitterShape.line
  // ⟦CAEmitterLayer.emitterZPosition / emitterDepth / emitterMode / renderMode / seed / preservesDepth⟧
  // ⟦CAEmitterLayerEmitterMode / CAEmitterLayerRenderMode⟧
  emitter.emitterZPosition = 0
  emitter.emitterDepth = 0
  emitter.emitterMode = CAEmitterLayerEmitterMode.outline
  emitter.renderMode = CAEmitterLayerRenderMode.additive
  emitter.seed = 1
  emitter.preservesDepth = false
  // ⟦CAEmitterLayer.birthRate / lifetime / velocity / scale / spin⟧
  emitter.birthRate = 1
  emitter.lifetime = 1
  emitter.velocity = 1
  emitter.scale = 1
  emitter.spin = 1
  let cell = CAEmitterCell()  // ⟦CAEmitterCell⟧
  // ⟦CAEmitterCell.contents / birthRate / lifetime / velocity / spin⟧
  cell.contents = image
  cell.birthRate = 1
  cell.lifetime = 1
  cell.velocity = 1
  cell.spin = 1
  // ⟦CAEmitterCell.lifetimeRange / velocityRange / emissionLatitude / emissionLongitude / emissionRange⟧
  cell.lifetimeRange = 0
  cell.velocityRange = 0
  cell.emissionLatitude = 0
  cell.emissionLongitude = .pi
  cell.emissionRange = .pi
  // ⟦CAEmitterCell.xAcceleration / yAcceleration / zAcceleration / scale / scaleRange / scaleSpeed / spinRange⟧
  cell.xAcceleration = 0
  cell.yAcceleration = 10
  cell.zAcceleration = 0
  cell.scale = 1
  cell.scaleRange = 0
  cell.scaleSpeed = 0
  cell.spinRange = 0
  // ⟦CAEmitterCell.color / redRange / greenRange / blueRange / alphaRange / redSpeed / greenSpeed / blueSpeed / alphaSpeed⟧
  cell.color = UIColor.red.cgColor
  cell.redRange = 0
  cell.greenRange = 0
  cell.blueRange = 0
  cell.alphaRange = 0
  cell.redSpeed = 0
  cell.greenSpeed = 0
  cell.blueSpeed = 0
  cell.alphaSpeed = 0
  // ⟦CAEmitterCell.contentsRect / contentsScale / name / isEnabled / emitterCells / beginTime / duration⟧
  cell.contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  cell.contentsScale = 1
  cell.name = "confetti"
  cell.isEnabled = true
  cell.emitterCells = nil
  cell.beginTime = 0
  cell.duration = 0
  emitter.emitterCells = [cell]  // ⟦CAEmitterLayer.emitterCells⟧
}

// MARK: UIKit Dynamics

@MainActor
final class ReferenceDynamicsDelegate: UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {}

@MainActor
func referenceDynamics(_ view: UIView, _ other: UIView) {
  // ⟦UIDynamicAnimator.init(referenceView:) / addBehavior(_:)⟧
  let animator = UIDynamicAnimator(referenceView: view)
  let gravity = UIGravityBehavior(items: [view])
  animator.addBehavior(gravity)
  // ⟦UIDynamicAnimator.removeBehavior(_:) / removeAllBehaviors() / behaviors⟧
  animator.removeBehavior(gravity)
  animator.removeAllBehaviors()
  _ = animator.behaviors
  // ⟦UIDynamicAnimator.isRunning / elapsedTime / referenceView⟧
  _ = (animator.isRunning, animator.elapsedTime, animator.referenceView)
  // ⟦UIDynamicAnimator.items(in:) / updateItem(usingCurrentState:)⟧
  _ = animator.items(in: .zero)
  animator.updateItem(usingCurrentState: view)
  // ⟦UIDynamicAnimator.init(collectionViewLayout:) / layoutAttributesForCell(at:)⟧
  let layout = UICollectionViewFlowLayout()
  let layoutAnimator = UIDynamicAnimator(collectionViewLayout: layout)
  _ = layoutAnimator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0))
  // ⟦UIDynamicAnimator.layoutAttributesForSupplementaryView(ofKind:at:) / layoutAttributesForDecorationView(ofKind:at:)⟧
  _ = layoutAnimator.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))
  _ = layoutAnimator.layoutAttributesForDecorationView(ofKind: "badge", at: IndexPath(item: 0, section: 0))
  // ⟦UICollectionViewLayout.shouldInvalidateLayout(forBoundsChange:)⟧
  _ = layout.shouldInvalidateLayout(forBoundsChange: .zero)
  // ⟦UICollectionViewLayoutAttributes as UIDynamicItem / bounds⟧
  let cellAttributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
  layoutAnimator.addBehavior(UIAttachmentBehavior(item: cellAttributes, attachedToAnchor: cellAttributes.center))
  _ = cellAttributes.bounds
  // ⟦UICollectionViewLayoutAttributes.init(forSupplementaryViewOfKind:with:) / init(forDecorationViewOfKind:with:) / representedElementCategory / representedElementKind⟧
  let header = UICollectionViewLayoutAttributes(
    forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 0))
  _ = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "badge", with: IndexPath(item: 0, section: 0))
  _ = (
    header.representedElementCategory == UICollectionView.ElementCategory.supplementaryView,
    header.representedElementKind
  )
  // ⟦UIDynamicAnimator.delegate / UIDynamicAnimatorDelegate⟧
  let delegate: any UIDynamicAnimatorDelegate = ReferenceDynamicsDelegate()
  animator.delegate = delegate
  // ⟦UIDynamicBehavior.init() / addChildBehavior(_:) / removeChildBehavior(_:) / childBehaviors⟧
  let composite = UIDynamicBehavior()
  composite.addChildBehavior(gravity)
  composite.removeChildBehavior(gravity)
  _ = composite.childBehaviors
  // ⟦UIDynamicBehavior.action / willMove(to:) / dynamicAnimator⟧
  composite.action = {}
  composite.willMove(to: nil)
  _ = composite.dynamicAnimator
  // ⟦UIDynamicItem / UIDynamicItemCollisionBoundsType / UIView.collisionBoundsType / collisionBoundingPath⟧
  let item: any UIDynamicItem = view
  _ = (item.center, view.collisionBoundsType == UIDynamicItemCollisionBoundsType.ellipse, view.collisionBoundingPath)
  // ⟦UIGravityBehavior.init(items:) / gravityDirection / angle / magnitude / setAngle(_:magnitude:) / addItem(_:) / removeItem(_:)⟧
  gravity.gravityDirection = CGVector(dx: 0, dy: 1)
  gravity.angle = 0
  gravity.magnitude = 1
  gravity.setAngle(0, magnitude: 1)
  gravity.addItem(other)
  gravity.removeItem(other)
  // ⟦UICollisionBehavior.init(items:) / translatesReferenceBoundsIntoBoundary / setTranslatesReferenceBoundsIntoBoundary(with:) / collisionMode⟧
  let collision = UICollisionBehavior(items: [view])
  collision.translatesReferenceBoundsIntoBoundary = true
  collision.setTranslatesReferenceBoundsIntoBoundary(with: .zero)
  collision.collisionMode = .everything
  // ⟦UICollisionBehavior.addBoundary(withIdentifier:from:to:) / addBoundary(withIdentifier:for:) / boundary(withIdentifier:) / removeBoundary(withIdentifier:) / boundaryIdentifiers / removeAllBoundaries()⟧
  collision.addBoundary(withIdentifier: "a" as NSString, from: .zero, to: .zero)
  collision.addBoundary(withIdentifier: "b" as NSString, for: UIBezierPath(rect: .zero))
  _ = (collision.boundary(withIdentifier: "a" as NSString), collision.boundaryIdentifiers)
  collision.removeBoundary(withIdentifier: "a" as NSString)
  collision.removeAllBoundaries()
  // ⟦UICollisionBehavior.collisionDelegate / UICollisionBehaviorDelegate⟧
  let collisionDelegate = ReferenceDynamicsDelegate()
  collision.collisionDelegate = collisionDelegate
  // ⟦UISnapBehavior.init(item:snapTo:) / damping / snapPoint⟧
  let snap = UISnapBehavior(item: view, snapTo: .zero)
  snap.damping = 0.5
  snap.snapPoint = .zero
  // ⟦UIAttachmentBehavior.init(item:attachedToAnchor:) / init(item:offsetFromCenter:attachedToAnchor:) / anchorPoint / length / damping / frequency⟧
  let attachment = UIAttachmentBehavior(item: view, attachedToAnchor: .zero)
  _ = UIAttachmentBehavior(item: view, offsetFromCenter: UIOffset(horizontal: 1, vertical: 0), attachedToAnchor: .zero)
  attachment.anchorPoint = .zero
  attachment.length = 1
  attachment.damping = 0
  attachment.frequency = 0
  // ⟦UIAttachmentBehavior.init(item:attachedTo:) / init(item:offsetFromCenter:attachedTo:offsetFromCenter:) / items / attachedBehaviorType⟧
  let pair = UIAttachmentBehavior(item: view, attachedTo: other)
  _ = UIAttachmentBehavior(item: view, offsetFromCenter: .zero, attachedTo: other, offsetFromCenter: .zero)
  _ = (pair.items, pair.attachedBehaviorType == .items)
  // ⟦UIAttachmentBehavior.slidingAttachment / limitAttachment / fixedAttachment / pinAttachment / frictionTorque / attachmentRange⟧
  _ = UIAttachmentBehavior.slidingAttachment(
    with: view, attachedTo: other, attachmentAnchor: .zero, axisOfTranslation: CGVector(dx: 1, dy: 0))
  _ = UIAttachmentBehavior.slidingAttachment(
    with: view, attachmentAnchor: .zero, axisOfTranslation: CGVector(dx: 1, dy: 0))
  _ = UIAttachmentBehavior.limitAttachment(
    with: view, offsetFromCenter: .zero, attachedTo: other, offsetFromCenter: .zero)
  _ = UIAttachmentBehavior.fixedAttachment(with: view, attachedTo: other, attachmentAnchor: .zero)
  let pin = UIAttachmentBehavior.pinAttachment(with: view, attachedTo: other, attachmentAnchor: .zero)
  pin.frictionTorque = 1
  pin.attachmentRange = UIFloatRange(minimum: -1, maximum: 1)
  // ⟦UIPushBehavior.init(items:mode:) / mode / active / pushDirection / angle / magnitude / setAngle(_:magnitude:) / setTargetOffsetFromCenter(_:for:)⟧
  let push = UIPushBehavior(items: [view], mode: .instantaneous)
  _ = push.mode == .continuous
  push.active = true
  push.pushDirection = CGVector(dx: 1, dy: 0)
  push.angle = 0
  push.magnitude = 1
  push.setAngle(0, magnitude: 1)
  push.setTargetOffsetFromCenter(.zero, for: view)
  // ⟦UIDynamicItemBehavior.init(items:) / elasticity / friction / density / resistance / angularResistance / allowsRotation / isAnchored⟧
  let properties = UIDynamicItemBehavior(items: [view])
  properties.elasticity = 0
  properties.friction = 0
  properties.density = 1
  properties.resistance = 0
  properties.angularResistance = 0
  properties.allowsRotation = true
  properties.isAnchored = false
  // ⟦UIDynamicItemBehavior.addLinearVelocity(_:for:) / linearVelocity(for:) / addAngularVelocity(_:for:) / angularVelocity(for:)⟧
  properties.addLinearVelocity(.zero, for: view)
  _ = properties.linearVelocity(for: view)
  properties.addAngularVelocity(0, for: view)
  _ = properties.angularVelocity(for: view)
  _ = (UIOffset.zero, UIFloatRange.infinite.isInfinite)  // ⟦UIOffset / UIFloatRange⟧
  properties.charge = 1  // ⟦UIDynamicItemBehavior.charge⟧
  _ = UIDynamicItemGroup(items: [view]).items  // ⟦UIDynamicItemGroup.init(items:) / items⟧
  // ⟦UIFieldBehavior.springField() / position / region / addItem(_:) / removeItem(_:) / items⟧
  let spring = UIFieldBehavior.springField()
  spring.position = .zero
  spring.region = UIRegion(size: CGSize(width: 10, height: 10))
  spring.addItem(view)
  spring.removeItem(view)
  _ = spring.items
  // ⟦UIFieldBehavior.linearGravityField(direction:) / radialGravityField(position:) / velocityField(direction:) / dragField() / vortexField()⟧
  _ = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 9.8))
  _ = UIFieldBehavior.radialGravityField(position: .zero)
  _ = UIFieldBehavior.velocityField(direction: CGVector(dx: 1, dy: 0))
  _ = (UIFieldBehavior.dragField(), UIFieldBehavior.vortexField())
  // ⟦UIFieldBehavior.noiseField(smoothness:animationSpeed:) / turbulenceField(smoothness:animationSpeed:) / electricField() / magneticField() / field(evaluationBlock:)⟧
  _ = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)
  _ = UIFieldBehavior.turbulenceField(smoothness: 0.5, animationSpeed: 1)
  _ = (UIFieldBehavior.electricField(), UIFieldBehavior.magneticField())
  _ = UIFieldBehavior.field { _, _, velocity, _, _, _ in velocity }
  // ⟦UIFieldBehavior.strength / falloff / minimumRadius / direction / smoothness / animationSpeed⟧
  spring.strength = 1
  spring.falloff = 0
  spring.minimumRadius = 1
  spring.direction = .zero
  spring.smoothness = 0
  spring.animationSpeed = 0
  // ⟦UIRegion.init(size:) / init(radius:) / infinite / inverse() / union(with:) / difference(from:) / intersection(with:) / contains(_:)⟧
  let region = UIRegion(radius: 5).union(with: UIRegion.infinite.inverse())
  _ = region.difference(from: UIRegion(size: .zero)).intersection(with: region).contains(.zero)
}

// MARK: Search

@MainActor
func referenceSearch(
  _ controller: UIViewController, _ updater: any UISearchResultsUpdating, _ delegate: any UISearchControllerDelegate,
  _ barDelegate: any UISearchBarDelegate
) {
  // ⟦UISearchController.init(searchResultsController:) / searchBar / searchResultsUpdater⟧
  let search = UISearchController(searchResultsController: nil)
  search.searchResultsUpdater = updater
  let bar: UISearchBar = search.searchBar
  // ⟦UISearchController.obscuresBackgroundDuringPresentation / hidesNavigationBarDuringPresentation⟧
  search.obscuresBackgroundDuringPresentation = false
  search.hidesNavigationBarDuringPresentation = false
  // ⟦UISearchController.isActive / delegate / automaticallyShowsCancelButton / showsSearchResultsController⟧
  _ = (search.isActive, search.automaticallyShowsCancelButton, search.showsSearchResultsController)
  search.delegate = delegate
  updater.updateSearchResults(for: search)  // ⟦UISearchResultsUpdating.updateSearchResults(for:)⟧
  // ⟦UISearchControllerDelegate.willPresentSearchController(_:) / didPresentSearchController(_:) / willDismissSearchController(_:) / didDismissSearchController(_:)⟧
  delegate.willPresentSearchController(search)
  delegate.didPresentSearchController(search)
  delegate.willDismissSearchController(search)
  delegate.didDismissSearchController(search)
  delegate.presentSearchController(search)  // ⟦UISearchControllerDelegate.presentSearchController(_:)⟧
  // ⟦UISearchController.presentingViewController / isBeingPresented / isBeingDismissed (search presentation)⟧
  _ = (search.presentingViewController, search.isBeingPresented, search.isBeingDismissed)
  // ⟦UINavigationItem.searchController / hidesSearchBarWhenScrolling⟧
  controller.navigationItem.searchController = search
  controller.navigationItem.hidesSearchBarWhenScrolling = false
  // ⟦UISearchBar.text / placeholder / delegate / searchTextField⟧
  bar.text = bar.placeholder
  bar.delegate = barDelegate
  _ = bar.searchTextField
  // ⟦UISearchBar.showsCancelButton / setShowsCancelButton(_:animated:) / scopeButtonTitles / selectedScopeButtonIndex / showsScopeBar / searchBarStyle⟧
  bar.showsCancelButton = true
  bar.setShowsCancelButton(false, animated: true)
  bar.scopeButtonTitles = ["All"]
  bar.selectedScopeButtonIndex = 0
  bar.showsScopeBar = true
  bar.searchBarStyle = .minimal
  // ⟦UISearchBarDelegate.searchBar(_:textDidChange:) / searchBarSearchButtonClicked(_:) / searchBarCancelButtonClicked(_:) / searchBarShouldBeginEditing(_:)⟧
  barDelegate.searchBar(bar, textDidChange: "")
  barDelegate.searchBarSearchButtonClicked(bar)
  barDelegate.searchBarCancelButtonClicked(bar)
  _ = barDelegate.searchBarShouldBeginEditing(bar)
  let field: UITextField = UISearchTextField(frame: .zero)  // ⟦UISearchTextField⟧
  _ = field
  // ⟦UISearchBar.returnKeyType / autocapitalizationType / autocorrectionType / keyboardType / enablesReturnKeyAutomatically⟧
  bar.returnKeyType = .done
  bar.autocapitalizationType = .none
  bar.autocorrectionType = .no
  bar.keyboardType = .asciiCapable
  bar.enablesReturnKeyAutomatically = false
}

// MARK: Split view controller

@MainActor
func referenceSplitViewController(_ split: UISplitViewController, _ child: UIViewController) {
  // ⟦UISplitViewController.init(nibName:bundle:) / viewControllers / delegate⟧
  let classic = UISplitViewController(nibName: nil, bundle: nil)
  classic.viewControllers = [child]
  _ = classic.delegate
  // ⟦UISplitViewController.preferredDisplayMode / displayMode / DisplayMode.allVisible⟧
  split.preferredDisplayMode = .allVisible
  _ = split.displayMode
  // ⟦UISplitViewController.DisplayMode.primaryHidden / .primaryOverlay⟧
  _ = [UISplitViewController.DisplayMode.primaryHidden, .primaryOverlay]
  // ⟦UISplitViewController.DisplayMode.secondaryOnly / .oneBesideSecondary / .oneOverSecondary⟧
  _ = [UISplitViewController.DisplayMode.secondaryOnly, .oneBesideSecondary, .oneOverSecondary]
  // ⟦UISplitViewController.DisplayMode.twoBesideSecondary / .twoOverSecondary / .twoDisplaceSecondary⟧
  _ = [UISplitViewController.DisplayMode.twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary]
  // ⟦UISplitViewController.init(style:) / style / Style⟧
  let columns = UISplitViewController(style: UISplitViewController.Style.tripleColumn)
  _ = columns.style
  // ⟦UISplitViewController.setViewController(_:for:) / viewController(for:) / Column⟧
  columns.setViewController(child, for: UISplitViewController.Column.primary)
  _ = columns.viewController(for: .primary)
  columns.show(.primary)  // ⟦UISplitViewController.show(_:) / hide(_:)⟧
  columns.hide(.primary)
  // ⟦UISplitViewController.preferredSplitBehavior / splitBehavior / SplitBehavior⟧
  columns.preferredSplitBehavior = UISplitViewController.SplitBehavior.tile
  _ = columns.splitBehavior
  // ⟦UISplitViewController.presentsWithGesture / isCollapsed / displayModeButtonItem / primaryEdge⟧
  split.presentsWithGesture = false
  _ = (split.isCollapsed, split.displayModeButtonItem)
  split.primaryEdge = .trailing
  // ⟦UISplitViewController.displayModeButtonVisibility / DisplayModeButtonVisibility⟧
  columns.displayModeButtonVisibility = UISplitViewController.DisplayModeButtonVisibility.always
  columns.showsSecondaryOnlyButton = true  // ⟦UISplitViewController.showsSecondaryOnlyButton⟧
  // ⟦UISplitViewController.preferredPrimaryColumnWidthFraction / preferredPrimaryColumnWidth / primaryColumnWidth⟧
  split.preferredPrimaryColumnWidthFraction = 0.4
  split.preferredPrimaryColumnWidth = 300
  _ = split.primaryColumnWidth
  // ⟦UISplitViewController.minimumPrimaryColumnWidth / maximumPrimaryColumnWidth / automaticDimension⟧
  split.minimumPrimaryColumnWidth = UISplitViewController.automaticDimension
  split.maximumPrimaryColumnWidth = 400
  // ⟦UISplitViewController.preferredSupplementaryColumnWidthFraction / preferredSupplementaryColumnWidth⟧
  columns.preferredSupplementaryColumnWidthFraction = 0.3
  columns.preferredSupplementaryColumnWidth = 300
  // ⟦UISplitViewController.minimumSupplementaryColumnWidth / maximumSupplementaryColumnWidth⟧
  columns.minimumSupplementaryColumnWidth = 200
  columns.maximumSupplementaryColumnWidth = 400
  _ = columns.supplementaryColumnWidth  // ⟦UISplitViewController.supplementaryColumnWidth⟧
  // ⟦UISplitViewController.show(_:sender:) / showDetailViewController(_:sender:)⟧
  split.show(child, sender: nil)
  split.showDetailViewController(child, sender: nil)
  _ = child.splitViewController  // ⟦UIViewController.splitViewController⟧
  // ⟦UIViewController.collapseSecondaryViewController(_:for:) / separateSecondaryViewController(for:)⟧
  child.collapseSecondaryViewController(child, for: split)
  _ = child.separateSecondaryViewController(for: split)
}

@MainActor
final class ReferenceSplitDelegate: UISplitViewControllerDelegate {
  // ⟦UISplitViewControllerDelegate.splitViewController(_:collapseSecondary:onto:) / (_:separateSecondaryFrom:)⟧
  func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool { true }
  func splitViewController(
    _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController? { nil }
  // ⟦UISplitViewControllerDelegate.primaryViewController(forCollapsing:) / (forExpanding:)⟧
  func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
  func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
  // ⟦UISplitViewControllerDelegate.splitViewController(_:willChangeTo:) / targetDisplayModeForAction(in:)⟧
  func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
  func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }
  // ⟦UISplitViewControllerDelegate.splitViewController(_:show:sender:) / (_:showDetail:sender:)⟧
  func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?)
    -> Bool
  { false }
  func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool { false }
  // ⟦UISplitViewControllerDelegate.splitViewController(_:topColumnForCollapsingToProposedTopColumn:)⟧
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column { .primary }
  // ⟦UISplitViewControllerDelegate.splitViewController(_:displayModeForExpandingToProposedDisplayMode:)⟧
  func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
  ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
  // ⟦UISplitViewControllerDelegate.splitViewControllerDidCollapse(_:) / splitViewControllerDidExpand(_:)⟧
  func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
  func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
  // ⟦UISplitViewControllerDelegate.splitViewController(_:willShow:) / (_:willHide:)⟧
  func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
  func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
}
