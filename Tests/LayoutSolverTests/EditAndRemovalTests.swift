import Testing

@testable import LayoutSolver

@Suite("LayoutSolver edits and removal")
struct EditAndRemovalTests {
  /// suggestValue moves an edit variable and everything tied to it; the edit beats weaker wishes.
  @Test func suggestValueResolvesIncrementally() throws {
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    let solver = Solver()
    try solver.addConstraint(Constraint(right, .equal, left + width))
    try solver.addConstraint(Constraint(width, .greaterThanOrEqual, 20))
    try solver.addConstraint(Constraint(width, .equal, 100, strength: .weak))
    try solver.addEditVariable(left, strength: .strong)
    try solver.addEditVariable(right, strength: .strong)
    #expect(solver.hasEditVariable(left))
    for (l, r, w) in [(0.0, 100.0, 100.0), (10, 60, 50), (50, 60, 20), (0, 300, 300)] {
      try solver.suggestValue(l, for: left)
      try solver.suggestValue(r, for: right)
      solver.updateVariables()
      // width ≥ 20 is required, so (50, 60) puts the edits of right and left at odds: both
      // strong, the total error is 10 either way; only width is checked there.
      #expect(width.value == w)
      if l != 50 {
        #expect(left.value == l && right.value == r)
      }
      try checkInvariants(solver)
    }
    try solver.removeEditVariable(right)
    #expect(!solver.hasEditVariable(right))
    #expect(solver.value(of: width) == 100)
  }

  /// setConstant changes a required constraint's constant in place (the animated `constant`).
  @Test func setConstantOnRequiredConstraint() throws {
    let top = Variable("top")
    let height = Variable("height")
    let bottom = Variable("bottom")
    let solver = Solver()
    let pin = Constraint(top, .equal, 20)
    let size = Constraint(height, .greaterThanOrEqual, 44)
    try solver.addConstraint(pin)
    try solver.addConstraint(size)
    try solver.addConstraint(Constraint(bottom, .equal, top + height))
    try solver.addConstraint(Constraint(height, .equal, 0, strength: .weak))
    #expect(solver.value(of: bottom) == 64)
    try solver.setConstant(-100, of: pin)
    #expect(solver.value(of: top) == 100)
    #expect(solver.value(of: bottom) == 144)
    try solver.setConstant(-80, of: size)
    #expect(solver.value(of: bottom) == 180)
    try checkInvariants(solver)
  }

  /// A constant that contradicts the required constraints is refused, the old one kept.
  @Test func setConstantThatConflictsIsRolledBack() throws {
    let x = Variable("x")
    let solver = Solver()
    let floor = Constraint(x, .greaterThanOrEqual, 10, name: "floor")
    let ceiling = Constraint(x, .lessThanOrEqual, 50, name: "ceiling")
    try solver.addConstraint(floor)
    try solver.addConstraint(ceiling)
    try solver.addConstraint(Constraint(x, .equal, 30, strength: .weak))
    #expect(throws: SolverError.self) { try solver.setConstant(-60, of: floor) }
    #expect(floor.expression.constant == -10)
    #expect(solver.value(of: x) == 30)
    try checkInvariants(solver)
    do {
      try solver.setConstant(-60, of: floor)
    } catch SolverError.unsatisfiableConstraint(let c, let conflicts) {
      #expect(c === floor)
      #expect(conflicts.map(\.name) == ["ceiling"])
    }
  }

  /// A redundant required equality (its row is all dummies) pins the others: changing one
  /// constant of the cycle alone is refused, naming the redundant one.
  @Test func setConstantAgainstARedundantEquality() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let pin = Constraint(x, .equal, 4, name: "pin")
    let link = Constraint(y, .equal, x + 1, name: "link")
    let redundant = Constraint(y, .equal, 5, name: "redundant")
    for c in [pin, link, redundant] { try solver.addConstraint(c) }
    do {
      try solver.setConstant(-6, of: pin)
      Issue.record("x = 6 was accepted against y = x + 1 = 5")
    } catch SolverError.unsatisfiableConstraint(let c, let conflicts) {
      #expect(c === pin)
      #expect(conflicts.compactMap(\.name).contains("redundant"))
    }
    #expect(solver.value(of: x) == 4 && solver.value(of: y) == 5)
    try solver.removeConstraint(redundant)
    try solver.setConstant(-6, of: pin)
    #expect(solver.value(of: y) == 7)
    try checkInvariants(solver)
  }

  /// Removing constraints in any order gives back each earlier solution.
  @Test func removalRestoresPreviousSolutions() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let steps = [
      Constraint(x, .equal, 0, strength: .weak),
      Constraint(x + y, .equal, 20, strength: .medium),
      Constraint(x, .equal, 5, strength: .strong),
      Constraint(y, .greaterThanOrEqual, 18),
      Constraint(x, .lessThanOrEqual, 1),
    ]
    var solutions: [[Double]] = []
    for step in steps {
      try solver.addConstraint(step)
      solutions.append([solver.value(of: x), solver.value(of: y)])
    }
    #expect(solutions == [[0, 0], [0, 20], [5, 15], [5, 18], [1, 19]])
    for k in stride(from: steps.count - 1, to: 0, by: -1) {
      try solver.removeConstraint(steps[k])
      #expect([solver.value(of: x), solver.value(of: y)] == solutions[k - 1])
      try checkInvariants(solver)
    }
    try solver.removeConstraint(steps[0])
    #expect(solver.constraintCount == 0)
    #expect(solver.tableau.variableSymbols.isEmpty)
  }

  /// Removing a required equality keeps a redundant copy of it in force (found by
  /// `removalMatchesSolvingFromScratch`: the marker was pivoted into `x ≥ 0`'s row, leaving
  /// `x == 2`'s dummy basic at 2 and x at 0).
  @Test func removingAnEqualityKeepsItsRedundantCopy() throws {
    let x = Variable("x")
    let solver = Solver()
    let double = Constraint(2 * x, .equal, 4)
    try solver.addConstraint(double)
    try solver.addConstraint(Constraint(x, .equal, 2))
    try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 0))
    try solver.removeConstraint(double)
    try checkInvariants(solver)
    #expect(solver.value(of: x) == 2)
  }

  @Test func errorsForUnknownAndDuplicateObjects() throws {
    let x = Variable("x")
    let solver = Solver()
    let c = Constraint(x, .equal, 1, name: "one")
    try solver.addConstraint(c)
    #expect(solver.hasConstraint(c))
    #expect(throws: SolverError.self) { try solver.addConstraint(c) }
    do { try solver.addConstraint(c) } catch {
      #expect("\(error)" == "LayoutSolver: constraint 'one' x - 1 == 0 (required) is already in the solver")
    }
    try solver.removeConstraint(c)
    #expect(throws: SolverError.self) { try solver.removeConstraint(c) }
    #expect(throws: SolverError.self) { try solver.suggestValue(1, for: x) }
    #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .required) }
    try solver.addEditVariable(x, strength: .strong)
    #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .weak) }
    #expect(throws: SolverError.self) { try solver.removeEditVariable(Variable("y")) }
  }

  /// Unsatisfiable required constraints are refused with their name and the ones they
  /// contradict; the solver keeps working as before.
  @Test func unsatisfiableRequiredConstraintNamesTheConflict() throws {
    let width = Variable("width")
    let left = Variable("left")
    let right = Variable("right")
    let solver = Solver()
    let pinLeft = Constraint(left, .equal, 0, name: "pinLeft")
    let pinRight = Constraint(right, .equal, 100, name: "pinRight")
    let span = Constraint(width, .equal, right - left, name: "span")
    try solver.addConstraint(pinLeft)
    try solver.addConstraint(pinRight)
    try solver.addConstraint(span)
    let tooWide = Constraint(width, .greaterThanOrEqual, 150, name: "tooWide")
    do {
      try solver.addConstraint(tooWide)
      Issue.record("tooWide was accepted")
    } catch SolverError.unsatisfiableConstraint(let c, let conflicts) {
      #expect(c === tooWide)
      #expect(Set(conflicts.compactMap(\.name)) == ["pinLeft", "pinRight", "span"])
    }
    let clash = Constraint(left, .equal, 5, name: "clash")
    #expect(throws: SolverError.self) { try solver.addConstraint(clash) }
    do { try solver.addConstraint(clash) } catch {
      #expect(
        "\(error)".hasPrefix("LayoutSolver: unable to satisfy required constraint 'clash' left - 5 == 0 (required)"))
      #expect("\(error)".contains("'pinLeft'"))
    }
    #expect(!solver.hasConstraint(tooWide) && !solver.hasConstraint(clash))
    #expect(solver.value(of: width) == 100)
    try checkInvariants(solver)
    try solver.addConstraint(Constraint(width, .greaterThanOrEqual, 150, strength: .strong))
    #expect(solver.value(of: width) == 100)
  }
}
