import Foundation

/// The status bar appearance a window resolved from its view controllers.
struct StatusBarAppearance: Equatable {
  var style = UIStatusBarStyle.default
  var isHidden = false
}

extension UIWindow {
  /// Resolves the status bar appearance as UIKit does: start at the root view controller; go
  /// to the controller it presents while that presentation covers the screen or the presented
  /// controller sets `modalPresentationCapturesStatusBarAppearance`; then follow
  /// `childForStatusBarStyle` (for the style) and `childForStatusBarHidden` (for hiding).
  func updateStatusBarAppearance() {
    guard var controller = rootViewController else {
      statusBarAppearance = StatusBarAppearance()
      return
    }
    while let presented = controller.presentedViewController, presented.presentingViewController === controller,
      !presented.isBeingDismissed,
      presented.presentation.controller?.acting.shouldPresentInFullscreen == true
        || presented.modalPresentationCapturesStatusBarAppearance
    {
      controller = presented
    }
    var styleOwner = controller
    while let child = styleOwner.childForStatusBarStyle { styleOwner = child }
    var hiddenOwner = controller
    while let child = hiddenOwner.childForStatusBarHidden { hiddenOwner = child }
    statusBarAppearance = StatusBarAppearance(
      style: styleOwner.preferredStatusBarStyle, isHidden: hiddenOwner.prefersStatusBarHidden)
  }
}
