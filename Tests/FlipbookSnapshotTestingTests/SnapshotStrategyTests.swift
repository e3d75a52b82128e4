import Foundation
import HeadlessUIKit
import SnapshotTesting
import Testing

@testable import FlipbookSnapshotTesting

/// swift-snapshot-testing's `assertSnapshot` with Flipbook's strategies, against the PNGs in
/// `__Snapshots__/SnapshotStrategyTests/` (recorded by the library's own record modes: delete a
/// file, or run with `SNAPSHOT_TESTING_RECORD=all`, and run again).
@MainActor
@Suite("swift-snapshot-testing strategies")
struct SnapshotStrategyTests {
  @Test func viewControllerImage() {
    assertSnapshot(
      of: SnapshotFixtures.cardController(),
      as: .image(size: CGSize(width: 120, height: 80), traits: UITraitCollection(displayScale: 2)))
  }

  @Test func viewImage() {
    assertSnapshot(of: SnapshotFixtures.card(), as: .image(traits: UITraitCollection(displayScale: 1)))
  }

  @Test func transitionStripAtQuarters() {
    assertSnapshot(of: SnapshotFixtures.pushStage(), as: .transition(progress: [0, 0.25, 0.5, 0.75, 1]))
  }

  @Test func transitionChosenFrames() {
    assertSnapshot(of: SnapshotFixtures.pushStage(), as: .transition(frames: [0, 4, 13], gap: 4))
  }

  /// One snapshot per moment, each from a fresh stage (a stage runs once).
  @Test(arguments: [0.0, 0.5, 1.0])
  func transitionOneMomentPerSnapshot(progress: Double) {
    assertSnapshot(
      of: SnapshotFixtures.pushStage(), as: .transition(atProgress: progress), named: "p\(Int(progress * 100))")
  }
}
