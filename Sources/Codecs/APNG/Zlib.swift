import CZlib

/// zlib's one-shot calls: `compress2`, `uncompress` and `crc32`, with statuses turned into
/// ``APNGError/zlib(operation:status:)``.
enum Zlib {
  /// `compress2` at `level` (0…9): a complete zlib stream.
  static func compress(_ bytes: [UInt8], level: Int32) throws -> [UInt8] {
    var size = compressBound(uLong(bytes.count))
    var out = [UInt8](repeating: 0, count: Int(size))
    let status = out.withUnsafeMutableBufferPointer { o in
      bytes.withUnsafeBufferPointer { i in compress2(o.baseAddress, &size, i.baseAddress, uLong(i.count), level) }
    }
    guard status == Z_OK else { throw APNGError.zlib(operation: "compress2 of \(bytes.count) bytes", status: status) }
    out.removeSubrange(Int(size)...)
    return out
  }

  /// `uncompress` of a complete zlib stream that must inflate to exactly `expectedSize` bytes.
  static func decompress(_ bytes: [UInt8], expectedSize: Int) throws -> [UInt8] {
    var size = uLongf(expectedSize)
    var out = [UInt8](repeating: 0, count: max(expectedSize, 1))
    let status = out.withUnsafeMutableBufferPointer { o in
      bytes.withUnsafeBufferPointer { i in uncompress(o.baseAddress, &size, i.baseAddress, uLong(i.count)) }
    }
    guard status == Z_OK, Int(size) == expectedSize else {
      throw APNGError.zlib(
        operation: "uncompress of \(bytes.count) bytes to \(expectedSize) (got \(size))",
        status: status == Z_OK ? Z_DATA_ERROR : status)
    }
    return Array(out.prefix(expectedSize))
  }

  /// `crc32` of `bytes`, continuing from `crc`.
  static func crc(_ bytes: ArraySlice<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
    bytes.withUnsafeBufferPointer { UInt32(crc32(uLong(crc), $0.baseAddress, uInt($0.count))) }
  }
}
