import FlipbookRender
import Foundation
import SceneFormat
import Testing

/// A ``SceneDescription`` made in code skips the loader's checks; what the builder cannot build
/// from it stops the render with an error naming it, instead of trapping (issue 17, goal 2).
@MainActor
@Suite("Scene builder failures")
struct SceneBuilderFailureTests {
  @Test func aScriptNamingAMissingScreenStopsTheRenderNamingIt() throws {
    var description = try parse(validScene)
    description.screens.removeAll { $0.name == "B" }
    let stage = SceneBuilder.build(description, fps: 10, scale: 1)
    // Frames before the push at 0.5 s render; the push's tick stops the render.
    #expect(try StageRenderer(workers: 1).bitmaps(of: stage, frames: [4]).count == 1)
    let later = SceneBuilder.build(description, fps: 10, scale: 1)
    #expect {
      _ = try StageRenderer(workers: 1).bitmaps(of: later, frames: [later.frameCount - 1])
    } throws: { error in
      "\(error)".contains("screen 'B' does not exist; screens: A")
    }
  }

  @Test func aRootNamingAMissingScreenStopsTheFirstFrame() throws {
    var description = try parse(validScene)
    description.screens.removeAll { $0.name == "A" }
    let stage = SceneBuilder.build(description, fps: 10, scale: 1)
    #expect {
      _ = try StageRenderer(workers: 1).bitmaps(of: stage, frames: [0])
    } throws: { error in
      "\(error)".contains("screen 'A' does not exist; screens: B")
    }
  }

  /// Found by `make fuzz`: a touch before a popover's `present` stops the loader's replay (what a
  /// touch does is decided at render time), so a popover `source` naming no view of the shown
  /// screen reached UIKit's "non-nil sourceView" check and trapped.
  @Test func aPopoverSourceMissingAfterATouchStopsTheRenderNamingTheField() throws {
    let yaml = """
      fps: 10
      duration: 1.0
      window: { width: 390, height: 844 }
      screens:
        A:
          views:
            - id: share
              frame: [270, 96, 100, 40]
        B:
          views: []
      root: { screen: A }
      script:
        - at: 0.1
          tap: [200, 700]
        - at: 0.3
          present: B
          style: popover
          source: nothing-here
          arrow: up
      """
    let stage = SceneBuilder.build(try parse(yaml), fps: 10, scale: 1)
    #expect {
      _ = try StageRenderer(workers: 1).bitmaps(of: stage, frames: [stage.frameCount - 1])
    } throws: { error in
      "\(error)".contains("source: 'nothing-here' is not on the screen shown at this moment")
    }
  }
}
