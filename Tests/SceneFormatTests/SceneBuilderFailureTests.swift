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
  /// What `description` renders at its first frame fails with; records an issue when it renders.
  private func firstFrameError(_ description: SceneDescription) -> String {
    let stage = SceneBuilder.build(description, fps: 10, scale: 1)
    do {
      _ = try StageRenderer(workers: 1).bitmaps(of: stage, frames: [0])
      Issue.record("the first frame rendered")
      return ""
    } catch { return "\(error)" }
  }

  /// What the last frame of `description` fails with; records an issue when it renders.
  private func lastFrameError(_ description: SceneDescription) -> String {
    let stage = SceneBuilder.build(description, fps: 10, scale: 1)
    do {
      _ = try StageRenderer(workers: 1).bitmaps(of: stage, frames: [stage.frameCount - 1])
      Issue.record("the last frame rendered")
      return ""
    } catch { return "\(error)" }
  }

  @Test func aConstraintNamingAViewTheScreenLacksStopsTheRenderNamingIt() throws {
    var description = try parse(
      """
      fps: 10
      duration: 0.5
      window: { width: 200, height: 200 }
      screens:
        A:
          views:
            - id: badge
              frame: [0, 0, 10, 10]
            - id: card
              background: systemBlue
              constraints:
                - { anchor: top, to: badge.bottom }
                - { anchor: leading, to: superview.leading }
                - { anchor: width, constant: 50 }
                - { anchor: height, constant: 50 }
      root: { screen: A }
      """)
    description.screens[0].views.removeAll { $0.id == "badge" }
    #expect(firstFrameError(description).contains("scene screen 'A': a constraint names view 'badge'"))
  }

  @Test func anImageWithoutPixelsOrAReadableFileStopsTheRenderNamingTheFile() throws {
    var description = try parse(validScene)
    var view = ViewSpec(id: "photo", frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.rendering.image = ImageSpec(path: "/nonexistent/photo.png")
    description.screens[0].views.append(view)
    #expect(
      firstFrameError(description).contains(
        "scene view 'photo': image '/nonexistent/photo.png' has no pixels and is not a readable PNG"))
  }

  @Test func aMagicMoveFromAScreenWithoutACollectionStopsTheRenderNamingTheStep() throws {
    var description = try parse(validScene)
    let push = try #require(description.script.firstIndex { if case .push = $0.kind { true } else { false } })
    guard case .push(let name, let animated, _) = description.script[push].kind else { return }
    description.script[push].kind = .push(
      screen: name, animated: animated,
      animator: AnimatorSpec(name: "magicMove", magicMove: MagicMoveSpec(item: 0, target: "title")))
    #expect(lastFrameError(description).contains("magicMove flies from screen 'A', which has no collection"))
  }

  @Test func aCollectionWithoutLayoutsStopsTheRenderNamingTheScreen() throws {
    var description = try parse(validScene)
    description.screens[0].collection = CollectionSpec(layouts: [], items: [CollectionItemSpec()])
    #expect(firstFrameError(description).contains("scene screen 'A': its collection declares no layouts"))
  }
}
