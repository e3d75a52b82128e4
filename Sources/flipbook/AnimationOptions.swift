import ArgumentParser
import Codecs
import Foundation

/// Options shared by every animation output (`render --gif/--apng/--webp`, `gif`).
struct AnimationOptions: ParsableArguments {
  /// GIF delays are whole centiseconds and browsers slow delays under 2 cs, so GIFs are written
  /// at no more than this many frames per second.
  static let gifFrameRateLimit = 50.0

  @Option(
    name: .customLong("max-fps"),
    help: "Drop frames down to at most this many frames per second (GIFs are always capped at 50).")
  var maximumFrameRate: Double?

  @Option(
    name: .customLong("scale-down"),
    help: "Shrink frames by this factor in (0, 1] with an area filter, e.g. 0.5 for half size.")
  var scaleDown: Double = 1

  @Option(help: "GIF dithering when a frame needs more than 255 colours: none, ordered or floyd-steinberg.")
  var dither: String = GIFEncoder.Dithering.none.rawValue

  @Option(
    help:
      "GIF palettes: automatic (one global palette, a frame's own only where it serves it poorly), global or per-frame."
  )
  var palette: String = GIFEncoder.PaletteStrategy.automatic.rawValue

  @Option(name: .customLong("loop"), help: "How many times the animation plays; 0 = forever.")
  var loopCount: Int = 0

  @OptionGroup var frame: DeviceFrameOptions

  func validate() throws {
    if let maximumFrameRate, !(maximumFrameRate.isFinite && maximumFrameRate > 0 && maximumFrameRate <= 240) {
      throw ValidationError("--max-fps must be in (0, 240], got \(maximumFrameRate)")
    }
    if !(scaleDown.isFinite && scaleDown > 0 && scaleDown <= 1) {
      throw ValidationError("--scale-down must be in (0, 1], got \(scaleDown)")
    }
    if GIFEncoder.Dithering(rawValue: dither) == nil {
      throw ValidationError(
        "--dither must be one of \(GIFEncoder.Dithering.allCases.map(\.rawValue).joined(separator: ", ")), got '\(dither)'"
      )
    }
    if GIFEncoder.PaletteStrategy(rawValue: palette) == nil {
      throw ValidationError("--palette must be automatic, global or per-frame, got '\(palette)'")
    }
    if !(0...65_535).contains(loopCount) { throw ValidationError("--loop must be 0…65535, got \(loopCount)") }
  }

  /// The GIF encoder these options describe.
  var gifEncoder: GIFEncoder {
    GIFEncoder(
      palette: GIFEncoder.PaletteStrategy(rawValue: palette) ?? .automatic,
      dithering: GIFEncoder.Dithering(rawValue: dither) ?? .none)
  }

  /// `animation` with the loop count, the scale-down, the frame-rate cap (`forGIF` adds
  /// GIF's 50 fps cap) and the device frame (`--device-frame`, drawn around the scaled frames).
  func prepare(_ animation: AnimatedImage, forGIF: Bool) throws -> AnimatedImage {
    var result = animation
    result.loopCount = loopCount
    var cap = maximumFrameRate ?? .infinity
    if forGIF { cap = min(cap, Self.gifFrameRateLimit) }
    if cap.isFinite { result = try result.reducingFrameRate(toAtMost: cap) }
    return try frame.apply(to: try result.scaledDown(by: scaleDown))
  }
}
