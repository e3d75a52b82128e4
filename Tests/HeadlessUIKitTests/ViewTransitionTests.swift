import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// `UIView.transition(with:…)` and `UIView.transition(from:to:…)`: hierarchy changes, the
/// cross-dissolve's progress at reference times, completions and misuse.
@MainActor
@Suite("UIView transitions")
struct ViewTransitionTests {
  struct Setup {
    let timeline: Timeline
    let window: UIWindow
    let container: UIView
  }

  static func make() -> Setup {
    let timeline = Timeline(fps: 30)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 200), scale: 1))
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: 0)
    return Setup(timeline: timeline, window: window, container: container)
  }

  static func picture(in view: UIView) -> ContentSnapshotView? {
    view.subviews.compactMap { $0 as? ContentSnapshotView }.first
  }

  @Test func crossDissolveFadesTheOldPictureOnTheCurve() throws {
    let s = Self.make()
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    card.backgroundColor = .red
    s.container.addSubview(card)
    var finished: [Bool] = []
    s.timeline.schedule(at: 0.1) {
      UIView.transition(
        with: card, duration: 0.4, options: .transitionCrossDissolve,
        animations: { card.backgroundColor = .blue }, completion: { finished.append($0) })
      // The change applies at once and is not animated: only the picture fades.
      #expect(card.backgroundColor == .blue)
      #expect(card.layer.animationKeys() == nil)
    }
    s.timeline.advance(to: 3)
    let picture = try #require(Self.picture(in: s.container))
    #expect(s.container.subviews.firstIndex { $0 === picture } == 1, "just above the view")
    #expect(picture.frame == card.frame)
    for (frame, elapsed) in [(6, 0.1), (9, 0.2), (12, 0.3)] {
      s.timeline.advance(to: FrameIndex(frame))
      let p = CAMediaTimingFunction(name: .easeInEaseOut).progress(at: elapsed / 0.4)
      let alpha = Double(picture.layer.presentation()!.opacity)
      #expect(isApproximatelyEqual(alpha, 1 - p, tolerance: 1e-6), "at \(elapsed) s")
    }
    #expect(finished.isEmpty)
    s.timeline.advance(to: 15)
    #expect(finished == [true])
    #expect(Self.picture(in: s.container) == nil, "the picture is removed at the end")
  }

  @Test func pictureHoldsTheOldSubtree() throws {
    let s = Self.make()
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
    label.text = "Before"
    card.addSubview(label)
    s.container.addSubview(card)
    UIView.transition(
      with: card, duration: 0.3, options: .transitionCrossDissolve, animations: { label.text = "After" })
    let picture = try #require(Self.picture(in: s.container))
    let texts = picture.picture.items.compactMap { item -> String? in
      if case .text(let run, _) = item { return run.string } else { return nil }
    }
    #expect(texts == ["Before"])
    #expect(label.text == "After")
  }

  @Test func allowAnimatedContentAnimatesTheBlock() {
    let s = Self.make()
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    s.container.addSubview(card)
    UIView.transition(
      with: card, duration: 0.3, options: [.transitionCrossDissolve, .allowAnimatedContent],
      animations: { card.alpha = 0.5 })
    #expect(card.layer.animationKeys() == ["opacity"])
  }

  @Test func transitionNoneIsAnOrdinaryAnimationBlock() {
    let s = Self.make()
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    s.container.addSubview(card)
    UIView.transition(with: card, duration: 0.3, options: [], animations: { card.alpha = 0.5 })
    #expect(card.layer.animationKeys() == ["opacity"])
    #expect(Self.picture(in: s.container) == nil)
  }

  @Test func fromToReplacesTheViewInPlace() {
    let s = Self.make()
    let below = UIView()
    let from = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
    let above = UIView()
    for view in [below, from, above] { s.container.addSubview(view) }
    let to = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
    var finished: [Bool] = []
    UIView.transition(
      from: from, to: to, duration: 0.2, options: .transitionCrossDissolve, completion: { finished.append($0) })
    #expect(from.superview == nil)
    #expect(s.container.subviews[0] === below && s.container.subviews[1] === to)
    #expect(s.container.subviews[2] is ContentSnapshotView && s.container.subviews[3] === above)
    s.timeline.advance(to: 7)
    #expect(finished == [true])
    #expect(s.container.subviews.map { ObjectIdentifier($0) } == [below, to, above].map { ObjectIdentifier($0) })
  }

  @Test func showHideTransitionViewsOnlyTogglesHidden() {
    let s = Self.make()
    let from = UIView()
    let to = UIView()
    to.isHidden = true
    s.container.addSubview(from)
    s.container.addSubview(to)
    UIView.transition(from: from, to: to, duration: 0.2, options: [.transitionCrossDissolve, .showHideTransitionViews])
    #expect(from.superview === s.container && from.isHidden)
    #expect(to.superview === s.container && !to.isHidden)
  }

  @Test func withoutATransitionTheSwapIsImmediateAndCompletesThisTick() {
    let s = Self.make()
    let from = UIView()
    let to = UIView()
    s.container.addSubview(from)
    var finished: [Bool] = []
    s.timeline.schedule(at: 0.1) {
      UIView.transition(from: from, to: to, duration: 0.5, options: [], completion: { finished.append($0) })
      #expect(to.superview === s.container && from.superview == nil)
    }
    s.timeline.advance(to: 3)
    #expect(finished == [true])
    #expect(Self.picture(in: s.container) == nil)
  }

  @Test func transitionOptionsKeepUIKitsRawValues() {
    let raw: [(UIView.AnimationOptions, UInt)] = [
      (.transitionFlipFromLeft, 1 << 20), (.transitionFlipFromRight, 2 << 20), (.transitionCurlUp, 3 << 20),
      (.transitionCurlDown, 4 << 20), (.transitionCrossDissolve, 5 << 20), (.transitionFlipFromTop, 6 << 20),
      (.transitionFlipFromBottom, 7 << 20), (.showHideTransitionViews, 1 << 8),
    ]
    for (option, value) in raw { #expect(option.rawValue == value) }
  }

  @Test(arguments: [
    (UIView.AnimationOptions.transitionFlipFromLeft, "y"), (.transitionFlipFromRight, "y"),
    (.transitionFlipFromTop, "x"), (.transitionFlipFromBottom, "x"),
  ])
  func flipsTurnTheOldPictureAwayThenTheViewIn(option: UIView.AnimationOptions, axis: String) {
    let s = Self.make()
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    card.backgroundColor = .red
    s.container.addSubview(card)
    var finished: Bool?
    UIView.transition(
      with: card, duration: 0.6, options: option, animations: { card.backgroundColor = .blue },
      completion: { finished = $0 })
    func angle(_ t: CATransform3D) -> CGFloat {
      let r = DecomposedTransform3D(t).rotation
      return axis == "y" ? r.y : r.x
    }
    s.timeline.advance(to: 6)  // 0.2 s: the old picture is turning away, the card waits edge-on
    let picture = Self.picture(in: s.container)
    #expect(picture != nil)
    if let picture {
      let turning = abs(angle(picture.layer.presentation()!.transform))
      #expect(turning > 0.1 && turning < .pi / 2)
    }
    #expect(isApproximatelyEqual(abs(angle(card.layer.presentation()!.transform)), .pi / 2, tolerance: 1e-6))
    s.timeline.advance(to: 14)  // 0.47 s: the card turns in
    let incoming = abs(angle(card.layer.presentation()!.transform))
    #expect(incoming > 0.01 && incoming < .pi / 2)
    for frame in 15...20 { s.timeline.advance(to: FrameIndex(frame)) }
    #expect(finished == true)
    #expect(Self.picture(in: s.container) == nil)
    #expect(card.layer.transform == CATransform3DIdentity)
    #expect(card.backgroundColor == .blue)
  }

  @Test func fromViewOutsideAHierarchyTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = ViewTransitionTests.make()
        UIView.transition(from: UIView(), to: UIView(), duration: 0.3, options: .transitionCrossDissolve)
      }
    }
  }
}
