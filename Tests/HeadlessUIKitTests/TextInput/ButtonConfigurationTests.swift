import Foundation
import Testing

@testable import HeadlessUIKit

/// `UIButton.Configuration`: styles' colours per state, metrics, layout and the update handler.
@MainActor
@Suite("UIButton.Configuration")
struct ButtonConfigurationTests {
  @Test func stylesResolveTheirColoursForTheState() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    func button(_ configuration: UIButton.Configuration) -> UIButton {
      let button = UIButton(configuration: configuration)
      container.addSubview(button)
      return button
    }
    let filled = button(.filled()).configuration!.updated(for: button(.filled()))
    #expect(filled.baseForegroundColor == .white)
    #expect(filled.background.backgroundColor == .systemBlue)
    let plain = UIButton.Configuration.plain().updated(for: button(.plain()))
    #expect(plain.baseForegroundColor == .systemBlue)
    #expect(plain.background.backgroundColor == .clear)
    let gray = UIButton.Configuration.gray().updated(for: button(.gray()))
    #expect(gray.background.backgroundColor == .secondarySystemFill)
    let tinted = UIButton.Configuration.tinted().updated(for: button(.tinted()))
    #expect(tinted.background.backgroundColor == UIColor.systemBlue.withAlphaComponent(0.15))
    let highlighted = button(.filled())
    highlighted.isHighlighted = true
    #expect(
      UIButton.Configuration.filled().updated(for: highlighted).background.backgroundColor
        == UIColor.systemBlue.withAlphaComponent(UIButton.Configuration.highlightedAlpha))
    let disabled = button(.filled())
    disabled.isEnabled = false
    let off = UIButton.Configuration.filled().updated(for: disabled)
    #expect(off.baseForegroundColor == .tertiaryLabel)
    #expect(off.background.backgroundColor == .tertiarySystemFill)
    var custom = UIButton.Configuration.filled()
    custom.baseBackgroundColor = .systemGreen
    custom.baseForegroundColor = .black
    let resolved = custom.updated(for: button(custom))
    #expect(resolved.background.backgroundColor == .systemGreen)
    #expect(resolved.baseForegroundColor == .black)
  }

  @Test func contentInsetsFollowTheSizeUntilSet() {
    var configuration = UIButton.Configuration.filled()
    #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    configuration.buttonSize = .large
    #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
    configuration.contentInsets = .zero
    configuration.buttonSize = .small
    #expect(configuration.contentInsets == .zero)
    configuration.setDefaultContentInsets()
    #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
  }

  @Test func intrinsicSizeIsTheTitlePlusTheInsets() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Sign In"
    let button = UIButton(configuration: configuration)
    let label = UILabel(frame: .zero)
    label.font = .systemFont(ofSize: 17)
    label.text = "Sign In"
    let title = label.sizeThatFits(.zero)
    #expect(button.intrinsicContentSize == CGSize(width: title.width + 24, height: title.height + 14))
    #expect(button.sizeThatFits(.zero) == button.intrinsicContentSize)
  }

  @Test func imageSitsOnItsPlacementSideWithThePadding() throws {
    let image = try #require(UIImage(systemName: "star.fill"))
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Star"
    configuration.image = image
    configuration.imagePadding = 8
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
    button.layoutIfNeeded()
    let imageFrame = try #require(button.imageView?.frame)
    let titleFrame = try #require(button.titleLabel?.frame)
    #expect(abs(titleFrame.minX - (imageFrame.maxX + 8)) < 1e-6)
    #expect(abs((imageFrame.minX + titleFrame.maxX) / 2 - 100) < 1e-6)
    button.configuration?.imagePlacement = .top
    button.layoutIfNeeded()
    let top = try #require(button.imageView?.frame)
    let below = try #require(button.titleLabel?.frame)
    #expect(abs(below.minY - (top.maxY + 8)) < 1e-6)
    #expect(abs(top.midX - 100) < 1e-6)
  }

  @Test func subtitleSitsUnderTheTitleWithTitlePadding() throws {
    var configuration = UIButton.Configuration.gray()
    configuration.title = "Upload"
    configuration.subtitle = "2 files"
    configuration.titlePadding = 4
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
    button.layoutIfNeeded()
    let title = try #require(button.titleLabel?.frame)
    let subtitle = try #require(button.configurationContent?.subtitleLabel)
    #expect(subtitle.text == "2 files")
    #expect(abs(subtitle.frame.minY - (title.maxY + 4)) < 1e-6)
    #expect(subtitle.font == .systemFont(ofSize: 15))
  }

  @Test func cornerStylesGiveTheirRadii() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Go"
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
    button.layoutIfNeeded()
    let background = button.configurationContent!.backgroundView
    #expect(background.layer.cornerRadius == UIButton.Configuration.dynamicCornerRadius(for: .medium))
    button.configuration?.cornerStyle = .capsule
    button.layoutIfNeeded()
    #expect(background.layer.cornerRadius == 20)
    button.configuration?.cornerStyle = .fixed
    button.configuration?.background.cornerRadius = 3
    button.layoutIfNeeded()
    #expect(background.layer.cornerRadius == 3)
  }

  @Test func updateHandlerRunsBeforeLayoutAfterStateChanges() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Play"
    let button = UIButton(configuration: configuration)
    var states: [UIControl.State] = []
    button.configurationUpdateHandler = { button in
      states.append(button.state)
      button.configuration?.title = button.isSelected ? "Pause" : "Play"
    }
    button.layoutIfNeeded()
    #expect(states == [.normal])
    button.isSelected = true
    #expect(states == [.normal])  // deferred to the next layout, as UIKit
    button.layoutIfNeeded()
    #expect(states == [.normal, .selected])
    #expect(button.titleLabel?.text == "Pause")
    button.setNeedsUpdateConfiguration()
    button.layoutIfNeeded()
    #expect(states.count == 3)
  }

  @Test func activityIndicatorReplacesTheImage() throws {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Saving"
    configuration.image = UIImage(systemName: "star.fill")
    configuration.showsActivityIndicator = true
    configuration.imagePadding = 6
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    button.layoutIfNeeded()
    let indicator = try #require(button.configurationContent?.indicator)
    #expect(!indicator.isHidden)
    #expect(button.imageView?.isHidden == true)
    #expect(indicator.frame.size == CGSize(width: 20, height: 20))
    #expect(indicator.color == .white)
  }

  @Test func primaryActionGivesItsTitleAndRunsOnTap() {
    var ran = 0
    let button = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Send") { _ in ran += 1 })
    #expect(button.configuration?.title == "Send")
    button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
    let rig = ControlRig(button)
    rig.run(ControlRig.tap(at: CGPoint(x: 60, y: 40)), until: 0.5)
    #expect(ran == 1)
  }
}
