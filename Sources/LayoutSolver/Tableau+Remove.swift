extension Tableau {
  /// Removes a constraint (Cassowary's `removeConstraint`): takes its errors out of the
  /// objective, makes its marker basic (choosing the row that keeps the tableau feasible) and
  /// drops that row, then re-optimises. The solution is the one the remaining constraints
  /// give, as if the removed one had never been added.
  /// - Throws: ``SolverError/unknownConstraint(_:)``.
  mutating func remove(_ constraint: Constraint) throws {
    let key = ObjectIdentifier(constraint)
    guard let entry = constraints.removeValue(forKey: key) else {
      throw SolverError.unknownConstraint(constraint)
    }
    let tag = entry.tag
    if !constraint.strength.isRequired, let level = objective.existingLevelIndex(for: constraint.strength.priority) {
      for symbol in [tag.marker, tag.other] where symbol >= 0 && kinds[symbol] == .error {
        if isBasic[symbol] {
          objective.levels[level].row.add(rows[symbol], times: -1, buffer: &buffer) { _, _ in }
        } else {
          objective.levels[level].row.add(symbol, -1)
        }
        objective.levels[level].errorCount -= 1
      }
      if objective.levels[level].errorCount == 0 { objective.levels.remove(at: level) }
    }
    if isBasic[tag.marker] {
      _ = takeRow(tag.marker)
    } else {
      guard let leaving = markerLeavingRow(tag.marker) else {
        throw SolverError.internalError("no row to remove constraint \(constraint) from")
      }
      var row = takeRow(leaving)
      row.solve(for: tag.marker, replacing: leaving)
      substitute(tag.marker, row)
    }
    discardSymbol(tag.marker)
    if tag.other >= 0 { discardSymbol(tag.other) }
    releaseVariables(entry.variables)
    try optimize()
    infeasible.removeAll()
  }

  /// The row to pivot a parametric marker into: the row of a redundant required equality (a
  /// dummy basic symbol: written over dummies alone, constant 0), else a restricted row with a
  /// negative coefficient and the smallest ratio (stays feasible), else a restricted row with
  /// the smallest constant/coefficient, else an unrestricted row; ties to the lowest id.
  ///
  /// A redundant equality's row must win: pivoting the marker into any other row would
  /// substitute that row's constant into the dummy's, leaving the redundant constraint — which
  /// stays in the solver — basic at a non-zero value, that is, violated.
  func markerLeavingRow(_ marker: Int) -> Int? {
    if let dummy = columns[marker].elements.filter({ kinds[$0] == .dummy }).min() { return dummy }
    var first: Int?
    var second: Int?
    var third: Int?
    var r1 = Double.infinity
    var r2 = Double.infinity
    for basic in columns[marker].elements {
      let coefficient = rows[basic].coefficient(for: marker)
      if kinds[basic] == .external {
        if third == nil || basic < third! { third = basic }
      } else if coefficient < 0 {
        let ratio = -rows[basic].constant / coefficient
        if ratio < r1 || (ratio == r1 && basic < first!) {
          r1 = ratio
          first = basic
        }
      } else {
        let ratio = rows[basic].constant / coefficient
        if ratio < r2 || (ratio == r2 && basic < second!) {
          r2 = ratio
          second = basic
        }
      }
    }
    return first ?? second ?? third
  }
}
