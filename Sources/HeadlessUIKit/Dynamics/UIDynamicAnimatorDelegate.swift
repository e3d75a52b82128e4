import Foundation

/// Told when a dynamic animator stops or starts moving its items, as UIKit's
/// `UIDynamicAnimatorDelegate`; both methods are optional (default implementations do nothing).
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
  /// Called when the animator is about to run again (a behaviour was added or changed, an
  /// item was given a velocity), as `dynamicAnimatorWillResume(_:)`.
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
  /// Called when the animator pauses: its items came to rest, or its last behaviour was
  /// removed, as `dynamicAnimatorDidPause(_:)`.
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
  public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
  public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
