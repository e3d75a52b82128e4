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
    try filtered.withUnsafeBufferPointer { try choose($0, workspace: PNGWorkspace()).prefersRunLength }
  }

  /// The choice for one image, and the sample it was made on.
  struct Outcome {
    /// Whether ``CompressorChoice/runLength`` should compress the image.
    var prefersRunLength: Bool
    /// The bytes sampled, and the chosen coder's output for them.
    var sampleCount: Int
    var chosenCount: Int

    /// The chosen coder's output for the whole `count` bytes, extrapolated from the sample.
    func estimate(forCount count: Int) -> Int {
      sampleCount == 0 ? count : Int((Double(chosenCount) * Double(count) / Double(sampleCount)).rounded(.up))
    }
  }

  /// Chooses the coder for `filtered`, sampling into `spare` when it holds the sample and its
  /// trial output (free memory of the caller's: the frame's own bytes past its filtered rows),
  /// else into `workspace`'s buffers.
  func choose(
    _ filtered: UnsafeBufferPointer<UInt8>, workspace: PNGWorkspace, spare: UnsafeMutableRawBufferPointer? = nil
  ) throws -> Outcome {
    let stride = runLength.stride
    let rows = filtered.count / stride
    let chunkRows = max(1, rows / Self.chunkFraction)
    let chunks = min(Self.chunkCount, rows / chunkRows)
    let sampleCount = chunks * chunkRows * stride
    let capacity = max(runLength.capacity(forCount: sampleCount), deflate.capacity(forCount: sampleCount))
    let sample: UnsafeMutablePointer<UInt8>
    let output: UnsafeMutableRawPointer
    if let spare, let start = spare.baseAddress, spare.count >= sampleCount + capacity {
      sample = start.assumingMemoryBound(to: UInt8.self)
      output = start + sampleCount
    } else {
      sample = workspace.sample.reserve(sampleCount).assumingMemoryBound(to: UInt8.self)
      output = workspace.sampleOutput.reserve(capacity)
    }
    var count = 0
    for chunk in 0..<chunks {
      let centre = rows * (2 * chunk + 1) / (2 * chunks)
      let first = max(0, min(rows - chunkRows, centre - chunkRows / 2))
      (sample + count).update(from: filtered.baseAddress! + first * stride, count: chunkRows * stride)
      count += chunkRows * stride
    }
    let input = UnsafeBufferPointer(start: sample, count: count)
    let ours = runLength.compress(input, into: output.assumingMemoryBound(to: UInt8.self))
    let theirs = try deflate.compress(UnsafeRawBufferPointer(input), into: output, capacity: capacity)
    let prefersRunLength = Double(ours) <= Double(theirs) * Self.allowance
    return Outcome(
      prefersRunLength: prefersRunLength, sampleCount: count, chosenCount: prefersRunLength ? ours : theirs)
  }
}
