import LayoutSolver

/// A constraint of a small random system: `Σ coefficients[j]·x[j] + constant  relation  0`.
struct SpecConstraint: CustomStringConvertible {
  var coefficients: [Double]
  var constant: Double
  var relation: Relation
  /// 1000 for required.
  var priority: Double

  /// Decodes six small integers: three coefficients, a constant, a relation and a priority.
  init(_ raw: [Int], variables: Int, priorities: [Double]) {
    coefficients = (0..<variables).map { Double(raw[$0] % 4) }
    constant = Double(raw[3])
    relation = [.lessThanOrEqual, .equal, .greaterThanOrEqual][abs(raw[4]) % 3]
    priority = priorities[abs(raw[5]) % priorities.count]
  }

  init(coefficients: [Double], constant: Double, relation: Relation, priority: Double) {
    self.coefficients = coefficients
    self.constant = constant
    self.relation = relation
    self.priority = priority
  }

  var isRequired: Bool { priority >= 1000 }

  func residual(_ x: [Double]) -> Double {
    zip(coefficients, x).reduce(constant) { $0 + $1.0 * $1.1 }
  }

  /// How far `x` is from satisfying the constraint.
  func error(_ x: [Double]) -> Double {
    let r = residual(x)
    switch relation {
    case .equal: return abs(r)
    case .lessThanOrEqual: return max(0, r)
    case .greaterThanOrEqual: return max(0, -r)
    }
  }

  func constraint(_ variables: [Variable]) -> Constraint {
    let terms = zip(variables, coefficients).map { Term($0, $1) }
    return Constraint(
      expression: Expression(terms, constant: constant), relation: relation, strength: Strength(priority))
  }

  var description: String {
    let lhs = coefficients.enumerated().map { "\(formatted($1))·x\($0)" }.joined(separator: " + ")
    return "\(lhs) + \(formatted(constant)) \(relation) 0 @\(formatted(priority))"
  }

  private func formatted(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}

/// Linear programming by enumeration, for systems of 1–3 variables.
///
/// The lexicographic error objective is convex and piecewise linear, so its minimisers form a
/// face of the arrangement of every constraint's hyperplane; adding the coordinate planes
/// `x_j = 0` makes every such face contain a vertex. So the optimum is the lexicographically
/// smallest error vector over the feasible vertices — each the intersection of `n` of those
/// hyperplanes — and the required constraints are feasible iff some vertex satisfies them.
enum BruteForce {
  static let tolerance = 1e-6

  /// The feasible vertices of the arrangement.
  static func vertices(_ constraints: [SpecConstraint], variables n: Int) -> [[Double]] {
    var planes: [([Double], Double)] = constraints.map { ($0.coefficients, -$0.constant) }
    for j in 0..<n { planes.append(((0..<n).map { $0 == j ? 1 : 0 }, 0)) }
    var result: [[Double]] = []
    func choose(_ start: Int, _ picked: [Int]) {
      if picked.count == n {
        guard let x = solve(picked.map { planes[$0] }, n) else { return }
        if constraints.allSatisfy({ !$0.isRequired || $0.error(x) <= tolerance }) { result.append(x) }
        return
      }
      guard start < planes.count else { return }
      for k in start..<planes.count { choose(k + 1, picked + [k]) }
    }
    choose(0, [])
    return result
  }

  static func isFeasible(_ constraints: [SpecConstraint], variables n: Int) -> Bool {
    !vertices(constraints, variables: n).isEmpty
  }

  /// The total error of each optional priority, highest first.
  static func errors(_ constraints: [SpecConstraint], at x: [Double]) -> [Double] {
    let priorities = Set(constraints.filter { !$0.isRequired }.map(\.priority)).sorted(by: >)
    return priorities.map { p in constraints.filter { $0.priority == p }.reduce(0) { $0 + $1.error(x) } }
  }

  /// The lexicographically smallest error vector, or nil if the required constraints conflict.
  static func optimum(_ constraints: [SpecConstraint], variables n: Int) -> [Double]? {
    var best: [Double]?
    for x in vertices(constraints, variables: n) {
      let e = errors(constraints, at: x)
      if best == nil || isLexicographicallySmaller(e, best!) { best = e }
    }
    return best
  }

  static func isLexicographicallySmaller(_ a: [Double], _ b: [Double]) -> Bool {
    for (x, y) in zip(a, b) where abs(x - y) > tolerance { return x < y }
    return false
  }

  static func isClose(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance * max(1, abs($1)) }
  }

  /// Gaussian elimination with partial pivoting; nil when singular.
  static func solve(_ rows: [([Double], Double)], _ n: Int) -> [Double]? {
    var m = rows.map { $0.0 + [$0.1] }
    for col in 0..<n {
      guard let pivot = (col..<n).max(by: { abs(m[$0][col]) < abs(m[$1][col]) }), abs(m[pivot][col]) > 1e-9 else {
        return nil
      }
      m.swapAt(col, pivot)
      for r in 0..<n where r != col {
        let f = m[r][col] / m[col][col]
        if f != 0 { for c in col...n { m[r][c] -= f * m[col][c] } }
      }
    }
    return (0..<n).map { m[$0][n] / m[$0][$0] }
  }
}
