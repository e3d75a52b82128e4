/// The trait changes waiting to be announced, and the environments that registered handlers
/// (see ``UITraitChangeObservable``). UIKit updates traits before layout: the layout pass of a
/// hierarchy (or `updateTraitsIfNeeded()`) delivers them with ``deliver()``.
@MainActor
enum TraitChanges {
  /// Whether any view or controller ever set `traitOverrides` (until then a view's traits are
  /// its window's, read without walking its ancestors).
  static var overridesInUse = false
  /// The environments below an override that changed, each with its traits before the change,
  /// parents before children (a controller just before its root view).
  private static var pending: [(environment: Weak, previous: UITraitCollection)] = []
  private static var pendingIDs = Set<ObjectIdentifier>()
  /// The views and controllers with registered handlers, in registration order.
  private static var observed: [Weak] = []

  /// A weak reference to a view or controller.
  struct Weak {
    weak var object: AnyObject?
  }

  /// An override of `view` or of its controller is about to change: remembers the traits of the
  /// views below it (and of their controllers) that are not already waiting.
  static func overridesWillChange(below view: UIView) {
    func remember(_ environment: UITraitEnvironment) {
      guard pendingIDs.insert(ObjectIdentifier(environment)).inserted else { return }
      pending.append((environment: Weak(object: environment), previous: environment.traitCollection))
    }
    func visit(_ view: UIView) {
      if let controller = view.owningViewController { remember(controller) }
      remember(view)
      view.subviews.forEach(visit)
    }
    visit(view)
  }

  /// Starts watching `environment` for its handlers (once).
  static func observe(_ environment: UITraitEnvironment) {
    observed.removeAll { $0.object == nil }
    guard !observed.contains(where: { $0.object === environment }) else { return }
    observed.append(Weak(object: environment))
  }

  /// Whether ``deliver()`` has anything to do.
  static var hasWork: Bool { !pending.isEmpty || !observed.isEmpty }

  /// Announces the changed traits: `traitCollectionDidChange(_:)` to each environment below a
  /// changed override whose traits differ from before, then the registered handlers of each
  /// observed environment in a window for which one of their traits changed since they were
  /// last delivered (an environment's traits when it first is in a window are its starting
  /// point, not a change).
  static func deliver() {
    let waiting = pending
    pending = []
    pendingIDs = []
    for (reference, previous) in waiting {
      guard let environment = reference.object as? UITraitEnvironment else { continue }
      if environment.traitCollection != previous { environment.traitCollectionDidChange(previous) }
    }
    observed.removeAll { $0.object == nil }
    for reference in observed {
      guard let environment = reference.object as? UITraitEnvironment,
        let registrations = registrations(of: environment)
      else { continue }
      guard isInWindow(environment) else {
        registrations.reported = nil
        continue
      }
      let current = environment.traitCollection
      defer { registrations.reported = current }
      guard let previous = registrations.reported, previous != current else { continue }
      for registration in registrations.entries
      where registration.traits.contains(where: { previous.value(of: $0) != current.value(of: $0) }) {
        registration.handler(environment, previous)
      }
    }
  }

  static func registrations(of environment: UITraitEnvironment) -> TraitRegistrations? {
    if let view = environment as? UIView { return view.autoLayoutState?.traitRegistrations }
    if let controller = environment as? UIViewController { return controller.traitState?.registrations }
    return nil
  }

  private static func isInWindow(_ environment: UITraitEnvironment) -> Bool {
    if let view = environment as? UIView { return view.window != nil }
    if let controller = environment as? UIViewController { return controller.viewIfLoaded?.window != nil }
    return false
  }
}

/// A view controller's trait overrides and registrations.
@MainActor
final class ControllerTraitState {
  var overrides = UITraitOverrides()
  /// The traits the controller's container imposes on it, under its own `overrides` (UIKit's
  /// private equivalent of `setOverrideTraitCollection(_:forChild:)`: a split view controller
  /// gives its leading columns a compact width).
  var containerOverrides = UITraitOverrides()
  var registrations: TraitRegistrations?
}

/// The handlers one view or controller registered, and the traits they were last told about.
@MainActor
final class TraitRegistrations {
  var entries: [TraitChangeRegistration] = []
  /// The traits at the last delivery while in a window; nil outside one.
  var reported: UITraitCollection?
}

/// One `registerForTraitChanges(_:handler:)` registration.
@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
  let traits: [UITrait]
  let handler: (UITraitEnvironment, UITraitCollection) -> Void

  init(traits: [UITrait], handler: @escaping (UITraitEnvironment, UITraitCollection) -> Void) {
    self.traits = traits
    self.handler = handler
  }
}
