import Foundation

/// An object that takes part in event handling, as UIKit's `UIResponder`: the superclass of
/// `UIView` (and so `UIWindow`), `UIViewController` and `UIApplication`, and an `NSObject`.
///
/// Responders form the responder chain through `next`: a view leads to the controller whose
/// root view it is, else to its superview; a controller to the controller that presented it,
/// else to its view's superview; a window to the application; the application ends the chain.
/// Touch methods a responder does not override pass the touches on to `next`, as UIKit's
/// default implementations do, so a controller or an ancestor view that overrides
/// `touchesBegan(_:with:)` hears touches on the plain views inside it.
///
/// Each window has at most one first responder (see ``becomeFirstResponder()``); a responder
/// that leaves its window stops being it. The class also carries the keyboard notifications
/// and their user-info keys (`UIResponder+Keyboard.swift`).
@preconcurrency @MainActor
open class UIResponder: NSObject {
  /// Creates a responder, as `init()`.
  public override init() { super.init() }

  /// The next responder in the chain, as `next`: nil here; `UIView`, `UIViewController` and
  /// `UIWindow` override it with UIKit's rules (see the type's discussion). Override it to
  /// insert a responder of your own.
  open var next: UIResponder? { nil }

  // MARK: First responder (see UIResponder+FirstResponder.swift)

  /// Whether the responder can become the first responder, as `canBecomeFirstResponder`:
  /// false by default; override it to return true.
  open var canBecomeFirstResponder: Bool { false }

  /// Makes the responder the first responder of its window, as `becomeFirstResponder()`, and
  /// returns whether it now is. It fails when `canBecomeFirstResponder` is false, when the
  /// responder is not in a window (a view's `window`, a controller's view's window), or when
  /// the window's current first responder refuses to resign (`canResignFirstResponder` or
  /// `resignFirstResponder()` returning false). Calling it on the first responder returns
  /// true. Overrides call super.
  @discardableResult
  open func becomeFirstResponder() -> Bool { makeFirstResponder() }

  /// Whether the responder agrees to give up first-responder status, as
  /// `canResignFirstResponder` (default true).
  open var canResignFirstResponder: Bool { true }

  /// Gives up first-responder status, as `resignFirstResponder()`: returns false (and stays
  /// first responder) when `canResignFirstResponder` is false, else true. Overrides call
  /// super; they may return false to refuse.
  @discardableResult
  open func resignFirstResponder() -> Bool { giveUpFirstResponder() }

  /// Whether the responder is its window's first responder, as `isFirstResponder`.
  open var isFirstResponder: Bool { firstResponderWindow?.firstResponder === self }

  /// Reloads the keyboard of the first responder, as `reloadInputViews()`: a text input whose
  /// traits (``UITextInputTraits``: keyboard type, return key, appearance, autocorrection)
  /// changed while it is first responder gets the keyboard of its new traits — iOS reads them
  /// only when an input becomes first responder or reloads. Does nothing on a responder that is
  /// not first responder or takes no typed text.
  ///
  /// - Note: UIKit difference: for a custom `UIKeyInput` view the keyboard knows only
  ///   `hasText` (the shift state treats its text as mid-word).
  open func reloadInputViews() {
    guard isFirstResponder, let input = self as? UIView & UIKeyInput, input.window?.isKeyboardShown == true else {
      return
    }
    let text = (self as? UITextField)?.storedText ?? (self as? UITextView)?.text ?? (input.hasText ? "x" : "")
    input.window?.showKeyboard(for: input, text: text)
  }

  // MARK: Touches (delivered by the window; see Interaction/TouchDispatcher.swift)

  /// Fingers went down on the responder, as `touchesBegan(_:with:)`. The default passes them
  /// to `next`, as UIKit's does; an override that handles touches does not call super.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Fingers moved, as `touchesMoved(_:with:)`; the default passes them to `next`.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Fingers lifted, as `touchesEnded(_:with:)`; the default passes them to `next`.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// The touches were cancelled (a gesture recognizer took them, or the touch was cancelled),
  /// as `touchesCancelled(_:with:)`; the default passes them to `next`.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }
}
