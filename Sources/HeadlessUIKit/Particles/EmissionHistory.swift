import Foundation

/// The emitter values in effect for one period of an emitter layer's emission.
struct EmissionState: Equatable {
  var birthRate: Double
  var lifetime: Double
  var position: CGPoint
  var zPosition: CGFloat
  var size: CGSize
  var depth: CGFloat
  var shape: CAEmitterLayerEmitterShape
  var mode: CAEmitterLayerEmitterMode
  var velocity: Double
  var scale: Double
  var spin: Double
  var seed: UInt32
}

/// An emitter layer's emission periods: each starts at a layer-local time with the emitter
/// values set then, and lasts until the next one starts. Particles are numbered across periods
/// by how many a cell's rate has produced since emission started (``births(before:)``), so a
/// particle's number — and everything derived from it — does not depend on when it is looked at.
struct EmissionHistory {
  struct Period {
    var start: Double
    var state: EmissionState
    /// The emitter-rate integral ∫ birthRate dt from emission start to `start` (the births of a
    /// cell whose own rate is 1).
    var birthsBefore: Double
  }

  private(set) var periods: [Period] = []

  var isEmpty: Bool { periods.isEmpty }

  /// When emission started (nil before).
  private(set) var emissionStart: Double?

  mutating func start(at time: Double, with state: EmissionState) {
    periods = [Period(start: time, state: state, birthsBefore: 0)]
    emissionStart = time
  }

  /// Starts a period at `time` (not before the last one's start) with `state`, forgetting the
  /// periods that ended more than `horizon` seconds earlier (no particle of theirs is alive).
  mutating func change(at time: Double, to state: EmissionState, horizon: Double) {
    guard let last = periods.last, last.state != state else { return }
    let start = max(time, last.start)
    if start == last.start {
      periods[periods.count - 1].state = state
      return
    }
    let births = last.birthsBefore + max(0, last.state.birthRate) * (start - last.start)
    periods.append(Period(start: start, state: state, birthsBefore: births))
    // Keep the first period's birth count as the origin: later numbers are unchanged.
    while periods.count > 2, periods[1].start < start - horizon - 1 {
      periods.removeFirst()
    }
  }

  /// The period in effect at `time`'s index (nil before emission started).
  func periodIndex(at time: Double) -> Int? {
    guard let first = periods.first, time >= first.start else { return nil }
    var low = 0
    var high = periods.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if periods[middle].start <= time { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// ∫ birthRate dt from emission start to `time` (0 before it).
  func births(before time: Double) -> Double {
    guard let index = periodIndex(at: time) else { return 0 }
    let period = periods[index]
    return period.birthsBefore + max(0, period.state.birthRate) * (time - period.start)
  }
}
