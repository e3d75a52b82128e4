/// How the two sides of a constraint relate.
public enum Relation: Sendable, CustomStringConvertible {
  case lessThanOrEqual
  case equal
  case greaterThanOrEqual

  public var description: String {
    switch self {
    case .lessThanOrEqual: return "<="
    case .equal: return "=="
    case .greaterThanOrEqual: return ">="
    }
  }
}

/// A linear relation between expressions with a strength: `lhs relation rhs` held as
/// `expression relation 0` where `expression = lhs − rhs`.
///
/// A constraint is a reference: the solver identifies it by object identity (adding the same
/// object twice is ``SolverError/duplicateConstraint(_:)``; two equal-looking objects are two
/// constraints). Its expression's constant may be changed while it is in a solver with
/// ``Solver/setConstant(_:of:)``, which re-solves incrementally.
///
/// `@unchecked Sendable` so that errors can carry constraints: only ``Solver/setConstant(_:of:)``
/// mutates one, so use a constraint and its solver from one isolation domain.
public final class Constraint: CustomStringConvertible, @unchecked Sendable {
  /// `lhs − rhs`: the constraint says `expression relation 0`.
  public internal(set) var expression: Expression
  public let relation: Relation
  public let strength: Strength
  /// A name for messages (Auto Layout's `identifier`).
  public let name: String?

  /// Creates `lhs relation rhs` with a strength.
  public init(
    _ lhs: some LinearExpressible, _ relation: Relation, _ rhs: some LinearExpressible,
    strength: Strength = .required, name: String? = nil
  ) {
    self.expression = lhs.linearExpression - rhs.linearExpression
    self.relation = relation
    self.strength = strength
    self.name = name
  }

  /// Creates `expression relation 0`.
  public init(expression: Expression, relation: Relation, strength: Strength = .required, name: String? = nil) {
    self.expression = expression
    self.relation = relation
    self.strength = strength
    self.name = name
  }

  /// `'name' expression relation 0 (strength)`.
  public var description: String {
    (name.map { "'\($0)' " } ?? "") + "\(expression) \(relation) 0 (\(strength))"
  }
}
