import Foundation

/// The 64-bit FNV-1a hash (Fowler–Noll–Vo): fast, dependency-free, not cryptographic. Used to
/// tell font files apart in the render-stack fingerprint.
enum FNV1a64 {
  static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
  static let prime: UInt64 = 0x0000_0100_0000_01b3

  /// The hash of `bytes`.
  static func hash(_ bytes: Data) -> UInt64 {
    bytes.withUnsafeBytes { hash($0, continuing: offsetBasis) }
  }

  /// The hash of the bytes hashed into `hash` so far followed by `bytes`.
  static func hash(_ bytes: UnsafeRawBufferPointer, continuing hash: UInt64) -> UInt64 {
    var hash = hash
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* prime
    }
    return hash
  }

  /// The hash of the file at `path` and its size, read 64 KB at a time (no copy of the whole
  /// file is held); nil when it cannot be opened or read.
  static func hashFile(atPath path: String) -> (hash: UInt64, count: Int)? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 << 10, alignment: 16)
    defer { chunk.deallocate() }
    var hash = offsetBasis
    var count = 0
    while true {
      let got = read(descriptor, chunk.baseAddress, chunk.count)
      if got == 0 { return (hash, count) }
      if got < 0 {
        if errno == EINTR { continue }
        return nil
      }
      hash = Self.hash(UnsafeRawBufferPointer(rebasing: chunk[0..<got]), continuing: hash)
      count += got
    }
  }
}
