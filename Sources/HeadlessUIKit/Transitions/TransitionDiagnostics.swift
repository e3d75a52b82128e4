import Foundation

/// The messages of UIKit's transition misuse diagnostics. Each names the API, the controllers
/// involved and UIKit's own wording where it has one; the containers trap with them.
@MainActor
enum TransitionDiagnostics {
  private static func name(_ controller: UIViewController) -> String { "'\(TransitionTrace.name(of: controller))'" }

  static func pushingControllerAlreadyInStack(_ controller: UIViewController) -> String {
    "UINavigationController.pushViewController(_:animated:): pushing the same view controller instance more than once is not supported (\(name(controller)) is already on the stack)"
  }

  static func pushingNavigationController(_ controller: UIViewController) -> String {
    "UINavigationController.pushViewController(_:animated:): pushing a navigation controller (\(name(controller))) is not supported"
  }

  static func duplicateControllers(_ controller: UIViewController) -> String {
    "UINavigationController.setViewControllers(_:animated:): all view controllers in a navigation controller must be distinct (\(name(controller)) appears twice)"
  }

  static func emptyStack() -> String {
    "UINavigationController.setViewControllers(_:animated:): the stack cannot be empty; a navigation controller always has a root view controller"
  }

  static func popToControllerNotInStack(_ controller: UIViewController) -> String {
    "UINavigationController.popToViewController(_:animated:): tried to pop to a view controller that doesn't exist (\(name(controller)) is not on the stack)"
  }

  static func presentingWhileAlreadyPresenting(
    _ presenter: UIViewController, presented: UIViewController, attempted: UIViewController
  ) -> String {
    "UIViewController.present(_:animated:completion:): attempt to present \(name(attempted)) on \(name(presenter)) which is already presenting \(name(presented))"
  }

  static func presentingControllerAlreadyPresented(_ controller: UIViewController, by presenter: UIViewController)
    -> String
  {
    "UIViewController.present(_:animated:completion:): application tried to present modally \(name(controller)) that is already being presented by \(name(presenter))"
  }

  static func presentingChildController(_ controller: UIViewController, parent: UIViewController) -> String {
    "UIViewController.present(_:animated:completion:): application tried to present modally \(name(controller)) that has a parent view controller \(name(parent))"
  }

  static func presentingSelf(_ controller: UIViewController) -> String {
    "UIViewController.present(_:animated:completion:): application tried to present modally an active controller \(name(controller)) on itself"
  }

  static func dismissingWithNothingPresented(_ controller: UIViewController) -> String {
    "UIViewController.dismiss(animated:completion:): \(name(controller)) neither presents a view controller nor is presented; there is nothing to dismiss"
  }

  static func transitionInProgress(_ api: String, _ controller: UIViewController) -> String {
    "UIViewController.\(api): \(name(controller)) is already in a presentation or dismissal transition; wait for it to end (UIKit ignores the call with a warning)"
  }

  static func partialCurlNotFullScreen(
    _ presented: UIViewController, style: UIModalPresentationStyle, presenting: UIViewController,
    presentingStyle: UIModalPresentationStyle
  ) -> String {
    "UIViewController.present(_:animated:completion:): application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller: \(name(presented)) has modalTransitionStyle .partialCurl with modalPresentationStyle .\(style), presented from \(name(presenting)) (shown .\(presentingStyle)); .partialCurl requires .fullScreen on both"
  }

  static func presentingFromPartialCurl(_ presenter: UIViewController, attempted: UIViewController) -> String {
    "UIViewController.present(_:animated:completion:): \(name(presenter)) was presented with .partialCurl and cannot present another view controller (attempted \(name(attempted)))"
  }

  static func unsupportedPresentationStyle(_ style: UIModalPresentationStyle) -> String {
    "UIViewController.present(_:animated:completion:): modalPresentationStyle .\(style) is not implemented in HeadlessUIKit"
  }

  static func adaptationRejected(
    from style: UIModalPresentationStyle, to adapted: UIModalPresentationStyle, accepted: [UIModalPresentationStyle]
  ) -> String {
    "UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:traitCollection:) returned .\(adapted) for a .\(style) presentation; UIKit adapts it only to \(accepted.map { ".\($0)" }.joined(separator: ", "))"
  }

  static func popoverWithoutSourceView(_ presented: UIViewController) -> String {
    "UIPopoverPresentationController: the popover presenting \(name(presented)) should have a non-nil sourceView or barButtonItem set before the presentation occurs (UIKit raises NSGenericException); a barButtonItem must be shown in a navigation bar"
  }

  static func popoverSourceViewNotInWindow(_ presented: UIViewController) -> String {
    "UIPopoverPresentationController: the sourceView of the popover presenting \(name(presented)) is not in the presenting controller's window"
  }

  static func substituteNotPresentable(_ substitute: UIViewController) -> String {
    "UIAdaptivePresentationControllerDelegate.presentationController(_:viewControllerForAdaptivePresentationStyle:) returned \(name(substitute)), which already has a parent or is presented; return a new controller (e.g. a UINavigationController around the presented one)"
  }
}
