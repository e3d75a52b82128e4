import CGIF
import Graphics

/// A giflib encoder writing into memory: owns the `GifFileType` from `EGifOpen` (with an output
/// function appending to ``bytes``) and closes it with `EGifCloseFile`.
///
/// Each method wraps one `EGifPut…` call and turns `GIF_ERROR` into ``GIFError/giflib(operation:code:reason:)``.
final class GIFFileWriter {
  /// Receives the bytes giflib writes.
  private final class Sink {
    var bytes: [UInt8] = []
  }

  private var file: UnsafeMutablePointer<GifFileType>?
  private let sink = Sink()

  /// `EGifOpen` with an in-memory output function; GIF89a is forced (`EGifSetGifVersion`).
  init() throws {
    var error: Int32 = 0
    let output: OutputFunc = { file, data, count in
      guard let file, let data, let user = file.pointee.UserData else { return 0 }
      let sink = Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue()
      sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(count)))
      return count
    }
    guard let file = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), output, &error) else {
      throw GIFError.library("EGifOpen", error)
    }
    self.file = file
    EGifSetGifVersion(file, true)
  }

  deinit {
    if let file { _ = EGifCloseFile(file, nil) }
  }

  private func check(_ status: Int32, _ operation: @autoclosure () -> String) throws {
    guard status == GIF_OK else { throw GIFError.library(operation(), file?.pointee.Error ?? 0) }
  }

  private var handle: UnsafeMutablePointer<GifFileType> {
    guard let file else { preconditionFailure("GIFFileWriter used after finish()") }
    return file
  }

  /// `EGifPutScreenDesc`: the logical screen and its global colour table (copied by giflib).
  func putScreen(width: Int, height: Int, globalColors: GIFColorMap?) throws {
    try check(
      EGifPutScreenDesc(handle, Int32(width), Int32(height), 8, 0, globalColors?.pointer),
      "EGifPutScreenDesc(\(width)x\(height))")
  }

  /// The NETSCAPE2.0 application extension: `loops` repetitions, 0 = forever.
  func putLoopCount(_ loops: Int) throws {
    try check(EGifPutExtensionLeader(handle, APPLICATION_EXT_FUNC_CODE), "EGifPutExtensionLeader(NETSCAPE2.0)")
    let name = Array("NETSCAPE2.0".utf8)
    try check(EGifPutExtensionBlock(handle, Int32(name.count), name), "EGifPutExtensionBlock(NETSCAPE2.0)")
    let data: [UInt8] = [1, UInt8(loops & 0xFF), UInt8(loops >> 8 & 0xFF)]
    try check(EGifPutExtensionBlock(handle, 3, data), "EGifPutExtensionBlock(loop count \(loops))")
    try check(EGifPutExtensionTrailer(handle), "EGifPutExtensionTrailer(NETSCAPE2.0)")
  }

  /// A graphics control extension: delay (centiseconds), disposal method, transparent index.
  func putGraphicsControl(delay: Int, disposal: Int32, transparentIndex: Int?) throws {
    let flags = UInt8(disposal << 2) | (transparentIndex == nil ? 0 : 1)
    let block: [UInt8] = [
      flags, UInt8(delay & 0xFF), UInt8(delay >> 8 & 0xFF), UInt8(transparentIndex ?? 0),
    ]
    try check(EGifPutExtension(handle, GRAPHICS_EXT_FUNC_CODE, 4, block), "EGifPutExtension(graphics control)")
  }

  /// `EGifPutImageDesc` then one `EGifPutLine` per row of `indices` (row-major, `rect.width` each).
  func putImage(_ rect: PixelRect, localColors: GIFColorMap?, indices: [UInt8]) throws {
    try check(
      EGifPutImageDesc(
        handle, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false,
        localColors?.pointer),
      "EGifPutImageDesc(\(rect))")
    try indices.withUnsafeBufferPointer { buffer in
      let base = UnsafeMutablePointer(mutating: buffer.baseAddress!)
      for row in 0..<rect.height {
        try check(EGifPutLine(handle, base + row * rect.width, Int32(rect.width)), "EGifPutLine(row \(row) of \(rect))")
      }
    }
  }

  /// `EGifCloseFile` (writes the trailer) and returns the file's bytes.
  func finish() throws -> [UInt8] {
    let file = handle
    self.file = nil
    var error: Int32 = 0
    guard EGifCloseFile(file, &error) == GIF_OK else { throw GIFError.library("EGifCloseFile", error) }
    return sink.bytes
  }
}
