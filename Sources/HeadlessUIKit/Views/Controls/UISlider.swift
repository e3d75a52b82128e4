import Foundation

/// A control for picking a value from a continuous range by dragging a thumb, as UIKit's
/// `UISlider` (iOS 13–17 default look).
///
/// A 4 pt rounded track across the bounds' width at their vertical centre: left of the thumb
/// in `minimumTrackTintColor` (default: the inherited `tintColor`, dimmed with it), right of it
/// in `maximumTrackTintColor` (default ``defaultMaximumTrackTintColor``); a 28 pt white thumb
/// with a soft shadow whose edges meet the track's ends at the extreme values.
/// `intrinsicContentSize` is (`noIntrinsicMetric`, 31), the height Interface Builder gives
/// sliders.
///
/// A finger that goes down on the thumb (or within `thumbTouchMargin` of it) drags it: the
/// value follows the finger's horizontal movement (the thumb keeps its offset under the
/// finger), clamped to the range. A continuous slider sends `.valueChanged` and
/// `.primaryActionTriggered` on every change, a non-continuous one once when the finger lifts.
/// A touch elsewhere on the track moves nothing, as on iOS. Setting `value` sends no event.
///
/// Subclasses may override `trackRect(forBounds:)` and `thumbRect(forBounds:trackRect:value:)`;
/// the slider lays its parts out with them.
///
/// - Note: UIKit difference: no minimum/maximum value images and no custom thumb or track
///   images (`setThumbImage(_:for:)` and related are not available).
@preconcurrency @MainActor
open class UISlider: UIControl {
  /// The height Auto Layout gives a slider: 31 pt.
  static let intrinsicHeight: CGFloat = 31
  /// The track's thickness: 4 pt, with fully rounded ends.
  static let trackHeight: CGFloat = 4
  /// The thumb's diameter: 28 pt.
  static let thumbDiameter: CGFloat = 28
  /// How far around the thumb a finger still grabs it: 8 pt (a 44 pt target).
  static let thumbTouchMargin: CGFloat = 8
  /// The track right of the thumb when `maximumTrackTintColor` is nil: `systemFill`.
  public static let defaultMaximumTrackTintColor = UIColor.systemFill
  /// How long `setValue(_:animated:)` moves the thumb: 0.25 s, ease in–ease out.
  ///
  /// - Note: UIKit difference: UIKit's duration is private; this is Core Animation's default.
  public static let valueAnimationDuration: TimeInterval = 0.25
  /// The opacity of a disabled slider's content: 0.5.
  ///
  /// - Note: UIKit difference: an approximation of UIKit's private disabled look.
  public static let disabledAlpha: CGFloat = 0.5

  let contentView = UIView()
  let minimumTrackView = UIView()
  let maximumTrackView = UIView()
  let thumbView = UIView()

  private var storedValue: Float = 0
  private var dragStart: (x: CGFloat, value: Float)?

  /// A slider at value 0 in 0…1, as `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    for view in [contentView, minimumTrackView, maximumTrackView] {
      view.isUserInteractionEnabled = false
    }
    for track in [minimumTrackView, maximumTrackView] { track.layer.cornerRadius = Self.trackHeight / 2 }
    ControlThumb.style(thumbView, diameter: Self.thumbDiameter)
    contentView.addSubview(maximumTrackView)
    contentView.addSubview(minimumTrackView)
    contentView.addSubview(thumbView)
    addSubview(contentView)
    updateColors()
    layoutParts()
  }

  /// - Note: UIKit difference: there are no nibs; this initializer traps.
  public required init?(coder: NSCoder) {
    preconditionFailure("UISlider.init(coder:): HeadlessUIKit has no nibs or storyboards; use init(frame:)")
  }

  // MARK: Value

  /// The value, as `value` (default 0): setting it clamps it to `minimumValue…maximumValue`,
  /// moves the thumb without animation and sends no event.
  open var value: Float {
    get { storedValue }
    set { setValue(newValue, animated: false) }
  }

  /// Sets the value (clamped to the range), as `setValue(_:animated:)`: with `animated`, the
  /// thumb and the tracks move over ``valueAnimationDuration``. Sends no event.
  open func setValue(_ value: Float, animated: Bool) {
    storedValue = min(max(value, minimumValue), maximumValue)
    if animated {
      UIView.animate(
        withDuration: Self.valueAnimationDuration, delay: 0, options: [.beginFromCurrentState],
        animations: { self.layoutParts() })
    } else {
      UIView.performWithoutAnimation { layoutParts() }
    }
  }

  /// The lowest value, as `minimumValue` (default 0). A value below it is raised to it; a
  /// maximum below it is raised to it, as UIKit does.
  open var minimumValue: Float = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      setValue(storedValue, animated: false)
    }
  }

  /// The highest value, as `maximumValue` (default 1). A value above it is lowered to it; a
  /// minimum above it is lowered to it, as UIKit does.
  open var maximumValue: Float = 1 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      setValue(storedValue, animated: false)
    }
  }

  /// Whether dragging sends `.valueChanged` on every change (true, the default) or once when
  /// the finger lifts, as `isContinuous`.
  open var isContinuous = true

  // MARK: Colours

  /// The track left of the thumb, as `minimumTrackTintColor` (default nil: the tint colour).
  open var minimumTrackTintColor: UIColor? { didSet { updateColors() } }
  /// The track right of the thumb, as `maximumTrackTintColor` (default nil:
  /// ``defaultMaximumTrackTintColor``).
  open var maximumTrackTintColor: UIColor? { didSet { updateColors() } }
  /// The thumb, as `thumbTintColor` (default nil: white).
  open var thumbTintColor: UIColor? { didSet { updateColors() } }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateColors()
  }

  override func stateDidChange() {
    contentView.alpha = isEnabled ? 1 : Self.disabledAlpha
  }

  private func updateColors() {
    UIView.performWithoutAnimation {
      minimumTrackView.backgroundColor = minimumTrackTintColor ?? tintColor
      maximumTrackView.backgroundColor = maximumTrackTintColor ?? Self.defaultMaximumTrackTintColor
      thumbView.backgroundColor = thumbTintColor ?? .white
    }
  }

  // MARK: Geometry

  /// (`noIntrinsicMetric`, 31), as UIKit's `intrinsicContentSize`.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.intrinsicHeight)
  }

  /// The current width (at least the thumb's) and 31 pt, as UIKit's `sizeThatFits(_:)`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: max(bounds.width, Self.thumbDiameter), height: Self.intrinsicHeight)
  }

  /// The track's rectangle, as `trackRect(forBounds:)`: 4 pt tall across `bounds`, centred
  /// vertically.
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
  }

  /// The thumb's rectangle for `value`, as `thumbRect(forBounds:trackRect:value:)`: the 28 pt
  /// thumb centred on the track, its left edge at the track's start for `minimumValue` and
  /// its right edge at the track's end for `maximumValue`.
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let x = rect.minX + fraction(of: value) * (rect.width - Self.thumbDiameter)
    return CGRect(
      x: x, y: rect.midY - Self.thumbDiameter / 2, width: Self.thumbDiameter, height: Self.thumbDiameter)
  }

  /// Where `value` lies in the range, 0…1 (0 for an empty range).
  private func fraction(of value: Float) -> CGFloat {
    let span = maximumValue - minimumValue
    return span > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / span) : 0
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutParts()
  }

  /// Places the tracks and the thumb for the current value (animated inside an animation block).
  private func layoutParts() {
    setFrame(of: contentView, to: bounds)
    let track = trackRect(forBounds: bounds)
    let thumb = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
    let split = min(max(thumb.midX, track.minX), track.maxX)
    setFrame(
      of: minimumTrackView, to: CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height))
    setFrame(of: maximumTrackView, to: CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height))
    setFrame(of: thumbView, to: thumb)
  }

  /// Sets a frame only when it changes, so a layout pass does not disturb a running animation.
  private func setFrame(of view: UIView, to frame: CGRect) {
    if view.frame != frame { view.frame = frame }
  }

  // MARK: Tracking

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let track = trackRect(forBounds: bounds)
    let thumb = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
    let point = touch.location(in: self)
    guard thumb.insetBy(dx: -Self.thumbTouchMargin, dy: -Self.thumbTouchMargin).contains(point) else { return false }
    dragStart = (point.x, storedValue)
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    guard let start = dragStart else { return false }
    let travel = trackRect(forBounds: bounds).width - Self.thumbDiameter
    guard travel > 0 else { return true }
    let moved = Float((touch.location(in: self).x - start.x) / travel) * (maximumValue - minimumValue)
    let old = storedValue
    setValue(start.value + moved, animated: false)
    if isContinuous && storedValue != old { sendValueChanged(event) }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    if let start = dragStart, !isContinuous, storedValue != start.value { sendValueChanged(event) }
    dragStart = nil
  }

  open override func cancelTracking(with event: UIEvent?) {
    endTracking(nil, with: event)
  }

  private func sendValueChanged(_ event: UIEvent?) {
    sendActions(for: .valueChanged, with: event)
    sendActions(for: .primaryActionTriggered, with: event)
  }
}
