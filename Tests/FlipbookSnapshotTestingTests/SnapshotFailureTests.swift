import Codecs
import Foundation
import HeadlessUIKit
import SnapshotTesting
import Testing

@testable import FlipbookSnapshotTesting

/// Failures and record modes are swift-snapshot-testing's own: a changed view fails with the
/// library's message (plus ImageDiff's summary and the diff image's path), and its record modes
/// write references where it always does.
@MainActor
@Suite("swift-snapshot-testing failures and record modes")
struct SnapshotFailureTests {
  /// `SnapshotStrategyTests.viewControllerImage()`'s committed reference (the blue card).
  static let blueCardReference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__/SnapshotStrategyTests/viewControllerImage.1.png")

  /// `SnapshotStrategyTests.viewControllerImage()`'s strategy.
  static let controllerStrategy = Snapshotting<UIViewController, UIImage>.image(
    size: CGSize(width: 120, height: 80), traits: UITraitCollection(displayScale: 2))

  /// A fresh temporary folder for references recorded by a test.
  static func scratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A scratch folder holding the blue card's reference as `reference.card.png`: verify against it
  /// with `named: "card", snapshotDirectory: folder.path, testName: "reference"` (a copy, so the
  /// library's per-test counters of the strategy tests are left alone).
  static func blueCardFolder() throws -> URL {
    let folder = try scratchFolder()
    try FileManager.default.copyItem(at: blueCardReference, to: folder.appendingPathComponent("reference.card.png"))
    return folder
  }

  static func decode(_ path: String) throws -> Bitmap {
    try PNGDecoder().decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
  }

  /// The red card against the blue card's reference: `verifySnapshot` returns the library's
  /// message, which names both files and carries ImageDiff's summary and the diff image's path.
  @Test func changedViewFailsWithTheLibrarysMessage() throws {
    let folder = try Self.blueCardFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let message = try #require(
      verifySnapshot(
        of: SnapshotFixtures.cardController(cardColor: .systemRed), as: Self.controllerStrategy, named: "card",
        record: .never, snapshotDirectory: folder.path, testName: "reference"))
    #expect(message.hasPrefix("Snapshot \"card\" does not match reference.\n"))
    #expect(message.contains("@−\n\"file://\(folder.path)/reference.card.png\""))
    #expect(message.contains("Newly-taken snapshot does not match reference."))
    // The card is 200 × 120 px at 2×; below its 24 px white strip, 200 × 96 px less the two
    // rounded corners change colour.
    #expect(
      message.contains(
        "\n19116 of 38400 pixels differ (49.781 %), 0 allowed; differences within 20,44 200x96; worst: red off by 255 at (20, 44)\n"
      ))
    let diffPath = try #require(
      message.split(separator: "\n").first { $0.hasPrefix("Difference image: ") }?.dropFirst(
        "Difference image: ".count))
    let diff = try Self.decode(String(diffPath))
    #expect((diff.width, diff.height) == (240, 160))
    // The failed snapshot the library wrote to its artifacts folder is the red card.
    let lines = message.split(separator: "\n")
    let failedLine = try #require(lines.firstIndex(of: "@+").map { lines[$0 + 1] })
    let failed = try Self.decode(String(failedLine.dropFirst("\"file://".count).dropLast()))
    #expect(failed[100, 100] == Bitmap.Pixel(r: 0xFF, g: 0x3B, b: 0x30))
  }

  /// The same failure through `assertSnapshot`, recorded as a Swift Testing issue: the blue card
  /// matches its reference (`__Snapshots__/SnapshotFailureTests/changedViewRecordsAnIssue.card.png`),
  /// the red one fails with the library's message.
  @Test func changedViewRecordsAnIssue() {
    assertSnapshot(of: SnapshotFixtures.cardController(), as: Self.controllerStrategy, named: "card")
    withKnownIssue {
      assertSnapshot(
        of: SnapshotFixtures.cardController(cardColor: .systemRed), as: Self.controllerStrategy, named: "card",
        record: .never)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Snapshot \"card\" does not match reference.") }
    }
  }

  /// `precision` is the share of pixels that must match: the red card changes 19,116 of 38,400
  /// pixels (49.8 %), so 0.45 passes and 0.55 fails.
  @Test func precisionAllowsAShareOfPixels() throws {
    let folder = try Self.blueCardFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    func verify(_ precision: Float) -> String? {
      verifySnapshot(
        of: SnapshotFixtures.cardController(cardColor: .systemRed),
        as: .image(
          precision: precision, size: CGSize(width: 120, height: 80), traits: UITraitCollection(displayScale: 2)),
        named: "card", record: .never, snapshotDirectory: folder.path, testName: "reference")
    }
    #expect(verify(0.45) == nil)
    #expect(verify(0.55)?.hasPrefix("Snapshot \"card\" does not match reference.") == true)
  }

  /// `withSnapshotTesting(record: .all)` records and reports; `.never` then verifies; `.failed`
  /// re-records a changed view and says so.
  @Test func recordModes() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let strategy = Snapshotting<UIView, UIImage>.image(traits: UITraitCollection(displayScale: 1))
    let recorded = withSnapshotTesting(record: .all) {
      verifySnapshot(of: SnapshotFixtures.card(), as: strategy, named: "card", snapshotDirectory: folder.path)
    }
    #expect(recorded?.hasPrefix("Record mode is on. Automatically recorded snapshot") == true)
    let file = folder.appendingPathComponent("recordModes.card.png").path
    #expect(try Self.decode(file)[50, 40] == Bitmap.Pixel(r: 0x00, g: 0x7A, b: 0xFF))

    #expect(
      verifySnapshot(
        of: SnapshotFixtures.card(), as: strategy, named: "card", record: .never, snapshotDirectory: folder.path)
        == nil)

    let rerecorded = verifySnapshot(
      of: SnapshotFixtures.card(color: .systemRed), as: strategy, named: "card", record: .failed,
      snapshotDirectory: folder.path)
    #expect(
      rerecorded?.hasPrefix("Snapshot \"card\" does not match reference. A new snapshot was automatically recorded.")
        == true)
    #expect(try Self.decode(file)[50, 40] == Bitmap.Pixel(r: 0xFF, g: 0x3B, b: 0x30))
  }
}
