import Foundation
import Graphics
import HeadlessUIKit

/// The model tick of a constraint-laid-out screen: `views` cards in a column, each pinned to the
/// previous card's bottom with anchors (leading/trailing to the window's safe area, a height
/// constant), the first card's top constraint animating its constant every tick (the canonical
/// constraint animation: change `constant`, `layoutIfNeeded()`), so every card moves on every
/// tick. A tick is the timeline's tick plus the display list, as in the 1,000-view row; returns
/// the mean duration per tick and the last tick's display list (to rasterise: the goal is
/// stated against that frame's raster time).
///
/// With `resync`, each tick also flips `translatesAutoresizingMaskIntoConstraints` of a view
/// outside the layout and back: a structural change, so the engine walks the whole hierarchy
/// and re-syncs every constraint, view and guide, as it did on every pass before passes became
/// proportional to what changed.
@MainActor
func constraintModelTick(views count: Int, ticks: Int, resync: Bool) -> (
  tick: Duration, constraints: Int, list: DisplayList
) {
  let timeline = Timeline(fps: 60)
  let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2))
  window.makeKeyAndVisible()
  timeline.attach(window)
  timeline.advance(to: 0)
  let safe = window.safeAreaLayoutGuide
  var previous: NSLayoutYAxisAnchor = safe.topAnchor
  var top: NSLayoutConstraint?
  var constraints: [NSLayoutConstraint] = []
  // Cards and gaps share the height below the status bar (≈ 750 pt), so all are on screen.
  let height = 1.5 * 300 / Double(count)
  for index in 0..<count {
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    card.backgroundColor = UIColor(hue: Double(index) / Double(count), saturation: 0.6, brightness: 0.9, alpha: 1)
    window.addSubview(card)
    let pin = card.topAnchor.constraint(equalTo: previous, constant: index == 0 ? 0 : height * 2 / 3)
    if index == 0 { top = pin }
    constraints += [
      pin,
      card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
      card.heightAnchor.constraint(equalToConstant: height),
    ]
    previous = card.bottomAnchor
  }
  NSLayoutConstraint.activate(constraints)
  let spare = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
  window.addSubview(spare)
  window.layoutIfNeeded()
  var tick = 0
  var list = window.makeDisplayList()
  let duration = measure(ticks) {
    tick += 1
    top?.constant = 40 * sin(Double(tick) / 20)
    if resync {
      spare.translatesAutoresizingMaskIntoConstraints = false
      spare.translatesAutoresizingMaskIntoConstraints = true
    }
    timeline.advance(to: FrameIndex(tick))
    list = window.makeDisplayList()
  }
  return (duration, constraints.count, list)
}
