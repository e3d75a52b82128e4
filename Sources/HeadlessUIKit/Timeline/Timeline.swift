import Foundation

/// A frame number on a ``Timeline``: a distinct type so frames, seconds and progress cannot be
/// mixed up.
public struct FrameIndex: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
  public var rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public init(_ value: Int) { self.rawValue = value }
  public init(integerLiteral value: Int) { self.rawValue = value }
  public static func < (lhs: FrameIndex, rhs: FrameIndex) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { "frame \(rawValue)" }
}

/// The fixed-step clock that drives the model: time is a pure function of the frame index,
/// `t = k × timeScale / fps`, computed — never accumulated — and nothing reads the wall clock.
///
/// The time scale slows (below 1) or speeds up (above 1) the model's clock against the output's
/// frame rate, as the Simulator's slow animations do, but exactly: each output frame is ticked at
/// its own model time, never duplicated.
///
///     timeScale 1,    fps 30:  frame 0    1     2     3     …  model s 0  0.033  0.067  0.1
///     timeScale 0.25, fps 30:  frame 0    1     2     3     …  model s 0  0.008  0.017  0.025
///                              (4 × the frames for the same model seconds)
///
/// Each tick (`advance(to:)`) runs, in this order:
/// 1. set the media time to `t` (`CACurrentMediaTime()` returns it);
/// 2. fire the scheduled actions due at or before `t` (script actions, `VirtualMainQueue`
///    and `perform(afterDelay:)` work), in time order then scheduling order, then the display
///    links (`CADisplayLink`), then the running dynamic animators (`UIDynamicAnimator`, which
///    take their fixed 1/240 s steps up to `t`);
/// 3. end the animations whose end time is ≤ `t` and run their completions, repeatedly, while
///    completions start work that is already over;
/// 4. run the layout pass (`layoutIfNeeded()`) on the windows made key and visible and on
///    those attached with `attach(_:)`.
/// The caller then builds the frame's display list (`UIWindow.makeDisplayList()`).
///
/// There is one media clock per process, as on iOS: creating a timeline resets the animation
/// state, so drive one timeline at a time.
@preconcurrency @MainActor
public final class Timeline {
  /// Output frames per second.
  public let fps: Int
  /// Model seconds per output second: 1 renders in real time, 0.25 four times slower.
  public let timeScale: Double
  /// Output frames per model second, `fps / timeScale`: the rate the model sees
  /// (display links tick at it).
  public var modelFrameRate: Double { Double(fps) / timeScale }
  /// The last frame ticked, or nil before the first tick.
  public private(set) var currentFrame: FrameIndex?
  private var windows: [UIWindow] = []
  private var events: [(time: TimeInterval, order: Int, name: String, action: () -> Void)] = []
  private var nextOrder = 0
  /// The first problem a scheduled action recorded with ``fail(_:)``.
  public internal(set) var actionFailure: TimelineActionError?

  /// A timeline at `fps` output frames per second whose model clock runs `timeScale` times as
  /// fast as the output's, at time zero with no animations running.
  ///
  /// - Precondition: `fps` is 1…1000; `timeScale` is finite and in 0.001…1000.
  public init(fps: Int, timeScale: Double = 1) {
    precondition(fps > 0 && fps <= 1000, "Timeline: fps must be in 1…1000, got \(fps)")
    precondition(
      timeScale.isFinite && timeScale >= 0.001 && timeScale <= 1000,
      "Timeline: timeScale must be in 0.001…1000, got \(timeScale)")
    self.fps = fps
    self.timeScale = timeScale
    AnimationEngine.reset()
    DisplayLinks.active = []
    DynamicAnimators.reset()
    Timeline.current = self
  }

  /// The timeline created last: the one `VirtualMainQueue` and display links use.
  public private(set) static weak var current: Timeline?

  /// The model time of `frame` in seconds: `frame × timeScale / fps`, computed as
  /// `frame / modelFrameRate` so that 30 fps at a time scale of 0.5 gives exactly the times of
  /// 60 fps at 1.
  public func time(of frame: FrameIndex) -> TimeInterval {
    Double(frame.rawValue) / modelFrameRate
  }

  /// The number of frames that cover `duration` model seconds, both ends included:
  /// `round(duration / timeScale × fps) + 1`.
  public func frameCount(covering duration: TimeInterval) -> Int {
    Int((duration * modelFrameRate).rounded()) + 1
  }

  /// The frame nearest to model time `time` seconds: `round(time / timeScale × fps)`.
  public func frame(nearest time: TimeInterval) -> FrameIndex {
    FrameIndex(Int((time * modelFrameRate).rounded()))
  }

  /// Includes `window` in each tick's layout pass even when it is not key and visible.
  public func attach(_ window: UIWindow) {
    if !windows.contains(where: { $0 === window }) { windows.append(window) }
  }

  /// Schedules `action` for the first tick whose time is at or after `time` seconds.
  /// `name` identifies it in messages.
  public func schedule(at time: TimeInterval, name: String = "action", _ action: @escaping () -> Void) {
    precondition(time.isFinite && time >= 0, "Timeline.schedule: '\(name)' at \(time) s; time must be ≥ 0")
    events.append((time, nextOrder, name, action))
    nextOrder += 1
  }

  /// Runs one tick at `frame` (see the type's documentation for the order).
  ///
  /// - Precondition: frames only move forward.
  public func advance(to frame: FrameIndex) {
    if let currentFrame {
      precondition(
        frame > currentFrame, "Timeline.advance: \(frame) is not after \(currentFrame); time only moves forward")
    }
    currentFrame = frame
    let now = time(of: frame)
    AnimationEngine.mediaTime = now
    // What background threads committed since the last tick reaches the model first.
    ThreadTransaction.flush()
    // A half-step tolerance keeps an action scheduled at exactly k/fps on frame k despite
    // floating-point rounding.
    let horizon = now + 0.25 / modelFrameRate
    while let next = events.enumerated().filter({ $0.element.time <= horizon }).min(by: {
      ($0.element.time, $0.element.order) < ($1.element.time, $1.element.order)
    }) {
      events.remove(at: next.offset)
      next.element.action()
      AnimationEngine.settle()
    }
    DisplayLinks.tick(frame: frame.rawValue, rate: modelFrameRate)
    DynamicAnimators.tick(now: now)
    AnimationEngine.settle()
    UIWindow.visibleWindows.removeAll { $0.window == nil }
    var laidOut = Set<ObjectIdentifier>()
    for window in windows + UIWindow.visibleWindows.compactMap(\.window)
    where laidOut.insert(ObjectIdentifier(window)).inserted {
      window.layoutIfNeeded()
    }
  }
}
