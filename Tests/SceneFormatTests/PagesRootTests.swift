import Foundation
import HeadlessUIKit
import SceneFormat
import Testing

/// `root: { pages: {...} }`: a `UIPageViewController`, turned by `turn` steps and drags.
@MainActor
@Suite struct PagesRootTests {
  static let yaml =
    validScene
    .replacingOccurrences(of: "root: { navigation: A }", with: "root: { pages: { screens: [A, B], spacing: 8 } }")
    .replacingOccurrences(of: "push: B", with: "turn: forward")

  @Test func decodesThePagesAndTheTurn() throws {
    let scene = try parse(Self.yaml)
    #expect(scene.root == .pages(PagesSpec(screens: ["A", "B"], spacing: 8)))
    #expect(scene.root.screenNames == ["A", "B"])
    #expect(scene.script.first?.kind == .turn(direction: .forward, animated: true))
    let curl = try parse(
      Self.yaml.replacingOccurrences(of: "spacing: 8", with: "style: pageCurl, spine: max, orientation: vertical"))
    #expect(curl.root == .pages(PagesSpec(screens: ["A", "B"], style: .pageCurl, orientation: .vertical, spine: .max)))
  }

  @Test func rejectsFieldsOfTheOtherStyleAndTurnsPastTheEnds() throws {
    let spine = try #require(parseError(Self.yaml.replacingOccurrences(of: "spacing: 8", with: "spine: max")))
    #expect(spine.description.contains("'spine' applies to the 'pageCurl' style only"))
    let control = try #require(
      parseError(Self.yaml.replacingOccurrences(of: "spacing: 8", with: "style: pageCurl, pageControl: true")))
    #expect(control.description.contains("'pageControl' applies to the 'scroll' style only"))
    let back = try #require(parseError(Self.yaml.replacingOccurrences(of: "turn: forward", with: "turn: reverse")))
    #expect(back.description.contains("no page before 'A' at 0.5 s (pages: A, B)"))
    let word = try #require(parseError(Self.yaml.replacingOccurrences(of: "turn: forward", with: "turn: next")))
    #expect(word.description.contains("expected one of forward, reverse"))
    let noPages = try #require(
      parseError(validScene.replacingOccurrences(of: "push: B", with: "turn: forward")))
    #expect(noPages.description.contains("'turn' needs a pages root"))
  }

  /// A four-page book: `spine: mid` (double-sided by default) or a double-sided `min` page.
  static let book =
    yaml
    .replacingOccurrences(of: "  B: {}", with: "  B: {}\n  C: {}\n  D: {}")
    .replacingOccurrences(of: "screens: [A, B], spacing: 8", with: "screens: [A, B, C, D], style: pageCurl, spine: mid")

  @Test func decodesABookAndTurnsItTwoPagesAtATime() throws {
    let scene = try parse(Self.book)
    let spec = PagesSpec(screens: ["A", "B", "C", "D"], style: .pageCurl, spine: .mid)
    #expect(spec.doubleSided && spec.pagesPerSpread == 2)
    #expect(scene.root == .pages(spec))
    let front = try parse(Self.book.replacingOccurrences(of: "spine: mid", with: "doubleSided: true"))
    #expect(
      front.root == .pages(PagesSpec(screens: ["A", "B", "C", "D"], style: .pageCurl, spine: .min, doubleSided: true)))
    let stage = SceneBuilder.build(scene)
    stage.timeline.attach(stage.window)
    let pager = try #require(stage.window.rootViewController as? UIPageViewController)
    #expect(pager.spineLocation == .mid && pager.isDoubleSided)
    #expect(pager.viewControllers?.count == 2)
    let spread = pager.viewControllers ?? []
    for frame in 0...45 { stage.timeline.advance(to: FrameIndex(frame)) }  // 1.5 s: the turn at 0.5 s has ended
    let next = pager.viewControllers ?? []
    #expect(next.count == 2 && !next.contains { page in spread.contains { $0 === page } }, "C and D are shown")
    #expect(next[0].view.frame.maxX == next[1].view.frame.minX, "side by side")
  }

  @Test func rejectsABookThatUIKitWouldRefuse() throws {
    let oneSided = try #require(
      parseError(Self.book.replacingOccurrences(of: "spine: mid", with: "spine: mid, doubleSided: false")))
    #expect(oneSided.description.contains("'doubleSided' must be true with spine: mid"))
    let scroll = try #require(
      parseError(Self.yaml.replacingOccurrences(of: "spacing: 8", with: "doubleSided: true")))
    #expect(scroll.description.contains("'doubleSided' applies to the 'pageCurl' style only"))
    let odd = try #require(
      parseError(Self.book.replacingOccurrences(of: "screens: [A, B, C, D]", with: "screens: [A, B, C]")))
    #expect(odd.description.contains("give an even number of screens, not 3"))
    let notBool = try #require(
      parseError(Self.book.replacingOccurrences(of: "spine: mid", with: "spine: mid, doubleSided: 3")))
    #expect(notBool.description.contains("doubleSided"))
    let word = try #require(parseError(Self.book.replacingOccurrences(of: "spine: mid", with: "spine: middle")))
    #expect(word.description.contains("expected one of min, mid, max"))
    let past = try #require(
      parseError(Self.book.replacingOccurrences(of: "turn: forward", with: "turn: reverse")))
    #expect(past.description.contains("no page before 'A'"))
    let lastSpread = Self.book.replacingOccurrences(
      of: "script:\n  - at: 0.5\n    turn: forward",
      with: "script:\n  - at: 0.5\n    turn: forward\n  - at: 1.5\n    turn: forward")
    #expect(lastSpread != Self.book)
    let beyond = try #require(parseError(lastSpread))
    #expect(beyond.description.contains("no page after 'C'"))
  }

  @Test func theGalleryScrollScenePagesWithASwipeAndATurn() throws {
    let scene = try SceneLoader.load(contentsOf: scenesDirectory.appendingPathComponent("pages-scroll.yaml"))
    let stage = SceneBuilder.build(scene)
    stage.timeline.attach(stage.window)
    let pager = try #require(stage.window.rootViewController as? UIPageViewController)
    let control = try #require(pager.view.subviews.compactMap { $0 as? UIPageControl }.first)
    #expect(control.numberOfPages == 3)
    for frame in 0...36 { stage.timeline.advance(to: FrameIndex(frame)) }  // 1.2 s: the swipe has settled
    #expect(pager.viewControllers?.first?.view.backgroundColor == .systemOrange, "Sync is shown")
    #expect(control.currentPage == 1)
    for frame in 37...60 { stage.timeline.advance(to: FrameIndex(frame)) }  // 2.0 s: the turn has ended
    #expect(control.currentPage == 2)
    #expect(pager.children.count == 1)
  }

  @Test func theGalleryCurlSceneTurnsForwardThenCurlsBackUnderTheFinger() throws {
    let scene = try SceneLoader.load(contentsOf: scenesDirectory.appendingPathComponent("pages-curl.yaml"))
    let stage = SceneBuilder.build(scene)
    stage.timeline.attach(stage.window)
    let pager = try #require(stage.window.rootViewController as? UIPageViewController)
    let first = try #require(pager.viewControllers?.first)
    for frame in 0...30 { stage.timeline.advance(to: FrameIndex(frame)) }
    #expect(pager.viewControllers?.first !== first)
    for frame in 31...66 { stage.timeline.advance(to: FrameIndex(frame)) }
    #expect(pager.viewControllers?.first === first)
    #expect(!pager.isTransitioning)
  }
}
