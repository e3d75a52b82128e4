import Foundation

/// The background and shadow of a bar, as UIKit's `UIBarAppearance` (iOS 13+): the common part
/// of ``UINavigationBarAppearance``, ``UITabBarAppearance`` and ``UIToolbarAppearance``.
///
/// A bar composes its background bottom to top from `backgroundEffect` (a blur of what lies
/// behind the bar), `backgroundColor` and `backgroundImage` (laid out with
/// `backgroundImageContentMode`), and draws a one-pixel shadow line on its content side in
/// `shadowColor`, or `shadowImage` when set.
///
/// A new appearance is configured with ``configureWithDefaultBackground()``. Bars copy the
/// appearances they are given (the properties are `@NSCopying` in UIKit), so changing an
/// appearance after assigning it changes nothing until it is assigned again.
///
/// - Note: UIKit difference: a `shadowImage` is drawn as it is (UIKit tints template images
///   with `shadowColor`); `NSCoding` is not implemented.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
  /// The device family the appearance is for, as `idiom` (`.phone` by default: HeadlessUIKit
  /// models an iPhone).
  public let idiom: UIUserInterfaceIdiom
  /// The blur laid under the background colour, as `backgroundEffect`.
  open var backgroundEffect: UIBlurEffect?
  /// The colour laid over the blur, as `backgroundColor`.
  open var backgroundColor: UIColor?
  /// The image laid over the colour, as `backgroundImage`.
  open var backgroundImage: UIImage?
  /// How `backgroundImage` fills the bar, as `backgroundImageContentMode` (default
  /// `.scaleToFill`; `.redraw` is treated as `.scaleToFill`, as in UIKit).
  open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
  /// The colour of the hairline between the bar and the content, as `shadowColor`; nil or
  /// clear draws none.
  open var shadowColor: UIColor?
  /// An image drawn as the hairline instead of `shadowColor`'s line, as `shadowImage`.
  open var shadowImage: UIImage?

  /// An appearance with the default background for the current device, as `init()`.
  public override convenience init() { self.init(idiom: .phone) }

  /// An appearance with the default background for `idiom`, as `init(idiom:)`.
  public init(idiom: UIUserInterfaceIdiom) {
    self.idiom = idiom
    super.init()
    configureWithDefaultBackground()
  }

  /// An appearance with the background, shadow (and, between the same kinds of appearance,
  /// the bar-specific settings) of `barAppearance`, as `init(barAppearance:)`.
  public required init(barAppearance: UIBarAppearance) {
    idiom = barAppearance.idiom
    super.init()
    copyBackground(from: barAppearance)
  }

  /// A copy of the appearance, as `copy()` (UIKit's `NSCopying`, returning the same class).
  open override func copy() -> Any {
    let copy: UIBarAppearance = onMainActor("UIBarAppearance.copy()") { type(of: self).init(barAppearance: self) }
    return copy
  }

  /// The system's translucent look, as `configureWithDefaultBackground()`: a
  /// `.systemChromeMaterial` blur, no colour or image, and the default hairline (black at
  /// 30 %).
  open func configureWithDefaultBackground() {
    backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
    backgroundColor = nil
    backgroundImage = nil
    backgroundImageContentMode = .scaleToFill
    shadowColor = BarAppearanceMetrics.shadowColor
    shadowImage = nil
  }

  /// An opaque look, as `configureWithOpaqueBackground()`: `systemBackground` with no blur,
  /// and the default hairline.
  open func configureWithOpaqueBackground() {
    backgroundEffect = nil
    backgroundColor = BarAppearanceMetrics.opaqueBackground
    backgroundImage = nil
    backgroundImageContentMode = .scaleToFill
    shadowColor = BarAppearanceMetrics.shadowColor
    shadowImage = nil
  }

  /// A see-through look, as `configureWithTransparentBackground()`: no blur, a clear colour
  /// and no hairline.
  open func configureWithTransparentBackground() {
    backgroundEffect = nil
    backgroundColor = .clear
    backgroundImage = nil
    backgroundImageContentMode = .scaleToFill
    shadowColor = nil
    shadowImage = nil
  }

  func copyBackground(from other: UIBarAppearance) {
    backgroundEffect = other.backgroundEffect
    backgroundColor = other.backgroundColor
    backgroundImage = other.backgroundImage
    backgroundImageContentMode = other.backgroundImageContentMode
    shadowColor = other.shadowColor
    shadowImage = other.shadowImage
  }

  /// A copy of the same class, as a bar stores an appearance it is given (UIKit's
  /// `@NSCopying` properties).
  func copied() -> Self { type(of: self).init(barAppearance: self) }

  /// A copy with the background and shadow of ``configureWithTransparentBackground()``: what a
  /// bar uses at the scroll edge when no scroll-edge appearance is set.
  func withTransparentBackground() -> Self {
    let copy = type(of: self).init(barAppearance: self)
    copy.configureWithTransparentBackground()
    return copy
  }

  /// Whether the appearance draws nothing behind the bar's content.
  var isTransparent: Bool {
    backgroundEffect == nil && (backgroundColor?.rgba.alpha ?? 0) == 0 && backgroundImage == nil
      && (shadowColor?.rgba.alpha ?? 0) == 0 && shadowImage == nil
  }
}

/// The default colours of UIKit's bar appearances in light mode.
enum BarAppearanceMetrics {
  /// The default hairline: black at 30 %, as `UIBarAppearance`'s default `shadowColor`.
  static let shadowColor = UIColor(white: 0, alpha: 0.3)
  /// ``UIBarAppearance/configureWithOpaqueBackground()``'s colour: `systemBackground`.
  static let opaqueBackground = UIColor.systemBackground
  /// How far (points) content scrolls past a bar's edge while the bar cross-fades from its
  /// scroll-edge appearance to its standard one.
  ///
  /// - Note: UIKit difference: UIKit's distance is private; 12 pt (a quarter of a tab bar,
  ///   about what iOS 17 screen recordings show) stands in.
  static let scrollEdgeFadeDistance: CGFloat = 12
}
