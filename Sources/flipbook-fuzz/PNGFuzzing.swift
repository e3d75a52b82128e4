import CDeflate
@_spi(Checking) import Codecs
import Foundation
import Graphics

/// One PNG fuzz execution: bytes → every chunk's CRC made right → `PNGDecoder` (our libdeflate
/// reader, or libpng for anything else), the way a golden from a pull request or a
/// `flipbook diff` argument is read. Every input must decode to a well-formed bitmap within the
/// decoder's limits or throw a `CodecError` — never crash, hang or allocate more than the limits
/// allow — and whatever the fast reader accepts, libpng must decode to the same pixels. (Repairing the CRCs lets mutations reach the decoders instead of stopping at the first
/// CRC check, as libpng's own fuzzer does by ignoring CRC errors; the `PNG fuzz smoke` test
/// covers damaged CRCs.)
enum PNGFuzzing {
  /// What one execution did with its input.
  enum Outcome {
    /// The decoder refused the bytes with this error.
    case rejected(any Error)
    /// It decoded to a bitmap of this size.
    case decoded(width: Int, height: Int)
  }

  /// Whether the fuzzer (and the reproducer) run this target instead of the scene loader:
  /// `FLIPBOOK_FUZZ_TARGET=png`.
  static let isSelected = ProcessInfo.processInfo.environment["FLIPBOOK_FUZZ_TARGET"] == "png"

  static func run(_ bytes: [UInt8]) -> Outcome {
    let decoder = PNGDecoder()
    let file = repairingCRCs(bytes)
    precondition(decoder.fastReaderAgreesWithLibpng(file) != false, "the fast reader and libpng disagree")
    let bitmap: Bitmap
    do {
      bitmap = try decoder.decode(file)
    } catch {
      return .rejected(error)
    }
    precondition(
      bitmap.width >= 1 && bitmap.height >= 1 && bitmap.width <= decoder.maximumSide
        && bitmap.height <= decoder.maximumSide && bitmap.width * bitmap.height <= decoder.maximumPixelCount
        && bitmap.pixels.count == bitmap.width * bitmap.height * 4,
      "decoded a \(bitmap.width)x\(bitmap.height) bitmap with \(bitmap.pixels.count) bytes")
    return .decoded(width: bitmap.width, height: bitmap.height)
  }

  /// `bytes` with the CRC of every whole chunk after the signature set to the right value.
  static func repairingCRCs(_ bytes: [UInt8]) -> [UInt8] {
    var bytes = bytes
    var at = 8
    while at + 12 <= bytes.count {
      let length = bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
      guard length <= bytes.count - at - 12 else { break }
      let crc = bytes.withUnsafeBufferPointer { libdeflate_crc32(0, $0.baseAddress! + at + 4, length + 4) }
      for k in 0..<4 { bytes[at + 8 + length + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
      at += 12 + length
    }
    return bytes
  }
}
