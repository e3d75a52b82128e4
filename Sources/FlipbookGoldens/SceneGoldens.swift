import Foundation
import HeadlessUIKit
import SceneFormat

/// Scene files as golden subjects: loads a scene (a path, or a name in the gallery folder) and
/// builds fresh stages of it.
@MainActor
public struct SceneGoldens {
  public let description: SceneDescription
  public let scale: Double?

  /// Loads the scene `argument` (a file path, or a name in `scenesDirectory`).
  ///
  /// - Throws: the scene loader's errors, naming the file, line, field and value.
  public init(_ argument: String, scenesDirectory: URL, scale: Double? = nil) throws {
    description = try SceneLoader.load(
      contentsOf: try SceneResolver.resolve(argument, scenesDirectory: scenesDirectory))
    self.scale = scale
  }

  /// The scene's name (its file name without extension).
  public var name: String { description.name }

  /// A new stage of the scene.
  public func makeStage() -> Stage { SceneBuilder.build(description, scale: scale) }

  /// The frames a whole-gallery check takes of this scene: `progress` points of every
  /// transition it runs, or its first frame (time 0) when it runs none (a still scene, or one
  /// that only animates views).
  ///
  /// - Throws: `StageError.alreadyRun` (never, for a fresh stage).
  public func defaultSelection(progress: [Double] = [0, 0.25, 0.5, 0.75, 1]) throws -> FrameSelection {
    try FrameResolver.transitions(of: makeStage()).isEmpty ? .times([0]) : .progress(progress)
  }

  /// What verifying the scene costs, for ``ShardPlan``: its ticks times its pixels (every frame
  /// is ticked, the checked ones drawn at that size).
  public var cost: Double { ShardPlan.cost(of: description, scale: scale) }

  /// The golden labels `selection` gives for this scene.
  public func labels(_ selection: FrameSelection) throws -> [String] {
    try FrameResolver.resolve(selection, stage: makeStage()).map(\.label)
  }
}
