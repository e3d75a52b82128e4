import Foundation

extension UIViewController {
  /// Tells the system the status bar attributes changed, as
  /// `setNeedsStatusBarAppearanceUpdate()`: the window showing this controller resolves its
  /// status bar appearance again (`UIApplication.shared.statusBarStyle` and
  /// `isStatusBarHidden` report it). Inside an animation block the change belongs to that
  /// animation on iOS; here the status bar is not drawn, so only its resolved values change.
  ///
  /// - Note: UIKit difference: Flipbook does not draw a status bar.
  public func setNeedsStatusBarAppearanceUpdate() {
    statusBarWindow?.updateStatusBarAppearance()
  }

  /// The window whose status bar this controller may control: its view's window, or the window
  /// of the controller presenting it.
  private var statusBarWindow: UIWindow? {
    var node: UIViewController? = self
    while let controller = node {
      if let window = controller.viewIfLoaded?.window { return window }
      node = controller.parent ?? controller.presentingViewController
    }
    return nil
  }
}
