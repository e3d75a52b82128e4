import Foundation

/// Walks a layer tree at one media time and flattens it into display items.
///
/// Per layer, back to front (Core Animation's order): shadow, background, content (label
/// text), sublayers by `zPosition` then order (clipped to the rounded bounds when
/// `masksToBounds`), border.
@MainActor
struct DisplayListBuilder {
  /// Emits `layer` (whose presentation at its local time `time` is `p`), drawn with
  /// `transform` (its bounds space → target pixels), and its sublayers — through its `mask`
  /// when it has one (a mask that draws nothing hides the layer, as in Core Animation).
  /// `source`: the layer's ``DisplayItemSource`` when the caller has just made it; `view`:
  /// the layer's `delegate` when the caller has just loaded it (`.none`: not loaded).
  func emitContents(
    of layer: CALayer, presentation p: CALayerPresentation, time: TimeInterval, transform m: CGAffineTransform,
    source: DisplayItemSource? = nil, view: UIView?? = .none, into items: inout EmittedItems
  ) {
    // The source is swapped in and out by hand, not by a closure: a closure in this main-actor
    // code checks the executor it runs on (a runtime call) each time it runs, for every layer.
    let saved = items.source
    if let source { items.source = source } else { items.source = layer.displayItemSource() }
    if type(of: layer) != CALayer.self, let curl = layer as? PageCurlLayer {
      emitCurled(curl, presentation: p, time: time, transform: m, into: &items)
    } else if let (transition, q) = layer.activeTransition(at: time) {
      emitTransition(transition, progress: q, of: layer, presentation: p, time: time, transform: m, into: &items)
    } else {
      emitUntransitioned(of: layer, presentation: p, time: time, transform: m, view: view, into: &items)
    }
    items.source = saved
  }

  /// `emitContents` without the layer's transition: its live rendering (`view` as there).
  func emitUntransitioned(
    of layer: CALayer, presentation p: CALayerPresentation, time: TimeInterval, transform m: CGAffineTransform,
    view: UIView?? = .none, into items: inout EmittedItems
  ) {
    guard let mask = layer.mask else {
      return emitBody(of: layer, presentation: p, time: time, transform: m, view: view, into: &items)
    }
    var body = items.emptyCopy()
    emitBody(of: layer, presentation: p, time: time, transform: m, view: view, into: &body)
    guard !body.isEmpty else { return }
    var maskItems = items.emptyCopy()
    emit(mask, parentTime: time, parent: ParentSpace(transform: m, sublayerMatrix: .identity), into: &maskItems)
    guard !maskItems.isEmpty else { return }
    items.append(.beginMaskedGroup)
    items.append(contentsOf: body)
    items.append(.maskContent)
    items.append(contentsOf: maskItems)
    items.append(.endGroup)
  }

  /// The layer itself, back to front: shadow, background, content and sublayers (clipped
  /// together when `masksToBounds`), border (`knownView` as `view` in `emitContents`).
  func emitBody(
    of layer: CALayer, presentation p: CALayerPresentation, time: TimeInterval, transform m: CGAffineTransform,
    view knownView: UIView?? = .none, into items: inout EmittedItems
  ) {
    // The view is loaded from its weak reference once per layer (each load is an exclusivity
    // check and an atomic retain and release), by `emit` when it emitted the layer.
    let view: UIView?
    if case .some(let known) = knownView { view = known } else { view = layer.delegate }
    // The display phase: a view marked for display records its `draw(_:)` first.
    view?.displayIfNeeded()
    let shape = Self.edgeShape(Self.shape(of: layer, p), of: layer, transform: m)
    let shadow = shadowPlan(of: layer, p, shape: shape, time: time)
    let clipsAll = layer.masksToBounds && shadow != nil
    if clipsAll { items.append(.pushClip(shape, transform: m)) }
    if let shadow {
      switch shadow {
      case .shape(let outline, let style): items.append(.shadow(outline, style, transform: m))
      case .content(let style): items.append(.beginShadowGroup(style, transform: m))
      }
    }
    if p.backgroundColor.alpha > 0 {
      items.append(.fill(shape, color: p.backgroundColor, transform: m))
    }
    let clip = layer.masksToBounds && !clipsAll
    if clip { items.append(.pushClip(shape, transform: m)) }
    let content = contentItems(of: layer, view: view, p, time: time, transform: m)
    if !content.isEmpty { items.append(contentsOf: content) }
    if let sublayers = layer.sublayers {
      // Sublayers draw in order of `zPosition`, ties in order; most share one `zPosition`,
      // whose order is already the sublayers' own (no sort, no array).
      let zPosition = sublayers.first?.zPosition ?? 0
      let ordered: [(offset: Int, element: CALayer)]? =
        sublayers.allSatisfy { $0.zPosition == zPosition }
        ? nil
        : sublayers.enumerated().sorted {
          ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset)
        }
      let space = ParentSpace(transform: m, sublayerMatrix: Self.sublayerMatrix(p))
      // The sublayers' sources hang under this layer's, made just before its body.
      let source = layer.cachedDisplayItemSource
      // A vibrancy effect view's content blends with the blur beneath it.
      let blend = (view as? UIVisualEffectView)?.contentBlend
      let start = items.count
      if let replicator = layer as? CAReplicatorLayer {
        emitReplicated(
          replicator, p, sublayers: sublayers, ordered: ordered, under: source, time: time, transform: m, into: &items)
      } else if let ordered {
        for (index, sublayer) in ordered {
          emit(sublayer, at: index, under: source, parentTime: time, parent: space, into: &items)
        }
      } else {
        for index in sublayers.indices {
          emit(sublayers[index], at: index, under: source, parentTime: time, parent: space, into: &items)
        }
      }
      if let blend, items.count > start {
        let opens: [DisplayItem] =
          blend.opacity < 1
          ? [.beginBlendGroup(blend.mode), .beginGroup(opacity: blend.opacity)] : [.beginBlendGroup(blend.mode)]
        items.insert(contentsOf: opens, at: start)
        items.append(contentsOf: Array(repeating: DisplayItem.endGroup, count: opens.count))
      }
    }
    // A scroll view's indicators, above its content and inside its clip.
    if let view, type(of: view) != UIView.self, let scrollView = view as? UIScrollView {
      items.append(contentsOf: scrollView.indicatorItems(at: CACurrentMediaTime(), transform: m))
    }
    if clip { closeClip(&items) }
    if p.borderWidth > 0 && p.borderColor.alpha > 0 {
      items.append(.border(shape, width: p.borderWidth, color: p.borderColor, transform: m))
    }
    if case .content = shadow {
      if case .beginShadowGroup = items.last { items.removeLast() } else { items.append(.endGroup) }
    }
    if clipsAll { closeClip(&items) }
  }

  /// Closes the innermost clip, or drops it when nothing was drawn inside.
  private func closeClip(_ items: inout EmittedItems) {
    if case .pushClip = items.last { items.removeLast() } else { items.append(.popClip) }
  }

  /// The layer's outline: its bounds with `cornerRadius` on `maskedCorners`.
  static func shape(of layer: CALayer, _ p: CALayerPresentation) -> Shape {
    p.cornerRadius > 0 && !layer.maskedCorners.isEmpty
      ? .roundedRect(p.bounds, cornerRadius: p.cornerRadius, corners: layer.maskedCorners.rectCorners)
      : .rect(p.bounds)
  }

  /// Emits a sublayer: skipped when hidden, fully transparent, or seen from behind when not
  /// `isDoubleSided`; wrapped in an opacity group when translucent and drawing more than one
  /// item; flattened through a projection when its 3D transform has perspective.
  ///
  /// `index` is the layer's position among its superlayer's sublayers, when the caller knows
  /// it, and then `parentSource` is the superlayer's ``DisplayItemSource`` (together they name
  /// the layer's items' source).
  func emit(
    _ layer: CALayer, at index: Int? = nil, under parentSource: DisplayItemSource? = nil, parentTime: TimeInterval,
    parent: ParentSpace,
    into items: inout EmittedItems
  ) {
    guard !layer.isHidden else { return }
    let time = (parentTime - layer.beginTime) * Double(layer.speed) + layer.timeOffset
    var opacity = 0.0
    let p = CALayerPresentation(layer: layer, time: time, exactOpacity: &opacity)
    guard opacity > 0 else { return }
    let plane = p.transform3DToSuperlayer(sublayerMatrix: parent.sublayerMatrix).planeProjection
    guard let facing = Self.facing(plane, bounds: p.bounds) else { return }
    if !facing && !layer.isDoubleSided { return }
    let view = layer.delegate
    let source =
      if let index {
        layer.displayItemSource(at: index, under: parentSource, delegate: view)
      } else {
        layer.displayItemSource()
      }
    // The layer's items go straight into `items` (no array of its own per layer); a
    // translucent layer's are then faded in place or wrapped in a group.
    let start = items.count
    let saved = items.source
    items.source = source
    if plane.isAffine {
      emitContents(
        of: layer, presentation: p, time: time, transform: plane.affine.concatenating(parent.transform),
        source: source, view: .some(view), into: &items)
    } else {
      emitProjected(
        layer, p, time: time, toTarget: plane.concatenating(ProjectiveTransform(parent.transform)), into: &items)
    }
    defer { items.source = saved }
    guard opacity < 1 else { return }
    let emitted = items.count - start
    if emitted == 1, let faded = items[start].multiplyingOpacity(opacity) {
      items.replaceItem(at: start, with: faded)
    } else if emitted > 0 {
      items.insert(.beginGroup(opacity: min(opacity, 1)), at: start, source: source)
      items.append(.endGroup)
    }
  }
}

/// Where a layer's sublayers are drawn: their superlayer's bounds space → target pixels, and
/// the superlayer's `sublayerTransform` about its anchor point.
struct ParentSpace {
  var transform: CGAffineTransform
  var sublayerMatrix: CATransform3D
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
    case .text(let run, let m):
      return .text(run.multiplyingOpacity(opacity), transform: m)
    case .shadow(let shape, var shadow, let m):
      shadow.color = shadow.color.multiplyingAlpha(opacity)
      return .shadow(shape, shadow, transform: m)
    default: return nil
    }
  }
}
