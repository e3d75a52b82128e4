import PropertyBased
import Testing

@testable import LayoutSolver

/// The solver against linear programming by enumeration (``BruteForce``) on random systems of
/// 1–3 variables with small integer coefficients.
@Suite("LayoutSolver properties")
struct PropertyTests {
  static let rawConstraint = Gen.int(in: -10...10).array(of: 6)
  static let rawSystem = rawConstraint.array(of: 1...8)

  struct Outcome {
    var accepted: [SpecConstraint] = []
    var solver = Solver()
    var variables: [Variable]
  }

  /// Adds the constraints in order, checking each acceptance or refusal against the reference.
  static func build(_ system: [SpecConstraint], variables n: Int) throws -> Outcome {
    var outcome = Outcome(variables: (0..<n).map { Variable("x\($0)") })
    for spec in system {
      let feasible = BruteForce.isFeasible(outcome.accepted + [spec], variables: n)
      do {
        try outcome.solver.addConstraint(spec.constraint(outcome.variables))
        #expect(feasible, "accepted \(spec) though \(outcome.accepted) + it is infeasible")
        outcome.accepted.append(spec)
      } catch SolverError.unsatisfiableConstraint {
        #expect(!feasible, "refused \(spec) though \(outcome.accepted) + it is feasible")
        #expect(spec.isRequired)
      }
      try checkInvariants(outcome.solver)
    }
    return outcome
  }

  static func solution(_ outcome: Outcome) -> [Double] {
    outcome.variables.map { outcome.solver.value(of: $0) }
  }

  /// The solution satisfies every accepted required constraint and its error vector is the
  /// reference optimum (the solution itself may differ where the optimum is not unique).
  static func checkOptimal(_ outcome: Outcome, _ constraints: [SpecConstraint], variables n: Int) {
    let x = solution(outcome)
    for spec in constraints where spec.isRequired {
      #expect(spec.error(x) <= 1e-6, "\(spec) violated at \(x)")
    }
    guard let reference = BruteForce.optimum(constraints, variables: n) else {
      Issue.record("reference finds \(constraints) infeasible")
      return
    }
    let errors = BruteForce.errors(constraints, at: x)
    #expect(BruteForce.isClose(errors, reference), "errors \(errors) at \(x), optimum \(reference) for \(constraints)")
    let reported = outcome.solver.errorsByPriority.map(\.error)
    #expect(BruteForce.isClose(reported, errors), "solver reports \(reported), solution has \(errors)")
  }

  @Test func requiredConstraintsFeasibility() async throws {
    await propertyCheck(count: 300, input: Gen.int(in: 1...3), Self.rawSystem) { n, raw in
      let system = raw.map { SpecConstraint($0, variables: n, priorities: [1000]) }
      let outcome = try Self.build(system, variables: n)
      let x = Self.solution(outcome)
      for spec in outcome.accepted { #expect(spec.error(x) <= 1e-6, "\(spec) violated at \(x)") }
    }
  }

  @Test func optionalConstraintsReachTheOptimum() async throws {
    await propertyCheck(count: 300, input: Gen.int(in: 1...3), Self.rawSystem) { n, raw in
      let system = raw.map { SpecConstraint($0, variables: n, priorities: [1000, 750, 751, 250]) }
      let outcome = try Self.build(system, variables: n)
      Self.checkOptimal(outcome, outcome.accepted, variables: n)
    }
  }

  /// Suggesting values for an edit variable gives the optimum of the system with `x0 == value`
  /// as an optional constraint of the edit's priority, solved from scratch.
  @Test func editsMatchSolvingFromScratch() async throws {
    let values = Gen.int(in: -20...20).array(of: 1...5)
    await propertyCheck(count: 200, input: Gen.int(in: 1...3), Self.rawSystem, values) { n, raw, suggestions in
      let system = raw.map { SpecConstraint($0, variables: n, priorities: [1000, 750, 999, 250]) }
      let outcome = try Self.build(system, variables: n)
      try outcome.solver.addEditVariable(outcome.variables[0], strength: Strength(999))
      for value in suggestions {
        try outcome.solver.suggestValue(Double(value), for: outcome.variables[0])
        try checkInvariants(outcome.solver)
        let edit = SpecConstraint(
          coefficients: (0..<n).map { $0 == 0 ? 1 : 0 }, constant: -Double(value), relation: .equal, priority: 999)
        Self.checkOptimal(outcome, outcome.accepted + [edit], variables: n)
      }
    }
  }

  /// Removing constraints gives the optimum of the remaining ones.
  @Test func removalMatchesSolvingFromScratch() async throws {
    let masks = Gen.int(in: 0...255)
    await propertyCheck(count: 300, input: Gen.int(in: 1...3), Self.rawSystem, masks) { n, raw, mask in
      let system = raw.map { SpecConstraint($0, variables: n, priorities: [1000, 750, 751, 250]) }
      var outcome = try Self.build(system, variables: n)
      let objects = outcome.accepted.map { $0.constraint(outcome.variables) }
      // Rebuild with objects we keep, then remove the masked ones.
      outcome.solver = Solver()
      for c in objects { try outcome.solver.addConstraint(c) }
      var kept: [SpecConstraint] = []
      for (k, spec) in outcome.accepted.enumerated() {
        if mask & (1 << k) != 0 {
          try outcome.solver.removeConstraint(objects[k])
          try checkInvariants(outcome.solver)
        } else {
          kept.append(spec)
        }
      }
      Self.checkOptimal(outcome, kept, variables: n)
    }
  }

  /// Changing a constant incrementally gives the optimum solved from scratch, or refuses a
  /// required constant that makes the system infeasible and keeps the old optimum.
  @Test func setConstantMatchesSolvingFromScratch() async throws {
    await propertyCheck(
      count: 300, input: Gen.int(in: 1...3), Self.rawSystem, Gen.int(in: 0...5), Gen.int(in: -12...12)
    ) { n, raw, pick, constant in
      let system = raw.map { SpecConstraint($0, variables: n, priorities: [1000, 750, 751, 250]) }
      var outcome = Outcome(variables: (0..<n).map { Variable("x\($0)") })
      var objects: [Constraint] = []
      for spec in system {
        let c = spec.constraint(outcome.variables)
        if (try? outcome.solver.addConstraint(c)) != nil {
          outcome.accepted.append(spec)
          objects.append(c)
        }
      }
      // Every constraint may be refused (say 0·x + 5 == 0 alone); then there is nothing to change.
      guard !outcome.accepted.isEmpty else { return }
      let k = pick % outcome.accepted.count
      var changed = outcome.accepted
      changed[k].constant = Double(constant)
      let feasible = BruteForce.isFeasible(changed, variables: n)
      do {
        try outcome.solver.setConstant(Double(constant), of: objects[k])
        #expect(feasible, "accepted constant \(constant) for \(outcome.accepted[k]) in an infeasible system")
        try checkInvariants(outcome.solver)
        Self.checkOptimal(outcome, changed, variables: n)
      } catch SolverError.unsatisfiableConstraint {
        #expect(!feasible, "refused constant \(constant) for \(outcome.accepted[k]) in a feasible system")
        try checkInvariants(outcome.solver)
        Self.checkOptimal(outcome, outcome.accepted, variables: n)
      }
    }
  }
}
