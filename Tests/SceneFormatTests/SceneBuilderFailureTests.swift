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
}
