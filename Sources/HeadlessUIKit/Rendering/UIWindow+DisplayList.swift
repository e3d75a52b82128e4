import Foundation

extension UIWindow {
  /// What the window shows at the current media time, as a display list in device pixels
  /// (`bounds.size × screen.scale`): every visible layer's presentation values — shadow,
  /// background, content, sublayers (clipped when `masksToBounds`), border on top — with group
  /// opacity where a translucent layer draws more than one item.
  public func makeDisplayList() -> DisplayList { makeDisplayList(canvasSize: bounds.size) }

  /// The window's display list on a canvas of `size` points: the window drawn from the
  /// canvas's top-left corner, black beyond it. A renderer uses the window's size at each frame
  /// (``makeDisplayList()``), so frames follow a resize.
  public func makeDisplayList(canvasSize size: CGSize) -> DisplayList {
    let scale = screen.scale
    var items = EmittedItems()
    items.reserveCapacity(displayItemCountHint)
    let toDevice = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
      .concatenating(CGAffineTransform(scaleX: scale, y: scale))
    let time = layer.localTime(forMediaTime: AnimationEngine.mediaTime)
    DisplayListBuilder().emitContents(
      of: layer, presentation: CALayerPresentation(layer: layer, time: time), time: time, transform: toDevice,
      into: &items)
    if let keyboard = keyboardView {
      // The keyboard lives in its own window above this one on iOS: drawn last, in window
      // coordinates at its presented (sliding) position.
      let keyboardTime = keyboard.layer.localTime(forMediaTime: AnimationEngine.mediaTime)
      let p = CALayerPresentation(layer: keyboard.layer, time: keyboardTime)
      let origin = CGAffineTransform(
        translationX: p.position.x - p.bounds.width * p.anchorPoint.x - p.bounds.minX,
        y: p.position.y - p.bounds.height * p.anchorPoint.y - p.bounds.minY)
      DisplayListBuilder().emitContents(
        of: keyboard.layer, presentation: p, time: keyboardTime, transform: origin.concatenating(toDevice),
        into: &items)
    }
    displayItemCountHint = items.count
    return DisplayList(
      pixelWidth: Int((size.width * scale).rounded()), pixelHeight: Int((size.height * scale).rounded()),
      background: .black, items: items.items, sources: items.sources)
  }
}
