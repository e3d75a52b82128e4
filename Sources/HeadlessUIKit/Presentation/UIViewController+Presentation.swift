import Foundation

extension UIViewController {
  /// The controller this one presents, as `presentedViewController`; nil when it presents
  /// nothing.
  public var presentedViewController: UIViewController? { presentation.presented }

  /// The controller presenting this one, or the one presenting its nearest presented ancestor,
  /// as `presentingViewController`.
  public var presentingViewController: UIViewController? {
    presentation.presenting ?? parent?.presentingViewController
  }

  /// The presentation controller managing this controller's presentation (or its nearest
  /// presented ancestor's), as `presentationController`. For a `.popover` controller it is
  /// `popoverPresentationController`, created on first access as in UIKit.
  ///
  /// - Note: UIKit difference: for the other styles UIKit creates it on first access, before
  ///   the presentation; here it exists from `present(_:animated:completion:)` until the
  ///   dismissal ends.
  public var presentationController: UIPresentationController? {
    presentation.controller ?? popoverPresentationController ?? parent?.presentationController
  }

  /// The popover presentation controller, as `popoverPresentationController`: non-nil only
  /// when `modalPresentationStyle` is `.popover` (or while the controller is presented as a
  /// popover), created on first access so it can be configured before or right after
  /// `present(_:animated:completion:)`. A new one manages each popover presentation.
  public var popoverPresentationController: UIPopoverPresentationController? {
    if let current = presentation.controller as? UIPopoverPresentationController { return current }
    guard presentation.controller == nil, modalPresentationStyle == .popover else { return nil }
    if let pending = presentation.pendingPopover { return pending }
    let made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
    presentation.pendingPopover = made
    return made
  }

  /// True while the controller is being presented: from the start of the presentation until
  /// after `viewDidAppear`, as `isBeingPresented`.
  public var isBeingPresented: Bool { presentation.isBeingPresented }

  /// True while the controller is being dismissed: from the start of the dismissal until after
  /// `viewDidDisappear`, as `isBeingDismissed`.
  public var isBeingDismissed: Bool { presentation.isBeingDismissed }

  /// Presents `viewControllerToPresent` modally, as `present(_:animated:completion:)`.
  ///
  /// The presented controller's `modalPresentationStyle` picks the presenting controller (the
  /// root of this controller's hierarchy, or for `.currentContext`/`.overCurrentContext` the
  /// nearest ancestor that `definesPresentationContext`) and the presentation controller; its
  /// `transitioningDelegate` may supply the presentation controller (`.custom` only), the
  /// animator and the interaction controller, in that order. `completion` runs after
  /// `viewDidAppear`.
  ///
  /// - Precondition: the controller is not presented already, has no parent and is not the
  ///   receiver; the presenting controller presents nothing and its view is in a window.
  public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
  {
    precondition(viewControllerToPresent !== self, TransitionDiagnostics.presentingSelf(self))
    if let presenter = viewControllerToPresent.presentation.presenting {
      preconditionFailure(
        TransitionDiagnostics.presentingControllerAlreadyPresented(viewControllerToPresent, by: presenter))
    }
    if let parent = viewControllerToPresent.parent {
      preconditionFailure(TransitionDiagnostics.presentingChildController(viewControllerToPresent, parent: parent))
    }
    ModalTransition.present(viewControllerToPresent, source: self, animated: flag, completion: completion)
  }

  /// Dismisses the controller this one presents — or, when it presents nothing, this
  /// controller (or its nearest presented ancestor) — as `dismiss(animated:completion:)`.
  ///
  /// When several controllers are presented one above the other, every controller above the
  /// receiver is dismissed: only the top one animates (with its own style and animator), the
  /// ones in between are removed. `completion` runs after the presenting controller's
  /// `viewDidAppear`.
  ///
  /// - Note: UIKit difference: with nothing to dismiss UIKit does nothing; here it traps with a
  ///   message naming the controller, since it is always a mistake in a scene.
  public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    var node: UIViewController? = self
    while let current = node {
      if current.presentation.presented != nil {
        return ModalTransition.dismiss(presentedBy: current, animated: flag, completion: completion)
      }
      node = current.parent
    }
    guard let presenter = presentingViewController else {
      preconditionFailure(TransitionDiagnostics.dismissingWithNothingPresented(self))
    }
    ModalTransition.dismiss(presentedBy: presenter, animated: flag, completion: completion)
  }

  /// The outermost ancestor (this controller when it has no parent).
  var rootAncestor: UIViewController {
    var top = self
    while let parent = top.parent { top = parent }
    return top
  }
}
