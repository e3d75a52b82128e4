import Foundation

extension UIControl {
  /// Whether `touch` is within the bounds grown by ``touchSlop``.
  func isInsideWithSlop(_ touch: UITouch) -> Bool {
    bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
  }

  /// A finger went down: an enabled control starts tracking, highlights and sends `.touchDown`
  /// (highlighted first, so a `.touchDown` action sees `isHighlighted == true`).
  func trackingBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    setTracking(true, inside: true)
    isHighlighted = true
    sendActions(for: .touchDown, with: event)
    if !beginTracking(touch, with: event) { stopTracking() }
  }

  /// The finger moved: `.touchDragInside`/`.touchDragOutside`, with `.touchDragEnter`/
  /// `.touchDragExit` first when it crossed the (slop-extended) edge; the highlight follows.
  func trackingMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = touches.first else { return }
    let wasInside = isTouchInside
    let inside = isInsideWithSlop(touch)
    setTracking(true, inside: inside)
    isHighlighted = inside
    if inside != wasInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit, with: event) }
    sendActions(for: inside ? .touchDragInside : .touchDragOutside, with: event)
    if !continueTracking(touch, with: event) { stopTracking() }
  }

  /// The finger lifted: unhighlights, then `.touchUpInside` (followed by
  /// `.primaryActionTriggered` for a button, or `.menuActionTriggered` for a button showing its
  /// menu as its primary action) or `.touchUpOutside`.
  ///
  /// - Note: UIKit difference: UIKit shows a button's menu on touch-down; here the menu is not
  ///   drawn and `.menuActionTriggered` follows the touch-up.
  func trackingEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking else { return }
    let touch = touches.first
    let inside = touch.map(isInsideWithSlop) ?? isTouchInside
    stopTracking()
    endTracking(touch, with: event)
    if inside {
      sendActions(for: .touchUpInside, with: event)
      if showMenuOnTap() {
        sendActions(for: .menuActionTriggered, with: event)
      } else if sendsPrimaryActionOnTouchUpInside {
        sendActions(for: .primaryActionTriggered, with: event)
      }
    } else {
      sendActions(for: .touchUpOutside, with: event)
    }
  }

  /// The touch was cancelled (a gesture recognizer took it): unhighlights and sends
  /// `.touchCancel`.
  func trackingCancelled(with event: UIEvent?) {
    guard isTracking else { return }
    stopTracking()
    cancelTracking(with: event)
    sendActions(for: .touchCancel, with: event)
  }

  private func stopTracking() {
    setTracking(false, inside: false)
    isHighlighted = false
  }

  /// Buttons trigger their primary action on a tap; other controls (switches, sliders) on a
  /// value change.
  var sendsPrimaryActionOnTouchUpInside: Bool { self is UIButton }

  /// Shows the menu of a button with `showsMenuAsPrimaryAction` and a menu, as a tap does —
  /// here: loads the menu's deferred elements — and returns true; false for other controls,
  /// whose tap sends the primary action.
  func showMenuOnTap() -> Bool {
    guard let button = self as? UIButton, button.showsMenuAsPrimaryAction, let menu = button.menu else { return false }
    menu.resolveDeferredElements()
    return true
  }
}
