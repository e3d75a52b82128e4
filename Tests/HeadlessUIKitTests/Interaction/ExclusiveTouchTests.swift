import Foundation
import Testing

@testable import HeadlessUIKit

/// `isExclusiveTouch`: a finger down on an exclusive view reaches it only while no other view
/// tracks a finger, and no other view gets a new finger while an exclusive one tracks; gesture
/// recognizers ignore it, as on iOS.
@MainActor
@Suite("UIView.isExclusiveTouch")
struct ExclusiveTouchTests {
  final class LogView: UIView {
    var calls: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("ended") }
  }

  /// Two side-by-side views in a 390 × 844 window; finger 1 holds `first` from 0.1 s to 0.5 s,
  /// finger 2 taps `second` at 0.2 s.
  func run(firstExclusive: Bool, secondExclusive: Bool) -> (first: LogView, second: LogView, secondTaps: Int) {
    let timeline = Timeline(fps: 60)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1))
    let first = LogView(frame: CGRect(x: 0, y: 0, width: 195, height: 844))
    let second = LogView(frame: CGRect(x: 195, y: 0, width: 195, height: 844))
    first.isExclusiveTouch = firstExclusive
    second.isExclusiveTouch = secondExclusive
    var taps = 0
    let tap = UITapGestureRecognizer()
    tap.cancelsTouchesInView = false
    tap.addTarget(nil) { _ in taps += 1 }
    second.addGestureRecognizer(tap)
    window.addSubview(first)
    window.addSubview(second)
    window.makeKeyAndVisible()
    timeline.advance(to: 0)
    var holding = TouchTrack(downAt: CGPoint(x: 100, y: 400), time: 0.1)
    holding.hold(for: 0.4)
    holding.lift()
    var tapping = TouchTrack(downAt: CGPoint(x: 300, y: 400), time: 0.2)
    tapping.hold(for: 0.05)
    tapping.lift()
    timeline.play(holding, in: window)
    timeline.play(tapping, in: window)
    for frame in 1...60 { timeline.advance(to: FrameIndex(frame)) }
    return (first, second, taps)
  }

  @Test func withoutExclusiveTouchBothViewsGetTheirFingers() {
    let (first, second, _) = run(firstExclusive: false, secondExclusive: false)
    #expect(first.calls == ["began", "ended"])
    #expect(second.calls == ["began", "ended"])
  }

  @Test func anExclusiveViewTrackingAFingerBlocksOtherViews() {
    let (first, second, taps) = run(firstExclusive: true, secondExclusive: false)
    #expect(first.calls == ["began", "ended"])
    #expect(second.calls.isEmpty, "no touches while the exclusive view tracks one")
    #expect(taps == 1, "gesture recognizers ignore isExclusiveTouch")
  }

  @Test func anExclusiveViewGetsNoFingerWhileAnotherViewTracksOne() {
    let (first, second, _) = run(firstExclusive: false, secondExclusive: true)
    #expect(first.calls == ["began", "ended"])
    #expect(second.calls.isEmpty)
  }

  @Test func itIsOffByDefault() {
    #expect(!UIView().isExclusiveTouch)
  }
}
