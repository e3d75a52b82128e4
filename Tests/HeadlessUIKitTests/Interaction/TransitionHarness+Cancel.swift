import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

extension TransitionHarness {
  /// The trace lines about the controllers titled `names` (appearance and containment
  /// callbacks), in order, from line `start` on.
  func callbacks(of names: Set<String>, from start: Int = 0) -> [String] {
    trace.lines.dropFirst(start).filter { line in
      guard let dot = line.firstIndex(of: ".") else { return false }
      return names.contains(String(line[..<dot]))
    }
  }

  /// Starts an interactive transition at `time` with `start` (which must begin a transition the
  /// delegate makes interactive), then calls `update` with each scheduled percentage and ends it
  /// with `finish()` or `cancel()` at `release`.
  func drive(
    _ interaction: UIPercentDrivenInteractiveTransition, startingAt time: Double, _ start: @escaping () -> Void,
    updates: [(time: Double, percent: CGFloat)], release: Double, finish: Bool
  ) {
    timeline.schedule(at: time) { start() }
    for update in updates { timeline.schedule(at: update.time) { interaction.update(update.percent) } }
    timeline.schedule(at: release) { if finish { interaction.finish() } else { interaction.cancel() } }
  }

  /// Expects the progress shown after an interactive transition was released at `release` with
  /// progress `p`: the rest — (1 − p)·duration / speed on finish, p·duration / speed on cancel —
  /// plays along `curve`. Ticks every frame of the rest while `running()` and compares `shown()`
  /// with the curve; returns the rest's length in seconds.
  @discardableResult
  func expectReleasedProgress(
    from p: Double, release: Double, finish: Bool, duration: Double, speed: Double, curve: UIView.AnimationCurve,
    running: () -> Bool, shown: () -> Double, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Double {
    let rest = (finish ? 1 - p : p) * duration / speed
    var frame = 1
    while Double(frame) / 60 < rest - 1e-9 {
      let elapsed = Double(frame) / 60
      run(to: release + elapsed)
      guard running() else { break }
      let eased = curve.timingCurve.progress(elapsed: elapsed, duration: rest)
      let expected = finish ? p + (1 - p) * eased : p * (1 - eased)
      #expect(
        isApproximatelyEqual(shown(), expected, tolerance: 1e-6), "\(elapsed) s after the release",
        sourceLocation: sourceLocation)
      frame += 1
    }
    return rest
  }
}
