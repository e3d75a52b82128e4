extension Tableau {
  /// How far `variable` can move to another optimal solution, along the first free direction of
  /// the tableau that moves it (lowest symbol id first, positive direction first), or nil when
  /// no such direction exists.
  ///
  /// At an optimum, a parametric symbol whose coefficient is zero at every objective level can
  /// change without changing any level's error: an unrestricted (external) one in both
  /// directions, a restricted one (slack, error) upwards. Moving it by `t` moves each basic
  /// row by `coefficient × t`; the step is limited by the restricted rows that would go
  /// negative (the ratio test). A direction that moves `variable` with a positive step is
  /// another solution as good as this one, so the variable is ambiguous. The returned change
  /// is the step to the end of the direction's range, or `limit` when the range is unbounded.
  /// A degenerate direction (step 0) is not followed, so an ambiguity that only a pivot on a
  /// degenerate row would reveal is not reported.
  /// - Complexity: O(symbols of the variable's row × rows of each such symbol's column).
  func ambiguousChange(of variable: Variable, limit: Double) -> Double? {
    guard let symbol = variableSymbols[ObjectIdentifier(variable)] else { return limit }
    let candidates: [(symbol: Int, rate: Double)]
    if isBasic[symbol] {
      candidates = rows[symbol].cells.map { ($0.symbol, $0.coefficient) }
    } else {
      candidates = [(symbol, 1)]
    }
    for (free, rate) in candidates where kinds[free] != .dummy && !isBasic[free] {
      guard objective.levels.allSatisfy({ isNearZero($0.row.coefficient(for: free)) }) else { continue }
      for direction in kinds[free] == .external ? [1.0, -1.0] : [1.0] {
        var step = Double.infinity
        for basic in columns[free].elements.sorted() where kinds[basic] != .external {
          let coefficient = rows[basic].coefficient(for: free) * direction
          if coefficient < 0 { step = min(step, rows[basic].constant / -coefficient) }
        }
        guard step > nearZeroTolerance else { continue }
        let change = rate * direction * step
        return step.isInfinite ? (change.sign == .minus ? -limit : limit) : change
      }
    }
    return nil
  }
}

extension Solver {
  /// Whether the constraints leave `variable` free to take more than one value with every
  /// priority level's error unchanged (Auto Layout's ambiguous layout): true for a variable in
  /// no constraint, or one that a zero-cost direction of the optimal tableau moves.
  public func isAmbiguous(_ variable: Variable) -> Bool {
    tableau.ambiguousChange(of: variable, limit: 1) != nil
  }

  /// How much `variable` changes when moved to another solution that is as good as the
  /// current one (every priority level's error unchanged), or nil when it is determined: the
  /// full extent of the first free direction when it is bounded, else `limit` (in the
  /// direction's sign). Deterministic: the lowest symbol and the positive direction come first.
  public func ambiguousChange(of variable: Variable, limit: Double) -> Double? {
    tableau.ambiguousChange(of: variable, limit: limit)
  }
}
