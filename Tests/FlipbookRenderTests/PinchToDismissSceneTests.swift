import Animators
import FlipbookRender
import Foundation
import HeadlessUIKit
import SceneFormat
import Testing

/// The `pinch-to-dismiss` animator driven by a scene's `pinch` step: a photo presented full
/// screen with the Magic Move is pinched closed, and the pinch drives the dismissal through a
/// `UIPercentDrivenInteractiveTransition` that finishes when the fingers lift past halfway.
@MainActor
@Suite("Scene files: a pinch drives the pinch-to-dismiss animator")
struct PinchToDismissSceneTests {
  static let yaml = """
    fps: 30
    duration: 2.6
    window: { width: 390, height: 844, scale: 1, background: black }
    screens:
      Grid:
        background: white
        collection:
          frame: [0, 100, 390, 744]
          layout: { itemSize: [110, 110], spacing: 10, lineSpacing: 10, insets: [16, 16, 16, 16] }
          items:
            - { background: systemBlue }
            - { background: systemRed }
            - { background: systemGreen }
            - { background: systemOrange }
            - { background: systemPurple }
      Photo:
        background: black
        views:
          - id: photo
            frame: [0, 227, 390, 390]
            background: systemPurple
    root: { screen: Grid }
    script:
      - at: 0.3
        present: Photo
        animator: { name: pinch-to-dismiss, duration: 0.6 }
        item: 4
        target: photo
      - at: 1.2
        pinch: { center: [195, 422], from: 260, to: 130, angle: 45, duration: 0.7, easing: easeInOut }
    """

  static func stage() throws -> Stage {
    let scene = try SceneLoader.parse(yaml, sourcePath: "Scenes/pinch.yaml", defaultName: "pinch")
    return SceneBuilder.build(scene, scale: 1)
  }

  @Test func thePinchStartsTheDismissalAndFinishesItWhenTheFingersLift() throws {
    let lines = try Self.stage().recordTrace().description.split(separator: "\n").map(String.init)
    func time(of call: String) throws -> Double {
      let line = try #require(lines.first { $0.contains(call) }, "no \(call) in the trace")
      return try #require(Double(line.trimmingCharacters(in: .whitespaces).split(separator: " ")[0]))
    }
    let start = try time(of: "UIPercentDrivenInteractiveTransition.startInteractiveTransition")
    let finish = try time(of: "transitionContext.finishInteractiveTransition()")
    let dismissed = try time(of: "dismissalTransitionDidEnd(true)")
    // The pinch begins at 1.2 s; the dismissal starts once it is closing, after the 8 pt
    // hysteresis, and finishes when the fingers lift at 1.9 s (scale 0.5: past halfway).
    #expect(start > 1.2 && start < 1.5)
    #expect(abs(finish - 1.9) < 0.05)
    #expect(dismissed > finish)
  }

  @Test func theGridIsBackAfterThePinch() throws {
    let stage = try Self.stage()
    let last = stage.frameCount - 1
    let bitmap = try #require(try StageRenderer(workers: 1).bitmaps(of: stage, frames: [last])[last])
    // Cell 0 of the grid (16 + 55, 100 + 16 + 55) is blue again: the photo went back.
    let pixel = bitmap[71, 171]
    #expect(pixel == Bitmap.Pixel(r: 0, g: 122, b: 255), "\(pixel)")
  }
}
