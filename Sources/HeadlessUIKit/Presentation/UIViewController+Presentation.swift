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

  /// The presentation controller managing this controller's presentation (or its parent's),
  /// as `presentationController`. Before the presentation it is created on first access for
  /// the current `modalPresentationStyle`, as UIKit does, so `presentationController?.delegate`
  /// can be set before `present(_:animated:completion:)`; a new one manages each presentation.
  ///
  /// - Note: UIKit difference: for `.custom` it stays nil until the presentation asks the
  ///   transitioning delegate (UIKit asks it on first access).
  public var presentationController: UIPresentationController? {
    if let controller = presentation.controller { return controller }
    if let parent { return parent.presentationController }
    return lazyPresentationController()
  }

  /// The popover presentation controller, as `popoverPresentationController`: non-nil only
  /// when `modalPresentationStyle` is `.popover` (or while the controller is presented as a
  /// popover), created on first access so it can be configured before or right after
  /// `present(_:animated:completion:)`.
  public var popoverPresentationController: UIPopoverPresentationController? {
    if let current = presentation.controller { return current as? UIPopoverPresentationController }
    guard modalPresentationStyle == .popover else { return nil }
    return lazyPresentationController() as? UIPopoverPresentationController
  }

  /// The sheet presentation controller, as `sheetPresentationController` (iOS 15): non-nil
  /// only when `modalPresentationStyle` is a sheet style (`.pageSheet`, `.formSheet`, or
  /// `.automatic`, which is a sheet on an iPhone), or while the controller is presented as a
  /// sheet; created on first access so its detents can be configured before
  /// `present(_:animated:completion:)`. It stays the sheet's controller when the presentation
  /// adapts to `.fullScreen` in a compact height.
  public var sheetPresentationController: UISheetPresentationController? {
    if let current = presentation.controller { return current as? UISheetPresentationController }
    guard [.pageSheet, .formSheet, .automatic].contains(modalPresentationStyle) else { return nil }
    return lazyPresentationController() as? UISheetPresentationController
  }

  /// The presentation controller for the next presentation, created on first access for the
  /// resolved `modalPresentationStyle` (kept while the style matches); nil for `.custom` and
  /// `.none`.
  func lazyPresentationController() -> UIPresentationController? {
    guard modalPresentationStyle != .custom, modalPresentationStyle != .none else { return nil }
    let style = ModalTransition.resolvedStyle(modalPresentationStyle)
    if let pending = presentation.pendingController, pending.presentationStyle == style { return pending }
    let made = ModalTransition.systemController(for: style, presented: self)
    presentation.pendingController = made
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
  /// With nothing to dismiss (the controller, and its ancestors, neither present a controller
  /// nor are presented) the call is ignored and `completion` is not called, as UIKit ignores it
  /// (UIKit documents no error for this case and runs no dismissal whose end would call it).
  public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    var node: UIViewController? = self
    while let current = node {
      if current.presentation.presented != nil {
        return ModalTransition.dismiss(presentedBy: current, animated: flag, completion: completion)
      }
      node = current.parent
    }
    guard let presenter = presentingViewController else { return }
    ModalTransition.dismiss(presentedBy: presenter, animated: flag, completion: completion)
  }

  /// The outermost ancestor (this controller when it has no parent).
  var rootAncestor: UIViewController {
    var top = self
    while let parent = top.parent { top = parent }
    return top
  }
}
