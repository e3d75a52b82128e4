import Foundation

/// One term of a linear expression: a coefficient times a variable.
public struct Term: CustomStringConvertible {
  public var variable: Variable
  public var coefficient: Double

  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  public var description: String {
    coefficient == 1 ? variable.description : "\(formatNumber(coefficient))·\(variable)"
  }
}

/// A linear expression `c₁·v₁ + c₂·v₂ + … + constant`.
///
/// Build them with the arithmetic operators (`x + 2 * y - 8`) or from terms. Terms are kept as
/// written (a variable may appear twice); the solver adds their coefficients.
public struct Expression: CustomStringConvertible {
  public var terms: [Term]
  public var constant: Double

  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  public init(_ variable: Variable) { self.init([Term(variable)]) }
  public init(_ term: Term) { self.init([term]) }

  public var description: String {
    var text = ""
    for term in terms {
      if text.isEmpty {
        text = term.coefficient < 0 ? "-" + Term(term.variable, -term.coefficient).description : term.description
      } else {
        text += term.coefficient < 0 ? " - " + Term(term.variable, -term.coefficient).description : " + \(term)"
      }
    }
    if text.isEmpty { return formatNumber(constant) }
    if constant != 0 { text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
    return text
  }
}

func formatNumber(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

/// Anything that reads as a linear expression: a ``Variable``, a ``Term``, an ``Expression`` or
/// a number (`Double` or `Int`, so literals work). The constraint initialisers take these.
public protocol LinearExpressible {
  var linearExpression: Expression { get }
}

extension Expression: LinearExpressible { public var linearExpression: Expression { self } }
extension Variable: LinearExpressible { public var linearExpression: Expression { Expression(self) } }
extension Term: LinearExpressible { public var linearExpression: Expression { Expression(self) } }
extension Double: LinearExpressible { public var linearExpression: Expression { Expression(constant: self) } }
extension Int: LinearExpressible { public var linearExpression: Expression { Expression(constant: Double(self)) } }

// MARK: Arithmetic
//
// Concrete overloads only (no generic operator over `LinearExpressible`, no literal conformance
// on `Expression`), so plain number arithmetic in files that import this module type-checks as
// fast as without it.

public func + (lhs: Expression, rhs: Expression) -> Expression {
  Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Expression, rhs: Double) -> Expression { Expression(lhs.terms, constant: lhs.constant + rhs) }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }

public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -Expression(rhs) }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + -rhs }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + -Expression(rhs) }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + -rhs }
public func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }
public func - (lhs: Double, rhs: Variable) -> Expression { -Expression(rhs) + lhs }

public prefix func - (operand: Expression) -> Expression { -1.0 * operand }
public prefix func - (operand: Variable) -> Expression { -1.0 * Expression(operand) }

public func * (lhs: Double, rhs: Expression) -> Expression {
  Expression(rhs.terms.map { Term($0.variable, $0.coefficient * lhs) }, constant: rhs.constant * lhs)
}
public func * (lhs: Expression, rhs: Double) -> Expression { rhs * lhs }
public func * (lhs: Double, rhs: Variable) -> Expression { lhs * Expression(rhs) }
public func * (lhs: Variable, rhs: Double) -> Expression { rhs * Expression(lhs) }
public func / (lhs: Expression, rhs: Double) -> Expression { (1 / rhs) * lhs }
public func / (lhs: Variable, rhs: Double) -> Expression { (1 / rhs) * Expression(lhs) }
