import Foundation

/// What a stage does over its duration, as text that reads well in a pull request: every
/// transition call recorded by ``TransitionTrace`` (delegate questions, protocol calls,
/// appearance callbacks, completions) stamped with the frame it happened in, and the display
/// list of chosen frames.
///
/// Cheap to make (no rasterising) and independent of raster details, so it serves as a golden
/// of its own: a changed callback order shows as a changed line.
///
/// - Note: UIKit difference: UIKit has no such recording; it is a Flipbook addition.
public struct StageTrace: Sendable, Hashable, CustomStringConvertible {
  /// One recorded call and the frame whose tick made it.
  public struct Entry: Sendable, Hashable {
    public var frame: Int
    public var time: TimeInterval
    public var event: TransitionTrace.Event
  }

  /// The display list of one chosen frame.
  public struct Frame: Sendable, Hashable {
    public var frame: Int
    public var time: TimeInterval
    public var displayList: DisplayList
  }

  public var scene: String
  public var fps: Int
  public var entries: [Entry]
  public var frames: [Frame]

  /// The trace: a header, one line per call (`0.300 s  delegate.navigationController(…)`),
  /// then each chosen frame's display list under its own header.
  public var description: String {
    var lines = ["# \(scene): transition trace at \(fps) fps (time of the frame whose tick made each call)"]
    lines += entries.map { String(format: "%7.3f s  ", $0.time) + $0.event.description }
    for frame in frames {
      lines.append(String(format: "# display list of frame %d (%.3f s)", frame.frame, frame.time))
      lines.append(frame.displayList.description)
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension Stage {
  /// Ticks the stage through its duration recording its transition calls, and the display lists
  /// of `frames` (indices, each < ``frameCount``).
  ///
  /// Like rendering, this runs the stage's timeline: a stage is traced or rendered once.
  /// - Throws: the timeline's error when a transition never completes.
  public func recordTrace(displayListsAt frames: Set<Int> = []) throws -> StageTrace {
    let trace = TransitionTrace()
    let previous = TransitionTrace.current
    TransitionTrace.current = trace
    defer { TransitionTrace.current = previous }
    var entries: [StageTrace.Entry] = []
    var lists: [StageTrace.Frame] = []
    for index in 0..<frameCount {
      let frame = FrameIndex(index)
      timeline.advance(to: frame)
      try timeline.checkTransitions()
      let time = timeline.time(of: frame)
      entries += trace.events.map { StageTrace.Entry(frame: index, time: time, event: $0) }
      trace.clear()
      if frames.contains(index) {
        lists.append(StageTrace.Frame(frame: index, time: time, displayList: window.makeDisplayList()))
      }
    }
    return StageTrace(scene: name, fps: timeline.fps, entries: entries, frames: lists)
  }
}
