import Foundation

extension DisplayListBuilder {
  /// Emits a ``PageCurlLayer``: flat (as any layer) at `curlProgress` ≤ 0, nothing at ≥ 1,
  /// and in between its rendering drawn into an offscreen page at about its on-screen scale
  /// (at most 4096 px a side) and curled by the rasteriser:
  /// ``Graphics/DisplayItem/beginPageCurl(_:width:height:)`` carrying the angle, the radius in
  /// page pixels, the progress, `isDoubleSided` (whether the back of the page shows) and the
  /// page → target transform.
  func emitCurled(
    _ layer: PageCurlLayer, presentation p: CALayerPresentation, time: TimeInterval, transform m: CGAffineTransform,
    into items: inout [DisplayItem]
  ) {
    let progress = Double(layer.presentationValue(.curlProgress, at: time).scalarValue)
    guard progress > 0 else {
      return emitUntransitioned(of: layer, presentation: p, time: time, transform: m, into: &items)
    }
    let box = p.bounds
    guard progress < 1, box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite else { return }
    let scale = min(max(abs(m.determinant).squareRoot(), 0.25), 4096 / box.width, 4096 / box.height)
    guard scale.isFinite, scale > 0 else { return }
    let width = max(1, Int((box.width * scale).rounded(.up)))
    let height = max(1, Int((box.height * scale).rounded(.up)))
    let toPage = CGAffineTransform(translationX: -box.minX, y: -box.minY)
      .concatenating(CGAffineTransform(scaleX: scale, y: scale))
    var inner: [DisplayItem] = []
    emitUntransitioned(of: layer, presentation: p, time: time, transform: toPage, into: &inner)
    guard !inner.isEmpty else { return }
    let curl = PageCurl(
      angle: Double(layer.curlAngle), radius: Double(layer.curlRadius * scale), progress: progress,
      showsBackSide: layer.isDoubleSided, transform: toPage.inverted().concatenating(m))
    items.append(.beginPageCurl(curl, width: width, height: height))
    items.append(contentsOf: inner)
    items.append(.endGroup)
  }
}
