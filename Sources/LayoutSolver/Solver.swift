/// # LayoutSolver
///
/// An incremental linear-constraint solver: the Cassowary algorithm (Badros, Borning & Stuckey,
/// "The Cassowary Linear Arithmetic Constraint Solving Algorithm", ACM TOCHI 2001) that Auto
/// Layout is built on, written for Flipbook's Auto Layout with kiwi's design as the model
/// learned from. Constraints are linear equalities and inequalities over ``Variable``s with a
/// ``Strength``: required ones (priority 1000) hold exactly or are refused with an error that
/// names the constraint and the required constraints it contradicts; optional ones (1…999)
/// are satisfied as well as possible, **strictly by priority** — the objective is
/// lexicographic, one level per priority, so a 751 beats any number of 750s as in UIKit.
/// The tableau is kept in proper form (every basic symbol's row is over parametric symbols
/// only), feasible (every restricted basic symbol — slack, error, dummy — has a constant ≥ 0)
/// and optimal (no symbol can enter to lower a level without raising a higher one) after
/// every call. Adding a constraint substitutes its row and re-optimises with the primal
/// simplex (phase one with an artificial variable when it has no subject); removing one
/// pivots its marker out; changing a constant — ``suggestValue(_:for:)`` on an edit variable
/// or ``setConstant(_:of:)`` on any constraint — shifts the constants of one column and
/// re-optimises with the dual simplex, so an animated `constant` costs a few rows, not a
/// solve from scratch. Symbols are dense integer ids, rows are sorted arrays of (id,
/// coefficient) merged in linear time, and a column index lists the rows holding each symbol;
/// ties are broken by the lowest id, so results never depend on hashing or addresses.
///
/// A solver is not thread-safe; use it from one isolation domain (Flipbook's is the main actor).
public final class Solver {
  var tableau = Tableau()

  public init() {}

  /// Adds a constraint and re-solves.
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` if this object is already in the
  ///   solver; ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if it is required and
  ///   contradicts the required constraints in the solver (the solver is then unchanged).
  public func addConstraint(_ constraint: Constraint) throws {
    try tableau.add(constraint)
  }

  /// Removes a constraint and re-solves: the solution is the one the remaining constraints give.
  /// - Throws: ``SolverError/unknownConstraint(_:)``.
  public func removeConstraint(_ constraint: Constraint) throws {
    if tableau.edits.values.contains(where: { $0.constraint === constraint }) {
      throw SolverError.unknownConstraint(constraint)
    }
    try tableau.remove(constraint)
  }

  /// Whether this constraint object is in the solver.
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    tableau.constraints[ObjectIdentifier(constraint)] != nil
  }

  /// The number of constraints in the solver (edit constraints included).
  public var constraintCount: Int { tableau.constraints.count }

  /// Changes the constant of a constraint in the solver (the constant of `lhs − rhs`) and
  /// re-solves incrementally with the dual simplex, as Auto Layout does when
  /// `NSLayoutConstraint.constant` changes.
  /// - Throws: ``SolverError/unknownConstraint(_:)``;
  ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if the constraint is required
  ///   and the new constant contradicts the others (the old constant and solution are kept).
  public func setConstant(_ constant: Double, of constraint: Constraint) throws {
    try tableau.setConstant(constant, of: constraint)
  }

  /// Makes `variable` an edit variable: an optional constraint `variable == value` whose value
  /// ``suggestValue(_:for:)`` changes incrementally. It starts at 0, so suggest a value first.
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
  ///   ``SolverError/requiredEditStrength(_:)`` for strength ``Strength/required``.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws {
    guard !strength.isRequired else { throw SolverError.requiredEditStrength(variable) }
    guard tableau.edits[ObjectIdentifier(variable)] == nil else { throw SolverError.duplicateEditVariable(variable) }
    let constraint = Constraint(
      expression: Expression(variable), relation: .equal, strength: strength, name: "edit \(variable)")
    try tableau.add(constraint)
    tableau.edits[ObjectIdentifier(variable)] = Tableau.EditEntry(variable: variable, constraint: constraint, value: 0)
  }

  /// Removes the edit constraint of `variable`.
  /// - Throws: ``SolverError/unknownEditVariable(_:)``.
  public func removeEditVariable(_ variable: Variable) throws {
    guard let edit = tableau.edits.removeValue(forKey: ObjectIdentifier(variable)) else {
      throw SolverError.unknownEditVariable(variable)
    }
    try tableau.remove(edit.constraint)
  }

  /// Whether `variable` has an edit constraint.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    tableau.edits[ObjectIdentifier(variable)] != nil
  }

  /// Suggests a value for an edit variable and re-solves incrementally (a constant shift in
  /// one column and a dual-simplex optimisation; no constraint is rebuilt).
  /// - Throws: ``SolverError/unknownEditVariable(_:)``.
  public func suggestValue(_ value: Double, for variable: Variable) throws {
    try tableau.suggestValue(value, for: variable)
  }

  /// Writes the current solution into every variable's ``Variable/value``.
  public func updateVariables() {
    for symbol in tableau.externals.indices {
      if let variable = tableau.externals[symbol] { variable.storedValue = tableau.value(of: symbol) }
    }
  }

  /// The current value of one variable without updating the others; 0 for a variable in no
  /// constraint.
  public func value(of variable: Variable) -> Double {
    guard let symbol = tableau.variableSymbols[ObjectIdentifier(variable)] else { return 0 }
    return tableau.value(of: symbol)
  }

  /// The total error of the optional constraints of each priority in use, highest priority
  /// first: what the solver minimises, lexicographically.
  public var errorsByPriority: [(priority: Double, error: Double)] {
    tableau.objective.levels.map { ($0.priority, $0.row.constant) }
  }

  /// Removes every constraint and edit variable.
  public func reset() {
    tableau = Tableau()
  }
}
