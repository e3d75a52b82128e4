import Testing

@testable import LayoutSolver

struct InvariantViolation: Error, CustomStringConvertible {
  let description: String
}

/// Checks the tableau invariants the solver documents: sorted rows without zeros, proper form,
/// an exact column index, feasibility, dummy rows at 0, and an optimal lexicographic objective.
func checkInvariants(_ solver: Solver) throws {
  let t = solver.tableau
  func fail(_ message: String) -> InvariantViolation { InvariantViolation(description: message) }
  var expectedColumns = Array(repeating: Set<Int>(), count: t.kinds.count)
  for basic in t.kinds.indices where t.isBasic[basic] {
    let row = t.rows[basic]
    for (a, b) in zip(row.cells, row.cells.dropFirst()) where a.symbol >= b.symbol {
      throw fail("row \(basic) is not sorted")
    }
    for cell in row.cells {
      if isNearZero(cell.coefficient) { throw fail("row \(basic) holds a zero coefficient") }
      if t.isBasic[cell.symbol] { throw fail("row \(basic) holds basic symbol \(cell.symbol)") }
      expectedColumns[cell.symbol].insert(basic)
    }
    if t.kinds[basic] == .dummy && (!isNearZero(row.constant) || row.cells.contains { t.kinds[$0.symbol] != .dummy }) {
      throw fail("dummy row \(basic) (a redundant required equality) is not written over dummies alone at 0")
    }
    if t.kinds[basic] != .external && row.constant < -1e-7 {
      throw fail("restricted row \(basic) has constant \(row.constant)")
    }
  }
  for symbol in t.kinds.indices where Set(t.columns[symbol].elements) != expectedColumns[symbol] {
    throw fail(
      "column of \(symbol) is \(t.columns[symbol].elements.sorted()), rows hold it in \(expectedColumns[symbol].sorted())"
    )
  }
  for level in t.objective.levels {
    for cell in level.row.cells where t.isBasic[cell.symbol] {
      throw fail("objective level \(level.priority) holds basic symbol \(cell.symbol)")
    }
  }
  if let entering = t.enteringSymbol() { throw fail("objective not optimal: \(entering) can enter") }
}
