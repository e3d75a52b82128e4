/// The default mode's per-image choice between ``RunLengthDeflate`` (fast; wins on large frames,
/// photos and flat areas) and libdeflate (LZ77 finds repeated glyphs and edges, which dominate
/// small, text-heavy frames).
///
/// Both compress the same sample of the filtered rows — ``chunkCount`` runs of consecutive
/// rows, each 1/256 of the image's height (at least one row), centred in equal slices of the
/// image, copied together: 1/16 of the rows — and the run-length coder is kept unless
/// libdeflate's sample is more than ``allowance`` times smaller; the whole image is then
/// compressed by the one chosen. The choice depends only on the bytes, so equal pixels still
/// give equal files.
///
/// Spreading the sample over many short runs of rows follows the whole image's ratio closely
/// (within 0.07 on the reference push at 1×, 2× and 3×); a few long groups or every n-th group
/// of 8 rows did not (0.1–0.2 off: a UI's rows repeat with its cells' height, and a periodic
/// sample sees the same part of every cell).
struct CompressorChoice {
  /// Runs of rows in the sample.
  static let chunkCount = 16
  /// Each run is this fraction of the image's rows (at least one row).
  static let chunkFraction = 256
  /// How much larger than libdeflate's the run-length coder's sample may be. libdeflate level 2
  /// on the same rows is 3–11 % smaller than libpng's zlib level 2 (the reference frame
  /// writers compare with); on the reference push the run-length coder's whole frames are
  /// 1.08–1.30× libdeflate's at 1× (text is a large share of the frame), 1.06–1.12× at 2× and
  /// about 1.0× at 3×, where the sample's ratio is at least 1.16, at most 1.08 and at most 1.10.
  static let allowance = 1.12

  let runLength: RunLengthDeflate
  let deflate: DeflateCompressor

  /// Whether ``runLength`` should compress `filtered` (rows of `runLength.stride` bytes).
  func prefersRunLength(_ filtered: [UInt8]) throws -> Bool {
    try filtered.withUnsafeBufferPointer { try prefersRunLength($0, workspace: PNGWorkspace()) }
  }

  /// Whether ``runLength`` should compress `filtered`, sampling into `workspace`'s buffers.
  func prefersRunLength(_ filtered: UnsafeBufferPointer<UInt8>, workspace: PNGWorkspace) throws -> Bool {
    let stride = runLength.stride
    let rows = filtered.count / stride
    let chunkRows = max(1, rows / Self.chunkFraction)
    let chunks = min(Self.chunkCount, rows / chunkRows)
    let sample = workspace.sample.reserve(chunks * chunkRows * stride).assumingMemoryBound(to: UInt8.self)
    var count = 0
    for chunk in 0..<chunks {
      let centre = rows * (2 * chunk + 1) / (2 * chunks)
      let first = max(0, min(rows - chunkRows, centre - chunkRows / 2))
      (sample + count).update(from: filtered.baseAddress! + first * stride, count: chunkRows * stride)
      count += chunkRows * stride
    }
    let input = UnsafeBufferPointer(start: sample, count: count)
    let capacity = max(runLength.capacity(forCount: count), deflate.capacity(forCount: count))
    let output = workspace.sampleOutput.reserve(capacity)
    let ours = runLength.compress(input, into: output.assumingMemoryBound(to: UInt8.self))
    let theirs = try deflate.compress(UnsafeRawBufferPointer(input), into: output, capacity: capacity)
    return Double(ours) <= Double(theirs) * Self.allowance
  }
}
