import Graphics

/// One APNG frame, compressed and waiting for its dispose op (chosen once the next frame is
/// known) before its `fcTL` and data chunks are written.
struct APNGFrameData {
  var rect: PixelRect
  var delay: (numerator: UInt16, denominator: UInt16)
  /// `APNG_DISPOSE_OP_NONE` (0), `BACKGROUND` (1) or `PREVIOUS` (2).
  var disposeOp: UInt8 = 0
  /// `APNG_BLEND_OP_SOURCE` (0) or `OVER` (1).
  var blendOp: UInt8
  /// The zlib stream of the filtered rows.
  var compressed: [UInt8]

  /// Crops `words` (the frame, RGBA words) to `rect`; with `over`, pixels equal to `reference`
  /// become transparent black and the blend op is OVER, unless a changed pixel is not opaque.
  init(
    rect: PixelRect, delay: (numerator: UInt16, denominator: UInt16), words: [UInt32], reference: [UInt32],
    width: Int, bpp: Int, over: Bool, level: Int32
  ) throws {
    self.rect = rect
    self.delay = delay
    var useOver = over
    if over {
      rect.forEachIndex(width: width) { p in
        if words[p] != reference[p] && words[p] >> 24 != 0xFF { useOver = false }
      }
    }
    blendOp = useOver ? 1 : 0
    var pixels = [UInt8](repeating: 0, count: rect.area * bpp)
    var o = 0
    rect.forEachIndex(width: width) { p in
      let word = words[p]
      if !(useOver && word == reference[p]) {
        // Words hold RGBA in memory order (little-endian): R is the low byte.
        pixels[o] = UInt8(word & 0xFF)
        pixels[o + 1] = UInt8(word >> 8 & 0xFF)
        pixels[o + 2] = UInt8(word >> 16 & 0xFF)
        if bpp == 4 { pixels[o + 3] = UInt8(word >> 24) }
      }
      o += bpp
    }
    let filtered = PNGRowFilter.filter(pixels, rowBytes: rect.width * bpp, height: rect.height, bpp: bpp)
    compressed = try Zlib.compress(filtered, level: level)
  }

  /// Appends `fcTL` and the data chunk (`IDAT` for the first frame, else `fdAT`).
  func write(to out: inout [UInt8], sequence: inout UInt32, first: Bool) throws {
    var control: [UInt8] = []
    PNGChunks.appendUInt32(sequence, to: &control)
    sequence += 1
    for value in [rect.width, rect.height, rect.x, rect.y] { PNGChunks.appendUInt32(UInt32(value), to: &control) }
    PNGChunks.appendUInt16(delay.numerator, to: &control)
    PNGChunks.appendUInt16(delay.denominator, to: &control)
    control += [disposeOp, blendOp]
    PNGChunks.append("fcTL", control, to: &out)
    if first {
      PNGChunks.append("IDAT", compressed, to: &out)
    } else {
      var data: [UInt8] = []
      PNGChunks.appendUInt32(sequence, to: &data)
      sequence += 1
      PNGChunks.append("fdAT", data + compressed, to: &out)
    }
  }
}

extension PixelRect {
  /// Calls `body` with the canvas index (`y × width + x`) of every pixel, row by row.
  func forEachIndex(width canvasWidth: Int, _ body: (Int) -> Void) {
    for row in y..<(y + height) {
      for p in (row * canvasWidth + x)..<(row * canvasWidth + x + width) { body(p) }
    }
  }
}
