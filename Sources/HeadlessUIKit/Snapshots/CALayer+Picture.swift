import Foundation

extension CALayer {
  /// The layer's current rendering (presentation values at the current media time) as a
  /// recorded picture of its bounds, at `scale` pixels per point: its shadow, background,
  /// content, sublayers and border, without its own position, transform or opacity. What
  /// snapshots and `render(in:)` capture.
  @MainActor
  func picture(scale: CGFloat) -> Picture {
    let time = localTime(forMediaTime: AnimationEngine.mediaTime)
    let p = CALayerPresentation(layer: self, time: time)
    let toPicture = CGAffineTransform(translationX: -p.bounds.minX, y: -p.bounds.minY)
      .concatenating(CGAffineTransform(scaleX: scale, y: scale))
    var items: EmittedItems = []
    DisplayListBuilder().emitContents(of: self, presentation: p, time: time, transform: toPicture, into: &items)
    return Picture(size: p.bounds.size, scale: scale, items: items.items)
  }

  /// Renders the layer and its sublayers into `context`, as `render(in:)`: its current
  /// rendering recorded into the context at the context's current transformation matrix.
  ///
  /// - Note: UIKit difference: it draws through the model's main-actor display-list builder, so
  ///   it must be called on the main actor (elsewhere it traps); Core Animation renders on any
  ///   thread.
  public func render(in context: CGContext) {
    onMainActor("CALayer.render(in:)", (self, context)) { target in
      let (layer, context) = target
      context.draw(layer.picture(scale: context.scale), in: CGRect(origin: .zero, size: layer.bounds.size))
    }
  }
}
