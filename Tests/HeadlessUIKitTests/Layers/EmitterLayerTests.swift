import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("CAEmitterLayer: closed-form particles from the seed, the emitter's history and the time")
struct EmitterLayerTests {
  static func image() -> CGImage {
    CGImage(bitmap: Bitmap(width: 4, height: 4, fill: Bitmap.Pixel(r: 255, g: 255, b: 255)))
  }

  /// An emitter in a tree at t = 0 with one cell of `rate` particles a second.
  static func emitter(rate: Float = 10, lifetime: Float = 1) -> (CAEmitterLayer, CAEmitterCell) {
    let layer = CAEmitterLayer()
    let cell = CAEmitterCell()
    cell.contents = image()
    cell.birthRate = rate
    cell.lifetime = lifetime
    layer.emitterCells = [cell]
    CALayer().addSublayer(layer)
    return (layer, cell)
  }

  @Test func defaultsAreCoreAnimations() {
    let layer = CAEmitterLayer()
    #expect(layer.birthRate == 1 && layer.lifetime == 1 && layer.velocity == 1 && layer.scale == 1 && layer.spin == 1)
    #expect(layer.emitterShape == .point && layer.emitterMode == .volume && layer.renderMode == .unordered)
    #expect(layer.seed == 0 && layer.emitterPosition == .zero && layer.emitterCells == nil)
    let cell = CAEmitterCell()
    #expect(cell.birthRate == 0 && cell.lifetime == 0 && cell.scale == 1 && cell.isEnabled)
    #expect(cell.color?.rgba == .white && cell.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
  }

  /// Particle n is born at n / rate: at 0.55 s a 10/s cell has particles 0…5 alive.
  @Test func birthsFollowTheRate() {
    let timeline = Timeline(fps: 20)
    timeline.advance(to: 0)
    let (layer, _) = Self.emitter()
    let particles = ParticleSystem.particles(of: layer, at: 0.55)
    #expect(particles.map(\.number) == [0, 1, 2, 3, 4, 5])
    #expect(particles.map(\.birth) == [0, 0.1, 0.2, 0.3, 0.4, 0.5].map { $0 })
    // After 1.55 s, the ones born before 0.55 s have died (lifetime 1).
    #expect(ParticleSystem.particles(of: layer, at: 1.55).map(\.number) == Array(6...15))
  }

  /// Setting birthRate to 0 stops births; the particles in flight live out their lives.
  @Test func stoppingEmissionKeepsTheParticlesInFlight() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let (layer, cell) = Self.emitter()
    cell.velocity = 100
    timeline.advance(to: 3)
    layer.birthRate = 0
    timeline.advance(to: 8)
    let particles = ParticleSystem.particles(of: layer, at: 0.8)
    #expect(particles.map(\.number) == [0, 1, 2])
    // Particle 0 moved 0.8 s at 100 pt/s up the screen (longitude 0).
    #expect(abs(particles[0].position.x) < 1e-9 && abs(particles[0].position.y + 80) < 1e-9)
    #expect(ParticleSystem.particles(of: layer, at: 1.35).isEmpty)
  }

  /// A particle keeps the emitter position it was born with; later ones start at the new one.
  @Test func emitterChangesApplyToLaterBirths() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let (layer, _) = Self.emitter()
    layer.emitterPosition = CGPoint(x: 10, y: 10)  // at t = 0: the first period's
    timeline.advance(to: 2)
    layer.emitterPosition = CGPoint(x: 50, y: 50)
    timeline.advance(to: 3)
    let particles = ParticleSystem.particles(of: layer, at: 0.3)
    #expect(particles.map(\.position) == [10, 10, 50, 50].map { CGPoint(x: $0, y: $0) })
  }

  /// The same seed gives the same particles; another seed other ones.
  @Test func theSeedDrivesTheVariation() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    func positions(seed: UInt32) -> [CGPoint] {
      let (layer, cell) = Self.emitter()
      cell.velocity = 50
      cell.emissionRange = 2 * .pi
      layer.seed = seed
      return ParticleSystem.particles(of: layer, at: 0.5).map(\.position)
    }
    #expect(positions(seed: 1) == positions(seed: 1))
    #expect(positions(seed: 1) != positions(seed: 2))
  }

  /// Ranges vary values within ± the range; speeds change them with age.
  @Test func rangesAndSpeedsShapeEachParticle() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let (layer, cell) = Self.emitter(rate: 100, lifetime: 10)
    cell.scale = 2
    cell.scaleRange = 0.5
    cell.scaleSpeed = -0.1
    cell.alphaSpeed = -0.25
    cell.spin = 1
    let particles = ParticleSystem.particles(of: layer, at: 1)
    for particle in particles {
      let age = 1 - particle.birth
      #expect(abs(particle.scale + 0.1 * age - 2) <= 0.5 + 1e-9)
      #expect(abs(particle.color.alpha - (1 - 0.25 * age)) < 1e-9)
      #expect(abs(particle.angle - CGFloat(age)) < 1e-9)
    }
    #expect(Set(particles.map { ($0.scale * 1000).rounded() }).count > 10, "scales vary")
  }

  /// A sub-cell is emitted from its parent particle's position while the parent lives.
  @Test func subCellsAreBornFromTheirParent() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let layer = CAEmitterLayer()
    let rocket = CAEmitterCell()
    rocket.birthRate = 1
    rocket.lifetime = 1
    rocket.velocity = 100
    rocket.emissionLongitude = 0  // up
    let spark = CAEmitterCell()
    spark.contents = Self.image()
    spark.birthRate = 10
    spark.lifetime = 0.5
    spark.beginTime = 0.5
    rocket.emitterCells = [spark]
    layer.emitterCells = [rocket]
    CALayer().addSublayer(layer)
    let sparks = ParticleSystem.particles(of: layer, at: 0.75).filter { $0.cell === spark }
    #expect(sparks.map(\.number) == [0, 1, 2])
    for (spark, y) in zip(sparks, [-50.0, -60, -70]) {
      #expect(abs(spark.position.x) < 1e-9 && abs(spark.position.y - y) < 1e-9, "\(spark.position)")
    }
  }

  /// `beginTime = CACurrentMediaTime()` (the usual idiom) starts emission at local time 0.
  @Test func emissionStartsWhenTheLayerJoinsATree() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    timeline.advance(to: 20)
    let layer = CAEmitterLayer()
    layer.beginTime = CACurrentMediaTime()
    let cell = CAEmitterCell()
    cell.birthRate = 10
    cell.lifetime = 5
    layer.emitterCells = [cell]
    #expect(layer.history.isEmpty, "no emission before it joins a tree")
    CALayer().addSublayer(layer)
    #expect(layer.history.emissionStart == 0)
    timeline.advance(to: 25)
    #expect(ParticleSystem.particles(of: layer, at: layer.localTime(forMediaTime: 2.5)).count == 6)
  }
}
