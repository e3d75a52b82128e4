/// The default mode's choice, per image, between ``RunLengthDeflate`` (fast; wins on large
/// frames, photos and flat areas) and libdeflate (LZ77 finds repeated glyphs and edges, which
/// dominate small, text-heavy frames) — and, for an image given to libdeflate, how many of its
/// top rows the run-length coder takes first (a photo above text: a message, an article).
///
/// First, both coders compress the same sample of the filtered rows — ``chunkCount`` runs of
/// consecutive rows, each 1/``chunkFraction`` of the image's height (at least one row),
/// centred in equal slices of the image, copied together: 1/16 of the rows — and the
/// run-length coder takes the whole image unless libdeflate's sample is more than
/// ``allowance`` times smaller. Spreading the sample over many short runs of rows follows the
/// whole image's ratio closely (within 0.07 on the reference push at 1×, 2× and 3×); a few long
/// groups or every n-th group of 8 rows did not (0.1–0.2 off: a UI's rows repeat with its
/// cells' height, and a periodic sample sees the same part of every cell).
///
/// Then, when libdeflate won, each slice's run is compressed on its own by both, and the
/// run-length coder keeps the slices above the boundary that minimises its token bits above
/// plus ``allowance`` times libdeflate's below (token bits: without the block headers,
/// ``DeflateHeader``, which on a few rows outweigh the tokens). Compressed apart, a run sees
/// only its own rows, much as a row of the image sees only the 32 KB before it (28 rows at 1×);
/// copied together, the runs of a list's cells, 1/16 of the image apart, find each other's
/// repeats, which the image's rows are too far apart for — so the whole sample overstates
/// LZ77 on lists: on the reference push at 1× the inbox frames it gives to libdeflate come out
/// 1.07–1.09× libdeflate's size with runs above the last slices, within the allowance.
/// libdeflate's raw stream then ends the zlib stream (``RunLengthDeflate``'s
/// `compress(_:into:capacity:deflatingFrom:with:)`). On the reference push at 1× this takes
/// the photo's rows, which code smaller as runs, and most of the inbox's from libdeflate: a
/// quarter less CPU time, files 1.5 % smaller. The choice depends only on the bytes, so equal
/// pixels still give equal files.
struct CompressorChoice {
  /// Runs of rows in the sample (and slices of the image).
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

  /// Where ``runLength`` should hand `filtered` (rows of `runLength.stride` bytes) over to
  /// ``deflate``: a byte offset at a row boundary; `filtered.count` for runs only, 0 for
  /// libdeflate only.
  func runLengthEnd(_ filtered: [UInt8]) throws -> Int {
    try filtered.withUnsafeBufferPointer { try choose($0, workspace: PNGWorkspace()).runLengthEnd }
  }

  /// The choice for one image, and the sample it was made on.
  struct Outcome {
    /// The bytes of the filtered rows ``CompressorChoice/runLength`` codes (from the start):
    /// 0 for libdeflate only, all of them for runs only.
    var runLengthEnd: Int
    /// The bytes sampled, and the chosen coders' output for them.
    var sampleCount: Int
    var chosenCount: Int

    /// The chosen coders' output for the whole `count` bytes, extrapolated from the sample.
    func estimate(forCount count: Int) -> Int {
      sampleCount == 0 ? count : Int((Double(chosenCount) * Double(count) / Double(sampleCount)).rounded(.up))
    }
  }

  /// Where the sample's runs of rows lie in an image of `rows` rows of `stride` bytes.
  struct Sample {
    /// Rows in each run (at least one), and runs.
    let chunkRows: Int
    let chunks: Int
    /// Bytes of one run, and of the whole sample.
    let chunkCount: Int
    var count: Int { chunks * chunkCount }
    private let rows: Int

    init(rows: Int, stride: Int) {
      self.rows = rows
      chunkRows = max(1, rows / CompressorChoice.chunkFraction)
      chunks = min(CompressorChoice.chunkCount, rows / chunkRows)
      chunkCount = chunkRows * stride
    }

    /// The first row of run `chunk`: the run is centred in the `chunk`-th of ``chunks`` equal
    /// slices of the image.
    func firstRow(ofChunk chunk: Int) -> Int {
      let centre = rows * (2 * chunk + 1) / (2 * chunks)
      return max(0, min(rows - chunkRows, centre - chunkRows / 2))
    }
  }

  /// The bytes ``choose(sample:of:rows:output:)`` may write at its `output`.
  func outputCapacity(for sample: Sample) -> Int {
    max(runLength.capacity(forCount: sample.count), deflate.capacity(forCount: sample.count))
  }

  /// The choice for `filtered`, its sample copied into `spare` when that holds the sample and
  /// its trial output (free memory of the caller's: the frame's own bytes past its filtered
  /// rows), else into `workspace`'s file buffer (the file is written after the choice).
  func choose(
    _ filtered: UnsafeBufferPointer<UInt8>, workspace: PNGWorkspace, spare: UnsafeMutableRawBufferPointer? = nil
  ) throws -> Outcome {
    let stride = runLength.stride
    let rows = filtered.count / stride
    let layout = Sample(rows: rows, stride: stride)
    let needed = layout.count + outputCapacity(for: layout)
    let memory: UnsafeMutableRawPointer
    if let spare, let start = spare.baseAddress, spare.count >= needed {
      memory = start
    } else {
      memory = workspace.file.reserve(needed)
    }
    let sample = memory.assumingMemoryBound(to: UInt8.self)
    for chunk in 0..<layout.chunks {
      (sample + chunk * layout.chunkCount).update(
        from: filtered.baseAddress! + layout.firstRow(ofChunk: chunk) * stride, count: layout.chunkCount)
    }
    return try choose(sample: sample, of: layout, rows: rows, output: memory + layout.count)
  }

  /// The choice for an image of `rows` filtered rows, from its sample alone: `sample`
  /// holds the runs of rows `layout` places, one after another; `output` has room for
  /// ``outputCapacity(for:)`` bytes of trial output.
  func choose(
    sample: UnsafePointer<UInt8>, of layout: Sample, rows: Int, output: UnsafeMutableRawPointer
  ) throws -> Outcome {
    let (chunks, chunkCount, count) = (layout.chunks, layout.chunkCount, layout.count)
    let filteredCount = rows * runLength.stride
    let capacity = outputCapacity(for: layout)
    let input = UnsafeBufferPointer(start: sample, count: count)
    let ours = runLength.compress(input, into: output.assumingMemoryBound(to: UInt8.self))
    let theirs = try deflate.compress(UnsafeRawBufferPointer(input), into: output, capacity: capacity)
    if Double(ours) <= Double(theirs) * Self.allowance {
      return Outcome(runLengthEnd: filteredCount, sampleCount: count, chosenCount: ours)
    }
    // libdeflate won: the slices above the best boundary go to the run-length coder, compared
    // by their tokens' bits (each slice's run on its own: the runs' counted with a code fitted
    // to it, libdeflate's compressed; both without block headers).
    var above = 0.0
    var best = (slices: 0, difference: 0.0)
    for chunk in 0..<chunks {
      let piece = UnsafeBufferPointer(start: sample + chunk * chunkCount, count: chunkCount)
      above += Double(runLength.tokenBits(piece))
      let deflated = try deflate.compress(UnsafeRawBufferPointer(piece), into: output, capacity: capacity)
      above -= Self.allowance * Double(Self.tokenBits(UnsafeRawBufferPointer(start: output, count: deflated)))
      if above < best.difference { best = (chunk + 1, above) }
    }
    let runLengthEnd = best.slices == chunks ? filteredCount : rows * best.slices / chunks * runLength.stride
    return Outcome(runLengthEnd: runLengthEnd, sampleCount: count, chosenCount: theirs + Int(best.difference / 8))
  }

  /// A zlib stream's bits past its first block's header, less its Adler-32 (what remains is
  /// its tokens and at most 7 bits of padding).
  private static func tokenBits(_ stream: UnsafeRawBufferPointer) -> Int {
    guard let header = DeflateHeader.bitCount(ofZlibStream: stream) else {
      preconditionFailure("CompressorChoice: libdeflate's \(stream.count)-byte stream has no readable block header")
    }
    return stream.count * 8 - 32 - header
  }
}
