import Foundation

/// A configuration of physics for dynamic items, as UIKit's `UIDynamicBehavior`: the base class
/// of the primitive behaviours (gravity, collision, snap, attachment, push, item properties) and
/// of custom composite behaviours that group them with `addChildBehavior(_:)`.
///
/// Adding a behaviour to a ``UIDynamicAnimator`` calls `willMove(to:)` with the animator (on
/// the behaviour, then on its children), and the animator starts running; `action` then runs
/// after every step of the physics (each 1/240 s of model time, see ``UIDynamicAnimator``).
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
  private var children: [UIDynamicBehavior] = []
  /// The composite behaviour this one was added to.
  weak var parent: UIDynamicBehavior?
  /// The animator the behaviour (or its root) was added to.
  weak var owner: UIDynamicAnimator?

  /// A behaviour with no children and no action, as `init()`.
  public override init() { super.init() }

  /// The behaviours added with `addChildBehavior(_:)`, as `childBehaviors`.
  open var childBehaviors: [UIDynamicBehavior] { children }

  /// A block run after every step of the animation, as `action` ("The dynamic animator calls
  /// the action block on every animation step").
  open var action: (() -> Void)?

  /// The animator this behaviour is part of, as `dynamicAnimator` (nil until it is added).
  open var dynamicAnimator: UIDynamicAnimator? { owner }

  /// Adds `behavior` as a child, as `addChildBehavior(_:)`; adding it twice does nothing, as in
  /// UIKit. When this behaviour is in an animator the child joins it (`willMove(to:)`).
  ///
  /// - Precondition: `behavior` is not this behaviour, one of its ancestors, or the child of
  ///   another behaviour or of an animator (UIKit raises an exception).
  open func addChildBehavior(_ behavior: UIDynamicBehavior) {
    guard !children.contains(where: { $0 === behavior }) else { return }
    var ancestor: UIDynamicBehavior? = self
    while let current = ancestor {
      precondition(current !== behavior, "UIDynamicBehavior.addChildBehavior(_:): a behaviour cannot contain itself")
      ancestor = current.parent
    }
    precondition(
      behavior.parent == nil && behavior.owner == nil,
      "UIDynamicBehavior.addChildBehavior(_:): \(type(of: behavior)) is already in another behaviour or animator")
    children.append(behavior)
    behavior.parent = self
    if let owner { behavior.attach(to: owner) }
    behaviorDidChange()
  }

  /// Removes a child, as `removeChildBehavior(_:)` (its `willMove(to: nil)` is called when this
  /// behaviour is in an animator).
  open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
    guard let index = children.firstIndex(where: { $0 === behavior }) else { return }
    children.remove(at: index)
    behavior.parent = nil
    if owner != nil { behavior.detach() }
    behaviorDidChange()
  }

  /// Called when the behaviour is added to (`dynamicAnimator` non-nil) or removed from (nil) an
  /// animator, as `willMove(to:)`: an override point; the default does nothing.
  open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

  // MARK: Animator bookkeeping

  func attach(to animator: UIDynamicAnimator) {
    willMove(to: animator)
    owner = animator
    for child in children { child.attach(to: animator) }
  }

  func detach() {
    willMove(to: nil)
    owner = nil
    for child in children { child.detach() }
  }

  /// This behaviour and its descendants, parents first.
  var flattened: [UIDynamicBehavior] { [self] + children.flatMap(\.flattened) }

  /// The items this behaviour acts on (its own, not its children's).
  var dynamicItems: [any UIDynamicItem] { [] }

  /// Wakes the animator after a change that may move items.
  func behaviorDidChange() { owner?.wake() }

  /// Adds this behaviour's forces, accelerations and impulses for the coming step.
  func applyForces(_ world: DynamicsStepContext) {}

  /// The joints this behaviour adds for the coming step.
  func joints(_ world: DynamicsStepContext) -> [PhysicsJoint] { [] }
}
