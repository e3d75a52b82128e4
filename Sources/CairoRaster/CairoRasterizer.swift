import CCairo
import Foundation
import Graphics
import TextLayout

/// Rasterises a ``Graphics/DisplayList`` into a ``Graphics/Bitmap`` with cairo (and FreeType for
/// text): the "Rasteriser" stage of DESIGN.md's data flow.
///
/// `render(_:)` is a pure function of its input: each call draws on its own thread's ARGB32 image
/// surface (kept per thread and reused for the next frame of the same size, every pixel replaced
/// by the background first) with its own context, so one rasteriser (or several) may render
/// different frames concurrently from any threads, and the same list always gives the same bytes. Font files are opened once
/// per process and shared (see `FontCache`).
///
/// What each item does, in cairo terms:
///
/// | item | cairo |
/// | --- | --- |
/// | `fill` | `cairo_set_matrix`, path, `cairo_fill` (antialiased) |
/// | `border` | the shape and its inset, `CAIRO_FILL_RULE_EVEN_ODD`, `cairo_fill` |
/// | `pushClip` / `popClip` | `cairo_save`, path, `cairo_clip` / `cairo_restore` |
/// | `beginGroup` / `endGroup` | `cairo_push_group` / `cairo_pop_group_to_source` + `cairo_paint_with_alpha` |
/// | `text` | ``TextLayout/Typesetter`` positions, FreeType face, fixed font options, `cairo_show_glyphs` per glyph run |
/// | `shadow` | coverage on an A8 surface, ``GaussianBlur``, `cairo_mask_surface` (cached) |
/// | `stroke` | path, `cairo_set_line_width`/`_cap`/`_join`/`_miter_limit`, `cairo_stroke` |
/// | `gradient` | `cairo_pattern_create_linear`/`_radial` (elliptical through the pattern matrix); conic computed per pixel |
/// | `image` | premultiplied ARGB32 surface, `CAIRO_FILTER_BILINEAR`, `CAIRO_EXTEND_PAD`, `cairo_fill` of the rect |
/// | `backdropBlur` | the target's pixels under the shape, ``GaussianBlur`` per channel, painted clipped to the shape, then the tint |
/// | `beginMaskedGroup` / `maskContent` / `endGroup` | two `cairo_push_group`s, then `cairo_mask` of the content by the mask |
/// | `beginProjection` / `endGroup` | a new image surface, then a bilinear projective warp painted with `cairo_paint` |
/// | `beginPageCurl` / `endGroup` | a new image surface (the page), then every target pixel mapped through the inverse cylinder model, painted with `cairo_paint` |
/// | `beginBlendGroup` / (`maskContent`) / `endGroup` | `cairo_push_group`; `cairo_pop_group`, the mode's `cairo_operator_t`, `cairo_paint` (through a copy of the target and `cairo_mask` by the shape for the modes Core Graphics bounds by it) |
/// | `beginShadowGroup` / `endGroup` | `cairo_push_group`; the group's alpha blurred into the shadow, then the group painted |
///
/// Items whose transform is singular (a view scaled to zero) or whose geometry is not finite
/// draw nothing; a clip under such a transform clips everything.
///
/// Pixels a later opaque rectangle fill covers completely are not drawn first (the clear,
/// fills and shadows under them; items wholly inside them are skipped), when the clip is whole
/// pixels: the bytes are the same as drawing everything.
public struct CairoRasterizer: Sendable {
  /// Where Debian's fonts-dejavu-core installs DejaVu Sans: `/usr/share/fonts/truetype/dejavu`.
  public static let defaultFontDirectory = FontFiles.defaultDirectory

  /// The directory holding `DejaVuSans.ttf` and `DejaVuSans-Bold.ttf`.
  public var fontDirectory: URL
  /// The most bytes one render's offscreen surfaces may hold at once (nil: no limit): opacity,
  /// mask, blend and shadow groups (`cairo_push_group`, counted at their clip's size), shadow
  /// and blur canvases, projection and page surfaces, image copies. The frame surface itself
  /// is not counted. Each surface is checked before it is allocated; one that does not fit
  /// fails the render with ``CairoError/overMemoryLimit(what:bytes:inUse:limit:)``, wrapped
  /// in ``CairoError/drawingFailed(itemIndex:view:field:underlying:)`` naming the view.
  public var scratchMemoryLimit: Int?

  /// Creates a rasteriser reading its fonts from `fontDirectory`, its offscreen surfaces
  /// limited to `scratchMemoryLimit` bytes per render (nil: unlimited).
  public init(fontDirectory: URL = CairoRasterizer.defaultFontDirectory, scratchMemoryLimit: Int? = nil) {
    self.fontDirectory = fontDirectory
    self.scratchMemoryLimit = scratchMemoryLimit
  }

  /// The font file used for `weight`: `DejaVuSans.ttf` (regular) or `DejaVuSans-Bold.ttf` (bold).
  ///
  /// - Note: UIKit difference: the system font is San Francisco; DejaVu Sans stands in for it.
  public static func fontFileName(for weight: FontWeight) -> String {
    FontFiles.fileName(for: weight)
  }

  /// The full path of the font file for `weight` in ``fontDirectory``.
  public func fontPath(for weight: FontWeight) -> String {
    fontDirectory.appendingPathComponent(Self.fontFileName(for: weight)).path
  }

  /// Draws `list` into a new `pixelWidth × pixelHeight` bitmap.
  ///
  /// The surface is cleared to `list.background` (replacing, not blending), then every item is
  /// drawn in order, back to front.
  ///
  /// - Returns: Straight-alpha RGBA8 pixels, converted once from cairo's premultiplied ARGB32.
  /// - Throws: ``CairoError/unbalancedDisplayList(itemIndex:item:problem:)`` before drawing
  ///   anything when clips or groups do not pair up;
  ///   ``CairoError/invalidSurfaceSize(width:height:)``; ``CairoError/fontFileMissing(path:)`` or
  ///   a FreeType error for a text item whose font cannot be loaded;
  ///   ``CairoError/cairoFailed(function:status:)`` when cairo reports an error.
  /// - Complexity: O(items + pixels).
  public func render(_ list: DisplayList) throws -> Bitmap {
    try withDrawnSurface(list) { surface in
      surface?.bitmap() ?? Bitmap(width: list.pixelWidth, height: list.pixelHeight)
    }
  }

  /// Draws `list` like ``render(_:)`` and lends the surface's premultiplied ARGB32 pixels to
  /// `body`, without converting them: for codecs that read cairo's format directly (our PNG
  /// writer unpremultiplies inside its filter pass).
  ///
  /// - Parameter body: Called once, on the calling thread; the view is valid only inside it. An
  ///   empty list size gives an empty view.
  /// - Returns: What `body` returns.
  /// - Throws: The errors of ``render(_:)``, and whatever `body` throws.
  public func render<Result>(
    _ list: DisplayList, _ body: (PremultipliedPixels) throws -> Result
  ) throws -> Result {
    try withDrawnSurface(list) { surface in
      guard let surface else {
        return try body(
          PremultipliedPixels(
            bytes: UnsafeRawBufferPointer(start: nil, count: 0), width: list.pixelWidth, height: 0,
            bytesPerRow: list.pixelWidth * 4))
      }
      return try surface.withPremultipliedPixels(body)
    }
  }

  /// Draws `list` like ``render(_:_:)`` and lends the surface's pixels to `body` writable: the
  /// surface is the thread's reused frame surface, which the next frame clears, so `body` may
  /// write over the pixels once read (our PNG writer filters rows into them instead of into a
  /// second frame-sized buffer).
  ///
  /// - Parameter body: Called once, on the calling thread; the view is valid only inside it. An
  ///   empty list size gives an empty view.
  /// - Returns: What `body` returns.
  /// - Throws: The errors of ``render(_:)``, and whatever `body` throws.
  public func renderWritable<Result>(
    _ list: DisplayList, _ body: (WritablePremultipliedPixels) throws -> Result
  ) throws -> Result {
    try withDrawnSurface(list) { surface in
      guard let surface else {
        return try body(
          WritablePremultipliedPixels(
            bytes: UnsafeMutableRawBufferPointer(start: nil, count: 0), width: list.pixelWidth, height: 0,
            bytesPerRow: list.pixelWidth * 4))
      }
      return try surface.withWritablePremultipliedPixels(body)
    }
  }

  /// Validates `list`, draws it on the thread's frame surface and passes that surface to `use`
  /// (nil when the list has no pixels).
  private func withDrawnSurface<Result>(
    _ list: DisplayList, _ use: (CairoImageSurface?) throws -> Result
  ) throws -> Result {
    try list.validateBalance()
    let width = list.pixelWidth
    let height = list.pixelHeight
    guard (0...32767).contains(width), (0...32767).contains(height) else {
      throw CairoError.invalidSurfaceSize(width: width, height: height)
    }
    if width == 0 || height == 0 { return try use(nil) }
    return try CairoImageSurface.withThreadSurface(width: width, height: height) { surface in
      try draw(list, on: surface)
      return try use(surface)
    }
  }

  /// Clears `surface` to the list's background and draws every item, under the render's
  /// ``scratchMemoryLimit``. A failure while drawing an item (other than a missing or
  /// unreadable font file, which names the file) becomes
  /// ``CairoError/drawingFailed(itemIndex:view:field:underlying:)`` naming the item's view
  /// (`list.sources`) and field; one at an `endGroup` names the item that opened the group.
  func draw(_ list: DisplayList, on surface: CairoImageSurface) throws {
    let root = try CairoContext(surface: surface)
    // Pixels a later opaque fill covers are not drawn first (DisplayList.occlusion()).
    let occluded = list.occlusion()
    root.drawing(outside: occluded.clear) { root.clear(to: list.background) }
    try root.checkStatus(function: "cairo_paint")
    try ScratchMemory.with(limit: scratchMemoryLimit) {
      var state = DrawState(root: root)
      let groupBounds = list.opacityGroupBounds()
      for (index, item) in list.items.enumerated() {
        if occluded.hidden.contains(index), state.targets[state.targets.count - 1].skipsCoveredPixels { continue }
        let culprit = item.closesScope ? state.openers.last ?? index : index
        do {
          try draw(item, at: index, groupBounds: groupBounds[index], occluded: occluded.items[index], state: &state)
        } catch let error as CairoError {
          switch error {
          // Already placed, or a problem of the installation rather than of the item.
          case .drawingFailed, .fontFileMissing, .freeTypeFailed: throw error
          default: break
          }
          throw CairoError.drawingFailed(
            itemIndex: culprit, view: list.source(ofItem: culprit)?.description,
            field: list.items[culprit].failureField(for: error), underlying: error)
        }
      }
    }
  }

  /// What drawing has open: the targets (projections and pages draw into their own surfaces:
  /// the innermost open one is the target), the open groups with the index of the item that
  /// opened each, and the fonts loaded so far.
  private struct DrawState {
    var targets: [CairoContext]
    var groups: [DisplayItem] = []
    var openers: [Int] = []
    /// Opacity groups of known extent are pushed under a clip to it (popped at their end).
    var clippedGroups: [Bool] = []
    /// The scratch bytes each open `cairo_push_group` group reserved.
    var groupBytes: [Int] = []
    /// The open groups (by opener index) split by `maskContent`: a blend group's shape.
    var splitGroups: Set<Int> = []
    var faces: [FontWeight: FontFace] = [:]
    var fontOptions: CairoFontOptions?

    init(root: CairoContext) { targets = [root] }
  }

  /// Reserves, from the render's ``ScratchMemory``, the surface `cairo_push_group` is about to
  /// make: `bounds` (device pixels) when known, else the whole target — cairo sizes a group
  /// to its clip within the target.
  private func reserveGroup(_ bounds: CGRect?, on context: CairoContext) throws -> Int {
    guard let budget = ScratchMemory.current else { return 0 }
    let target = CGRect(x: 0, y: 0, width: context.surface.width, height: context.surface.height)
    let clip = bounds.map { $0.intersection(target) } ?? target
    let width = clip.isNull ? 0 : Int(clip.maxX.rounded(.up)) - Int(clip.minX.rounded(.down))
    let height = clip.isNull ? 0 : Int(clip.maxY.rounded(.up)) - Int(clip.minY.rounded(.down))
    let bytes = max(0, width) * max(0, height) * 4
    try budget.reserve(bytes, for: "a \(width)×\(height) group surface")
    return bytes
  }

  /// Draws one item on the innermost target, outside `occluded` (device pixels a later item
  /// covers) when given.
  private func draw(
    _ item: DisplayItem, at index: Int, groupBounds bounds: CGRect?, occluded: CGRect?, state: inout DrawState
  ) throws {
    let context = state.targets[state.targets.count - 1]
    switch item {
    case .fill(let shape, let color, let transform):
      context.drawing(outside: occluded) { context.fill(shape, color: color, transform: transform) }
    case .border(let shape, let width, let color, let transform):
      context.border(shape, width: width, color: color, transform: transform)
    case .pushClip(let shape, let transform):
      context.pushClip(shape, transform: transform)
    case .popClip:
      context.popClip()
    case .beginGroup, .beginShadowGroup, .beginMaskedGroup, .beginBlendGroup:
      state.groupBytes.append(try reserveGroup(bounds, on: context))
      state.groups.append(item)
      state.openers.append(index)
      state.clippedGroups.append(bounds != nil)
      context.beginGroup(clippedTo: bounds)
    case .maskContent:
      // The content stays alive as a pattern while a second group collects the mask.
      let bytes = try reserveGroup(nil, on: context)
      state.groupBytes[state.groupBytes.count - 1] += bytes
      if let opener = state.openers.last { state.splitGroups.insert(opener) }
      context.beginMask()
    case .beginProjection(_, let width, let height), .beginPageCurl(_, let width, let height):
      guard (1...16384).contains(width), (1...16384).contains(height) else {
        throw CairoError.invalidSurfaceSize(width: width, height: height)
      }
      state.targets.append(try CairoContext(surface: CairoImageSurface(width: width, height: height)))
      state.groups.append(item)
      state.openers.append(index)
      state.clippedGroups.append(false)
      state.groupBytes.append(0)
    case .endGroup:
      let opener = state.groups.removeLast()
      let split = state.splitGroups.remove(state.openers.removeLast()) != nil
      let clipped = state.clippedGroups.removeLast()
      let bytes = state.groupBytes.removeLast()
      defer {
        if clipped { context.popClip() }
        ScratchMemory.current?.release(bytes)
      }
      switch opener {
      case .beginShadowGroup(let shadow, let transform): try context.endShadowGroup(shadow, transform: transform)
      case .beginGroup(let opacity): context.endGroup(opacity: opacity)
      case .beginMaskedGroup: context.endMaskedGroup()
      case .beginBlendGroup(let mode):
        // A mode bounded by the shape composites through a copy of the target.
        let copy = mode.changesTargetOutsideSource ? try reserveGroup(nil, on: context) : 0
        defer { ScratchMemory.current?.release(copy) }
        try context.endBlendGroup(mode, hasShape: split)
      case .beginProjection(let transform, _, _):
        state.targets.removeLast()
        try state.targets[state.targets.count - 1].drawWarped(context.surface, transform: transform)
      case .beginPageCurl(let curl, _, _):
        state.targets.removeLast()
        try state.targets[state.targets.count - 1].drawCurled(context.surface, curl: curl)
      default:
        throw CairoError.unbalancedDisplayList(itemIndex: index, item: item.description, problem: "closes \(opener)")
      }
    case .shadow(let shape, let shadow, let transform):
      try context.drawing(outside: occluded) { try context.drawShadow(shape, shadow, transform: transform) }
    case .stroke(let path, let style, let color, let transform):
      context.stroke(path, style: style, color: color, transform: transform)
    case .gradient(let gradient, let transform):
      try context.paint(gradient, transform: transform)
    case .image(let bitmap, let rect, let transform):
      try context.draw(bitmap, in: rect, transform: transform)
    case .backdropBlur(let shape, let blur, let transform):
      try context.blurBackdrop(under: shape, blur, transform: transform)
    case .text(let run, let transform):
      let options = try state.fontOptions ?? CairoFontOptions()
      state.fontOptions = options
      var faces = state.faces
      defer { state.faces = faces }
      try context.draw(
        run, transform: transform, typesetter: Typesetter(fonts: FontFiles(directory: fontDirectory)),
        faces: { weight in
          let face = try faces[weight] ?? FontCache.shared.face(atPath: fontPath(for: weight))
          faces[weight] = face
          return face
        }, options: options)
    }
    try state.targets[state.targets.count - 1].checkStatus(function: item.cairoFunction)
  }
}
