/// Why the solver refused a request. Each case carries the objects involved and its
/// description names them.
public enum SolverError: Error, CustomStringConvertible {
  /// The required constraint cannot hold together with the required constraints already in the
  /// solver. `conflicts` lists those it was found to contradict (the required constraints whose
  /// markers appear in the infeasible row); the solver is left as it was before the call.
  case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
  /// The constraint object is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint object is not in the solver.
  case unknownConstraint(Constraint)
  /// The variable already has an edit constraint.
  case duplicateEditVariable(Variable)
  /// The variable has no edit constraint (add one with ``Solver/addEditVariable(_:strength:)``).
  case unknownEditVariable(Variable)
  /// Edit variables must be optional: a required edit could make the system unsatisfiable at
  /// every suggestion. (Change a required constraint's constant with ``Solver/setConstant(_:of:)``.)
  case requiredEditStrength(Variable)
  /// The objective is unbounded or a pivot found no row: a bug in the solver, not in the input.
  case internalError(String)

  public var description: String {
    switch self {
    case .unsatisfiableConstraint(let c, let conflicts):
      let list = conflicts.isEmpty ? "" : "; it conflicts with: " + conflicts.map(\.description).joined(separator: ", ")
      return "LayoutSolver: unable to satisfy required constraint \(c)\(list)"
    case .duplicateConstraint(let c): return "LayoutSolver: constraint \(c) is already in the solver"
    case .unknownConstraint(let c): return "LayoutSolver: constraint \(c) is not in the solver"
    case .duplicateEditVariable(let v): return "LayoutSolver: variable '\(v)' already has an edit constraint"
    case .unknownEditVariable(let v): return "LayoutSolver: variable '\(v)' has no edit constraint"
    case .requiredEditStrength(let v):
      return "LayoutSolver: edit variable '\(v)' must have an optional strength (priority below 1000)"
    case .internalError(let message): return "LayoutSolver internal error: \(message)"
    }
  }
}
