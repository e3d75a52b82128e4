import Foundation
import HeadlessUIKit

/// The model tick of 1,000 animated views: 1,000 small rounded views in a window, each animating
/// its position, alpha and a rotation (repeating, autoreversing, ease-in-out, durations 2–5 s),
/// so every view's presentation changes on every tick. A tick is the timeline's tick plus the
/// display list — the work the main actor does per frame. Returns the mean duration per tick
/// and the display list's item count.
@MainActor
func animatedViewsModelTick(ticks: Int) -> (tick: Duration, items: Int) {
  let timeline = Timeline(fps: 60)
  let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2))
  window.makeKeyAndVisible()
  timeline.attach(window)
  timeline.advance(to: 0)
  var views: [UIView] = []
  for i in 0..<1000 {
    let view = UIView(frame: CGRect(x: Double(i % 20) * 19, y: Double(i / 20) * 16, width: 16, height: 12))
    view.backgroundColor = UIColor(hue: Double(i) / 1000, saturation: 0.7, brightness: 0.9, alpha: 1)
    view.layer.cornerRadius = 3
    window.addSubview(view)
    views.append(view)
  }
  for (i, view) in views.enumerated() {
    UIView.animate(
      withDuration: 2 + Double(i % 7) * 0.5, delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut],
      animations: {
        view.center.x += 40
        view.alpha = 0.5
        view.transform = CGAffineTransform(rotationAngle: 0.3)
      })
  }
  var tick = 0
  var items = 0
  let duration = measure(ticks) {
    tick += 1
    timeline.advance(to: FrameIndex(tick))
    items = window.makeDisplayList().items.count
  }
  return (duration, items)
}
