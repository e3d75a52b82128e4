import CWebPDemux

/// libwebp's animation decoder: owns the `WebPAnimDecoder` from `WebPAnimDecoderNew` (RGBA
/// output) and frees it with `WebPAnimDecoderDelete`. Keeps the file's bytes alive while it lives.
final class WebPAnimationReader {
  private let decoder: OpaquePointer
  private let bytes: UnsafeMutableBufferPointer<UInt8>
  let width: Int
  let height: Int
  let loopCount: Int
  let frameCount: Int

  init(_ data: [UInt8]) throws {
    bytes = .allocate(capacity: max(data.count, 1))
    _ = bytes.initialize(from: data)
    var options = WebPAnimDecoderOptions()
    guard WebPAnimDecoderOptionsInit(&options) != 0 else {
      bytes.deallocate()
      throw WebPError.libwebp(operation: "WebPAnimDecoderOptionsInit", reason: "library version mismatch")
    }
    options.color_mode = MODE_RGBA
    options.use_threads = 0
    var webp = WebPData(bytes: bytes.baseAddress, size: data.count)
    guard let decoder = WebPAnimDecoderNew(&webp, &options) else {
      bytes.deallocate()
      throw WebPError.libwebp(
        operation: "WebPAnimDecoderNew(\(data.count) bytes)", reason: "not an animated WebP, or corrupt")
    }
    self.decoder = decoder
    var info = WebPAnimInfo()
    guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else {
      WebPAnimDecoderDelete(decoder)
      bytes.deallocate()
      throw WebPError.libwebp(operation: "WebPAnimDecoderGetInfo", reason: "corrupt header")
    }
    width = Int(info.canvas_width)
    height = Int(info.canvas_height)
    loopCount = Int(info.loop_count)
    frameCount = Int(info.frame_count)
  }

  deinit {
    WebPAnimDecoderDelete(decoder)
    bytes.deallocate()
  }

  /// `WebPAnimDecoderGetNext`: the next full canvas (RGBA) and the time it ends, in ms; nil at the end.
  func next() throws -> (rgba: [UInt8], endTimestamp: Int)? {
    guard WebPAnimDecoderHasMoreFrames(decoder) != 0 else { return nil }
    var buffer: UnsafeMutablePointer<UInt8>?
    var timestamp: Int32 = 0
    guard WebPAnimDecoderGetNext(decoder, &buffer, &timestamp) != 0, let buffer else {
      throw WebPError.libwebp(operation: "WebPAnimDecoderGetNext", reason: "corrupt frame data")
    }
    return (Array(UnsafeBufferPointer(start: buffer, count: width * height * 4)), Int(timestamp))
  }
}
