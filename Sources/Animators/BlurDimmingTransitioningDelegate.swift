import Foundation
import HeadlessUIKit

/// Hands UIKit a ``BlurDimmingPresentationController`` and no animator: UIKit's system
/// animation moves the presented view while the backdrop blurs in. Use with
/// `modalPresentationStyle = .custom`; keep a strong reference.
public final class BlurDimmingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  public override init() {}

  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    BlurDimmingPresentationController(presentedViewController: presented, presenting: presenting)
  }
}
