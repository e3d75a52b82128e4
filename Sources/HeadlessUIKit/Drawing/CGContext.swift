import Foundation

/// A Core Graphics drawing destination, as `CGContext`: paths, fills and strokes, clipping,
/// the current transformation matrix, images, gradients and text, with a graphics-state
/// stack (`saveGState()` / `restoreGState()`).
///
/// The contexts UIKit hands out — `UIGraphicsImageRenderer`'s, `UIGraphicsBeginImageContext…`'s,
/// and the one current during a view's `draw(_:)` — are UIKit contexts: user space has its
/// origin at the top left, y down, in points; the device scale is applied beneath it.
///
/// HeadlessUIKit never rasterises: a context *records* what is drawn as display items (the
/// same items layers produce) in its own pixel space, `size × scale` pixels. The recording
/// becomes a `Picture`: the rendered image's or the view's content, played back by the
/// rasteriser wherever it is drawn, so it stays vector content (sharp at any output scale).
///
/// Bitmap contexts made with `CGContext(data:width:height:…)` record the same way and also
/// rasterise after each drawing call, so their `data` holds the pixels (`CGContext+Bitmap.swift`).
///
/// - Note: UIKit difference: `makeImage()` gives a recorded image; only the sRGB colour space exists.
public final class CGContext {
  /// Pixels per point.
  let scale: CGFloat
  /// The canvas size in points.
  let size: CGSize
  /// The recorded items, in canvas pixels (balanced only after ``finishedItems()``).
  private var items: [DisplayItem] = []
  /// The clips currently open in `items`, outermost first.
  private var openClips: [DisplayItem] = []
  /// The graphics state.
  var state = GraphicsState()
  private var savedStates: [GraphicsState] = []
  /// The current path, its points already mapped by the CTM in effect when each was added
  /// (as Core Graphics stores it), in canvas points.
  var currentPath = CGMutablePath()
  /// Whether a blend mode other than `.normal` was used: the recording is then composited as
  /// one group, so the modes combine with what the context drew, not with what lies below.
  private var usesBlending = false
  /// The pixel memory of a bitmap context (`CGContext(data:…)`), rasterised after each drawing.
  var bitmapBacking: BitmapBacking?
  /// The colour space a bitmap context was made with.
  var colorSpaceStorage: CGColorSpace?

  /// A recording context of `size` points at `scale` pixels per point.
  init(size: CGSize, scale: CGFloat) {
    precondition(scale > 0 && scale.isFinite, "CGContext: scale must be positive, got \(scale)")
    self.size = size
    self.scale = scale
  }

  /// The canvas point → canvas pixel transform.
  var pixelScale: CGAffineTransform { CGAffineTransform(scaleX: scale, y: scale) }

  /// The user space → canvas pixels transform.
  var pixelTransform: CGAffineTransform { state.ctm.concatenating(pixelScale) }

  // MARK: Graphics state

  /// Pushes a copy of the graphics state (CTM, clip, colours, line attributes, alpha, blend
  /// mode, shadow), as `saveGState()`.
  public func saveGState() { savedStates.append(state) }

  /// Pops the graphics state saved last, as `restoreGState()`.
  ///
  /// - Precondition: a state was saved (Core Graphics logs and ignores an unbalanced restore;
  ///   here it is a programming error that traps).
  public func restoreGState() {
    guard let saved = savedStates.popLast() else {
      preconditionFailure("CGContext.restoreGState(): no saved graphics state (unbalanced saveGState/restoreGState)")
    }
    state = saved
  }

  /// The image resampling hint, as `interpolationQuality` (see ``CGInterpolationQuality``).
  public var interpolationQuality: CGInterpolationQuality {
    get { state.interpolationQuality }
    set { state.interpolationQuality = newValue }
  }

  // MARK: Transforms

  /// The current transformation matrix: user space → device pixels, as `ctm`. In a UIKit
  /// context that is the user transform followed by the device scale and Core Graphics'
  /// y-up flip of the canvas (`[s 0 0 −s 0 h·s]` before any change), as on iOS.
  public var ctm: CGAffineTransform {
    state.ctm.concatenating(CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: size.height * scale))
  }

  /// The user space → device space transform, as `userSpaceToDeviceSpaceTransform`.
  public var userSpaceToDeviceSpaceTransform: CGAffineTransform { pixelTransform }

  /// Moves the origin of user space, as `translateBy(x:y:)`.
  public func translateBy(x tx: CGFloat, y ty: CGFloat) {
    concatenate(CGAffineTransform(translationX: tx, y: ty))
  }

  /// Scales user space, as `scaleBy(x:y:)`.
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }

  /// Rotates user space by `angle` radians (clockwise on screen in a UIKit context), as
  /// `rotate(by:)`.
  public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

  /// Prepends `transform` to the CTM, as `concatenate(_:)`.
  public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

  // MARK: Recording

  /// Appends `newItems` (in canvas pixels) under the current clip, with the state's alpha
  /// (as a group when it cannot be folded into the items' colours) and shadow.
  func record(_ newItems: [DisplayItem]) {
    guard !newItems.isEmpty else { return }
    syncClips()
    var body = newItems
    if state.alpha < 1 {
      let folded = body.compactMap { $0.multiplyingOpacity(state.alpha) }
      body = folded.count == body.count ? folded : [.beginGroup(opacity: max(state.alpha, 0))] + body + [.endGroup]
    }
    if let shadow = state.shadow {
      body = [.beginShadowGroup(shadow, transform: pixelScale)] + body + [.endGroup]
    }
    if state.blendMode != .normal {
      usesBlending = true
      // Core Graphics changes the context only where the drawing covers: the modes that
      // would change the rest carry that shape.
      let shape: [DisplayItem] =
        state.blendMode.changesTargetOutsideSource ? [.maskContent] + DisplayItem.coverage(of: newItems) : []
      body = [.beginBlendGroup(state.blendMode)] + body + shape + [.endGroup]
    }
    items.append(contentsOf: body)
    flushBitmap()
  }

  /// Adds `clip` (in canvas pixels) to the state's clip.
  func addClip(_ clip: DisplayItem) { state.clips.append(clip) }

  /// Makes the clips open in `items` those of the current state: closes the ones it no longer
  /// has (after a restore or `resetClip()`), opens the new ones.
  private func syncClips() {
    var common = 0
    while common < openClips.count, common < state.clips.count, openClips[common] == state.clips[common] {
      common += 1
    }
    for _ in common..<openClips.count { items.append(.popClip) }
    openClips.removeLast(openClips.count - common)
    for clip in state.clips[common...] {
      items.append(clip)
      openClips.append(clip)
    }
  }

  /// What was drawn, balanced (every open clip closed), in canvas pixels.
  func finishedItems() -> [DisplayItem] {
    var result = items + Array(repeating: DisplayItem.popClip, count: openClips.count)
    if usesBlending { result = [.beginGroup(opacity: 1)] + result + [.endGroup] }
    return result
  }

  /// What was drawn, as a picture of the canvas.
  func picture() -> Picture { Picture(size: size, scale: scale, items: finishedItems()) }

  /// Records `picture` stretched into `rect` (user space).
  func draw(_ picture: Picture, in rect: CGRect) {
    record(picture.items(into: rect, transform: pixelTransform))
  }
}

/// The part of a ``CGContext`` that `saveGState()` saves.
struct GraphicsState {
  /// User space → canvas points.
  var ctm: CGAffineTransform = .identity
  /// The clip, as `pushClip` items in canvas pixels, outermost first.
  var clips: [DisplayItem] = []
  var fillColor: RGBA = .black
  var strokeColor: RGBA = .black
  var stroke = StrokeStyle(lineWidth: 1)
  var alpha: Double = 1
  var blendMode: CGBlendMode = .normal
  /// The shadow in canvas points (Core Graphics' shadow is in base space: the CTM does not
  /// turn or scale it).
  var shadow: Shadow?
  var interpolationQuality: CGInterpolationQuality = .default
}
