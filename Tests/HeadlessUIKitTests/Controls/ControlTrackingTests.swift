import Foundation
import Testing

@testable import HeadlessUIKit

/// Scripted touches on controls through the window's hit-testing: UIKit's event order and
/// highlight, the 70 pt touch slop, disabled controls, cancellation by a gesture recognizer.
@MainActor
@Suite("UIControl touch tracking and control events")
struct ControlTrackingTests {
  static func button() -> UIButton {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
    button.setTitle("Open", for: .normal)
    return button
  }

  @Test func aTapSendsTouchDownThenTouchUpInsideAndHighlightsWhileDown() {
    let button = Self.button()
    let rig = ControlRig(button)
    rig.watchTouchEvents(of: button)
    var highlightedAtMidTap = false
    rig.timeline.schedule(at: 0.2) { highlightedAtMidTap = button.isHighlighted }
    rig.run(ControlRig.tap(at: CGPoint(x: 160, y: 122)), until: 0.5)
    #expect(rig.log == ["touchDown highlighted", "touchUpInside", "primaryActionTriggered"])
    #expect(highlightedAtMidTap)
    #expect(!button.isHighlighted)
    #expect(!button.isTracking)
  }

  @Test func aDisabledControlSendsNothingAndStaysUnhighlighted() {
    let button = Self.button()
    button.isEnabled = false
    let rig = ControlRig(button)
    rig.watchTouchEvents(of: button)
    var highlightedAtMidTap = true
    rig.timeline.schedule(at: 0.2) { highlightedAtMidTap = button.isHighlighted }
    rig.run(ControlRig.tap(at: CGPoint(x: 160, y: 122)), until: 0.5)
    #expect(rig.log.isEmpty)
    #expect(!highlightedAtMidTap)
    #expect(button.state == .disabled)
  }

  @Test func draggingOutBeyondTheSlopExitsAndLiftingThereIsTouchUpOutside() {
    let button = Self.button()
    let rig = ControlRig(button)
    rig.watchTouchEvents(of: button)
    // Bounds end at x = 220; 70 pt of slop reach x = 290. Move from 160 to 360 in 0.2 s.
    var track = TouchTrack(downAt: CGPoint(x: 160, y: 122), time: 0.1)
    track.move(to: CGPoint(x: 360, y: 122), duration: 0.2)
    track.lift()
    rig.run(track, until: 0.5)
    let exit = rig.log.firstIndex(of: "dragExit")
    #expect(rig.log.first == "touchDown highlighted")
    #expect(exit != nil)
    // Every drag before the exit is inside and highlighted; after it outside, unhighlighted.
    #expect(rig.log[1..<exit!].allSatisfy { $0 == "dragInside highlighted" })
    #expect(rig.log[(exit! + 1)...].dropLast().allSatisfy { $0 == "dragOutside" })
    #expect(rig.log.last == "touchUpOutside")
    #expect(!rig.log.contains("touchUpInside"))
  }

  @Test func liftingWithinTheSlopStillCountsAsInside() {
    let button = Self.button()
    let rig = ControlRig(button)
    rig.watchTouchEvents(of: button)
    var track = TouchTrack(downAt: CGPoint(x: 160, y: 122), time: 0.1)
    track.move(to: CGPoint(x: 280, y: 122), duration: 0.1)  // 60 pt past the right edge
    track.lift()
    rig.run(track, until: 0.5)
    #expect(!rig.log.contains("dragExit"))
    #expect(Array(rig.log.suffix(2)) == ["touchUpInside", "primaryActionTriggered"])
  }

  @Test func aRecognizingPanCancelsTheControlsTouch() {
    let button = Self.button()
    let rig = ControlRig(button)
    let pan = UIPanGestureRecognizer()
    rig.window.addGestureRecognizer(pan)
    rig.watchTouchEvents(of: button)
    var track = TouchTrack(downAt: CGPoint(x: 160, y: 122), time: 0.1)
    track.move(to: CGPoint(x: 160, y: 400), duration: 0.3)
    track.lift()
    rig.run(track, until: 0.6)
    #expect(rig.log.first == "touchDown highlighted")
    #expect(rig.log.last == "touchCancel")
    #expect(!button.isHighlighted)
  }

  @Test func sendActionsRunsTargetsThenUIActionsForMatchingEventsOnly() {
    let button = Self.button()
    var calls: [String] = []
    button.addTarget(nil, action: { _ in calls.append("closure") }, for: [.touchUpInside, .valueChanged])
    button.addAction(
      UIAction(title: "A") { action in calls.append("action \(action.title) \(action.sender is UIButton)") },
      for: .touchUpInside)
    button.addTarget(nil, action: { _ in calls.append("wrong event") }, for: .touchDown)
    button.sendActions(for: .touchUpInside)
    #expect(calls == ["closure", "action A true"])
  }

  @Test func methodReferenceTargetsReceiveTheSenderAndAreHeldWeakly() {
    @MainActor final class Screen {
      var taps: [String] = []
      func tapped() { taps.append("no sender") }
      func tapped(_ sender: UIButton) { taps.append(sender.currentTitle ?? "") }
      func tapped(_ sender: UIButton, forEvent event: UIEvent) { taps.append("event \(event.type)") }
    }
    let button = Self.button()
    var screen: Screen? = Screen()
    button.addTarget(screen!, action: Screen.tapped as (Screen) -> () -> Void, for: .touchUpInside)
    button.addTarget(screen!, action: Screen.tapped as (Screen) -> (UIButton) -> Void, for: .touchUpInside)
    button.addTarget(screen!, action: Screen.tapped as (Screen) -> (UIButton, UIEvent) -> Void, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(screen?.taps == ["no sender", "Open", "event touches"])
    weak let gone = screen
    screen = nil
    #expect(gone == nil)
    button.sendActions(for: .touchUpInside)  // the dead target's actions are skipped
    #expect(button.allTargets.isEmpty)
  }

  @Test func removeTargetAndRemoveActionStopTheirEvents() {
    final class Target {}
    let target = Target()
    let button = Self.button()
    var calls = 0
    button.addTarget(target, action: { _ in calls += 1 }, for: [.touchUpInside, .touchDown])
    let action = UIAction { _ in calls += 100 }
    button.addAction(action, for: .touchUpInside)
    button.removeTarget(target, for: .touchUpInside)
    button.removeAction(action, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(calls == 0)
    button.sendActions(for: .touchDown)
    #expect(calls == 1)
    #expect(button.allControlEvents == .touchDown)
  }

  @Test func stateCombinesTheFlags() {
    let control = UIControl(frame: .zero)
    #expect(control.state == .normal)
    control.isSelected = true
    control.isHighlighted = true
    #expect(control.state == [.selected, .highlighted])
    control.isEnabled = false
    #expect(control.state == [.selected, .highlighted, .disabled])
    #expect(UIControl.Event.allTouchEvents.contains(.touchCancel))
    #expect(UIControl.Event.touchUpInside.rawValue == 64)
  }
}
