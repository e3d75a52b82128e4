import Foundation
import Testing

@testable import HeadlessUIKit

/// A 390 × 844 window at 60 fps holding one control, and scripted taps on it.
@MainActor
final class ControlRig {
  let timeline = Timeline(fps: 60)
  let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1))
  var log: [String] = []

  init(_ control: UIControl) {
    window.addSubview(control)
    window.makeKeyAndVisible()
    timeline.advance(to: 0)
  }

  /// Plays `track` and advances the timeline to `seconds`.
  func run(_ track: TouchTrack, until seconds: TimeInterval) {
    timeline.play(track, in: window)
    let last = Int((seconds * 60).rounded())
    for frame in (timeline.currentFrame!.rawValue + 1)...last { timeline.advance(to: FrameIndex(frame)) }
  }

  /// A finger down at `point` at 0.1 s, held 0.2 s, lifted where it is.
  static func tap(at point: CGPoint) -> TouchTrack {
    var track = TouchTrack(downAt: point, time: 0.1)
    track.hold(for: 0.2)
    track.lift()
    return track
  }

  /// Logs every touch event of `control` by name, with the highlight at that moment.
  func watchTouchEvents(of control: UIControl) {
    let names: [(UIControl.Event, String)] = [
      (.touchDown, "touchDown"), (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
      (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"), (.touchUpInside, "touchUpInside"),
      (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
      (.primaryActionTriggered, "primaryActionTriggered"),
    ]
    for (event, name) in names {
      control.addTarget(
        nil,
        action: { [unowned self] c in
          self.log.append("\(name)\(c.isHighlighted ? " highlighted" : "")")
        }, for: event)
    }
  }
}
