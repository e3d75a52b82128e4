import FlipbookRender
import Foundation
import HeadlessUIKit
import Testing

/// A scheduled action that cannot be carried out (a scene script step whose button or popover
/// source is not on screen when its time comes) stops the render with its message after the
/// tick, instead of trapping.
@MainActor
@Suite("Script failures during a render")
struct ScriptFailureTests {
  @Test func aFailedActionStopsTheRenderWithItsMessage() throws {
    let timeline = Timeline(fps: 10)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 40, height: 40), scale: 1))
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    timeline.schedule(at: 0.3) { timeline.fail("script[1].via: the screen shown at this moment has no button 'share'") }
    timeline.schedule(at: 0.4) { timeline.fail("a later problem") }
    let stage = Stage(name: "failing", window: window, timeline: timeline, duration: 1)
    #expect {
      _ = try StageRenderer(workers: 1).bitmaps(of: stage)
    } throws: { error in
      "\(error)"
        == "scene 'failing', frame 3: script[1].via: the screen shown at this moment has no button 'share' (at 0.3 s)"
    }
  }
}
