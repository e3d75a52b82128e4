import Codecs
import Foundation
import Graphics
import Testing

/// A premultiplied ARGB32 image built in memory, as cairo lays it out (rows may be padded).
struct ARGBImage {
  var width: Int
  var height: Int
  var bytesPerRow: Int
  var words: [UInt32]

  init(width: Int, height: Int, padding: Int = 0, pixel: (Int, Int) -> UInt32) {
    self.width = width
    self.height = height
    bytesPerRow = (width + padding) * 4
    words = [UInt32](repeating: 0xDEAD_BEEF, count: (width + padding) * height)
    for y in 0..<height {
      for x in 0..<width { words[y * (width + padding) + x] = pixel(x, y) }
    }
  }

  func withPixels<R>(_ body: (PremultipliedPixels) throws -> R) rethrows -> R {
    try words.withUnsafeBytes { bytes in
      try body(PremultipliedPixels(bytes: bytes, width: width, height: height, bytesPerRow: bytesPerRow))
    }
  }

  /// The straight-alpha pixels a decoder must return, computed independently of the writer:
  /// `c = min(⌊(c′ · 255 + a / 2) / a⌋, 255)`, and transparent black for alpha 0.
  var expected: Bitmap {
    var bitmap = Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let argb = words[y * bytesPerRow / 4 + x]
        let a = Int(argb >> 24)
        func straight(_ shift: UInt32) -> UInt8 {
          let c = Int(argb >> shift & 0xFF)
          return a == 0 ? 0 : UInt8(min((c * 255 + a / 2) / a, 255))
        }
        bitmap[x, y] = Bitmap.Pixel(r: straight(16), g: straight(8), b: straight(0), a: UInt8(a))
      }
    }
    return bitmap
  }
}

@Suite("PNG writer: libdeflate and fast modes")
struct PNGWriterTests {
  /// Colour type is byte 25 of the file (IHDR data starts at 16: width, height, depth, type).
  static func colorType(_ png: [UInt8]) -> UInt8 { png[25] }

  static func chunkTypes(_ png: [UInt8]) -> [String] {
    var types: [String] = []
    var offset = 8
    while offset + 8 <= png.count {
      let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      types.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
      offset += 12 + length
    }
    return offset == png.count ? types : types + ["<misaligned>"]
  }

  /// An opaque UI-like picture: flat bands, a gradient and a repeating pattern.
  static func opaque(width: Int, height: Int, padding: Int = 0) -> ARGBImage {
    ARGBImage(width: width, height: height, padding: padding) { x, y in
      switch (y / 7) % 3 {
      case 0: return 0xFF20_4080
      case 1: return 0xFF00_0000 | UInt32(x % 256) << 16 | UInt32(y % 256) << 8 | UInt32((x * y) % 256)
      default: return x % 3 == 0 ? 0xFFFF_FFFF : 0xFF10_2030
      }
    }
  }

  /// Translucent: every alpha with colours up to it (valid premultiplied values).
  static func translucent(width: Int, height: Int) -> ARGBImage {
    ARGBImage(width: width, height: height) { x, y in
      let a = UInt32((x * 7 + y * 3) % 256)
      return a << 24 | UInt32(x) % (a + 1) << 16 | UInt32(y) % (a + 1) << 8 | (a / 2)
    }
  }

  @Test(arguments: PNGWriter.Mode.allCases)
  func opaqueImageIsWrittenAsRGBAndDecodesExactly(mode: PNGWriter.Mode) throws {
    let image = Self.opaque(width: 61, height: 47)
    let png = try image.withPixels { try PNGWriter(mode: mode).encode($0) }
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(Self.colorType(png) == 2)
    #expect(Self.chunkTypes(png) == ["IHDR", "IDAT", "IEND"])
    #expect(try PNGDecoder().decode(png) == image.expected)
  }

  @Test(arguments: PNGWriter.Mode.allCases)
  func translucentImageIsWrittenAsRGBAAndDecodesUnpremultiplied(mode: PNGWriter.Mode) throws {
    let image = Self.translucent(width: 53, height: 29)
    let png = try image.withPixels { try PNGWriter(mode: mode).encode($0) }
    #expect(Self.colorType(png) == 6)
    #expect(try PNGDecoder().decode(png) == image.expected)
  }

  /// Every (alpha, component) pair, including alpha 1 and 254, alpha 0 with colour bytes left in
  /// it (transparent black) and components above alpha (clamped to 255).
  @Test(arguments: PNGWriter.Mode.allCases)
  func everyPremultipliedValueUnpremultipliesWithCairoRasterRounding(mode: PNGWriter.Mode) throws {
    let image = ARGBImage(width: 256, height: 256) { c, a in
      UInt32(a) << 24 | UInt32(c) << 16 | UInt32(255 - c) << 8 | UInt32(c / 2)
    }
    let decoded = try PNGDecoder().decode(try image.withPixels { try PNGWriter(mode: mode).encode($0) })
    #expect(decoded == image.expected)
    #expect(decoded[200, 0] == Bitmap.Pixel(r: 0, g: 0, b: 0, a: 0))
    #expect(decoded[1, 1] == Bitmap.Pixel(r: 255, g: 255, b: 0, a: 1))
    #expect(decoded[127, 254] == Bitmap.Pixel(r: 128, g: 129, b: 63, a: 254))
  }

  /// One translucent pixel late in an otherwise opaque image switches the whole file to RGBA.
  @Test(arguments: PNGWriter.Mode.allCases)
  func aSingleTranslucentPixelMakesTheFileRGBA(mode: PNGWriter.Mode) throws {
    var image = Self.opaque(width: 40, height: 30)
    image.words[29 * 40 + 39] = 0x8040_2010
    let png = try image.withPixels { try PNGWriter(mode: mode).encode($0) }
    #expect(Self.colorType(png) == 6)
    #expect(try PNGDecoder().decode(png) == image.expected)
  }

  @Test(arguments: PNGWriter.Mode.allCases, [(1, 1), (20_000, 1), (1, 20_000), (3, 5_000), (5_000, 3)])
  func extremeShapesRoundTrip(mode: PNGWriter.Mode, size: (width: Int, height: Int)) throws {
    for image in [
      Self.opaque(width: size.width, height: size.height),
      Self.translucent(width: size.width, height: size.height),
    ] {
      let png = try image.withPixels { try PNGWriter(mode: mode).encode($0) }
      #expect(try PNGDecoder().decode(png) == image.expected, "\(size.width)x\(size.height)")
    }
  }

  /// Padded rows (cairo's stride) are read without their padding.
  @Test(arguments: PNGWriter.Mode.allCases)
  func rowPaddingIsSkipped(mode: PNGWriter.Mode) throws {
    let padded = Self.opaque(width: 33, height: 9, padding: 3)
    let tight = Self.opaque(width: 33, height: 9)
    let write = { (image: ARGBImage) in try image.withPixels { try PNGWriter(mode: mode).encode($0) } }
    #expect(try write(padded) == write(tight))
  }

  /// Long runs (past deflate's 258-byte match limit), runs one pixel apart, and incompressible
  /// noise where every byte value must have a code.
  @Test(arguments: PNGWriter.Mode.allCases)
  func runsAndNoiseRoundTrip(mode: PNGWriter.Mode) throws {
    var state: UInt32 = 12345
    let noise = ARGBImage(width: 97, height: 61) { _, _ in
      state = state &* 1_103_515_245 &+ 12345
      return 0xFF00_0000 | state >> 8
    }
    let solid = ARGBImage(width: 3000, height: 4) { x, y in y == 2 && x == 1500 ? 0xFF00_0000 : 0xFF0A_141E }
    for image in [noise, solid] {
      let png = try image.withPixels { try PNGWriter(mode: mode).encode($0) }
      #expect(try PNGDecoder().decode(png) == image.expected)
    }
  }

  /// A straight-alpha bitmap round-trips as it is, and an opaque one gives the same file as the
  /// same pixels in cairo's layout.
  @Test(arguments: PNGWriter.Mode.allCases)
  func bitmapsRoundTripAndMatchTheARGBPath(mode: PNGWriter.Mode) throws {
    let translucent = PNGCodecTests.gradient(width: 37, height: 23, translucent: true)
    #expect(try PNGDecoder().decode(try PNGWriter(mode: mode).encode(translucent)) == translucent)
    let image = Self.opaque(width: 45, height: 21)
    let fromARGB = try image.withPixels { try PNGWriter(mode: mode).encode($0) }
    #expect(try PNGWriter(mode: mode).encode(image.expected) == fromARGB)
  }

  @Test(arguments: PNGWriter.Mode.allCases)
  func outputIsDeterministic(mode: PNGWriter.Mode) throws {
    let image = Self.translucent(width: 64, height: 48)
    let first = try image.withPixels { try PNGWriter(mode: mode).encode($0) }
    let second = try image.withPixels { try PNGWriter(mode: mode).encode($0) }
    #expect(first == second)
  }

  @Test func emptyImageIsAClearError() throws {
    #expect(throws: CodecError.invalidImageSize(width: 0, height: 3)) {
      try PNGWriter().encode(Bitmap(width: 0, height: 3))
    }
  }

  // MARK: - ImageMagick

  /// ImageMagick's `convert`: the first of these that says it is ImageMagick (`convert -version`),
  /// so a different program of that name (GraphicsMagick's, a stand-in) does not run the test.
  static let convert = ["/usr/bin/convert", "/usr/local/bin/convert"].first { path in
    guard FileManager.default.isExecutableFile(atPath: path) else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["-version"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 && String(decoding: output, as: UTF8.self).contains("ImageMagick")
  }

  /// ImageMagick decodes both modes' files to the same pixels (`convert file.png rgba:-`).
  @Test(
    .enabled(if: convert != nil, "ImageMagick's convert is not installed (apt-get install imagemagick)"),
    arguments: PNGWriter.Mode.allCases)
  func imageMagickDecodesTheFiles(mode: PNGWriter.Mode) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-writer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, image) in [
      ("opaque", Self.opaque(width: 61, height: 47)), ("alpha", Self.translucent(width: 53, height: 29)),
    ] {
      let file = folder.appendingPathComponent("\(name).png")
      try Data(try image.withPixels { try PNGWriter(mode: mode).encode($0) }).write(to: file)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: try #require(Self.convert))
      process.arguments = [file.path, "-depth", "8", "rgba:-"]
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      let output = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "convert \(name).png")
      #expect([UInt8](output) == image.expected.pixels, "\(name).png decoded by ImageMagick")
    }
  }
}
