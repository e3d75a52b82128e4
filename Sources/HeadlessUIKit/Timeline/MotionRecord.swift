import Foundation

/// A stage's motion over its duration, sampled at every frame from the model's own animation
/// records: each animated property of each layer against time, with the names of the curves
/// that paced it, the window-space centre of every view that moved, and the transitions that
/// ran. What `flipbook plot` charts and `flipbook still --paths` draws.
///
/// Values are presentation values (what `presentation()` reports), split into the components
/// a chart shows: a point's x and y, a transform's translation, scale and rotation (from its
/// decomposition, never raw matrix entries), a colour's channels.
///
/// - Note: UIKit difference: UIKit has no such recording; it is a Flipbook addition.
public struct MotionRecord: Sendable, Hashable {
  /// One property of one layer at one frame.
  public struct Sample: Sendable, Hashable {
    public var frame: Int
    /// Model seconds of the frame.
    public var time: TimeInterval
    /// One value per component (``Track/components``).
    public var values: [Double]
    /// Whether an animation of the property was attached at this frame (false for the settled
    /// frame after the last animation and for frames between two animations).
    public var isAnimated: Bool

    public init(frame: Int, time: TimeInterval, values: [Double], isAnimated: Bool) {
      self.frame = frame
      self.time = time
      self.values = values
      self.isAnimated = isAnimated
    }
  }

  /// One animated property of one layer, from the frame its first animation was attached to the
  /// frame after its last one ended.
  public struct Track: Sendable, Hashable {
    /// The view: its `accessibilityIdentifier` (a scene's view `id`), else `<controller>.view`
    /// for a controller's root view, else its type; ` #2`, ` #3` … tell equal names apart.
    public var subject: String
    /// The Core Animation key path (`position`, `opacity`, `transform`, `cornerRadius`, …).
    public var property: String
    /// The component names (`x`, `y`; `scale x`, `rotation z (°)`; an empty string for a scalar).
    public var components: [String]
    /// The pacing of each animation that drove the property, in the order they were attached,
    /// without repeats (`ease-in-out, 0.35 s`, `curve 7 (system spring, …), 0.5 s`,
    /// `keyframes (3 values, linear), 1 s`).
    public var curves: [String]
    public var samples: [Sample]

    public init(subject: String, property: String, components: [String], curves: [String], samples: [Sample]) {
      self.subject = subject
      self.property = property
      self.components = components
      self.curves = curves
      self.samples = samples
    }

    /// `subject.property`.
    public var name: String { "\(subject).\(property)" }
  }

  /// A view's centre, in window points, at one frame.
  public struct PathPoint: Sendable, Hashable {
    public var frame: Int
    public var time: TimeInterval
    public var center: CGPoint

    public init(frame: Int, time: TimeInterval, center: CGPoint) {
      self.frame = frame
      self.time = time
      self.center = center
    }
  }

  /// The trajectory of a view whose `position` or `transform` was animated: its presentation
  /// centre in the window's coordinates at every frame of its tracks while it was on screen.
  public struct Path: Sendable, Hashable {
    public var subject: String
    public var points: [PathPoint]

    public init(subject: String, points: [PathPoint]) {
      self.subject = subject
      self.points = points
    }

    /// The largest distance, in points, between two of its centres' bounding box corners (0
    /// for a view that never moved).
    public var extent: Double {
      guard let first = points.first else { return 0 }
      var box = CGRect(origin: first.center, size: .zero)
      for point in points { box = box.union(CGRect(origin: point.center, size: .zero)) }
      return (box.width * box.width + box.height * box.height).squareRoot()
    }
  }

  /// One frame's time and the transitions running in it.
  public struct Frame: Sendable, Hashable {
    public var index: Int
    public var time: TimeInterval
    public var transitions: [TransitionRecord]

    public init(index: Int, time: TimeInterval, transitions: [TransitionRecord]) {
      self.index = index
      self.time = time
      self.transitions = transitions
    }
  }

  public var scene: String
  public var fps: Int
  /// The window's size in points.
  public var windowSize: CGSize
  /// Every frame of the stage, in order.
  public var frames: [Frame]
  /// Tracks in the order their layers were first animated, then in key-path order.
  public var tracks: [Track]
  /// Paths of the views that moved, in the order of their tracks.
  public var paths: [Path]

  public init(scene: String, fps: Int, windowSize: CGSize, frames: [Frame], tracks: [Track], paths: [Path]) {
    self.scene = scene
    self.fps = fps
    self.windowSize = windowSize
    self.frames = frames
    self.tracks = tracks
    self.paths = paths
  }

  /// The frames of each transition, in order (a push, then a pop, …): from the frame its
  /// animator started in to the first frame after it completed, which shows the result — the
  /// moments `flipbook still --onion` samples and the span its `--paths` draw.
  public var transitionRuns: [ClosedRange<Int>] {
    var runs: [ClosedRange<Int>] = []
    var last: Int?
    for frame in frames where !frame.transitions.isEmpty {
      if let previous = last, previous + 1 == frame.index,
        frames[previous].transitions.first?.operation == frame.transitions.first?.operation
      {
        runs[runs.count - 1] = runs[runs.count - 1].lowerBound...frame.index
      } else {
        runs.append(frame.index...frame.index)
      }
      last = frame.index
    }
    return runs.map { $0.lowerBound...min($0.upperBound + 1, frames.count - 1) }
  }
}

extension Stage {
  /// Ticks the stage through its duration and records its motion (``MotionRecord``): every
  /// animated layer property at every frame, the curves that paced them, and the centres of
  /// the views that moved.
  ///
  /// Like rendering and ``recordTrace(displayListsAt:)``, this runs the stage's timeline: a
  /// stage is recorded or rendered once (build it twice for both).
  /// - Throws: ``StageError/alreadyRun(stage:frame:api:)``; the timeline's error when a
  ///   transition never completes.
  public func recordMotion() throws -> MotionRecord {
    try checkNotRun(by: "Stage.recordMotion()")
    let recorder = MotionRecorder(window: window)
    var frames: [MotionRecord.Frame] = []
    for index in 0..<frameCount {
      let frame = FrameIndex(index)
      timeline.advance(to: frame)
      try timeline.checkTransitions()
      let time = timeline.time(of: frame)
      recorder.sample(frame: index, time: time)
      frames.append(MotionRecord.Frame(index: index, time: time, transitions: timeline.activeTransitions))
    }
    let (tracks, paths) = recorder.finish()
    return MotionRecord(
      scene: name, fps: timeline.fps, windowSize: window.bounds.size, frames: frames, tracks: tracks, paths: paths)
  }
}
