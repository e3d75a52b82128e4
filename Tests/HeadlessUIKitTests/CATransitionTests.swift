import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// `CATransition`'s model: defaults, the copy made by `add(_:forKey:)`, the recorded old
/// content and the progress between `startProgress` and `endProgress` on the timing function.
@MainActor
@Suite("CATransition")
struct CATransitionTests {
  @Test func defaultsAreCoreAnimations() {
    let transition = CATransition()
    #expect(transition.type == .fade)
    #expect(transition.subtype == nil)
    #expect(transition.startProgress == 0 && transition.endProgress == 1)
    #expect(CATransition.key == "transition")
    #expect(CATransitionSubtype.fromRight.motion == CGVector(dx: -1, dy: 0))
    #expect(CATransitionSubtype.fromTop.motion == CGVector(dx: 0, dy: 1))
  }

  @Test func addingRecordsTheOldContentOnACopyAndMapsProgress() throws {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
    layer.backgroundColor = UIColor.red.cgColor
    let transition = CATransition()
    transition.type = .push
    transition.duration = 2
    transition.startProgress = 0.2
    transition.endProgress = 0.6
    transition.timingFunction = CAMediaTimingFunction(name: .easeIn)
    layer.add(transition, forKey: nil)
    transition.type = .reveal  // the layer holds a copy
    let added = try #require(layer.animation(forKey: "transition") as? CATransition)
    #expect(added !== transition && added.type == .push)
    let old = try #require(added.oldContent)
    #expect(old.size == CGSize(width: 40, height: 20))
    #expect(!old.items.isEmpty, "the red background was recorded")
    for t in [0.0, 0.5, 1.0, 1.5] {
      let (_, q) = try #require(layer.activeTransition(at: t))
      let eased = CAMediaTimingFunction(name: .easeIn).progress(at: t / 2)
      #expect(isApproximatelyEqual(q, 0.2 + 0.4 * eased, tolerance: 1e-6), "at \(t) s (Float progress bounds)")
    }
    #expect(layer.activeTransition(at: 2.5) == nil)
  }
}
