import Testing

@testable import LayoutSolver

/// Systems with exact, hand-worked solutions.
@Suite("LayoutSolver known systems")
struct KnownSystemsTests {
  /// x + y = 10, x − y = 2 → x = 6, y = 4.
  @Test func linearEqualities() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(Constraint(x + y, .equal, 10))
    try solver.addConstraint(Constraint(x - y, .equal, 2))
    solver.updateVariables()
    #expect(x.value == 6)
    #expect(y.value == 4)
    try checkInvariants(solver)
  }

  /// A chain of three views left to right: a.left = 8, b.left = a.right + 8, widths 50 and 60,
  /// container right = b.right + 8 → container width 8 + 50 + 8 + 60 + 8 = 134.
  @Test func chainOfViews() throws {
    let aLeft = Variable("a.left")
    let aWidth = Variable("a.width")
    let bLeft = Variable("b.left")
    let bWidth = Variable("b.width")
    let right = Variable("container.right")
    let solver = Solver()
    for c in [
      Constraint(aLeft, .equal, 8), Constraint(aWidth, .equal, 50), Constraint(bWidth, .equal, 60),
      Constraint(bLeft, .equal, aLeft + aWidth + 8), Constraint(right, .equal, bLeft + bWidth + 8),
    ] {
      try solver.addConstraint(c)
    }
    solver.updateVariables()
    #expect(bLeft.value == 66)
    #expect(right.value == 134)
  }

  /// Centring with a multiplier: centerX = 0.5·(left + right); left = 10, width = 2·height,
  /// height = 30 → width 60, right 70, centre 40.
  @Test func centringAndMultipliers() throws {
    let left = Variable("left")
    let right = Variable("right")
    let width = Variable("width")
    let height = Variable("height")
    let center = Variable("centerX")
    let solver = Solver()
    try solver.addConstraint(Constraint(left, .equal, 10))
    try solver.addConstraint(Constraint(height, .equal, 30))
    try solver.addConstraint(Constraint(width, .equal, 2 * height))
    try solver.addConstraint(Constraint(right, .equal, left + width))
    try solver.addConstraint(Constraint(2 * center, .equal, left + right))
    solver.updateVariables()
    #expect(width.value == 60)
    #expect(right.value == 70)
    #expect(center.value == 40)
  }

  /// ≥ and ≤: x ≥ 10 and x ≤ 20 with a weak wish x = 30 lands on 20; with x = 0, on 10.
  @Test func inequalitiesBoundOptionalWishes() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 10))
    try solver.addConstraint(Constraint(x, .lessThanOrEqual, 20))
    let wish = Constraint(x, .equal, 30, strength: .weak)
    try solver.addConstraint(wish)
    #expect(solver.value(of: x) == 20)
    #expect(solver.errorsByPriority.map(\.error) == [10])
    try solver.removeConstraint(wish)
    try solver.addConstraint(Constraint(x, .equal, 0, strength: .weak))
    #expect(solver.value(of: x) == 10)
    try checkInvariants(solver)
  }

  /// An inequality between variables: b.left ≥ a.right + 8 pushes b when a grows.
  @Test func inequalityBetweenVariables() throws {
    let aRight = Variable("a.right")
    let bLeft = Variable("b.left")
    let solver = Solver()
    try solver.addConstraint(Constraint(bLeft, .greaterThanOrEqual, aRight + 8))
    try solver.addConstraint(Constraint(bLeft, .equal, 50, strength: .weak))
    try solver.addEditVariable(aRight, strength: .strong)
    try solver.suggestValue(30, for: aRight)
    #expect(solver.value(of: bLeft) == 50)
    try solver.suggestValue(60, for: aRight)
    #expect(solver.value(of: bLeft) == 68)
    try solver.suggestValue(10, for: aRight)
    #expect(solver.value(of: bLeft) == 50)
    try checkInvariants(solver)
  }

  /// Required constraints added in an order that needs phase one (no external subject):
  /// x ≥ 0, y ≥ 0, x + y ≤ 10 and then x + y ≥ 10 (a row with slack only).
  @Test func constraintWithoutSubjectUsesArtificialVariable() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(Constraint(x, .equal, 3))
    try solver.addConstraint(Constraint(x + y, .lessThanOrEqual, 10))
    try solver.addConstraint(Constraint(y, .greaterThanOrEqual, 0))
    try solver.addConstraint(Constraint(x + y, .greaterThanOrEqual, 10))
    #expect(solver.value(of: y) == 7)
    try checkInvariants(solver)
  }

  /// A required equality implied by others (a redundant row of dummies) is accepted.
  @Test func redundantRequiredEqualityIsAccepted() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(Constraint(x, .equal, 4))
    try solver.addConstraint(Constraint(y, .equal, x + 1))
    try solver.addConstraint(Constraint(y, .equal, 5))
    #expect(solver.value(of: y) == 5)
    #expect(solver.constraintCount == 3)
  }
}
