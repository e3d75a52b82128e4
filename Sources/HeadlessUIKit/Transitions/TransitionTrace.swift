import Foundation

/// A recorder of what a transition does, in order: every delegate question, every call of the
/// transitioning protocols (animators, interaction controllers, presentation controllers,
/// `completeTransition(_:)`) and every appearance callback sent.
///
/// Set ``current`` to start recording; print it, or compare ``lines`` in tests:
///
/// ```swift
/// let trace = TransitionTrace()
/// TransitionTrace.current = trace
/// navigation.pushViewController(detail, animated: true)
/// // … tick the timeline …
/// print(trace)   // delegate.navigationController(_:willShow:) Detail, …
/// ```
///
/// Controllers are named by their `title`, or by their type when they have none.
///
/// - Note: UIKit difference: UIKit has no such recorder; it is a Flipbook addition.
@preconcurrency @MainActor
public final class TransitionTrace: @preconcurrency CustomStringConvertible {
  /// One recorded call.
  public struct Event: Sendable, Hashable, CustomStringConvertible {
    /// Who received the call: a controller's name, `delegate`, `animator`, …
    public var subject: String
    /// The call, in Swift spelling with its salient arguments: `viewWillAppear(true)`.
    public var call: String

    public init(subject: String, call: String) {
      self.subject = subject
      self.call = call
    }

    public var description: String { "\(subject).\(call)" }
  }

  /// The recorder that receives events; nil (the default) records nothing.
  public static var current: TransitionTrace?

  /// The events recorded so far, oldest first.
  public private(set) var events: [Event] = []

  public init() {}

  /// The events as `subject.call` strings.
  public var lines: [String] { events.map(\.description) }

  /// One event per line.
  public var description: String { lines.joined(separator: "\n") }

  /// Forgets the events recorded so far.
  public func clear() { events = [] }

  /// Records `call` on `subject` in the current recorder, if any.
  static func record(_ subject: String, _ call: @autoclosure () -> String) {
    guard let trace = current else { return }
    trace.events.append(Event(subject: subject, call: call()))
  }

  /// Records `call` on a controller, named as the trace names controllers.
  static func record(_ controller: UIViewController, _ call: @autoclosure () -> String) {
    guard current != nil else { return }
    record(name(of: controller), call())
  }

  /// A controller's name in traces and messages: its title, or its type.
  static func name(of controller: UIViewController) -> String {
    controller.title ?? name(of: controller as AnyObject)
  }

  /// An object's type name, for animators and presentation controllers: what
  /// `String(describing:)` writes for its type, read with `_typeName(_:qualified: false)`
  /// (without looking the metatype up in every protocol conformance of the process first).
  static func name(of object: AnyObject) -> String { _typeName(type(of: object), qualified: false) }
}
