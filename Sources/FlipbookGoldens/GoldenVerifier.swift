import CairoRaster
import Codecs
import FlipbookRender
import Foundation
import Graphics
import HeadlessUIKit
import ImageDiff

/// Renders chosen frames of a stage and checks each against its golden, recording goldens as
/// the record mode says.
///
/// The render-stack fingerprint (`CairoRasterizer.renderStackFingerprint`) stored with a
/// scene's goldens is checked first: when it differs, no pixel is compared and every frame
/// reports the changed keys (in `failed`/`all` the set is re-recorded).
@MainActor
public struct GoldenVerifier {
  public var store: GoldenStore
  public var record: RecordMode
  /// Image comparison (strict by default), pulled into a strategy with ``strategy``.
  public var comparison: ImageComparison
  /// Where the actual and diff images of failing frames go: `<folder>/<scene>/<label>.actual.png`.
  public var artefacts: URL
  public var rasterizer: CairoRasterizer

  public init(
    store: GoldenStore, record: RecordMode, comparison: ImageComparison = .strict, artefacts: URL,
    rasterizer: CairoRasterizer = CairoRasterizer()
  ) {
    self.store = store
    self.record = record
    self.comparison = comparison
    self.artefacts = artefacts
    self.rasterizer = rasterizer
  }

  /// The snapshot strategy frames are compared with.
  public var strategy: Snapshotting<Bitmap, Bitmap> { .image(comparison) }

  /// Checks `selection` of the stage `makeStage` builds. The stage is built twice: once to find
  /// the frames (transition progress needs a run), once to render them.
  ///
  /// - Throws: ``GoldenError`` when the selection does not fit the stage or the fingerprint file
  ///   is unreadable; render and write errors. Frame mismatches are not errors: they are in the
  ///   result.
  public func verify(
    scene: String, selection: FrameSelection, stage makeStage: () throws -> Stage
  ) throws -> SceneVerification {
    let probe = try makeStage()
    let fps = probe.timeline.fps
    let frameCount = probe.frameCount
    let frames = try FrameResolver.resolve(selection, stage: probe)
    let bitmaps = try StageRenderer(rasterizer: rasterizer).bitmaps(
      of: try makeStage(), frames: Set(frames.map(\.index)))
    let current = rasterizer.renderStackFingerprint
    let stored = try store.fingerprint(scene: scene)
    let stackChanges = stored.map { Self.differences(stored: $0, current: current) } ?? []
    var results: [FrameVerification] = []
    var wrote = false
    for frame in frames {
      let check = try verify(frame, actual: bitmaps[frame.index]!, scene: scene, stackChanges: stackChanges)
      if case .recorded = check.outcome { wrote = true }
      results.append(check)
    }
    if wrote || (stored == nil && record.recordsMissing) {
      try store.recordFingerprint(current, scene: scene)
    }
    return SceneVerification(scene: scene, fps: fps, frameCount: frameCount, recordMode: record, frames: results)
  }

  /// Checks one rendered frame (recording as the mode says) and writes its failure artefacts.
  private func verify(
    _ frame: ResolvedFrame, actual: Bitmap, scene: String, stackChanges: [String]
  ) throws -> FrameVerification {
    var check = FrameVerification(
      frame: frame, outcome: .matched, expectedURL: store.url(scene: scene, label: frame.label))
    func recordGolden(_ reason: String) throws {
      try store.record(actual, scene: scene, label: frame.label)
      check.outcome = .recorded(reason: reason)
    }
    if !stackChanges.isEmpty {
      // Reported before any pixel comparison; failed/all re-record the whole set.
      if record == .failed || record == .all {
        try recordGolden("render stack changed")
      } else {
        check.outcome = .renderStackChanged(differences: stackChanges)
      }
    } else {
      var golden: Bitmap?
      var unreadable: String?
      do {
        golden = try store.golden(scene: scene, label: frame.label)
      } catch {
        unreadable = "\(error)"
      }
      if let unreadable {
        // Only `all` replaces a golden that cannot be read; other modes leave it for a person.
        if record == .all { try recordGolden("all") } else { check.outcome = .unreadableGolden(reason: unreadable) }
      } else if let golden {
        if let difference = try strategy.diffing.diff(golden, actual) {
          check.result = difference.result
          check.outcome = .different
          if let image = difference.diffImage { check.diffURL = try writeArtefact(image, scene, frame, "diff") }
          if record == .failed || record == .all { try recordGolden(record.rawValue) }
        } else if record == .all {
          try recordGolden("all")
        }
      } else if record.recordsMissing {
        try recordGolden("missing")
      } else {
        check.outcome = .missing
      }
    }
    if check.outcome.isFailure, check.outcome != .recorded(reason: "missing") {
      check.actualURL = try writeArtefact(actual, scene, frame, "actual")
    }
    return check
  }

  /// `key: stored → current` for every key that differs.
  static func differences(stored: [String: String], current: [String: String]) -> [String] {
    Set(stored.keys).union(current.keys).sorted().compactMap { key in
      stored[key] == current[key] ? nil : "\(key): \(stored[key] ?? "absent") → \(current[key] ?? "absent")"
    }
  }

  private func writeArtefact(_ bitmap: Bitmap, _ scene: String, _ frame: ResolvedFrame, _ kind: String) throws -> URL {
    let url = artefacts.appendingPathComponent(scene, isDirectory: true)
      .appendingPathComponent("\(frame.label).\(kind).png")
    try ImageFile.write(bitmap, to: url, writer: PNGWriter())
    return url
  }
}
