import Foundation
import Graphics

extension DisplayList {
  /// For each opacity group (`beginGroup`, by item index) whose content's device extent is
  /// known, a whole-pixel rectangle holding every pixel that content can touch: the rasteriser
  /// pushes the group clipped to it, so the group's offscreen surface and its composite cover
  /// the content rather than the whole frame. Pixels are the same either way: outside the
  /// rectangle the group is transparent, and an opacity group composites with `OVER`.
  ///
  /// An extent is known when the group holds only fills, borders, text, gradients, images,
  /// clips and nested opacity or masked groups; any other item (shadows, strokes, backdrop
  /// blurs, which read the group's pixels around them, and blend, shadow, projection and
  /// page-curl groups) leaves the group unclipped.
  func opacityGroupBounds() -> [Int: CGRect] {
    // The open groups: the index of each opacity group (nil for other kinds), and the union
    // of its content so far (nil once an item of unknown extent was seen).
    var open: [(index: Int?, bounds: CGRect?)] = []
    var result: [Int: CGRect] = [:]
    func add(_ rect: CGRect?) {
      for level in open.indices {
        if let rect, let bounds = open[level].bounds {
          open[level].bounds = bounds.union(rect)
        } else {
          open[level].bounds = nil
        }
      }
    }
    for (index, item) in items.enumerated() {
      switch item {
      case .fill(let shape, _, let transform), .border(let shape, _, _, let transform):
        add(Self.deviceRect(shape.boundingRect, transform))
      case .text(let run, let transform):
        // A line may stand out of a frame lower than it, and glyphs overhang their advance.
        let size = run.font.size.isFinite ? abs(run.font.size) : .infinity
        add(Self.deviceRect(run.frame.insetBy(dx: -2 * size, dy: -2 * size), transform))
      case .gradient(let gradient, let transform):
        add(Self.deviceRect(gradient.rect, transform))
      case .image(_, let rect, let transform):
        add(Self.deviceRect(rect, transform))
      case .pushClip, .popClip, .maskContent:
        break
      case .beginGroup:
        open.append((index, .null))
      case .beginMaskedGroup:
        open.append((nil, .null))
      case .beginShadowGroup, .beginBlendGroup, .beginProjection, .beginPageCurl:
        add(nil)
        open.append((nil, nil))
      case .endGroup:
        guard let group = open.popLast() else { continue }
        if let start = group.index, let bounds = group.bounds {
          result[start] = bounds
        }
      case .shadow, .stroke, .backdropBlur:
        add(nil)
      }
    }
    return result
  }

  /// `rect` under `transform`, widened to whole device pixels plus one pixel of margin for
  /// antialiasing and filtering; nil when not finite.
  static func deviceRect(_ rect: CGRect, _ transform: CGAffineTransform) -> CGRect? {
    guard !rect.isNull, [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy(\.isFinite) else { return nil }
    let box = rect.standardized.applying(transform)
    guard [box.minX, box.minY, box.maxX, box.maxY].allSatisfy(\.isFinite) else { return nil }
    let minX = box.minX.rounded(.down) - 1
    let minY = box.minY.rounded(.down) - 1
    return CGRect(
      x: minX, y: minY, width: box.maxX.rounded(.up) + 1 - minX, height: box.maxY.rounded(.up) + 1 - minY)
  }
}
