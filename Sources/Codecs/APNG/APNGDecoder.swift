import Graphics

/// Decodes an APNG (or a plain PNG, as one frame) into the frames a viewer shows: chunks and
/// CRCs are checked, each frame's zlib stream is inflated with zlib and unfiltered, and frames are
/// composited with their blend and dispose ops (PNG spec 3rd edition, APNG chunks).
///
/// Reads 8-bit RGB and RGBA, non-interlaced — what ``APNGEncoder`` writes; anything else is
/// reported as ``APNGError/unsupported(reason:)``. When the default image (`IDAT`) has no `fcTL`
/// it is not part of the animation and is skipped.
public struct APNGDecoder: Sendable, Hashable {
  public init() {}

  private struct FrameControl {
    var rect: PixelRect
    var duration: Double
    var disposeOp: UInt8
    var blendOp: UInt8
    var data: [UInt8] = []
  }

  /// Decodes a complete file.
  ///
  /// - Throws: ``APNGError/malformed(byteCount:reason:)``, ``APNGError/unsupported(reason:)`` or
  ///   ``APNGError/zlib(operation:status:)``.
  public func decode(_ bytes: [UInt8]) throws -> AnimatedImage {
    func malformed(_ reason: String) -> APNGError { .malformed(byteCount: bytes.count, reason: reason) }
    let chunks = try PNGChunks.read(bytes)
    guard let header = chunks.first, header.type == "IHDR", header.data.count == 13 else {
      throw malformed("the first chunk is not a 13-byte IHDR")
    }
    let width = Int(PNGChunks.uint32(header.data, at: 0))
    let height = Int(PNGChunks.uint32(header.data, at: 4))
    let d = header.data.startIndex
    let (depth, colorType, interlace) = (header.data[d + 8], header.data[d + 9], header.data[d + 12])
    guard depth == 8, colorType == 2 || colorType == 6, interlace == 0 else {
      throw APNGError.unsupported(reason: "bit depth \(depth), colour type \(colorType), interlace \(interlace)")
    }
    guard width > 0, height > 0 else { throw malformed("IHDR size \(width)x\(height)") }
    let bpp = colorType == 6 ? 4 : 3

    var plays = 1
    var declaredFrames: Int?
    var frames: [FrameControl] = []
    var expectedSequence: UInt32 = 0
    var defaultImage: [UInt8] = []
    for chunk in chunks.dropFirst() {
      switch chunk.type {
      case "acTL":
        guard chunk.data.count == 8 else { throw malformed("acTL has \(chunk.data.count) bytes, expected 8") }
        declaredFrames = Int(PNGChunks.uint32(chunk.data, at: 0))
        plays = Int(PNGChunks.uint32(chunk.data, at: 4))
      case "fcTL", "fdAT":
        guard chunk.data.count >= 4 else { throw malformed("\(chunk.type) is shorter than its sequence number") }
        let sequence = PNGChunks.uint32(chunk.data, at: 0)
        guard sequence == expectedSequence else {
          throw malformed("\(chunk.type) has sequence number \(sequence), expected \(expectedSequence)")
        }
        expectedSequence += 1
        if chunk.type == "fcTL" {
          frames.append(try Self.frameControl(chunk.data, width: width, height: height, malformed))
        } else {
          guard !frames.isEmpty else { throw malformed("fdAT before any fcTL") }
          frames[frames.count - 1].data += chunk.data.dropFirst(4)
        }
      case "IDAT":
        if frames.count == 1 { frames[0].data += chunk.data } else { defaultImage += chunk.data }
      default: continue
      }
    }
    if frames.isEmpty {  // A plain PNG: the default image is the only frame.
      frames = [
        FrameControl(
          rect: PixelRect(x: 0, y: 0, width: width, height: height), duration: 1, disposeOp: 0, blendOp: 0,
          data: defaultImage)
      ]
    }
    if let declaredFrames, declaredFrames != frames.count {
      throw malformed("acTL declares \(declaredFrames) frames, the file has \(frames.count)")
    }

    var canvas = [UInt8](repeating: 0, count: width * height * 4)
    var result: [AnimatedImage.Frame] = []
    for (n, frame) in frames.enumerated() {
      let r = frame.rect
      let rowBytes = r.width * bpp
      let inflated = try Zlib.decompress(frame.data, expectedSize: (rowBytes + 1) * r.height)
      guard let pixels = PNGRowFilter.unfilter(inflated, rowBytes: rowBytes, height: r.height, bpp: bpp) else {
        throw malformed("frame \(n) has a row with an unknown filter type")
      }
      let before = frame.disposeOp == 2 ? canvas : nil
      for row in 0..<r.height {
        for column in 0..<r.width {
          let s = row * rowBytes + column * bpp
          let o = ((r.y + row) * width + r.x + column) * 4
          let source = (pixels[s], pixels[s + 1], pixels[s + 2], bpp == 4 ? pixels[s + 3] : 255)
          Self.blend(source, into: &canvas, at: o, over: frame.blendOp == 1)
        }
      }
      result.append(.init(bitmap: Bitmap(width: width, height: height, pixels: canvas), duration: frame.duration))
      if frame.disposeOp == 1 || (frame.disposeOp == 2 && n == 0) {
        r.forEachIndex(width: width) { p in for c in 0..<4 { canvas[p * 4 + c] = 0 } }
      } else if let before {
        canvas = before
      }
    }
    return try AnimatedImage(frames: result, loopCount: min(plays, 65_535))
  }

  private static func frameControl(
    _ data: ArraySlice<UInt8>, width: Int, height: Int, _ malformed: (String) -> APNGError
  ) throws -> FrameControl {
    guard data.count == 26 else { throw malformed("fcTL has \(data.count) bytes, expected 26") }
    let rect = PixelRect(
      x: Int(PNGChunks.uint32(data, at: 12)), y: Int(PNGChunks.uint32(data, at: 16)),
      width: Int(PNGChunks.uint32(data, at: 4)), height: Int(PNGChunks.uint32(data, at: 8)))
    guard rect.width > 0, rect.height > 0, rect.x + rect.width <= width, rect.y + rect.height <= height else {
      throw malformed("fcTL rectangle \(rect) is outside the \(width)x\(height) canvas")
    }
    let numerator = Double(PNGChunks.uint16(data, at: 20))
    let denominator = Double(PNGChunks.uint16(data, at: 22))
    let d = data.startIndex
    guard data[d + 24] <= 2, data[d + 25] <= 1 else {
      throw malformed("fcTL dispose op \(data[d + 24]) or blend op \(data[d + 25]) is unknown")
    }
    // A zero denominator means 1/100 s (APNG spec).
    let duration = numerator / (denominator == 0 ? 100 : denominator)
    return FrameControl(
      rect: rect, duration: duration > 0 ? duration : 0.01, disposeOp: data[d + 24], blendOp: data[d + 25])
  }

  /// Source or Porter–Duff "over" of a straight-alpha pixel onto the canvas.
  private static func blend(_ s: (UInt8, UInt8, UInt8, UInt8), into canvas: inout [UInt8], at o: Int, over: Bool) {
    guard over, s.3 != 255 else {
      (canvas[o], canvas[o + 1], canvas[o + 2], canvas[o + 3]) = s
      return
    }
    guard s.3 != 0 else { return }
    let sa = Double(s.3) / 255
    let da = Double(canvas[o + 3]) / 255
    let a = sa + da * (1 - sa)
    func mix(_ sc: UInt8, _ dc: UInt8) -> UInt8 {
      UInt8(((Double(sc) * sa + Double(dc) * da * (1 - sa)) / a).rounded())
    }
    (canvas[o], canvas[o + 1], canvas[o + 2]) = (mix(s.0, canvas[o]), mix(s.1, canvas[o + 1]), mix(s.2, canvas[o + 2]))
    canvas[o + 3] = UInt8((a * 255).rounded())
  }
}
