import Foundation

/// Everything needed to render a run of frames: a window, the timeline that drives it, how
/// long to run, and the objects the scene must keep alive (UIKit delegates are weak).
///
/// Build one in Swift (tests, your own scenes) or from a scene file (`SceneFormat`), then hand
/// it to the renderer.
@preconcurrency @MainActor
public final class Stage {
  /// The scene's name: the output folder and the manifest use it.
  public let name: String
  public let window: UIWindow
  public let timeline: Timeline
  /// Model seconds rendered; frames are `0 ... round(duration / timeScale × fps)`
  /// (``Timeline/frameCount(covering:)``).
  public let duration: TimeInterval
  private var retained: [AnyObject] = []

  /// - Precondition: `duration` is finite and ≥ 0.
  public init(name: String, window: UIWindow, timeline: Timeline, duration: TimeInterval) {
    precondition(duration.isFinite && duration >= 0, "Stage '\(name)': duration must be ≥ 0, got \(duration)")
    self.name = name
    self.window = window
    self.timeline = timeline
    self.duration = duration
    timeline.attach(window)
  }

  /// The number of frames rendered: both ends of the duration included.
  public var frameCount: Int { timeline.frameCount(covering: duration) }

  /// Whether the timeline has ticked: time only moves forward, so a stage runs once.
  public var hasRun: Bool { timeline.currentFrame != nil }

  /// Throws when the stage has already run, naming `api` (the caller) and the stage.
  ///
  /// - Throws: ``StageError/alreadyRun(stage:frame:api:)``.
  public func checkNotRun(by api: String) throws {
    if let frame = timeline.currentFrame { throw StageError.alreadyRun(stage: name, frame: frame.rawValue, api: api) }
  }

  /// Keeps `object` alive as long as the stage (for weakly held delegates).
  public func retain(_ object: AnyObject) { retained.append(object) }
}
