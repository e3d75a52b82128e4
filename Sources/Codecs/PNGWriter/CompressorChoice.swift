/// The default mode's per-image choice between ``RunLengthDeflate`` (fast; wins on large frames,
/// photos and flat areas) and libdeflate (LZ77 finds repeated glyphs and edges, which dominate
/// small, text-heavy frames).
///
/// Both compress the same sample of the filtered rows — every ``sampleInterval``-th group of
/// ``rowsPerGroup`` rows, copied together — and the run-length coder is kept unless libdeflate's
/// sample is more than ``allowance`` times smaller; the whole image is then compressed by the one
/// chosen. The sample costs about 1/16 of each coder. The choice depends only on the bytes, so
/// equal pixels still give equal files.
struct CompressorChoice {
  /// Rows per sampled group: long enough for runs and LZ77 matches to show.
  static let rowsPerGroup = 8
  /// One group in this many is sampled.
  static let sampleInterval = 16
  /// How much larger than libdeflate's the run-length coder's sample may be. libdeflate level 2
  /// on the same rows is 5–10 % smaller than libpng's zlib level 2 (the reference frame
  /// writers compare with), so files stay near libpng's size while large frames take the fast path.
  static let allowance = 1.15

  let runLength: RunLengthDeflate
  let deflate: DeflateCompressor

  /// Whether ``runLength`` should compress `filtered` (rows of `runLength.stride` bytes).
  func prefersRunLength(_ filtered: [UInt8]) throws -> Bool {
    let stride = runLength.stride
    let rows = filtered.count / stride
    let groups = (rows + Self.rowsPerGroup - 1) / Self.rowsPerGroup
    var sample: [UInt8] = []
    sample.reserveCapacity((groups / Self.sampleInterval + 1) * Self.rowsPerGroup * stride)
    // The middle group of every interval (for a small image, its middle group).
    var group = min(Self.sampleInterval / 2, groups / 2)
    while group < groups {
      let start = group * Self.rowsPerGroup * stride
      sample += filtered[start..<min(filtered.count, start + Self.rowsPerGroup * stride)]
      group += Self.sampleInterval
    }
    let ours = runLength.zlibStream(sample).count
    let theirs = try deflate.zlibStream(sample).count
    return Double(ours) <= Double(theirs) * Self.allowance
  }
}
