import Foundation

/// A spinning indicator that a task is in progress, as UIKit's `UIActivityIndicatorView`
/// (iOS 13–17 default look).
///
/// Eight round-ended spokes around the centre, the leading one opaque and each following one
/// fainter (down to ``trailingSpokeAlpha``), in `color` (default: ``defaultColor``, white for
/// the deprecated white styles). `.medium` draws them in a 20 pt square, `.large` in 37 pt;
/// `intrinsicContentSize` is that square and the spokes stay that size, centred, whatever the
/// bounds are, as in UIKit.
///
/// `startAnimating()` turns the wheel of spokes clockwise by one spoke (an eighth of a turn)
/// every ``rotationPeriod`` / 8, a whole turn per period: a Core Animation keyframe animation
/// on the layer's timeline (discrete rotation steps, repeating forever), so every frame is a pure
/// function of time since the start. `stopAnimating()` removes it. With `hidesWhenStopped`
/// (the default) a stopped indicator is hidden — including a new one — and starting shows it.
///
/// - Note: UIKit difference: UIKit fades the spokes' opacities round rather than turning
///   the whole wheel; the frames look the same at each step.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// The indicator's style, as `UIActivityIndicatorView.Style` (the same raw values).
  public enum Style: Int, Sendable {
    /// White, 37 pt (deprecated in iOS 13).
    case whiteLarge = 0
    /// White, 20 pt (deprecated in iOS 13).
    case white = 1
    /// Grey, 20 pt (deprecated in iOS 13).
    case gray = 2
    /// The default style: 20 pt, grey (iOS 13).
    case medium = 100
    /// 37 pt, grey (iOS 13).
    case large = 101

    /// The side of the square the spokes are drawn in.
    var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
  }

  /// The spokes' colour for `.medium`, `.large` and `.gray` when `color` is not set:
  /// `systemGray`.
  ///
  /// - Note: UIKit difference: UIKit's colour is private; `systemGray` matches it on white.
  public static let defaultColor = UIColor.systemGray
  /// How long one whole turn takes: 1 s (eight steps of 0.125 s).
  ///
  /// - Note: UIKit difference: UIKit's rate is private; one turn a second is its measured rate.
  public static let rotationPeriod: TimeInterval = 1
  /// The number of spokes: 8.
  static let spokeCount = 8
  /// The opacity of the faintest spoke (the leading one is opaque): 0.3.
  public static let trailingSpokeAlpha: CGFloat = 0.3
  /// A spoke's thickness and length, as fractions of the square's side: 0.11 and 0.28; spokes
  /// end at the square's edge.
  static let spokeThicknessFraction: CGFloat = 0.11
  static let spokeLengthFraction: CGFloat = 0.28
  /// The key of the spinning animation on the wheel's layer.
  static let spinKey = "flipbook.activityIndicator.spin"

  let wheel = UIView()
  private(set) var spokes: [UIView] = []
  private var customColor: UIColor?

  /// An indicator of `style`, sized to it, stopped (so hidden), as `init(style:)`.
  public init(style: Style) {
    self.style = style
    super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
    setUp()
  }

  /// A `.medium` indicator in `frame`, stopped (so hidden), as `init(frame:)`.
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    setUp()
  }

  /// - Note: UIKit difference: there are no nibs; this initializer traps.
  public required init?(coder: NSCoder) {
    preconditionFailure(
      "UIActivityIndicatorView.init(coder:): HeadlessUIKit has no nibs or storyboards; use init(style:)")
  }

  private func setUp() {
    isUserInteractionEnabled = false
    wheel.isUserInteractionEnabled = false
    addSubview(wheel)
    setContentHuggingPriority(.defaultHigh, for: .horizontal)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
    buildSpokes()
    isHidden = hidesWhenStopped
  }

  // MARK: Appearance

  /// The style, as `style` (default `.medium`); changing it redraws the spokes at its size.
  open var style: Style {
    didSet {
      buildSpokes()
      invalidateIntrinsicContentSize()
    }
  }

  /// The spokes' colour, as `color`: the colour set, else the style's (setting nil goes back to
  /// the style's).
  open var color: UIColor! {
    get { customColor ?? (style == .white || style == .whiteLarge ? .white : Self.defaultColor) }
    set {
      customColor = newValue
      for spoke in spokes { spoke.backgroundColor = color }
    }
  }

  /// The style's square, as UIKit's `intrinsicContentSize`: 20 × 20 pt, or 37 × 37 pt for the
  /// large styles.
  open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

  /// The style's square whatever `size` is, as UIKit's `sizeThatFits(_:)`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  open override func layoutSubviews() {
    super.layoutSubviews()
    wheel.center = CGPoint(x: bounds.midX, y: bounds.midY)
  }

  /// Makes the spokes for the current style: spoke `i` points `i` eighths of a turn clockwise
  /// from 12 o'clock, the one at 12 o'clock leading (opaque), the ones before it fainter.
  private func buildSpokes() {
    UIView.performWithoutAnimation {
      for spoke in spokes { spoke.removeFromSuperview() }
      let side = style.side
      wheel.bounds = CGRect(x: 0, y: 0, width: side, height: side)
      wheel.center = CGPoint(x: bounds.midX, y: bounds.midY)
      let thickness = (side * Self.spokeThicknessFraction).rounded(.toNearestOrEven)
      let length = side * Self.spokeLengthFraction
      let count = Self.spokeCount
      spokes = (0..<count).map { index in
        let spoke = UIView()
        spoke.isUserInteractionEnabled = false
        spoke.bounds = CGRect(x: 0, y: 0, width: thickness, height: length)
        spoke.layer.cornerRadius = thickness / 2
        spoke.backgroundColor = color
        let angle = CGFloat(index) * 2 * .pi / CGFloat(count)
        let distance = side / 2 - length / 2
        spoke.center = CGPoint(x: side / 2 + distance * sin(angle), y: side / 2 - distance * cos(angle))
        spoke.transform = CGAffineTransform(rotationAngle: angle)
        // Leading spoke at 12 o'clock; going anticlockwise (behind it) each one is fainter.
        let behind = (count - index) % count
        spoke.alpha = 1 - (1 - Self.trailingSpokeAlpha) * CGFloat(behind) / CGFloat(count - 1)
        wheel.addSubview(spoke)
        return spoke
      }
    }
  }

  // MARK: Animating

  /// Whether the indicator is spinning, as `isAnimating`.
  public private(set) var isAnimating = false

  /// Whether a stopped indicator is hidden, as `hidesWhenStopped` (default true).
  open var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }

  /// Starts spinning (and shows the indicator), as `startAnimating()`; nothing happens while
  /// it already spins.
  open func startAnimating() {
    guard !isAnimating else { return }
    isAnimating = true
    isHidden = false
    let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
    spin.values = (0..<Self.spokeCount).map { NSNumber(value: Double($0) * 2 * .pi / Double(Self.spokeCount)) }
    spin.calculationMode = .discrete
    spin.duration = Self.rotationPeriod
    spin.repeatCount = .infinity
    spin.isRemovedOnCompletion = false
    wheel.layer.add(spin, forKey: Self.spinKey)
  }

  /// Stops spinning, as `stopAnimating()`; with `hidesWhenStopped` the indicator hides.
  open func stopAnimating() {
    guard isAnimating else { return }
    isAnimating = false
    wheel.layer.removeAnimation(forKey: Self.spinKey)
    if hidesWhenStopped { isHidden = true }
  }
}
