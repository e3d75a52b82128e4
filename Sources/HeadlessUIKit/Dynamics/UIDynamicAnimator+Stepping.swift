import Foundation

/// What a behaviour sees while it contributes to one step: the bodies of its items and the
/// step's length.
@MainActor
struct DynamicsStepContext {
  let bodies: [ObjectIdentifier: PhysicsBody]
  /// The step in seconds (1/240).
  let h: CGFloat
  /// The reference view's bounds (the reference-bounds boundary).
  let referenceBounds: CGRect
  /// The animator's `elapsedTime` at the start of the step (what time-varying fields read).
  let elapsedTime: TimeInterval

  func body(_ item: any UIDynamicItem) -> PhysicsBody? { bodies[ObjectIdentifier(item)] }
}

/// One contact of a step, as the collision delegate sees it.
struct ContactKey: Hashable {
  var behavior: ObjectIdentifier
  var item: ObjectIdentifier
  var touching: PhysicsWorld.Touching
}

/// The running dynamic animators, stepped by the ``Timeline`` after its display links.
@MainActor
enum DynamicAnimators {
  private final class Entry {
    weak var animator: UIDynamicAnimator?
    init(_ animator: UIDynamicAnimator) { self.animator = animator }
  }
  private static var running: [Entry] = []

  static func add(_ animator: UIDynamicAnimator) {
    if !running.contains(where: { $0.animator === animator }) { running.append(Entry(animator)) }
  }

  static func remove(_ animator: UIDynamicAnimator) {
    running.removeAll { $0.animator === animator || $0.animator == nil }
  }

  /// Forgets every animator (a new timeline starts).
  static func reset() { running = [] }

  /// Steps every running animator up to media time `now`.
  static func tick(now: TimeInterval) {
    for entry in running {
      entry.animator?.advance(to: now)
    }
    running.removeAll { $0.animator == nil }
  }
}

extension UIDynamicAnimator {
  /// The index of the last step at or before `time`.
  static func stepIndex(at time: TimeInterval) -> Int {
    Int((time * Double(PhysicsWorld.stepsPerSecond) + 1e-6).rounded(.down))
  }

  /// Starts running (telling the delegate first) when there is something to run.
  func wake() {
    for body in bodies.values { body.stepsAtRest = 0 }
    guard !isRunning, !topLevel.isEmpty else { return }
    delegate?.dynamicAnimatorWillResume(self)
    isRunning = true
    lastStep = Self.stepIndex(at: AnimationEngine.mediaTime)
    DynamicAnimators.add(self)
  }

  /// After a removal: pause when nothing is left, else keep (or start) running.
  func behaviorsDidChange() {
    if topLevel.isEmpty {
      syncBodies()
      if isRunning { pause() }
    } else {
      wake()
    }
  }

  func pause() {
    isRunning = false
    DynamicAnimators.remove(self)
    delegate?.dynamicAnimatorDidPause(self)
  }

  /// Takes every step due by media time `now`.
  func advance(to now: TimeInterval) {
    let target = Self.stepIndex(at: now)
    while isRunning && lastStep < target {
      lastStep += 1
      step()
    }
  }

  /// Creates bodies for items that joined and drops those of items no behaviour holds.
  func syncBodies() {
    let items = currentItems()
    let ids = Set(items.map(ObjectIdentifier.init))
    for id in bodyOrder where !ids.contains(id) {
      bodies[id] = nil
      itemsByID[id] = nil
      initialAngles[id] = nil
    }
    bodyOrder.removeAll { !ids.contains($0) }
    for item in items {
      let id = ObjectIdentifier(item)
      guard bodies[id] == nil else { continue }
      let angle = Self.rotation(of: item.transform)
      bodies[id] = PhysicsBody(position: Vector2(item.center), angle: angle, shape: Self.shape(of: item))
      itemsByID[id] = item
      initialAngles[id] = angle
      bodyOrder.append(id)
    }
  }

  /// One step of 1/240 s (see `PhysicsWorld`).
  private func step() {
    syncBodies()
    let all = topLevel.flatMap(\.flattened)
    let context = DynamicsStepContext(
      bodies: bodies, h: PhysicsWorld.stepDuration, referenceBounds: referenceBounds,
      elapsedTime: elapsedTime)
    var materials: [ObjectIdentifier: PhysicsBody.Material] = [:]
    for case let properties as UIDynamicItemBehavior in all {
      for item in properties.items { materials[ObjectIdentifier(item)] = properties.material }
      properties.applyPendingVelocities(context)
    }
    for id in bodyOrder {
      let material = materials[id] ?? PhysicsBody.Material()
      if bodies[id]?.material != material { bodies[id]?.material = material }
    }
    for behavior in all { behavior.applyForces(context) }
    let joints = all.flatMap { $0.joints(context) }
    var collisions: [UICollisionBehavior] = []
    var groups: [PhysicsWorld.CollisionGroup] = []
    for case let collision as UICollisionBehavior in all {
      collisions.append(collision)
      groups.append(collision.collisionGroup(context))
    }
    let ordered = bodyOrder.compactMap { bodies[$0] }
    let reports = PhysicsWorld.step(bodies: ordered, joints: joints, groups: groups, h: context.h)
    elapsedTime += Double(context.h)
    writeItems()
    // Collection-view mode: the layout is invalidated so its collection view asks it again.
    layout?.invalidateLayout()
    reportContacts(reports, collisions)
    for behavior in all { behavior.action?() }
    guard isRunning else { return }
    var resting = true
    for body in ordered {
      let still =
        body.material.isAnchored || (body.velocity.length < 1 && abs(body.angularVelocity) < 0.01)
      body.stepsAtRest = still ? body.stepsAtRest + 1 : 0
      if body.stepsAtRest < Int(PhysicsWorld.stepsPerSecond / 10) { resting = false }
    }
    if resting { pause() }
  }

  /// Writes each body's centre, and its rotation once it has turned, to its item.
  private func writeItems() {
    for id in bodyOrder {
      guard let body = bodies[id], let item = itemsByID[id] else { continue }
      item.center = body.position.point
      if body.angle != initialAngles[id] {
        item.transform = CGAffineTransform(rotationAngle: body.angle)
      }
    }
  }

  /// Tells collision delegates which contacts began and ended this step (in the order the
  /// contacts were found, so callbacks are deterministic).
  private func reportContacts(_ reports: [PhysicsWorld.ContactReport], _ collisions: [UICollisionBehavior]) {
    var current: [ContactKey] = []
    var seen: Set<ContactKey> = []
    var began: [(UICollisionBehavior, PhysicsWorld.ContactReport, ContactKey)] = []
    let before = Set(previousContacts)
    for report in reports {
      let collision = collisions[report.group]
      guard let id = bodyOrder.first(where: { bodies[$0] === report.body }) else { continue }
      let key = ContactKey(behavior: ObjectIdentifier(collision), item: id, touching: report.touching)
      guard seen.insert(key).inserted else { continue }
      current.append(key)
      if !before.contains(key) { began.append((collision, report, key)) }
    }
    let ended = previousContacts.filter { !seen.contains($0) }
    previousContacts = current
    for (collision, report, key) in began {
      collision.reportBegan(key, point: report.point.point, items: itemsByID)
    }
    for key in ended {
      guard let collision = collisions.first(where: { ObjectIdentifier($0) == key.behavior }) else { continue }
      collision.reportEnded(key, items: itemsByID)
    }
  }
}
