import Foundation
import Graphics

extension DisplayListBuilder {
  /// A replicator layer's sublayers, once per copy (see ``CAReplicatorLayer``): copy k through
  /// `instanceTransform`^k about the anchor point (before the `sublayerTransform`), its
  /// sublayers' time k × `instanceDelay` earlier, its items' colours multiplied by the copy's
  /// colour. `ordered`: the sublayers sorted by `zPosition` when they are not all level; `source`:
  /// the replicator's ``DisplayItemSource``.
  func emitReplicated(
    _ replicator: CAReplicatorLayer, _ p: CALayerPresentation, sublayers: [CALayer],
    ordered: [(offset: Int, element: CALayer)]?, under source: DisplayItemSource?, time: TimeInterval,
    transform m: CGAffineTransform,
    into items: inout EmittedItems
  ) {
    let anchor = CGPoint(
      x: p.bounds.minX + p.bounds.width * p.anchorPoint.x, y: p.bounds.minY + p.bounds.height * p.anchorPoint.y)
    let shared = Self.sublayerMatrix(p)
    let order = ordered ?? sublayers.enumerated().map { (offset: $0.offset, element: $0.element) }
    for instance in replicator.instances(at: time) {
      let matrix =
        instance.index == 0
        ? shared
        : CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0).concatenating(instance.transform)
          .concatenating(CATransform3DMakeTranslation(anchor.x, anchor.y, 0)).concatenating(shared)
      let space = ParentSpace(transform: m, sublayerMatrix: matrix)
      let start = items.count
      for (index, sublayer) in order {
        emit(sublayer, at: index, under: source, parentTime: time - instance.delay, parent: space, into: &items)
      }
      guard instance.color != .white else { continue }
      for index in start..<items.count {
        items.replaceItem(at: index, with: items[index].modulated(by: instance.color))
      }
    }
  }
}
