import CDeflate

/// libdeflate's whole-buffer compressor (`libdeflate_alloc_compressor`, `libdeflate_zlib_compress`
/// or, for a raw deflate stream that ends a zlib stream begun by another coder,
/// `libdeflate_deflate_compress`; freed with `libdeflate_free_compressor`), plus its CRC-32 and
/// Adler-32 (`libdeflate_crc32`, `libdeflate_adler32`).
final class DeflateCompressor {
  /// The `struct libdeflate_compressor *`.
  private let pointer: OpaquePointer
  let level: Int

  /// A compressor at `level` (libdeflate's 1 … 12).
  ///
  /// - Throws: ``CodecError/outOfMemory(operation:)`` when libdeflate cannot allocate it.
  init(level: Int) throws {
    precondition((1...12).contains(level), "libdeflate compression level must be 1…12, got \(level)")
    guard let pointer = libdeflate_alloc_compressor(Int32(level)) else {
      throw CodecError.outOfMemory(operation: "libdeflate_alloc_compressor(\(level))")
    }
    self.pointer = pointer
    self.level = level
  }

  deinit { libdeflate_free_compressor(pointer) }

  /// `input` as a complete zlib stream.
  func zlibStream(_ input: [UInt8]) throws -> [UInt8] {
    try input.withUnsafeBytes { bytes in
      let bound = capacity(forCount: bytes.count)
      var failure: (any Error)?
      let output = [UInt8](unsafeUninitializedCapacity: bound) { buffer, initialized in
        do {
          initialized = try compress(bytes, into: UnsafeMutableRawPointer(buffer.baseAddress!), capacity: bound)
        } catch {
          failure = error
          initialized = 0
        }
      }
      if let failure { throw failure }
      return output
    }
  }

  /// libdeflate's worst-case zlib stream length for `count` bytes (`libdeflate_zlib_compress_bound`).
  func capacity(forCount count: Int) -> Int {
    libdeflate_zlib_compress_bound(pointer, count)
  }

  /// Writes `input` as a complete zlib stream at `out` (`capacity` bytes, at least
  /// ``capacity(forCount:)``) and returns its length.
  func compress(_ input: UnsafeRawBufferPointer, into out: UnsafeMutableRawPointer, capacity: Int) throws -> Int {
    // The bound is libdeflate's worst case, so "did not fit" cannot happen for valid input.
    guard let written = compressIfFits(input, into: out, capacity: capacity) else {
      throw CodecError.outOfMemory(operation: "libdeflate_zlib_compress of \(input.count) bytes into \(capacity)")
    }
    return written
  }

  /// Writes `input` as a complete zlib stream at `out` (`capacity` bytes, possibly fewer than
  /// ``capacity(forCount:)``) and returns its length, or nil when it does not fit.
  func compressIfFits(_ input: UnsafeRawBufferPointer, into out: UnsafeMutableRawPointer, capacity: Int) -> Int? {
    let written = libdeflate_zlib_compress(pointer, input.baseAddress, input.count, out, capacity)
    return written > 0 ? written : nil
  }

  /// libdeflate's worst-case raw deflate stream length for `count` bytes
  /// (`libdeflate_deflate_compress_bound`).
  func rawCapacity(forCount count: Int) -> Int {
    libdeflate_deflate_compress_bound(pointer, count)
  }

  /// Writes `input` as a raw deflate stream (no zlib header or trailer; its last block final) at
  /// `out` (`capacity` bytes) and returns its length, or nil when it does not fit.
  func compressRawIfFits(_ input: UnsafeRawBufferPointer, into out: UnsafeMutableRawPointer, capacity: Int) -> Int? {
    let written = libdeflate_deflate_compress(pointer, input.baseAddress, input.count, out, capacity)
    return written > 0 ? written : nil
  }

  /// CRC-32 (ISO 3309, as PNG chunks use it) of `bytes`.
  static func crc32(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
    libdeflate_crc32(0, bytes.baseAddress, bytes.count)
  }

  /// Adler-32 (zlib's trailer) of `bytes`, or of earlier bytes whose Adler-32 is `earlier`
  /// followed by `bytes`.
  static func adler32(_ bytes: UnsafeRawBufferPointer, continuing earlier: UInt32 = 1) -> UInt32 {
    libdeflate_adler32(earlier, bytes.baseAddress, bytes.count)
  }
}
