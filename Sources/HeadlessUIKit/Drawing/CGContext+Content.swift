import Foundation

extension CGContext {
  // MARK: Images

  /// Draws `image` stretched into `rect`, as `draw(_:in:byTiling:)`; with `byTiling: true`,
  /// repeats that tile across the canvas in user space (the CTM turns and scales the tiles), as
  /// Core Graphics fills the clip with it.
  ///
  /// Core Graphics draws an image with its first row at the top of `rect` in its own y-up
  /// space; in a UIKit context (y down) that row lands at `rect.maxY`: the image appears
  /// upside down, exactly as on iOS (code that flips the CTM first draws it upright). Use
  /// `UIImage.draw(in:)` for upright drawing. Every tile is drawn as `rect` is.
  ///
  /// - Precondition: tiling covers the canvas with at most 65,536 tiles.
  /// - Note: UIKit difference: tiles are separate images, so where their edges fall between
  ///   device pixels the seam pixels are antialiased (Core Graphics snaps tiles to pixels).
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
    let r = rect.standardized
    guard byTiling else { return record(tile(image, r)) }
    guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite, let area = userCanvas else { return }
    let columns =
      Int(((area.minX - r.minX) / r.width).rounded(.down))..<Int(((area.maxX - r.minX) / r.width).rounded(.up))
    let rows =
      Int(((area.minY - r.minY) / r.height).rounded(.down))..<Int(((area.maxY - r.minY) / r.height).rounded(.up))
    precondition(
      columns.count * rows.count <= 65_536,
      "CGContext.draw(_:in:byTiling: true): \(columns.count * rows.count) tiles of \(r.size) would cover the canvas; at most 65,536"
    )
    var items: [DisplayItem] = []
    for row in rows {
      for column in columns {
        items += tile(image, r.offsetBy(dx: CGFloat(column) * r.width, dy: CGFloat(row) * r.height))
      }
    }
    record(items)
  }

  /// The items of `image` drawn in `rect` (upside down in a UIKit context, as on iOS).
  private func tile(_ image: CGImage, _ rect: CGRect) -> [DisplayItem] {
    let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY)
    return image.items(in: rect, transform: flip.concatenating(pixelTransform))
  }

  /// An image of what the context has drawn so far, as `makeImage()` (a recorded picture).
  public func makeImage() -> CGImage? { CGImage(picture: picture()) }

  // MARK: Gradients

  /// Paints `gradient` along the line from `start` to `end` (user space) over the clip, as
  /// `drawLinearGradient(_:start:end:options:)`: constant across the line, the end colours
  /// continuing beyond the ends only where `options` says.
  public func drawLinearGradient(
    _ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint, options: CGGradientDrawingOptions
  ) {
    guard let area = userCanvas else { return }
    let before = options.contains(.drawsBeforeStartLocation)
    let after = options.contains(.drawsAfterEndLocation)
    let value = Gradient(
      kind: .axial, stops: gradient.stops, start: startPoint, end: endPoint, rect: area,
      extends: before || after)
    guard before != after else { return record([.gradient(value, transform: pixelTransform)]) }
    // One side only: pad both ways, clipped to the half-plane on the drawn side of the
    // boundary line through the end that does not extend.
    let dx = endPoint.x - startPoint.x
    let dy = endPoint.y - startPoint.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0 else { return }
    let ux = dx / length
    let uy = dy / length
    let reach =
      (area.width * area.width + area.height * area.height).squareRoot()
      + abs(startPoint.x - area.midX) + abs(startPoint.y - area.midY) + length
    let edge = after ? startPoint : endPoint
    let direction: CGFloat = after ? 1 : -1
    let half = CGMutablePath()
    half.addLines(between: [
      CGPoint(x: edge.x - uy * reach, y: edge.y + ux * reach),
      CGPoint(x: edge.x + uy * reach, y: edge.y - ux * reach),
      CGPoint(x: edge.x + uy * reach + direction * ux * reach, y: edge.y - ux * reach + direction * uy * reach),
      CGPoint(x: edge.x - uy * reach + direction * ux * reach, y: edge.y + ux * reach + direction * uy * reach),
    ])
    half.closeSubpath()
    var padded = value
    padded.extends = true
    record([
      .pushClip(.path(half.data), transform: pixelTransform), .gradient(padded, transform: pixelTransform), .popClip,
    ])
  }

  /// Paints `gradient` through the circles from (`startCenter`, `startRadius`) to
  /// (`endCenter`, `endRadius`) over the clip, as
  /// `drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`: where several
  /// circles pass through a point the one of the largest location wins;
  /// `drawsBeforeStartLocation` continues the circles before the start (radius ≥ 0) in the
  /// first colour, `drawsAfterEndLocation` after the end in the last colour.
  ///
  /// - Note: UIKit difference: extending one end only continues the circles up to 256 times
  ///   the gradient's own span (enough to cover the canvas unless the circles grow almost
  ///   exactly as fast as their centres move).
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
    options: CGGradientDrawingOptions
  ) {
    let before = options.contains(.drawsBeforeStartLocation)
    let after = options.contains(.drawsAfterEndLocation)
    guard let area = userCanvas else { return }
    var value = Gradient(
      kind: .circles, stops: gradient.stops, start: startCenter, end: endCenter, rect: area,
      startRadius: startRadius, endRadius: endRadius, extends: before)
    if before != after { value = Self.extendingOneEnd(value, after: after) }
    record([.gradient(value, transform: pixelTransform)])
  }

  /// An unextended circles gradient that draws `gradient` extended past its end (`after`) or
  /// before its start only: the circles continue to location T (after) or −T (before), and
  /// the stops are remapped so the original span keeps its colours and the added span holds
  /// the end colour. T is large enough for every point of `gradient.rect` on an extended
  /// circle (at most 256, and no further than where the radius reaches 0).
  static func extendingOneEnd(_ gradient: Gradient, after: Bool) -> Gradient {
    let c0 = after ? gradient.start : gradient.end
    let c1 = after ? gradient.end : gradient.start
    let r0 = after ? gradient.startRadius : gradient.endRadius
    let r1 = after ? gradient.endRadius : gradient.startRadius
    // Seen from the far end, extending is going on past c1: location 1 + u, u > 0 (in units
    // of the gradient's span), centre c1 + u·dc, radius r1 + u·dr.
    let dc = CGPoint(x: c1.x - c0.x, y: c1.y - c0.y)
    let dr = r1 - r0
    let distance = (dc.x * dc.x + dc.y * dc.y).squareRoot()
    let rect = gradient.rect
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.minX, y: rect.maxY),
      CGPoint(x: rect.maxX, y: rect.maxY),
    ]
    var reach: CGFloat = 0
    for corner in corners {
      let dx: CGFloat = corner.x - c1.x
      let dy: CGFloat = corner.y - c1.y
      reach = max(reach, (dx * dx + dy * dy).squareRoot())
    }
    // A point at distance ≤ reach from c1 lies on the circle at u only if
    // |r1 + u·dr| ≤ reach + u·distance and r1 + u·dr ≥ u·distance − reach.
    var span: CGFloat = 256
    if distance > dr + 1e-9 {
      span = min(span, (r1 + reach) / (distance - dr))
    } else if dr > distance + 1e-9 {
      span = min(span, (reach - r1) / (dr - distance))
    }
    span = max(span, 0) + 1
    if dr < 0 { span = min(span, r1 / -dr) }
    let total = 1 + span
    var result = gradient
    result.extends = false
    if after {
      result.end = CGPoint(x: c0.x + total * dc.x, y: c0.y + total * dc.y)
      result.endRadius = max(0, r0 + total * dr)
      result.stops = gradient.stops.map { (location: $0.location / total, color: $0.color) }
      if let last = gradient.stops.last { result.stops.append((location: 1, color: last.color)) }
    } else {
      // The gradient runs from start to end; the new start is `span` spans before it.
      result.start = CGPoint(x: c0.x + total * dc.x, y: c0.y + total * dc.y)
      result.startRadius = max(0, r0 + total * dr)
      result.stops = gradient.stops.map { (location: ($0.location + span) / total, color: $0.color) }
      if let first = gradient.stops.first { result.stops.insert((location: 0, color: first.color), at: 0) }
    }
    return result
  }

  /// The canvas in user space (the bounding box of its corners under the inverse CTM), or nil
  /// when the CTM is singular.
  private var userCanvas: CGRect? {
    guard let inverse = state.ctm.invertedIfPossible else { return nil }
    return CGRect(origin: .zero, size: size).applying(inverse)
  }

  // MARK: Text

  /// Records `run` (its frame in user space).
  func drawText(_ run: TextRun) {
    guard !run.string.isEmpty else { return }
    record([.text(run, transform: pixelTransform)])
  }
}
