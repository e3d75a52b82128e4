import Foundation
import HeadlessUIKit

/// Turns a ``FrameSelection`` into frame indices by running a stage once without rendering:
/// each tick's `Timeline.activeTransitions` gives the transitions running and the progress each
/// reports — its *visual* progress, how far its lead animation shows its change through its
/// timing curve (see `TransitionRecord`). A progress point is the first frame whose reported
/// progress reaches the fraction (the frame nearest to it when a cancelled transition never
/// gets there), 0 is the frame the transition starts in, and 1 is the frame after its last,
/// where it has completed. Plain, percent-driven, interruptible and custom-container
/// transitions are placed the same way.
@MainActor
public enum FrameResolver {
  /// A transition seen while probing.
  public struct Transition: Sendable, Hashable {
    public var operation: String
    public var startTime: TimeInterval
    public var duration: TimeInterval
    /// The frames the transition was seen running in, and its reported progress in each.
    public var frames: [Int] = []
    public var progress: [Double] = []

    /// The frame at which the transition first reaches `fraction`.
    func frame(reaching fraction: Double) -> Int? {
      guard let last = frames.last else { return nil }
      if fraction >= 1 { return last + 1 }  // the frame where it has completed
      if fraction <= 0 { return frames[0] }
      if let i = progress.firstIndex(where: { $0 >= fraction - 1e-9 }) { return frames[i] }
      let nearest = progress.indices.min { abs(progress[$0] - fraction) < abs(progress[$1] - fraction) }
      return nearest.map { frames[$0] }
    }
  }

  /// Ticks `stage` through all its frames (it cannot be used again) and lists the container
  /// transitions that started, in start order, with their progress in every frame.
  ///
  /// - Throws: `StageError.alreadyRun` when the stage has run before.
  public static func transitions(of stage: Stage) throws -> [Transition] {
    try stage.checkNotRun(by: "FrameResolver")
    var seen: [Transition] = []
    for index in 0..<stage.frameCount {
      stage.timeline.advance(to: FrameIndex(index))
      let time = stage.timeline.time(of: FrameIndex(index))
      for record in stage.timeline.activeTransitions {
        var position = seen.firstIndex {
          $0.operation == record.operation && $0.startTime == record.startTime && $0.duration == record.duration
        }
        if position == nil {
          seen.append(Transition(operation: record.operation, startTime: record.startTime, duration: record.duration))
          position = seen.count - 1
        }
        if let position {
          seen[position].frames.append(index)
          seen[position].progress.append(record.progress(at: time))
        }
      }
    }
    return seen
  }

  /// Resolves `selection` against `stage` (which is run to its end and cannot be used again).
  ///
  /// - Throws: ``GoldenError/invalidFramePoint(scene:point:reason:)`` for a time or frame outside
  ///   the stage, a progress outside 0…1, a transition number the stage does not have, progress
  ///   points on a stage without transitions, or a transition that ends after the last frame;
  ///   `StageError.alreadyRun` when the stage has run before.
  public static func resolve(_ selection: FrameSelection, stage: Stage) throws -> [ResolvedFrame] {
    try stage.checkNotRun(by: "FrameResolver")
    let fps = Double(stage.timeline.fps)
    let count = stage.frameCount
    let name = stage.name
    let needsTransitions = selection.points.contains { if case .progress = $0 { return true } else { return false } }
    let transitions = needsTransitions ? try Self.transitions(of: stage) : []
    func time(_ index: Int) -> Double { Double(index) / fps }
    func bad(_ point: FramePoint, _ reason: String) -> GoldenError {
      .invalidFramePoint(scene: name, point: point.description, reason: reason)
    }
    var frames: [ResolvedFrame] = []
    for point in selection.points {
      switch point {
      case .frame(let index):
        guard (0..<count).contains(index) else { throw bad(point, "the stage has frames 0…\(count - 1)") }
        frames.append(
          ResolvedFrame(label: label(frame: index), index: index, time: time(index), detail: "frame \(index)"))
      case .time(let seconds):
        let index = Int((seconds * fps - 1e-6).rounded(.up))
        guard seconds.isFinite, seconds >= 0, index < count else {
          throw bad(point, "the stage covers 0…\(time(count - 1)) s")
        }
        frames.append(
          ResolvedFrame(
            label: "time-" + String(format: "%.3f", seconds) + "s", index: index, time: time(index),
            detail: "t = \(seconds) s"))
      case .progress(let fraction, let number):
        guard fraction.isFinite, (0...1).contains(fraction) else { throw bad(point, "progress must be 0…1") }
        guard !transitions.isEmpty else { throw bad(point, "the stage runs no transition") }
        let chosen: [Int]
        if let number {
          guard (1...transitions.count).contains(number) else {
            throw bad(point, "the stage runs \(transitions.count) transition(s)")
          }
          chosen = [number]
        } else {
          chosen = Array(1...transitions.count)
        }
        for number in chosen {
          let transition = transitions[number - 1]
          guard let index = transition.frame(reaching: fraction), index < count else {
            throw bad(
              point,
              "transition \(number) (\(transition.operation)) started at \(transition.startTime) s and is still running at the last frame (\(time(count - 1)) s)"
            )
          }
          frames.append(
            ResolvedFrame(
              label: "transition\(number)-\(transition.operation)-p\(format(progress: fraction))", index: index,
              time: time(index), detail: "\(transition.operation) (transition \(number)) at \(Int(fraction * 100)) %"))
        }
      }
    }
    // In time order (stable: equal frames keep the selection's order), so reports read along the timeline.
    return frames.enumerated().sorted { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }.map(\.element)
  }

  /// `frame-0012`.
  static func label(frame index: Int) -> String {
    "frame-" + String(repeating: "0", count: max(0, 4 - String(index).count)) + String(index)
  }

  /// At least two decimals, more when needed: 0.25, 0.50, 1.00, 0.125.
  static func format(progress: Double) -> String {
    var text = String(format: "%.6f", progress)
    while text.hasSuffix("0"), text.split(separator: ".").last.map({ $0.count > 2 }) == true { text.removeLast() }
    return text
  }
}
