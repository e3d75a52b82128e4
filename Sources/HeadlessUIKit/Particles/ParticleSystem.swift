import Foundation

/// The particle system behind ``CAEmitterLayer``: closed-form and deterministic.
///
/// Nothing is simulated step by step. A cell's particles are numbered in birth order across
/// the emitter's history (``EmissionHistory``): particle n is born when the integral of the
/// cell's birth rate since emission started reaches n, so its birth time follows from the
/// history alone. Its variation (lifetime, speed, direction, scale, spin, colour, place on the
/// emitter shape) comes from a hash of the seed, its cell and n (``ParticleRandom``), and its
/// state at age a from the equations of motion (position p₀ + v·a + ½·g·a², scale s + s′·a,
/// angle ω·a, colour c + c′·a). Sub-cells are numbered the same way within their parent
/// particle. So a frame's particles are a pure function of (seed, emitter history, time): the
/// same at any frame rate or thread count, and any frame can be rendered on its own.
enum ParticleSystem {
  /// One particle as drawn at one moment.
  struct Particle {
    var cell: CAEmitterCell
    /// The cell's index among all the cells drawn (for `.unordered`).
    var cellOrder: Int
    var number: Int
    var birth: Double
    var position: CGPoint
    var z: CGFloat
    var scale: CGFloat
    var angle: CGFloat
    var color: RGBA
  }

  /// Where a particle starts and the emitter values it was born with.
  private struct Origin {
    var position: CGPoint
    var z: CGFloat
    var state: EmissionState
  }

  /// The particles of `layer` alive at its local time `time`.
  static func particles(of layer: CAEmitterLayer, at time: Double) -> [Particle] {
    guard let emissionStart = layer.history.emissionStart, time >= emissionStart else { return [] }
    var result: [Particle] = []
    var order = 0
    for (index, cell) in (layer.emitterCells ?? []).enumerated() {
      let path = ParticleRandom.childPath(0, index)
      topLevel(cell, path: path, layer: layer, start: emissionStart, time: time, order: &order, into: &result)
    }
    return result
  }

  /// A top-level cell's particles: births follow the emitter's history.
  private static func topLevel(
    _ cell: CAEmitterCell, path: UInt64, layer: CAEmitterLayer, start: Double, time: Double, order: inout Int,
    into result: inout [Particle]
  ) {
    let cellOrder = order
    order += 1
    guard cell.isEnabled else { return }
    let rate = Double(cell.birthRate)
    let history = layer.history
    guard rate > 0, let periodNow = history.periodIndex(at: time) else { return }
    let windowStart = start + cell.beginTime
    let windowEnd = cell.duration > 0 ? windowStart + cell.duration : .infinity
    let span = cell.maximumSpan(history.periods[periodNow].state.lifetime)
    let from = max(windowStart, time - span)
    let to = min(windowEnd, time)
    guard from <= to else { return }
    // Births counted from the window's start: particle n is born when rate × ∫ birthRate
    // since `windowStart` reaches n.
    let base = history.births(before: windowStart) * rate
    let first = Int(max(0, (history.births(before: from) * rate - base - 1e-9).rounded(.up)))
    let endCount = history.births(before: to) * rate - base
    let last = to < windowEnd ? Int((endCount + 1e-9).rounded(.down)) : Int((endCount - 1e-9).rounded(.up)) - 1
    guard first <= last else { return }
    for n in first...last {
      guard let birth = birthTime(ofBirth: (Double(n) + base) / rate, history: history), birth <= time,
        let index = history.periodIndex(at: birth)
      else { continue }
      let state = history.periods[index].state
      let random = ParticleRandom(seed: state.seed, path: path, number: n)
      let origin = Origin(position: emitterPoint(state, random), z: state.zPosition, state: state)
      emit(cell, cellOrder: cellOrder, path: path, number: n, birth: birth, origin: origin, time: time, into: &result)
    }
  }

  /// The time at which ∫ birthRate since emission started reaches `births`; nil when it
  /// reaches it while emission is stopped (`birthRate` 0: the particle is never born).
  private static func birthTime(ofBirth births: Double, history: EmissionHistory) -> Double? {
    let periods = history.periods
    var index = periods.count - 1
    while index > 0, periods[index].birthsBefore > births { index -= 1 }
    let period = periods[index]
    guard period.state.birthRate > 0 else { return nil }
    return period.start + (births - period.birthsBefore) / period.state.birthRate
  }

  /// Adds particle `number` of `cell` (born at `birth` from `origin`) if alive at `time`, then
  /// the particles its sub-cells emitted.
  private static func emit(
    _ cell: CAEmitterCell, cellOrder: Int, path: UInt64, number: Int, birth: Double, origin: Origin, time: Double,
    into result: inout [Particle]
  ) {
    let state = origin.state
    let random = ParticleRandom(seed: state.seed, path: path, number: number)
    let life = max(0, (Double(cell.lifetime) + Double(cell.lifetimeRange) * random.signed(0)) * state.lifetime)
    let age = time - birth
    let speed = (Double(cell.velocity) + Double(cell.velocityRange) * random.signed(1)) * state.velocity
    let range = Double(cell.emissionRange)
    let longitude = Double(cell.emissionLongitude) + range * (random.unit(2) - 0.5)
    let latitude = Double(cell.emissionLatitude) + range * (random.unit(3) - 0.5)
    // Longitude 0 points up the screen (−y), turning clockwise: π/2 is +x, π is down (the
    // usual confetti), as UIKit-era emitters use it; latitude tilts out of the plane.
    let direction = (cos(latitude) * sin(longitude), -cos(latitude) * cos(longitude), sin(latitude))
    let acceleration = (Double(cell.xAcceleration), Double(cell.yAcceleration), Double(cell.zAcceleration))
    func place(at a: Double) -> (CGPoint, CGFloat) {
      let x = Double(origin.position.x) + speed * direction.0 * a + 0.5 * acceleration.0 * a * a
      let y = Double(origin.position.y) + speed * direction.1 * a + 0.5 * acceleration.1 * a * a
      let z = Double(origin.z) + speed * direction.2 * a + 0.5 * acceleration.2 * a * a
      return (CGPoint(x: x, y: y), CGFloat(z))
    }
    if age >= 0, age < life {
      let (position, z) = place(at: age)
      let scale =
        (Double(cell.scale) + Double(cell.scaleRange) * random.signed(4)) * state.scale
        + Double(cell.scaleSpeed) * age
      let spin = (Double(cell.spin) + Double(cell.spinRange) * random.signed(5)) * state.spin
      let base = cell.color?.rgba ?? .white
      let color = RGBA(
        red: base.red + Double(cell.redRange) * random.signed(6) + Double(cell.redSpeed) * age,
        green: base.green + Double(cell.greenRange) * random.signed(7) + Double(cell.greenSpeed) * age,
        blue: base.blue + Double(cell.blueRange) * random.signed(8) + Double(cell.blueSpeed) * age,
        alpha: base.alpha + Double(cell.alphaRange) * random.signed(9) + Double(cell.alphaSpeed) * age
      ).clamped
      result.append(
        Particle(
          cell: cell, cellOrder: cellOrder, number: number, birth: birth, position: position, z: z,
          scale: CGFloat(scale), angle: CGFloat(spin * age), color: color))
    }
    // Sub-cells: born from this particle's position while it lives.
    for (index, child) in (cell.emitterCells ?? []).enumerated() where child.isEnabled && child.birthRate > 0 {
      let childPath = ParticleRandom.childPath(ParticleRandom.childPath(path, number), index)
      let rate = Double(child.birthRate) * max(0, state.birthRate)
      let windowStart = birth + child.beginTime
      let windowEnd = min(birth + life, child.duration > 0 ? windowStart + child.duration : .infinity)
      let span = child.maximumSpan(state.lifetime)
      let from = max(windowStart, time - span)
      let to = min(windowEnd, time)
      guard from <= to else { continue }
      let first = Int(max(0, ((from - windowStart) * rate - 1e-9).rounded(.up)))
      let endCount = (to - windowStart) * rate
      let last = to < windowEnd ? Int((endCount + 1e-9).rounded(.down)) : Int((endCount - 1e-9).rounded(.up)) - 1
      guard first <= last else { continue }
      for n in first...last {
        let childBirth = windowStart + Double(n) / rate
        let (position, z) = place(at: childBirth - birth)
        emit(
          child, cellOrder: cellOrder, path: childPath, number: n, birth: childBirth,
          origin: Origin(position: position, z: z, state: state), time: time, into: &result)
      }
    }
  }

  /// Where on the emitter shape a particle starts (see ``CAEmitterLayerEmitterMode``).
  private static func emitterPoint(_ state: EmissionState, _ random: ParticleRandom) -> CGPoint {
    let c = state.position
    let w = Double(state.size.width)
    let h = Double(state.size.height)
    let u = random.unit(10)
    let v = random.unit(11)
    func at(_ dx: Double, _ dy: Double) -> CGPoint { CGPoint(x: Double(c.x) + dx, y: Double(c.y) + dy) }
    switch state.shape {
    case .line:
      if state.mode == .points { return at(u < 0.5 ? -w / 2 : w / 2, 0) }
      return at((u - 0.5) * w, 0)
    case .rectangle, .cuboid:
      switch state.mode {
      case .points:
        let corner = Int(u * 4)
        return at(corner % 2 == 0 ? -w / 2 : w / 2, corner < 2 ? -h / 2 : h / 2)
      case .outline:
        // A point on the perimeter, by length.
        var d = u * 2 * (w + h)
        if d < w { return at(d - w / 2, -h / 2) }
        d -= w
        if d < h { return at(w / 2, d - h / 2) }
        d -= h
        if d < w { return at(w / 2 - d, h / 2) }
        return at(-w / 2, h / 2 - (d - w))
      default: return at((u - 0.5) * w, (v - 0.5) * h)
      }
    case .circle, .sphere:
      let angle = v * 2 * .pi
      switch state.mode {
      case .points: return c
      case .outline: return at(w * cos(angle), w * sin(angle))
      default:
        let r = w * u.squareRoot()
        return at(r * cos(angle), r * sin(angle))
      }
    default: return c
    }
  }
}
