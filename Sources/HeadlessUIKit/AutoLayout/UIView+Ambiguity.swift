import LayoutSolver

extension UIView {
  /// Whether the constraints leave the view's frame undetermined, as UIKit's
  /// `hasAmbiguousLayout`: true when its position or size can take another value that
  /// satisfies every required constraint and leaves the error of every optional priority
  /// unchanged (including two optional constraints of the same priority that pull it apart
  /// equally, or a view with no constraint on a dimension). A view laid out by its frame
  /// (`translatesAutoresizingMaskIntoConstraints`) is never ambiguous. The hierarchy's
  /// constraints are brought up to date and solved first.
  ///
  /// - Note: UIKit difference: a zero-cost direction blocked by a degenerate row (a
  ///   constraint exactly at its bound that a pivot would free) is not followed, so such a
  ///   layout can be reported unambiguous.
  public var hasAmbiguousLayout: Bool {
    guard !translatesAutoresizingMaskIntoConstraints || superview == nil else { return false }
    guard let engine = LayoutEngine.prepare(forLayoutOf: self) else { return superview != nil }
    guard let box = engine.boxes[ObjectIdentifier(self)] else { return true }
    return [box.minX, box.minY, box.width, box.height].contains { engine.solver.isAmbiguous($0) }
  }

  /// Moves an ambiguously laid-out view to another solution of its constraints, as UIKit's
  /// `exerciseAmbiguityInLayout()`: the first undetermined value of its frame (x, then y, width,
  /// height) moves to the other end of its free range (100 points when unbounded) and the
  /// hierarchy is laid out again; the next call moves it back, so repeated calls alternate
  /// between two solutions. Does nothing for an unambiguous view, as in UIKit. The moved value
  /// is held at the lowest priority (1), so it gives way to any constraint.
  public func exerciseAmbiguityInLayout() {
    guard let engine = LayoutEngine.prepare(forLayoutOf: self), let box = engine.boxes[ObjectIdentifier(self)]
    else { return }
    let id = ObjectIdentifier(self)
    var target: (variable: Variable, value: Double)?
    if let held = engine.exercises.removeValue(forKey: id) {
      try? engine.solver.removeConstraint(held.row)
      target = (held.variable, held.previous)
    } else {
      for variable in [box.minX, box.minY, box.width, box.height] {
        guard let change = engine.solver.ambiguousChange(of: variable, limit: 100) else { continue }
        target = (variable, engine.solver.value(of: variable) + change)
        break
      }
    }
    if let (variable, value) = target {
      let previous = engine.solver.value(of: variable)
      let row = LayoutSolver.Constraint(
        variable, .equal, value, strength: Strength(1), name: "<exerciseAmbiguityInLayout \(variable.name)>")
      do {
        try engine.solver.addConstraint(row)
        engine.exercises[id] = (row, variable, previous)
      } catch {
        preconditionFailure("UIView.exerciseAmbiguityInLayout: holding \(variable.name): \(error)")
      }
    }
    engine.solver.updateVariables()
    var root: UIView = self
    while let next = root.superview { root = next }
    (superview ?? self).setNeedsLayout()
    root.layoutIfNeeded()
  }

  /// The active constraints that relate an attribute of this view on `axis` — installed ones
  /// and the view's content-size constraints — in the order the layout engine holds them, as
  /// UIKit's `constraintsAffectingLayout(for:)` (a debugging aid; UIKit also says its answer
  /// may be incomplete).
  ///
  /// - Note: UIKit difference: the autoresizing-mask constraints of views laid out by their
  ///   frames are solver rows here, not `NSLayoutConstraint` objects, so they are not listed.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    guard let engine = LayoutEngine.prepare(forLayoutOf: self) else { return [] }
    return engine.entries.map(\.constraint).filter { constraint in
      (constraint.firstItem === self && constraint.firstAttribute.axis == axis)
        || (constraint.secondItem === self && constraint.secondAttribute.axis == axis)
    }
  }
}

extension NSLayoutConstraint.Attribute {
  /// The axis the attribute lies on (nil for `.notAnAttribute`).
  var axis: NSLayoutConstraint.Axis? {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins:
      return .horizontal
    case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
      .centerYWithinMargins:
      return .vertical
    case .notAnAttribute:
      return nil
    }
  }
}
