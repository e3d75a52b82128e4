/// The chunks of a PNG file around a zlib stream: the signature, IHDR (8-bit RGB or RGBA, no
/// interlace), one IDAT and IEND. No ancillary chunk is written (no time, text or gamma), so equal
/// pixels give equal files. CRCs come from libdeflate.
enum PNGFileLayout {
  /// The largest IDAT payload this writer puts in its single chunk (PNG allows 2³¹ − 1).
  static let maximumChunkLength = 0x7FFF_FFFF

  /// The whole file.
  static func file(width: Int, height: Int, hasAlpha: Bool, zlibStream: [UInt8]) -> [UInt8] {
    precondition(zlibStream.count <= maximumChunkLength, "IDAT of \(zlibStream.count) bytes exceeds one chunk")
    var out: [UInt8] = []
    out.reserveCapacity(8 + 25 + 12 + zlibStream.count + 12)
    out += [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    appendBigEndian(UInt32(width), to: &header)
    appendBigEndian(UInt32(height), to: &header)
    // Bit depth 8, colour type 2 (RGB) or 6 (RGBA), deflate, adaptive filtering, no interlace.
    header += [8, hasAlpha ? 6 : 2, 0, 0, 0]
    appendChunk("IHDR", header, to: &out)
    appendChunk("IDAT", zlibStream, to: &out)
    appendChunk("IEND", [], to: &out)
    return out
  }

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
}
