/// The lexicographic objective: one row per optional priority in use, highest first.
///
/// Level `k` holds `Σ errors` of the optional constraints (and edit variables) of priority
/// `levels[k].priority`, written over the parametric symbols like any tableau row; its
/// constant is that priority's total error at the current solution. The solver minimises the
/// levels in order — a lower level may only improve where every higher level is unchanged —
/// which is what makes priority 751 beat any number of 750s. Each error weighs 1 in its own
/// level, so no coefficient is scaled by a strength and no level drowns another in rounding.
///
/// Invariant (after every public call): the objective is optimal — no non-dummy symbol has a
/// negative coefficient at some level and a near-zero one at every higher level.
struct Objective {
  struct Level {
    let priority: Double
    var row = Row()
    /// How many error symbols of constraints in the solver belong to this level.
    var errorCount = 0
  }

  /// Sorted by priority, highest first.
  var levels: [Level] = []

  /// The index of the level for `priority`, created if missing.
  mutating func levelIndex(for priority: Double) -> Int {
    var index = 0
    while index < levels.count && levels[index].priority > priority { index += 1 }
    if index == levels.count || levels[index].priority != priority {
      levels.insert(Level(priority: priority), at: index)
    }
    return index
  }

  func existingLevelIndex(for priority: Double) -> Int? {
    levels.firstIndex { $0.priority == priority }
  }

  /// Whether `symbol`'s coefficient is near zero on every level above `level`.
  func isFlatAbove(_ level: Int, for symbol: Int) -> Bool {
    var k = 0
    while k < level {
      if !isNearZero(levels[k].row.coefficient(for: symbol)) { return false }
      k += 1
    }
    return true
  }

  /// Compares the dual ratios `objective(a)/ca` and `objective(b)/cb` level by level; true when
  /// `a`'s is lexicographically smaller (beyond the tolerance).
  func ratio(of a: Int, _ ca: Double, isLessThan b: Int, _ cb: Double) -> Bool {
    for level in levels {
      let ra = level.row.coefficient(for: a) / ca
      let rb = level.row.coefficient(for: b) / cb
      if isNearZero(ra - rb) { continue }
      return ra < rb
    }
    return false
  }
}
