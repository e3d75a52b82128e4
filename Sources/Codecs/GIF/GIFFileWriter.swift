import Graphics

/// Writes a GIF89a file into memory, block by block, byte for byte as giflib's `EGifPut…`
/// functions write them (a GIF is a header, a logical screen descriptor with its optional global
/// colour table, then extensions and images, and a trailer; GIF89a, sections 17–27).
///
/// Image data arrives already LZW-compressed (``GIFLZWEncoder``), so frames can be compressed in
/// parallel and written in order.
struct GIFFileWriter {
  private(set) var bytes: [UInt8] = []
  /// The global colour table's bits per index, for images without a local table.
  private var globalBitsPerPixel = 0

  private mutating func put16(_ value: Int) {
    bytes.append(UInt8(value & 0xFF))
    bytes.append(UInt8(value >> 8 & 0xFF))
  }

  /// The header ("GIF89a") and the logical screen descriptor (colour resolution 8 bits, no
  /// background colour, no aspect ratio) with its global colour table (`EGifPutScreenDesc`).
  mutating func putScreen(width: Int, height: Int, globalColors: GIFColorMap?) {
    bytes.append(contentsOf: Array("GIF89a".utf8))
    put16(width)
    put16(height)
    let table = globalColors.map { 0x80 | UInt8($0.bitsPerPixel - 1) } ?? 0x07
    bytes.append(contentsOf: [0x70 | table, 0, 0])
    if let globalColors {
      bytes.append(contentsOf: globalColors.bytes)
      globalBitsPerPixel = globalColors.bitsPerPixel
    }
  }

  /// The NETSCAPE2.0 application extension: `loops` repetitions, 0 = forever.
  mutating func putLoopCount(_ loops: Int) {
    bytes.append(contentsOf: [0x21, 0xFF, 11])
    bytes.append(contentsOf: Array("NETSCAPE2.0".utf8))
    bytes.append(contentsOf: [3, 1, UInt8(loops & 0xFF), UInt8(loops >> 8 & 0xFF), 0])
  }

  /// A graphics control extension: delay (centiseconds), disposal method (1 = leave in place,
  /// 2 = restore to background), transparent index.
  mutating func putGraphicsControl(delay: Int, disposal: Int, transparentIndex: Int?) {
    let flags = UInt8(disposal << 2) | (transparentIndex == nil ? 0 : 1)
    bytes.append(contentsOf: [0x21, 0xF9, 4, flags])
    put16(delay)
    bytes.append(contentsOf: [UInt8(transparentIndex ?? 0), 0])
  }

  /// The minimum LZW code size of an image using `localColors`, or the global table without one.
  func minimumCodeSize(localColors: GIFColorMap?) -> Int {
    max(2, localColors?.bitsPerPixel ?? globalBitsPerPixel)
  }

  /// An image descriptor (not interlaced) with its local colour table, then its image data as
  /// ``GIFLZWEncoder`` wrote it with ``minimumCodeSize(localColors:)``.
  mutating func putImage(_ rect: PixelRect, localColors: GIFColorMap?, imageData: [UInt8]) {
    bytes.append(0x2C)
    put16(rect.x)
    put16(rect.y)
    put16(rect.width)
    put16(rect.height)
    bytes.append(localColors.map { 0x80 | UInt8($0.bitsPerPixel - 1) } ?? 0)
    if let localColors { bytes.append(contentsOf: localColors.bytes) }
    bytes.append(contentsOf: imageData)
  }

  /// The trailer; returns the file's bytes.
  mutating func finish() -> [UInt8] {
    bytes.append(0x3B)
    return bytes
  }
}
