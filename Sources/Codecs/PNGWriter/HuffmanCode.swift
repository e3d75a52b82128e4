/// A length-limited canonical Huffman code, as deflate describes it (RFC 1951, 3.2.2): code
/// lengths from symbol frequencies, then codes assigned in symbol order within each length.
struct HuffmanCode {
  /// Bits per symbol (0: the symbol has no code).
  let lengths: [UInt8]
  /// Each symbol's code, bit-reversed, ready for deflate's least-significant-bit-first writing.
  let codes: [UInt32]

  /// The optimal code for `frequencies`, its lengths limited to `maximumLength` by halving the
  /// frequencies (keeping every used symbol at least 1) until the tree fits. Symbols of
  /// frequency 0 get no code. Deterministic: ties break by symbol number.
  init(frequencies: [Int], maximumLength: Int) {
    var weights = frequencies
    var lengths = Self.treeLengths(weights)
    while (lengths.max() ?? 0) > maximumLength {
      weights = weights.map { $0 == 0 ? 0 : max(1, $0 >> 1) }
      lengths = Self.treeLengths(weights)
    }
    self.lengths = lengths
    self.codes = Self.canonicalCodes(lengths)
  }

  /// Huffman tree depths (a single used symbol gets length 1).
  private static func treeLengths(_ weights: [Int]) -> [UInt8] {
    // Used symbols by (weight, symbol), sorted as one integer key per symbol (symbols < 2¹⁶).
    precondition(weights.count <= 1 << 16, "a Huffman code of \(weights.count) symbols is too large")
    let leaves = weights.indices.compactMap { weights[$0] > 0 ? weights[$0] << 16 | $0 : nil }.sorted().map {
      $0 & 0xFFFF
    }
    var lengths = [UInt8](repeating: 0, count: weights.count)
    if leaves.count == 1 { lengths[leaves[0]] = 1 }
    guard leaves.count > 1 else { return lengths }
    // Two-queue construction: leaves in weight order, internal nodes in creation order (which is
    // also weight order). Nodes 0..<n are leaves, n... internal; parent[] links them.
    let n = leaves.count
    var weight = leaves.map { weights[$0] }
    var parent = [Int](repeating: -1, count: 2 * n - 1)
    var nextLeaf = 0
    var nextInternal = n
    func takeSmallest() -> Int {
      if nextLeaf < n && (nextInternal >= weight.count || weight[nextLeaf] <= weight[nextInternal]) {
        nextLeaf += 1
        return nextLeaf - 1
      }
      nextInternal += 1
      return nextInternal - 1
    }
    for node in n..<(2 * n - 1) {
      let first = takeSmallest()
      let second = takeSmallest()
      weight.append(weight[first] + weight[second])
      parent[first] = node
      parent[second] = node
    }
    var depth = [Int](repeating: 0, count: 2 * n - 1)
    for node in stride(from: 2 * n - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
    for (leaf, symbol) in leaves.enumerated() { lengths[symbol] = UInt8(depth[leaf]) }
    return lengths
  }

  /// RFC 1951's canonical code assignment, each code then bit-reversed.
  private static func canonicalCodes(_ lengths: [UInt8]) -> [UInt32] {
    let longest = Int(lengths.max() ?? 0)
    var countPerLength = [Int](repeating: 0, count: longest + 1)
    for length in lengths where length > 0 { countPerLength[Int(length)] += 1 }
    var next = [Int](repeating: 0, count: longest + 2)
    var code = 0
    for bits in stride(from: 1, through: longest, by: 1) {
      code = (code + countPerLength[bits - 1]) << 1
      next[bits] = code
    }
    return lengths.map { length in
      guard length > 0 else { return 0 }
      let value = next[Int(length)]
      next[Int(length)] += 1
      return reverseBits(UInt32(value)) >> (32 - UInt32(length))
    }
  }

  /// The 32 bits of `value` in reverse order.
  private static func reverseBits(_ value: UInt32) -> UInt32 {
    var v = value
    v = (v >> 1 & 0x5555_5555) | (v & 0x5555_5555) << 1
    v = (v >> 2 & 0x3333_3333) | (v & 0x3333_3333) << 2
    v = (v >> 4 & 0x0F0F_0F0F) | (v & 0x0F0F_0F0F) << 4
    return v.byteSwapped
  }
}
