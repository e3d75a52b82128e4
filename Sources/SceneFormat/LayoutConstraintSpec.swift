import Foundation

/// One entry of a view's `constraints` field: an `NSLayoutConstraint` from one of the view's
/// anchors to its superview, a guide of the superview, another view of the screen, or a
/// constant (for `width` and `height`).
public struct LayoutConstraintSpec: Sendable, Equatable {
  /// The anchors a scene may pin: `NSLayoutConstraint.Attribute` names.
  public enum Anchor: String, Sendable, Equatable, CaseIterable {
    case top, bottom, leading, trailing, left, right, centerX, centerY, width, height

    /// Which kind of anchor it is: constraints relate anchors of the same kind only.
    public enum Axis: String, Sendable { case horizontal = "x-axis", vertical = "y-axis", dimension }

    public var axis: Axis {
      switch self {
      case .leading, .trailing, .left, .right, .centerX: .horizontal
      case .top, .bottom, .centerY: .vertical
      case .width, .height: .dimension
      }
    }

    /// Whether it is `leading`/`trailing` (which UIKit refuses to relate to `left`/`right`).
    var isDirectional: Bool { self == .leading || self == .trailing }
  }

  /// What the second item of the constraint is.
  public enum Target: Sendable, Equatable {
    /// The view's superview (the screen's root view for a top-level view).
    case superview
    /// The superview's `safeAreaLayoutGuide`.
    case safeArea
    /// The superview's `layoutMarginsGuide`.
    case margins
    /// The view with this `id` in the same screen.
    case view(String)
  }

  /// `==`, `>=` or `<=`.
  public enum Relation: String, Sendable, Equatable, CaseIterable {
    case equal = "==", greaterThanOrEqual = ">=", lessThanOrEqual = "<="
  }

  public var anchor: Anchor
  /// The second item and its anchor; nil for a constant `width` or `height`.
  public var target: (item: Target, anchor: Anchor)? {
    get { targetItem.flatMap { item in targetAnchor.map { (item, $0) } } }
    set {
      targetItem = newValue?.item
      targetAnchor = newValue?.anchor
    }
  }
  public var targetItem: Target?
  public var targetAnchor: Anchor?
  public var relation: Relation
  public var constant: Double
  public var multiplier: Double
  /// `priority`, 1…1000 (default 1000, required).
  public var priority: Float
  /// The constraint's `identifier`; script `constraints` steps find it by this name.
  public var identifier: String?
  /// Whether it is activated when the screen loads (`active`, default true); an inactive one
  /// waits for a script `constraints` step's `activate`.
  public var isActive = true

  public init(
    anchor: Anchor, to target: (item: Target, anchor: Anchor)? = nil, relation: Relation = .equal,
    constant: Double = 0, multiplier: Double = 1, priority: Float = 1000, identifier: String? = nil
  ) {
    self.anchor = anchor
    self.targetItem = target?.item
    self.targetAnchor = target?.anchor
    self.relation = relation
    self.constant = constant
    self.multiplier = multiplier
    self.priority = priority
    self.identifier = identifier
  }
}

/// A script `constraints` step: on one screen, sets constants and swaps constraints by their
/// identifiers, then lays the screen out inside `UIView.animate` (UIKit's constraint animation);
/// views it hides or shows get their `isHidden` inside the animation block, so a stack view's
/// arranged view collapses or opens with animation.
public struct ConstraintChangeSpec: Sendable, Equatable {
  /// The screen whose constraints change.
  public var screen: String
  /// New constants by constraint identifier, in file order.
  public var constants: [ConstraintConstant]
  /// Identifiers of the constraints to activate (after the deactivations).
  public var activate: [String]
  /// Identifiers of the constraints to deactivate (first, so the swap is never unsatisfiable).
  public var deactivate: [String]
  /// The animation: nil lays out at once (`animated: false`).
  public var animation: ConstraintAnimationSpec?
  /// Ids of views whose `isHidden` becomes true inside the animation block.
  public var hide: [String] = []
  /// Ids of views whose `isHidden` becomes false inside the animation block.
  public var show: [String] = []

  public init(
    screen: String, constants: [ConstraintConstant] = [], activate: [String] = [], deactivate: [String] = [],
    animation: ConstraintAnimationSpec? = ConstraintAnimationSpec()
  ) {
    self.screen = screen
    self.constants = constants
    self.activate = activate
    self.deactivate = deactivate
    self.animation = animation
  }
}

/// A constraint identifier and its new `constant`.
public struct ConstraintConstant: Sendable, Equatable {
  public var identifier: String
  public var constant: Double

  public init(identifier: String, constant: Double) {
    self.identifier = identifier
    self.constant = constant
  }
}

/// How a `constraints` step animates: `UIView.animate(withDuration:delay:options:…)` with a
/// curve, or the spring variant when `spring` is given.
public struct ConstraintAnimationSpec: Sendable, Equatable {
  /// `easeInOut` (UIKit's default), `easeIn`, `easeOut` or `linear`.
  public enum Curve: String, Sendable, Equatable, CaseIterable { case easeInOut, easeIn, easeOut, linear }

  public var duration: Double
  public var delay: Double
  public var curve: Curve
  /// `usingSpringWithDamping:initialSpringVelocity:` when present.
  public var spring: (damping: Double, velocity: Double)? {
    get { springDamping.map { ($0, springVelocity) } }
    set {
      springDamping = newValue?.damping
      springVelocity = newValue?.velocity ?? 0
    }
  }
  public var springDamping: Double?
  public var springVelocity: Double = 0

  public init(
    duration: Double = 0.3, delay: Double = 0, curve: Curve = .easeInOut,
    spring: (damping: Double, velocity: Double)? = nil
  ) {
    self.duration = duration
    self.delay = delay
    self.curve = curve
    self.springDamping = spring?.damping
    self.springVelocity = spring?.velocity ?? 0
  }
}
