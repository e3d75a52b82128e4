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

  /// `"pageCurl"` curls the recorded old content off the live one, from the subtype's edge;
  /// `"pageUnCurl"` unrolls the live content over the old one (progress 1 − q).
  @Test(arguments: [
    (CATransitionType.pageCurl, nil as CATransitionSubtype?, Double.pi / 2),
    (.pageCurl, .fromRight, 0), (.pageUnCurl, .fromTop, -.pi / 2), (.pageUnCurl, .fromLeft, .pi),
  ])
  func pageCurlsDrawThePageCurledFromTheSubtypesEdge(
    type: CATransitionType, subtype: CATransitionSubtype?, angle: Double
  ) throws {
    let timeline = Timeline(fps: 10)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 2))
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
    card.backgroundColor = .red
    window.addSubview(card)
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: 0)
    let transition = CATransition()
    transition.type = type
    transition.subtype = subtype
    transition.duration = 1
    card.layer.add(transition, forKey: nil)
    card.backgroundColor = .blue
    timeline.advance(to: 4)
    let list = window.makeDisplayList()
    let curlIndex = try #require(list.items.firstIndex { if case .beginPageCurl = $0 { true } else { false } })
    guard case .beginPageCurl(let curl, let width, let height) = list.items[curlIndex] else { return }
    #expect(width == 160 && height == 120, "the page at the window's scale")
    #expect(isApproximatelyEqual(cos(curl.angle), cos(angle), tolerance: 1e-12), "lifting edge")
    #expect(isApproximatelyEqual(sin(curl.angle), sin(angle), tolerance: 1e-12), "lifting edge")
    #expect(isApproximatelyEqual(curl.radius, 12, tolerance: 1e-9), "a tenth of the shorter side, in page pixels")
    #expect(isApproximatelyEqual(curl.progress, type == .pageCurl ? 0.4 : 0.6, tolerance: 1e-9))
    func color(_ item: DisplayItem) -> RGBA? { if case .fill(_, let c, _) = item { c } else { nil } }
    let under = list.items[..<curlIndex].compactMap(color).last
    let page = list.items[(curlIndex + 1)...].compactMap(color).first
    let (old, new) = (UIColor.red.rgba, UIColor.blue.rgba)
    #expect(type == .pageCurl ? (under == new && page == old) : (under == old && page == new))
  }
}
