import Foundation

/// A spring that pulls an item to a point and turns it upright, as UIKit's `UISnapBehavior`.
///
/// The item's centre is pulled to `snapPoint` and its rotation to 0 by a damped spring:
/// `damping` 0 oscillates most, 1 least (default 0.5).
///
/// - Note: UIKit difference: UIKit's spring constants are private. Here the spring has a
///   natural frequency of 2 Hz and a damping ratio of 0.15 + 0.85 × `damping` (0.575 at the
///   default: a small overshoot, at rest within about a second, as UIKit's snap looks).
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
  /// The spring's natural frequency in Hz.
  static let frequency: CGFloat = 2
  private let item: any UIDynamicItem

  /// A snap of `item` to `point` (reference-view coordinates), as `init(item:snapTo:)`.
  public init(item: any UIDynamicItem, snapTo point: CGPoint) {
    self.item = item
    snapPoint = point
    super.init()
  }

  /// Where the item's centre is pulled, as `snapPoint` (iOS 9); changing it moves the item
  /// again.
  open var snapPoint: CGPoint { didSet { behaviorDidChange() } }

  /// How little the item oscillates, 0…1, as `damping` (default 0.5).
  open var damping: CGFloat = 0.5 { didSet { behaviorDidChange() } }

  override var dynamicItems: [any UIDynamicItem] { [item] }

  /// The damping ratio of the spring for `damping`.
  var dampingRatio: CGFloat { 0.15 + 0.85 * min(max(damping, 0), 1) }

  override func applyForces(_ world: DynamicsStepContext) {
    guard let body = world.body(item) else { return }
    let omega = 2 * .pi * Self.frequency
    let zeta = dampingRatio
    // An implicit (backward Euler) spring step so it is stable whatever the mass.
    let h = world.h
    let offset = body.position - Vector2(snapPoint)
    let denominator = 1 + 2 * zeta * omega * h + omega * omega * h * h
    let newVelocity = (body.velocity - offset * (omega * omega * h)) * (1 / denominator)
    body.acceleration += (newVelocity - body.velocity) * (1 / h)
    // The same spring turns the item upright (rotation 0 at the end, as UIKit documents).
    var turn = body.angle.truncatingRemainder(dividingBy: 2 * .pi)
    if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
    body.angle = turn
    let newSpin = (body.angularVelocity - turn * omega * omega * h) / denominator
    body.angularVelocity = newSpin
  }
}
