import Foundation

/// A page curl as the display list carries it: a flat page (the offscreen rendering of a
/// ``DisplayItem/beginPageCurl(_:width:height:)`` group) partly wrapped round a cylinder and
/// folded back over itself, seen from above — UIKit's `.transitionCurlUp`/`.transitionCurlDown`
/// and the modal `.partialCurl`.
///
/// The geometry, in the page's pixel space (origin top left, y down): `n = (cos angle,
/// sin angle)` points towards the edge that lifts first. A cylinder of `radius` lies on the
/// page with its axis perpendicular to `n`, at `axisOffset(pageWidth:pageHeight:)` along `n`.
/// A page point at distance `d` along `n` beyond the axis is wrapped: arc length `d` round the
/// cylinder (angle θ = d / radius), then, past half a turn, flat again on top, upside down,
/// travelling back against `n`. Seen orthographically from above:
///
/// ```
///            ┌── back side (mirrored, lightened) ──┐  ╭─╮ ← cylinder (radius r)
///  ──────────┴── front side, flat ───────────────────╯ │   page lifted off: what is below
///   fixed part                                axis ─┘   shows, darkened by the curl's shadow
/// ```
///
/// `progress` 0 leaves the page flat (the axis at the page's far corner along `n`); 1 moves
/// the axis so far back that the whole page, folded, has left the page rectangle. The curl is
/// drawn inside the page rectangle only.
public struct PageCurl: Sendable, Hashable, CustomStringConvertible {
  /// The direction towards the edge (or corner) that lifts first, in radians, in the page's
  /// pixel space (0 = towards +x, π/2 = towards the bottom edge).
  public var angle: Double
  /// The cylinder's radius in page pixels.
  public var radius: Double
  /// How far the curl has travelled, 0 (flat) … 1 (the page has left).
  public var progress: Double
  /// Whether the back of the page is drawn where it is folded over (a layer's
  /// `isDoubleSided`); when false the front underneath shows through there.
  public var showsBackSide: Bool
  /// Maps page pixels to target pixels (affine).
  public var transform: CGAffineTransform
  /// Where the back of the page is drawn in the offscreen image, in page pixels from the
  /// front's origin (a double-sided page, `UIPageViewController.isDoubleSided`): the back of
  /// the page point `q` is the image's pixel at `q + offset`, already mirrored by whoever drew
  /// it. Both zero: the back is the mirrored front (whitened), as a one-page curl shows it.
  /// The front is the image's part before the offset, less ``backPageGap``.
  public var backPageOffsetX: Double
  public var backPageOffsetY: Double
  /// Whether the folded part is drawn past the page rectangle, on the side opposite
  /// ``direction`` (a book's leaf turning over its spine onto the facing page: at progress 1 it
  /// lies there, mirrored about the spine); otherwise the curl is drawn inside the page only.
  public var foldsBeyondPage: Bool

  public init(
    angle: Double, radius: Double, progress: Double, showsBackSide: Bool = true,
    transform: CGAffineTransform = .identity, backPageOffsetX: Double = 0, backPageOffsetY: Double = 0,
    foldsBeyondPage: Bool = false
  ) {
    self.angle = angle
    self.radius = radius
    self.progress = progress
    self.showsBackSide = showsBackSide
    self.transform = transform
    self.backPageOffsetX = backPageOffsetX
    self.backPageOffsetY = backPageOffsetY
    self.foldsBeyondPage = foldsBeyondPage
  }

  /// The transparent pixels between the front and the back in the offscreen image of a
  /// double-sided page, so that filtering one never reads the other.
  public static let backPageGap = 2.0

  /// Whether the image holds a back page (see ``backPageOffsetX``).
  public var hasBackPage: Bool { backPageOffsetX > 0 || backPageOffsetY > 0 }

  /// The front page's size in a `width × height` offscreen image.
  public func frontSize(imageWidth width: Double, imageHeight height: Double) -> (width: Double, height: Double) {
    (
      backPageOffsetX > 0 ? max(0, backPageOffsetX - Self.backPageGap) : width,
      backPageOffsetY > 0 ? max(0, backPageOffsetY - Self.backPageGap) : height
    )
  }

  /// How much of white is mixed into the back of the page: iOS shows the back of a curled
  /// page as a pale, mirrored image of its front.
  /// - Note: UIKit difference: Apple does not document the back side's look; 0.65 matches it.
  public static let backSideWhitening = 0.65
  /// How much the front side darkens where it turns away on the cylinder: the colour is
  /// multiplied by `1 − frontShading · sin θ`.
  public static let frontShading = 0.25
  /// The opacity of the shadow the curl casts onto what is below, at the axis.
  public static let shadowOpacity = 0.4
  /// How far the shadow reaches beyond the cylinder, in radii.
  public static let shadowReach = 1.0

  /// The unit vector towards the edge that lifts first.
  public var direction: (dx: Double, dy: Double) { (cos(angle), sin(angle)) }

  /// The axis's distance from the origin along ``direction`` for a `pageWidth × pageHeight`
  /// page at ``progress``: from the page's furthest corner along `n` (progress 0) back to
  /// `πr/2` behind its nearest corner (progress 1), where the folded page lies wholly outside
  /// the page rectangle.
  public func axisOffset(pageWidth: Double, pageHeight: Double) -> Double {
    let n = direction
    let alongX: Double = n.dx * pageWidth
    let alongY: Double = n.dy * pageHeight
    let nearest: Double = min(0, alongX) + min(0, alongY)
    let furthest: Double = max(0, alongX) + max(0, alongY)
    let travel: Double = furthest - nearest + Double.pi * radius / 2
    return furthest - progress * travel
  }

  public var description: String {
    let f = DisplayList.format
    let m = transform
    return
      "curl angle=\(f(angle)) radius=\(f(radius)) progress=\(f(progress))\(showsBackSide ? "" : " one-sided")"
      + (hasBackPage ? " back=\(f(backPageOffsetX)),\(f(backPageOffsetY))" : "") + (foldsBeyondPage ? " spine" : "")
      + " [\(f(m.a)) \(f(m.b)) \(f(m.c)) \(f(m.d)) \(f(m.tx)) \(f(m.ty))]"
  }
}
