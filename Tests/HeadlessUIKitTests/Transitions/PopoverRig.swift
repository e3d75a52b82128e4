import Foundation
import HeadlessUIKit

/// A ``TransitionHarness`` on an 820 × 1180 pt iPad window by default: the bench for popover
/// and adaptation tests. The root is screen "A" with an 80 × 44 pt "button" view near the top
/// left.
@MainActor
final class PopoverRig {
  static let iPad = CGSize(width: 820, height: 1180)
  let root = Screen("A")
  let button = UIView(frame: CGRect(x: 100, y: 40, width: 80, height: 44))
  let harness: TransitionHarness

  init(size: CGSize = PopoverRig.iPad) {
    root.view.addSubview(button)
    harness = TransitionHarness(root: root, size: size)
  }

  var window: UIWindow { harness.window }
  var trace: TransitionTrace { harness.trace }
  func stop() { harness.stop() }
  func run(to seconds: Double) { harness.run(to: seconds) }

  /// A tap (down for 0.05 s) at `point` in window coordinates, starting at the next frame.
  func tap(at point: CGPoint) {
    var track = TouchTrack(downAt: point, time: harness.now + 1.0 / 60)
    track.hold(for: 0.05)
    track.lift()
    harness.timeline.play(track, in: harness.window)
  }

  /// A `.popover` controller "B" of `size` anchored on the button.
  func popover(size: CGSize = CGSize(width: 300, height: 200)) -> Screen {
    let b = Screen("B", .systemBlue)
    b.modalPresentationStyle = .popover
    b.preferredContentSize = size
    b.popoverPresentationController?.sourceView = button
    return b
  }
}

/// A popover delegate that records nothing itself (the trace records UIKit's questions) and
/// answers as configured.
@MainActor
final class PopoverDelegateStub: NSObject, UIPopoverPresentationControllerDelegate {
  var adaptiveStyle: UIModalPresentationStyle = .automatic
  var substitute: ((UIViewController) -> UIViewController?)?
  var shouldDismiss = true
  var willPresentStyles: [UIModalPresentationStyle] = []
  var repositionTo: CGRect?
  var prepare: ((UIPopoverPresentationController) -> Void)?

  func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  { adaptiveStyle }

  func presentationController(
    _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController? { substitute?(controller.presentedViewController) }

  func presentationController(
    _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) { willPresentStyles.append(style) }

  func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
    prepare?(popoverPresentationController)
  }

  func popoverPresentationControllerShouldDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) -> Bool { shouldDismiss }

  func popoverPresentationController(
    _ popoverPresentationController: UIPopoverPresentationController,
    willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
    in view: AutoreleasingUnsafeMutablePointer<UIView>
  ) {
    if let repositionTo { rect.pointee = repositionTo }
  }
}
