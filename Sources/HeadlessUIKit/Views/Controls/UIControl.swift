import Foundation

/// The base of buttons and other controls, as UIKit's `UIControl`: a state (enabled,
/// selected, highlighted), target–actions and `UIAction`s per event, and touch tracking that
/// turns the touches it receives into control events.
///
/// A finger going down on an enabled control highlights it and sends `.touchDown`; moves send
/// `.touchDragInside`/`.touchDragOutside` (and `.touchDragEnter`/`.touchDragExit` when it
/// crosses the edge, the highlight following); lifting unhighlights it and sends
/// `.touchUpInside` or `.touchUpOutside`; a cancelled touch sends `.touchCancel`. A disabled
/// control sends nothing. "Inside" reaches ``touchSlop`` points beyond the bounds, as on iOS.
///
/// - Note: UIKit difference: there are no Objective-C selectors on Linux, so actions are
///   closures or method references: `addTarget(self, action: CardView.tapped, for: .touchUpInside)`
///   with `func tapped()`, `func tapped(_ sender: UIButton)` or
///   `func tapped(_ sender: UIButton, forEvent event: UIEvent)`.
@preconcurrency @MainActor
open class UIControl: UIView {
  private struct TargetAction {
    weak var object: AnyObject?
    let isBound: Bool
    let events: Event
    let action: (UIControl, UIEvent?) -> Void
  }

  private struct EventAction {
    let action: UIAction
    let events: Event
  }

  private var targetActions: [TargetAction] = []
  private var eventActions: [EventAction] = []

  /// How far beyond its bounds a tracked touch still counts as inside: 70 points.
  ///
  /// - Note: UIKit difference: UIKit's margin is private; 70 points is the widely measured
  ///   value.
  public static let touchSlop: CGFloat = 70

  /// A control with `frame`, as `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A control that runs `primaryAction` on `.primaryActionTriggered`, as
  /// `init(frame:primaryAction:)` (iOS 14).
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// - Note: UIKit difference: there are no nibs; this initializer traps.
  public required init?(coder: NSCoder) {
    preconditionFailure("UIControl.init(coder:): HeadlessUIKit has no nibs or storyboards; use init(frame:)")
  }

  // MARK: State

  /// Whether the control responds to touches, as `isEnabled` (default true); a disabled control
  /// sends no touch events and shows its `.disabled` look.
  open var isEnabled = true {
    didSet { if isEnabled != oldValue { stateDidChange() } }
  }

  /// Whether the control is selected, as `isSelected` (default false).
  open var isSelected = false {
    didSet { if isSelected != oldValue { stateDidChange() } }
  }

  /// Whether the control is highlighted, as `isHighlighted`: true while a finger is down
  /// inside it.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { stateDidChange() } }
  }

  /// The control's state, as `state`: `.normal`, or the union of `.highlighted`, `.disabled`
  /// and `.selected`.
  open var state: State {
    var state = State.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Whether a touch is being tracked, as `isTracking`.
  public private(set) var isTracking = false

  /// Whether the tracked touch is inside the control (with ``touchSlop``), as `isTouchInside`.
  public private(set) var isTouchInside = false

  /// Called when `isEnabled`, `isSelected` or `isHighlighted` changed, so subclasses refresh
  /// their look (UIKit's private `_stateDidChange`).
  func stateDidChange() {}

  // MARK: Target–action

  /// Calls a method of `target` taking no argument for `controlEvents`, the closure form of
  /// `addTarget(_:action:for:)`: `addTarget(self, action: CardView.tapped, for: .touchUpInside)`.
  /// The target is held weakly, as in UIKit.
  public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void, for controlEvents: Event) {
    addTargetAction(target, controlEvents) { [weak target] _, _ in
      if let target { action(target)() }
    }
  }

  /// Calls a method of `target` taking the sender (`func tapped(_ sender: UIButton)`) for
  /// `controlEvents`, the closure form of `addTarget(_:action:for:)`.
  public func addTarget<T: AnyObject, Sender>(
    _ target: T, action: @escaping (T) -> (Sender) -> Void, for controlEvents: Event
  ) {
    addTargetAction(target, controlEvents) { [weak target] control, _ in
      if let target { action(target)(typedSender(control, as: Sender.self)) }
    }
  }

  /// Calls a method of `target` taking the sender and the event
  /// (`func tapped(_ sender: UIButton, forEvent event: UIEvent)`) for `controlEvents`, the
  /// closure form of `addTarget(_:action:for:)`.
  public func addTarget<T: AnyObject, Sender>(
    _ target: T, action: @escaping (T) -> (Sender, UIEvent) -> Void, for controlEvents: Event
  ) {
    addTargetAction(target, controlEvents) { [weak target] control, event in
      guard let target else { return }
      let sender = typedSender(control, as: Sender.self)
      action(target)(sender, event ?? UIEvent(touches: [], timestamp: CACurrentMediaTime()))
    }
  }

  /// Calls `action` with the control for `controlEvents`; with a nil `target` it is always
  /// called, otherwise only while `target` is alive.
  public func addTarget(_ target: AnyObject?, action: @escaping (UIControl) -> Void, for controlEvents: Event) {
    addTargetAction(target, controlEvents) { control, _ in action(control) }
  }

  private func addTargetAction(
    _ target: AnyObject?, _ events: Event, _ action: @escaping (UIControl, UIEvent?) -> Void
  ) {
    targetActions.append(TargetAction(object: target, isBound: target != nil, events: events, action: action))
  }

  /// Removes the actions of `target` (every target's when nil) for `controlEvents`, as
  /// `removeTarget(_:action:for:)` with a nil action.
  ///
  /// - Note: UIKit difference: closures cannot be compared, so one action of a target cannot be
  ///   removed alone; passing an action traps.
  public func removeTarget(_ target: AnyObject?, action: Selector? = nil, for controlEvents: Event) {
    precondition(
      action == nil,
      "UIControl.removeTarget(_:action:for:): HeadlessUIKit actions are closures and cannot be matched by selector; pass action: nil to remove all of the target's actions"
    )
    targetActions = targetActions.compactMap { entry in
      guard target == nil || entry.object === target else { return entry }
      let remaining = entry.events.subtracting(controlEvents)
      return remaining.isEmpty
        ? nil
        : TargetAction(
          object: entry.object, isBound: entry.isBound, events: remaining, action: entry.action)
    }
  }

  /// The targets with actions, as `allTargets` (a nil target appears as `NSNull`).
  ///
  /// - Note: UIKit difference: targets need not be `Hashable` here, so each appears as the
  ///   `ObjectIdentifier` of the target object.
  public var allTargets: Set<AnyHashable> {
    var targets = Set<AnyHashable>()
    for entry in targetActions where !entry.isBound || entry.object != nil {
      targets.insert(entry.object.map { AnyHashable(ObjectIdentifier($0)) } ?? AnyHashable(NSNull()))
    }
    return targets
  }

  /// The events that have an action, as `allControlEvents`.
  public var allControlEvents: Event {
    let targets = targetActions.reduce(Event()) { $0.union($1.events) }
    return eventActions.reduce(targets) { $0.union($1.events) }
  }

  /// Runs `action` for `controlEvents`, as `addAction(_:for:)` (iOS 14). An action with the
  /// same identifier is replaced.
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
    eventActions.append(EventAction(action: action, events: controlEvents))
  }

  /// Removes `action` for `controlEvents`, as `removeAction(_:for:)`.
  public func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Removes the action with `actionIdentifier` for `controlEvents`, as
  /// `removeAction(identifiedBy:for:)`.
  public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
    eventActions = eventActions.compactMap { entry in
      guard entry.action.identifier == actionIdentifier else { return entry }
      let remaining = entry.events.subtracting(controlEvents)
      return remaining.isEmpty ? nil : EventAction(action: entry.action, events: remaining)
    }
  }

  /// Runs every action registered for any of `controlEvents` now, as `sendActions(for:)`:
  /// target–actions then `UIAction`s, each in the order they were added.
  public func sendActions(for controlEvents: Event) {
    sendActions(for: controlEvents, with: nil)
  }

  /// Runs `action` with this control as its sender, as `sendAction(_:)` (iOS 14).
  public func sendAction(_ action: UIAction) {
    action.perform(sender: self)
  }

  func sendActions(for controlEvents: Event, with event: UIEvent?) {
    for entry in targetActions where !entry.events.intersection(controlEvents).isEmpty {
      if !entry.isBound || entry.object != nil { entry.action(self, event) }
    }
    for entry in eventActions where !entry.events.intersection(controlEvents).isEmpty {
      entry.action.perform(sender: self)
    }
  }

  // MARK: Tracking (UIResponder overrides; the flow is in UIControl+Tracking.swift)

  /// Starts tracking a touch, as `beginTracking(_:with:)`; return false to stop tracking it.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// A tracked touch moved, as `continueTracking(_:with:)`; return false to stop tracking it.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// The tracked touch lifted, as `endTracking(_:with:)`.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
  /// The tracked touch was cancelled, as `cancelTracking(with:)`.
  open func cancelTracking(with event: UIEvent?) {}

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    trackingBegan(touches, with: event)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    trackingMoved(touches, with: event)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    trackingEnded(touches, with: event)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    trackingCancelled(with: event)
  }

  func setTracking(_ tracking: Bool, inside: Bool) {
    isTracking = tracking
    isTouchInside = inside
  }
}

/// The control as the sender type an action method declares (`UIButton`, `UIControl`, `Any`…).
@MainActor
private func typedSender<Sender>(_ control: UIControl, as type: Sender.Type) -> Sender {
  guard let sender = control as? Sender else {
    preconditionFailure(
      "UIControl action expects a sender of type \(Sender.self) but the control is \(Swift.type(of: control))")
  }
  return sender
}
