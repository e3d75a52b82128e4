import Foundation

extension UIViewController {
  /// The controller that handles `action`, as `targetViewController(forAction:sender:)`: the
  /// receiver when its `canPerformAction(_:withSender:)` is true, else the first such
  /// controller up the `parent` chain, then up the `presentingViewController` chain; nil when
  /// none does.
  public func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
    var node: UIViewController? = self
    while let current = node {
      if current.canPerformAction(action, withSender: sender) { return current }
      node = current.parent ?? current.presentingViewController
    }
    return nil
  }

  /// UIKit's default `show`/`showDetailViewController`: the target (other than the receiver)
  /// shows it, otherwise the receiver presents it, animated.
  ///
  /// ```
  ///                   plain VC      VC in navigation         VC in tab bar controller
  /// show              present       push (by the navigation)  present (by the tab bar controller)
  /// showDetail        present       present (by the navigation) present (by the tab bar controller)
  /// ```
  func showByTargetOrPresenting(_ vc: UIViewController, action: Selector, sender: Any?) {
    if let target = targetViewController(forAction: action, sender: sender), target !== self {
      TransitionTrace.record(TransitionTrace.name(of: self), "\(action) → \(TransitionTrace.name(of: target))")
      if action == .show {
        target.show(vc, sender: sender)
      } else {
        target.showDetailViewController(vc, sender: sender)
      }
    } else {
      present(vc, animated: true)
    }
  }
}
