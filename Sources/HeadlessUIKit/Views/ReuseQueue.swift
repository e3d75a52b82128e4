import Foundation

/// The registered classes and the pool of views waiting to be reused of a collection view or a
/// table view, keyed by reuse identifier: UIKit's reuse queues (one per identifier, last in,
/// first out).
@MainActor
struct ReuseQueue<View: UIView> {
  /// How to make a new view for each registered identifier.
  private var factories: [String: @MainActor () -> View] = [:]
  /// The views given back, waiting to be dequeued.
  private var pool: [String: [View]] = [:]

  /// Registers `factory` for `identifier` (nil unregisters it), as `register(_:for…ReuseIdentifier:)`.
  mutating func register(_ identifier: String, _ factory: (@MainActor () -> View)?) {
    factories[identifier] = factory
  }

  /// Whether a class is registered for `identifier`.
  func isRegistered(_ identifier: String) -> Bool { factories[identifier] != nil }

  /// A view given back earlier for `identifier`, or nil when the pool is empty.
  mutating func reuse(_ identifier: String) -> View? {
    guard var views = pool[identifier], let view = views.popLast() else { return nil }
    pool[identifier] = views
    return view
  }

  /// A new view of the class registered for `identifier`, or nil when none is registered.
  func make(_ identifier: String) -> View? { factories[identifier]?() }

  /// Gives `view` back for reuse under `identifier`.
  mutating func enqueue(_ view: View, identifier: String) { pool[identifier, default: []].append(view) }

  /// Takes `other`'s registrations, which win over this queue's for the same identifier.
  mutating func adoptRegistrations(of other: ReuseQueue) {
    factories.merge(other.factories) { _, shared in shared }
  }

  /// The number of views waiting under `identifier`.
  func waiting(_ identifier: String) -> Int { pool[identifier]?.count ?? 0 }
}
