import CGIF
import Graphics

/// A giflib decoder reading from memory: owns the `GifFileType` from `DGifOpen` (with an input
/// function reading from ``bytes``), loads everything with `DGifSlurp`, and closes it with
/// `DGifCloseFile` in `deinit`.
final class GIFFileReader {
  private final class Source {
    let bytes: [UInt8]
    var offset = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
  }

  /// One image of the file with its graphics control values.
  struct Image {
    var rect: PixelRect
    /// `0xRRGGBB` per colour index (the local table, else the global one).
    var colors: [UInt32]
    var indices: [UInt8]
    var delay: Int
    var disposal: Int
    var transparentIndex: Int?
  }

  private let file: UnsafeMutablePointer<GifFileType>
  private let source: Source

  /// `DGifOpen` + `DGifSlurp`.
  init(_ bytes: [UInt8]) throws {
    source = Source(bytes)
    var error: Int32 = 0
    let input: InputFunc = { file, buffer, count in
      guard let file, let buffer, let user = file.pointee.UserData else { return 0 }
      let source = Unmanaged<Source>.fromOpaque(user).takeUnretainedValue()
      let n = min(Int(count), source.bytes.count - source.offset)
      source.bytes.withUnsafeBufferPointer { bytes in
        buffer.update(from: bytes.baseAddress! + source.offset, count: n)
      }
      source.offset += n
      return Int32(n)
    }
    guard let file = DGifOpen(Unmanaged.passUnretained(source).toOpaque(), input, &error) else {
      throw GIFError.library("DGifOpen of \(bytes.count) bytes", error)
    }
    self.file = file
    guard DGifSlurp(file) == GIF_OK else {
      throw GIFError.library("DGifSlurp of \(bytes.count) bytes", file.pointee.Error)
    }
  }

  deinit { _ = DGifCloseFile(file, nil) }

  var width: Int { Int(file.pointee.SWidth) }
  var height: Int { Int(file.pointee.SHeight) }

  /// The NETSCAPE2.0 repeat count, or nil when the file has none (play once).
  var repeatCount: Int? {
    let image = file.pointee.SavedImages
    guard file.pointee.ImageCount > 0, let image else { return nil }
    let blocks = UnsafeBufferPointer(start: image[0].ExtensionBlocks, count: Int(image[0].ExtensionBlockCount))
    for (i, block) in blocks.enumerated() where block.Function == APPLICATION_EXT_FUNC_CODE && block.ByteCount == 11 {
      let name = String(decoding: UnsafeBufferPointer(start: block.Bytes, count: 11), as: UTF8.self)
      guard name == "NETSCAPE2.0", i + 1 < blocks.count, blocks[i + 1].ByteCount >= 3 else { continue }
      let data = blocks[i + 1].Bytes!
      return Int(data[1]) | Int(data[2]) << 8
    }
    return nil
  }

  /// Every image, in file order (`DGifSavedExtensionToGCB` for the control values).
  func images() throws -> [Image] {
    let count = Int(file.pointee.ImageCount)
    return try (0..<count).map { n in
      let saved = file.pointee.SavedImages[n]
      let d = saved.ImageDesc
      let rect = PixelRect(x: Int(d.Left), y: Int(d.Top), width: Int(d.Width), height: Int(d.Height))
      guard rect.x >= 0, rect.y >= 0, rect.x + rect.width <= width, rect.y + rect.height <= height else {
        throw GIFError.corruptImage(index: n, reason: "rectangle \(rect) is outside the \(width)x\(height) screen")
      }
      guard let map = d.ColorMap ?? file.pointee.SColorMap else {
        throw GIFError.corruptImage(index: n, reason: "no colour table")
      }
      let colors = UnsafeBufferPointer(start: map.pointee.Colors, count: Int(map.pointee.ColorCount)).map {
        UInt32($0.Red) << 16 | UInt32($0.Green) << 8 | UInt32($0.Blue)
      }
      let indices = Array(UnsafeBufferPointer(start: saved.RasterBits, count: rect.area))
      if let bad = indices.first(where: { Int($0) >= colors.count }) {
        throw GIFError.corruptImage(index: n, reason: "colour index \(bad) outside its \(colors.count)-entry table")
      }
      var control = GraphicsControlBlock(DisposalMode: 0, UserInputFlag: false, DelayTime: 0, TransparentColor: -1)
      _ = DGifSavedExtensionToGCB(file, Int32(n), &control)
      return Image(
        rect: rect, colors: colors, indices: indices, delay: Int(control.DelayTime),
        disposal: Int(control.DisposalMode),
        transparentIndex: control.TransparentColor >= 0 ? Int(control.TransparentColor) : nil)
    }
  }
}
