import Foundation

extension DisplayListBuilder {
  /// Draws a layer during a ``CATransition`` at progress `q`: its recorded old picture and its
  /// live rendering, placed and faded as the transition's type and subtype say (see
  /// ``CATransition``).
  func emitTransition(
    _ transition: CATransition, progress q: Double, of layer: CALayer, presentation p: CALayerPresentation,
    time: TimeInterval, transform m: CGAffineTransform, into items: inout EmittedItems
  ) {
    guard let old = transition.oldContent else {
      return emitUntransitioned(of: layer, presentation: p, time: time, transform: m, into: &items)
    }
    let motion = (transition.subtype ?? .fromLeft).motion
    let size = p.bounds.size
    /// The layer's bounds space moved by `amount` of the motion, then to target pixels.
    func moved(_ amount: Double) -> CGAffineTransform {
      CGAffineTransform(translationX: motion.dx * size.width * amount, y: motion.dy * size.height * amount)
        .concatenating(m)
    }
    func emitOld(_ amount: Double, into items: inout EmittedItems) {
      items.append(contentsOf: old.items(into: p.bounds, transform: moved(amount)))
    }
    func emitNew(_ amount: Double, into items: inout EmittedItems) {
      emitUntransitioned(of: layer, presentation: p, time: time, transform: moved(amount), into: &items)
    }
    switch transition.type {
    case .fade:
      emitNew(0, into: &items)
      var oldItems = items.emptyCopy()
      emitOld(0, into: &oldItems)
      guard !oldItems.isEmpty, q < 1 else { return }
      items.append(.beginGroup(opacity: 1 - q))
      items.append(contentsOf: oldItems)
      items.append(.endGroup)
    case .push:
      emitOld(q, into: &items)
      emitNew(q - 1, into: &items)
    case .moveIn:
      emitOld(0, into: &items)
      emitNew(q - 1, into: &items)
    case .reveal:
      emitNew(0, into: &items)
      emitOld(q, into: &items)
    case .pageCurl, .pageUnCurl:
      // The page lifts from the subtype's edge: n points back along the motion.
      let edge = (transition.subtype ?? .fromBottom).motion
      let curl = PageCurl(
        angle: Double(atan2(-edge.dy, -edge.dx)),
        radius: Double(min(size.width, size.height) * PageCurlView.radiusFraction),
        progress: transition.type == .pageCurl ? q : 1 - q)
      if transition.type == .pageCurl {
        emitNew(0, into: &items)
        emitPage(bounds: p.bounds, transform: m, curl: curl, into: &items) { toPage, inner in
          inner.append(contentsOf: old.items(into: p.bounds, transform: toPage))
        }
      } else {
        emitOld(0, into: &items)
        emitPage(bounds: p.bounds, transform: m, curl: curl, into: &items) { toPage, inner in
          emitUntransitioned(of: layer, presentation: p, time: time, transform: toPage, into: &inner)
        }
      }
    default:
      preconditionFailure(
        "CATransition.type '\(transition.type.rawValue)' is not supported by HeadlessUIKit (fade, push, moveIn, reveal, pageCurl, pageUnCurl)"
      )
    }
  }
}
