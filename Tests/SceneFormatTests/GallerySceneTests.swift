import Foundation
import Graphics
import SceneFormat
import Testing

/// The scene files shipped in `Scenes/` load and have the structure the gallery promises.
@Suite struct GallerySceneTests {
  @Test(arguments: ["system", "slide"])
  func navPushScene(animatorName: String) throws {
    let url = scenesDirectory.appendingPathComponent("nav-push-\(animatorName).yaml")
    let scene = try SceneLoader.load(contentsOf: url)

    #expect(scene.name == "nav-push-\(animatorName)")
    #expect(scene.sourcePath == url.relativePath)
    #expect(scene.fps == 30)
    #expect(scene.duration == 2.4)
    #expect(scene.window == WindowSpec(width: 390, height: 844, scale: 2, background: .black))
    #expect(scene.screens.map(\.name) == ["A", "B"])
    #expect(scene.root == .navigation(root: "A"))

    let animator = AnimatorSpec(name: animatorName)
    #expect(
      scene.script == [
        ScriptAction(time: 0.3, kind: .push(screen: "B", animated: true, animator: animator), fieldPath: "script[0]"),
        ScriptAction(time: 1.4, kind: .pop(animated: true, animator: animator), fieldPath: "script[1]"),
      ])

    let a = try #require(scene.screen(named: "A"))
    #expect(a.title == "Inbox")
    #expect(a.background == .white)
    let title = try #require(a.views.first { $0.id == "title" }?.label)
    #expect(title == LabelSpec(text: "Inbox", fontSize: 34, weight: .bold))
    let cards = a.views.filter { $0.id?.hasPrefix("card-") == true }
    #expect((3...4).contains(cards.count))
    for card in cards {
      #expect(card.cornerRadius > 0)
      #expect(card.background != nil)
      #expect(card.subviews.contains { $0.label != nil })
      #expect(card.frame.maxX <= 390 && card.frame.maxY <= 844)
    }

    let b = try #require(scene.screen(named: "B"))
    #expect(b.background == RGBA(hex: "#F2F2F7"))
    #expect(b.views.contains { $0.background == RGBA(hex: "#007AFF") && $0.cornerRadius > 0 })
    #expect(b.views.contains { $0.borderWidth > 0 })
  }

  @Test func galleryScenesDifferOnlyInAnimator() throws {
    let system = try SceneLoader.load(contentsOf: scenesDirectory.appendingPathComponent("nav-push-system.yaml"))
    let slide = try SceneLoader.load(contentsOf: scenesDirectory.appendingPathComponent("nav-push-slide.yaml"))
    #expect(system.screens == slide.screens)
    #expect(system.window == slide.window)
  }

  @Test func readmeExampleLoads() throws {
    let readme = try String(contentsOf: scenesDirectory.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "```yaml\n"))
    let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
    let scene = try parse(String(readme[start.upperBound..<end.lowerBound]), file: "Scenes/README.md")
    #expect(scene.name == "nav-push-system")
    #expect(scene.screens.map(\.name) == ["A", "B"])
    #expect(scene.script.count == 2)
  }
}
