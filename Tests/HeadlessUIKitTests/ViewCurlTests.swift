import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// `UIView.transition`'s `.transitionCurlUp` and `.transitionCurlDown`, both forms: the pages
/// put in the hierarchy, the curl's progress in the display list following the options'
/// curve, the completion, and what is left when it ends.
@MainActor
@Suite("UIView page curls")
struct ViewCurlTests {
  /// The curls in the frame's display list, top first: (progress, angle, page size).
  static func curls(in window: UIWindow) -> [PageCurl] {
    window.makeDisplayList().items.compactMap { item in
      if case .beginPageCurl(let curl, _, _) = item { return curl } else { return nil }
    }
  }

  func ids(_ views: [UIView]) -> [ObjectIdentifier] { views.map { ObjectIdentifier($0) } }

  static func pages(in view: UIView) -> [PageCurlView] { view.subviews.compactMap { $0 as? PageCurlView } }

  @Test func curlUpLiftsTheOldPictureOnTheCurve() throws {
    let s = ViewTransitionTests.make()
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 80))
    card.backgroundColor = .red
    s.container.addSubview(card)
    var finished: [Bool] = []
    s.timeline.schedule(at: 0.1) {
      UIView.transition(
        with: card, duration: 0.4, options: [.transitionCurlUp, .curveEaseIn],
        animations: { card.backgroundColor = .blue }, completion: { finished.append($0) })
      #expect(card.backgroundColor == .blue, "the change applies at once")
      #expect(card.layer.animationKeys() == nil)
    }
    s.timeline.advance(to: 3)
    let page = try #require(Self.pages(in: s.container).first)
    #expect(s.container.subviews.firstIndex { $0 === page } == 1, "just above the view")
    #expect(page.frame == card.frame)
    let colors = page.picture.items.compactMap { item -> RGBA? in
      if case .fill(_, let color, _) = item { return color } else { return nil }
    }
    #expect(colors == [UIColor.red.rgba], "the page is the old appearance")
    for (frame, elapsed) in [(6, 0.1), (9, 0.2), (12, 0.3)] {
      s.timeline.advance(to: FrameIndex(frame))
      let expected = CAMediaTimingFunction(name: .easeIn).progress(at: elapsed / 0.4)
      let curl = try #require(Self.curls(in: s.window).first)
      #expect(isApproximatelyEqual(curl.progress, expected, tolerance: 1e-6), "at \(elapsed) s")
      #expect(isApproximatelyEqual(curl.angle, Double(UIView.curlAngle), tolerance: 1e-12))
      #expect(isApproximatelyEqual(curl.radius, 8, tolerance: 1e-9), "a tenth of the shorter side, at 1×")
    }
    #expect(finished.isEmpty)
    s.timeline.advance(to: 15)
    #expect(finished == [true])
    #expect(Self.pages(in: s.container).isEmpty && ids(s.container.subviews) == ids([card]))
    #expect(Self.curls(in: s.window).isEmpty)
  }

  @Test func curlDownUnrollsTheNewPictureOverTheOld() throws {
    let s = ViewTransitionTests.make()
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    card.backgroundColor = .red
    s.container.addSubview(card)
    var finished: [Bool] = []
    UIView.transition(
      with: card, duration: 0.3, options: .transitionCurlDown, animations: { card.backgroundColor = .green },
      completion: { finished.append($0) })
    #expect(s.container.subviews.count == 3)
    let old = try #require(s.container.subviews[1] as? ContentSnapshotView)
    let page = try #require(s.container.subviews[2] as? PageCurlView)
    func fills(_ picture: Picture) -> [RGBA] {
      picture.items.compactMap { item -> RGBA? in
        if case .fill(_, let color, _) = item { return color } else { return nil }
      }
    }
    #expect(fills(old.picture) == [UIColor.red.rgba] && fills(page.picture) == [UIColor.green.rgba])
    // Frame 0 of the curl: the new page is rolled up (progress 1: not drawn at all).
    #expect(Self.curls(in: s.window).isEmpty)
    for (frame, elapsed) in [(3, 0.1), (6, 0.2)] {
      s.timeline.advance(to: FrameIndex(frame))
      let expected = 1 - CAMediaTimingFunction(name: .easeInEaseOut).progress(at: elapsed / 0.3)
      let curl = try #require(Self.curls(in: s.window).first)
      #expect(isApproximatelyEqual(curl.progress, expected, tolerance: 1e-6), "at \(elapsed) s")
    }
    s.timeline.advance(to: 9)
    #expect(finished == [true])
    #expect(ids(s.container.subviews) == ids([card]))
  }

  @Test func fromToCurlUpReplacesTheViewAndCurlsItsPictureAway() throws {
    let s = ViewTransitionTests.make()
    let below = UIView()
    let from = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
    let above = UIView()
    for view in [below, from, above] { s.container.addSubview(view) }
    let to = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
    from.backgroundColor = .red
    to.backgroundColor = .blue
    var finished: [Bool] = []
    UIView.transition(
      from: from, to: to, duration: 0.2, options: .transitionCurlUp, completion: { finished.append($0) })
    #expect(from.superview == nil)
    #expect(s.container.subviews[0] === below && s.container.subviews[1] === to)
    #expect(s.container.subviews[2] is PageCurlView && s.container.subviews[3] === above)
    s.timeline.advance(to: 3)
    let curl = try #require(Self.curls(in: s.window).first)
    #expect(isApproximatelyEqual(curl.progress, CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 0.5)))
    s.timeline.advance(to: 6)
    #expect(finished == [true])
    #expect(ids(s.container.subviews) == ids([below, to, above]))
  }

  @Test func fromToCurlDownWithShowHideOnlyTogglesHidden() throws {
    let s = ViewTransitionTests.make()
    let from = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    let to = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    to.isHidden = true
    s.container.addSubview(from)
    s.container.addSubview(to)
    var finished: [Bool] = []
    UIView.transition(
      from: from, to: to, duration: 0.2, options: [.transitionCurlDown, .showHideTransitionViews],
      completion: { finished.append($0) })
    #expect(from.superview === s.container && from.isHidden)
    #expect(to.superview === s.container && !to.isHidden)
    #expect(s.container.subviews[2] is ContentSnapshotView && s.container.subviews[3] is PageCurlView)
    s.timeline.advance(to: 6)
    #expect(finished == [true])
    #expect(ids(s.container.subviews) == ids([from, to]))
  }

  @Test func curlProgressAnimatesLikeAnyLayerProperty() {
    let s = ViewTransitionTests.make()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    s.container.addSubview(view)
    let page = PageCurlView(capturing: view, angle: .pi / 2)
    s.container.addSubview(page)
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { page.curlProgress = 0.8 })
    #expect(page.curlProgress == 0.8, "the model changes at once")
    #expect(page.layer.animationKeys() == ["curlProgress"])
    s.timeline.advance(to: 15)
    let time = page.layer.localTime(forMediaTime: AnimationEngine.mediaTime)
    let shown = page.curlLayer.presentationValue(.curlProgress, at: time).scalarValue
    #expect(isApproximatelyEqual(Double(shown), 0.4, tolerance: 1e-9))
  }
}
