import LayoutSolver

/// Right-to-left layout.
///
/// A constraint that relates a leading or trailing attribute (or their margins) is resolved in
/// one direction: that of the view whose content it arranges — the nearest common ancestor of
/// its items (a layout guide counts as content of its owning view; a view related to itself
/// alone is content of its superview) — read from its `effectiveUserInterfaceLayoutDirection`.
/// In a right-to-left view the constraint is mirrored about x = 0, as UIKit mirrors it: leading
/// is the negated right edge, trailing the negated left edge, and the constraint's other
/// horizontal positions (centre X) are negated too, so `a.leading == b.trailing + 8` puts `a`
/// 8 points to the left of `b`, and a multiplier scales the mirrored coordinate (a trailing edge
/// at 0.8 × the superview's trailing edge is 0.8 × its left edge, as on iOS).
extension LayoutEngine {
  /// Whether any view ever used a semantic content attribute or a layout-direction override:
  /// until then every constraint is left to right and nothing here costs anything.
  static var isRightToLeftInUse = false

  /// The expression of one attribute of an item as the constraint uses it: mirrored when the
  /// constraint is resolved right to left (see above), else ``physicalExpression(_:_:in:)``.
  func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in constraint: NSLayoutConstraint)
    -> LayoutSolver.Expression
  {
    guard Self.isRightToLeftInUse, attribute.isHorizontalPosition,
      Self.layoutDirection(of: constraint) == .rightToLeft
    else { return physicalExpression(item, attribute, in: constraint) }
    let mirrored: NSLayoutConstraint.Attribute
    switch attribute {
    case .leading: mirrored = .right
    case .trailing: mirrored = .left
    case .leadingMargin: mirrored = .rightMargin
    case .trailingMargin: mirrored = .leftMargin
    case .centerX, .centerXWithinMargins: mirrored = attribute
    default: return physicalExpression(item, attribute, in: constraint)  // left and right never flip
    }
    return -1 * physicalExpression(item, mirrored, in: constraint)
  }

  /// The direction `constraint` is resolved in: right to left when it relates a leading or
  /// trailing attribute and the view whose content it arranges lays out right to left.
  static func layoutDirection(of constraint: NSLayoutConstraint) -> UIUserInterfaceLayoutDirection {
    guard isRightToLeftInUse, constraint.relatesLeadingOrTrailing, let container = container(of: constraint) else {
      return .leftToRight
    }
    return container.effectiveUserInterfaceLayoutDirection
  }

  /// The view whose content `constraint` arranges: the nearest common ancestor of its items.
  static func container(of constraint: NSLayoutConstraint) -> UIView? {
    var items: [AnyObject] = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
    items += (constraint as? NSMultiTermLayoutConstraint)?.extraTerms.compactMap { $0.view } ?? []
    func chain(_ item: AnyObject) -> [AnyObject] {
      var result: [AnyObject] = [item]
      var view = (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView
      while let current = view {
        result.append(current)
        view = current.superview
      }
      return result
    }
    guard let first = items.first else { return nil }
    let others = items.dropFirst().map { Set(chain($0).map(ObjectIdentifier.init)) }
    guard let common = chain(first).first(where: { node in others.allSatisfy { $0.contains(ObjectIdentifier(node)) } })
    else { return nil }
    if let guide = common as? UILayoutGuide { return guide.owningView }
    guard let view = common as? UIView else { return nil }
    // A view related only to itself is placed by its superview.
    return items.allSatisfy { $0 === view } ? (view.superview ?? view) : view
  }

  /// Takes out of the solver the leading/trailing constraints whose direction changed since
  /// their rows were built (a semantic content attribute or a direction override changed, or a
  /// view moved under a view of the other direction), so that step 4 of the update adds them
  /// anew; records the directions of the others. Returns whether any left.
  func forgetConstraintsWhoseDirectionChanged(_ live: [NSLayoutConstraint]) -> Bool {
    guard Self.isRightToLeftInUse else { return false }
    var forgot = false
    var directions: [ObjectIdentifier: UIUserInterfaceLayoutDirection] = [:]
    for constraint in live where constraint.relatesLeadingOrTrailing {
      let id = ObjectIdentifier(constraint)
      let direction = Self.layoutDirection(of: constraint)
      if constraint.engine === self, (layoutDirections[id] ?? .leftToRight) != direction {
        forget(constraint)
        forgot = true
      }
      if direction == .rightToLeft { directions[id] = direction }
    }
    layoutDirections = directions
    return forgot
  }
}

extension NSLayoutConstraint {
  /// Whether one of the constraint's attributes is leading or trailing (or their margins).
  var relatesLeadingOrTrailing: Bool {
    if firstAttribute.isDirectional || secondAttribute.isDirectional { return true }
    return (self as? NSMultiTermLayoutConstraint)?.extraTerms.contains { $0.attribute.isDirectional } ?? false
  }
}

extension NSLayoutConstraint.Attribute {
  /// Whether this is `.leading`, `.trailing`, `.leadingMargin` or `.trailingMargin`.
  var isDirectional: Bool {
    self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
  }

  /// Whether this is a horizontal position (an x-axis edge or centre, margins included).
  var isHorizontalPosition: Bool {
    switch self {
    case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins:
      true
    default: false
    }
  }
}
