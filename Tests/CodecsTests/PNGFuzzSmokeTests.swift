import Foundation
import Graphics
import TestSupport
import Testing

@testable import Codecs

/// A fixed-seed mutation smoke test of the PNG decoder, which reads goldens from pull requests
/// and `flipbook diff`'s arguments: mutants of files from both writers (header sizes and fields
/// with their CRC fixed, so the decoders act on them; bytes flipped inside the compressed data
/// with the CRC fixed, so the inflater and the unfilter see garbage; bytes flipped anywhere;
/// chunk lengths changed; chunk types that are not letters; files cut short; chunks dropped,
/// repeated or split) must decode to a
/// well-formed bitmap within the limits or throw a `CodecError` — a trap would end the test run.
/// Whatever the fast reader (`InflatingPNGReader`) accepts, libpng must decode to the same pixels.
/// `make fuzz-png` is the open-ended version.
@Suite("PNG fuzz smoke")
struct PNGFuzzSmokeTests {
  /// The files mutated: RGB and RGBA from our writer (both modes) and from libpng's adaptive
  /// filters.
  static func seeds() throws -> [[UInt8]] {
    let opaque = PNGCodecTests.gradient(width: 40, height: 30, translucent: false)
    let translucent = PNGCodecTests.gradient(width: 40, height: 30, translucent: true)
    return [
      try PNGWriter().encode(opaque), try PNGWriter(mode: .fast).encode(opaque), try PNGWriter().encode(translucent),
      try PNGEncoder.small.encode(opaque), try PNGEncoder.small.encode(translucent),
    ]
  }

  /// A chunk of a PNG file: where it starts, its type and the length of its body.
  struct Chunk {
    var start: Int
    var type: String
    var length: Int
    var end: Int { start + 12 + length }
  }

  /// The chunks of a well-formed file.
  static func chunks(_ file: [UInt8]) -> [Chunk] {
    var chunks: [Chunk] = []
    var at = 8
    while at + 12 <= file.count {
      let length = Int(bigEndian(file, at))
      chunks.append(Chunk(start: at, type: String(decoding: file[(at + 4)..<(at + 8)], as: UTF8.self), length: length))
      at += 12 + length
    }
    return chunks
  }

  static func bigEndian(_ bytes: [UInt8], _ at: Int) -> UInt32 {
    bytes[at..<(at + 4)].reduce(0) { $0 << 8 | UInt32($1) }
  }

  static func put(_ value: UInt32, in bytes: inout [UInt8], at: Int) {
    for k in 0..<4 { bytes[at + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * k)) }
  }

  /// Recomputes the CRC of `chunk` (its type and body).
  static func fixCRC(_ file: inout [UInt8], _ chunk: Chunk) {
    put(
      PNGFixtures.crc32(Array(file[(chunk.start + 4)..<(chunk.start + 8 + chunk.length)])), in: &file,
      at: chunk.start + 8 + chunk.length)
  }

  static let sizes: [UInt32] = [0, 1, 2, 29, 30, 31, 40, 41, 16384, 16385, 65536, 1 << 20, 0x7FFF_FFFF, 0xFFFF_FFFF]

  /// One mutant of `file`.
  static func mutate(_ file: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
    var m = file
    let chunks = Self.chunks(file)
    let header = chunks[0]
    let data = chunks.first { $0.type == "IDAT" }!
    switch Int.random(in: 0..<9, using: &random) {
    case 0:  // The declared size, CRC fixed.
      put(sizes.randomElement(using: &random)!, in: &m, at: 16 + 4 * Int.random(in: 0...1, using: &random))
      if Bool.random(using: &random) { put(sizes.randomElement(using: &random)!, in: &m, at: 16) }
      fixCRC(&m, header)
    case 1:  // Depth, colour type, methods or interlacing, CRC fixed.
      let field = Int.random(in: 24...28, using: &random)
      m[field] = [0, 1, 2, 3, 4, 6, 7, 8, 16, 255].randomElement(using: &random)!
      fixCRC(&m, header)
    case 2:  // A byte of the compressed rows, CRC fixed.
      if data.length > 0 {
        m[data.start + 8 + Int.random(in: 0..<data.length, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
        fixCRC(&m, data)
      }
    case 3:  // Any byte.
      m[Int.random(in: 0..<m.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
    case 4:  // Cut short.
      m.removeLast(Int.random(in: 1..<m.count, using: &random))
    case 5:  // A chunk's length.
      let chunk = chunks.randomElement(using: &random)!
      put(
        [0, 1, 13, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF, UInt32(chunk.length + 1)].randomElement(using: &random)!,
        in: &m, at: chunk.start)
    case 6:  // A chunk dropped or repeated, or a tRNS or PLTE chunk added after the header.
      let chunk = chunks.randomElement(using: &random)!
      switch Int.random(in: 0..<3, using: &random) {
      case 0: m.removeSubrange(chunk.start..<chunk.end)
      case 1: m.insert(contentsOf: file[chunk.start..<chunk.end], at: chunk.end)
      default:
        let extra =
          Bool.random(using: &random)
          ? PNGFixtures.chunk("tRNS", [0, 1, 0, 2, 0, 3]) : PNGFixtures.chunk("PLTE", [1, 2, 3, 4, 5, 6])
        m.insert(contentsOf: extra, at: header.end)
      }
    case 7:  // An ancillary chunk whose type is not four letters, CRC right (libpng refuses it).
      var type = Array("tEXt".utf8)
      type[Int.random(in: 1..<4, using: &random)] = [0x25, 0x30, 0x5B, 0x7F].randomElement(using: &random)!
      let extra = PNGFixtures.chunk(type, Array("a\u{0}b".utf8))
      m.insert(contentsOf: extra, at: header.end)
    default:  // The rows split over two IDAT chunks (still a valid file), or an empty IDAT added.
      let cut = Int.random(in: 0...data.length, using: &random)
      let body = Array(file[(data.start + 8)..<(data.start + 8 + data.length)])
      let parts =
        Bool.random(using: &random)
        ? PNGFixtures.chunk("IDAT", Array(body[..<cut])) + PNGFixtures.chunk("IDAT", Array(body[cut...]))
        : PNGFixtures.chunk("IDAT", body) + PNGFixtures.chunk("IDAT", [])
      m.replaceSubrange(data.start..<data.end, with: parts)
    }
    return m
  }

  @Test func mutantsDecodeWellFormedOrThrowACodecError() throws {
    var random = SplitMix64(state: 2026)
    var outcomes: [String: Int] = [:]
    for seed in try Self.seeds() {
      for _ in 0..<2000 {
        let mutant = Self.mutate(seed, &random)
        let fast = mutant.withUnsafeBytes { InflatingPNGReader.decode($0) }
        do {
          let bitmap = try PNGDecoder().decode(mutant)
          #expect(bitmap.width >= 1 && bitmap.height >= 1 && bitmap.width * bitmap.height <= 64 << 20)
          #expect(bitmap.pixels.count == bitmap.width * bitmap.height * 4)
          outcomes["decoded", default: 0] += 1
        } catch let error as CodecError {
          outcomes[Self.kind(error), default: 0] += 1
        }
        if let fast {
          // The fast reader is a shortcut, never a different answer.
          #expect(try PNGDecoder().decodeWithLibpng(mutant) == fast)
        }
      }
    }
    // Every kind of outcome was reached: the mutants are not all refused at the signature.
    let least = ["decoded": 1000, "corrupt": 1000, "truncated": 500, "too large": 200, "not PNG": 10]
    for (kind, least) in least {
      #expect(outcomes[kind, default: 0] >= least, "\(kind): \(outcomes)")
    }
  }

  static func kind(_ error: CodecError) -> String {
    switch error {
    case .notPNG: "not PNG"
    case .truncatedPNG: "truncated"
    case .corruptPNG: "corrupt"
    case .pngTooLarge: "too large"
    default: "\(error)"
    }
  }
}
