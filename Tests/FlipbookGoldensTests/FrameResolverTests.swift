import FlipbookGoldens
import Foundation
import HeadlessUIKit
import SceneFormat
import Testing

@MainActor
@Suite("Frame selection")
struct FrameResolverTests {
  /// The tiny scene's push runs from frame 2 on UIKit's ease-in-out curve: a progress point is
  /// the first frame whose curve value (the views' visual progress) reaches it, not the
  /// fraction of time elapsed.
  @Test func transitionProgressPointsFallWhereTheCurveReachesThem() throws {
    let frames = try FrameResolver.resolve(.transitionQuarters, stage: try TinyScene.makeStage())
    let ease = CAMediaTimingFunction(name: .easeInEaseOut)
    let expected = [0, 0.25, 0.5, 0.75].map { fraction in
      (2...6).first { ease.progress(at: Double($0 - 2) / 4) >= fraction - 1e-9 }!
    }
    #expect(expected == [2, 4, 4, 5])
    // 1 is the frame where the push has completed: its animation ends at 0.6 s, but frame 6's
    // layer time (0.6 − 0.2 in binary floating point) is a hair short of 0.4 s, so frame 7.
    #expect(frames.map(\.index) == expected + [7])
    #expect(
      frames.map(\.label) == [
        "transition1-push-p0.00", "transition1-push-p0.25", "transition1-push-p0.50", "transition1-push-p0.75",
        "transition1-push-p1.00",
      ])
    #expect(frames[1].detail == "push (transition 1) at 25 %")
  }

  @Test func timesAndFramesSelectTheFirstFrameAtOrAfter() throws {
    let frames = try FrameResolver.resolve(
      FrameSelection([.time(0.25), .time(0.3), .frame(7)]), stage: try TinyScene.makeStage())
    #expect(frames.map(\.index) == [3, 3, 7])
    #expect(frames.map(\.label) == ["time-0.250s", "time-0.300s", "frame-0007"])
  }

  @Test func pointsOutsideTheStageAreErrorsNamingTheSceneAndPoint() throws {
    #expect {
      try FrameResolver.resolve(.frames([11]), stage: try TinyScene.makeStage())
    } throws: { "\($0)".contains("scene 'tiny': frame point frame 11: the stage has frames 0…10") }
    #expect {
      try FrameResolver.resolve(FrameSelection([.progress(0.5, transition: 2)]), stage: try TinyScene.makeStage())
    } throws: { "\($0)".contains("runs 1 transition") }
    #expect {
      try FrameResolver.resolve(.progress([1.5]), stage: try TinyScene.makeStage())
    } throws: { "\($0)".contains("progress must be 0…1") }
  }

  /// An edge swipe back: the pop follows the finger, so its progress points are where the
  /// reported progress gets there, and 1 is the frame where the pop has completed.
  @Test func interactiveTransitionsArePlacedByTheirReportedProgress() throws {
    func stage() throws -> Stage {
      let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenes")
      return SceneBuilder.build(try SceneLoader.load(contentsOf: scenes.appendingPathComponent("nav-swipe-back.yaml")))
    }
    let probe = try stage()
    let transitions = try FrameResolver.transitions(of: probe)
    let pop = try #require(transitions.last)
    #expect(pop.operation == "pop")
    #expect(!pop.frames.isEmpty)
    #expect(pop.frames.count == pop.progress.count)
    let frames = try FrameResolver.resolve(
      FrameSelection([.progress(0.5, transition: 2), .progress(1, transition: 2)]), stage: try stage())
    let reached = try #require(pop.progress.firstIndex { $0 >= 0.5 })
    let half = pop.frames[reached]
    #expect(frames[0].index == half)
    #expect(frames[1].index == pop.frames.last! + 1)
    #expect(pop.progress.last! > 0.9, "the last frame before completion is nearly done")
  }
}
