import Foundation

extension UIWindow {
  /// What the window shows at the current media time, as a display list in device pixels
  /// (`bounds.size × screen.scale`): every visible layer's presentation values — background,
  /// label text, sublayers (clipped when `masksToBounds`), border on top — with group opacity
  /// where a translucent layer draws more than one item.
  public func makeDisplayList() -> DisplayList {
    let scale = screen.scale
    let size = bounds.size
    var items: [DisplayItem] = []
    let toDevice = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
      .concatenating(CGAffineTransform(scaleX: scale, y: scale))
    let time = layer.localTime(forMediaTime: AnimationEngine.mediaTime)
    DisplayListBuilder().emitContents(
      of: layer, presentation: CALayerPresentation(layer: layer, time: time), time: time, transform: toDevice,
      into: &items)
    return DisplayList(
      pixelWidth: Int((size.width * scale).rounded()), pixelHeight: Int((size.height * scale).rounded()),
      background: .black, items: items)
  }
}

/// Walks a layer tree at one media time and flattens it into display items.
@MainActor
struct DisplayListBuilder {
  /// Emits `layer` (whose presentation at its local time `time` is `p`), drawn with
  /// `transform` (its bounds space → device), and its sublayers.
  func emitContents(
    of layer: CALayer, presentation p: CALayerPresentation, time: TimeInterval, transform m: CGAffineTransform,
    into items: inout [DisplayItem]
  ) {
    let shape: Shape =
      p.cornerRadius > 0 ? .roundedRect(p.bounds, cornerRadius: p.cornerRadius) : .rect(p.bounds)
    if p.backgroundColor.alpha > 0 {
      items.append(.fill(shape, color: p.backgroundColor, transform: m))
    }
    if let label = layer.delegate as? UILabel, let run = label.textRun(in: p.bounds) {
      items.append(.text(run, transform: m))
    }
    if let snapshot = layer.delegate as? ContentSnapshotView {
      items.append(contentsOf: snapshot.items.map { $0.concatenating(m) })
    }
    if let sublayers = layer.sublayers {
      let clip = layer.masksToBounds
      if clip { items.append(.pushClip(shape, transform: m)) }
      let ordered = sublayers.enumerated().sorted {
        ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset)
      }
      for (_, sublayer) in ordered { emit(sublayer, parentTime: time, parentTransform: m, into: &items) }
      if clip {
        if case .pushClip = items.last { items.removeLast() } else { items.append(.popClip) }
      }
    }
    if p.borderWidth > 0 && p.borderColor.alpha > 0 {
      items.append(.border(shape, width: p.borderWidth, color: p.borderColor, transform: m))
    }
  }

  /// Emits a sublayer: skipped when hidden or fully transparent; wrapped in an opacity group
  /// when translucent and drawing more than one item.
  func emit(
    _ layer: CALayer, parentTime: TimeInterval, parentTransform: CGAffineTransform, into items: inout [DisplayItem]
  ) {
    guard !layer.isHidden else { return }
    let time = (parentTime - layer.beginTime) * Double(layer.speed) + layer.timeOffset
    let opacity = Double(layer.presentationValue(.opacity, at: time).scalarValue)
    guard opacity > 0 else { return }
    let p = CALayerPresentation(layer: layer, time: time)
    let m = p.transformToSuperlayer.concatenating(parentTransform)
    guard opacity < 1 else { return emitContents(of: layer, presentation: p, time: time, transform: m, into: &items) }
    var inner: [DisplayItem] = []
    emitContents(of: layer, presentation: p, time: time, transform: m, into: &inner)
    if inner.count == 1, let faded = inner[0].multiplyingOpacity(opacity) {
      items.append(faded)
    } else if !inner.isEmpty {
      items.append(.beginGroup(opacity: min(opacity, 1)))
      items.append(contentsOf: inner)
      items.append(.endGroup)
    }
  }
}

extension AnimatableValue {
  var scalarValue: CGFloat {
    guard case .scalar(let v) = self else { preconditionFailure("expected a scalar layer value, got \(self)") }
    return v
  }
}

extension DisplayItem {
  /// The same single item with its colour's alpha multiplied (equivalent to a group of one).
  func multiplyingOpacity(_ opacity: Double) -> DisplayItem? {
    switch self {
    case .fill(let shape, let color, let m): return .fill(shape, color: color.multiplyingAlpha(opacity), transform: m)
    case .border(let shape, let width, let color, let m):
      return .border(shape, width: width, color: color.multiplyingAlpha(opacity), transform: m)
    case .text(var run, let m):
      run.color = run.color.multiplyingAlpha(opacity)
      return .text(run, transform: m)
    default: return nil
    }
  }
}
