import CairoRaster
import Foundation

/// Why a render failed; each case names the scene and the file or value involved.
public enum RenderError: Error, CustomStringConvertible, Equatable {
  /// The output folder could not be created or replaced.
  case outputFolder(path: String, reason: String)
  /// A frame index outside the scene's frames was requested.
  case frameOutOfRange(scene: String, index: Int, frameCount: Int)
  /// The window has a size or scale that cannot be rasterised.
  case badWindow(scene: String, reason: String)
  /// A transition never ended (its animator did not call `completeTransition(_:)`); the
  /// watchdog's message names the transition and when it started.
  case transitionNeverCompleted(scene: String, frame: Int, reason: String)
  /// Rendering would need more memory than the limit (`--max-memory`); the reason names both.
  case overMemoryBudget(scene: String, reason: String)
  /// Drawing frame `frame` failed; `error` names the view, the display item's field and the
  /// cairo status or limit, `file` the scene file when known.
  case drawingFailed(scene: String, file: String?, frame: Int, error: CairoError)

  public var description: String {
    switch self {
    case .outputFolder(let path, let reason): return "cannot write output folder '\(path)': \(reason)"
    case .frameOutOfRange(let scene, let index, let count):
      return "scene '\(scene)': frame \(index) is outside 0..<\(count)"
    case .badWindow(let scene, let reason): return "scene '\(scene)': \(reason)"
    case .overMemoryBudget(let scene, let reason): return "scene '\(scene)': \(reason)"
    case .drawingFailed(let scene, let file, let frame, let error):
      return (file.map { "\($0): " } ?? "") + "scene '\(scene)', frame \(frame): \(error)"
    case .transitionNeverCompleted(let scene, let frame, let reason):
      return "scene '\(scene)', frame \(frame): \(reason)"
    }
  }
}

extension RenderError {
  /// The same error naming the scene file `path` (for ``drawingFailed(scene:file:frame:error:)``;
  /// other cases are returned unchanged).
  public func naming(file path: String?) -> RenderError {
    guard case .drawingFailed(let scene, nil, let frame, let error) = self, let path else { return self }
    return .drawingFailed(scene: scene, file: path, frame: frame, error: error)
  }
}
