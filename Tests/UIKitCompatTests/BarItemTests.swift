import Foundation
import Testing
import UIKit

/// A compose screen as iOS code writes one: a styled Cancel item, Send that turns into a
/// spinner-less Sending… title, and items swapped with `setRightBarButtonItems(_:animated:)`.
final class ComposeViewController: UIViewController {
  let cancel = UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)
  let send = UIBarButtonItem(title: "Send", style: .done, target: nil, action: nil)
  let attach = UIBarButtonItem(image: UIImage(systemName: "circle"), style: .plain, target: nil, action: nil)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "New Message"
    cancel.setTitleTextAttributes(
      [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.systemRed], for: .normal)
    navigationItem.leftBarButtonItem = cancel
    navigationItem.rightBarButtonItems = [send, attach]
  }

  func showSending() {
    let sending = UIBarButtonItem(title: "Sending", style: .plain, target: nil, action: nil)
    sending.isEnabled = false
    navigationItem.setRightBarButtonItems([sending, attach], animated: true)
  }
}

/// The label a bar button control draws its title with.
@MainActor
func titleLabel(in control: UIControl) -> UILabel? { control.subviews.compactMap { $0 as? UILabel }.first }

@MainActor
@Suite("UIBarItem: attributes, highlight while touched, animated item changes (Swift 5 mode)")
struct BarItemTests {
  @Test func aBarButtonItemIsABarItemWithUIKitsProperties() {
    let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
    let barItem: UIBarItem = item
    #expect(barItem.title == "Edit" && barItem.isEnabled && barItem.tag == 0)
    #expect(barItem.imageInsets == .zero && barItem.landscapeImagePhone == nil)
    let object: NSObject = barItem
    #expect(object is UIBarButtonItem)
    let attributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.systemGreen]
    barItem.setTitleTextAttributes(attributes, for: .highlighted)
    #expect((barItem.titleTextAttributes(for: .highlighted)?[.foregroundColor] as? UIColor) == .systemGreen)
    #expect(barItem.titleTextAttributes(for: .normal) == nil, "only the state it was set for")
    barItem.tag = 7
    #expect(item.tag == 7)
  }

  @Test func titleTextAttributesGiveTheFontAndColour() throws {
    let compose = ComposeViewController()
    let navigation = UINavigationController(rootViewController: compose)
    let bench = TestBench(root: navigation)
    bench.run(to: 0.1)
    let views = barButtonViews(in: navigation.navigationBar)
    let label = try #require(titleLabel(in: views[0]))
    #expect(label.text == "Cancel" && label.font.pointSize == 20 && label.textColor == .systemRed)
    let width = ceil(("Cancel" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]).width)
    #expect(views[0].frame == CGRect(x: 16, y: 0, width: width, height: 44), "measured in the attributes' font")
  }

  @Test func aBarButtonDimsWhileTouchedAndRunsItsActionOnLift() throws {
    var taps = 0
    let root = UIViewController()
    root.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Edit", style: .plain, target: nil, action: { _ in taps += 1 })
    let navigation = UINavigationController(rootViewController: root)
    let bench = TestBench(root: navigation)
    bench.run(to: 0.1)
    let control = try #require(barButtonViews(in: navigation.navigationBar).first)
    let label = try #require(titleLabel(in: control))
    let centre = control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: nil)
    var track = TouchTrack(downAt: centre, time: 0.2)
    track.hold(for: 0.2)
    track.lift()
    bench.timeline.play(track, in: bench.window)
    bench.run(to: 0.3)
    #expect(control.isHighlighted && close(label.alpha, 0.2), "UIKit dims a touched bar button")
    #expect(taps == 0)
    bench.run(to: 0.5)
    #expect(!control.isHighlighted && label.alpha == 1)
    #expect(taps == 1)
  }

  @Test func highlightedTitleAttributesReplaceTheDimming() throws {
    let root = UIViewController()
    let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
    item.setTitleTextAttributes([.foregroundColor: UIColor.systemOrange], for: .highlighted)
    root.navigationItem.rightBarButtonItem = item
    let navigation = UINavigationController(rootViewController: root)
    let bench = TestBench(root: navigation)
    bench.run(to: 0.1)
    let control = try #require(barButtonViews(in: navigation.navigationBar).first)
    let label = try #require(titleLabel(in: control))
    control.isHighlighted = true
    #expect(label.alpha == 1 && label.textColor == .systemOrange)
    control.isHighlighted = false
    #expect(label.textColor == .systemBlue)
  }

  @Test func setRightBarButtonItemsAnimatedCrossFadesTheItemsThatChange() throws {
    let compose = ComposeViewController()
    let navigation = UINavigationController(rootViewController: compose)
    let bench = TestBench(root: navigation)
    bench.run(to: 0.1)
    let before = barButtonViews(in: navigation.navigationBar)
    try #require(before.count == 3)
    let sendView = before[2]
    bench.at(0.2) { compose.showSending() }
    bench.run(to: 0.3)
    let during = barButtonViews(in: navigation.navigationBar)
    let sending = try #require(during.first { titleLabel(in: $0)?.text == "Sending" })
    let sendingAlpha = sending.layer.presentation()?.opacity ?? 0
    let sendAlpha = sendView.layer.presentation()?.opacity ?? 1
    #expect(sendingAlpha > 0 && sendingAlpha < 1 && sendAlpha > 0 && sendAlpha < 1, "mid-fade both show")
    #expect(sendView.superview != nil)
    let attach = try #require(during.first { $0.subviews.contains { !($0 is UILabel) } && $0 !== sending })
    #expect(attach.layer.presentation()?.opacity ?? 0 == 1, "an item in both sets stays")
    bench.run(to: 0.6)
    #expect(sendView.superview == nil, "the old item is gone after 0.2 s")
    let after = barButtonViews(in: navigation.navigationBar)
    #expect(after.count == 3 && after.allSatisfy { $0.alpha == 1 })
    #expect(titleLabel(in: after[2])?.textColor != .systemBlue, "Sending is disabled, drawn grey")
  }

  @Test func imageInsetsMoveTheImage() throws {
    let root = UIViewController()
    let item = UIBarButtonItem(image: UIImage(systemName: "circle"), style: .plain, target: nil, action: nil)
    item.imageInsets = UIEdgeInsets(top: 6, left: 0, bottom: -6, right: 0)
    root.navigationItem.rightBarButtonItem = item
    let navigation = UINavigationController(rootViewController: root)
    let bench = TestBench(root: navigation)
    bench.run(to: 0.1)
    let control = try #require(barButtonViews(in: navigation.navigationBar).first)
    let glyph = try #require(control.subviews.first)
    #expect(glyph.center == CGPoint(x: 12, y: 22 + 6), "moved down by 6 pt, as UIKit's tab and bar images")
  }
}
