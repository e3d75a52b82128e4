import Foundation
import Graphics

extension RGBA {
  /// The colour multiplied component by component by `tint` (straight alpha): how Core
  /// Animation modulates a replicator copy's or a particle's colours.
  func modulated(by tint: RGBA) -> RGBA {
    RGBA(red: red * tint.red, green: green * tint.green, blue: blue * tint.blue, alpha: alpha * tint.alpha)
  }
}

extension Bitmap {
  /// The pixels multiplied component by component by `tint` (straight alpha, rounded to 8 bits).
  func modulated(by tint: RGBA) -> Bitmap {
    let t = tint.clamped
    let factors = [t.red, t.green, t.blue, t.alpha]
    var out = pixels
    for i in out.indices { out[i] = UInt8((Double(out[i]) * factors[i & 3]).rounded()) }
    return Bitmap(width: width, height: height, pixels: out)
  }
}

extension DisplayItem {
  /// The item with every colour it paints multiplied by `tint`: a `CAReplicatorLayer` copy's
  /// `instanceColor` (fills, borders, strokes, text, gradients, shadows and image pixels; clips,
  /// groups and backdrop blurs are unchanged).
  func modulated(by tint: RGBA) -> DisplayItem {
    switch self {
    case .fill(let shape, let color, let m): return .fill(shape, color: color.modulated(by: tint), transform: m)
    case .border(let shape, let width, let color, let m):
      return .border(shape, width: width, color: color.modulated(by: tint), transform: m)
    case .stroke(let path, let style, let color, let m):
      return .stroke(path, style: style, color: color.modulated(by: tint), transform: m)
    case .text(var run, let m):
      run.color = run.color.modulated(by: tint)
      run.spans = run.spans.map { span in
        var span = span
        span.color = span.color?.modulated(by: tint)
        return span
      }
      return .text(run, transform: m)
    case .gradient(var gradient, let m):
      gradient.stops = gradient.stops.map { (location: $0.location, color: $0.color.modulated(by: tint)) }
      return .gradient(gradient, transform: m)
    case .shadow(let shape, var shadow, let m):
      shadow.color = shadow.color.modulated(by: tint)
      return .shadow(shape, shadow, transform: m)
    case .beginShadowGroup(var shadow, let m):
      shadow.color = shadow.color.modulated(by: tint)
      return .beginShadowGroup(shadow, transform: m)
    case .image(let bitmap, let rect, let m): return .image(bitmap.modulated(by: tint), rect: rect, transform: m)
    default: return self
    }
  }
}
