import Foundation

/// An on/off control, as UIKit's `UISwitch` (iOS 13–17 default look).
///
/// A 51 × 31 pt rounded track (``offTrackColor`` when off, `onTintColor` — default
/// `systemGreen` — when on) with a 27 pt white thumb 2 pt inside its ends, casting a soft
/// shadow. The size is fixed: `init(frame:)` and later frame or bounds changes keep 51 × 31, as
/// UIKit enforces; `intrinsicContentSize` is the same size and the switch hugs it (priority
/// 750 on both axes, Interface Builder's default for switches).
///
/// A tap toggles the switch: the thumb slides and the track colour cross-fades over
/// ``toggleAnimationDuration``, then `.valueChanged` and `.primaryActionTriggered` are sent
/// (before `.touchUpInside`, as UIKit sends them from its tracking end). Dragging the thumb
/// across the middle flips the look while the finger is down; lifting keeps what is shown.
/// Setting `isOn` or calling `setOn(_:animated:)` sends no event, as in UIKit. A disabled
/// switch fades to ``disabledAlpha`` and ignores touches.
///
/// - Note: UIKit difference: the thumb does not stretch while pressed, and `onImage`,
///   `offImage`, `title` and the iOS 14 `style`/`preferredStyle` (Mac Catalyst checkboxes)
///   are not available.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// The switch's fixed size: 51 × 31 pt (the size Interface Builder gives every switch).
  static let switchSize = CGSize(width: 51, height: 31)
  /// The thumb's diameter: 27 pt, 2 pt inside the track on every side.
  static let thumbDiameter: CGFloat = 27
  /// The gap between the thumb and the track's edge: 2 pt.
  static let thumbInset: CGFloat = 2
  /// The track colour when off: `secondarySystemFill` (translucent grey, #E9E9EB over white).
  ///
  /// - Note: UIKit difference: UIKit's colour is private; this is the system fill measured on
  ///   iOS 13–17 screenshots of a switch on white.
  public static let offTrackColor = UIColor.secondarySystemFill
  /// The track colour when on and `onTintColor` is nil: `systemGreen`.
  public static let defaultOnTintColor = UIColor.systemGreen
  /// How long the thumb slides and the track colour fades on a toggle: 0.3 s, ease in–ease out.
  ///
  /// - Note: UIKit difference: UIKit animates with a private spring of about this length.
  public static let toggleAnimationDuration: TimeInterval = 0.3
  /// The opacity of a disabled switch's content: 0.5.
  ///
  /// - Note: UIKit difference: an approximation of UIKit's private disabled look.
  public static let disabledAlpha: CGFloat = 0.5
  /// How far a finger moves sideways before a touch becomes a drag of the thumb: 6 pt.
  static let dragThreshold: CGFloat = 6

  let contentView = UIView()
  let trackView = UIView()
  let thumbView = UIView()

  private var storedIsOn = false
  /// The state the thumb shows (differs from `isOn` while a drag flips it).
  private var shownOn = false
  private var trackingStart: CGPoint?
  private var isDraggingThumb = false

  /// A switch that is off, as `init(frame:)`: the frame keeps its origin and becomes 51 × 31.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: UISwitch.switchSize))
    for view in [contentView, trackView, thumbView] { view.isUserInteractionEnabled = false }
    contentView.frame = CGRect(origin: .zero, size: Self.switchSize)
    trackView.frame = contentView.bounds
    trackView.layer.cornerRadius = Self.switchSize.height / 2
    ControlThumb.style(thumbView, diameter: Self.thumbDiameter)
    contentView.addSubview(trackView)
    contentView.addSubview(thumbView)
    addSubview(contentView)
    setContentHuggingPriority(.defaultHigh, for: .horizontal)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
    showState(on: false)
  }

  /// - Note: UIKit difference: there are no nibs; this initializer traps.
  public required init?(coder: NSCoder) {
    preconditionFailure("UISwitch.init(coder:): HeadlessUIKit has no nibs or storyboards; use init(frame:)")
  }

  // MARK: Size

  /// The frame, as UIKit's: setting it keeps the origin and the fixed 51 × 31 size.
  open override var frame: CGRect {
    get { super.frame }
    set { super.frame = CGRect(origin: newValue.origin, size: Self.switchSize) }
  }

  /// The bounds, as UIKit's: setting them keeps the origin and the fixed 51 × 31 size.
  open override var bounds: CGRect {
    get { super.bounds }
    set { super.bounds = CGRect(origin: newValue.origin, size: Self.switchSize) }
  }

  /// 51 × 31 pt, as UIKit's `intrinsicContentSize`.
  open override var intrinsicContentSize: CGSize { Self.switchSize }

  /// 51 × 31 pt whatever `size` is, as UIKit's `sizeThatFits(_:)`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.switchSize }

  // MARK: Value and colours

  /// Whether the switch is on, as `isOn` (default false). Setting it moves the thumb without
  /// animation and sends no event.
  open var isOn: Bool {
    get { storedIsOn }
    set { setOn(newValue, animated: false) }
  }

  /// Turns the switch on or off, as `setOn(_:animated:)`: with `animated`, the thumb slides and
  /// the track colour fades over ``toggleAnimationDuration``. Sends no event, as in UIKit.
  open func setOn(_ on: Bool, animated: Bool) {
    storedIsOn = on
    show(on: on, animated: animated)
  }

  /// The track colour when on, as `onTintColor` (default nil: ``defaultOnTintColor``).
  open var onTintColor: UIColor? {
    didSet { showState(on: shownOn) }
  }

  /// The thumb colour, as `thumbTintColor` (default nil: white).
  open var thumbTintColor: UIColor? {
    didSet { showState(on: shownOn) }
  }

  private func show(on: Bool, animated: Bool) {
    if animated {
      UIView.animate(
        withDuration: Self.toggleAnimationDuration, delay: 0, options: [.beginFromCurrentState],
        animations: { self.showState(on: on) })
    } else {
      UIView.performWithoutAnimation { showState(on: on) }
    }
  }

  /// Places the thumb and colours the track for `on` (inside an animation block, animated).
  private func showState(on: Bool) {
    shownOn = on
    let radius = Self.thumbDiameter / 2
    let x = on ? Self.switchSize.width - Self.thumbInset - radius : Self.thumbInset + radius
    thumbView.center = CGPoint(x: x, y: Self.switchSize.height / 2)
    trackView.backgroundColor = on ? (onTintColor ?? Self.defaultOnTintColor) : Self.offTrackColor
    thumbView.backgroundColor = thumbTintColor ?? .white
  }

  override func stateDidChange() {
    contentView.alpha = isEnabled ? 1 : Self.disabledAlpha
  }

  // MARK: Tracking

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    trackingStart = touch.location(in: self)
    isDraggingThumb = false
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let point = touch.location(in: self)
    if let start = trackingStart, abs(point.x - start.x) >= Self.dragThreshold { isDraggingThumb = true }
    if isDraggingThumb {
      let wanted = point.x >= bounds.midX
      if wanted != shownOn { show(on: wanted, animated: true) }
    }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    defer { trackingStart = nil }
    let newValue: Bool
    if isDraggingThumb {
      newValue = shownOn
    } else {
      guard let touch, isInsideWithSlop(touch) else { return }
      newValue = !storedIsOn
    }
    isDraggingThumb = false
    if newValue == storedIsOn { return }
    setOn(newValue, animated: true)
    sendActions(for: .valueChanged, with: event)
    sendActions(for: .primaryActionTriggered, with: event)
  }

  open override func cancelTracking(with event: UIEvent?) {
    trackingStart = nil
    isDraggingThumb = false
    if shownOn != storedIsOn { show(on: storedIsOn, animated: true) }
  }
}
