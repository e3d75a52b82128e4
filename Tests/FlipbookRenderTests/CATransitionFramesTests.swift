import Codecs
import FlipbookRender
import Foundation
import HeadlessUIKit
import TestSupport
import Testing

/// `CATransition` rendered: the old rendering recorded on `add(_:forKey:)` and the new one
/// combined as Core Animation does for fade, push, moveIn and reveal, checked in pixels at
/// the transition's midpoint.
@MainActor
@Suite("CATransition frames")
struct CATransitionFramesTests {
  /// A 200 × 100 card: red with a green strip on the left (old); blue with a yellow strip on
  /// the right (new). At 0.1 s a 1 s linear transition is added, then the card changes.
  static func makeStage(_ type: CATransitionType, _ subtype: CATransitionSubtype?) -> (Stage, UIView) {
    let timeline = Timeline(fps: 10)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 100), scale: 1))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    card.backgroundColor = .red
    let oldStrip = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 100))
    oldStrip.backgroundColor = .green
    card.addSubview(oldStrip)
    root.view.addSubview(card)
    timeline.schedule(at: 0.1) {
      let transition = CATransition()
      transition.type = type
      transition.subtype = subtype
      transition.duration = 1
      transition.timingFunction = CAMediaTimingFunction(name: .linear)
      card.layer.add(transition, forKey: "swap")
      card.backgroundColor = .blue
      oldStrip.removeFromSuperview()
      let newStrip = UIView(frame: CGRect(x: 180, y: 0, width: 20, height: 100))
      newStrip.backgroundColor = .yellow
      card.addSubview(newStrip)
    }
    return (Stage(name: "catransition-test", window: window, timeline: timeline, duration: 1.5), card)
  }

  /// The frame at 0.6 s (progress ½) and the last frame.
  static func frames(_ type: CATransitionType, _ subtype: CATransitionSubtype? = .fromRight) throws -> (
    mid: Bitmap, end: Bitmap
  ) {
    let (stage, _) = makeStage(type, subtype)
    let frames = try StageRenderer(workers: 1).bitmaps(of: stage, frames: [6, 14])
    return (try #require(frames[6]), try #require(frames[14]))
  }

  static let red = Bitmap.Pixel(r: 255, g: 0, b: 0)
  static let green = Bitmap.Pixel(r: 0, g: 255, b: 0)
  static let blue = Bitmap.Pixel(r: 0, g: 0, b: 255)
  static let yellow = Bitmap.Pixel(r: 255, g: 255, b: 0)

  static func close(_ pixel: Bitmap.Pixel, _ r: Int, _ g: Int, _ b: Int) -> Bool {
    abs(Int(pixel.r) - r) <= 2 && abs(Int(pixel.g) - g) <= 2 && abs(Int(pixel.b) - b) <= 2
  }

  @Test func pushSlidesBothContentsInTheSubtypesDirection() throws {
    let (mid, end) = try Self.frames(.push)
    // Old moved 100 pt left: its right half (red) on the left; new 100 pt right: its left
    // half (blue) on the right; both strips are out of view.
    #expect(mid[10, 50] == Self.red)
    #expect(mid[90, 50] == Self.red)
    #expect(mid[110, 50] == Self.blue)
    #expect(mid[190, 50] == Self.blue)
    #expect(end[10, 50] == Self.blue && end[190, 50] == Self.yellow)
  }

  @Test func moveInSlidesTheNewContentOverTheOld() throws {
    let (mid, _) = try Self.frames(.moveIn)
    #expect(mid[10, 50] == Self.green, "the old content stays in place")
    #expect(mid[90, 50] == Self.red)
    #expect(mid[110, 50] == Self.blue)
    #expect(mid[190, 50] == Self.blue, "the new strip is still outside")
  }

  @Test func revealSlidesTheOldContentAwayOverTheNew() throws {
    let (mid, _) = try Self.frames(.reveal)
    #expect(mid[10, 50] == Self.red, "old moved left by half")
    #expect(mid[110, 50] == Self.blue)
    #expect(mid[190, 50] == Self.yellow, "the new content is in place")
  }

  @Test func fadeCrossFadesOldOverNew() throws {
    let (mid, end) = try Self.frames(.fade)
    // New drawn, the old picture over it at opacity ½.
    #expect(Self.close(mid[10, 50], 0, 128, 128), "green over blue: \(mid[10, 50])")
    #expect(Self.close(mid[100, 50], 128, 0, 128), "red over blue: \(mid[100, 50])")
    #expect(Self.close(mid[190, 50], 255, 128, 0), "red over yellow: \(mid[190, 50])")
    #expect(end[100, 50] == Self.blue)
  }

  @Test func verticalSubtypesMoveAlongY() throws {
    let (mid, _) = try Self.frames(.push, .fromTop)
    // From the top: new comes down from above, old moves down.
    #expect(mid[100, 25] == Self.blue)
    #expect(mid[100, 75] == Self.red)
    let (fromBottom, _) = try Self.frames(.push, .fromBottom)
    #expect(fromBottom[100, 25] == Self.red)
    #expect(fromBottom[100, 75] == Self.blue)
  }

  @Test func theTransitionIsStoredUnderTheTransitionKeyAndRemovedAtTheEnd() {
    let (stage, card) = Self.makeStage(.fade, nil)
    stage.timeline.attach(stage.window)
    for frame in 0...6 { stage.timeline.advance(to: FrameIndex(frame)) }
    #expect(card.layer.animationKeys() == ["transition"])
    #expect(card.layer.animation(forKey: "transition") is CATransition)
    #expect(card.layer.animation(forKey: "swap") == nil)
    for frame in 7...12 { stage.timeline.advance(to: FrameIndex(frame)) }
    #expect(card.layer.animationKeys() == nil)
  }
}
