import Foundation

extension UIButton {
  /// The closure a button runs to update its configuration for a new state, as
  /// `UIButton.ConfigurationUpdateHandler` (iOS 15).
  public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

  /// The contents and look of a button, as UIKit's `UIButton.Configuration` (iOS 15): a title,
  /// a subtitle and an image placed around each other, colours derived from the style and the
  /// button's state, a size class with its fonts and insets, and a background.
  ///
  /// Styles (the static factories) differ in their colours for the `.normal` state:
  ///
  /// | style | foreground | background |
  /// | --- | --- | --- |
  /// | `plain()`, `borderless()` | tint | none |
  /// | `gray()`, `bordered()` | tint | `secondarySystemFill` |
  /// | `tinted()`, `borderedTinted()` | tint | tint at ``tintedBackgroundAlpha`` |
  /// | `filled()`, `borderedProminent()` | white | tint |
  ///
  /// `baseForegroundColor` and `baseBackgroundColor` replace the tint (and the white) in that
  /// table. A highlighted button dims (``highlightedAlpha``); a disabled one draws
  /// `tertiaryLabel` on `tertiarySystemFill` (no fill for plain styles).
  ///
  /// - Note: UIKit difference: the fonts, insets, corner radii, the tinted alpha and the
  ///   highlight are UIKit's private values, approximated by the named constants below
  ///   (measured values commonly reported for iOS 15–17); `attributedTitle`, the text
  ///   transformers and `imageColorTransformer` are not available; images are not tinted.
  public struct Configuration: Hashable, Sendable {
    /// The style a factory made.
    enum Style: Hashable, Sendable { case plain, gray, tinted, filled }

    /// The size class of a button, as `UIButton.Configuration.Size`.
    public enum Size: Int, Sendable {
      case mini, small, medium, large
    }

    /// The shape of the background's corners, as `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: Int, Sendable {
      /// `background.cornerRadius` as set.
      case fixed = -1
      /// A radius that follows `buttonSize` (``dynamicCornerRadius(for:)``).
      case dynamic = 0
      /// ``smallCornerRadius``.
      case small
      /// ``mediumCornerRadius``.
      case medium
      /// ``largeCornerRadius``.
      case large
      /// Half the button's height.
      case capsule
    }

    /// How the title and subtitle are aligned to each other, as
    /// `UIButton.Configuration.TitleAlignment`.
    public enum TitleAlignment: Int, Sendable {
      /// Centred, or leading when the image is on the leading or trailing side.
      case automatic, leading, center, trailing
    }

    var style: Style
    var hasStroke = false

    /// The title, as `title`.
    public var title: String?
    /// The smaller second line under the title, as `subtitle`.
    public var subtitle: String?
    /// The image, as `image`.
    public var image: UIImage?
    /// Which side of the title the image sits on, as `imagePlacement` (default `.leading`).
    public var imagePlacement: NSDirectionalRectEdge = .leading
    /// The distance between the image and the title, as `imagePadding` (default 0).
    public var imagePadding: CGFloat = 0
    /// The distance between the title and the subtitle, as `titlePadding` (default 0).
    public var titlePadding: CGFloat = 0
    /// How the title and subtitle align, as `titleAlignment` (default `.automatic`).
    public var titleAlignment: TitleAlignment = .automatic
    /// The colour that replaces the style's foreground (title, subtitle, indicator), as
    /// `baseForegroundColor`; nil uses the style's.
    public var baseForegroundColor: UIColor?
    /// The colour that replaces the style's background, as `baseBackgroundColor`; nil uses the
    /// style's.
    public var baseBackgroundColor: UIColor?
    /// The corners, as `cornerStyle` (default `.dynamic`).
    public var cornerStyle: CornerStyle = .dynamic
    /// The size class, as `buttonSize` (default `.medium`): the fonts and default insets.
    public var buttonSize: Size = .medium
    /// The background, as `background`.
    public var background: UIBackgroundConfiguration
    /// Whether an activity indicator replaces the image, as `showsActivityIndicator`.
    public var showsActivityIndicator = false
    private var customContentInsets: NSDirectionalEdgeInsets?

    /// The insets around the content, as `contentInsets`: until set, the default for
    /// `buttonSize` (``defaultContentInsets(for:)``).
    public var contentInsets: NSDirectionalEdgeInsets {
      get { customContentInsets ?? Self.defaultContentInsets(for: buttonSize) }
      set { customContentInsets = newValue }
    }

    /// Goes back to the default insets for `buttonSize`, as `setDefaultContentInsets()`.
    public mutating func setDefaultContentInsets() { customContentInsets = nil }

    init(style: Style, hasStroke: Bool = false) {
      self.style = style
      self.hasStroke = hasStroke
      background = style == .plain ? .clear() : UIBackgroundConfiguration()
    }

    /// A configuration with a transparent background and tinted text, as `plain()`.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A configuration with a grey background and tinted text, as `gray()`.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A configuration with a light tinted background and tinted text, as `tinted()`.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A configuration with a tint-filled background and white text, as `filled()`.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// A configuration without a background, as `borderless()` (the look of `plain()`).
    public static func borderless() -> Configuration { Configuration(style: .plain) }
    /// A configuration with a grey background, as `bordered()` (the look of `gray()`).
    public static func bordered() -> Configuration { Configuration(style: .gray, hasStroke: true) }
    /// A configuration with a tinted background, as `borderedTinted()` (the look of `tinted()`).
    public static func borderedTinted() -> Configuration { Configuration(style: .tinted, hasStroke: true) }
    /// A configuration with a tint-filled background, as `borderedProminent()` (the look of
    /// `filled()`).
    public static func borderedProminent() -> Configuration { Configuration(style: .filled, hasStroke: true) }

    // MARK: Metrics

    /// The default `contentInsets` for `size`: mini 2/6, small 5/10, medium 7/12, large
    /// 14/20 (top and bottom / leading and trailing).
    public static func defaultContentInsets(for size: Size) -> NSDirectionalEdgeInsets {
      switch size {
      case .mini: NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
      case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
      case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
      case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
      }
    }

    /// The title's point size for `size`: 12 (mini), 15 (small, the subheadline style),
    /// 17 (medium and large, the body style).
    public static func titleFontSize(for size: Size) -> CGFloat {
      switch size {
      case .mini: 12
      case .small: 15
      case .medium, .large: 17
      }
    }

    /// The subtitle's point size for `size`: 10 (mini), 12 (small), 15 (medium and large,
    /// the subheadline style).
    public static func subtitleFontSize(for size: Size) -> CGFloat {
      switch size {
      case .mini: 10
      case .small: 12
      case .medium, .large: 15
      }
    }

    /// The `.small` corner style's radius: 4 points.
    public static let smallCornerRadius: CGFloat = 4
    /// The `.medium` corner style's radius: 8 points.
    public static let mediumCornerRadius: CGFloat = 8
    /// The `.large` corner style's radius: 12 points.
    public static let largeCornerRadius: CGFloat = 12

    /// The `.dynamic` corner style's radius for `size`: 4 (mini), 6 (small and medium), 8
    /// (large).
    public static func dynamicCornerRadius(for size: Size) -> CGFloat {
      switch size {
      case .mini: 4
      case .small, .medium: 6
      case .large: 8
      }
    }

    /// The opacity of the tint in a tinted button's background: 0.15.
    public static let tintedBackgroundAlpha: CGFloat = 0.15
    /// The factor a highlighted button's foreground (plain, gray, tinted) or background
    /// (filled) opacity is multiplied by: 0.5.
    public static let highlightedAlpha: CGFloat = 0.5
    /// The width of the stroke of the `bordered…` styles: 0 (UIKit's iOS 15+ bordered buttons
    /// draw no outline; the name is historical).
    public static let borderedStrokeWidth: CGFloat = 0

    /// The corner radius the background is drawn with in a button of `height`.
    func cornerRadius(height: CGFloat) -> CGFloat {
      switch cornerStyle {
      case .fixed: background.cornerRadius
      case .dynamic: Self.dynamicCornerRadius(for: buttonSize)
      case .small: Self.smallCornerRadius
      case .medium: Self.mediumCornerRadius
      case .large: Self.largeCornerRadius
      case .capsule: height / 2
      }
    }

    // MARK: Per-state colours

    /// The foreground colour for `state` with `tint` as the tint colour.
    func foregroundColor(for state: UIControl.State, tint: UIColor) -> UIColor {
      if state.contains(.disabled) { return .tertiaryLabel }
      let base = baseForegroundColor ?? (style == .filled ? .white : tint)
      guard state.contains(.highlighted), style != .filled else { return base }
      return base.withAlphaComponent(CGFloat(base.rgba.alpha) * Self.highlightedAlpha)
    }

    /// The background colour for `state` with `tint` as the tint colour (clear for plain).
    func backgroundColor(for state: UIControl.State, tint: UIColor) -> UIColor {
      if let color = background.backgroundColor, color != .clear || style == .plain { return color }
      if style == .plain { return baseBackgroundColor ?? .clear }
      if state.contains(.disabled) { return .tertiarySystemFill }
      let base: UIColor
      switch style {
      case .plain: base = .clear
      case .gray: base = baseBackgroundColor ?? .secondarySystemFill
      case .tinted:
        let color = baseBackgroundColor ?? tint
        base = color.withAlphaComponent(CGFloat(color.rgba.alpha) * Self.tintedBackgroundAlpha)
      case .filled: base = baseBackgroundColor ?? tint
      }
      guard state.contains(.highlighted), style == .filled else { return base }
      return base.withAlphaComponent(CGFloat(base.rgba.alpha) * Self.highlightedAlpha)
    }

    /// A copy with the colours, corner radius and stroke resolved for `button`'s state, as
    /// `updated(for:)`: `baseForegroundColor` and `background.backgroundColor` set to what the
    /// button draws now.
    @MainActor
    public func updated(for button: UIButton) -> Configuration {
      var copy = self
      let tint = button.tintColor ?? .systemBlue
      copy.baseForegroundColor = foregroundColor(for: button.state, tint: tint)
      copy.background.backgroundColor = backgroundColor(for: button.state, tint: tint)
      copy.background.cornerRadius = cornerRadius(height: button.bounds.height)
      return copy
    }
  }
}
