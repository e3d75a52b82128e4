import Foundation

/// The clear view under a popover that covers the rest of the container (UIKit's private
/// `UIDimmingView`, transparent for popovers): a tap on it asks the popover to dismiss. Touches
/// on the popover's `passthroughViews` go through it (see
/// `UIPopoverPresentationController.passesTouchThrough(atWindowPoint:)`).
@MainActor
final class PopoverDimmingView: UIView {
  /// The tap that dismisses the popover.
  let tap: UITapGestureRecognizer

  init(onTap: @escaping () -> Void) {
    tap = UITapGestureRecognizer(
      target: nil,
      action: { recognizer in
        if recognizer.state == .recognized { onTap() }
      })
    super.init(frame: .zero)
    addGestureRecognizer(tap)
  }

  required init?(coder: NSCoder) { nil }
}
