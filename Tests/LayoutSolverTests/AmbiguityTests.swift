import LayoutSolver
import Testing

@Suite("LayoutSolver: ambiguity (variables the optimum leaves free)")
struct AmbiguityTests {
  @Test func aVariableInNoConstraintOrBoundedOnOneSideIsAmbiguous() throws {
    let solver = Solver()
    let x = Variable("x")
    #expect(solver.isAmbiguous(x))
    try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 0))
    solver.updateVariables()
    #expect(solver.isAmbiguous(x))
    #expect(solver.ambiguousChange(of: x, limit: 100) == 100, "unbounded above: the limit")
  }

  @Test func anEqualityOrAWinningOptionalPinsIt() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(Constraint(x, .equal, 5))
    try solver.addConstraint(Constraint(y, .lessThanOrEqual, 10))
    try solver.addConstraint(Constraint(y, .equal, 20, strength: .weak))
    #expect(!solver.isAmbiguous(x))
    #expect(!solver.isAmbiguous(y), "y is held at 10 by the weak pull towards 20")
  }

  @Test func twoEqualOptionalsPullingApartLeaveTheRangeBetweenThem() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(Constraint(x, .equal, 10, strength: Strength(500)))
    try solver.addConstraint(Constraint(x, .equal, 50, strength: Strength(500)))
    solver.updateVariables()
    let start = x.value
    #expect(start == 10 || start == 50)
    let change = try #require(solver.ambiguousChange(of: x, limit: 1_000))
    #expect(start + change == (start == 10 ? 50 : 10), "the other end of the optimal range")
    // A third, stronger optional decides it.
    try solver.addConstraint(Constraint(x, .equal, 30, strength: Strength(600)))
    #expect(!solver.isAmbiguous(x))
  }
}
