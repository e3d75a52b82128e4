import Foundation
import HeadlessUIKit

/// Hands UIKit a ``DimmingPresentationController`` and no animator, as Apple's guide does
/// ("Vending Your Presentation Controller to UIKit"): UIKit's system animation moves the
/// presented view. Use with `modalPresentationStyle = .custom`; keep a strong reference.
public final class DimmingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  public override init() {}

  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    DimmingPresentationController(presentedViewController: presented, presenting: presenting)
  }
}
