import Foundation
import Graphics
import HeadlessUIKit

/// Text goldens of a stage: its transition trace (`StageTrace`: delegate
/// questions, animator and interaction calls, appearance callbacks, completions, each stamped
/// with its frame's time) as `<scene>/transition.trace.txt`, and the display list of each
/// chosen frame as `<scene>/<label>.displaylist.txt` — cheap to make (no rasterising),
/// independent of raster details, and reviewable as a diff in a pull request.
///
/// The texts are deterministic: numbers in display lists are rounded to 4 decimals
/// (`DisplayList.format(_:)`), times to milliseconds.
@MainActor
public enum TraceGoldens {
  /// The golden texts of the stages `makeStage` builds: file name → text. The first stage
  /// resolves `displayLists` (progress points need a run); a second one is traced.
  ///
  /// - Throws: ``GoldenError/invalidFramePoint(scene:point:reason:)`` for a moment the stage
  ///   does not have; the timeline's error when a transition never completes.
  public static func texts(
    displayLists selection: FrameSelection?, stage makeStage: () throws -> Stage
  ) throws -> [(file: String, text: String)] {
    let frames = try selection.map { try FrameResolver.resolve($0, stage: try makeStage()) } ?? []
    var trace = try makeStage().recordTrace(displayListsAt: Set(frames.map(\.index)))
    let lists = Dictionary(trace.frames.map { ($0.frame, $0.displayList) }, uniquingKeysWith: { first, _ in first })
    trace.frames = []
    var texts = [(file: GoldenStore.traceFileName, text: trace.description)]
    var seen: Set<String> = []
    for frame in frames where seen.insert(frame.label).inserted {
      let header = "# \(trace.scene) \(frame.label): frame \(frame.index), \(String(format: "%.3f", frame.time)) s, "
      texts.append(
        (
          GoldenStore.displayListFileName(label: frame.label),
          header + frame.detail + "\n" + lists[frame.index]!.description + "\n"
        ))
    }
    return texts
  }

  /// Checks the texts of `makeStage`'s stages against the goldens of `scene` in `verifier`'s store.
  public static func verify(
    scene: String, displayLists selection: FrameSelection?, verifier: TextGoldenVerifier,
    stage makeStage: () throws -> Stage
  ) throws -> [TextVerification] {
    try texts(displayLists: selection, stage: makeStage).map {
      try verifier.verify($0.text, scene: scene, file: $0.file)
    }
  }
}
