import Foundation

/// A bar that shows how far a task has got, as UIKit's `UIProgressView` (iOS 14–17 default look).
///
/// The `.default` style draws a track (`trackTintColor`, default ``defaultTrackTintColor``)
/// across the bounds with fully rounded ends and, from its leading edge, the filled part
/// (`progressTintColor`, default the inherited `tintColor`, dimmed with it) as long as
/// `progress` of the width, rounded the same way. The `.bar` style (toolbars) has square ends
/// and no track unless `trackTintColor` is set. `intrinsicContentSize` is
/// (`noIntrinsicMetric`, 4) for `.default` and (`noIntrinsicMetric`, 2.5) for `.bar`.
///
/// `setProgress(_:animated:)` with `animated` grows or shrinks the fill over
/// ``progressAnimationDuration``.
///
/// - Note: UIKit difference: no `progressImage`, `trackImage` or `observedProgress`; the fill
///   always grows from the left.
@preconcurrency @MainActor
open class UIProgressView: UIView {
  /// The progress view's style, as `UIProgressView.Style`.
  public enum Style: Int, Sendable {
    /// The standard progress bar.
    case `default` = 0
    /// The style used in a toolbar.
    case bar = 1

    /// The height Auto Layout gives the style.
    var height: CGFloat { self == .bar ? 2.5 : 4 }
  }

  /// The `.default` track's colour when `trackTintColor` is nil: `systemFill`.
  ///
  /// - Note: UIKit difference: UIKit's colour is private; the system fill matches it on white.
  public static let defaultTrackTintColor = UIColor.systemFill
  /// How long `setProgress(_:animated:)` moves the fill: 0.25 s, ease in–ease out.
  ///
  /// - Note: UIKit difference: UIKit's duration is private; this is Core Animation's default.
  public static let progressAnimationDuration: TimeInterval = 0.25

  let trackView = UIView()
  let fillView = UIView()
  private var storedProgress: Float = 0

  /// A progress view of `style` at 0, as `init(progressViewStyle:)`: its frame is as tall as
  /// the style asks and has no width yet.
  public init(progressViewStyle style: Style) {
    progressViewStyle = style
    super.init(frame: CGRect(x: 0, y: 0, width: 0, height: style.height))
    setUp()
  }

  /// A `.default` progress view at 0 in `frame`, as `init(frame:)`.
  public override init(frame: CGRect) {
    progressViewStyle = .default
    super.init(frame: frame)
    setUp()
  }

  /// - Note: UIKit difference: there are no nibs; this initializer traps.
  public required init?(coder: NSCoder) {
    preconditionFailure(
      "UIProgressView.init(coder:): HeadlessUIKit has no nibs or storyboards; use init(progressViewStyle:)")
  }

  private func setUp() {
    isUserInteractionEnabled = false
    trackView.isUserInteractionEnabled = false
    fillView.isUserInteractionEnabled = false
    trackView.clipsToBounds = true
    trackView.addSubview(fillView)
    addSubview(trackView)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
    updateColors()
    layoutParts()
  }

  // MARK: Progress

  /// How far the task has got, 0…1, as `progress` (default 0; values outside are pinned).
  /// Setting it moves the fill without animation.
  open var progress: Float {
    get { storedProgress }
    set { setProgress(newValue, animated: false) }
  }

  /// Sets `progress` (pinned to 0…1), as `setProgress(_:animated:)`: with `animated`, the fill
  /// moves over ``progressAnimationDuration``.
  open func setProgress(_ progress: Float, animated: Bool) {
    storedProgress = progress.isNaN ? 0 : min(max(progress, 0), 1)
    if animated {
      UIView.animate(
        withDuration: Self.progressAnimationDuration, delay: 0, options: [.beginFromCurrentState],
        animations: { self.layoutParts() })
    } else {
      UIView.performWithoutAnimation { layoutParts() }
    }
  }

  // MARK: Appearance

  /// The style, as `progressViewStyle` (default `.default`).
  open var progressViewStyle: Style {
    didSet {
      invalidateIntrinsicContentSize()
      updateColors()
      UIView.performWithoutAnimation { layoutParts() }
    }
  }

  /// The fill's colour, as `progressTintColor` (default nil: the tint colour).
  open var progressTintColor: UIColor? { didSet { updateColors() } }
  /// The track's colour, as `trackTintColor` (default nil: ``defaultTrackTintColor`` for
  /// `.default`, none for `.bar`).
  open var trackTintColor: UIColor? { didSet { updateColors() } }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateColors()
  }

  private func updateColors() {
    UIView.performWithoutAnimation {
      fillView.backgroundColor = progressTintColor ?? tintColor
      trackView.backgroundColor =
        trackTintColor ?? (progressViewStyle == .default ? Self.defaultTrackTintColor : nil)
    }
  }

  /// (`noIntrinsicMetric`, the style's height), as UIKit's `intrinsicContentSize`.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle.height)
  }

  /// The current width and the style's height, as UIKit's `sizeThatFits(_:)`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: bounds.width, height: progressViewStyle.height)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    UIView.performWithoutAnimation { layoutParts() }
  }

  private func layoutParts() {
    let radius = progressViewStyle == .default ? bounds.height / 2 : 0
    if trackView.frame != bounds { trackView.frame = bounds }
    trackView.layer.cornerRadius = radius
    fillView.layer.cornerRadius = radius
    let fill = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(storedProgress), height: bounds.height)
    if fillView.frame != fill { fillView.frame = fill }
  }
}
