import Foundation

/// Why goldens could not be checked at all (as opposed to a frame not matching).
public enum GoldenError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A record mode that is not `never`, `missing`, `failed` or `all`.
  case invalidRecordMode(source: String, value: String)
  /// A frame selection point that the stage cannot satisfy.
  case invalidFramePoint(scene: String, point: String, reason: String)
  /// The render-stack file beside the goldens cannot be read.
  case unreadableFingerprint(path: String, reason: String)
  /// No `Package.swift` above the given file.
  case packageRootNotFound(from: String)
  /// A golden, or its scene's folder, resolves (through a symbolic link) outside the goldens
  /// folder: goldens arrive in pull requests, and are read and recorded only inside it.
  case outsideStore(path: String, resolved: String, store: String)

  public var description: String {
    switch self {
    case .invalidRecordMode(let source, let value):
      return "\(source): record mode '\(value)' is not one of never, missing, failed, all"
    case .invalidFramePoint(let scene, let point, let reason):
      return "scene '\(scene)': frame point \(point): \(reason)"
    case .unreadableFingerprint(let path, let reason):
      return "render stack '\(path)' cannot be read: \(reason)"
    case .packageRootNotFound(let from):
      return "no Package.swift in any folder above '\(from)'"
    case .outsideStore(let path, let resolved, let store):
      return
        "'\(path)' resolves to '\(resolved)', outside the goldens folder '\(store)'; goldens are read and recorded only inside it (is it a symbolic link?)"
    }
  }
}
