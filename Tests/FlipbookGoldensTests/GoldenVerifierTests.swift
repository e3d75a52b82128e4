import Codecs
import FlipbookGoldens
import FlipbookRender
import Foundation
import Graphics
import ImageDiff
import TestSupport
import Testing

@MainActor
@Suite("Golden store and verification")
struct GoldenVerifierTests {
  static let label = "transition1-push-p0.50"

  static func bytes(_ url: URL) -> Data? { FileManager.default.contents(atPath: url.path) }

  @Test func missingGoldensAreRecordedAndFailThenTheNextRunPasses() throws {
    let (store, artefacts, root) = try TinyScene.folders()
    defer { try? FileManager.default.removeItem(at: root) }
    let first = try TinyScene.verify(store, artefacts, .missing)
    #expect(!first.passed)
    #expect(first.frames.allSatisfy { $0.outcome == .recorded(reason: "missing") })
    #expect(first.failureMessages.count == 5)
    #expect(first.failureMessages[2].contains("tiny transition1-push-p0.50 (frame 4, t = 0.400 s"))
    #expect(first.failureMessages[2].contains("golden recorded (missing, record mode missing)"))
    #expect(first.failureMessages[2].contains("expected: " + store.url(scene: "tiny", label: Self.label).path))
    #expect(store.files().count == 6)  // five frames and render-stack.json, no temporary files
    #expect(try store.fingerprint(scene: "tiny") != nil)
    let second = try TinyScene.verify(store, artefacts, .missing)
    #expect(second.passed, "\(second.failureMessages)")
  }

  @Test func neverModeReportsMissingGoldensWithoutWritingThem() throws {
    let (store, artefacts, root) = try TinyScene.folders()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try TinyScene.verify(store, artefacts, .never)
    #expect(result.frames.allSatisfy { $0.outcome == .missing })
    #expect(store.files().isEmpty)
    let actual = try #require(result.frames[0].actualURL)
    #expect(actual.path.hasPrefix(artefacts.path) && Self.bytes(actual) != nil)
    #expect(result.failureMessages[0].contains("no golden (record mode never)"))
  }

  @Test func aChangedGoldenFailsWithPathsAndIsOverwrittenOnlyInFailedAndAll() throws {
    let (store, artefacts, root) = try TinyScene.folders()
    defer { try? FileManager.default.removeItem(at: root) }
    _ = try TinyScene.verify(store, artefacts, .missing)
    var golden = try #require(try store.golden(scene: "tiny", label: Self.label))
    golden[30, 20] = Bitmap.Pixel(r: 1, g: 2, b: 3)
    try store.record(golden, scene: "tiny", label: Self.label)
    let tampered = Self.bytes(store.url(scene: "tiny", label: Self.label))
    for mode in [RecordMode.never, .missing] {
      let result = try TinyScene.verify(store, artefacts, mode)
      let frame = try #require(result.frames.first { $0.frame.label == Self.label })
      #expect(frame.outcome == .different)
      #expect(frame.result?.differingPixelCount == 1)
      #expect(frame.result?.boundingBox == PixelRect(x: 30, y: 20, width: 1, height: 1))
      let diff = try #require(frame.diffURL)
      let actual = try #require(frame.actualURL)
      #expect(try ImageFile.read(diff)[30, 20] == Bitmap.Pixel(r: 255, g: 0, b: 0))
      #expect(try ImageFile.read(actual).width == 60)
      let message = try #require(result.failureMessages.first)
      #expect(message.contains("1 of 2400 pixels differ") && message.contains("diff: " + diff.path))
      #expect(Self.bytes(store.url(scene: "tiny", label: Self.label)) == tampered)
      #expect(result.frames.filter { $0.outcome.isFailure }.count == 1)
    }
    let rerecord = try TinyScene.verify(store, artefacts, .failed)
    #expect(rerecord.frames.filter { $0.outcome.isFailure }.map(\.frame.label) == [Self.label])
    #expect(try TinyScene.verify(store, artefacts, .never).passed)
    let all = try TinyScene.verify(store, artefacts, .all)
    #expect(all.frames.allSatisfy { $0.outcome == .recorded(reason: "all") })
    #expect(try TinyScene.verify(store, artefacts, .never).passed)
  }

  @Test func corruptOrTruncatedGoldensAreReportedAndLeftAlone() throws {
    let (store, artefacts, root) = try TinyScene.folders()
    defer { try? FileManager.default.removeItem(at: root) }
    _ = try TinyScene.verify(store, artefacts, .missing)
    let url = store.url(scene: "tiny", label: Self.label)
    let original = try #require(Self.bytes(url))
    let truncated = original.prefix(original.count / 2)
    try truncated.write(to: url)
    for mode in [RecordMode.never, .missing, .failed] {
      let result = try TinyScene.verify(store, artefacts, mode)
      let frame = try #require(result.frames.first { $0.frame.label == Self.label })
      guard case .unreadableGolden(let reason) = frame.outcome else {
        Issue.record("expected an unreadable golden, got \(frame.outcome)")
        continue
      }
      #expect(reason.contains(url.path) && reason.contains("truncated"))
      #expect(Self.bytes(url) == Data(truncated))
    }
    #expect(try TinyScene.verify(store, artefacts, .all).frames.allSatisfy { !($0.outcome == .matched) })
    #expect(try TinyScene.verify(store, artefacts, .never).passed)
  }

  /// Goldens arrive in pull requests: one declaring a huge image, or a pipe where the
  /// render-stack file should be, is reported, never a crash or a wait.
  @Test func hostileGoldensAreReportedNotFatal() throws {
    let (store, artefacts, root) = try TinyScene.folders()
    defer { try? FileManager.default.removeItem(at: root) }
    _ = try TinyScene.verify(store, artefacts, .missing)
    let url = store.url(scene: "tiny", label: Self.label)
    let bomb = Data(PNGFixtures.declaring(width: 1_000_000, height: 1_000_000))
    try bomb.write(to: url)
    let result = try TinyScene.verify(store, artefacts, .never)
    let frame = try #require(result.frames.first { $0.frame.label == Self.label })
    guard case .unreadableGolden(let reason) = frame.outcome else {
      Issue.record("expected an unreadable golden, got \(frame.outcome)")
      return
    }
    #expect(reason.contains(url.path) && reason.contains("declares 1000000x1000000 pixels"), "\(reason)")
    #expect(Self.bytes(url) == bomb)
    let fingerprint = store.fingerprintURL(scene: "tiny")
    try FileManager.default.removeItem(at: fingerprint)
    #expect(mkfifo(fingerprint.path, 0o600) == 0)
    #expect(throws: GoldenError.unreadableFingerprint(path: fingerprint.path, reason: "is a pipe, not a regular file"))
    {
      try store.fingerprint(scene: "tiny")
    }
  }

  /// A scene folder, golden or render-stack file that is a symbolic link out of the goldens
  /// folder is neither read nor recorded through: goldens arrive in pull requests.
  @Test func linksOutOfTheGoldensFolderAreNeitherReadNorWritten() throws {
    let (store, artefacts, root) = try TinyScene.folders()
    defer { try? FileManager.default.removeItem(at: root) }
    let outside = root.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
    let sceneFolder = store.directory.appendingPathComponent("tiny")
    try FileManager.default.createSymbolicLink(at: sceneFolder, withDestinationURL: outside)
    let real = try #require(ReadScope.realPath(store.directory.path))
    let expected = GoldenError.outsideStore(
      path: sceneFolder.path, resolved: try #require(ReadScope.realPath(outside.path)), store: real)
    for mode in [RecordMode.missing, .all] {
      #expect(throws: expected) { try TinyScene.verify(store, artefacts, mode) }
    }
    #expect(throws: expected) { try store.fingerprint(scene: "tiny") }
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)

    // A golden that links to a PNG elsewhere: unreadable, never compared, copied or replaced
    // but by `all`, which refuses.
    try FileManager.default.removeItem(at: sceneFolder)
    _ = try TinyScene.verify(store, artefacts, .missing)
    let golden = store.url(scene: "tiny", label: Self.label)
    let elsewhere = outside.appendingPathComponent("photo.png")
    try FileManager.default.moveItem(at: golden, to: elsewhere)
    try FileManager.default.createSymbolicLink(at: golden, withDestinationURL: elsewhere)
    let result = try TinyScene.verify(store, artefacts, .never)
    let frame = try #require(result.frames.first { $0.frame.label == Self.label })
    guard case .unreadableGolden(let reason) = frame.outcome else {
      Issue.record("expected an unreadable golden, got \(frame.outcome)")
      return
    }
    #expect(reason.contains("outside the goldens folder"), "\(reason)")
    let report = ReportWriter(folder: root.appendingPathComponent("report"), singleFile: false)
    let entry = try report.entry(result).frames.first { $0.label == Self.label }
    #expect(entry?.expected == nil && entry?.outcome == "unreadable")
    let copy = report.imagesFolder.appendingPathComponent("tiny/\(Self.label).expected.png")
    #expect(!FileManager.default.fileExists(atPath: copy.path))
    #expect(throws: GoldenError.self) { try TinyScene.verify(store, artefacts, .all) }
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: golden.path) == elsewhere.path)
  }

  @Test func aChangedRenderStackIsReportedBeforeAnyPixelComparison() throws {
    let (store, artefacts, root) = try TinyScene.folders()
    defer { try? FileManager.default.removeItem(at: root) }
    _ = try TinyScene.verify(store, artefacts, .missing)
    var fingerprint = try #require(try store.fingerprint(scene: "tiny"))
    let cairo = try #require(fingerprint["cairo"])
    fingerprint["cairo"] = "0.0.1"
    try store.recordFingerprint(fingerprint, scene: "tiny")
    let result = try TinyScene.verify(store, artefacts, .missing)
    for frame in result.frames {
      #expect(frame.outcome == .renderStackChanged(differences: ["cairo: 0.0.1 → \(cairo)"]))
      #expect(frame.result == nil)
    }
    #expect(result.failureMessages[0].contains("another render stack (cairo: 0.0.1 → \(cairo))"))
    #expect(try store.fingerprint(scene: "tiny")?["cairo"] == "0.0.1")
    _ = try TinyScene.verify(store, artefacts, .all)
    #expect(try store.fingerprint(scene: "tiny")?["cairo"] == cairo)
    #expect(try TinyScene.verify(store, artefacts, .never).passed)
  }

  @Test func auditNamesScenesWithoutGoldensAndOrphanedFiles() throws {
    let (store, artefacts, root) = try TinyScene.folders()
    defer { try? FileManager.default.removeItem(at: root) }
    _ = try TinyScene.verify(store, artefacts, .missing)
    let labels = try FrameResolver.resolve(.transitionQuarters, stage: try TinyScene.makeStage()).map(\.label)
    // A `.gitkeep` (which keeps the store in git before the first recording) is no orphan.
    try Data().write(to: store.directory.appendingPathComponent(".gitkeep"))
    #expect(store.audit(expected: ["tiny": labels]).isClean)
    // Text goldens of an expected scene (trace, display lists) are no orphans; a gone scene's are.
    let tinyFolder = store.directory.appendingPathComponent("tiny")
    try Data("trace".utf8).write(to: tinyFolder.appendingPathComponent("transition.trace.txt"))
    try Data("list".utf8).write(to: tinyFolder.appendingPathComponent("mid.displaylist.txt"))
    #expect(store.audit(expected: ["tiny": labels]).isClean)
    #expect(store.audit(expected: [:]).orphans.contains("tiny/transition.trace.txt"))
    try store.record(Bitmap(width: 1, height: 1), scene: "gone", label: "frame-0000")
    let audit = store.audit(expected: ["tiny": labels, "new-scene": ["frame-0000"]])
    #expect(audit.orphans == ["gone/frame-0000.png"])
    #expect(audit.missing.map(\.scene) == ["new-scene"])
    #expect(
      audit.problems.contains("scene 'new-scene' has no golden for: frame-0000, render-stack.json"))
    #expect(audit.problems.contains("orphaned golden 'gone/frame-0000.png': no scene or frame produces it"))
  }
}
