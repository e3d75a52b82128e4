import Testing
import UIKit

/// A card that snaps into place with a thud and reports the outcome, as iOS code wires haptics.
class SnappingCardController: NSObject {
  let impact = UIImpactFeedbackGenerator(style: .rigid)
  let selection = UISelectionFeedbackGenerator()
  let notification = UINotificationFeedbackGenerator()

  func dragBegan() {
    impact.prepare()
    selection.prepare()
  }

  func crossedDetent() { selection.selectionChanged() }

  func snapped(hard: Bool) {
    if hard {
      impact.impactOccurred()
    } else {
      impact.impactOccurred(intensity: 0.35)
    }
    notification.notificationOccurred(.success)
  }
}

@MainActor
@Suite("Feedback generators record their events in the trace (Swift 5 mode)")
struct FeedbackGeneratorTests {
  @Test func eachEventIsATraceLineInOrder() {
    let trace = TransitionTrace()
    TransitionTrace.current = trace
    defer { TransitionTrace.current = nil }
    let card = SnappingCardController()
    card.dragBegan()
    card.crossedDetent()
    card.snapped(hard: false)
    UIImpactFeedbackGenerator().impactOccurred(intensity: 1.5)
    UINotificationFeedbackGenerator().notificationOccurred(.error)
    #expect(
      trace.lines == [
        "UIImpactFeedbackGenerator.prepare()",
        "UISelectionFeedbackGenerator.prepare()",
        "UISelectionFeedbackGenerator.selectionChanged()",
        "UIImpactFeedbackGenerator.impactOccurred(style: rigid, intensity: 0.35)",
        "UINotificationFeedbackGenerator.notificationOccurred(success)",
        "UIImpactFeedbackGenerator.impactOccurred(style: medium, intensity: 1)",  // clamped, as UIKit
        "UINotificationFeedbackGenerator.notificationOccurred(error)",
      ])
  }

  @Test func aStageTraceStampsThemWithTheirFrame() throws {
    let timeline = Timeline(fps: 10)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 1))
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    let stage = Stage(name: "haptics", window: window, timeline: timeline, duration: 0.5)
    let card = SnappingCardController()
    stage.retain(card)
    timeline.schedule(at: 0.3) { card.snapped(hard: true) }
    let trace = try stage.recordTrace()
    #expect(
      trace.entries.map { "\($0.frame) \($0.event)" } == [
        "3 UIImpactFeedbackGenerator.impactOccurred(style: rigid, intensity: 1)",
        "3 UINotificationFeedbackGenerator.notificationOccurred(success)",
      ])
  }
}
