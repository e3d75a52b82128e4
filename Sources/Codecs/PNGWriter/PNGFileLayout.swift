/// The chunks of a PNG file around a zlib stream: the signature, IHDR (8-bit RGB or RGBA, no
/// interlace), one IDAT and IEND. No ancillary chunk is written (no time, text or gamma), so equal
/// pixels give equal files. CRCs come from libdeflate.
///
/// The file is laid out in one buffer: ``headerCount`` bytes (signature, IHDR, the IDAT's length
/// and type), the zlib stream, compressed straight into place, then ``trailerCount`` bytes (the
/// IDAT's CRC and IEND).
enum PNGFileLayout {
  /// The largest IDAT payload this writer puts in its single chunk (PNG allows 2³¹ − 1).
  static let maximumChunkLength = 0x7FFF_FFFF
  /// Signature (8), IHDR chunk (25), the IDAT's length and type (8).
  static let headerCount = 41
  /// The IDAT's CRC (4) and the IEND chunk (12).
  static let trailerCount = 16

  /// The whole file.
  static func file(width: Int, height: Int, hasAlpha: Bool, zlibStream: [UInt8]) -> [UInt8] {
    let count = headerCount + zlibStream.count + trailerCount
    return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      let out = buffer.baseAddress!
      (out + headerCount).update(from: zlibStream, count: zlibStream.count)
      initialized = complete(out, width: width, height: height, hasAlpha: hasAlpha, streamCount: zlibStream.count)
    }
  }

  /// Writes the header before, and the trailer after, the `streamCount`-byte zlib stream at
  /// `file + headerCount`; returns the file's length.
  static func complete(
    _ file: UnsafeMutablePointer<UInt8>, width: Int, height: Int, hasAlpha: Bool, streamCount: Int
  ) -> Int {
    precondition(streamCount <= maximumChunkLength, "IDAT of \(streamCount) bytes exceeds one chunk")
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    file.update(from: signature, count: 8)
    // IHDR: bit depth 8, colour type 2 (RGB) or 6 (RGBA), deflate, adaptive filtering, no interlace.
    storeBigEndian(13, at: file + 8)
    store("IHDR", at: file + 12)
    storeBigEndian(UInt32(width), at: file + 16)
    storeBigEndian(UInt32(height), at: file + 20)
    (file + 24).update(from: [8, hasAlpha ? 6 : 2, 0, 0, 0], count: 5)
    storeBigEndian(crc(file + 12, 17), at: file + 29)
    storeBigEndian(UInt32(streamCount), at: file + 33)
    store("IDAT", at: file + 37)
    let end = file + headerCount + streamCount
    storeBigEndian(crc(file + 37, 4 + streamCount), at: end)
    storeBigEndian(0, at: end + 4)
    store("IEND", at: end + 8)
    storeBigEndian(crc(end + 8, 4), at: end + 12)
    return headerCount + streamCount + trailerCount
  }

  /// Appends a chunk (length, type, data, CRC) to `out`.
  static func appendChunk(_ type: StaticString, _ data: [UInt8], to out: inout [UInt8]) {
    appendBigEndian(UInt32(data.count), to: &out)
    let start = out.count
    type.withUTF8Buffer { out += $0 }
    out += data
    let crc = out.withUnsafeBytes { DeflateCompressor.crc32(UnsafeRawBufferPointer(rebasing: $0[start...])) }
    appendBigEndian(crc, to: &out)
  }

  static func appendBigEndian(_ value: UInt32, to out: inout [UInt8]) {
    out += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  private static func crc(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> UInt32 {
    DeflateCompressor.crc32(UnsafeRawBufferPointer(start: bytes, count: count))
  }

  private static func store(_ type: StaticString, at out: UnsafeMutablePointer<UInt8>) {
    type.withUTF8Buffer { out.update(from: $0.baseAddress!, count: 4) }
  }

  private static func storeBigEndian(_ value: UInt32, at out: UnsafeMutablePointer<UInt8>) {
    UnsafeMutableRawPointer(out).storeBytes(of: value.bigEndian, as: UInt32.self)
  }
}
