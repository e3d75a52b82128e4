import Foundation
import HeadlessUIKit

/// The delegate a scene's `adaptive:` field gives a popover: it answers
/// `adaptivePresentationStyle(for:traitCollection:)` with the scene's style (`.none` keeps the
/// popover in a compact environment) and lets UIKit do everything else.
@MainActor
final class ScriptedPopoverDelegate: UIPopoverPresentationControllerDelegate {
  let adaptiveStyle: UIModalPresentationStyle

  init(adaptiveStyle: UIModalPresentationStyle) { self.adaptiveStyle = adaptiveStyle }

  func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  { adaptiveStyle }
}
