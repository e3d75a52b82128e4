import LayoutSolver

/// The benchmark's layout: a grid of 1,000 views (40 rows × 25 columns), each with left, top,
/// width and height variables, plus two edit variables (`inset`, the grid's leading margin, and
/// `header`, its top). Per view: its left is the previous view's right + 8 (the first column's
/// is `inset`), its top the view above's bottom + 8 (the first row's is `header`), a preferred
/// width at priority 750 and a preferred height at 250; every fifth view has a minimum width
/// and every row's last view a maximum right edge (1500), not binding. 4,240 constraints, and
/// a unique solution, so both solvers must find the same values.
///
/// The system is written as plain data (``Spec``) so the same list feeds this solver and,
/// through ``descriptionText``, kiwisolver's script.
struct GridLayoutSystem {
  struct Spec {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: Relation
    var priority: Double
  }

  static let columns = 25
  static let rows = 40
  static let views = columns * rows
  static let variableCount = views * 4 + 2
  static let inset = views * 4
  static let header = views * 4 + 1
  static let editPriority = 999.0
  static let initialInset = 8.0
  static let initialHeader = 64.0
  /// The one edit re-solved incrementally: the leading margin moves from 8 to 40 (and back).
  static let editedInset = 40.0

  let specs: [Spec]

  init() {
    var specs: [Spec] = []
    func left(_ i: Int) -> Int { 4 * i }
    func top(_ i: Int) -> Int { 4 * i + 1 }
    func width(_ i: Int) -> Int { 4 * i + 2 }
    func height(_ i: Int) -> Int { 4 * i + 3 }
    for i in 0..<Self.views {
      let (row, column) = i.quotientAndRemainder(dividingBy: Self.columns)
      if column == 0 {
        specs.append(Spec(terms: [(left(i), 1), (Self.inset, -1)], constant: 0, relation: .equal, priority: 1000))
      } else {
        specs.append(
          Spec(
            terms: [(left(i), 1), (left(i - 1), -1), (width(i - 1), -1)], constant: -8, relation: .equal,
            priority: 1000))
      }
      if row == 0 {
        specs.append(Spec(terms: [(top(i), 1), (Self.header, -1)], constant: 0, relation: .equal, priority: 1000))
      } else {
        let above = i - Self.columns
        specs.append(
          Spec(
            terms: [(top(i), 1), (top(above), -1), (height(above), -1)], constant: -8, relation: .equal,
            priority: 1000))
      }
      specs.append(Spec(terms: [(width(i), 1)], constant: -Double(40 + (i % 7) * 3), relation: .equal, priority: 750))
      specs.append(Spec(terms: [(height(i), 1)], constant: -Double(20 + i % 5), relation: .equal, priority: 250))
      if i % 5 == 0 {
        specs.append(Spec(terms: [(width(i), 1)], constant: -10, relation: .greaterThanOrEqual, priority: 1000))
      }
      if column == Self.columns - 1 {
        specs.append(
          Spec(terms: [(left(i), 1), (width(i), 1)], constant: -1500, relation: .lessThanOrEqual, priority: 1000))
      }
    }
    self.specs = specs
  }

  /// One line per item: `variables N`, `edit INDEX PRIORITY VALUE`, `constraint RELATION
  /// PRIORITY CONSTANT INDEX COEFFICIENT …`, and `resuggest INDEX VALUE VALUE` (the edit that
  /// is timed, to a value and back).
  var descriptionText: String {
    var lines = ["variables \(Self.variableCount)"]
    lines.append("edit \(Self.inset) \(Self.editPriority) \(Self.initialInset)")
    lines.append("edit \(Self.header) \(Self.editPriority) \(Self.initialHeader)")
    for spec in specs {
      let relation = spec.relation == .equal ? "==" : spec.relation == .lessThanOrEqual ? "<=" : ">="
      let terms = spec.terms.map { "\($0.variable) \($0.coefficient)" }.joined(separator: " ")
      lines.append("constraint \(relation) \(spec.priority) \(spec.constant) \(terms)")
    }
    lines.append("resuggest \(Self.inset) \(Self.editedInset) \(Self.initialInset)")
    return lines.joined(separator: "\n") + "\n"
  }

  func constraints(_ variables: [Variable]) -> [Constraint] {
    specs.map { spec in
      Constraint(
        expression: Expression(
          spec.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: spec.constant),
        relation: spec.relation, strength: Strength(spec.priority))
    }
  }
}
