import Foundation
import TestSupport

@testable import HeadlessUIKit

/// A controller that records its containment callbacks in the transition trace, between its
/// appearance callbacks, as "B.willMove(toParent: nav)" / "B.didMove(toParent: nil)".
@MainActor
final class ContainedScreen: UIViewController {
  init(_ title: String, _ color: UIColor = .white) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
    view.backgroundColor = color
  }
  required init?(coder: NSCoder) { nil }

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    TransitionTrace.record(self, "willMove(toParent: \(parent.map(TransitionTrace.name(of:)) ?? "nil"))")
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    TransitionTrace.record(self, "didMove(toParent: \(parent.map(TransitionTrace.name(of:)) ?? "nil"))")
  }
}

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

  /// The progress the rendered frames show after an interactive transition was released at
  /// `release` with progress `p` (1 − p of the duration left to play on finish, p on cancel),
  /// `elapsed` seconds later, along `curve` at `speed`.
  static func releasedProgress(
    from p: Double, finish: Bool, duration: Double, speed: Double, curve: UIView.AnimationCurve, elapsed: Double
  ) -> Double {
    let rest = (finish ? 1 - p : p) * duration / speed
    let eased = elapsed >= rest ? 1 : curve.timingCurve.progress(elapsed: elapsed, duration: rest)
    return finish ? p + (1 - p) * eased : p * (1 - eased)
  }
}
