import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("Visual effects")
struct VisualEffectTests {
  static func blurItem(in list: DisplayList) -> BackdropBlur? {
    for item in list.items {
      if case .backdropBlur(_, let blur, _) = item { return blur }
    }
    return nil
  }

  @Test func everyStyleBlursAndTintsByItsLook() {
    for style in UIBlurEffect.Style.allCases {
      let effect = UIBlurEffect(style: style)
      #expect(effect.blurRadius > 0, "\(style)")
      #expect(effect.tint.alpha > 0 && effect.tint.alpha < 1, "\(style)")
      let dark = effect.tint.red < 0.5
      #expect(dark == effect.isDark, "\(style): tint \(effect.tint)")
    }
    #expect(UIBlurEffect.Style.systemMaterialDark.rawValue == 18, "UIKit's raw values")
    #expect(UIBlurEffect(style: .systemUltraThinMaterial).blurRadius < UIBlurEffect(style: .systemMaterial).blurRadius)
  }

  /// iOS animates `effect` from nil: the blur radius grows and the tint fades in (no colour
  /// shift), so at each quarter the blur lies between none and full.
  @Test func effectAnimatesFromNilInsideAnimationBlocks() {
    let timeline = Timeline(fps: 4)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 40, height: 40), scale: 1))
    let blur = UIVisualEffectView(effect: nil)
    blur.frame = window.bounds
    window.addSubview(blur)
    window.makeKeyAndVisible()
    timeline.advance(to: 0)
    #expect(Self.blurItem(in: window.makeDisplayList()) == nil, "no effect draws nothing")
    UIView.animate(
      withDuration: 1, delay: 0, options: [.curveLinear],
      animations: {
        blur.effect = UIBlurEffect(style: .dark)
      })
    let full = UIBlurEffect(style: .dark)
    for quarter in 1...3 {
      timeline.advance(to: FrameIndex(quarter))
      let fraction = Double(quarter) / 4
      let value = Self.blurItem(in: window.makeDisplayList())
      #expect(
        value.map { abs($0.radius - full.blurRadius * fraction) < 1e-9 } == true,
        "t=\(fraction): \(String(describing: value))")
      #expect(value.map { abs($0.tint.alpha - full.tint.alpha * fraction) < 1e-9 } == true)
      #expect(value?.tint.red == full.tint.red, "the tint keeps its colour while it fades in")
    }
    timeline.advance(to: 4)
    #expect(Self.blurItem(in: window.makeDisplayList()) == BackdropBlur(radius: full.blurRadius, tint: full.tint))
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { blur.effect = nil })
    timeline.advance(to: 6)
    let fading = Self.blurItem(in: window.makeDisplayList())
    #expect(fading.map { abs($0.radius - full.blurRadius / 2) < 1e-9 } == true, "\(String(describing: fading))")
    timeline.advance(to: 8)
    #expect(Self.blurItem(in: window.makeDisplayList()) == nil)
  }

  /// A vibrancy view draws no blur; its content is composited with the overlay blend.
  @Test func vibrancyBlendsItsContent() {
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 40, height: 40), scale: 1))
    let blurEffect = UIBlurEffect(style: .light)
    let blur = UIVisualEffectView(effect: blurEffect)
    blur.frame = window.bounds
    let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blurEffect))
    vibrancy.frame = blur.bounds
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    label.text = "Hi"
    vibrancy.contentView.addSubview(label)
    blur.contentView.addSubview(vibrancy)
    window.addSubview(blur)
    window.layoutIfNeeded()
    let items = window.makeDisplayList().items
    #expect(items.filter { if case .backdropBlur = $0 { return true } else { return false } }.count == 1)
    guard let start = items.firstIndex(of: .beginBlendGroup(.overlay)) else {
      Issue.record("expected an overlay blend group: \(items)")
      return
    }
    guard case .text(let run, _) = items[start + 1] else {
      Issue.record("expected the label inside the group")
      return
    }
    #expect(run.string == "Hi")
  }

  /// iOS 13's vibrancy levels composite the content at the matching label/fill alpha.
  @Test func vibrancyStylesFadeTheContent() {
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 40, height: 40), scale: 1))
    let vibrancy = UIVisualEffectView(
      effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .secondaryLabel))
    vibrancy.frame = window.bounds
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    label.text = "Hi"
    vibrancy.contentView.addSubview(label)
    window.addSubview(vibrancy)
    window.layoutIfNeeded()
    let items = window.makeDisplayList().items
    guard let start = items.firstIndex(of: .beginBlendGroup(.overlay)) else {
      Issue.record("expected an overlay blend group: \(items)")
      return
    }
    #expect(items[start + 1] == .beginGroup(opacity: 0.6))
    #expect(items.suffix(2) == [.endGroup, .endGroup])
  }
}
