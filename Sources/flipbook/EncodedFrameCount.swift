import Codecs

/// The number of frames an encoded animation holds — which can be fewer than the frames given
/// to the encoder, since the encoders merge identical neighbours — read from the file's own
/// structure, so summaries report what was written.
enum EncodedFrameCount {
  /// Counts the image descriptors of a GIF by walking its blocks (no pixel is decoded).
  static func gif(_ bytes: [UInt8]) -> Int? {
    guard bytes.count >= 13 else { return nil }
    var at = 13
    if bytes[10] & 0x80 != 0 { at += 3 << (Int(bytes[10] & 7) + 1) }
    var frames = 0
    func skipSubBlocks() -> Bool {
      while at < bytes.count {
        let size = Int(bytes[at])
        at += 1 + size
        if size == 0 { return true }
      }
      return false
    }
    while at < bytes.count {
      switch bytes[at] {
      case 0x3B: return frames
      case 0x21:
        at += 2
        guard skipSubBlocks() else { return nil }
      case 0x2C:
        guard at + 10 <= bytes.count else { return nil }
        let flags = bytes[at + 9]
        at += 10
        if flags & 0x80 != 0 { at += 3 << (Int(flags & 7) + 1) }
        at += 1  // LZW minimum code size
        guard skipSubBlocks() else { return nil }
        frames += 1
      default: return nil
      }
    }
    return nil
  }

  /// The frame count an APNG declares in its `acTL` chunk.
  static func apng(_ bytes: [UInt8]) -> Int? {
    var at = 8
    while at + 12 <= bytes.count {
      let length = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
      if bytes[at + 4..<at + 8].elementsEqual(Array("acTL".utf8)), at + 12 <= bytes.count {
        return bytes[at + 8..<at + 12].reduce(0) { $0 << 8 | Int($1) }
      }
      at += 12 + length
    }
    return nil
  }

  /// The frames of an animated WebP, decoded with libwebp.
  static func webp(_ bytes: [UInt8]) -> Int? { try? WebPDecoder().decode(bytes).frames.count }
}
