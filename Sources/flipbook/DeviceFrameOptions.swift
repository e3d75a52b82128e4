import ArgumentParser
import CairoRaster
import Codecs
import FlipbookRender
import Foundation

/// `--device-frame` and its background: a phone drawn around stills, GIFs and videos
/// (``FlipbookRender/DeviceFrame``).
struct DeviceFrameOptions: ParsableArguments {
  @Flag(help: "Draw a generic phone (bezel, rounded screen, side buttons) and a background around the pictures.")
  var deviceFrame = false

  @Option(help: "The background around the device frame, as #RRGGBB (default #EEEEF3).")
  var frameBackground: String?

  func validate() throws {
    if let frameBackground, Self.color(frameBackground) == nil {
      throw ValidationError("--frame-background must be a colour such as #EEEEF3, got '\(frameBackground)'")
    }
    if frameBackground != nil, !deviceFrame { throw ValidationError("--frame-background needs --device-frame") }
  }

  /// The frame asked for, or nil.
  var frame: DeviceFrame? {
    guard deviceFrame else { return nil }
    var frame = DeviceFrame()
    if let color = frameBackground.flatMap(Self.color) { frame.background = color }
    return frame
  }

  /// `#RRGGBB` (or `RRGGBB`) as a colour.
  static func color(_ text: String) -> RGBA? {
    let hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
    guard hex.count == 6, hex.allSatisfy(\.isHexDigit), let value = UInt32(hex, radix: 16) else { return nil }
    return RGBA(
      red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
      blue: Double(value & 0xFF) / 255)
  }

  /// `picture` in the frame, or unchanged without `--device-frame`.
  func apply(to picture: Bitmap, rasterizer: CairoRasterizer = CairoRasterizer()) throws -> Bitmap {
    guard let frame else { return picture }
    return try frame.apply(to: picture, rasterizer: rasterizer)
  }

  /// Every frame of `animation` in the frame (durations kept), or `animation` unchanged.
  func apply(to animation: AnimatedImage) throws -> AnimatedImage {
    guard let frame else { return animation }
    let rasterizer = CairoRasterizer()
    return try AnimatedImage(
      frames: animation.frames.map {
        AnimatedImage.Frame(bitmap: try frame.apply(to: $0.bitmap, rasterizer: rasterizer), duration: $0.duration)
      }, loopCount: animation.loopCount)
  }
}
