extension Tableau {
  /// Primal simplex on the lexicographic objective (Cassowary's `optimize`).
  ///
  /// Entering symbol: scanning levels from the highest priority down, the lowest-id non-dummy
  /// symbol with a negative coefficient at that level and a near-zero one at every level above
  /// (so higher priorities never get worse). Leaving row: the minimum ratio
  /// `−constant / coefficient` over restricted basic rows with a negative coefficient, ties to
  /// the lowest id — Bland's rule, so the loop cannot cycle.
  /// - Throws: ``SolverError/internalError(_:)`` if the objective is unbounded.
  mutating func optimize() throws {
    while true {
      guard let entering = enteringSymbol() else { return }
      guard let leaving = leavingRow(for: entering) else {
        throw SolverError.internalError("the objective is unbounded (entering symbol \(entering))")
      }
      pivot(entering: entering, leaving: leaving)
    }
  }

  func enteringSymbol() -> Int? {
    for k in objective.levels.indices {
      for cell in objective.levels[k].row.cells
      where cell.coefficient < -nearZeroTolerance && kinds[cell.symbol] != .dummy
        && objective.isFlatAbove(k, for: cell.symbol)
      {
        return cell.symbol
      }
    }
    return nil
  }

  /// Phase one of adding a constraint that has no subject: minimises the artificial row.
  mutating func optimizeArtificial() throws {
    while true {
      guard let phaseOne = artificial,
        let entering = phaseOne.cells.first(where: {
          $0.coefficient < -nearZeroTolerance && kinds[$0.symbol] != .dummy
        })?.symbol
      else { return }
      guard let leaving = leavingRow(for: entering) else {
        throw SolverError.internalError("the artificial objective is unbounded (entering symbol \(entering))")
      }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// The restricted basic row that bounds `entering` first, ties to the lowest id.
  func leavingRow(for entering: Int) -> Int? {
    var best: Int?
    var bestRatio = Double.infinity
    for basic in columns[entering].elements where kinds[basic] != .external {
      let coefficient = rows[basic].coefficient(for: entering)
      guard coefficient < 0 else { continue }
      let ratio = -rows[basic].constant / coefficient
      if ratio < bestRatio || (ratio == bestRatio && basic < best!) {
        bestRatio = ratio
        best = basic
      }
    }
    return best
  }

  /// Dual simplex (Cassowary's `dualOptimize`): after constants changed, restores feasibility
  /// while keeping the objective optimal. Leaving row: the lowest-id queued row whose constant
  /// is negative. Entering symbol: among the row's positive, non-dummy coefficients, the
  /// smallest objective/coefficient ratio compared level by level, ties to the lowest id.
  /// - Returns: nil, or the basic symbol of a negative row with no entering symbol (the
  ///   constants made the required constraints infeasible; the tableau is then not feasible).
  mutating func dualOptimize() -> Int? {
    while !infeasible.isEmpty {
      var position = 0
      for k in infeasible.indices where infeasible[k] < infeasible[position] { position = k }
      let leaving = infeasible[position]
      infeasible.swapAt(position, infeasible.count - 1)
      infeasible.removeLast()
      guard isBasic[leaving], rows[leaving].constant < 0, !isNearZero(rows[leaving].constant) else { continue }
      guard let entering = dualEnteringSymbol(rows[leaving]) else {
        infeasible.removeAll()
        return leaving
      }
      pivot(entering: entering, leaving: leaving)
    }
    return nil
  }

  /// Queues every restricted basic row whose constant is negative.
  mutating func queueNegativeRows() {
    for symbol in kinds.indices where isBasic[symbol] && kinds[symbol] != .external && rows[symbol].constant < 0 {
      infeasible.append(symbol)
    }
  }

  func dualEnteringSymbol(_ row: Row) -> Int? {
    var best: Int?
    var bestCoefficient = 0.0
    for cell in row.cells where cell.coefficient > 0 && kinds[cell.symbol] != .dummy {
      if let current = best {
        if objective.ratio(of: cell.symbol, cell.coefficient, isLessThan: current, bestCoefficient) {
          best = cell.symbol
          bestCoefficient = cell.coefficient
        }
      } else {
        best = cell.symbol
        bestCoefficient = cell.coefficient
      }
    }
    return best
  }
}
