import Animators
import Foundation
import SceneFormat
import Testing

/// The `drop-in` modal animator (UIKit Dynamics) in scene files: the gallery scene loads, and a
/// duration or a non-custom style is refused with the field and the reason.
@Suite struct DynamicsSceneTests {
  static let base = """
    duration: 3
    window: { width: 100, height: 200 }
    screens: { A: {}, B: {} }
    root: { screen: A }
    script:
    """

  @Test func gallerySceneDropsInACustomPresentation() throws {
    let scene = try SceneLoader.load(contentsOf: scenesDirectory.appendingPathComponent("dynamics-snap-alert.yaml"))
    #expect(
      scene.script.map(\.kind) == [
        .present(
          screen: "B", style: .custom, transition: .coverVertical, animated: true,
          animator: AnimatorSpec(name: "drop-in")),
        .dismiss(animated: true),
      ])
  }

  @Test func aDurationIsRefusedBecauseThePhysicsTimesIt() throws {
    let error = try #require(
      parseError(Self.base + "\n  - { at: 0.1, present: B, animator: { name: drop-in, duration: 1 } }"))
    #expect(error.fieldPath == "script[0].animator.duration")
    #expect(
      error.message
        == "the 'drop-in' animator is timed by UIKit Dynamics (the card snaps until it comes to rest); remove 'duration'"
    )
  }

  @Test func onlyTheCustomStyleIsAccepted() throws {
    let error = try #require(
      parseError(Self.base + "\n  - { at: 0.1, present: B, animator: drop-in, style: fullScreen }"))
    #expect(error.fieldPath == "script[0].style")
    #expect(error.message == "the 'drop-in' animator works with style 'custom', got 'fullScreen'")
  }
}
