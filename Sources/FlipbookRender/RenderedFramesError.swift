/// Why a rendered folder could not be read.
public enum RenderedFramesError: Error, Sendable, Equatable, CustomStringConvertible {
  case unreadable(path: String, reason: String)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason): return "'\(path)': \(reason)"
    }
  }
}
