import Foundation

/// An animated transition between a layer's old and new rendering, as Core Animation's
/// `CATransition`: `type` fade, push, moveIn, reveal, pageCurl or pageUnCurl, `subtype` the
/// direction of the motion, `startProgress`/`endProgress` the part of the transition played,
/// and the usual timing (`duration`, default 0.25 s; `timingFunction`, default linear).
///
/// Adding it with `layer.add(_:forKey:)` records the layer's current rendering (its subtree,
/// as `CALayer.picture`) as the old content; from then until the animation ends the layer is
/// drawn as the old picture and its live (new) rendering combined at progress q:
///
/// | type | drawing at progress q (motion m of the subtype, size w × h) |
/// | --- | --- |
/// | fade | new content, the old picture over it at opacity 1 − q |
/// | push | old moved by q·m·(w, h), new moved by −(1 − q)·m·(w, h) |
/// | moveIn | old in place, new over it moved by −(1 − q)·m·(w, h) |
/// | reveal | new in place, old over it moved by q·m·(w, h) |
/// | pageCurl | new in place, old over it curled from the subtype's edge to progress q |
/// | pageUnCurl | old in place, new over it curled from the subtype's edge to progress 1 − q |
///
/// As in Core Animation the animation is stored under the key `"transition"`
/// (`kCATransition`) whatever key is given, and nothing is clipped to the layer's bounds.
///
/// - Note: UIKit difference: Core Animation takes the old rendering from the last committed
///   frame, so the layer may be changed before or after `add(_:forKey:)` in the same
///   transaction; here the rendering is recorded when the transition is added, so add it
///   before changing the layer. A nil `subtype` means `.fromLeft` (`.fromBottom` for the
///   page curls). The curls' cylinder radius is a tenth of the layer's shorter side, as for
///   `UIView.transition`'s curls.
open class CATransition: CAAnimation {
  /// The kind of transition, as `type` (default `.fade`).
  open var type: CATransitionType = .fade
  /// The direction of the motion, as `subtype` (nil: from the left).
  open var subtype: CATransitionSubtype?
  /// Where the transition starts, 0…1, as `startProgress` (default 0).
  open var startProgress: Float = 0
  /// Where the transition ends, 0…1, as `endProgress` (default 1).
  open var endProgress: Float = 1
  /// The layer's rendering when the transition was added (set by `add(_:forKey:)`).
  var oldContent: Picture?

  public override init() { super.init() }

  public required init(copying other: CAAnimation) {
    super.init(copying: other)
    guard let other = other as? CATransition else { return }
    type = other.type
    subtype = other.subtype
    startProgress = other.startProgress
    endProgress = other.endProgress
    oldContent = other.oldContent
  }

  /// The transition's progress at the layer's local time `layerTime`, between
  /// `startProgress` and `endProgress`; nil outside its active time (and fill).
  func transitionProgress(at layerTime: Double) -> Double? {
    let active = ActiveTime(self, parentTime: layerTime)
    switch active.phase {
    case .before, .after: return nil
    case .active:
      let q = progress(iterationTime: active.iterationTime, duration: active.duration)
      return Double(startProgress) + (Double(endProgress) - Double(startProgress)) * q
    }
  }

  /// The key every transition is stored under, as `kCATransition`.
  public static let key = "transition"
}
