import TestSupport
import Testing

@testable import Codecs

/// The run-length coder's Huffman codes (RFC 1951, 3.2.2): optimal, length-limited, canonical.
@Suite("Huffman codes of the PNG writer")
struct HuffmanCodeTests {
  /// The cost (Σ frequency × length) of an optimal code, by the textbook merge of the two
  /// lightest subtrees (a subtree's cost grows by its weight at each merge above it).
  static func optimalCost(_ frequencies: [Int]) -> Int {
    var weights = frequencies.filter { $0 > 0 }
    guard weights.count > 1 else { return weights.first ?? 0 }
    var cost = 0
    while weights.count > 1 {
      weights.sort(by: >)
      let merged = weights.removeLast() + weights.removeLast()
      cost += merged
      weights.append(merged)
    }
    return cost
  }

  @Test func smallCodesHaveTheirKnownLengthsTiesBrokenBySymbol() {
    #expect(HuffmanCode(frequencies: [1, 1, 2, 4], maximumLength: 15).lengths == [3, 3, 2, 1])
    #expect(HuffmanCode(frequencies: [0, 5, 0, 0], maximumLength: 15).lengths == [0, 1, 0, 0])
    #expect(HuffmanCode(frequencies: [3, 3, 3, 3], maximumLength: 15).lengths == [2, 2, 2, 2])
    #expect(HuffmanCode(frequencies: [0, 0], maximumLength: 15).lengths == [0, 0])
    // Equal weights: the lower symbol is the lighter leaf, deeper in the tree.
    #expect(HuffmanCode(frequencies: [1, 1, 1], maximumLength: 15).lengths == [2, 2, 1])
  }

  @Test func codesAreOptimalCompleteAndPrefixFree() {
    var random = SplitMix64(state: 18)
    for round in 0..<400 {
      let count = 2 + Int(random.next() % 300)
      let frequencies = (0..<count).map { _ in
        random.next() % 4 == 0 ? 0 : Int(random.next() % (round % 2 == 0 ? 50 : 100_000))
      }
      let code = HuffmanCode(frequencies: frequencies, maximumLength: 15)
      let used = frequencies.indices.filter { frequencies[$0] > 0 }
      #expect(frequencies.indices.allSatisfy { (frequencies[$0] > 0) == (code.lengths[$0] > 0) })
      guard used.count > 1 else { continue }
      #expect(code.lengths.allSatisfy { $0 <= 15 })
      // Kraft's sum is exactly 1: a complete code.
      let kraft = used.reduce(0) { $0 + (1 << (15 - Int(code.lengths[$1]))) }
      #expect(kraft == 1 << 15, "round \(round)")
      // With a cap it never reaches, it costs what any optimal code costs (under the cap of 15
      // the halved weights may give a slightly costlier code even when it ends shorter).
      let unlimited = HuffmanCode(frequencies: frequencies, maximumLength: 40)
      let cost = used.reduce(0) { $0 + frequencies[$1] * Int(unlimited.lengths[$1]) }
      #expect(cost == Self.optimalCost(frequencies), "round \(round)")
      // No code is a prefix of another (codes are stored bit-reversed: compare low bits).
      guard round < 40 else { continue }
      for a in used {
        for b in used where a != b && code.lengths[a] <= code.lengths[b] {
          let mask = UInt32(1) << UInt32(code.lengths[a]) - 1
          #expect(code.codes[b] & mask != code.codes[a], "round \(round): \(a) prefixes \(b)")
        }
      }
    }
  }

  @Test func skewedFrequenciesAreLimitedToTheMaximumLength() {
    // Fibonacci weights make a tree 30 deep; the cap halves them until it fits in 7 and 15.
    var fibonacci = [1, 1]
    while fibonacci.count < 30 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
    for limit in [7, 15] {
      let code = HuffmanCode(frequencies: fibonacci, maximumLength: limit)
      #expect(code.lengths.allSatisfy { $0 > 0 && $0 <= limit })
      let kraft = code.lengths.reduce(0) { $0 + (1 << (limit - Int($1))) }
      #expect(kraft == 1 << limit)
    }
  }
}
