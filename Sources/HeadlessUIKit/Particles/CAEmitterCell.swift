import Foundation

/// One kind of particle an emitter layer emits, as Core Animation's `CAEmitterCell`.
///
/// Every value with a `…Range` is varied per particle uniformly within ± the range (so
/// `lifetime` 2 with `lifetimeRange` 0.5 lives 1.5…2.5 s); every `…Speed` changes the value
/// per second of the particle's life. The emitter layer's `birthRate`, `lifetime`, `velocity`,
/// `scale` and `spin` multiply the cell's.
///
/// A particle starts on the emitter shape, moving at `velocity` in the direction of
/// `emissionLongitude` (in the x-y plane: 0 is up the screen, `.pi / 2` to the right, `.pi`
/// down, as iOS emitters are written — rockets rise at 0, confetti falls at `.pi`) and
/// `emissionLatitude` (out of the plane), spread by `emissionRange`, accelerated by
/// `xAcceleration`/`yAcceleration`/`zAcceleration`. It draws `contents` (a `CGImage`) centred
/// on its position, `width / contentsScale` points wide, scaled by `scale` (+ `scaleSpeed` ×
/// age), turned by `spin` radians a second, its pixels multiplied by `color`.
///
/// `emitterCells` makes each particle an emitter of its own: sub-cells are born from the
/// particle's position while it lives. `beginTime` and `duration` (``CAMediaTiming``) bound
/// when the cell emits: from the emitter's start for a top-level cell, from the particle's
/// birth for a sub-cell (`duration` 0: as long as it may).
///
/// Nonisolated and not `Sendable`, as in the SDK.
///
/// - Note: UIKit difference: a change to a cell's properties applies to all its particles,
///   including those already alive (Core Animation copies the cells at the next commit). A
///   cell's `speed`, `timeOffset`, `repeatCount`, `repeatDuration`, `autoreverses` and
///   `fillMode` are kept but do not affect emission.
open class CAEmitterCell: CAMediaTiming {
  /// The cell's name, as `name` (nil by default).
  open var name: String?
  /// Whether the cell emits, as `isEnabled` (default true).
  open var isEnabled = true
  /// Particles born per second, as `birthRate` (default 0).
  open var birthRate: Float = 0
  /// A particle's life in seconds, as `lifetime` (default 0).
  open var lifetime: Float = 0
  /// The ± variation of `lifetime`, as `lifetimeRange`.
  open var lifetimeRange: Float = 0
  /// The direction's angle out of the x-y plane, in radians, as `emissionLatitude`.
  open var emissionLatitude: CGFloat = 0
  /// The direction's angle in the x-y plane, in radians (0: up the screen, `.pi`: down), as
  /// `emissionLongitude`.
  open var emissionLongitude: CGFloat = 0
  /// The cone the directions spread over, in radians (± half of it), as `emissionRange`
  /// (2π: every direction).
  open var emissionRange: CGFloat = 0
  /// The initial speed in points per second, as `velocity`.
  open var velocity: CGFloat = 0
  /// The ± variation of `velocity`, as `velocityRange`.
  open var velocityRange: CGFloat = 0
  /// The acceleration along x in points per second², as `xAcceleration`.
  open var xAcceleration: CGFloat = 0
  /// The acceleration along y (positive is down on screen), as `yAcceleration`.
  open var yAcceleration: CGFloat = 0
  /// The acceleration along z, as `zAcceleration`.
  open var zAcceleration: CGFloat = 0
  /// The size multiplier, as `scale` (default 1).
  open var scale: CGFloat = 1
  /// The ± variation of `scale`, as `scaleRange`.
  open var scaleRange: CGFloat = 0
  /// The change of `scale` per second, as `scaleSpeed`.
  open var scaleSpeed: CGFloat = 0
  /// The rotation speed in radians per second, as `spin`.
  open var spin: CGFloat = 0
  /// The ± variation of `spin`, as `spinRange`.
  open var spinRange: CGFloat = 0
  /// The colour the contents are multiplied by, as `color` (default opaque white).
  open var color: CGColor? = CGColor(RGBA.white)
  /// The ± variation of the red component, as `redRange`.
  open var redRange: Float = 0
  /// The ± variation of the green component, as `greenRange`.
  open var greenRange: Float = 0
  /// The ± variation of the blue component, as `blueRange`.
  open var blueRange: Float = 0
  /// The ± variation of the alpha component, as `alphaRange`.
  open var alphaRange: Float = 0
  /// The change of the red component per second, as `redSpeed`.
  open var redSpeed: Float = 0
  /// The change of the green component per second, as `greenSpeed`.
  open var greenSpeed: Float = 0
  /// The change of the blue component per second, as `blueSpeed`.
  open var blueSpeed: Float = 0
  /// The change of the alpha component per second, as `alphaSpeed` (negative fades out).
  open var alphaSpeed: Float = 0
  /// The particle's image, as `contents`: a `CGImage` (nil draws nothing, as in Core
  /// Animation, while the cell can still emit sub-cells).
  ///
  /// - Precondition: a `CGImage` or nil (a `UIImage` is a common mistake: pass `cgImage`).
  open var contents: Any? {
    didSet {
      if let contents, !(contents is CGImage) {
        preconditionFailure("CAEmitterCell.contents must be a CGImage, got \(type(of: contents)) (use .cgImage)")
      }
    }
  }
  /// The part of `contents` drawn, in unit coordinates, as `contentsRect` (default the whole).
  open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// Pixels per point of `contents`, as `contentsScale` (default 1).
  open var contentsScale: CGFloat = 1
  /// The cells each particle emits, as `emitterCells`.
  open var emitterCells: [CAEmitterCell]?

  // MARK: CAMediaTiming

  /// When the cell starts emitting, as `beginTime` (see the type's discussion).
  open var beginTime: CFTimeInterval = 0
  /// How long the cell emits (0: as long as it may), as `duration`.
  open var duration: CFTimeInterval = 0
  open var speed: Float = 1
  open var timeOffset: CFTimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses = false
  open var fillMode: CAMediaTimingFillMode = .removed

  public init() {}

  /// The longest a particle of this cell lives, times `lifetimeScale`.
  func maximumLifetime(_ lifetimeScale: Double) -> Double {
    max(0, Double(lifetime + abs(lifetimeRange)) * lifetimeScale)
  }

  /// The longest a particle of this cell or anything it emits can be seen after its birth.
  func maximumSpan(_ lifetimeScale: Double) -> Double {
    let own = maximumLifetime(lifetimeScale)
    let children = (emitterCells ?? []).map { $0.maximumSpan(lifetimeScale) }.max() ?? 0
    return own + children
  }
}
