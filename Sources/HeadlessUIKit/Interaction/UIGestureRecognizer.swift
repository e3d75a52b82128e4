import Foundation

/// The base of every gesture recognizer, with UIKit's state machine, targets, delegate and
/// failure requirements, as `UIGestureRecognizer`.
///
/// States move as UIKit documents them:
///
///     continuous:  possible ──▶ began ──▶ changed* ──▶ ended | cancelled
///     discrete:    possible ──▶ ended (recognized)
///     either:      possible ──▶ failed
///
/// Targets are told on `.began`, `.changed`, `.ended` and `.cancelled`, never on `.failed`.
/// When the touch sequence is over, every recognizer that finished (ended, cancelled or
/// failed) returns to `.possible` and gets `reset()`.
///
/// Subclasses set `state` from their `touches…` overrides, as with UIKit's
/// `UIGestureRecognizerSubclass.h`; the recognizer checks the delegate, failure requirements
/// and competing recognizers before a change takes effect.
///
/// - Note: UIKit difference: there are no Objective-C selectors on Linux, so actions are
///   closures: `init(target:action:)` takes a method reference such as `Self.handlePan`
///   (called on the weakly held target) or a closure.
@preconcurrency @MainActor
open class UIGestureRecognizer {
  /// The recognizer's state, as `UIGestureRecognizer.State`.
  public enum State: Int, Sendable, CustomStringConvertible {
    case possible = 0
    case began = 1
    case changed = 2
    case ended = 3
    case cancelled = 4
    case failed = 5

    /// A discrete gesture was recognized: the same value as `.ended`.
    public static let recognized = State.ended

    public var description: String {
      switch self {
      case .possible: "possible"
      case .began: "began"
      case .changed: "changed"
      case .ended: "ended"
      case .cancelled: "cancelled"
      case .failed: "failed"
      }
    }

    /// Whether the recognizer has finished with this touch sequence.
    var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    /// Whether the recognizer has recognized (is or was in progress).
    var hasRecognized: Bool { self == .began || self == .changed || self == .ended }
  }

  private struct Target {
    weak var object: AnyObject?
    let isBound: Bool
    let action: (UIGestureRecognizer) -> Void
  }

  private var targets: [Target] = []
  private var storedState = State.possible
  /// The recognizers this one waits for (`require(toFail:)`).
  private(set) var failureRequirements: [WeakRecognizer] = []
  /// The competition this recognizer takes part in while touches are down.
  weak var arena: GestureArena?
  /// Touches this recognizer is tracking.
  var trackedTouches: [UITouch] = []

  /// The view the recognizer is attached to, as `view`.
  public internal(set) weak var view: UIView?
  /// The delegate, held weakly as in UIKit.
  public weak var delegate: (any UIGestureRecognizerDelegate)?
  /// Whether the recognizer receives touches; disabling it mid-gesture cancels it, as
  /// `isEnabled`.
  open var isEnabled = true {
    didSet {
      if !isEnabled && (storedState == .began || storedState == .changed) { state = .cancelled }
    }
  }
  /// Whether the view's own touches are cancelled once the gesture is recognized, as
  /// `cancelsTouchesInView` (default `true`).
  open var cancelsTouchesInView = true
  /// A name for debugging, as `name`.
  open var name: String?

  /// A recognizer calling `action` (when given) on each state change, as `init(target:action:)`.
  /// `target` is held weakly; once it is gone the action is no longer called.
  public init(target: AnyObject?, action: ((UIGestureRecognizer) -> Void)?) {
    if let action { addTarget(target, action: action) }
  }

  /// A recognizer with no target yet.
  public convenience init() { self.init(target: nil, action: nil) }

  /// A recognizer calling a method of `target` on each state change: the closure form of
  /// `init(target:action:)`, e.g. `UIPanGestureRecognizer(target: self, action: Self.handlePan)`.
  public convenience init<T: AnyObject, G: UIGestureRecognizer>(
    target: T, action: @escaping (T) -> (G) -> Void
  ) {
    self.init(target: nil, action: nil)
    addTarget(target, action: action)
  }

  /// Adds a target–action pair, as `addTarget(_:action:)`. With a nil target the closure is
  /// always called.
  public func addTarget(_ target: AnyObject?, action: @escaping (UIGestureRecognizer) -> Void) {
    targets.append(Target(object: target, isBound: target != nil, action: action))
  }

  /// Adds a method of `target` as an action (the closure form of `addTarget(_:action:)`).
  public func addTarget<T: AnyObject, G: UIGestureRecognizer>(_ target: T, action: @escaping (T) -> (G) -> Void) {
    targets.append(
      Target(object: target, isBound: true) { [weak target] recognizer in
        guard let target else { return }
        guard let typed = recognizer as? G else {
          preconditionFailure("gesture action expects \(G.self) but the recognizer is \(type(of: recognizer))")
        }
        action(target)(typed)
      })
  }

  /// Removes every action of `target` (all actions when nil), as `removeTarget(_:action:)`
  /// with a nil action.
  public func removeTarget(_ target: AnyObject?) {
    if let target {
      targets.removeAll { $0.object === target }
    } else {
      targets.removeAll()
    }
  }

  /// The current state. Setting it (from a subclass's touch handling) applies UIKit's rules:
  /// a change out of `.possible` asks the delegate and waits for required failures, and a
  /// recognizer that recognizes makes its non-simultaneous competitors fail.
  ///
  /// - Precondition: the change is one UIKit allows (see the type's diagram).
  public var state: State {
    get { storedState }
    set {
      guard newValue != storedState || newValue == .changed else { return }
      precondition(
        Self.isLegal(from: storedState, to: newValue),
        "UIGestureRecognizer: illegal state change \(storedState) → \(newValue) for \(self)")
      if let arena {
        arena.recognizer(self, requests: newValue)
      } else {
        apply(newValue)
        if newValue.isFinished { resetToPossible() }
      }
    }
  }

  static func isLegal(from old: State, to new: State) -> Bool {
    switch (old, new) {
    case (.possible, .began), (.possible, .ended), (.possible, .failed), (.possible, .cancelled): true
    case (.began, .changed), (.began, .ended), (.began, .cancelled): true
    case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
    case (_, .possible): true
    default: false
    }
  }

  /// Makes the change and tells the targets (not for `.failed` or `.possible`).
  func apply(_ newState: State) {
    storedState = newState
    switch newState {
    case .began, .changed, .ended, .cancelled:
      for target in targets where !target.isBound || target.object != nil { target.action(self) }
    case .possible, .failed:
      break
    }
  }

  func resetToPossible() {
    storedState = .possible
    trackedTouches = []
    reset()
  }

  /// Makes this recognizer wait until `otherGestureRecognizer` fails, as `require(toFail:)`.
  public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
  }

  /// The number of touches the recognizer is tracking, as `numberOfTouches`.
  public var numberOfTouches: Int { trackedTouches.count }

  /// The centroid of the tracked touches in `view`'s coordinates, as `location(in:)`.
  open func location(in view: UIView?) -> CGPoint {
    guard !trackedTouches.isEmpty else { return .zero }
    let points = trackedTouches.map { $0.location(in: view) }
    let n = CGFloat(points.count)
    return CGPoint(x: points.map(\.x).reduce(0, +) / n, y: points.map(\.y).reduce(0, +) / n)
  }

  /// The location of one tracked touch, as `location(ofTouch:in:)`.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    precondition(
      trackedTouches.indices.contains(touchIndex),
      "UIGestureRecognizer.location(ofTouch:in:): index \(touchIndex) out of range (\(trackedTouches.count) touches)")
    return trackedTouches[touchIndex].location(in: view)
  }

  // MARK: Subclass overrides (UIGestureRecognizerSubclass)

  /// Stops tracking `touch`: the recognizer gets no more calls for it and it no longer
  /// counts in ``numberOfTouches``, as `ignore(_:for:)`.
  open func ignore(_ touch: UITouch, for event: UIEvent) {
    trackedTouches.removeAll { $0 === touch }
    touch.gestureRecognizers?.removeAll { $0 === self }
  }

  /// Called when the touch sequence is over and the recognizer returns to `.possible`.
  open func reset() {}
  /// Whether this recognizer, recognizing, may make `preventedGestureRecognizer` fail. Default `true`.
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// Whether `preventingGestureRecognizer`, recognizing, may make this one fail. Default `true`.
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// Whether this recognizer waits for `otherGestureRecognizer` to fail. Default `false`.
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  /// Whether `otherGestureRecognizer` waits for this one to fail. Default `false`.
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if storedState == .began || storedState == .changed {
      state = .cancelled
    } else if storedState == .possible {
      state = .failed
    }
  }

  /// Whether the recognizer stays `.possible` after the touch sequence ends, waiting for more
  /// touches (a multi-tap between taps). Default `false`: it fails.
  var waitsAfterTouchesEnd: Bool { false }
}

/// A weak reference to a recognizer (failure requirements do not retain).
struct WeakRecognizer {
  weak var recognizer: UIGestureRecognizer?
}
