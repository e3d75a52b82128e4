import CWebPMux

/// libwebp's animation encoder: owns the `WebPAnimEncoder` from `WebPAnimEncoderNew` and frees it
/// with `WebPAnimEncoderDelete`. Each call's failure becomes ``WebPError/libwebp(operation:reason:)``
/// carrying `WebPAnimEncoderGetError`.
final class WebPAnimationWriter {
  private let encoder: OpaquePointer
  private var config = WebPConfig()
  private let width: Int
  private let height: Int

  /// `WebPAnimEncoderOptionsInit` + `WebPAnimEncoderNew`, and the per-frame `WebPConfig`
  /// (`WebPConfigInit`, lossless or lossy at `quality`, `method` effort, `exact` RGB).
  init(width: Int, height: Int, loopCount: Int, lossless: Bool, quality: Float, method: Int, minimizeSize: Bool) throws
  {
    var options = WebPAnimEncoderOptions()
    guard WebPAnimEncoderOptionsInit(&options) != 0 else {
      throw WebPError.libwebp(operation: "WebPAnimEncoderOptionsInit", reason: "library version mismatch")
    }
    options.anim_params.loop_count = Int32(loopCount)
    options.anim_params.bgcolor = 0
    options.minimize_size = minimizeSize ? 1 : 0
    options.allow_mixed = 0
    guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
      throw WebPError.libwebp(
        operation: "WebPAnimEncoderNew(\(width)x\(height))", reason: "invalid size or out of memory")
    }
    self.encoder = encoder
    self.width = width
    self.height = height
    guard WebPConfigInit(&config) != 0 else {
      throw WebPError.libwebp(operation: "WebPConfigInit", reason: "library version mismatch")
    }
    config.lossless = lossless ? 1 : 0
    config.quality = quality
    config.method = Int32(method)
    config.exact = 1
    guard WebPValidateConfig(&config) != 0 else {
      throw WebPError.libwebp(operation: "WebPValidateConfig", reason: "quality \(quality), method \(method)")
    }
  }

  deinit { WebPAnimEncoderDelete(encoder) }

  private var lastError: String {
    WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
  }

  /// `WebPPictureImportRGBA` + `WebPAnimEncoderAdd`: `rgba` starts at `timestamp` ms.
  func add(rgba: [UInt8], timestamp: Int) throws {
    var picture = WebPPicture()
    guard WebPPictureInit(&picture) != 0 else {
      throw WebPError.libwebp(operation: "WebPPictureInit", reason: "library version mismatch")
    }
    defer { WebPPictureFree(&picture) }
    picture.use_argb = 1
    picture.width = Int32(width)
    picture.height = Int32(height)
    guard rgba.withUnsafeBufferPointer({ WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(width * 4)) }) != 0
    else {
      throw WebPError.libwebp(operation: "WebPPictureImportRGBA(\(width)x\(height))", reason: "out of memory")
    }
    guard WebPAnimEncoderAdd(encoder, &picture, Int32(timestamp), &config) != 0 else {
      throw WebPError.libwebp(operation: "WebPAnimEncoderAdd(frame at \(timestamp) ms)", reason: lastError)
    }
  }

  /// Ends the last frame at `endTimestamp` ms and returns the assembled file
  /// (`WebPAnimEncoderAdd(NULL)`, `WebPAnimEncoderAssemble`, `WebPDataClear`).
  func finish(endTimestamp: Int) throws -> [UInt8] {
    guard WebPAnimEncoderAdd(encoder, nil, Int32(endTimestamp), nil) != 0 else {
      throw WebPError.libwebp(operation: "WebPAnimEncoderAdd(end at \(endTimestamp) ms)", reason: lastError)
    }
    var data = WebPData()
    WebPDataInit(&data)
    defer { WebPDataClear(&data) }
    guard WebPAnimEncoderAssemble(encoder, &data) != 0 else {
      throw WebPError.libwebp(operation: "WebPAnimEncoderAssemble", reason: lastError)
    }
    return Array(UnsafeBufferPointer(start: data.bytes, count: data.size))
  }
}
