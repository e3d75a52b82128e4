import Foundation

/// The view `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)` returns: a part of
/// a recorded picture drawn nine-sliced — the cap insets' corners at their size, the edges
/// stretched along one axis, the middle along both.
@MainActor
final class ResizableSnapshotView: UIView {
  let picture: Picture
  /// The part of the picture shown (picture points).
  let source: CGRect
  let capInsets: UIEdgeInsets

  init(picture: Picture, source: CGRect, capInsets: UIEdgeInsets) {
    self.picture = picture
    self.source = source
    self.capInsets = capInsets
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    preconditionFailure("ResizableSnapshotView.init(coder:): not available")
  }

  /// The items of the nine slices for the current `bounds`, each clipped to its cell.
  func sliceItems(in bounds: CGRect, transform: CGAffineTransform) -> [DisplayItem] {
    let caps = capInsets
    func cuts(_ start: CGFloat, _ end: CGFloat, _ a: CGFloat, _ b: CGFloat) -> [CGFloat] {
      let first = min(start + a, end)
      return [start, first, max(end - b, first), end]
    }
    let sx = cuts(source.minX, source.maxX, caps.left, caps.right)
    let sy = cuts(source.minY, source.maxY, caps.top, caps.bottom)
    let dx = cuts(bounds.minX, bounds.maxX, caps.left, caps.right)
    let dy = cuts(bounds.minY, bounds.maxY, caps.top, caps.bottom)
    var items: [DisplayItem] = []
    for row in 0..<3 {
      for column in 0..<3 {
        let from = CGRect(x: sx[column], y: sy[row], width: sx[column + 1] - sx[column], height: sy[row + 1] - sy[row])
        let to = CGRect(x: dx[column], y: dy[row], width: dx[column + 1] - dx[column], height: dy[row + 1] - dy[row])
        guard from.width > 0, from.height > 0, to.width > 0, to.height > 0 else { continue }
        items.append(.pushClip(.rect(to), transform: transform))
        items.append(contentsOf: picture.items(from: from, into: to, transform: transform))
        items.append(.popClip)
      }
    }
    return items
  }
}
