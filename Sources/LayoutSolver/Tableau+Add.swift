extension Tableau {
  /// The symbol of `variable`, created (external, parametric, value 0) on first use.
  mutating func symbol(for variable: Variable) -> Int {
    let key = ObjectIdentifier(variable)
    if let symbol = variableSymbols[key] { return symbol }
    let symbol = newSymbol(.external)
    variableSymbols[key] = symbol
    externals[symbol] = variable
    return symbol
  }

  /// Drops one use of each external symbol; a variable no constraint uses leaves the tableau.
  mutating func releaseVariables(_ symbols: [Int]) {
    for symbol in symbols {
      uses[symbol] -= 1
      if uses[symbol] == 0, let variable = externals[symbol] {
        variableSymbols[ObjectIdentifier(variable)] = nil
        discardSymbol(symbol)
      }
    }
  }

  /// Adds a constraint (Cassowary's `addConstraint`): builds its row over the parametric
  /// symbols, picks a subject to make basic — an external symbol, else the marker or other
  /// symbol if its coefficient is negative — or falls back to phase one with an artificial
  /// variable; then re-optimises.
  /// - Throws: ``SolverError/duplicateConstraint(_:)``, or
  ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` for a required constraint that
  ///   contradicts those in the solver (the tableau is then unchanged).
  mutating func add(_ constraint: Constraint) throws {
    let key = ObjectIdentifier(constraint)
    guard constraints[key] == nil else { throw SolverError.duplicateConstraint(constraint) }
    var (row, tag, variables) = makeRow(constraint)
    var subject = chooseSubject(row, tag)
    if subject == nil && row.cells.allSatisfy({ kinds[$0.symbol] == .dummy }) {
      guard isNearZero(row.constant) else {
        let conflicts = requiredOwners(of: row)
        undoRow(tag, variables)
        throw SolverError.unsatisfiableConstraint(constraint, conflicts: conflicts)
      }
      subject = tag.marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, row)
      storeRow(subject, row)
    } else if let conflicts = try addWithArtificialVariable(row) {
      undoRow(tag, variables)
      throw SolverError.unsatisfiableConstraint(constraint, conflicts: conflicts)
    }
    owners[tag.marker] = constraint
    if tag.other >= 0 { owners[tag.other] = constraint }
    constraints[key] = ConstraintEntry(constraint: constraint, tag: tag, variables: variables)
    try optimize()
    infeasible.removeAll()
  }

  /// The constraint's row over the current parametric symbols, with its slack, error or dummy
  /// symbols, sign-normalised so the constant is ≥ 0. Optional error symbols are added to the
  /// objective level of the constraint's priority.
  mutating func makeRow(_ constraint: Constraint) -> (Row, Tag, [Int]) {
    let expression = constraint.expression
    var row = Row(constant: expression.constant)
    var variables: [Int] = []
    for term in expression.terms where !isNearZero(term.coefficient) {
      let symbol = symbol(for: term.variable)
      uses[symbol] += 1
      variables.append(symbol)
      if isBasic[symbol] {
        row.add(rows[symbol], times: term.coefficient, buffer: &buffer) { _, _ in }
      } else {
        row.add(symbol, term.coefficient)
      }
    }
    let optional = !constraint.strength.isRequired
    var tag = Tag(marker: -1, other: -1, markerSign: 1, priority: constraint.strength.priority)
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      tag.marker = newSymbol(.slack)
      tag.markerSign = sign
      row.add(tag.marker, sign)
      if optional {
        tag.other = newSymbol(.error)
        row.add(tag.other, -sign)
      }
    case .equal:
      if optional {
        tag.marker = newSymbol(.error)
        tag.other = newSymbol(.error)
        tag.markerSign = -1
        row.add(tag.marker, -1)
        row.add(tag.other, 1)
      } else {
        tag.marker = newSymbol(.dummy)
        row.add(tag.marker, 1)
      }
    }
    if optional {
      let level = objective.levelIndex(for: constraint.strength.priority)
      for symbol in [tag.marker, tag.other] where kinds[symbol] == .error {
        objective.levels[level].row.add(symbol, 1)
        objective.levels[level].errorCount += 1
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag, variables)
  }

  /// Undoes ``makeRow(_:)`` for a required constraint that was refused.
  mutating func undoRow(_ tag: Tag, _ variables: [Int]) {
    discardSymbol(tag.marker)
    releaseVariables(variables)
  }

  func chooseSubject(_ row: Row, _ tag: Tag) -> Int? {
    if let external = row.cells.first(where: { kinds[$0.symbol] == .external }) { return external.symbol }
    for symbol in [tag.marker, tag.other] where symbol >= 0 && (kinds[symbol] == .slack || kinds[symbol] == .error) {
      if row.coefficient(for: symbol) < 0 { return symbol }
    }
    return nil
  }

  /// Phase one: adds `row` as the row of a new artificial variable and minimises it. If the
  /// minimum is zero the constraint holds: the artificial variable is pivoted out and dropped.
  /// Otherwise the row is dropped again, leaving the tableau a basis of the old system.
  /// - Returns: nil on success, else the required constraints the row was found to conflict with.
  mutating func addWithArtificialVariable(_ row: Row) throws -> [Constraint]? {
    let art = newSymbol(.slack)
    storeRow(art, row)
    artificial = row
    try optimizeArtificial()
    let phaseOne = artificial!
    artificial = nil
    let success = isNearZero(phaseOne.constant)
    var conflicts: [Constraint]? = success ? nil : requiredOwners(of: phaseOne)
    if isBasic[art] {
      var artRow = takeRow(art)
      if success && !artRow.cells.isEmpty {
        if let entering = artRow.cells.first(where: { kinds[$0.symbol] == .slack || kinds[$0.symbol] == .error })?
          .symbol
        {
          artRow.solve(for: entering, replacing: art)
          substitute(entering, artRow)
          storeRow(entering, artRow)
        } else {
          conflicts = requiredOwners(of: artRow)
        }
      }
    }
    discardSymbol(art)
    return conflicts
  }

  /// The required constraints whose marker symbols a row is written over, in symbol order.
  func requiredOwners(of row: Row) -> [Constraint] {
    var seen = Set<ObjectIdentifier>()
    var result: [Constraint] = []
    for cell in row.cells {
      guard let owner = owners[cell.symbol], owner.strength.isRequired else { continue }
      if seen.insert(ObjectIdentifier(owner)).inserted { result.append(owner) }
    }
    return result
  }
}
