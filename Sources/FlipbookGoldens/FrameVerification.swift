import Foundation
import ImageDiff

/// What happened to one checked frame.
public struct FrameVerification: Sendable {
  /// The outcome of checking one frame against its golden.
  public enum Outcome: Sendable, Hashable {
    /// The frame matches its golden.
    case matched
    /// The golden was written; `reason` says why (`missing`, `failed`, `all`,
    /// `render stack changed`).
    case recorded(reason: String)
    /// There is no golden and the record mode is `never`.
    case missing
    /// The frame differs from its golden.
    case different
    /// The golden exists but cannot be read; it was left alone.
    case unreadableGolden(reason: String)
    /// The goldens were drawn by another render stack; no pixel was compared.
    case renderStackChanged(differences: [String])

    /// Everything but `matched` fails a test.
    public var isFailure: Bool { self != .matched }

    /// `matched`, `recorded`, `missing`, `different`, `unreadable`, `render-stack`.
    public var kind: String {
      switch self {
      case .matched: return "matched"
      case .recorded: return "recorded"
      case .missing: return "missing"
      case .different: return "different"
      case .unreadableGolden: return "unreadable"
      case .renderStackChanged: return "render-stack"
      }
    }
  }

  public var frame: ResolvedFrame
  public var outcome: Outcome
  /// The golden file.
  public var expectedURL: URL
  /// The rendered frame, written under the artefacts folder when the frame failed.
  public var actualURL: URL?
  /// The diff image, written under the artefacts folder when the frame differed.
  public var diffURL: URL?
  /// The comparison, when one was made.
  public var result: ImageDiffResult?
}
