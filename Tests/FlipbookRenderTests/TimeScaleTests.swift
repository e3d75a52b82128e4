import FlipbookRender
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("Timeline time scale: slow motion through the clock")
struct TimeScaleTests {
  @Test func frameKShowsModelTimeKTimesTheScaleOverFPS() {
    let slow = Timeline(fps: 30, timeScale: 0.25)
    #expect(slow.modelFrameRate == 120)
    #expect(slow.time(of: 12) == 0.1)
    #expect(slow.frameCount(covering: 2) == 4 * 30 * 2 + 1)
    #expect(slow.frame(nearest: 0.35) == 42)
    let normal = Timeline(fps: 60)
    let half = Timeline(fps: 30, timeScale: 0.5)
    #expect((0..<600).allSatisfy { half.time(of: FrameIndex($0)) == normal.time(of: FrameIndex($0)) })
    #expect(half.frameCount(covering: 2.4) == normal.frameCount(covering: 2.4))
  }

  @Test func displayLinksSeeTheModelClock() {
    let timeline = Timeline(fps: 30, timeScale: 0.5)
    var stamps: [(TimeInterval, TimeInterval)] = []
    let link = CADisplayLink { stamps.append(($0.timestamp, $0.duration)) }
    link.add(to: .main, forMode: .common)
    defer { link.invalidate() }
    for frame in 0..<3 { timeline.advance(to: FrameIndex(frame)) }
    let expected: [TimeInterval] = [0, 1.0 / 60, 2.0 / 60]
    let step: TimeInterval = 1.0 / 60
    #expect(stamps.map(\.0) == expected)
    #expect(stamps.map(\.1) == [step, step, step])
  }

  @Test func scheduledActionsRunAtTheirModelTime() {
    let timeline = Timeline(fps: 10, timeScale: 0.25)
    var ranAt: [Int] = []
    timeline.schedule(at: 0.3) { ranAt.append(timeline.currentFrame?.rawValue ?? -1) }
    for frame in 0..<20 { timeline.advance(to: FrameIndex(frame)) }
    #expect(ranAt == [12])
  }

  @Test func aManifestWithoutATimeScaleReadsAsRealTime() throws {
    let json = """
      {"scene":"s","size":{"width":1,"height":1},"scale":1,"pixelSize":{"width":1,"height":1},"fps":10,
       "duration":0.1,"frameCount":0,"frames":[],"renderStack":{},"warnings":[]}
      """
    let manifest = try JSONDecoder().decode(RenderManifest.self, from: Data(json.utf8))
    #expect(manifest.timeScale == 1)
    let again = try JSONDecoder().decode(RenderManifest.self, from: try manifest.jsonData())
    #expect(again == manifest)
  }
}
