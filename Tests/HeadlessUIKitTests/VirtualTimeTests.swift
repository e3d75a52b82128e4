import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("Virtual time: display links and delayed work run on the timeline")
struct VirtualTimeTests {
  @Test func displayLinkFiresEveryTickWithFrameTimes() {
    let timeline = Timeline(fps: 20)
    var stamps: [(CFTimeInterval, CFTimeInterval, CFTimeInterval)] = []
    let link = CADisplayLink { link in stamps.append((link.timestamp, link.targetTimestamp, link.duration)) }
    link.add(to: .main, forMode: .common)
    for frame in 0...3 { timeline.advance(to: FrameIndex(frame)) }
    #expect(stamps.map(\.0) == [0, 0.05, 0.1, 0.15])
    #expect(stamps.map(\.1) == [0.05, 0.1, 0.15, 0.2])
    #expect(stamps.allSatisfy { $0.2 == 0.05 })
    link.invalidate()
    timeline.advance(to: 4)
    #expect(stamps.count == 4)
  }

  @Test func preferredFramesPerSecondSkipsTicks() {
    let timeline = Timeline(fps: 60)
    var count = 0
    let link = CADisplayLink { _ in count += 1 }
    link.preferredFramesPerSecond = 30
    link.add(to: .main, forMode: .common)
    for frame in 0..<60 { timeline.advance(to: FrameIndex(frame)) }
    #expect(count == 30)
    link.isPaused = true
    for frame in 60..<70 { timeline.advance(to: FrameIndex(frame)) }
    #expect(count == 30)
  }

  @Test func displayLinkStopsWhenItsTargetIsGone() {
    let timeline = Timeline(fps: 10)
    var count = 0
    var target: NSObject? = NSObject()
    CADisplayLink(target: target!) { _ in count += 1 }.add(to: .main, forMode: .common)
    timeline.advance(to: 0)
    target = nil
    timeline.advance(to: 1)
    #expect(count == 1)
  }

  @Test func asyncAfterAndPerformAfterDelayUseTimelineTime() {
    let timeline = Timeline(fps: 10)
    var log: [(String, CFTimeInterval)] = []
    timeline.advance(to: 0)
    VirtualMainQueue.asyncAfter(delay: 0.3) { log.append(("queue", CACurrentMediaTime())) }
    NSObject().perform(afterDelay: 0.15) { log.append(("perform", CACurrentMediaTime())) }
    VirtualMainQueue.async { log.append(("async", CACurrentMediaTime())) }
    for frame in 1...4 { timeline.advance(to: FrameIndex(frame)) }
    #expect(log.map(\.0) == ["async", "perform", "queue"])
    #expect(log.map(\.1) == [0.1, 0.2, 0.3], "work runs on the first tick at or after its time")
  }
}
