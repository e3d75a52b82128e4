import Foundation

/// Splits scenes into `count` shards for CI jobs that verify in parallel: deterministically
/// (the same names and costs give the same shards on every machine) and balanced by cost, with
/// the longest-processing-time rule — scenes by decreasing cost (then name), each to the shard
/// with the least cost so far (then the lowest number).
public struct ShardPlan: Sendable, Hashable {
  /// Each shard's scenes, sorted by name; shard `i` (1-based) is `shards[i - 1]`.
  public let shards: [[String]]
  /// Each shard's total cost.
  public let costs: [Double]

  /// - Parameters:
  ///   - costs: Each scene's cost (any unit: what a scene's verification takes, e.g. frames ×
  ///     pixels).
  ///   - count: The number of shards, ≥ 1.
  public init(costs: [String: Double], count: Int) {
    precondition(count >= 1, "ShardPlan: count must be ≥ 1, got \(count)")
    var shards = Array(repeating: [String](), count: count)
    var totals = Array(repeating: 0.0, count: count)
    for (name, cost) in costs.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
      let target = totals.indices.min { (totals[$0], $0) < (totals[$1], $1) }!
      shards[target].append(name)
      totals[target] += cost
    }
    self.shards = shards.map { $0.sorted() }
    self.costs = totals
  }

  /// Shard `index` (1-based) of `count`.
  public func scenes(shard index: Int) -> [String] { shards[index - 1] }
}
