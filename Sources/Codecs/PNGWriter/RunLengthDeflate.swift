/// The fast mode's compressor, in the manner of fpnge: a zlib stream of one dynamic-Huffman
/// deflate block whose only matches are runs — a byte repeating the one before it (distance 1)
/// or the one a pixel before it (distance 3 or 4) — and whose code is fitted to a sample of the
/// image instead of to all of it.
///
/// Two passes over the data: the first tokenises one block of ``sampleBlockSize`` bytes in
/// every ``sampleInterval`` into a histogram (every symbol kept at frequency ≥ 1, so bytes
/// outside the sample always have a code); the second tokenises everything and writes it with
/// a 64-bit bit buffer. Runs and the literals between them are found eight bytes at a time on
/// 64-bit words (Swift's `==` on `SIMD16` compiles to a byte loop).
struct RunLengthDeflate {
  /// 3 (RGB) or 4 (RGBA): the second match distance.
  let bytesPerPixel: Int

  /// Runs shorter than this are written as literals (a short run of a frequent byte costs
  /// fewer bits as literals than as a length and a distance).
  static let minimumRun = 6
  static let sampleBlockSize = 4096
  static let sampleInterval = 8

  /// `data` as a complete zlib stream (header 78 01, the block, Adler-32).
  func zlibStream(_ data: [UInt8]) -> [UInt8] {
    data.withUnsafeBufferPointer { zlibStream($0) }
  }

  /// `input` (borrowed memory, not empty) as a complete zlib stream.
  func zlibStream(_ input: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    precondition(bytesPerPixel == 3 || bytesPerPixel == 4, "bytes per pixel must be 3 or 4, got \(bytesPerPixel)")
    let bytes = input.baseAddress!
    var histogram = Histogram()
    var start = 0
    while start < input.count {
      tokenize(bytes, from: start, to: min(input.count, start + Self.sampleBlockSize), into: &histogram)
      start += Self.sampleBlockSize * Self.sampleInterval
    }
    let tables = histogram.codeTables(bytesPerPixel: bytesPerPixel)
    let capacity = input.count * 2 + 1024
    return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
      let out = buffer.baseAddress!
      out[0] = 0x78
      out[1] = 0x01
      var writer = BlockWriter(out: out + 2, tables: tables)
      writer.writeHeader()
      tokenize(bytes, from: 0, to: input.count, into: &writer)
      var end = writer.finish()
      let adler = DeflateCompressor.adler32(UnsafeRawBufferPointer(input))
      for shift in [24, 16, 8, 0] {
        end[0] = UInt8(truncatingIfNeeded: adler >> UInt32(shift))
        end += 1
      }
      initialized = end - out
    }
  }

  /// Splits `data[start..<end]` into literals and runs for `sink`.
  @inline(__always)
  private func tokenize<Sink: TokenSink>(
    _ data: UnsafePointer<UInt8>, from start: Int, to end: Int, into sink: inout Sink
  ) {
    let pixel = bytesPerPixel
    var i = start
    while i < end {
      // 8 bytes at a time: a run can only start at a byte equal to the one before it or the one
      // a pixel before it, so every byte before the first such byte is a literal.
      if i >= pixel && i + 8 <= end {
        let here = Self.word(data, i)
        let flags = Self.zeroBytes(here ^ Self.word(data, i - 1)) | Self.zeroBytes(here ^ Self.word(data, i - pixel))
        let literals = flags == 0 ? 8 : flags.trailingZeroBitCount >> 3
        sink.literals(data + i, count: literals)
        i += literals
        if literals == 8 { continue }
      }
      let byte = data[i]
      if i >= 1 && byte == data[i - 1] {
        let length = Self.runLength(data, i, end, 1)
        if length >= Self.minimumRun {
          Self.emitRun(length, distance: 1, into: &sink)
          i += length
          continue
        }
      }
      if i >= pixel && byte == data[i - pixel] {
        let length = Self.runLength(data, i, end, pixel)
        if length >= Self.minimumRun {
          Self.emitRun(length, distance: pixel, into: &sink)
          i += length
          continue
        }
      }
      sink.literal(byte)
      i += 1
    }
  }

  /// Eight bytes as a little-endian word (byte k in bits 8k…8k + 7).
  @inline(__always)
  private static func word(_ data: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(data + offset).loadUnaligned(as: UInt64.self))
  }

  /// Bit 8k + 7 set for the lowest zero byte k of `word` (bytes above it may be flagged too;
  /// only the lowest flag is exact, and only it is used). 0 when no byte is zero.
  @inline(__always)
  private static func zeroBytes(_ word: UInt64) -> UInt64 {
    (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
  }

  /// How many bytes from `i` (before `end`) equal the byte `distance` before each, compared
  /// eight at a time (the lowest differing byte of two words is their XOR's lowest set byte).
  @inline(__always)
  private static func runLength(_ data: UnsafePointer<UInt8>, _ i: Int, _ end: Int, _ distance: Int) -> Int {
    var k = i
    while k + 8 <= end {
      let difference = word(data, k) ^ word(data, k - distance)
      if difference != 0 { return k + difference.trailingZeroBitCount >> 3 - i }
      k += 8
    }
    while k < end && data[k] == data[k - distance] { k += 1 }
    return k - i
  }

  /// A run as matches of at most 258 bytes, none shorter than 3.
  @inline(__always)
  private static func emitRun<Sink: TokenSink>(_ length: Int, distance: Int, into sink: inout Sink) {
    var remaining = length
    while remaining > 0 {
      let piece = remaining > 258 && remaining - 258 < 3 ? 255 : min(remaining, 258)
      sink.match(length: piece, distance: distance)
      remaining -= piece
    }
  }
}

/// Receives the tokens of ``RunLengthDeflate``.
private protocol TokenSink {
  mutating func literal(_ byte: UInt8)
  /// `count` literals from `bytes` (at most 8).
  mutating func literals(_ bytes: UnsafePointer<UInt8>, count: Int)
  /// `length` 3…258, `distance` 1, 3 or 4.
  mutating func match(length: Int, distance: Int)
}

/// Deflate's length symbols (RFC 1951, 3.2.5): for each length 3…258, its symbol and extra bits.
private enum LengthSymbols {
  static let bases = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  static let extraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
  /// For length L: the index into `bases` (symbol 257 + index).
  static let index: [Int] = (0...258).map { length in
    length < 3 ? 0 : bases.lastIndex { $0 <= length }!
  }
}

/// Symbol counts of a sample.
private struct Histogram: TokenSink {
  var literals = [Int](repeating: 0, count: 286)
  var distances = [Int](repeating: 0, count: 30)

  mutating func literal(_ byte: UInt8) { literals[Int(byte)] += 1 }

  mutating func literals(_ bytes: UnsafePointer<UInt8>, count: Int) {
    for k in 0..<count { literals[Int(bytes[k])] += 1 }
  }

  mutating func match(length: Int, distance: Int) {
    literals[257 + LengthSymbols.index[length]] += 1
    distances[distance - 1] += 1
  }

  /// The codes for the whole image: the sample's counts, every literal/length symbol and both
  /// distance symbols at least 1, end-of-block 1.
  func codeTables(bytesPerPixel: Int) -> CodeTables {
    var literalCounts = literals.map { max($0, 1) }
    literalCounts[256] = 1
    var distanceCounts = [Int](repeating: 0, count: bytesPerPixel)
    distanceCounts[0] = max(distances[0], 1)
    distanceCounts[bytesPerPixel - 1] = max(distances[bytesPerPixel - 1], 1)
    return CodeTables(
      literals: HuffmanCode(frequencies: literalCounts, maximumLength: 15),
      distances: HuffmanCode(frequencies: distanceCounts, maximumLength: 15))
  }
}

/// The two codes and, for each match length, its bits (length code + extra bits) ready to write.
private struct CodeTables {
  let literals: HuffmanCode
  let distances: HuffmanCode
  /// For length 0…258: `bits | count << 32` of the length symbol's code and its extra bits.
  let lengthBits: [UInt64]

  init(literals: HuffmanCode, distances: HuffmanCode) {
    self.literals = literals
    self.distances = distances
    lengthBits = (0...258).map { length in
      guard length >= 3 else { return 0 }
      let index = LengthSymbols.index[length]
      let symbol = 257 + index
      let codeLength = UInt64(literals.lengths[symbol])
      let extra = UInt64(length - LengthSymbols.bases[index])
      let bits = UInt64(literals.codes[symbol]) | extra << codeLength
      return bits | (codeLength + UInt64(LengthSymbols.extraBits[index])) << 32
    }
  }
}

/// Writes one final dynamic-Huffman block, least significant bit first.
private struct BlockWriter: TokenSink {
  var out: UnsafeMutablePointer<UInt8>
  var bits: UInt64 = 0
  var count: UInt64 = 0
  let tables: CodeTables
  /// `code | length << 32` per literal/length symbol.
  let literalBits: [UInt64]
  let distanceBits: [UInt64]

  init(out: UnsafeMutablePointer<UInt8>, tables: CodeTables) {
    self.out = out
    self.tables = tables
    literalBits = zip(tables.literals.codes, tables.literals.lengths).map { UInt64($0) | UInt64($1) << 32 }
    distanceBits = zip(tables.distances.codes, tables.distances.lengths).map { UInt64($0) | UInt64($1) << 32 }
  }

  /// Appends the low `length` bits of `value` (at most 32).
  @inline(__always)
  mutating func write(_ value: UInt64, _ length: UInt64) {
    bits |= value << count
    count += length
    if count >= 32 {
      UnsafeMutableRawPointer(out).storeBytes(of: UInt32(truncatingIfNeeded: bits).littleEndian, as: UInt32.self)
      out += 4
      bits >>= 32
      count -= 32
    }
  }

  @inline(__always)
  mutating func write(packed: UInt64) { write(packed & 0xFFFF_FFFF, packed >> 32) }

  @inline(__always)
  mutating func literal(_ byte: UInt8) { write(packed: literalBits[Int(byte)]) }

  /// Two literals per write (their codes are at most 15 bits each, so a pair fits 32).
  @inline(__always)
  mutating func literals(_ bytes: UnsafePointer<UInt8>, count: Int) {
    var k = 0
    while k + 2 <= count {
      let first = literalBits[Int(bytes[k])]
      let second = literalBits[Int(bytes[k + 1])]
      let firstLength = first >> 32
      write((first & 0xFFFF_FFFF) | (second & 0xFFFF_FFFF) << firstLength, firstLength + second >> 32)
      k += 2
    }
    if k < count { literal(bytes[k]) }
  }

  @inline(__always)
  mutating func match(length: Int, distance: Int) {
    write(packed: tables.lengthBits[length])
    write(packed: distanceBits[distance - 1])
  }

  /// BFINAL, BTYPE 2, then both codes' lengths in the code-length alphabet (no repeat codes).
  mutating func writeHeader() {
    let lengths = tables.literals.lengths + tables.distances.lengths
    var counts = [Int](repeating: 0, count: 19)
    for length in lengths { counts[Int(length)] += 1 }
    let lengthCode = HuffmanCode(frequencies: counts, maximumLength: 7)
    let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    let used = max(4, (order.lastIndex { lengthCode.lengths[$0] > 0 } ?? 0) + 1)
    write(1, 1)
    write(2, 2)
    write(UInt64(tables.literals.lengths.count - 257), 5)
    write(UInt64(tables.distances.lengths.count - 1), 5)
    write(UInt64(used - 4), 4)
    for symbol in order.prefix(used) { write(UInt64(lengthCode.lengths[symbol]), 3) }
    for length in lengths {
      write(UInt64(lengthCode.codes[Int(length)]), UInt64(lengthCode.lengths[Int(length)]))
    }
  }

  /// Writes end-of-block, pads to a byte and returns the end of the output.
  mutating func finish() -> UnsafeMutablePointer<UInt8> {
    write(packed: literalBits[256])
    while count > 0 {
      out.pointee = UInt8(truncatingIfNeeded: bits)
      out += 1
      bits >>= 8
      count = count >= 8 ? count - 8 : 0
    }
    return out
  }
}
