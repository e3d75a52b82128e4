import Foundation

// The names and keys are plain constants, not main-actor isolated: in the SDK they are
// Objective-C globals, read wherever a notification is observed.
extension UIResponder {
  /// Posted just before the keyboard appears, inside the keyboard's animation block, as
  /// `keyboardWillShowNotification`.
  nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  /// Posted when the keyboard has appeared (after its 0.25 s animation), as
  /// `keyboardDidShowNotification`.
  nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  /// Posted just before the keyboard disappears, inside its animation block, as
  /// `keyboardWillHideNotification`.
  nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  /// Posted when the keyboard has disappeared, as `keyboardDidHideNotification`.
  nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  /// Posted before every change of the keyboard's frame (first, before the will-show or
  /// will-hide notification), as `keyboardWillChangeFrameNotification`.
  nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after every change of the keyboard's frame (before the did-show or did-hide
  /// notification), as `keyboardDidChangeFrameNotification`.
  nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// The keyboard's frame before the change, in screen coordinates: an `NSValue` holding a
  /// `CGRect`, as `keyboardFrameBeginUserInfoKey`.
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The keyboard's frame after the change, in screen coordinates: an `NSValue` holding a
  /// `CGRect`, as `keyboardFrameEndUserInfoKey`.
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The duration of the keyboard's animation in seconds, an `NSNumber` (0.25), as
  /// `keyboardAnimationDurationUserInfoKey`.
  nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The curve of the keyboard's animation, an `NSNumber` holding UIKit's private raw curve 7
  /// (use it as `UIView.AnimationOptions(rawValue: curve << 16)`), as
  /// `keyboardAnimationCurveUserInfoKey`.
  nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to this app, an `NSNumber` holding a Boolean (always true
  /// here), as `keyboardIsLocalUserInfoKey`.
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension NSValue {
  /// A value holding `rect`, as UIKit's `NSValue(cgRect:)`.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

  /// The `CGRect` the value holds, as UIKit's `cgRectValue`.
  public var cgRectValue: CGRect { rectValue }

  /// A value holding `point`, as UIKit's `NSValue(cgPoint:)`.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }

  /// The `CGPoint` the value holds, as UIKit's `cgPointValue`.
  public var cgPointValue: CGPoint { pointValue }
}
