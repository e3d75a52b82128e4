import LayoutSolver

/// A linear relation between two layout attributes, as UIKit's `NSLayoutConstraint`:
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
///
/// A constraint takes part in layout while it is active: `isActive = true` (or
/// ``activate(_:)``) installs it on the closest common ancestor of its items, and
/// `UIView.addConstraint(_:)` installs it on the receiver. The next layout pass
/// (`layoutIfNeeded()`, or the timeline's pass each tick) solves the active constraints of the
/// view hierarchy with the incremental Cassowary solver and sets the frames of the views whose
/// `translatesAutoresizingMaskIntoConstraints` is false. Changing ``constant`` re-solves
/// incrementally (only the changed constraint's row moves) and marks the layout as needed, so
/// `constant = …` followed by `layoutIfNeeded()` inside `UIView.animate` animates every frame
/// that changes, the canonical constraint animation.
///
/// The items are views or layout guides (`UILayoutGuide`, `safeAreaLayoutGuide`,
/// `layoutMarginsGuide`). The margin attributes (`.leadingMargin`, `.topMargin`,
/// `.centerXWithinMargins`, …) are the edges of the view's `layoutMarginsGuide`; the baseline
/// attributes are a label's first and last text baselines, and any other view's bottom edge.
///
/// - Note: UIKit difference: any other item traps when the constraint is solved, naming it;
///   `leading`/`trailing` are `left`/`right` (left-to-right layout only).
@preconcurrency @MainActor
open class NSLayoutConstraint {
  /// The layout attributes, with UIKit's raw values, as `NSLayoutConstraint.Attribute`.
  public enum Attribute: Int, Sendable {
    case left = 1
    case right = 2
    case top = 3
    case bottom = 4
    case leading = 5
    case trailing = 6
    case width = 7
    case height = 8
    case centerX = 9
    case centerY = 10
    case lastBaseline = 11
    case firstBaseline = 12
    case leftMargin = 13
    case rightMargin = 14
    case topMargin = 15
    case bottomMargin = 16
    case leadingMargin = 17
    case trailingMargin = 18
    case centerXWithinMargins = 19
    case centerYWithinMargins = 20
    case notAnAttribute = 0

    /// UIKit's `baseline`, the same as `lastBaseline`.
    public static var baseline: Attribute { .lastBaseline }
  }

  /// The relation between the two sides, with UIKit's raw values, as
  /// `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  /// The first item, as `firstItem`. Not retained: UIKit's constraint does not retain its items
  /// (it is `unowned(unsafe)` there), so a view and the constraints installed on it make no
  /// cycle; here it reads nil once the item is gone. A view is held through its
  /// `ViewReference` (not a weak reference, which would slow every retain of the view; see
  /// there), any other item (a layout guide) weakly.
  public private(set) var firstItem: AnyObject? {
    get { Self.item(firstView, firstOtherItem) }
    set { (firstView, firstOtherItem) = Self.storage(of: newValue) }
  }
  /// The second item (nil for a constant constraint such as a width), as `secondItem`, held
  /// as `firstItem`.
  public private(set) var secondItem: AnyObject? {
    get { Self.item(secondView, secondOtherItem) }
    set { (secondView, secondOtherItem) = Self.storage(of: newValue) }
  }
  /// Storage for ``firstItem`` when it is a view.
  private var firstView: ViewReference?
  /// Storage for ``firstItem`` when it is not a view.
  private weak var firstOtherItem: AnyObject?
  /// Storage for ``secondItem`` when it is a view.
  private var secondView: ViewReference?
  /// Storage for ``secondItem`` when it is not a view.
  private weak var secondOtherItem: AnyObject?

  /// An item from its storage: the view of `view` (nil once gone), else `other`.
  private static func item(_ view: ViewReference?, _ other: AnyObject?) -> AnyObject? {
    if let view { return view.view }
    return other
  }

  /// An item's storage: a view's reference, or any other object (held weakly by the caller).
  private static func storage(of item: AnyObject?) -> (ViewReference?, AnyObject?) {
    if let view = item as? UIView { return (view.selfReference, nil) }
    return (nil, item)
  }
  /// The first item's attribute, as `firstAttribute`.
  public let firstAttribute: Attribute
  /// The second item's attribute (`.notAnAttribute` without a second item), as `secondAttribute`.
  public let secondAttribute: Attribute
  /// The relation, as `relation`.
  public let relation: Relation
  /// The multiplier of the second attribute, as `multiplier` (read-only, as in UIKit).
  public let multiplier: CGFloat
  /// A name shown in logs (unsatisfiable-constraint messages), as `identifier`.
  open var identifier: String?
  /// The view this constraint is installed on while active (nil once that view is gone; held
  /// through its ``ViewReference``, as the items).
  var container: UIView? {
    get { containerReference?.view }
    set { containerReference = newValue?.selfReference }
  }
  /// Storage for ``container``.
  private var containerReference: ViewReference?
  /// The layout engine that holds this constraint in its solver, if any.
  weak var engine: LayoutEngine?
  /// This constraint's row in its engine's solver (nil while broken or outside an engine).
  var solverRow: LayoutSolver.Constraint?
  /// Whether this constraint is an autoresizing-mask constraint made by the engine
  /// (UIKit's `NSAutoresizingMaskLayoutConstraint`), for messages.
  var isAutoresizingConstraint = false

  /// The constant added to the second side, as `constant`. Changing it on an active constraint
  /// re-solves incrementally and marks the constrained views' superviews as needing layout;
  /// the frames change at the next `layoutIfNeeded()`, as in UIKit.
  open var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      engine?.constantDidChange(of: self)
      setItemsNeedLayout()
    }
  }

  /// The priority, as `priority` (default `.required`). As in UIKit, an installed constraint's
  /// priority cannot change between required and optional.
  open var priority: UILayoutPriority = .required {
    didSet {
      guard priority != oldValue else { return }
      precondition(
        priority.rawValue >= 1 && priority.rawValue <= 1000,
        "NSLayoutConstraint.priority: a priority must be greater than 0 and less than or equal to 1000 (got \(priority.rawValue) for \(description))"
      )
      precondition(
        container == nil || (priority == .required) == (oldValue == .required),
        "NSLayoutConstraint.priority: mutating a priority from required to not on an installed constraint (or vice-versa) is not supported (\(description)); deactivate it first"
      )
      engine?.priorityDidChange(of: self)
      setItemsNeedLayout()
    }
  }

  /// Creates a constraint `view1.attr1 relation multiplier × view2.attr2 + c`, as
  /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`. It starts inactive.
  public convenience init(
    item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
    toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      first: view1 as AnyObject, firstAttribute: attr1, relation: relation, second: view2.map { $0 as AnyObject },
      secondAttribute: attr2, multiplier: multiplier, constant: c)
  }

  init(
    first: AnyObject, firstAttribute: Attribute, relation: Relation, second: AnyObject?, secondAttribute: Attribute,
    multiplier: CGFloat, constant: CGFloat
  ) {
    precondition(
      firstAttribute != .notAnAttribute,
      "NSLayoutConstraint(item:attribute:…): the first attribute cannot be .notAnAttribute")
    precondition(
      (second == nil) == (secondAttribute == .notAnAttribute),
      "NSLayoutConstraint(item:attribute:…): a constraint with a second item needs a second attribute, and one without needs .notAnAttribute (got \(secondAttribute))"
    )
    precondition(
      second != nil || firstAttribute == .width || firstAttribute == .height,
      "NSLayoutConstraint(item:attribute:…): a constraint of \(firstAttribute) without a second item is invalid: only width and height can equal a constant"
    )
    (firstView, firstOtherItem) = Self.storage(of: first)
    (secondView, secondOtherItem) = Self.storage(of: second)
    self.firstAttribute = firstAttribute
    self.secondAttribute = secondAttribute
    self.relation = relation
    self.multiplier = multiplier
    self.constant = constant
  }

  /// Whether the constraint takes part in layout, as `isActive`. Setting it true installs the
  /// constraint on the closest common ancestor of its items (trapping, as UIKit raises, when
  /// they have none); false removes it from the view it is installed on.
  open var isActive: Bool {
    get { container != nil }
    set {
      guard newValue != isActive else { return }
      if newValue {
        guard let ancestor = commonAncestor() else {
          preconditionFailure(
            "NSLayoutConstraint.isActive: unable to activate constraint \(description) because its items have no common ancestor. Does the constraint reference items in different view hierarchies? That's illegal."
          )
        }
        ancestor.addConstraint(self)
      } else {
        container?.removeConstraint(self)
      }
    }
  }

  /// Activates each constraint, as `activate(_:)` (the same as setting `isActive` on each).
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint, as `deactivate(_:)`.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The views the constraint relates: its items, a layout guide standing for its owning view.
  var views: [UIView] {
    [firstItem, secondItem].compactMap { $0.flatMap(Self.view(of:)) }
  }

  /// The view an item is laid out in: the item itself, or a layout guide's owning view.
  static func view(of item: AnyObject) -> UIView? {
    if let view = item as? UIView { return view }
    return (item as? UILayoutGuide)?.owningView
  }

  private func commonAncestor() -> UIView? {
    guard let first = firstItem.flatMap(Self.view(of:)) else { return nil }
    guard let second = secondItem else { return first }
    guard let other = Self.view(of: second) else { return nil }
    var ancestors = Set<ObjectIdentifier>()
    var view: UIView? = first
    while let current = view {
      ancestors.insert(ObjectIdentifier(current))
      view = current.superview
    }
    view = other
    while let current = view {
      if ancestors.contains(ObjectIdentifier(current)) { return current }
      view = current.superview
    }
    return nil
  }

  private func setItemsNeedLayout() {
    for view in views { (view.superview ?? view).setNeedsLayout() }
  }

  /// UIKit's log form: `<NSLayoutConstraint:0x… 'id' UIView:0x….leading == UIView:0x….leading + 16>`,
  /// with stable names (the view's class and tag) instead of addresses.
  open var description: String {
    let kind = isAutoresizingConstraint ? "NSAutoresizingMaskLayoutConstraint" : "NSLayoutConstraint"
    let name = identifier.map { " '\($0)'" } ?? ""
    var text = "\(Self.name(of: firstItem)).\(firstAttribute) \(relation.symbol) "
    if let secondItem {
      if multiplier != 1 { text += "\(Self.format(multiplier))*" }
      text += "\(Self.name(of: secondItem)).\(secondAttribute)"
      if constant != 0 { text += constant < 0 ? " - \(Self.format(-constant))" : " + \(Self.format(constant))" }
    } else {
      text += Self.format(constant)
    }
    let level = priority == .required ? "" : " (priority \(Self.format(CGFloat(priority.rawValue))))"
    return "<\(kind)\(name) \(text)\(level)>"
  }

  static func name(of item: AnyObject?) -> String {
    guard let item else { return "nil" }
    if let view = item as? UIView {
      return view.tag == 0 ? "\(type(of: view))" : "\(type(of: view))(tag \(view.tag))"
    }
    if let guide = item as? UILayoutGuide {
      let owner = guide.owningView.map { "'\(name(of: $0))'" } ?? "nil"
      return "UILayoutGuide('\(guide.identifier)', owningView: \(owner))"
    }
    return "\(type(of: item))"
  }

  static func format(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(describing: Double(value))
  }
}

extension NSLayoutConstraint.Relation {
  var symbol: String {
    switch self {
    case .lessThanOrEqual: return "<="
    case .equal: return "=="
    case .greaterThanOrEqual: return ">="
    }
  }
}
