import Foundation

/// UIKit's private presentation controller for `.fullScreen`, `.overFullScreen`,
/// `.currentContext` and `.overCurrentContext` (UIKit's `_UIFullscreenPresentationController`
/// and friends): the presented view fills the container; the `over…` styles keep the presenting
/// view, the others remove it when the presentation ends; the context styles' container covers
/// the presenting controller's view instead of the window.
@MainActor
final class SystemPresentationController: UIPresentationController {
  private let style: UIModalPresentationStyle

  init(style: UIModalPresentationStyle, presented: UIViewController, presenting: UIViewController?) {
    precondition(
      [.fullScreen, .overFullScreen, .currentContext, .overCurrentContext].contains(style),
      "SystemPresentationController: unexpected style .\(style)")
    self.style = style
    super.init(presentedViewController: presented, presenting: presenting)
  }

  override var presentationStyle: UIModalPresentationStyle { style }
  override var shouldRemovePresentersView: Bool { style == .fullScreen || style == .currentContext }
  override var shouldPresentInFullscreen: Bool { style == .fullScreen || style == .overFullScreen }
}
