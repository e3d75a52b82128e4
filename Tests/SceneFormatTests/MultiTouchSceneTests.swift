import Foundation
import HeadlessUIKit
import SceneFormat
import Testing

/// The `pinch` and `rotate` script steps: decoded into two-finger gestures, and bad values
/// named with file, line and field.
@Suite("Scene files: pinch and rotate steps")
struct MultiTouchSceneTests {
  static func scene(_ script: String) throws -> SceneDescription {
    try SceneTouchTests.scene(script)
  }

  static func gesture(_ scene: SceneDescription, _ index: Int = 0) -> TouchGesture? {
    guard case .multiTouch(let gesture) = scene.script[index].kind else { return nil }
    return gesture
  }

  @Test func aPinchIsTwoFingersClosingAboutItsCentre() throws {
    let scene = try Self.scene(
      "  - { at: 1, pinch: { center: [195, 400], from: 200, scale: 0.5, angle: 90, duration: 0.5, easing: easeIn } }")
    let gesture = try #require(Self.gesture(scene))
    #expect(gesture.tracks.count == 2)
    let events = gesture.events
    #expect(events.first!.allSatisfy { $0.phase == .began && $0.time == 1 })
    // At 90° the fingers are above and below the centre, 100 pt away, then 50 pt.
    let down = events.first!.map(\.location)
    #expect(abs(down[0].x - 195) < 1e-9 && abs(down[0].y - 300) < 1e-9)
    #expect(abs(down[1].x - 195) < 1e-9 && abs(down[1].y - 500) < 1e-9)
    let up = events.last!.map(\.location)
    #expect(abs(up[0].y - 350) < 1e-9 && abs(up[1].y - 450) < 1e-9)
    #expect(events.last!.allSatisfy { $0.phase == .ended && abs($0.time - 1.5) < 1e-9 })
    #expect(gesture.tracks.allSatisfy { $0.endTime == 1.5 })
  }

  @Test func aRotateTurnsTheFingersByDegrees() throws {
    let scene = try Self.scene("  - { at: 0.5, rotate: { center: [195, 400], distance: 200, to: 90, duration: 0.4 } }")
    let gesture = try #require(Self.gesture(scene))
    let up = gesture.events.last!.map(\.location)
    #expect(abs(up[0].x - 195) < 1e-9 && abs(up[0].y - 300) < 1e-9, "the left finger turned up")
    #expect(abs(up[1].x - 195) < 1e-9 && abs(up[1].y - 500) < 1e-9, "the right finger turned down: clockwise")
  }

  @Test(arguments: [
    ("  - { at: 1, pinch: { center: [4, 4], from: 100, duration: 0.4 } }", "a pinch needs 'to: <distance>' or 'scale"),
    ("  - { at: 1, pinch: { center: [4, 4], from: 100, to: 50, scale: 2, duration: 0.4 } }", "either 'to' or 'scale'"),
    ("  - { at: 1, pinch: { center: [4, 4], from: 0, to: 50, duration: 0.4 } }", "a distance > 0"),
    ("  - { at: 1, pinch: { center: [4, 4], from: 10, to: -5, duration: 0.4 } }", "a distance ≥ 0"),
    ("  - { at: 1, pinch: { center: [4], from: 10, to: 5, duration: 0.4 } }", "[x, y] (2 numbers)"),
    ("  - { at: 1, pinch: { center: [4, 4], from: 10, to: 5, duration: 0 } }", "a duration > 0"),
    ("  - { at: 1, pinch: { center: [4, 4], from: 10, to: 5, duration: 0.4, fingers: 3 } }", "fingers"),
    ("  - { at: 2.8, rotate: { center: [4, 4], distance: 10, to: 5, duration: 0.4 } }", "after the scene's duration"),
    ("  - { at: 1, rotate: { center: [4, 4], to: 5, duration: 0.4 } }", "distance"),
    (
      "  - { at: 1, rotate: { center: [4, 4], distance: 10, to: 5, duration: 0.4 }, animated: false }",
      "'animated' does not apply to 'rotate'"
    ),
  ])
  func badPinchesAndRotationsAreNamed(script: String, message: String) throws {
    #expect {
      try Self.scene(script)
    } throws: { error in
      "\(error)".contains(message) && "\(error)".contains("touch.yaml:")
    }
  }
}
