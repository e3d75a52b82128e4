import Foundation
import Graphics
import Testing

@testable import CairoRaster

@Suite("Pixel conversion, fingerprint")
struct InternalsTests {
  /// Every valid premultiplied (c ≤ a) pair un-premultiplies to round(c · 255 / a).
  @Test func unpremultiplyRoundsToNearestForEveryValue() {
    for alpha in UInt32(1)...255 {
      for component in UInt32(0)...alpha {
        let argb = alpha << 24 | component << 16 | component << 8 | component
        let rgba = PixelConversion.straightRGBA(argb)
        let expected = UInt32((Double(component) * 255 / Double(alpha)).rounded())
        #expect(rgba == expected | expected << 8 | expected << 16 | alpha << 24)
        if rgba != expected | expected << 8 | expected << 16 | alpha << 24 { return }
      }
    }
    #expect(PixelConversion.straightRGBA(0xFF11_2233) == 0xFF33_2211)
    #expect(PixelConversion.straightRGBA(0x0000_0000) == 0)
  }

  @Test func conversionHonoursStrideAndByteOrder() {
    // Two rows of one pixel each, stride 8: opaque 0x112233 then half-transparent premultiplied red.
    let words: [UInt32] = [0xFF11_2233, 0xDEAD_BEEF, 0x8080_0000, 0]
    let bitmap = words.withUnsafeBytes {
      PixelConversion.bitmap(fromPremultipliedARGB32: $0.baseAddress!, width: 1, height: 2, bytesPerRow: 8)
    }
    #expect(bitmap.pixels == [0x11, 0x22, 0x33, 0xFF, 255, 0, 0, 128])
  }

  @Test func fingerprintNamesTheRenderStack() {
    let fingerprint = CairoRasterizer().renderStackFingerprint
    #expect(Set(fingerprint.keys) == ["cairo", "pixman", "freetype", "arch", "font.regular", "font.bold"])
    #expect(fingerprint["cairo"]?.split(separator: ".").count == 3)
    #expect(fingerprint["freetype"]?.split(separator: ".").count == 3)
    #expect(fingerprint["pixman"]?.split(separator: ".").count == 3)  // found with dlsym
    #expect(fingerprint["font.regular"]?.hasPrefix("DejaVuSans.ttf fnv1a64:") == true)
    #expect(fingerprint["font.regular"] != fingerprint["font.bold"])
    #expect(FNV1a64.hash(Data("a".utf8)) == 0xaf63_dc4c_8601_ec8c)  // published FNV-1a 64 test vector
    let missing = CairoRasterizer(fontDirectory: URL(fileURLWithPath: "/nonexistent")).renderStackFingerprint
    #expect(missing["font.bold"] == "DejaVuSans-Bold.ttf missing")
  }

  /// A file is hashed in 64 KB pieces to the hash and size of its whole bytes.
  @Test func fileHashEqualsTheHashOfItsBytes() throws {
    let bytes = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 9) })
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("fnv-\(UUID().uuidString)")
    try bytes.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let file = try #require(FNV1a64.hashFile(atPath: url.path))
    #expect(file.hash == FNV1a64.hash(bytes))
    #expect(file.count == bytes.count)
    #expect(FNV1a64.hashFile(atPath: "/nonexistent/file") == nil)
    #expect(FNV1a64.hashFile(atPath: FileManager.default.temporaryDirectory.path) == nil)
  }

  /// A file is read once, but a changed file (replaced, or rewritten in place) is hashed again:
  /// the fingerprint must follow a font file swapped between two renders of one process.
  @Test func aChangedFileIsHashedAgain() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("fnv-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data("first".utf8).write(to: url)
    #expect(FNV1a64.hashFile(atPath: url.path)?.hash == FNV1a64.hash(Data("first".utf8)))
    #expect(FNV1a64.hashFile(atPath: url.path)?.hash == FNV1a64.hash(Data("first".utf8)))
    try Data("second!".utf8).write(to: url, options: .atomic)  // a new inode
    #expect(FNV1a64.hashFile(atPath: url.path)?.hash == FNV1a64.hash(Data("second!".utf8)))
    let handle = try FileHandle(forWritingTo: url)  // the same inode and size, a new mtime
    try handle.write(contentsOf: Data("SECOND".utf8))
    try handle.close()
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: url.path)
    #expect(FNV1a64.hashFile(atPath: url.path)?.hash == FNV1a64.hash(Data("SECOND!".utf8)))
  }
}
