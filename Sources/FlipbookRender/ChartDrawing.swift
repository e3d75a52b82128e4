import Foundation
import Graphics

/// The display items of one ``TimingPlot/Chart`` in a rectangle of points: a card with the
/// title, the curves' names, a legend of the components, gridlines with labelled ticks, and
/// each component as a line with a dot per frame (hollow where nothing animated it).
struct ChartDrawing {
  let chart: TimingPlot.Chart
  let frame: CGRect

  private static let ink = RGBA(white: 0.12)
  private static let muted = RGBA(white: 0.42)
  private static let grid = RGBA(white: 0.88)

  func items(transform: CGAffineTransform) -> [DisplayItem] {
    var items: [DisplayItem] = []
    func text(
      _ string: String, _ rect: CGRect, size: Double, weight: FontWeight = .regular, color: RGBA? = nil,
      alignment: TextAlignment = .left
    ) {
      items.append(
        .text(
          TextRun(
            string: string, font: FontDescriptor(size: size, weight: weight), color: color ?? Self.ink, frame: rect,
            alignment: alignment),
          transform: transform))
    }
    func line(_ points: [CGPoint], width: Double, color: RGBA) {
      guard let first = points.first else { return }
      let path = PathData(elements: [.moveToPoint(first)] + points.dropFirst().map { .addLineToPoint($0) })
      items.append(
        .stroke(
          path, style: StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round), color: color,
          transform: transform))
    }
    let card = Shape.roundedRect(frame, cornerRadius: 10)
    items.append(.fill(card, color: RGBA(red: 0.975, green: 0.975, blue: 0.985), transform: transform))
    items.append(.border(card, width: 1, color: RGBA(white: 0.86), transform: transform))

    // Header: title, curves (at most two lines), legend.
    var y = frame.minY + 10
    text(chart.title, CGRect(x: frame.minX + 12, y: y, width: frame.width - 24, height: 18), size: 13, weight: .bold)
    y += 20
    let shown = chart.curves.prefix(2)
    for (n, curve) in shown.enumerated() {
      var label = curve
      if n == shown.count - 1, chart.curves.count > shown.count {
        label += "  (+\(chart.curves.count - shown.count) more)"
      }
      // A long name (a spring's parameters) wraps onto a second line.
      let lines = label.count > 76 ? 2 : 1
      items.append(
        .text(
          TextRun(
            string: label, font: FontDescriptor(size: 10), color: Self.muted,
            frame: CGRect(x: frame.minX + 12, y: y, width: frame.width - 24, height: 13 * Double(lines)),
            numberOfLines: lines, isTopAligned: true),
          transform: transform))
      y += 13 * Double(lines) + 1
    }
    var x = frame.minX + 12
    for (n, series) in chart.series.enumerated() {
      let color = TimingPlot.colors[n % TimingPlot.colors.count]
      items.append(
        .fill(
          .roundedRect(CGRect(x: x, y: y + 4, width: 14, height: 4), cornerRadius: 2), color: color,
          transform: transform))
      let width = Double(series.name.count) * 6.2 + 10
      text(series.name, CGRect(x: x + 18, y: y, width: width, height: 13), size: 10, color: Self.ink)
      x += 18 + width + 8
    }
    y += 18

    // Plot area.
    let plot = CGRect(x: frame.minX + 56, y: y + 4, width: frame.width - 56 - 16, height: frame.maxY - y - 4 - 26)
    let times = chart.times
    let t0 = times.first ?? 0
    let t1 = max(times.last ?? 1, t0 + 1e-6)
    let all = chart.series.flatMap(\.values)
    var v0 = all.min() ?? 0
    var v1 = all.max() ?? 1
    let pad = (v1 - v0) * 0.08
    v0 -= pad
    v1 += pad
    func point(_ t: Double, _ v: Double) -> CGPoint {
      CGPoint(x: plot.minX + (t - t0) / (t1 - t0) * plot.width, y: plot.maxY - (v - v0) / (v1 - v0) * plot.height)
    }
    let yStep = Self.niceStep((v1 - v0) / 4)
    var value = (v0 / yStep).rounded(.up) * yStep
    while value <= v1 + 1e-12 {
      let p = point(t0, value)
      line([p, CGPoint(x: plot.maxX, y: p.y)], width: 0.8, color: Self.grid)
      text(
        Self.format(value, step: yStep), CGRect(x: frame.minX + 4, y: p.y - 7, width: 48, height: 14), size: 9.5,
        color: Self.muted, alignment: .right)
      value += yStep
    }
    let tStep = Self.niceStep((t1 - t0) / 5)
    var time = (t0 / tStep).rounded(.up) * tStep
    while time <= t1 + 1e-12 {
      let p = point(time, v0)
      line([CGPoint(x: p.x, y: plot.minY), CGPoint(x: p.x, y: plot.maxY)], width: 0.8, color: Self.grid)
      text(
        Self.format(time, step: tStep) + " s", CGRect(x: p.x - 30, y: plot.maxY + 6, width: 60, height: 14), size: 9.5,
        color: Self.muted, alignment: .center)
      time += tStep
    }
    line(
      [CGPoint(x: plot.minX, y: plot.minY), CGPoint(x: plot.minX, y: plot.maxY), CGPoint(x: plot.maxX, y: plot.maxY)],
      width: 1, color: RGBA(white: 0.55))

    for (n, series) in chart.series.enumerated() {
      let color = TimingPlot.colors[n % TimingPlot.colors.count]
      let points = zip(times, series.values).map { point($0, $1) }
      line(points, width: 1.8, color: color)
      for (index, p) in points.enumerated() {
        let dot = PathData(
          elements: PathData.arc(center: p, radius: 2.2, startAngle: 0, endAngle: 2 * .pi, increasing: true) + [
            .closeSubpath
          ])
        if chart.animated[index] {
          items.append(.fill(.path(dot), color: color, transform: transform))
        } else {
          items.append(.fill(.path(dot), color: .white, transform: transform))
          items.append(.stroke(dot, style: StrokeStyle(lineWidth: 1), color: color, transform: transform))
        }
      }
    }
    return items
  }

  /// 1, 2 or 5 times a power of ten, at least `raw`.
  static func niceStep(_ raw: Double) -> Double {
    guard raw > 0, raw.isFinite else { return 1 }
    let power = pow(10, (log10(raw)).rounded(.down))
    for factor in [1.0, 2, 5, 10] where factor * power >= raw - 1e-12 { return factor * power }
    return 10 * power
  }

  /// `value` with as many decimals as `step` needs (and no "-0").
  static func format(_ value: Double, step: Double) -> String {
    let decimals = max(0, Int((-log10(step)).rounded(.up)))
    let text = String(format: "%.\(decimals)f", abs(value) < step * 1e-6 ? 0 : value)
    return text
  }
}
