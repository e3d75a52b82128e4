import Foundation

/// The 64-bit FNV-1a hash (Fowler–Noll–Vo): fast, dependency-free, not cryptographic. Used to
/// tell font files apart in the render-stack fingerprint.
enum FNV1a64 {
  static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
  static let prime: UInt64 = 0x0000_0100_0000_01b3

  /// The hash of `bytes`.
  static func hash(_ bytes: Data) -> UInt64 {
    bytes.withUnsafeBytes { buffer in
      var hash = offsetBasis
      for byte in buffer {
        hash = (hash ^ UInt64(byte)) &* prime
      }
      return hash
    }
  }
}
