/// An fpnge-style compressor: a zlib stream of dynamic-Huffman deflate blocks whose only
/// matches are runs — a byte repeating the one before it (distance 1) or the one a pixel before
/// it (distance 3 or 4) — looked for 16 bytes at a time (on `SIMD16` vectors whether any run
/// starts among them, then from exact per-byte equality masks of 64-bit words where), and
/// measured 32 bytes at a time.
///
/// The image is cut into bands of whole rows (``bandBytes`` or more), one block each, with a
/// code fitted to that band: a photo's rows and a flat toolbar's get different codes. A band's
/// code is fitted to all of it (``sampleInterval`` 1) or, faster, to one ``sampleBlockSize``
/// piece in every `sampleInterval` (every symbol kept at frequency ≥ 1, so bytes outside the
/// sample always have a code); the band is then tokenised again and written with a 64-bit bit
/// buffer. ``Stream`` writes the bands one at a time, so a caller can filter each band of rows
/// just before it is compressed, while its bytes are still in the cache.
struct RunLengthDeflate {
  /// 3 (RGB) or 4 (RGBA): the second match distance.
  let bytesPerPixel: Int
  /// Bytes per row (filter byte included): bands end at row boundaries.
  let stride: Int
  /// The smallest band, in bytes (rounded up to whole rows); `Int.max` for one block.
  var bandBytes = Int.max
  /// 1: fit each band's code to all of it; n: to one piece in every n.
  var sampleInterval = 8

  /// Runs shorter than this are written as literals (a short run of a frequent byte costs
  /// fewer bits as literals than as a length and a distance).
  static let minimumRun = 6
  static let sampleBlockSize = 4096

  /// `data` as a complete zlib stream (header 78 01, the blocks, Adler-32).
  func zlibStream(_ data: [UInt8]) -> [UInt8] {
    data.withUnsafeBufferPointer { input in
      [UInt8](unsafeUninitializedCapacity: capacity(forCount: input.count)) { buffer, initialized in
        initialized = compress(input, into: buffer.baseAddress!)
      }
    }
  }

  /// The most bytes ``compress(_:into:)`` writes for `count` input bytes: every byte a 15-bit
  /// literal (a run's ≤ 35 bits cover ≥ 6 bytes), plus a block header per band (≤ 14 + 19 × 3
  /// + 316 × 7 bits = 286 bytes), the zlib header and trailer.
  func capacity(forCount count: Int) -> Int {
    count * 2 + (count / bandLength + 1) * 320 + 1024
  }

  /// `bandBytes` rounded up to whole rows (`Int.max` when that overflows): every band but the
  /// last has this length, and the last band is the rest (at most this length).
  var bandLength: Int {
    let rowsPerBand = max(1, bandBytes / stride + (bandBytes % stride == 0 ? 0 : 1))
    let band = rowsPerBand.multipliedReportingOverflow(by: stride)
    return band.overflow ? Int.max : band.partialValue
  }

  /// Writes `input` as a complete zlib stream (header 78 01, the blocks, Adler-32) at `out`,
  /// which must hold ``capacity(forCount:)`` bytes, and returns its length.
  func compress(_ input: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) -> Int {
    compress(input, into: out, capacity: capacity(forCount: input.count))!
  }

  /// Writes `input` as a complete zlib stream at `out`, which holds `capacity` bytes, and
  /// returns its length — the bytes ``compress(_:into:)`` writes — or nil, the output then
  /// unspecified, when a band's worst case might not fit in what is left: a band is begun only
  /// with room for every byte of it as a literal (and the stream's end) after it.
  ///
  /// With a `deflate` compressor, only `input[..<suffixStart]` (0 < `suffixStart` < `input.count`)
  /// is coded here; the stream is brought to a byte boundary with an empty stored block (zlib's
  /// sync flush) and the rest follows as libdeflate's raw deflate stream, whose last block ends
  /// the zlib stream: runs for a photo at the top of a frame, LZ77 for the text below it.
  ///
  /// `ready(end)` is called before `input[..<end]` is first read — before each band, and before
  /// the suffix with `input.count` — so a caller can fill `input` a band at a time, compressing
  /// each band while it is in the cache; when it returns false the stream stops (nil).
  func compress(
    _ input: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, capacity: Int,
    deflatingFrom suffixStart: Int = .max, with deflate: DeflateCompressor? = nil,
    preparing ready: (_ end: Int) -> Bool = { _ in true }
  ) -> Int? {
    let bytes = input.baseAddress ?? UnsafePointer(out)
    let bandLength = self.bandLength
    let prefixEnd = deflate == nil ? input.count : suffixStart
    precondition(
      prefixEnd == input.count || (1..<input.count).contains(prefixEnd),
      "a libdeflate suffix must start inside the input, not at \(suffixStart) of \(input.count)")
    guard capacity >= 2 else { return nil }
    var stream = Stream(self, into: out)
    defer { stream.release() }
    var start = 0
    repeat {
      let end = prefixEnd - start <= bandLength ? prefixEnd : start + bandLength
      // Written so far, the bits still held (≤ 4 bytes), the band's worst case (15 bits a
      // byte, a 286-byte header) and the stream's end (padding and Adler-32).
      let (worst, overflow) = (end - start).multipliedReportingOverflow(by: 2)
      guard !overflow, stream.count + 4 + worst + 320 + 8 <= capacity, ready(end) else { return nil }
      stream.appendBand(bytes, from: start, to: end, final: end == input.count)
      start = end
    } while start < prefixEnd
    guard let deflate, prefixEnd < input.count else { return stream.finish() }
    guard ready(input.count) else { return nil }
    let adler = stream.flushToByteBoundary()
    let suffix = UnsafeRawBufferPointer(start: bytes + prefixEnd, count: input.count - prefixEnd)
    let written = stream.count
    guard capacity - written > 4,
      let deflated = deflate.compressRawIfFits(suffix, into: out + written, capacity: capacity - written - 4)
    else { return nil }
    Self.writeAdler32(DeflateCompressor.adler32(suffix, continuing: adler), at: out + written + deflated)
    return written + deflated + 4
  }

  /// The bits ``compress(_:into:)`` spends on `input`'s tokens — literals, runs and the
  /// end-of-block code, no block header, padding or zlib framing — with a code fitted to all of
  /// `input`, which is what it writes for one band of at most ``sampleBlockSize`` bytes; counted
  /// without writing (``CompressorChoice`` compares short runs of rows by it).
  func tokenBits(_ input: UnsafeBufferPointer<UInt8>) -> Int {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: Histogram.symbolCount) { buffer in
      let counts = buffer.baseAddress!
      var histogram = Histogram(counts)
      if let data = input.baseAddress { tokenize(data, from: 0, to: input.count, into: &histogram) }
      let tables = histogram.codeTables(bytesPerPixel: bytesPerPixel)
      var bits = Int(tables.literals.lengths[256])
      for symbol in 0..<286 where symbol != 256 && counts[symbol] > 0 {
        let extra = symbol > 256 ? LengthSymbols.extraBits[symbol - 257] : 0
        bits += Int(counts[symbol]) * (Int(tables.literals.lengths[symbol]) + extra)
      }
      for distance in [1, bytesPerPixel] {
        bits += Int(counts[286 + distance - 1]) * Int(tables.distances.lengths[distance - 1])
      }
      return bits
    }
  }

  /// Writes zlib's trailer, `adler` big-endian, at `end`.
  static func writeAdler32(_ adler: UInt32, at end: UnsafeMutablePointer<UInt8>) {
    for (k, shift) in [24, 16, 8, 0].enumerated() {
      end[k] = UInt8(truncatingIfNeeded: adler >> UInt32(shift))
    }
  }

  /// A zlib stream written one band at a time (header 78 01 first, then a block per
  /// ``appendBand(_:from:to:final:)``, the Adler-32 trailer on ``finish()``): the same bytes as
  /// ``compress(_:into:)`` given the same bands, for callers that produce the data band by band.
  struct Stream {
    let coder: RunLengthDeflate
    private let start: UnsafeMutablePointer<UInt8>
    private var writer: BlockWriter
    /// Adler-32 of the bands appended so far (computed while each band is in the cache).
    private var adler: UInt32 = 1

    /// Starts a stream at `out`, which must hold `coder.capacity(forCount:)` of the whole data.
    init(_ coder: RunLengthDeflate, into out: UnsafeMutablePointer<UInt8>) {
      precondition(
        coder.bytesPerPixel == 3 || coder.bytesPerPixel == 4,
        "bytes per pixel must be 3 or 4, got \(coder.bytesPerPixel)")
      precondition(coder.stride >= 1 && coder.sampleInterval >= 1, "stride and sample interval must be positive")
      self.coder = coder
      start = out
      out[0] = 0x78
      out[1] = 0x01
      writer = BlockWriter(out: out + 2)
    }

    /// Appends `data[start..<end]` as one block (the last one when `final`), coded with a code
    /// fitted to (a sample of) it. `data[0..<start]` must be the bands appended before: runs
    /// may reach back into them, as in one whole-buffer ``compress(_:into:)``.
    mutating func appendBand(_ data: UnsafePointer<UInt8>, from start: Int, to end: Int, final: Bool) {
      let tables = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: Histogram.symbolCount) { counts in
        var histogram = Histogram(counts.baseAddress!)
        var piece = start
        while piece < end {
          coder.tokenize(data, from: piece, to: min(end, piece + RunLengthDeflate.sampleBlockSize), into: &histogram)
          piece += RunLengthDeflate.sampleBlockSize * coder.sampleInterval
        }
        return histogram.codeTables(bytesPerPixel: coder.bytesPerPixel)
      }
      writer.beginBlock(tables, final: final)
      coder.tokenize(data, from: start, to: end, into: &writer)
      writer.endBlock()
      let band = UnsafeRawBufferPointer(start: data + start, count: end - start)
      adler = DeflateCompressor.adler32(band, continuing: adler)
    }

    /// The bytes written so far (whole bytes; up to 4 more are held as bits until the next write).
    var count: Int { writer.out - start }

    /// Pads the last block, writes the Adler-32 and returns the stream's length.
    mutating func finish() -> Int {
      let end = writer.finish()
      RunLengthDeflate.writeAdler32(adler, at: end)
      return end + 4 - start
    }

    /// Ends the blocks written so far (none of them final) with an empty stored block — zlib's
    /// sync flush: BFINAL 0, BTYPE 0, zero bits to the next byte, LEN 0, NLEN 0xFFFF — so that a
    /// raw deflate stream can follow at byte ``count``; returns the Adler-32 of the bands
    /// appended (the caller continues it over what follows and writes the trailer).
    mutating func flushToByteBoundary() -> UInt32 {
      writer.write(0, 3)
      let end = writer.finish()
      (end[0], end[1], end[2], end[3]) = (0, 0, 0xFF, 0xFF)
      writer.out = end + 4
      return adler
    }

    /// Frees the writer's tables (after ``finish()``, or instead of it when the stream is dropped).
    func release() { writer.release() }
  }

  /// Splits `data[start..<end]` into literals and runs for `sink`: at each byte, a run of at
  /// least ``minimumRun`` bytes at distance 1 if one starts there, else one at distance one
  /// pixel, else a literal (greedy, byte by byte; `start` may be past earlier data, which runs
  /// compare with).
  @inline(__always)
  private func tokenize<Sink: TokenSink>(
    _ data: UnsafePointer<UInt8>, from start: Int, to end: Int, into sink: inout Sink
  ) {
    let pixel = bytesPerPixel
    var i = start
    while i < end {
      // 16 bytes at a time: which of bytes i…i + 15 start a run of at least `minimumRun` (6)
      // bytes at distance 1 or one pixel — first whether any does, on vectors, then where,
      // from exact per-byte equality masks of 24 bytes. Every byte before the first such start
      // is a literal.
      if i >= pixel && i + 24 <= end {
        if !Self.anyRunStarts(data, i, pixel) {
          sink.literals(data + i, count: 16)
          i += 16
          continue
        }
        let first = Self.word(data, i)
        let second = Self.word(data, i + 8)
        let third = Self.word(data, i + 16)
        let same =
          Self.equalBytes(first, Self.word(data, i - 1)) | Self.equalBytes(second, Self.word(data, i + 7)) << 8
          | Self.equalBytes(third, Self.word(data, i + 15)) << 16
        let samePixel =
          Self.equalBytes(first, Self.word(data, i - pixel))
          | Self.equalBytes(second, Self.word(data, i + 8 - pixel)) << 8
          | Self.equalBytes(third, Self.word(data, i + 16 - pixel)) << 16
        let runs = Self.runStarts(same)
        let starts = (runs | Self.runStarts(samePixel)) & 0xFFFF
        if starts == 0 {
          sink.literals(data + i, count: 16)
          i += 16
          continue
        }
        let literals = starts.trailingZeroBitCount
        if literals > 0 {
          sink.literals(data + i, count: literals)
          i += literals
        }
        let distance = runs >> literals & 1 == 1 ? 1 : pixel
        let length = Self.runLength(data, i, end, distance)
        Self.emitRun(length, distance: distance, into: &sink)
        i += length
        continue
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

  /// Whether a run of `minimumRun` (6) bytes at distance 1 or `pixel` starts at any of bytes
  /// i…i + 15 (reading `data[i − pixel ..< i + 21]`): lane k of the vector of bytes from
  /// `i + j` is compared with the one from `i + j − 1` and `i + j − pixel` for j = 0…5, and a
  /// lane equal in all six for either distance starts a run — 16 positions in a dozen vector
  /// comparisons, where the word masks take four times the operations.
  @inline(__always)
  private static func anyRunStarts(_ data: UnsafePointer<UInt8>, _ i: Int, _ pixel: Int) -> Bool {
    @inline(__always) func bytes(_ offset: Int) -> SIMD16<UInt8> {
      UnsafeRawPointer(data + offset).loadUnaligned(as: SIMD16<UInt8>.self)
    }
    var previous = bytes(i - 1)
    var same = SIMDMask<SIMD16<Int8>>(repeating: true)
    var samePixel = same
    for j in 0..<6 {
      let current = bytes(i + j)
      same .&= current .== previous
      samePixel .&= current .== bytes(i + j - pixel)
      previous = current
    }
    let lanes = unsafeBitCast(same .| samePixel, to: SIMD2<UInt64>.self)
    return lanes[0] | lanes[1] != 0
  }

  /// Eight bytes as a little-endian word (byte k in bits 8k…8k + 7).
  @inline(__always)
  private static func word(_ data: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(data + offset).loadUnaligned(as: UInt64.self))
  }

  /// Bit k set when byte k of `a` equals byte k of `b` (exact for every byte: no borrow
  /// crosses bytes, since each byte's low seven bits are added separately).
  @inline(__always)
  private static func equalBytes(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let x = a ^ b
    let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let zero = ~(((x & low7) &+ low7) | x | low7)
    // Gathers the eight high bits (bits 8k + 7) into bits 0…7.
    return ((zero >> 7) &* 0x0102_0408_1020_4080) >> 56
  }

  /// Bit k set when bits k…k + 5 of `mask` are all set: a run of `minimumRun` starts at byte k.
  @inline(__always)
  private static func runStarts(_ mask: UInt64) -> UInt64 {
    let two = mask & mask >> 1
    let four = two & two >> 2
    return four & two >> 4
  }

  /// How many bytes from `i` (before `end`) equal the byte `distance` before each: 32 bytes at
  /// a time while all do, then eight at a time (the lowest differing byte of two words is their
  /// XOR's lowest set byte). At distance 1 every byte of the run equals `data[i − 1]`, so words
  /// are compared with that byte repeated, one load each.
  @inline(__always)
  private static func runLength(_ data: UnsafePointer<UInt8>, _ i: Int, _ end: Int, _ distance: Int) -> Int {
    var k = i
    if distance == 1 {
      let repeated = UInt64(data[i - 1]) &* 0x0101_0101_0101_0101
      while k + 32 <= end {
        let difference =
          (word(data, k) ^ repeated) | (word(data, k + 8) ^ repeated) | (word(data, k + 16) ^ repeated)
          | (word(data, k + 24) ^ repeated)
        if difference != 0 { break }
        k += 32
      }
      while k + 8 <= end {
        let difference = word(data, k) ^ repeated
        if difference != 0 { return k + difference.trailingZeroBitCount >> 3 - i }
        k += 8
      }
    } else {
      while k + 32 <= end {
        let difference =
          (word(data, k) ^ word(data, k - distance)) | (word(data, k + 8) ^ word(data, k + 8 - distance))
          | (word(data, k + 16) ^ word(data, k + 16 - distance)) | (word(data, k + 24) ^ word(data, k + 24 - distance))
        if difference != 0 { break }
        k += 32
      }
    }
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
  /// `count` literals from `bytes` (at most 16).
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

/// Symbol counts of a sample, in caller-provided memory (counted without bounds or
/// copy-on-write checks): 286 literal/length symbols, then the distance symbols 1…4.
private struct Histogram: TokenSink {
  static let symbolCount = 286 + 4
  let counts: UnsafeMutablePointer<UInt32>

  /// Counts into `counts` (``symbolCount`` entries), zeroed here.
  init(_ counts: UnsafeMutablePointer<UInt32>) {
    counts.initialize(repeating: 0, count: Self.symbolCount)
    self.counts = counts
  }

  @inline(__always)
  mutating func literal(_ byte: UInt8) { counts[Int(byte)] += 1 }

  @inline(__always)
  mutating func literals(_ bytes: UnsafePointer<UInt8>, count: Int) {
    for k in 0..<count { counts[Int(bytes[k])] += 1 }
  }

  @inline(__always)
  mutating func match(length: Int, distance: Int) {
    counts[257 + LengthSymbols.index[length]] += 1
    counts[286 + distance - 1] += 1
  }

  /// The codes for the whole image: the sample's counts, every literal/length symbol and both
  /// distance symbols at least 1, end-of-block 1.
  func codeTables(bytesPerPixel: Int) -> CodeTables {
    var literalCounts = (0..<286).map { max(Int(counts[$0]), 1) }
    literalCounts[256] = 1
    var distanceCounts = [Int](repeating: 0, count: bytesPerPixel)
    distanceCounts[0] = max(Int(counts[286]), 1)
    distanceCounts[bytesPerPixel - 1] = max(Int(counts[286 + bytesPerPixel - 1]), 1)
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

/// Writes dynamic-Huffman blocks, least significant bit first.
private struct BlockWriter: TokenSink {
  var out: UnsafeMutablePointer<UInt8>
  var bits: UInt64 = 0
  var count: UInt64 = 0
  /// `code | length << 32` per literal/length symbol of the current block (286), per distance
  /// symbol (30) and, for each match length 0…258, its symbol's code and extra bits (259):
  /// raw tables, read without bounds checks in the inner loops; freed by ``release()``.
  let literalBits = UnsafeMutablePointer<UInt64>.allocate(capacity: 286 + 30 + 259)
  var distanceBits: UnsafeMutablePointer<UInt64> { literalBits + 286 }
  var lengthBits: UnsafeMutablePointer<UInt64> { literalBits + 316 }

  init(out: UnsafeMutablePointer<UInt8>) {
    self.out = out
    literalBits.initialize(repeating: 0, count: 286 + 30 + 259)
  }

  func release() { literalBits.deallocate() }

  /// Starts a block coded with `tables`: its header (BFINAL, BTYPE 2, both codes' lengths).
  mutating func beginBlock(_ tables: CodeTables, final: Bool) {
    precondition(
      tables.literals.lengths.count == 286 && tables.distances.lengths.count <= 30 && tables.lengthBits.count == 259,
      "code tables of unexpected size")
    for (symbol, (code, length)) in zip(tables.literals.codes, tables.literals.lengths).enumerated() {
      literalBits[symbol] = UInt64(code) | UInt64(length) << 32
    }
    for (symbol, (code, length)) in zip(tables.distances.codes, tables.distances.lengths).enumerated() {
      distanceBits[symbol] = UInt64(code) | UInt64(length) << 32
    }
    for (length, bits) in tables.lengthBits.enumerated() { lengthBits[length] = bits }
    writeHeader(tables, final: final)
  }

  /// Ends the block with end-of-block (symbol 256).
  mutating func endBlock() { write(packed: literalBits[256]) }

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
    write(packed: lengthBits[length])
    write(packed: distanceBits[distance - 1])
  }

  /// BFINAL, BTYPE 2, then both codes' lengths in the code-length alphabet (no repeat codes).
  private mutating func writeHeader(_ tables: CodeTables, final: Bool) {
    let lengths = tables.literals.lengths + tables.distances.lengths
    var counts = [Int](repeating: 0, count: 19)
    for length in lengths { counts[Int(length)] += 1 }
    let lengthCode = HuffmanCode(frequencies: counts, maximumLength: 7)
    let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    let used = max(4, (order.lastIndex { lengthCode.lengths[$0] > 0 } ?? 0) + 1)
    write(final ? 1 : 0, 1)
    write(2, 2)
    write(UInt64(tables.literals.lengths.count - 257), 5)
    write(UInt64(tables.distances.lengths.count - 1), 5)
    write(UInt64(used - 4), 4)
    for symbol in order.prefix(used) { write(UInt64(lengthCode.lengths[symbol]), 3) }
    for length in lengths {
      write(UInt64(lengthCode.codes[Int(length)]), UInt64(lengthCode.lengths[Int(length)]))
    }
  }

  /// Pads the last block to a byte and returns the end of the output.
  mutating func finish() -> UnsafeMutablePointer<UInt8> {
    while count > 0 {
      out.pointee = UInt8(truncatingIfNeeded: bits)
      out += 1
      bits >>= 8
      count = count >= 8 ? count - 8 : 0
    }
    return out
  }
}
