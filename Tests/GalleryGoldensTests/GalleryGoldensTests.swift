import FlipbookTesting
import Foundation
import SceneFormat
import Testing

/// Every scene in `Scenes/` at progress 0, ¼, ½, ¾ and 1 of each transition (a still scene,
/// which runs no transition, at its first frame), at 1× scale, against the goldens in
/// `__Goldens__/` beside this file. Re-record after an intended change
/// with `make goldens` (FLIPBOOK_RECORD=all swift test --filter GalleryGoldens).
@Suite("Gallery goldens")
struct GalleryGoldensTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let scenesDirectory = root.appendingPathComponent("Scenes")
  static let scenes = SceneResolver.availableNames(in: scenesDirectory)
  static let store = GoldenStore.beside(testFile: #filePath)

  /// Extra times checked in scenes that run no view controller transition:
  /// `collection-layout`'s animated layout changes (0.3 s from 0.3 s and from 1.0 s): a
  /// quarter, halfway and the end of each; the constraint animations of `constraints-card` (a
  /// spring from 0.4 s, 0.8 s long) and `constraints-header` (0.5 s from 0.3 s, a 0.6 s spring
  /// from 1.3 s); `stack-hide-row`'s banner collapsing (0.4 s from 0.4 s) while the push settles;
  /// `rotate`'s window turning to landscape (0.4 s from 0.3 s: its frames change size);
  /// `controls-push`'s controls after the push: the switch's slide (lift at 1.05 s, 0.3 s), the
  /// segmented selection's slide (from 1.35 s), the stepper's pressed +, the slider mid-drag
  /// and at rest, the spinner at each of those moments; the
  /// page turns of `pages-scroll` (a swipe from 0.3 s settling by about 0.9 s, an animated
  /// `setViewControllers` from 1.3 s, 0.3 s long) and `pages-curl` (a 0.5 s curl from 0.3 s, a
  /// curl pan from 1.1 s that follows the finger for 0.5 s and then finishes), `page-curl-book`'s
  /// leaf turning over the spine (a 0.5 s curl from 0.3 s) and coming back under a drag from 1.2 s;
  /// `table-edit`'s swipe (from 0.4 s), deletion (0.3 s from 1.05 s, the tap's lift) and
  /// editing controls sliding in (0.3 s from 1.85 s);
  /// `sheet-detents`' drag from the medium to the large detent (1.0–1.45 s), the spring after
  /// it, and the drag down before the dismissal;
  /// `split-detail`'s primary column sliding out and back in, `split-overlay`'s reveal swipe,
  /// its finish and the tap that hides the column;
  /// `celebrate-present`'s spinner before the presentation and the confetti falling after it;
  /// `login-present`'s keyboard rising with the email field focused, the address half typed and
  /// typed, and the password's bullets; `dynamics-snap-alert`'s card falling, overshooting and
  /// settling under its snap (the presentation ends when the physics rests), and flung up,
  /// spinning, then falling out during the dismissal; `search-activate`'s activation (0.35 s
  /// from the tap's lift at 0.4 s: early, halfway, done), the results after one letter and after
  /// "Sent", the scope selection sliding and settled, the deactivation halfway and done.
  static let extraTimes: [String: [Double]] = [
    "celebrate-present": [0.25, 1.4, 1.9],
    "collection-layout": [0.4, 0.45, 0.6, 1.15, 1.3],
    "controls-push": [1.2, 1.5, 1.7, 1.9, 2.3],
    "dynamics-snap-alert": [0.4, 0.5, 0.6, 0.8, 2.3, 2.45],
    "constraints-card": [0.6, 0.8, 1.2],
    "constraints-header": [0.4, 0.55, 0.8, 1.45, 1.6, 1.9],
    "login-present": [1.1, 1.8, 2.45, 3.3],
    "page-curl-book": [0.4, 0.55, 0.7, 0.9, 1.45, 1.65, 2.2],
    "pages-curl": [0.4, 0.55, 0.7, 1.0, 1.3, 1.5, 1.7, 2.0],
    "pages-scroll": [0.4, 0.5, 0.6, 0.7, 0.9, 1.35, 1.45, 1.55, 1.8],
    "rotate": [0.3, 0.4, 0.5, 0.6, 0.7, 0.9],
    "search-activate": [0.5, 0.6, 0.8, 1.05, 1.35, 1.75, 2.0, 2.45, 2.9],
    "sheet-detents": [1.2, 1.45, 1.6, 2.0, 2.3],
    "split-detail": [0.4, 0.75, 1.0, 1.45, 1.8],
    "split-overlay": [0.4, 0.6, 0.9, 1.45, 1.8],
    "stack-hide-row": [0.5, 0.6, 0.7],
    "table-edit": [0.5, 0.95, 1.2, 1.5, 2.0, 2.3],
  ]

  /// The frames checked for `scene`: `flipbook verify`'s — its transitions' quarters
  /// (custom-container switches included: the container registers them with the transition
  /// monitor), or its first frame when it runs no transition — plus any ``extraTimes``.
  @MainActor static func selection(for scene: String) throws -> FrameSelection {
    let selection = try SceneGoldens(scene, scenesDirectory: scenesDirectory, scale: 1).defaultSelection()
    guard let extra = extraTimes[scene] else { return selection }
    return FrameSelection(selection.points + extra.map { .time($0) })
  }

  @MainActor @Test(arguments: scenes)
  func sceneMatchesItsGoldens(_ scene: String) throws {
    expectGoldens(ofScene: scene, scenesDirectory: Self.scenesDirectory, at: try Self.selection(for: scene), scale: 1)
  }

  /// The goldens every gallery scene should have, by scene.
  @MainActor static func expectedGoldens() throws -> [String: [String]] {
    var expected: [String: [String]] = [:]
    for scene in scenes {
      expected[scene] = try SceneGoldens(scene, scenesDirectory: scenesDirectory, scale: 1).labels(
        selection(for: scene))
    }
    return expected
  }

  @MainActor @Test func everySceneHasGoldens() throws {
    #expect(!Self.scenes.isEmpty)
    for missing in Self.store.audit(expected: try Self.expectedGoldens()).missing {
      Issue.record(
        "scene '\(missing.scene)' (Scenes/\(missing.scene).yaml) has no goldens for \(missing.labels.joined(separator: ", ")); record them with `make goldens`"
      )
    }
  }

  @MainActor @Test func noGoldenIsOrphaned() throws {
    for orphan in Self.store.audit(expected: try Self.expectedGoldens()).orphans {
      Issue.record(
        "orphaned golden Tests/GalleryGoldensTests/__Goldens__/\(orphan): no scene in Scenes/ produces it; delete it or restore its scene"
      )
    }
  }
}
