import Foundation

/// One drawing step of a ``DisplayList``.
///
/// Geometry is given in a local space (points) together with the transform that maps it to
/// device pixels, so the rasteriser needs no knowledge of views, layers or scale.
/// `pushClip`/`popClip` and `beginGroup`/`endGroup` nest and are always balanced.
public enum DisplayItem: Sendable, Hashable, CustomStringConvertible {
  /// Intersects the current clip with `shape` (under `transform`) until the matching `popClip`.
  case pushClip(Shape, transform: CGAffineTransform)
  /// Ends the innermost `pushClip`.
  case popClip
  /// Starts an offscreen group: what is drawn until the matching `endGroup` is composited at
  /// once with `opacity` (Core Animation's group opacity, so overlapping children do not
  /// double-blend).
  case beginGroup(opacity: Double)
  /// Ends the innermost group and composites it.
  case endGroup
  /// Fills `shape` with `color`.
  case fill(Shape, color: RGBA, transform: CGAffineTransform)
  /// A Core Animation border: the area between `shape` and `shape.insetBy(width)`, i.e. drawn
  /// inside the bounds, the inner corner radius reduced by the width.
  case border(Shape, width: CGFloat, color: RGBA, transform: CGAffineTransform)
  /// Text laid out in `run.frame`.
  case text(TextRun, transform: CGAffineTransform)
  /// The drop shadow of `shape` (a `shadowPath`, or a layer whose only content is its
  /// background): the shape offset by `shadow.offset`, blurred by a Gaussian of
  /// `shadow.sigma`, filled with `shadow.color`. Clips in effect apply.
  case shadow(Shape, Shadow, transform: CGAffineTransform)
  /// Starts a group whose composited alpha casts `shadow` (under `transform`) when the
  /// matching `endGroup` composites it: Core Animation's shadow of a layer's content without a
  /// `shadowPath`. The shadow is drawn first, the content over it.
  case beginShadowGroup(Shadow, transform: CGAffineTransform)
  /// Starts an offscreen `width × height` pixel surface that the items up to the matching
  /// `endGroup` draw into (their transforms map to its pixels); `endGroup` warps it onto the
  /// target through `transform` (offscreen pixel → target pixel, projective) with bilinear
  /// sampling: a layer flattened under a perspective `CATransform3D`.
  case beginProjection(ProjectiveTransform, width: Int, height: Int)
  /// Starts an offscreen `width × height` pixel surface, the page, that the items up to the
  /// matching `endGroup` draw into (their transforms map to its pixels); `endGroup` draws the
  /// page curled as `curl` describes (through `curl.transform` onto the target), with its
  /// back side and the shadow it casts on what is below: UIKit's page curl.
  case beginPageCurl(PageCurl, width: Int, height: Int)
  /// Strokes `path` with `color` and `style` (a shape layer's stroke, centred on the path).
  case stroke(PathData, style: StrokeStyle, color: RGBA, transform: CGAffineTransform)
  /// Paints `gradient` over `gradient.rect` (a gradient layer's content).
  case gradient(Gradient, transform: CGAffineTransform)
  /// Draws `bitmap` scaled into `rect` (bilinear filtering): an image view's image.
  case image(Bitmap, rect: CGRect, transform: CGAffineTransform)
  /// Blurs what is already drawn under `shape` and tints it: a visual-effect view.
  case backdropBlur(Shape, BackdropBlur, transform: CGAffineTransform)
  /// Starts a masked group: the items up to the matching `maskContent` are the content, the
  /// items after it up to `endGroup` the mask; the content is composited through the mask's
  /// alpha (a layer's `mask`).
  case beginMaskedGroup
  /// Separates a masked group's content from its mask (or a blend group's content from its
  /// shape).
  case maskContent
  /// Starts a group whose content, at the matching `endGroup`, is composited onto the target
  /// with `mode` (Core Graphics' `setBlendMode`); where the group drew nothing the target is
  /// unchanged.
  ///
  /// A `maskContent` directly inside the group may end the content: the items after it, up
  /// to `endGroup`, are the *shape* (what the drawing covers, drawn opaque). For a mode that
  /// ``CGBlendMode/changesTargetOutsideSource`` the target changes only inside the shape, as
  /// in Core Graphics: `R = M·op(S, D) + (1 − M)·D` with M the shape's alpha. Without a
  /// shape, the content's own alpha is M.
  case beginBlendGroup(CGBlendMode)

  public var description: String {
    func t(_ m: CGAffineTransform) -> String {
      let f = DisplayList.format
      return "[\(f(m.a)) \(f(m.b)) \(f(m.c)) \(f(m.d)) \(f(m.tx)) \(f(m.ty))]"
    }
    switch self {
    case .pushClip(let shape, let m): return "clip \(shape) \(t(m))"
    case .popClip: return "end-clip"
    case .beginGroup(let opacity): return "group opacity=\(DisplayList.format(opacity))"
    case .endGroup: return "end-group"
    case .fill(let shape, let color, let m): return "fill \(shape) \(color) \(t(m))"
    case .border(let shape, let width, let color, let m):
      return "border \(shape) width=\(DisplayList.format(width)) \(color) \(t(m))"
    case .text(let run, let m): return "text \(run) \(t(m))"
    case .shadow(let shape, let shadow, let m): return "\(shadow) of \(shape) \(t(m))"
    case .beginShadowGroup(let shadow, let m): return "group \(shadow) \(t(m))"
    case .beginProjection(let m, let width, let height): return "projection \(width)x\(height) \(m)"
    case .beginPageCurl(let curl, let width, let height): return "page \(width)x\(height) \(curl)"
    case .stroke(let path, let style, let color, let m): return "stroke \(path) \(style) \(color) \(t(m))"
    case .gradient(let gradient, let m): return "\(gradient) \(t(m))"
    case .image(let bitmap, let rect, let m):
      return "image \(bitmap.width)x\(bitmap.height) in \(Shape.rect(rect)) \(t(m))"
    case .backdropBlur(let shape, let blur, let m): return "\(blur) \(shape) \(t(m))"
    case .beginMaskedGroup: return "masked-group"
    case .maskContent: return "mask"
    case .beginBlendGroup(let mode): return "group blend=\(mode)"
    }
  }
}

extension DisplayItem {
  /// Whether the item opens a clip or group that a later item closes.
  public var opensScope: Bool {
    switch self {
    case .pushClip, .beginGroup, .beginShadowGroup, .beginProjection, .beginPageCurl, .beginMaskedGroup,
      .beginBlendGroup:
      return true
    default: return false
    }
  }
}

/// What to draw for one frame: an immutable, `Sendable` value, already flattened, in device
/// space. It is the only thing that crosses from the main-actor model to the rasteriser, so
/// rasterising may run on any thread.
public struct DisplayList: Sendable, Hashable, CustomStringConvertible {
  /// Output width in device pixels.
  public var pixelWidth: Int
  /// Output height in device pixels.
  public var pixelHeight: Int
  /// The colour the frame is cleared to before any item is drawn.
  public var background: RGBA
  /// Drawing steps, back to front.
  public var items: [DisplayItem]
  /// The view each item came from, parallel to ``items`` (empty when unknown): what a
  /// rasteriser error names. Not part of equality or hashing: two lists that draw the same
  /// items are equal wherever they came from.
  public var sources: [DisplayItemSource?]

  public init(
    pixelWidth: Int, pixelHeight: Int, background: RGBA = .black, items: [DisplayItem] = [],
    sources: [DisplayItemSource?] = []
  ) {
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.background = background
    self.items = items
    self.sources = sources
  }

  /// The view item `index` came from; nil when unknown (or when ``sources`` no longer lines up
  /// with ``items`` because one was edited without the other).
  public func source(ofItem index: Int) -> DisplayItemSource? {
    guard sources.count == items.count, sources.indices.contains(index) else { return nil }
    return sources[index]
  }

  public static func == (lhs: DisplayList, rhs: DisplayList) -> Bool {
    lhs.pixelWidth == rhs.pixelWidth && lhs.pixelHeight == rhs.pixelHeight && lhs.background == rhs.background
      && lhs.items == rhs.items
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(pixelWidth)
    hasher.combine(pixelHeight)
    hasher.combine(background)
    hasher.combine(items)
  }

  /// A line per item, indented by nesting: the text dump tests use when they need no pixels.
  public var description: String {
    var lines = ["display-list \(pixelWidth)x\(pixelHeight) background \(background)"]
    var depth = 1
    for item in items {
      if case .popClip = item { depth -= 1 }
      if case .endGroup = item { depth -= 1 }
      lines.append(String(repeating: "  ", count: max(depth, 0)) + item.description)
      if item.opensScope { depth += 1 }
    }
    return lines.joined(separator: "\n")
  }

  /// Formats a number compactly and deterministically for dumps: rounded to 4 decimals,
  /// trailing zeros dropped, integers without a point, `-0` as `0` (`0.00001` → `0`,
  /// `-0.25` → `-0.25`, `2.50004` → `2.5`).
  public static func format(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let rounded = (value * 10_000).rounded() / 10_000
    if rounded == rounded.rounded() && abs(rounded) < 1e12 { return String(Int(rounded)) }
    var text = String(format: "%.4f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
