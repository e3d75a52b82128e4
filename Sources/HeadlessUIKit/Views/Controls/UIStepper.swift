import Foundation

/// A pair of − and + buttons that step a value, as UIKit's `UIStepper` (iOS 13–17 default look).
///
/// A 94 × 32 pt rounded ``backgroundFillColor`` capsule split by a thin divider; the left half
/// shows a minus, the right half a plus, in ``glyphColor``. A half that cannot step (the value at
/// its limit without `wraps`) dims its glyph to ``disabledGlyphAlpha``; so does a disabled
/// stepper. The half under a finger darkens with ``highlightFillColor``.
/// `intrinsicContentSize` is 94 × 32 pt and the stepper hugs it (priority 750, as switches).
///
/// A finger going down on a half steps the value at once by `stepValue` (clamped, or wrapped
/// around with `wraps`) and sends `.valueChanged` and `.primaryActionTriggered` — at each step
/// when `isContinuous` (the default), once when the finger lifts otherwise. With `autorepeat`
/// (the default), holding the finger steps again after ``autorepeatDelay`` and then every
/// ``autorepeatInterval`` of timeline time while the finger stays inside. Setting `value` sends
/// no event.
///
/// - Note: UIKit difference: no custom increment, decrement, divider or background images; the
///   autorepeat rate stays constant (UIKit speeds up on long holds).
@preconcurrency @MainActor
open class UIStepper: UIControl {
  /// The stepper's size: 94 × 32 pt (Interface Builder's size since iOS 13).
  static let stepperSize = CGSize(width: 94, height: 32)
  /// The capsule's corner radius: 9 pt, as a segmented control's.
  public static let cornerRadius: CGFloat = 9
  /// The capsule's colour: `tertiarySystemFill`.
  public static let backgroundFillColor = UIColor.tertiarySystemFill
  /// The darkening of the half under a finger: `systemFill` over the capsule.
  ///
  /// - Note: UIKit difference: an approximation of UIKit's private pressed look.
  public static let highlightFillColor = UIColor.systemFill
  /// The − and + glyphs' colour: `label`.
  public static let glyphColor = UIColor.label
  /// The opacity of a glyph that cannot step: 0.3.
  ///
  /// - Note: UIKit difference: an approximation of UIKit's private disabled look.
  public static let disabledGlyphAlpha: CGFloat = 0.3
  /// The glyphs' bars: 14 pt long, 2 pt thick, with round ends.
  static let glyphLength: CGFloat = 14
  static let glyphThickness: CGFloat = 2
  /// The divider: 1 × 18 pt of `systemGray4`, as the segmented control's dividers.
  static let dividerSize = CGSize(width: 1, height: 18)
  /// How long a finger holds before the first repeated step: 0.5 s.
  ///
  /// - Note: UIKit difference: UIKit's timing is private; these are commonly measured values.
  public static let autorepeatDelay: TimeInterval = 0.5
  /// The time between repeated steps while a finger holds: 0.1 s.
  public static let autorepeatInterval: TimeInterval = 0.1

  let backgroundView = UIView()
  let highlightView = UIView()
  let dividerView = UIView()
  let minusBar = UIView()
  let plusBars = (UIView(), UIView())

  private var storedValue: Double = 0
  /// The half a finger pressed: -1 (minus), +1 (plus), nil when none.
  private var pressedDirection: Double?
  private var valueAtTouchDown: Double = 0
  /// Bumped whenever a hold ends, so that repeats scheduled for it do nothing.
  private var holdGeneration = 0

  /// A stepper at 0 in 0…100 stepping by 1, as `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    for view in [backgroundView, highlightView, dividerView, minusBar, plusBars.0, plusBars.1] {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
    backgroundView.backgroundColor = Self.backgroundFillColor
    backgroundView.layer.cornerRadius = Self.cornerRadius
    highlightView.backgroundColor = Self.highlightFillColor
    highlightView.layer.cornerRadius = Self.cornerRadius
    highlightView.isHidden = true
    dividerView.backgroundColor = UISegmentedControl.dividerColor
    for bar in [minusBar, plusBars.0, plusBars.1] {
      bar.backgroundColor = Self.glyphColor
      bar.layer.cornerRadius = Self.glyphThickness / 2
    }
    setContentHuggingPriority(.defaultHigh, for: .horizontal)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
    layoutParts()
    updateGlyphs()
  }

  /// - Note: UIKit difference: there are no nibs; this initializer traps.
  public required init?(coder: NSCoder) {
    preconditionFailure("UIStepper.init(coder:): HeadlessUIKit has no nibs or storyboards; use init(frame:)")
  }

  // MARK: Value

  /// The value, as `value` (default 0): setting it clamps it to `minimumValue…maximumValue` and
  /// sends no event.
  open var value: Double {
    get { storedValue }
    set {
      storedValue = min(max(newValue, minimumValue), maximumValue)
      updateGlyphs()
    }
  }

  /// The lowest value, as `minimumValue` (default 0); the value is raised to it.
  ///
  /// - Precondition: below `maximumValue` (UIKit raises `NSInvalidArgumentException`).
  open var minimumValue: Double = 0 {
    didSet {
      precondition(
        minimumValue < maximumValue,
        "UIStepper.minimumValue (\(minimumValue)) must be less than maximumValue (\(maximumValue))")
      value = storedValue
    }
  }

  /// The highest value, as `maximumValue` (default 100); the value is lowered to it.
  ///
  /// - Precondition: above `minimumValue` (UIKit raises `NSInvalidArgumentException`).
  open var maximumValue: Double = 100 {
    didSet {
      precondition(
        maximumValue > minimumValue,
        "UIStepper.maximumValue (\(maximumValue)) must be greater than minimumValue (\(minimumValue))")
      value = storedValue
    }
  }

  /// How much one tap changes the value, as `stepValue` (default 1).
  ///
  /// - Precondition: greater than 0 (UIKit raises `NSInvalidArgumentException`).
  open var stepValue: Double = 1 {
    didSet { precondition(stepValue > 0, "UIStepper.stepValue must be greater than 0, got \(stepValue)") }
  }

  /// Whether stepping past one end continues from the other, as `wraps` (default false).
  open var wraps = false { didSet { updateGlyphs() } }
  /// Whether holding a finger keeps stepping, as `autorepeat` (default true).
  open var autorepeat = true
  /// Whether `.valueChanged` is sent at each step (true, the default) or once when the finger
  /// lifts, as `isContinuous`.
  open var isContinuous = true

  /// Whether a step in `direction` (-1 or +1) can change the value.
  private func canStep(_ direction: Double) -> Bool {
    wraps || (direction < 0 ? storedValue > minimumValue : storedValue < maximumValue)
  }

  /// Steps once in `direction`: clamped to the range, or wrapped around with `wraps`.
  private func step(_ direction: Double) {
    let next = storedValue + direction * stepValue
    if next > maximumValue {
      value = wraps ? minimumValue : maximumValue
    } else if next < minimumValue {
      value = wraps ? maximumValue : minimumValue
    } else {
      value = next
    }
  }

  // MARK: Look

  /// 94 × 32 pt, as UIKit's `intrinsicContentSize`.
  open override var intrinsicContentSize: CGSize { Self.stepperSize }

  /// 94 × 32 pt whatever `size` is, as UIKit's `sizeThatFits(_:)`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.stepperSize }

  override func stateDidChange() { updateGlyphs() }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutParts()
  }

  private func layoutParts() {
    UIView.performWithoutAnimation {
      backgroundView.frame = bounds
      let half = bounds.width / 2
      let divider = Self.dividerSize
      dividerView.frame = CGRect(
        x: half - divider.width / 2, y: bounds.midY - divider.height / 2, width: divider.width, height: divider.height)
      let (length, thickness) = (Self.glyphLength, Self.glyphThickness)
      let minusCentre = CGPoint(x: half / 2, y: bounds.midY)
      let plusCentre = CGPoint(x: half * 1.5, y: bounds.midY)
      minusBar.frame = CGRect(
        x: minusCentre.x - length / 2, y: minusCentre.y - thickness / 2, width: length, height: thickness)
      plusBars.0.frame = CGRect(
        x: plusCentre.x - length / 2, y: plusCentre.y - thickness / 2, width: length, height: thickness)
      plusBars.1.frame = CGRect(
        x: plusCentre.x - thickness / 2, y: plusCentre.y - length / 2, width: thickness, height: length)
      updateHighlight()
    }
  }

  private func updateGlyphs() {
    UIView.performWithoutAnimation {
      let dimmed = Self.disabledGlyphAlpha
      minusBar.alpha = isEnabled && canStep(-1) ? 1 : dimmed
      let plusAlpha = isEnabled && canStep(1) ? 1 : dimmed
      plusBars.0.alpha = plusAlpha
      plusBars.1.alpha = plusAlpha
      updateHighlight()
    }
  }

  private func updateHighlight() {
    guard let direction = pressedDirection, isHighlighted else {
      highlightView.isHidden = true
      return
    }
    let half = bounds.width / 2
    highlightView.frame = CGRect(x: direction < 0 ? 0 : half, y: 0, width: half, height: bounds.height)
    highlightView.layer.maskedCorners =
      direction < 0 ? [.layerMinXMinYCorner, .layerMinXMaxYCorner] : [.layerMaxXMinYCorner, .layerMaxXMaxYCorner]
    highlightView.isHidden = false
  }

  // MARK: Tracking

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let direction: Double = touch.location(in: self).x < bounds.midX ? -1 : 1
    guard canStep(direction) else { return false }
    pressedDirection = direction
    valueAtTouchDown = storedValue
    stepAndReport(direction, event)
    if autorepeat { scheduleRepeat(after: Self.autorepeatDelay, generation: holdGeneration, event: event) }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    endHold(event)
  }

  open override func cancelTracking(with event: UIEvent?) {
    endHold(event)
  }

  private func endHold(_ event: UIEvent?) {
    holdGeneration += 1
    pressedDirection = nil
    updateGlyphs()
    if !isContinuous, storedValue != valueAtTouchDown { sendValueChanged(event) }
  }

  private func stepAndReport(_ direction: Double, _ event: UIEvent?) {
    let old = storedValue
    step(direction)
    if isContinuous, storedValue != old { sendValueChanged(event) }
  }

  /// Steps again `delay` seconds of timeline time from now while the same hold lasts, the finger
  /// is inside and the value can move (touches only arrive from a ``Timeline``).
  private func scheduleRepeat(after delay: TimeInterval, generation: Int, event: UIEvent?) {
    guard Timeline.current != nil else { return }
    VirtualMainQueue.asyncAfter(delay: delay) { [weak self] in
      guard let self, self.holdGeneration == generation, let direction = self.pressedDirection else { return }
      if self.isTouchInside, self.canStep(direction) { self.stepAndReport(direction, event) }
      self.scheduleRepeat(after: UIStepper.autorepeatInterval, generation: generation, event: event)
    }
  }

  private func sendValueChanged(_ event: UIEvent?) {
    sendActions(for: .valueChanged, with: event)
    sendActions(for: .primaryActionTriggered, with: event)
  }
}
