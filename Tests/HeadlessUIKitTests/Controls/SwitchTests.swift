import Foundation
import Testing

@testable import HeadlessUIKit

/// `UISwitch`: its fixed size, its value and colours, the toggle animation sampled on the
/// timeline, and its events on scripted taps and drags.
@MainActor
@Suite("UISwitch: size, value, toggle animation, events on scripted touches")
struct SwitchTests {
  /// The thumb's centre x when off and when on: 2 + 27/2 and 51 − 2 − 27/2.
  static let offX: CGFloat = 15.5
  static let onX: CGFloat = 35.5

  @Test func theSizeIsFixedAt51By31WhateverTheFrame() {
    let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
    #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
    toggle.frame = CGRect(x: 5, y: 6, width: 10, height: 10)
    #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
    toggle.bounds = CGRect(x: 0, y: 0, width: 99, height: 99)
    #expect(toggle.bounds.size == CGSize(width: 51, height: 31))
    #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(toggle.sizeThatFits(CGSize(width: 300, height: 300)) == CGSize(width: 51, height: 31))
    #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
    #expect(toggle.contentHuggingPriority(for: .vertical) == .defaultHigh)
    #expect(!toggle.isOn)
    #expect(toggle.onTintColor == nil && toggle.thumbTintColor == nil)
  }

  @Test func settingIsOnMovesTheThumbAtOnceAndSendsNoEvent() {
    let toggle = UISwitch(frame: .zero)
    var events = 0
    toggle.addTarget(nil, action: { _ in events += 1 }, for: .allEvents)
    #expect(toggle.thumbView.center.x == Self.offX)
    #expect(toggle.trackView.backgroundColor == UISwitch.offTrackColor)
    toggle.isOn = true
    #expect(toggle.thumbView.center == CGPoint(x: Self.onX, y: 15.5))
    #expect(toggle.trackView.backgroundColor == .systemGreen)
    #expect(toggle.thumbView.backgroundColor == .white)
    #expect(toggle.thumbView.layer.animationKeys() == nil)
    #expect(events == 0)
    toggle.onTintColor = .systemOrange
    toggle.thumbTintColor = .systemYellow
    #expect(toggle.trackView.backgroundColor == .systemOrange)
    #expect(toggle.thumbView.backgroundColor == .systemYellow)
  }

  @Test func setOnAnimatedSlidesTheThumbAndFadesTheTrackOverAThirdOfASecond() throws {
    let timeline = Timeline(fps: 60)
    timeline.advance(to: 0)
    let toggle = UISwitch(frame: .zero)
    toggle.setOn(true, animated: true)
    #expect(toggle.isOn)
    let thumb = try #require(toggle.thumbView.layer.presentation())
    #expect(thumb.position.x == Self.offX)
    timeline.advance(to: 9)  // 0.15 s: half of 0.3 s, where ease-in-out is half way
    #expect(abs(toggle.thumbView.layer.presentation()!.position.x - (Self.offX + Self.onX) / 2) < 1e-6)
    let midTrack = try #require(toggle.trackView.layer.presentation()).backgroundColor
    let off = UISwitch.offTrackColor.rgba
    let on = UIColor.systemGreen.rgba
    #expect(abs(midTrack.alpha - (off.alpha + on.alpha) / 2) < 1e-6)
    timeline.advance(to: 18)
    #expect(toggle.thumbView.layer.presentation()!.position.x == Self.onX)
    #expect(toggle.thumbView.layer.animationKeys() == nil)
  }

  @Test func aTapTogglesThenSendsValueChangedAndThePrimaryActionBeforeTouchUpInside() {
    let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 51, height: 31))
    let rig = ControlRig(toggle)
    var log: [String] = []
    toggle.addTarget(nil, action: { c in log.append("valueChanged \((c as! UISwitch).isOn)") }, for: .valueChanged)
    toggle.addAction(UIAction { _ in log.append("primary") }, for: .primaryActionTriggered)
    toggle.addTarget(nil, action: { _ in log.append("touchUpInside") }, for: .touchUpInside)
    var thumbAtHalf: CGFloat = 0
    // The finger lifts at 0.3 s; the slide runs 0.3…0.6 s.
    rig.timeline.schedule(at: 0.45) { thumbAtHalf = toggle.thumbView.layer.presentation()!.position.x }
    rig.run(ControlRig.tap(at: CGPoint(x: 120, y: 115)), until: 0.7)
    #expect(log == ["valueChanged true", "primary", "touchUpInside"])
    #expect(toggle.isOn)
    #expect(abs(thumbAtHalf - (Self.offX + Self.onX) / 2) < 1e-6)
    #expect(toggle.thumbView.layer.presentation()!.position.x == Self.onX)
  }

  @Test func aDisabledSwitchIgnoresTapsAndFadesItsContent() {
    let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 51, height: 31))
    toggle.isEnabled = false
    #expect(toggle.contentView.alpha == UISwitch.disabledAlpha)
    let rig = ControlRig(toggle)
    var events = 0
    toggle.addTarget(nil, action: { _ in events += 1 }, for: .allEvents)
    rig.run(ControlRig.tap(at: CGPoint(x: 120, y: 115)), until: 0.5)
    #expect(events == 0)
    #expect(!toggle.isOn)
    toggle.isEnabled = true
    #expect(toggle.contentView.alpha == 1)
  }

  @Test func draggingTheThumbAcrossTheMiddleFlipsItWhileDownAndKeepsItOnLift() {
    let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 51, height: 31))
    let rig = ControlRig(toggle)
    var values: [Bool] = []
    toggle.addTarget(nil, action: { c in values.append((c as! UISwitch).isOn) }, for: .valueChanged)
    var shownOnBeforeLift = false
    rig.timeline.schedule(at: 0.35) { shownOnBeforeLift = toggle.thumbView.center.x == Self.onX }
    var track = TouchTrack(downAt: CGPoint(x: 112, y: 115), time: 0.1)
    track.move(to: CGPoint(x: 145, y: 115), duration: 0.2)
    track.hold(for: 0.1)
    track.lift()
    rig.run(track, until: 0.8)
    #expect(shownOnBeforeLift)
    #expect(values == [true])
    #expect(toggle.isOn)
  }

  @Test func aDragThatEndsWhereItStartedSendsNothing() {
    let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 51, height: 31))
    let rig = ControlRig(toggle)
    var events = 0
    toggle.addTarget(nil, action: { _ in events += 1 }, for: .valueChanged)
    var track = TouchTrack(downAt: CGPoint(x: 112, y: 115), time: 0.1)
    track.move(to: CGPoint(x: 145, y: 115), duration: 0.1)
    track.move(to: CGPoint(x: 105, y: 115), duration: 0.1)
    track.lift()
    rig.run(track, until: 0.8)
    #expect(events == 0)
    #expect(!toggle.isOn)
    #expect(toggle.thumbView.center.x == Self.offX)
  }
}
