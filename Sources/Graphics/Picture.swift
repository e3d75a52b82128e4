import Foundation

/// A recorded rendering: display items frozen at one moment, in the picture's own pixel space
/// (`size × scale` pixels, origin top left). What snapshots and image renderers produce; drawn
/// by placing its items under another transform, so it stays vector content (crisp at any
/// output scale) except for perspective layers, which were flattened at `scale`.
public struct Picture: Sendable, Hashable, CustomStringConvertible {
  /// The size in points.
  public var size: CGSize
  /// Pixels per point the items were recorded at.
  public var scale: CGFloat
  /// The items, balanced, mapping into picture pixels.
  public var items: [DisplayItem]

  public init(size: CGSize, scale: CGFloat, items: [DisplayItem]) {
    self.size = size
    self.scale = scale
    self.items = items
  }

  /// The items drawn so that the picture's point rectangle `source` fills `destination` (in a
  /// space that `transform` maps to target pixels).
  public func items(
    from source: CGRect? = nil, into destination: CGRect, transform: CGAffineTransform
  ) -> [DisplayItem] {
    let source = source ?? CGRect(origin: .zero, size: size)
    guard source.width != 0, source.height != 0 else { return [] }
    let outer = CGAffineTransform(scaleX: 1 / scale, y: 1 / scale)
      .concatenating(CGAffineTransform(translationX: -source.minX, y: -source.minY))
      .concatenating(CGAffineTransform(scaleX: destination.width / source.width, y: destination.height / source.height))
      .concatenating(CGAffineTransform(translationX: destination.minX, y: destination.minY))
      .concatenating(transform)
    return Self.transform(items, by: outer)
  }

  /// Every item's transform followed by `outer`; items inside a projection or a page curl stay
  /// in its offscreen space (only the projection's warp, or the curl's placement, is followed
  /// by `outer`).
  public static func transform(_ items: [DisplayItem], by outer: CGAffineTransform) -> [DisplayItem] {
    var projections: [Int] = []  // nesting depth at which each open projection started
    var depth = 0
    var result: [DisplayItem] = []
    result.reserveCapacity(items.count)
    for item in items {
      let inside = !projections.isEmpty
      switch item {
      case .endGroup, .popClip:
        depth -= 1
        if projections.last == depth { projections.removeLast() }
        result.append(item)
        continue
      default: break
      }
      if item.opensScope { depth += 1 }
      if inside {
        result.append(item)
        continue
      }
      switch item {
      case .beginProjection, .beginPageCurl: projections.append(depth - 1)
      default: break
      }
      result.append(item.applying(outer))
    }
    return result
  }

  public var description: String {
    "picture \(DisplayList.format(size.width))x\(DisplayList.format(size.height)) @\(DisplayList.format(scale))x, \(items.count) items"
  }
}

extension DisplayItem {
  /// The item with `outer` applied after its own transform.
  public func applying(_ outer: CGAffineTransform) -> DisplayItem {
    switch self {
    case .pushClip(let shape, let m): return .pushClip(shape, transform: m.concatenating(outer))
    case .fill(let shape, let color, let m): return .fill(shape, color: color, transform: m.concatenating(outer))
    case .border(let shape, let width, let color, let m):
      return .border(shape, width: width, color: color, transform: m.concatenating(outer))
    case .text(let run, let m): return .text(run, transform: m.concatenating(outer))
    case .shadow(let shape, let shadow, let m): return .shadow(shape, shadow, transform: m.concatenating(outer))
    case .beginShadowGroup(let shadow, let m): return .beginShadowGroup(shadow, transform: m.concatenating(outer))
    case .beginProjection(let w, let width, let height):
      return .beginProjection(w.concatenating(ProjectiveTransform(outer)), width: width, height: height)
    case .beginPageCurl(var curl, let width, let height):
      curl.transform = curl.transform.concatenating(outer)
      return .beginPageCurl(curl, width: width, height: height)
    case .stroke(let path, let style, let color, let m):
      return .stroke(path, style: style, color: color, transform: m.concatenating(outer))
    case .gradient(let gradient, let m): return .gradient(gradient, transform: m.concatenating(outer))
    case .image(let bitmap, let rect, let m): return .image(bitmap, rect: rect, transform: m.concatenating(outer))
    case .backdropBlur(let shape, let blur, let m): return .backdropBlur(shape, blur, transform: m.concatenating(outer))
    case .popClip, .beginGroup, .endGroup, .beginMaskedGroup, .maskContent, .beginBlendGroup: return self
    }
  }
}
