/// The token `registerForTraitChanges(_:handler:)` returns, to pass to
/// `unregisterForTraitChanges(_:)`, as UIKit's `UITraitChangeRegistration`.
public protocol UITraitChangeRegistration: AnyObject {}

/// An object that runs code when some of its traits change, as UIKit's
/// `UITraitChangeObservable` (iOS 17; adopted by `UIView` and `UIViewController`).
///
/// A handler runs when one of the traits it was registered for differs from what it was at the
/// previous delivery — a window resized across a size class, an override set on the object or
/// above it (`traitOverrides`) — with the object and its traits before the change. Deliveries
/// happen at the layout pass of the object's window (or at `updateTraitsIfNeeded()`), as UIKit
/// updates traits before layout; an object's traits when it first is in a window are its
/// starting point, not a change.
///
/// - Note: UIKit difference: the selector forms (`registerForTraitChanges(_:action:)`,
///   `…target:action:`) do not exist (there is no Objective-C runtime); handlers of several
///   objects run in registration order.
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
  /// The closure a registration runs: the object and its previous traits.
  typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

  /// Registers `handler` to run when one of `traits` changes, as
  /// `registerForTraitChanges(_:handler:)`.
  @discardableResult
  func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration

  /// Removes a registration, as `unregisterForTraitChanges(_:)`.
  func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

extension UITraitEnvironment {
  /// Wraps a typed handler for storage; traps when the object is not of the handler's type.
  func storedHandler<TraitEnvironment: UITraitEnvironment>(
    _ handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
  ) -> (UITraitEnvironment, UITraitCollection) -> Void {
    { environment, previous in
      guard let typed = environment as? TraitEnvironment else {
        preconditionFailure(
          "registerForTraitChanges(_:handler:): the handler takes a \(TraitEnvironment.self) but was registered on a \(type(of: environment))"
        )
      }
      handler(typed, previous)
    }
  }
}

extension UIView: UITraitChangeObservable {
  /// Registers `handler` to run with the view and its previous traits when one of `traits`
  /// changes, as `registerForTraitChanges(_:handler:)` (see ``UITraitChangeObservable``).
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration {
    let registrations = autoLayout.traitRegistrations ?? TraitRegistrations()
    autoLayout.traitRegistrations = registrations
    let registration = TraitChangeRegistration(traits: traits, handler: storedHandler(handler))
    registrations.entries.append(registration)
    if window != nil && registrations.reported == nil { registrations.reported = traitCollection }
    TraitChanges.observe(self)
    return registration
  }

  /// Removes a registration, as `unregisterForTraitChanges(_:)`.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    autoLayoutState?.traitRegistrations?.entries.removeAll { $0 === registration }
  }

  /// Delivers pending trait changes now, as `updateTraitsIfNeeded()` (iOS 17): handlers and
  /// `traitCollectionDidChange(_:)` run before this returns instead of at the next layout pass.
  public func updateTraitsIfNeeded() {
    if TraitChanges.hasWork { TraitChanges.deliver() }
  }
}

extension UIViewController: UITraitChangeObservable {
  /// Registers `handler` to run with the controller and its previous traits when one of
  /// `traits` changes, as `registerForTraitChanges(_:handler:)` (see ``UITraitChangeObservable``).
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration {
    let state = traitState ?? ControllerTraitState()
    traitState = state
    let registrations = state.registrations ?? TraitRegistrations()
    state.registrations = registrations
    let registration = TraitChangeRegistration(traits: traits, handler: storedHandler(handler))
    registrations.entries.append(registration)
    if viewIfLoaded?.window != nil && registrations.reported == nil { registrations.reported = traitCollection }
    TraitChanges.observe(self)
    return registration
  }

  /// Removes a registration, as `unregisterForTraitChanges(_:)`.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitState?.registrations?.entries.removeAll { $0 === registration }
  }

  /// Delivers pending trait changes now, as `updateTraitsIfNeeded()` (iOS 17).
  public func updateTraitsIfNeeded() {
    if TraitChanges.hasWork { TraitChanges.deliver() }
  }
}
