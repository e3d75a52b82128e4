import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("CATextLayer: text through the typesetter, fontSize and foregroundColor animate")
struct TextLayerTests {
  static func window() -> UIWindow {
    UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 100), scale: 1))
  }

  @Test func defaultsAreCoreAnimations() {
    let layer = CATextLayer()
    #expect(layer.fontSize == 36)
    #expect(layer.foregroundColor?.rgba == .white)
    #expect(layer.alignmentMode == .natural && layer.truncationMode == .none)
    #expect(!layer.isWrapped && !layer.allowsFontSubpixelQuantization)
    #expect(layer.string == nil && layer.font == nil)
  }

  /// A plain string is drawn top-aligned in the bounds with fontSize and foregroundColor,
  /// clipped to the bounds; alignment and truncation map onto the run.
  @Test func aPlainStringBecomesATopAlignedClippedRun() throws {
    let window = Self.window()
    let layer = CATextLayer()
    layer.frame = CGRect(x: 10, y: 10, width: 120, height: 30)
    layer.string = "Hello"
    layer.fontSize = 20
    layer.font = UIFont.boldSystemFont(ofSize: 99)
    layer.foregroundColor = UIColor.blue.cgColor
    layer.alignmentMode = .center
    window.layer.addSublayer(layer)
    let items = window.makeDisplayList().items
    #expect(items.count == 3)
    guard case .pushClip(.rect(let clip), _) = items.first, case .text(let run, _) = items[1] else {
      Issue.record("expected a clipped text run: \(items)")
      return
    }
    #expect(clip == CGRect(x: 0, y: 0, width: 120, height: 30))
    #expect(run.string == "Hello" && run.isTopAligned && run.alignment == .center)
    #expect(run.font == FontDescriptor(size: 20, weight: .bold), "the size comes from fontSize, the weight from font")
    #expect(run.color == UIColor.blue.rgba && run.lineBreakMode == .byClipping)
    layer.truncationMode = .end
    layer.isWrapped = true
    layer.font = "Helvetica" as CFTypeRef
    layer.string = "one two three four five six seven eight nine ten eleven twelve"
    guard case .text(let wrapped, _) = window.makeDisplayList().items[1] else {
      Issue.record("expected text")
      return
    }
    #expect(wrapped.lineBreakMode == .byTruncatingTail && wrapped.numberOfLines == 1, "one 20-pt line fits 30 pt")
    #expect(wrapped.font.weight == .regular)
  }

  /// An attributed string keeps its own fonts and colours.
  @Test func anAttributedStringDrawsWithItsAttributes() {
    let window = Self.window()
    let layer = CATextLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    let text = NSMutableAttributedString(string: "Red ", attributes: [.foregroundColor: UIColor.red])
    text.append(NSAttributedString(string: "big", attributes: [.font: UIFont.systemFont(ofSize: 30)]))
    layer.string = text
    window.layer.addSublayer(layer)
    guard case .text(let run, _) = window.makeDisplayList().items[1] else {
      Issue.record("expected text")
      return
    }
    #expect(run.string == "Red big")
    #expect(run.spans.contains { $0.color == UIColor.red.rgba })
    #expect(run.spans.contains { $0.font?.size == 30 })
  }

  /// fontSize animates implicitly in a tree and foregroundColor with a CABasicAnimation.
  @Test func fontSizeAndForegroundColorAnimate() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let parent = CALayer()
    let layer = CATextLayer()
    parent.addSublayer(layer)
    CATransaction.begin()
    CATransaction.setAnimationDuration(1)
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
    layer.fontSize = 56
    CATransaction.commit()
    let color = CABasicAnimation(keyPath: "foregroundColor")
    color.fromValue = UIColor.black.cgColor
    color.toValue = UIColor.white.cgColor
    color.duration = 1
    color.timingFunction = CAMediaTimingFunction(name: .linear)
    layer.add(color, forKey: "color")
    timeline.advance(to: 5)
    let t = layer.localTime(forMediaTime: 0.5)
    #expect(layer.presentationValue(.fontSize, at: t) == .scalar(46))
    guard case .color(let shown) = layer.presentationValue(.foregroundColor, at: t) else {
      Issue.record("no colour")
      return
    }
    #expect(abs(shown.red - 0.5) < 1e-9 && shown.alpha == 1)
  }
}
