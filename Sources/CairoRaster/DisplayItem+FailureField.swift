import Foundation
import Graphics

extension DisplayItem {
  /// The field of this item most likely to have made drawing it fail with `error`, with its
  /// value: `text run font size 1e+15 at device scale 2`, `shadow radius 5000 (σ 3000 × 3000
  /// device px)`, `surface 40000×40000`. What ``CairoError/drawingFailed(itemIndex:view:field:underlying:)``
  /// names.
  func failureField(for error: CairoError) -> String {
    if case .invalidSurfaceSize(let width, let height) = error {
      return "\(kindName) surface \(width)×\(height)"
    }
    switch self {
    case .text(let run, let m):
      return
        "text run font size \(Self.number(run.font.size)) at device scale \(Self.number(Self.scale(of: m))) (frame \(Self.size(run.frame)))"
    case .shadow(let shape, let shadow, let m):
      return "shadow radius \(Self.number(shadow.radius)) of a \(Self.size(shape.boundingRect)) shape"
        + " at device scale \(Self.number(Self.scale(of: m)))"
    case .beginShadowGroup(let shadow, let m):
      return "shadow radius \(Self.number(shadow.radius)) at device scale \(Self.number(Self.scale(of: m)))"
    case .beginProjection(_, let width, let height):
      return "projection surface \(width)×\(height)"
    case .beginPageCurl(let curl, let width, let height):
      return "page curl surface \(width)×\(height), curl radius \(Self.number(curl.radius))"
    case .image(let bitmap, let rect, _):
      return "image \(bitmap.width)×\(bitmap.height) px drawn in \(Self.size(rect))"
    case .backdropBlur(let shape, let blur, let m):
      return "backdrop blur radius \(Self.number(blur.radius)) over a \(Self.size(shape.boundingRect)) shape"
        + " at device scale \(Self.number(Self.scale(of: m)))"
    case .gradient(let gradient, let m):
      return "gradient over \(Self.size(gradient.rect)) at device scale \(Self.number(Self.scale(of: m)))"
    case .stroke(_, let style, _, let m):
      return "stroke line width \(Self.number(style.lineWidth)) at device scale \(Self.number(Self.scale(of: m)))"
    case .fill(let shape, _, let m), .pushClip(let shape, let m):
      return "\(kindName) shape \(Self.size(shape.boundingRect)) under transform \(Self.matrix(m))"
    case .border(let shape, let width, _, let m):
      return "border width \(Self.number(width)) on \(Self.size(shape.boundingRect)) under transform \(Self.matrix(m))"
    case .beginGroup(let opacity): return "opacity group (alpha \(Self.number(opacity)))"
    case .beginMaskedGroup, .maskContent: return "mask group"
    case .beginBlendGroup(let mode): return "blend group (\(mode))"
    case .popClip: return "end of clip"
    case .endGroup: return "end of group"
    }
  }

  /// The item's kind in words (`fill`, `clip`, `image`).
  private var kindName: String {
    switch self {
    case .fill: return "fill"
    case .pushClip: return "clip"
    case .image: return "image"
    case .shadow, .beginShadowGroup: return "shadow"
    case .backdropBlur: return "backdrop blur"
    case .gradient: return "gradient"
    case .beginProjection: return "projection"
    case .beginPageCurl: return "page curl"
    case .text: return "text run"
    case .stroke: return "stroke"
    case .border: return "border"
    default: return "group"
    }
  }

  /// The geometric mean of the transform's scale factors: √|det|.
  private static func scale(of m: CGAffineTransform) -> Double { abs(m.determinant).squareRoot() }

  /// `12.5`, or `1e+15` for large magnitudes.
  private static func number(_ value: Double) -> String {
    value.isFinite && abs(value) < 1e6 ? DisplayList.format(value) : String(format: "%g", value)
  }

  /// `300×200 pt at (10, 20)`.
  private static func size(_ rect: CGRect) -> String {
    "\(number(rect.width))×\(number(rect.height)) at (\(number(rect.minX)), \(number(rect.minY)))"
  }

  /// `[a b c d tx ty]`.
  private static func matrix(_ m: CGAffineTransform) -> String {
    "[" + [m.a, m.b, m.c, m.d, m.tx, m.ty].map(number).joined(separator: " ") + "]"
  }
}
