/// PNG chunk framing (length, type, data, CRC-32 over type and data), shared by the APNG writer
/// and reader.
enum PNGChunks {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Appends one chunk to `out`.
  static func append(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
    let typeBytes = Array(type.utf8)
    precondition(typeBytes.count == 4, "PNG chunk type '\(type)' must be 4 ASCII letters")
    appendUInt32(UInt32(data.count), to: &out)
    let start = out.count
    out += typeBytes
    out += data
    appendUInt32(Zlib.crc(out[start...]), to: &out)
  }

  static func appendUInt32(_ value: UInt32, to out: inout [UInt8]) {
    out += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  static func appendUInt16(_ value: UInt16, to out: inout [UInt8]) {
    out += [UInt8(value >> 8), UInt8(value & 0xFF)]
  }

  static func uint32(_ bytes: ArraySlice<UInt8>, at offset: Int) -> UInt32 {
    let i = bytes.startIndex + offset
    return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
  }

  static func uint16(_ bytes: ArraySlice<UInt8>, at offset: Int) -> UInt16 {
    let i = bytes.startIndex + offset
    return UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
  }

  /// One chunk read from a file.
  struct Chunk {
    var type: String
    var data: ArraySlice<UInt8>
  }

  /// Splits a PNG file into chunks, checking the signature, the lengths and every CRC.
  static func read(_ bytes: [UInt8]) throws -> [Chunk] {
    func malformed(_ reason: String) -> APNGError { .malformed(byteCount: bytes.count, reason: reason) }
    guard bytes.starts(with: signature) else { throw malformed("no PNG signature") }
    var chunks: [Chunk] = []
    var offset = signature.count
    while offset < bytes.count {
      guard offset + 12 <= bytes.count else { throw malformed("truncated chunk header at byte \(offset)") }
      let length = Int(uint32(bytes[...], at: offset))
      guard length <= bytes.count - offset - 12 else {
        throw malformed("chunk at byte \(offset) claims \(length) bytes, past the end")
      }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let crc = uint32(bytes[...], at: offset + 8 + length)
      guard Zlib.crc(bytes[(offset + 4)..<(offset + 8 + length)]) == crc else {
        throw malformed("chunk '\(type)' at byte \(offset) has a bad CRC")
      }
      chunks.append(Chunk(type: type, data: bytes[(offset + 8)..<(offset + 8 + length)]))
      offset += 12 + length
      if type == "IEND" { return chunks }
    }
    throw malformed("no IEND chunk")
  }
}
