/// How much a constraint matters: Auto Layout's priority, 1…1000.
///
/// `1000` is ``required``: a required constraint holds exactly or the solver refuses it
/// (``SolverError/unsatisfiableConstraint(_:conflicts:)``). Any lower priority is optional, and
/// optional priorities are **strictly ordered**, as in UIKit: the solver minimises the error of
/// the highest priority first and only then looks at the next one down, so a 751 beats a 750 no
/// matter how many 750s oppose it (a lexicographic objective, not a weighted sum). Constraints of
/// the same priority trade off by the sum of their errors (each error weighs 1).
///
/// Mapping from UIKit: `UILayoutPriority.required` (1000) → ``required``;
/// `.defaultHigh` (750), `.defaultLow` (250), `.fittingSizeLevel` (50) and any other value in
/// 1…999 → that value. Kiwi's named strengths map to ``strong`` (999), ``medium`` (750) and
/// ``weak`` (250) for readers who know Cassowary.
public struct Strength: Comparable, Hashable, CustomStringConvertible, Sendable {
  /// The priority, in 1…1000.
  public let priority: Double

  /// Creates a strength from an Auto Layout priority.
  /// - Precondition: `1 ≤ priority ≤ 1000` (UIKit raises for priorities outside this range too).
  public init(_ priority: Double) {
    precondition(
      priority >= 1 && priority <= 1000, "LayoutSolver.Strength: priority \(priority) is outside 1…1000")
    self.priority = priority
  }

  public static let required = Strength(1000)
  public static let strong = Strength(999)
  public static let medium = Strength(750)
  public static let weak = Strength(250)

  public var isRequired: Bool { priority >= 1000 }

  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }

  public var description: String { isRequired ? "required" : "priority \(formatNumber(priority))" }
}
