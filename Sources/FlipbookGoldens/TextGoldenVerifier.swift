import Codecs
import Foundation

/// Checks texts against text goldens beside the PNG goldens — a stage's transition trace
/// (`<scene>/transition.trace.txt`) and display-list dumps of chosen frames
/// (`<scene>/<label>.displaylist.txt`) — with the record modes of the image goldens (``RecordMode``).
///
/// A text that differs fails with a unified diff (`--- golden`, `+++ actual`), and the actual
/// text is written to the artefacts folder so it can be inspected or copied over the golden.
public struct TextGoldenVerifier: Sendable {
  public var store: GoldenStore
  public var record: RecordMode
  /// Where the actual text of a failing check is written (`<artefacts>/<scene>/<file>`).
  public var artefacts: URL

  public init(store: GoldenStore, record: RecordMode, artefacts: URL) {
    self.store = store
    self.record = record
    self.artefacts = artefacts
  }

  /// Checks `text` against the golden `<scene>/<file>`, recording as the mode says.
  ///
  /// - Throws: write errors (recording or the artefact). A text that differs is not an error:
  ///   it is the result's outcome.
  public func verify(_ text: String, scene: String, file: String) throws -> TextVerification {
    let url = store.textURL(scene: scene, file: file)
    var check = TextVerification(scene: scene, file: file, outcome: .matched, expectedURL: url)
    func recordGolden(_ reason: String) throws {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try AtomicFile.write(Array(text.utf8), to: store.confined(url))
      check.outcome = .recorded(reason: reason)
    }
    let data: Data?
    do {
      data = try BoundedFile.read(store.confined(url))
    } catch BoundedFile.Failure.missing {
      data = nil
    } catch {
      // Not a regular file, too large, or a link out of the store (which `all` refuses to write through too).
      let reason = (error as? BoundedFile.Failure)?.reason ?? "\(error)"
      if record == .all { try recordGolden("all") } else { check.outcome = .unreadableGolden(reason: reason) }
      return try finish(check, text)
    }
    if let data {
      guard let golden = String(data: data, encoding: .utf8) else {
        if record == .all { try recordGolden("all") } else { check.outcome = .unreadableGolden(reason: "not UTF-8") }
        return try finish(check, text)
      }
      if golden != text {
        check.diff = UnifiedDiff.render(
          expected: golden, actual: text, expectedName: "golden \(scene)/\(file)", actualName: "actual")
        check.outcome = .different
        if record == .failed || record == .all { try recordGolden(record.rawValue) }
      } else if record == .all {
        try recordGolden("all")
      }
    } else if record.recordsMissing {
      try recordGolden("missing")
    } else {
      check.outcome = .missing
    }
    return try finish(check, text)
  }

  /// Writes the actual text of a failure (but a first recording) to the artefacts folder.
  private func finish(_ check: TextVerification, _ text: String) throws -> TextVerification {
    var check = check
    if check.outcome.isFailure, check.outcome != .recorded(reason: "missing") {
      let url = artefacts.appendingPathComponent(check.scene, isDirectory: true).appendingPathComponent(check.file)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try AtomicFile.write(Array(text.utf8), to: url)
      check.actualURL = url
    }
    return check
  }
}

/// What happened to one text golden.
public struct TextVerification: Sendable, Hashable {
  public var scene: String
  /// The golden's file name in the scene's folder (`transition.trace.txt`, …).
  public var file: String
  /// The outcomes of image goldens; `renderStackChanged` does not occur (text has no raster).
  public var outcome: FrameVerification.Outcome
  public var expectedURL: URL
  /// The actual text, written under the artefacts folder when the check failed.
  public var actualURL: URL?
  /// The unified diff from the golden to the actual text, when they differ.
  public var diff: String?

  /// The failure message: what happened, the diff and the paths.
  public var message: String {
    var body: String
    switch outcome {
    case .matched: body = "matches"
    case .recorded(let reason):
      body = "golden recorded (\(reason)); re-run without recording to compare"
      if let diff { body += "; it changed:\n" + diff }
    case .missing: body = "no golden (record mode never); record it with FLIPBOOK_RECORD=missing outside CI"
    case .different: body = "differs from its golden:\n" + (diff ?? "")
    case .unreadableGolden(let reason): body = "golden cannot be read (left as it is): \(reason)"
    case .renderStackChanged(let differences): body = "render stack changed: \(differences.joined(separator: "; "))"
    }
    var paths = ["expected: \(expectedURL.path)"]
    if let actualURL { paths.append("actual: \(actualURL.path)") }
    return "\(scene) \(file): \(body)\n  " + paths.joined(separator: "\n  ")
  }
}

extension GoldenStore {
  /// The file name of a stage's transition-trace golden.
  public static let traceFileName = "transition.trace.txt"

  /// The file name of the display-list golden of the frame `label`.
  public static func displayListFileName(label: String) -> String { label + ".displaylist.txt" }

  /// `<directory>/<scene>/<file>`: a text golden beside the scene's PNG goldens.
  public func textURL(scene: String, file: String) -> URL {
    directory.appendingPathComponent(scene, isDirectory: true).appendingPathComponent(file)
  }
}
