import Foundation

extension DisplayListBuilder {
  /// Emits a ``PageCurlLayer``: flat (as any layer) at `curlProgress` ≤ 0, nothing at ≥ 1,
  /// and in between curled (see ``emitPage(bounds:transform:curl:into:drawing:)``) at its
  /// `curlAngle` and `curlRadius`, the back shown when `isDoubleSided`.
  func emitCurled(
    _ layer: PageCurlLayer, presentation p: CALayerPresentation, time: TimeInterval, transform m: CGAffineTransform,
    into items: inout EmittedItems
  ) {
    let progress = Double(layer.presentationValue(.curlProgress, at: time).scalarValue)
    guard progress > 0 else {
      return emitUntransitioned(of: layer, presentation: p, time: time, transform: m, into: &items)
    }
    let curl = PageCurl(
      angle: Double(layer.curlAngle), radius: Double(layer.curlRadius), progress: progress,
      showsBackSide: layer.isDoubleSided, foldsBeyondPage: layer.foldsBeyondPage)
    let page = layer.delegate as? PageCurlView
    let back = page?.backPicture.map { picture in
      { (toBack: CGAffineTransform, inner: inout EmittedItems) in
        // The back lies mirrored about the spine once turned over: flip it within the bounds.
        let b = p.bounds
        let flip =
          page?.backFlipsVertically == true
          ? CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: b.minY + b.maxY)
          : CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: b.minX + b.maxX, ty: 0)
        inner.append(contentsOf: picture.items(into: b, transform: flip.concatenating(toBack)))
      }
    }
    emitPage(
      bounds: p.bounds, transform: m, curl: curl, into: &items,
      back: back.map { draw in (flipsVertically: page?.backFlipsVertically == true, draw: draw) }
    ) { toPage, inner in
      emitUntransitioned(of: layer, presentation: p, time: time, transform: toPage, into: &inner)
    }
  }

  /// Emits what `drawing` draws (given the bounds → page pixels transform) into an offscreen
  /// page covering `bounds` at about its on-screen scale (at most 4096 px a side), curled by
  /// the rasteriser: ``Graphics/DisplayItem/beginPageCurl(_:width:height:)`` with `curl`'s
  /// angle and progress, its radius (given in points) converted to page pixels, and the page →
  /// target transform (`transform` maps `bounds`' space to target pixels). Nothing at
  /// progress ≥ 1, or when `drawing` draws nothing.
  ///
  /// With `back` (a double-sided page), the offscreen image holds the back page too, beside
  /// the front (below it for a page turning over a vertical spine, to its right for a
  /// horizontal one), ``Graphics/PageCurl/backPageGap`` pixels away: `back.draw` gets the
  /// bounds → back-page pixels transform.
  func emitPage(
    bounds box: CGRect, transform m: CGAffineTransform, curl: PageCurl, into items: inout EmittedItems,
    back: (flipsVertically: Bool, draw: (CGAffineTransform, inout EmittedItems) -> Void)? = nil,
    drawing: (CGAffineTransform, inout EmittedItems) -> Void
  ) {
    guard curl.progress < 1, box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite else { return }
    let scale = min(max(abs(m.determinant).squareRoot(), 0.25), 4096 / box.width, 4096 / box.height)
    guard scale.isFinite, scale > 0 else { return }
    var width = max(1, Int((box.width * scale).rounded(.up)))
    var height = max(1, Int((box.height * scale).rounded(.up)))
    let toPage = CGAffineTransform(translationX: -box.minX, y: -box.minY)
      .concatenating(CGAffineTransform(scaleX: scale, y: scale))
    var inner = items.emptyCopy()
    drawing(toPage, &inner)
    guard !inner.isEmpty else { return }
    var placed = curl
    if let back {
      let gap = Int(PageCurl.backPageGap)
      let offsetX = back.flipsVertically ? width + gap : 0
      let offsetY = back.flipsVertically ? 0 : height + gap
      back.draw(toPage.concatenating(CGAffineTransform(translationX: CGFloat(offsetX), y: CGFloat(offsetY))), &inner)
      placed.backPageOffsetX = Double(offsetX)
      placed.backPageOffsetY = Double(offsetY)
      width += offsetX
      height += offsetY
    }
    placed.radius = curl.radius * scale
    placed.transform = toPage.inverted().concatenating(m)
    items.append(.beginPageCurl(placed, width: width, height: height))
    items.append(contentsOf: inner)
    items.append(.endGroup)
  }
}
