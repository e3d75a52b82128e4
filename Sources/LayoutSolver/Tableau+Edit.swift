extension Tableau {
  /// Changes the constant of a constraint in the solver by `delta` without rebuilding its row.
  ///
  /// The constraint's original row is `constant + … + markerSign·marker = 0` and its marker
  /// appears in no other original row, so adding δ to the constant is the same as replacing
  /// the marker by `marker + δ / markerSign`: each row holding the (parametric) marker with
  /// coefficient `c` moves its constant by `c·δ/markerSign`, or the marker's own row moves by
  /// `−δ/markerSign`. Rows of restricted symbols that go negative are queued for
  /// ``dualOptimize()``. The objective levels move the same way, less the shift of the marker
  /// itself where it is an error of that level, so their constants stay the errors at the
  /// current solution. Cost: the rows of one column, not the tableau.
  /// - Returns: nil, or a basic dummy whose row's constant the change made nonzero: the
  ///   required equality was redundant (its row had only dummies) and now contradicts the
  ///   others, so the system is infeasible (shift back by −δ to undo).
  mutating func shiftConstant(_ tag: Tag, by delta: Double) -> Int? {
    let shift = delta / tag.markerSign
    let marker = tag.marker
    for k in objective.levels.indices {
      if !isBasic[marker] {
        objective.levels[k].row.constant += objective.levels[k].row.coefficient(for: marker) * shift
      }
      if kinds[marker] == .error && objective.levels[k].priority == tag.priority {
        objective.levels[k].row.constant -= shift
      }
    }
    if isBasic[marker] {
      rows[marker].constant -= shift
      if kinds[marker] == .dummy { return isNearZero(rows[marker].constant) ? nil : marker }
      if rows[marker].constant < 0 { infeasible.append(marker) }
      return nil
    }
    var violated: Int?
    for basic in columns[marker].elements {
      let coefficient = rows[basic].coefficient(for: marker)
      rows[basic].constant += coefficient * shift
      if kinds[basic] == .dummy {
        if !isNearZero(rows[basic].constant) && (violated == nil || basic < violated!) { violated = basic }
      } else if kinds[basic] != .external && rows[basic].constant < 0 {
        infeasible.append(basic)
      }
    }
    return violated
  }

  /// Sets the constant of `constraint`'s expression and re-solves incrementally (dual simplex).
  /// - Throws: ``SolverError/unknownConstraint(_:)``; for a required constraint whose new
  ///   constant contradicts the others, ``SolverError/unsatisfiableConstraint(_:conflicts:)``
  ///   after restoring the old constant.
  mutating func setConstant(_ constant: Double, of constraint: Constraint) throws {
    guard let entry = constraints[ObjectIdentifier(constraint)] else {
      throw SolverError.unknownConstraint(constraint)
    }
    let old = constraint.expression.constant
    let delta = constant - old
    if delta == 0 { return }
    constraint.expression.constant = constant
    if let dummy = shiftConstant(entry.tag, by: delta) {
      var conflicts = requiredOwners(of: rows[dummy])
      if let owner = owners[dummy] { conflicts.insert(owner, at: 0) }
      conflicts.removeAll { $0 === constraint }
      _ = shiftConstant(entry.tag, by: -delta)
      constraint.expression.constant = old
      infeasible.removeAll()
      throw SolverError.unsatisfiableConstraint(constraint, conflicts: conflicts)
    }
    guard let failed = dualOptimize() else { return }
    // Infeasible. The pivots kept the objective optimal, so putting the old constant back and
    // running the dual simplex again returns to the old (feasible) solution.
    var conflicts = requiredOwners(of: rows[failed])
    if let owner = owners[failed], owner.strength.isRequired, !conflicts.contains(where: { $0 === owner }) {
      conflicts.insert(owner, at: 0)
    }
    conflicts.removeAll { $0 === constraint }
    constraint.expression.constant = old
    _ = shiftConstant(entry.tag, by: -delta)
    queueNegativeRows()
    if let stuck = dualOptimize() {
      throw SolverError.internalError("the solver stayed infeasible (row \(stuck)) restoring \(constraint)")
    }
    throw SolverError.unsatisfiableConstraint(constraint, conflicts: conflicts)
  }

  /// Cassowary's `suggestValue`: the edit constraint `variable == value` gets the new value by
  /// a constant change and a dual optimisation — no row is rebuilt.
  mutating func suggestValue(_ value: Double, for variable: Variable) throws {
    guard var edit = edits[ObjectIdentifier(variable)] else { throw SolverError.unknownEditVariable(variable) }
    guard let entry = constraints[ObjectIdentifier(edit.constraint)] else {
      throw SolverError.internalError("edit constraint of '\(variable)' is not in the solver")
    }
    let delta = edit.value - value
    edit.value = value
    edits[ObjectIdentifier(variable)] = edit
    edit.constraint.expression.constant = -value
    // An edit's marker is an error symbol, never in a row of dummies: nothing to violate.
    _ = shiftConstant(entry.tag, by: delta)
    if dualOptimize() != nil {
      throw SolverError.internalError("dual optimisation failed after suggesting \(value) for '\(variable)'")
    }
  }
}
