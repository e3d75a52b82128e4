import Foundation
import Testing

@testable import HeadlessUIKit

/// `UIButton`'s per-state titles, colours and images with UIKit's fallback to `.normal`, and
/// the system button's tint-coloured title.
@MainActor
@Suite("UIButton per-state content")
struct ButtonContentTests {
  @Test func titlesFallBackToNormalAndFollowTheState() {
    let button = UIButton(type: .custom)
    button.setTitle("Play", for: .normal)
    button.setTitle("Pause", for: .selected)
    #expect(button.title(for: .highlighted) == "Play")
    #expect(button.currentTitle == "Play")
    #expect(button.titleLabel?.text == "Play")
    button.isSelected = true
    #expect(button.currentTitle == "Pause")
    #expect(button.titleLabel?.text == "Pause")
    // A combined state without its own title falls back to .normal, not to .selected.
    button.isHighlighted = true
    #expect(button.currentTitle == "Play")
  }

  @Test func systemButtonsDrawTheInheritedTintAndCustomOnesWhite() {
    let system = UIButton(type: .system)
    let custom = UIButton(type: .custom)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    container.addSubview(system)
    container.addSubview(custom)
    #expect(system.titleColor(for: .normal) == .systemBlue)
    #expect(custom.titleColor(for: .normal) == .white)
    container.tintColor = .systemRed
    #expect(system.titleLabel?.textColor == .systemRed)
    #expect(custom.titleLabel?.textColor == .white)
    system.isEnabled = false
    #expect(system.titleLabel?.textColor == UIButton.systemDisabledTitleColor)
    system.setTitleColor(.green, for: .disabled)
    #expect(system.titleLabel?.textColor == .green)
  }

  @Test func systemButtonsFadeWhileHighlighted() {
    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    button.isHighlighted = true
    #expect(abs((button.titleLabel?.alpha ?? 0) - UIButton.systemHighlightAlpha) < 1e-6)
    button.isHighlighted = false
    #expect(button.titleLabel?.alpha == 1)
    let custom = UIButton(type: .custom)
    custom.isHighlighted = true
    #expect(custom.titleLabel?.alpha == 1)
  }

  @Test func imagesPerStateAreShownCentredWithoutATitle() throws {
    let image = try #require(UIImage(systemName: "star.fill"))
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    button.setImage(image, for: .highlighted)
    #expect(button.imageView?.image == nil)
    #expect(button.imageView?.isHidden == true)
    button.isHighlighted = true
    #expect(button.currentImage === image)
    button.layoutIfNeeded()
    let frame = try #require(button.imageView?.frame)
    #expect(frame.midX == 50)
    #expect(frame.midY == 30)
    #expect(frame.size == image.size)
  }

  @Test func primaryActionSetsTheTitleAndRunsOnTap() {
    var ran = false
    let button = UIButton(type: .system, primaryAction: UIAction(title: "Next") { _ in ran = true })
    #expect(button.currentTitle == "Next")
    button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
    let rig = ControlRig(button)
    rig.run(ControlRig.tap(at: CGPoint(x: 100, y: 70)), until: 0.5)
    #expect(ran)
  }

  @Test func subclassesCanCallSuperInitFrame() {
    final class RoundButton: UIButton {
      override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 22
      }
      required init?(coder: NSCoder) { nil }
    }
    let button = RoundButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    #expect(button.buttonType == .custom)
    #expect(button.layer.cornerRadius == 22)
  }
}
