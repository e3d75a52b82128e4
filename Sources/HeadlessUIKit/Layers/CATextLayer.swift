import Foundation

/// A layer that lays out and draws plain or attributed text, as Core Animation's `CATextLayer`.
///
/// The first line sits at the top of the bounds; lines are aligned by `alignmentMode`. Without
/// `isWrapped` each paragraph is one line; with it, lines wrap at the bounds' width. A line
/// that does not fit is cut by `truncationMode` (an ellipsis at the start, middle or end);
/// with `.none`, the default, the text is clipped at the bounds, as the layer's backing store
/// clips it. The text is the layer's content: drawn over the background, below the sublayers.
///
/// A plain `string` draws in `font` at `fontSize` in `foregroundColor` (default: Helvetica,
/// 36 points, opaque white); an `NSAttributedString` draws with its own attributes (`.font`,
/// `.foregroundColor`, `.kern`, `.paragraphStyle`; missing ones take the system font at 12
/// points and opaque black, as Core Text does) and ignores those three properties.
///
/// `fontSize` and `foregroundColor` animate, implicitly (a stand-alone layer in a tree) and
/// with `CABasicAnimation`, as in Core Animation.
///
/// Text is typeset by the same typesetter as `UILabel` and string drawing (the `TextLayout`
/// module), so what is measured is what is drawn.
///
/// Nonisolated and not `Sendable`, as in the SDK (see ``CALayer`` for what runs on the main actor).
///
/// - Note: UIKit difference: every font is DejaVu Sans (see ``UIFont``). `font` accepts a
///   `UIFont` (its weight; the size always comes from `fontSize`, as Core Animation does) or a
///   font name (`String`/`NSString`: names containing "Bold", "Semibold", "Heavy" or "Black"
///   draw bold, others regular); `CTFont` and `CGFont` do not exist on Linux. `.justified`
///   aligns as `.natural`.
open class CATextLayer: CALayer {
  /// The text, as `string`: a `String`/`NSString` or an `NSAttributedString` (nil, the
  /// default, draws nothing).
  ///
  /// - Precondition: any other value traps, naming its type (Core Animation draws nothing).
  open var string: Any? {
    didSet {
      if let string, !(string is String || string is NSString || string is NSAttributedString) {
        preconditionFailure("CATextLayer.string must be a String or NSAttributedString, got \(type(of: string))")
      }
    }
  }
  /// The font of a plain `string`, as `font` (nil: Helvetica; see the type's note for the
  /// values accepted).
  ///
  /// - Precondition: a `UIFont`, a font name, or nil.
  open var font: CFTypeRef? {
    didSet {
      if let font, !(font is UIFont || font is String || font is NSString) {
        preconditionFailure("CATextLayer.font must be a UIFont or a font name, got \(type(of: font))")
      }
    }
  }
  /// The point size of a plain `string`, as `fontSize` (default 36). Animatable.
  open var fontSize: CGFloat = 36 {
    didSet { modelDidChange(.fontSize, from: .scalar(oldValue), to: .scalar(fontSize)) }
  }
  /// The colour of a plain `string`, as `foregroundColor` (default opaque white; nil draws
  /// nothing). Animatable.
  open var foregroundColor: CGColor? = CGColor(RGBA.white) {
    didSet {
      modelDidChange(
        .foregroundColor, from: .color(oldValue?.rgba ?? .clear), to: .color(foregroundColor?.rgba ?? .clear))
    }
  }
  /// Whether lines wrap at the bounds' width, as `isWrapped` (default false: one line per
  /// paragraph).
  open var isWrapped = false
  /// How a line that does not fit is cut, as `truncationMode` (default `.none`: clipped).
  open var truncationMode: CATextLayerTruncationMode = .none
  /// How lines are aligned in the bounds, as `alignmentMode` (default `.natural`).
  open var alignmentMode: CATextLayerAlignmentMode = .natural
  /// Whether glyph positions may be quantized to whole pixels, as
  /// `allowsFontSubpixelQuantization` (default false).
  ///
  /// - Note: UIKit difference: glyphs are always placed at their exact positions (the
  ///   rasteriser uses no hinting), so the flag changes nothing drawn.
  open var allowsFontSubpixelQuantization = false

  /// Creates a text layer with Core Animation's defaults, as `init()`.
  public override init() { super.init() }

  /// A copy of `layer`'s model values, as `init(layer:)`: the `CALayer` properties and, when
  /// `layer` is a `CATextLayer`, its own.
  public override init(layer: Any) {
    if let text = layer as? CATextLayer {
      string = text.string
      font = text.font
      fontSize = text.fontSize
      foregroundColor = text.foregroundColor
      isWrapped = text.isWrapped
      truncationMode = text.truncationMode
      alignmentMode = text.alignmentMode
      allowsFontSubpixelQuantization = text.allowsFontSubpixelQuantization
    }
    super.init(layer: layer)
  }

  /// As `init(coder:)`; traps (see ``CALayer/init(coder:)``).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  override func hasProperty(_ property: LayerProperty) -> Bool {
    switch property {
    case .fontSize, .foregroundColor: return true
    default: return super.hasProperty(property)
    }
  }

  override func ownModelValue(_ property: LayerProperty) -> AnimatableValue {
    switch property {
    case .fontSize: return .scalar(fontSize)
    case .foregroundColor: return .color(foregroundColor?.rgba ?? .clear)
    default: return super.ownModelValue(property)
    }
  }

  override func setOwnModelValue(_ value: AnimatableValue, for property: LayerProperty) -> Bool {
    switch (property, value) {
    case (.fontSize, .scalar(let v)): fontSize = v
    case (.foregroundColor, .color(let c)): foregroundColor = CGColor(c)
    default: return super.setOwnModelValue(value, for: property)
    }
    return true
  }
}
