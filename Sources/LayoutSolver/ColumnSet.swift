/// The basic symbols whose rows contain one symbol: a column of the tableau.
///
/// Iteration order is never relied on: every loop over a column either treats each row on its
/// own or breaks ties by the smallest symbol id, so solutions do not depend on hashing.
struct ColumnSet {
  private var storage = Set<Int>()

  @inline(__always) mutating func insert(_ symbol: Int) { storage.insert(symbol) }
  @inline(__always) mutating func remove(_ symbol: Int) { storage.remove(symbol) }
  mutating func removeAll() { storage.removeAll() }
  var isEmpty: Bool { storage.isEmpty }
  var count: Int { storage.count }
  var elements: [Int] { Array(storage) }
  func contains(_ symbol: Int) -> Bool { storage.contains(symbol) }
}
