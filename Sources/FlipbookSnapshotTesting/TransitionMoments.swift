import CairoRaster
import Foundation
import Graphics
import HeadlessUIKit

/// Finds the frames at which a stage's transitions reach given progress fractions and renders
/// them, in one run of the stage (a stage runs once).
///
/// Progress is what `Timeline.activeTransitions` reports for each tick — the transition's visual
/// progress through its timing curve — and a fraction is placed as `flipbook verify` and
/// `FrameResolver` place it: 0 is the frame the transition starts in, 1 the frame after its last
/// (where it has completed), any other fraction the first frame whose progress reaches it, or the
/// nearest one when a cancelled transition never gets there.
@MainActor
enum TransitionMoments {
  /// A transition seen while running: its frames and its progress in each.
  struct Transition {
    var operation: String
    var startTime: TimeInterval
    var duration: TimeInterval
    var frames: [Int] = []
    var progress: [Double] = []

    func frame(reaching fraction: Double) -> Int? {
      guard let last = frames.last else { return nil }
      if fraction >= 1 { return last + 1 }
      if fraction <= 0 { return frames[0] }
      if let i = progress.firstIndex(where: { $0 >= fraction - 1e-9 }) { return frames[i] }
      let nearest = progress.indices.min { abs(progress[$0] - fraction) < abs(progress[$1] - fraction) }
      return nearest.map { frames[$0] }
    }
  }

  /// The bitmaps of the frames where every transition of `stage` (in start order) reaches each of
  /// `fractions` (in the order given): transition 1's moments, then transition 2's, ….
  ///
  /// - Precondition: `fractions` is not empty and each is within 0…1; the stage has not run, runs
  ///   at least one transition and each chosen moment falls within its frames. A violation stops
  ///   the test process naming `api`, the stage and the value.
  static func bitmaps(of stage: Stage, progress fractions: [Double], api: String) -> [Bitmap] {
    precondition(!fractions.isEmpty, "FlipbookSnapshotTesting: \(api): no progress fractions given")
    for fraction in fractions {
      precondition(
        fraction.isFinite && (0...1).contains(fraction),
        "FlipbookSnapshotTesting: \(api): progress must be within 0…1, got \(fraction)")
    }
    do {
      try stage.checkNotRun(by: api)
    } catch {
      preconditionFailure("FlipbookSnapshotTesting: \(error)")
    }
    var transitions: [Transition] = []
    var lists: [DisplayList] = []
    let count = stage.frameCount
    for index in 0..<count {
      stage.timeline.advance(to: FrameIndex(index))
      do {
        try stage.timeline.checkTransitions()
      } catch {
        preconditionFailure("FlipbookSnapshotTesting: \(api): stage '\(stage.name)' at frame \(index): \(error)")
      }
      let time = stage.timeline.time(of: FrameIndex(index))
      for record in stage.timeline.activeTransitions {
        let seen = transitions.firstIndex {
          $0.operation == record.operation && $0.startTime == record.startTime && $0.duration == record.duration
        }
        let position =
          seen
          ?? {
            transitions.append(
              Transition(operation: record.operation, startTime: record.startTime, duration: record.duration))
            return transitions.count - 1
          }()
        transitions[position].frames.append(index)
        transitions[position].progress.append(record.progress(at: time))
      }
      lists.append(stage.window.makeDisplayList())
    }
    precondition(
      !transitions.isEmpty,
      "FlipbookSnapshotTesting: \(api): stage '\(stage.name)' runs no transition in its \(count) frames")
    var chosen: [Int] = []
    for (number, transition) in transitions.enumerated() {
      for fraction in fractions {
        guard let index = transition.frame(reaching: fraction), index < count else {
          preconditionFailure(
            "FlipbookSnapshotTesting: \(api): stage '\(stage.name)': transition \(number + 1) (\(transition.operation)) started at \(transition.startTime) s and is still running at the last frame \(count - 1); lengthen the stage's duration"
          )
        }
        chosen.append(index)
      }
    }
    let rasterizer = CairoRasterizer()
    return chosen.map { index in
      do {
        return try rasterizer.render(lists[index])
      } catch {
        preconditionFailure("FlipbookSnapshotTesting: \(api): stage '\(stage.name)' frame \(index): \(error)")
      }
    }
  }
}
