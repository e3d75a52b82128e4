import Foundation

/// The result of checking one scene's frames against its goldens.
public struct SceneVerification: Sendable {
  public var scene: String
  public var fps: Int
  public var frameCount: Int
  public var recordMode: RecordMode
  public var frames: [FrameVerification]

  /// Whether every frame matched.
  public var passed: Bool { frames.allSatisfy { !$0.outcome.isFailure } }

  /// One message per failing frame, with the expected, actual and diff paths.
  public var failureMessages: [String] {
    frames.filter(\.outcome.isFailure).map { message(for: $0) }
  }

  func message(for frame: FrameVerification) -> String {
    let head =
      "\(scene) \(frame.frame.label) (frame \(frame.frame.index), t = \(String(format: "%.3f", frame.frame.time)) s, \(frame.frame.detail))"
    var body: String
    switch frame.outcome {
    case .matched: body = "matches"
    case .recorded(let reason):
      body = "golden recorded (\(reason), record mode \(recordMode.rawValue)); re-run without recording to compare"
    case .missing:
      body = "no golden (record mode never); record it with FLIPBOOK_RECORD=missing outside CI"
    case .different: body = frame.result?.summary ?? "differs"
    case .unreadableGolden(let reason): body = "golden cannot be read (left as it is): \(reason)"
    case .renderStackChanged(let differences):
      body =
        "goldens were recorded with another render stack (\(differences.joined(separator: "; "))); pixels not compared — re-record with FLIPBOOK_RECORD=all"
    }
    var paths = ["expected: \(frame.expectedURL.path)"]
    if let actual = frame.actualURL { paths.append("actual: \(actual.path)") }
    if let diff = frame.diffURL { paths.append("diff: \(diff.path)") }
    return "\(head): \(body)\n  " + paths.joined(separator: "\n  ")
  }
}
