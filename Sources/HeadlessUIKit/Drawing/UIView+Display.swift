import Foundation

extension UIView {
  /// Runs `draw(_:)` when the content is marked for display, as Core Animation's display
  /// phase does before a frame is drawn: a context of the bounds' size at the view's screen
  /// scale, user space the bounds' coordinates, current while `draw(_:)` runs. Keeps what it
  /// recorded as ``drawnContent``.
  func displayIfNeeded() {
    guard needsDisplay else { return }
    needsDisplay = false
    let bounds = layer.bounds
    guard bounds.width > 0, bounds.height > 0 else {
      drawnContent = nil
      return
    }
    let context = CGContext(size: bounds.size, scale: snapshotScale)
    context.translateBy(x: -bounds.minX, y: -bounds.minY)
    UIGraphicsContextStack.with(context) { draw(bounds) }
    let picture = context.picture()
    drawnContent = picture.items.isEmpty ? nil : picture
  }

  /// Items drawing the content `draw(_:)` recorded into `bounds` (placed by `contentMode`).
  func drawnContentItems(in bounds: CGRect, transform: CGAffineTransform) -> [DisplayItem] {
    guard let picture = drawnContent else { return [] }
    return picture.items(into: contentMode.rect(for: picture.size, in: bounds), transform: transform)
  }
}
