import Foundation

/// A layer that emits, moves and draws particles, as Core Animation's `CAEmitterLayer`.
///
/// Each of `emitterCells` (``CAEmitterCell``) is born on the shape `emitterShape` and
/// `emitterMode` describe (centred on `emitterPosition`, sized by `emitterSize`), at the cell's
/// `birthRate` × the layer's `birthRate` per second, and lives, moves, scales, spins and
/// changes colour as the cell says, the layer's `lifetime`, `velocity`, `scale` and `spin`
/// multiplying the cell's. `seed` seeds the per-particle variation; `renderMode` orders and
/// composites the particles. The particles are the layer's content (over its background, below
/// its sublayers), in its bounds space, clipped only by `masksToBounds`.
///
/// Emission starts when the layer joins a layer tree, at its local time then (so setting
/// `beginTime = CACurrentMediaTime()`, the usual idiom, starts it at local time 0). A change of
/// an emitter property (`birthRate`, position, shape …) applies to the particles born after it;
/// particles already alive keep the values they were born with — setting `birthRate = 0`
/// stops emission and lets the particles in flight finish, as in Core Animation.
///
/// Particles are a pure function of the seed, the emitter's history and the time (see
/// `ParticleSystem`): any frame renders the same at any frame rate, alone or in a sequence.
///
/// Nonisolated and not `Sendable`, as in the SDK (see ``CALayer`` for what runs on the main actor).
///
/// - Note: UIKit difference: particles move in 3D but are drawn flattened (z is dropped, as
///   Core Animation draws them without `preservesDepth`); `preservesDepth` is kept. The emitter
///   properties are not animatable here (set them; each setting starts a new emission period).
open class CAEmitterLayer: CALayer {
  /// The kinds of particle emitted, as `emitterCells`.
  open var emitterCells: [CAEmitterCell]?
  /// The multiplier of the cells' birth rates, as `birthRate` (default 1; 0 stops emission).
  open var birthRate: Float = 1 { didSet { emissionDidChange() } }
  /// The multiplier of the cells' lifetimes, as `lifetime` (default 1).
  open var lifetime: Float = 1 { didSet { emissionDidChange() } }
  /// The centre of the emitter shape in the layer's bounds space, as `emitterPosition`.
  open var emitterPosition: CGPoint = .zero { didSet { emissionDidChange() } }
  /// The z of the emitter shape's centre, as `emitterZPosition`.
  open var emitterZPosition: CGFloat = 0 { didSet { emissionDidChange() } }
  /// The size of the emitter shape, as `emitterSize`.
  open var emitterSize: CGSize = .zero { didSet { emissionDidChange() } }
  /// The depth of a cuboid emitter, as `emitterDepth`.
  open var emitterDepth: CGFloat = 0 { didSet { emissionDidChange() } }
  /// The emitter's shape, as `emitterShape` (default `.point`).
  open var emitterShape: CAEmitterLayerEmitterShape = .point { didSet { emissionDidChange() } }
  /// Where on the shape particles are born, as `emitterMode` (default `.volume`).
  open var emitterMode: CAEmitterLayerEmitterMode = .volume { didSet { emissionDidChange() } }
  /// The order and compositing of particles, as `renderMode` (default `.unordered`).
  open var renderMode: CAEmitterLayerRenderMode = .unordered
  /// Whether particles keep their depth, as `preservesDepth` (default false; see the type's
  /// note).
  open var preservesDepth = false
  /// The multiplier of the cells' velocities, as `velocity` (default 1).
  open var velocity: Float = 1 { didSet { emissionDidChange() } }
  /// The multiplier of the cells' scales, as `scale` (default 1).
  open var scale: Float = 1 { didSet { emissionDidChange() } }
  /// The multiplier of the cells' spins, as `spin` (default 1).
  open var spin: Float = 1 { didSet { emissionDidChange() } }
  /// The seed of the per-particle variation, as `seed` (default 0).
  open var seed: UInt32 = 0 { didSet { emissionDidChange() } }

  /// The emission periods since emission started, oldest first (empty before it starts).
  var history = EmissionHistory()
  /// Tinted particle images, by image and 8-bit colour (cleared when it grows large).
  var tintCache: [ParticleTintKey: (image: CGImage, bitmap: Bitmap)] = [:]

  /// Creates a emitter layer with Core Animation's defaults, as `init()`.
  public override init() { super.init() }

  /// A copy of `layer`'s model values, as `init(layer:)`: the `CALayer` properties and, when
  /// `layer` is a `CAEmitterLayer`, its own (the emission history is not: the copy has not started emitting).
  public override init(layer: Any) {
    if let emitter = layer as? CAEmitterLayer {
      emitterCells = emitter.emitterCells
      birthRate = emitter.birthRate
      lifetime = emitter.lifetime
      emitterPosition = emitter.emitterPosition
      emitterZPosition = emitter.emitterZPosition
      emitterSize = emitter.emitterSize
      emitterDepth = emitter.emitterDepth
      emitterShape = emitter.emitterShape
      emitterMode = emitter.emitterMode
      renderMode = emitter.renderMode
      preservesDepth = emitter.preservesDepth
      velocity = emitter.velocity
      scale = emitter.scale
      spin = emitter.spin
      seed = emitter.seed
    }
    super.init(layer: layer)
  }

  /// As `init(coder:)`; traps (see ``CALayer/init(coder:)``).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  override func didMoveToSuperlayer() {
    super.didMoveToSuperlayer()
    guard superlayer != nil, history.isEmpty else { return }
    history.start(at: max(0, localTime(forMediaTime: AnimationEngine.mediaTime)), with: emissionState)
  }

  /// Starts a new emission period when an emitter property changes after emission started.
  private func emissionDidChange() {
    guard !history.isEmpty else { return }
    let horizon = (emitterCells ?? []).map { $0.maximumSpan(Double(lifetime)) }.max() ?? 0
    history.change(at: localTime(forMediaTime: AnimationEngine.mediaTime), to: emissionState, horizon: horizon)
  }

  /// The emitter values a period keeps.
  var emissionState: EmissionState {
    EmissionState(
      birthRate: Double(birthRate), lifetime: Double(lifetime), position: emitterPosition, zPosition: emitterZPosition,
      size: emitterSize, depth: emitterDepth, shape: emitterShape, mode: emitterMode, velocity: Double(velocity),
      scale: Double(scale), spin: Double(spin), seed: seed)
  }
}
