import Foundation
import Graphics
import HeadlessUIKit

/// The trajectories of moving views' centres, drawn over a picture of the transition: a line
/// through the centre at every frame, a tick across the line at every frame (equal time steps,
/// so their spacing shows the easing: close where the view is slow, apart where it is fast), a
/// ring where the motion starts, a dot where it ends and the view's name beside the start.
///
/// Each path has its own colour (magenta, cyan, orange, green, violet, then again), drawn over
/// a white casing so it reads on any background.
public struct MotionPathOverlay: Sendable {
  /// Device pixels per point (the render's scale).
  public var scale: Double
  /// Line width in points.
  public var lineWidth: Double = 2.5
  /// Tick length across the path, in points.
  public var tickLength: Double = 12
  /// The picture's size in points: names are kept inside it (a path may start off screen).
  public var bounds: CGSize?

  public init(scale: Double, bounds: CGSize? = nil) {
    self.scale = scale
    self.bounds = bounds
  }

  /// The colours paths take in turn.
  public static let colors: [RGBA] = [
    RGBA(red: 0.93, green: 0.10, blue: 0.55), RGBA(red: 0.00, green: 0.62, blue: 0.86),
    RGBA(red: 0.98, green: 0.50, blue: 0.05), RGBA(red: 0.15, green: 0.68, blue: 0.25),
    RGBA(red: 0.55, green: 0.25, blue: 0.85),
  ]

  /// The paths ``items(_:frames:)`` draws: each cut to the frames in `frames` (all when nil),
  /// those that move there.
  public func drawnPaths(_ paths: [MotionRecord.Path], frames: ClosedRange<Int>? = nil) -> [MotionRecord.Path] {
    paths.compactMap { path in
      let points = path.points.filter { frames?.contains($0.frame) ?? true }
      guard let first = points.first?.center, points.contains(where: { $0.center != first }) else { return nil }
      return MotionRecord.Path(subject: path.subject, points: points)
    }
  }

  /// The display items for `paths`, restricted to the frames in `frames` (all when nil); paths
  /// with fewer than two distinct points there are left out.
  public func items(_ paths: [MotionRecord.Path], frames: ClosedRange<Int>? = nil) -> [DisplayItem] {
    let toPixels = CGAffineTransform(scaleX: scale, y: scale)
    let casing = RGBA(white: 1, alpha: 0.9)
    var items: [DisplayItem] = []
    var drawn = 0
    var placed: [CGRect] = []
    for path in drawnPaths(paths, frames: frames) {
      let points = path.points.map(\.center)
      let first = points[0]
      let last = points[points.count - 1]
      let color = Self.colors[drawn % Self.colors.count]
      drawn += 1
      var line = [PathElement.moveToPoint(first)]
      line += points.dropFirst().map { .addLineToPoint($0) }
      var ticks: [PathElement] = []
      for (index, point) in points.enumerated() {
        let before = points[max(index - 1, 0)]
        let after = points[min(index + 1, points.count - 1)]
        var dx = after.x - before.x
        var dy = after.y - before.y
        let length = (dx * dx + dy * dy).squareRoot()
        // A still moment has no direction: its tick takes the overall one.
        if length < 1e-9 {
          dx = last.x - first.x
          dy = last.y - first.y
        }
        let norm = max((dx * dx + dy * dy).squareRoot(), 1e-9)
        let half = tickLength / 2
        let nx = -dy / norm * half
        let ny = dx / norm * half
        ticks += [
          .moveToPoint(CGPoint(x: point.x - nx, y: point.y - ny)),
          .addLineToPoint(CGPoint(x: point.x + nx, y: point.y + ny)),
        ]
      }
      // The name sits above the start, moved inside the picture when the start is not.
      var label = CGRect(x: first.x + 10, y: first.y - 24, width: Double(path.subject.count) * 7.6, height: 16)
      if let bounds {
        label.origin.x = min(max(label.minX, 6), bounds.width - label.width - 6)
        label.origin.y = min(max(label.minY, 4), bounds.height - label.height - 4)
      }
      // Names of paths that start at one place are stacked, not drawn over each other.
      while placed.contains(where: { $0.intersects(label.insetBy(dx: -4, dy: -2)) }) { label.origin.y += 22 }
      placed.append(label.insetBy(dx: -4, dy: -2))
      let round = StrokeStyle(lineWidth: lineWidth + 2, lineCap: .round, lineJoin: .round)
      let thin = StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round)
      let tickCasing = StrokeStyle(lineWidth: 3.5, lineCap: .round)
      let tick = StrokeStyle(lineWidth: 1.5, lineCap: .round)
      let ring = PathData(
        elements: PathData.arc(center: first, radius: 6, startAngle: 0, endAngle: 2 * .pi, increasing: true))
      let dot = PathData(
        elements: PathData.arc(center: last, radius: 5, startAngle: 0, endAngle: 2 * .pi, increasing: true) + [
          .closeSubpath
        ])
      items += [
        .stroke(PathData(elements: line), style: round, color: casing, transform: toPixels),
        .stroke(PathData(elements: ticks), style: tickCasing, color: casing, transform: toPixels),
        .stroke(PathData(elements: line), style: thin, color: color, transform: toPixels),
        .stroke(PathData(elements: ticks), style: tick, color: color, transform: toPixels),
        .stroke(ring, style: StrokeStyle(lineWidth: 4.5), color: casing, transform: toPixels),
        .stroke(ring, style: StrokeStyle(lineWidth: 2.5), color: color, transform: toPixels),
        .fill(.path(dot), color: color, transform: toPixels),
        .fill(.roundedRect(label.insetBy(dx: -4, dy: -2), cornerRadius: 6), color: casing, transform: toPixels),
        .text(
          TextRun(
            string: path.subject, font: FontDescriptor(size: 12, weight: .bold), color: color,
            frame: CGRect(x: label.minX, y: label.minY, width: label.width + 40, height: label.height)),
          transform: toPixels),
      ]
    }
    return items
  }
}
