import Foundation

extension UIWindow {
  /// The keyboard's animation duration, as UIKit reports it in
  /// `keyboardAnimationDurationUserInfoKey`.
  public static let keyboardAnimationDuration: TimeInterval = 0.25
  /// The keyboard's animation curve, UIKit's private raw curve 7 (the system spring), as
  /// reported in `keyboardAnimationCurveUserInfoKey`.
  public static let keyboardAnimationCurve = 7

  /// Slides the software keyboard up from the bottom of the window, as iOS does when a text
  /// field becomes first responder, posting UIKit's notifications on `NotificationCenter.default`:
  ///
  /// ```
  ///  now:          keyboardWillChangeFrame, keyboardWillShow   (inside the keyboard's
  ///                                                              0.25 s animation block)
  ///  now + 0.25 s: keyboardDidChangeFrame, keyboardDidShow
  /// ```
  ///
  /// The will-notifications are posted inside an animation block with the keyboard's
  /// duration and curve, so layout changes an observer makes without its own block animate
  /// with the keyboard, as on iOS. Each user info holds the begin and end frames (`NSValue`,
  /// screen coordinates), the duration (0.25), the curve (7) and `keyboardIsLocal` (true).
  /// The height is `keyboardHeight(for:)` of the window's size unless given.
  ///
  /// Showing a keyboard that is already shown does nothing (iOS posts nothing either when the
  /// frame does not change).
  ///
  /// A text field or text view becoming first responder calls this; a scene or test may call
  /// it directly. The keyboard is drawn as a stand-in (`KeyboardView`) sliding with the
  /// notifications' animation.
  ///
  /// - Note: UIKit difference: a Flipbook addition (on iOS only the first responder raises
  ///   the keyboard).
  /// - Precondition: a ``Timeline`` exists (the did-notifications are scheduled on it).
  public func showKeyboard(height: CGFloat? = nil) {
    showKeyboard(height: height, configuration: KeyboardConfiguration())
  }

  /// Raises (or, when one is up, changes) the keyboard for a text input with `traits` holding
  /// `text`, as iOS does when the input becomes first responder or reloads its input views:
  /// its keys, return key and appearance follow the traits, and it is 44 points shorter
  /// without the predictive bar (keypads, or autocorrection and spell checking off).
  func showKeyboard(for traits: UITextInputTraits, text: String) {
    let configuration = KeyboardConfiguration(traits: traits, text: text, style: traitCollection.userInterfaceStyle)
    var height = Self.keyboardHeight(for: bounds.size, safeAreaBottom: screen.safeAreaInsets.bottom)
    if !configuration.showsPredictiveBar { height -= KeyboardView.predictiveBarHeight }
    showKeyboard(height: height, configuration: configuration)
  }

  /// Redraws the keys for `text` typed so far (the shift state and the return key's state
  /// follow the text as on iOS), without moving the keyboard.
  func refreshKeyboard(text: String) {
    guard keyboardFrame != nil, let keyboard = keyboardView else { return }
    keyboard.configuration = keyboard.configuration.updated(for: text)
  }

  private func showKeyboard(height: CGFloat?, configuration: KeyboardConfiguration) {
    let height = height ?? Self.keyboardHeight(for: bounds.size, safeAreaBottom: screen.safeAreaInsets.bottom)
    precondition(
      height.isFinite && height > 0 && height <= bounds.height,
      "UIWindow.showKeyboard(height:): height \(height) must be in 0…\(bounds.height) (the window's height)")
    let end = CGRect(x: frame.minX, y: frame.maxY - height, width: bounds.width, height: height)
    // Same size, other keys (focus moved to an input with other traits): the keys change in
    // place; iOS posts notifications only when the frame changes.
    if let keyboard = keyboardView, keyboard.bounds.size == end.size { keyboard.configuration = configuration }
    guard keyboardFrame != end else { return }
    let begin = keyboardFrame ?? CGRect(x: frame.minX, y: frame.maxY, width: bounds.width, height: height)
    keyboardFrame = end
    if keyboardView == nil || keyboardView?.bounds.size != end.size {
      // A keyboard of the new size slides from where the old one was (its top at `begin`'s).
      keyboardView = KeyboardView(
        frame: CGRect(origin: begin.origin, size: end.size), safeAreaBottom: screen.safeAreaInsets.bottom,
        configuration: configuration)
    }
    postKeyboardChange(
      from: begin, to: end, will: UIResponder.keyboardWillShowNotification, did: UIResponder.keyboardDidShowNotification
    )
  }

  /// Slides the keyboard down off the window, posting `keyboardWillChangeFrame` and
  /// `keyboardWillHide` now (inside the keyboard's animation block) and `keyboardDidChangeFrame`
  /// and `keyboardDidHide` 0.25 s later, as iOS does when the first responder resigns. Does
  /// nothing when no keyboard is shown.
  ///
  /// - Note: UIKit difference: a Flipbook addition standing in for `resignFirstResponder()` /
  ///   `endEditing(_:)`.
  public func hideKeyboard() {
    guard let begin = keyboardFrame else { return }
    keyboardFrame = nil
    let end = CGRect(x: begin.minX, y: frame.maxY, width: begin.width, height: begin.height)
    postKeyboardChange(
      from: begin, to: end, will: UIResponder.keyboardWillHideNotification, did: UIResponder.keyboardDidHideNotification
    )
  }

  /// Whether the simulated keyboard is shown (see ``showKeyboard(height:)``).
  public var isKeyboardShown: Bool { keyboardFrame != nil }

  /// The height of the software keyboard with its predictive bar on an iPhone of `size`
  /// points: 336 pt in portrait and 209 pt in landscape on iPhones with a home indicator
  /// (`safeAreaBottom > 0`), 260 pt and 194 pt on iPhones with a home button.
  ///
  /// - Note: UIKit difference: iOS's keyboard height varies with the device model, language
  ///   and keyboard settings; these are the figures of the English keyboard on current iPhones.
  public static func keyboardHeight(for size: CGSize, safeAreaBottom: CGFloat) -> CGFloat {
    let landscape = size.width > size.height
    if safeAreaBottom > 0 { return landscape ? 209 : 336 }
    return landscape ? 194 : 260
  }

  private func postKeyboardChange(from begin: CGRect, to end: CGRect, will: Notification.Name, did: Notification.Name) {
    let info: [AnyHashable: Any] = [
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
      UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.keyboardAnimationDuration),
      UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.keyboardAnimationCurve),
      UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
    let center = NotificationCenter.default
    let options = UIView.AnimationOptions(rawValue: UInt(Self.keyboardAnimationCurve) << 16)
    UIView.animate(
      withDuration: Self.keyboardAnimationDuration, delay: 0, options: options,
      animations: {
        self.keyboardView?.frame = end
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: will, object: nil, userInfo: info)
      })
    VirtualMainQueue.asyncAfter(delay: Self.keyboardAnimationDuration) { [weak self] in
      if let self, self.keyboardFrame == nil, will == UIResponder.keyboardWillHideNotification {
        self.keyboardView = nil
      }
      center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
      center.post(name: did, object: nil, userInfo: info)
    }
  }
}
