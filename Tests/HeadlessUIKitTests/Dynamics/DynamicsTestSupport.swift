import Foundation

@testable import HeadlessUIKit

/// A 400 × 800 reference view on a timeline, stepped frame by frame.
@MainActor
final class DynamicsBench {
  let timeline: Timeline
  let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  private(set) var frame = 0
  let fps: Int

  init(fps: Int = 60) {
    self.fps = fps
    timeline = Timeline(fps: fps)
    timeline.advance(to: 0)
  }

  /// A view of `size` centred at `center` in the reference view.
  func box(_ center: CGPoint, _ size: CGSize = CGSize(width: 100, height: 100)) -> UIView {
    let view = UIView(frame: CGRect(origin: .zero, size: size))
    view.center = center
    reference.addSubview(view)
    return view
  }

  /// Ticks every frame up to `seconds`.
  func run(to seconds: Double) {
    let last = Int((seconds * Double(fps)).rounded())
    while frame < last {
      frame += 1
      timeline.advance(to: FrameIndex(frame))
    }
  }

  /// Ticks frame by frame until `done` or `limit` seconds, calling `each` after every frame.
  func run(until limit: Double, each: () -> Void = {}, done: () -> Bool = { false }) {
    let last = Int((limit * Double(fps)).rounded())
    while frame < last && !done() {
      frame += 1
      timeline.advance(to: FrameIndex(frame))
      each()
    }
  }
}

/// Records an animator's pauses and resumes.
@MainActor
final class AnimatorLog: UIDynamicAnimatorDelegate {
  var events: [String] = []
  var times: [TimeInterval] = []

  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {
    events.append("resume")
    times.append(CACurrentMediaTime())
  }

  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
    events.append("pause")
    times.append(CACurrentMediaTime())
  }
}
