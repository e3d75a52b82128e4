import Testing

@testable import LayoutSolver

/// Results never depend on hashing or addresses: column sets are iterated only where order
/// does not matter or ties go to the lowest symbol id.
@Suite("LayoutSolver determinism")
struct DeterminismTests {
  /// A 6 × 5 grid of views chained left to right and top to bottom, with optional sizes and an
  /// edit of the leading margin.
  static func solveGrid() throws -> (Solver, [Variable]) {
    let solver = Solver()
    let inset = Variable("inset")
    try solver.addEditVariable(inset, strength: .strong)
    try solver.suggestValue(8, for: inset)
    var views: [[Variable]] = []
    for i in 0..<30 {
      let view = ["left", "top", "width", "height"].map { Variable("\($0)\(i)") }
      let (row, column) = i.quotientAndRemainder(dividingBy: 6)
      if column == 0 {
        try solver.addConstraint(Constraint(view[0], .equal, inset))
      } else {
        let previous = views[i - 1]
        try solver.addConstraint(Constraint(view[0], .equal, previous[0] + previous[2] + 8))
      }
      if row == 0 {
        try solver.addConstraint(Constraint(view[1], .equal, 20))
      } else {
        let above = views[i - 6]
        try solver.addConstraint(Constraint(view[1], .greaterThanOrEqual, above[1] + above[3] + 8))
        try solver.addConstraint(Constraint(view[1], .equal, above[1] + above[3] + 8, strength: .weak))
      }
      try solver.addConstraint(Constraint(view[2], .equal, Double(30 + i % 4 * 5), strength: .medium))
      try solver.addConstraint(Constraint(view[3], .equal, Double(20 + i % 3), strength: .medium))
      try solver.addConstraint(Constraint(view[0] + view[2], .lessThanOrEqual, 300))
      views.append(view)
    }
    try solver.suggestValue(40, for: inset)
    return (solver, views.flatMap { $0 })
  }

  @Test func sameOperationsGiveTheSameTableau() throws {
    let (a, _) = try Self.solveGrid()
    let (b, variables) = try Self.solveGrid()
    #expect(a.tableau.isBasic == b.tableau.isBasic)
    for symbol in a.tableau.kinds.indices where a.tableau.isBasic[symbol] {
      let rowA = a.tableau.rows[symbol]
      let rowB = b.tableau.rows[symbol]
      #expect(rowA.constant == rowB.constant)
      #expect(rowA.cells.map(\.symbol) == rowB.cells.map(\.symbol))
      #expect(rowA.cells.map(\.coefficient) == rowB.cells.map(\.coefficient))
    }
    try checkInvariants(b)
    // The last view of the first row: inset 40, five widths (30, 35, 40, 45, 30) and five
    // 8-point gaps: 40 + 180 + 40 = 260.
    b.updateVariables()
    let lastLeft = variables.first { $0.name == "left5" }!
    #expect(lastLeft.value == 260)
  }
}
