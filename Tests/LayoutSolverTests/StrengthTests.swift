import Testing

@testable import LayoutSolver

/// Priorities are strictly ordered, as in UIKit: the solver minimises error priority by priority.
@Suite("LayoutSolver strengths")
struct StrengthTests {
  /// weak < medium < strong < required, each winning over all the lower ones.
  @Test func namedStrengthsOrder() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(Constraint(x, .equal, 1, strength: .weak))
    #expect(solver.value(of: x) == 1)
    try solver.addConstraint(Constraint(x, .equal, 2, strength: .medium))
    #expect(solver.value(of: x) == 2)
    try solver.addConstraint(Constraint(x, .equal, 3, strength: .strong))
    #expect(solver.value(of: x) == 3)
    try solver.addConstraint(Constraint(x, .lessThanOrEqual, 0))
    #expect(solver.value(of: x) == 0)
    #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
  }

  /// One 751 beats a hundred 750s: width = 100 at 751 against 100 constraints width = 0 at 750.
  @Test func priority751BeatsAnyNumberOf750s() throws {
    let width = Variable("width")
    let solver = Solver()
    for _ in 0..<100 { try solver.addConstraint(Constraint(width, .equal, 0, strength: Strength(750))) }
    try solver.addConstraint(Constraint(width, .equal, 100, strength: Strength(751)))
    #expect(solver.value(of: width) == 100)
    let levels = solver.errorsByPriority
    #expect(levels.map(\.priority) == [751, 750])
    #expect(levels.map(\.error) == [0, 10_000])
  }

  /// Many 250s lose to one 251 in a chain too: a.width + b.width = 300 (required); 50 wishes
  /// a.width = 0 at 250 against one a.width = 200 at 251.
  @Test func manyLowPrioritiesLoseToOneHigher() throws {
    let a = Variable("a")
    let b = Variable("b")
    let solver = Solver()
    try solver.addConstraint(Constraint(a + b, .equal, 300))
    for _ in 0..<50 { try solver.addConstraint(Constraint(a, .equal, 0, strength: Strength(250))) }
    try solver.addConstraint(Constraint(a, .equal, 200, strength: Strength(251)))
    #expect(solver.value(of: a) == 200)
    #expect(solver.value(of: b) == 100)
  }

  /// Equal priorities trade off by total error: three wishes x = 0 beat two wishes x = 10.
  @Test func samePriorityMinimisesTotalError() throws {
    let x = Variable("x")
    let solver = Solver()
    for _ in 0..<2 { try solver.addConstraint(Constraint(x, .equal, 10, strength: .medium)) }
    for _ in 0..<3 { try solver.addConstraint(Constraint(x, .equal, 0, strength: .medium)) }
    #expect(solver.value(of: x) == 0)
    #expect(solver.errorsByPriority.map(\.error) == [20])
  }

  /// A lower priority still decides among the solutions a higher one leaves open.
  @Test func lowerPriorityBreaksTiesLeftByHigherOne() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 10, strength: Strength(900)))
    try solver.addConstraint(Constraint(x, .lessThanOrEqual, 50, strength: Strength(900)))
    try solver.addConstraint(Constraint(x, .equal, 42, strength: Strength(1)))
    #expect(solver.value(of: x) == 42)
    try solver.addConstraint(Constraint(x, .equal, 70, strength: Strength(2)))
    #expect(solver.value(of: x) == 50)
  }

  @Test func descriptions() {
    #expect(Strength.required.description == "required")
    #expect(Strength(750).description == "priority 750")
    let x = Variable("x")
    let y = Variable("y")
    let c = Constraint(x, .greaterThanOrEqual, 2 * y + 8, strength: .weak, name: "gap")
    #expect(c.description == "'gap' x - 2·y - 8 >= 0 (priority 250)")
  }
}
