import Foundation

extension DisplayItem {
  /// `items` drawn as their *shape*: every fill, border, stroke, text run and gradient in
  /// opaque white, every image and backdrop blur as an opaque rectangle or shape, clips and
  /// masked groups kept, opacity, shadow and blend groups turned into plain groups at full
  /// opacity (a nested blend group's own shape part is dropped; its content is its shape).
  ///
  /// The result's alpha is what Core Graphics calls the area a drawing covers: where a blend
  /// mode applies. A colour's or the context's alpha does not shrink it (`copy` with a clear
  /// colour clears the rectangle it fills), and an image covers its whole rectangle,
  /// transparent pixels included. Shadows are not part of it.
  ///
  /// - Complexity: O(items).
  public static func coverage(of items: [DisplayItem]) -> [DisplayItem] {
    var result: [DisplayItem] = []
    result.reserveCapacity(items.count)
    // For each open group: whether it was a blend group; `skipping` counts how deep we are
    // inside a nested blend group's shape part (dropped).
    var openIsBlend: [Bool] = []
    var skipDepth: Int?
    for item in items {
      if let depth = skipDepth {
        if item.opensScope, !item.isClip {
          skipDepth = depth + 1
        } else if case .endGroup = item {
          if depth == 0 {
            skipDepth = nil
            openIsBlend.removeLast()
            result.append(.endGroup)
          } else {
            skipDepth = depth - 1
          }
        }
        continue
      }
      switch item {
      case .beginBlendGroup:
        openIsBlend.append(true)
        result.append(.beginGroup(opacity: 1))
      case .beginGroup, .beginShadowGroup:
        openIsBlend.append(false)
        result.append(.beginGroup(opacity: 1))
      case .beginMaskedGroup, .beginProjection, .beginPageCurl:
        openIsBlend.append(false)
        result.append(item)
      case .maskContent where openIsBlend.last == true:
        skipDepth = 0
      case .endGroup:
        _ = openIsBlend.popLast()
        result.append(item)
      case .pushClip, .popClip, .maskContent:
        result.append(item)
      case .fill(let shape, _, let m): result.append(.fill(shape, color: .white, transform: m))
      case .border(let shape, let width, _, let m):
        result.append(.border(shape, width: width, color: .white, transform: m))
      case .stroke(let path, let style, _, let m):
        result.append(.stroke(path, style: style, color: .white, transform: m))
      case .text(var run, let m):
        run.color = .white
        run.spans = run.spans.map { span in
          var span = span
          if span.color != nil { span.color = .white }
          return span
        }
        result.append(.text(run, transform: m))
      case .gradient(var gradient, let m):
        gradient.stops = gradient.stops.map { (location: $0.location, color: RGBA.white) }
        result.append(.gradient(gradient, transform: m))
      case .image(_, let rect, let m): result.append(.fill(.rect(rect), color: .white, transform: m))
      case .backdropBlur(let shape, _, let m): result.append(.fill(shape, color: .white, transform: m))
      case .shadow: break
      }
    }
    return result
  }

  /// Whether the item is `pushClip` (a scope closed by `popClip`, not by `endGroup`).
  var isClip: Bool {
    if case .pushClip = self { return true }
    return false
  }
}
