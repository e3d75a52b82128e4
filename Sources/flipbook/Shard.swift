import ArgumentParser

/// `--shard i/n`: the i-th of n shards (1 ≤ i ≤ n).
struct Shard: ExpressibleByArgument, Hashable, CustomStringConvertible {
  var index: Int
  var count: Int

  init?(argument: String) {
    let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      (1...count).contains(index)
    else { return nil }
    self.index = index
    self.count = count
  }

  var description: String { "\(index)/\(count)" }
}
