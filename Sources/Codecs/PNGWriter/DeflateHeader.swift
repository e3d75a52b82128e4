/// Reads the header of a zlib stream's first deflate block (RFC 1951, 3.2.7): how many bits
/// come before its first token. A dynamic block's header — its two codes' lengths, coded with a
/// third code — is 50–200 bytes, which on a few kilobytes of input outweighs the difference
/// between two coders' tokens; ``CompressorChoice`` compares short runs of rows without it.
enum DeflateHeader {
  /// The bits of `stream`'s zlib header (2 bytes) and its first block's header: 3 for a stored
  /// or fixed-code block, the whole code description for a dynamic one; nil when the bytes end
  /// first or do not describe valid codes.
  static func bitCount(ofZlibStream stream: UnsafeRawBufferPointer) -> Int? {
    var reader = BitReader(bytes: stream, position: 16)
    guard let blockType = reader.read(3).map({ $0 >> 1 }) else { return nil }
    guard blockType == 2 else { return reader.position }
    guard let literals = reader.read(5), let distances = reader.read(5), let codeLengthCount = reader.read(4)
    else { return nil }
    let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    var codeLengths = [Int](repeating: 0, count: 19)
    for symbol in order.prefix(codeLengthCount + 4) {
      guard let length = reader.read(3) else { return nil }
      codeLengths[symbol] = length
    }
    // Canonical decoding (RFC 1951, 3.2.2): per length, how many codes and the first symbol's
    // index among the symbols sorted by length.
    var counts = [Int](repeating: 0, count: 8)
    for length in codeLengths where length > 0 { counts[length] += 1 }
    let sorted = (0..<19).filter { codeLengths[$0] > 0 }.sorted { (codeLengths[$0], $0) < (codeLengths[$1], $1) }
    var remaining = literals + 257 + distances + 1
    while remaining > 0 {
      var code = 0
      var first = 0
      var index = 0
      var symbol: Int?
      for length in 1...7 {
        guard let bit = reader.read(1) else { return nil }
        code |= bit
        if code - first < counts[length] {
          symbol = sorted[index + code - first]
          break
        }
        index += counts[length]
        first = (first + counts[length]) << 1
        code <<= 1
      }
      guard let symbol else { return nil }
      // 16: the previous length 3–6 times, 17 and 18: zeros 3–10 and 11–138 times.
      let (base, extraBits) = symbol == 16 ? (3, 2) : symbol == 17 ? (3, 3) : symbol == 18 ? (11, 7) : (1, 0)
      guard let extra = reader.read(extraBits) else { return nil }
      remaining -= base + extra
    }
    return remaining == 0 ? reader.position : nil
  }

  /// Bits of a byte buffer, least significant first.
  private struct BitReader {
    let bytes: UnsafeRawBufferPointer
    var position: Int

    /// The next `count` bits as a number (the first bit lowest), or nil past the end.
    mutating func read(_ count: Int) -> Int? {
      guard position + count <= bytes.count * 8 else { return nil }
      var value = 0
      for k in 0..<count {
        let bit = Int(bytes[(position + k) >> 3] >> UInt8((position + k) & 7)) & 1
        value |= bit << k
      }
      position += count
      return value
    }
  }
}
