import Foundation

/// Hand-made PNG files for the decoders' size limits: the signature, an IHDR, one IDAT and IEND,
/// every CRC right, so that only the size the header declares is out of the ordinary.
public enum PNGFixtures {
  /// An 8-bit RGB PNG (82 bytes) whose header declares `width` × `height` pixels; its IDAT
  /// holds a zlib stream of 16 zero bytes, so any size above 5 × 1 has too little data.
  public static func declaring(width: UInt32, height: UInt32) -> [UInt8] {
    // zlib header, one stored block of 16 zero bytes (BFINAL, LEN 16, NLEN), Adler-32 of them.
    let zlib: [UInt8] =
      [0x78, 0x01, 0x01, 0x10, 0x00, 0xEF, 0xFF] + [UInt8](repeating: 0, count: 16) + [0, 0x10, 0, 1]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      + chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0])
      + chunk("IDAT", zlib) + chunk("IEND", [])
  }

  /// A chunk: the body's length, the type's four bytes (ASCII letters unless a test wants
  /// otherwise), the body and the CRC of type and body.
  public static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] { chunk(Array(type.utf8), body) }

  /// A chunk whose type is the given four bytes.
  public static func chunk(_ type: [UInt8], _ body: [UInt8]) -> [UInt8] {
    let typed = type + body
    return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
  }

  /// `value`'s four bytes, most significant first.
  public static func bigEndian(_ value: UInt32) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
  }

  /// CRC-32 (ISO 3309, PNG's), bit by bit: the fixtures are a few bytes.
  public static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
