import CairoRaster
import Foundation
import Graphics
import HeadlessUIKit

/// Charts of a transition's timing: each animated property of each view against time, one
/// small chart per property (a transform split into translation, scale and rotation; bounds
/// into origin and size), with the curves that paced it named in the legend — to check a
/// spring or an easing against a design spec.
///
/// The values are the model's own (`MotionRecord`: presentation values at every
/// frame), never re-derived from curve formulas; a dot marks each frame, so the spacing of
/// equal time steps shows too. Components that never change are left out, and so is a chart
/// with none that change.
public struct TimingPlot: Sendable {
  /// One plotted component: its name and its value at each sample.
  public struct Series: Sendable, Hashable {
    public var name: String
    public var values: [Double]
  }

  /// One chart: a group of components of one track.
  public struct Chart: Sendable, Hashable {
    /// `subject.property`, with the group in parentheses when the property is split.
    public var title: String
    /// The curves, as the track names them.
    public var curves: [String]
    public var series: [Series]
    /// Model seconds of each sample.
    public var times: [Double]
    /// Whether each sample was animated (an idle sample's dot is hollow).
    public var animated: [Bool]
  }

  /// Chart size in points.
  public var chartWidth: Double = 460
  public var chartHeight: Double = 250
  /// Charts per row.
  public var columns: Int
  /// Device pixels per point.
  public var scale: Double

  public init(columns: Int = 2, scale: Double = 2) {
    self.columns = columns
    self.scale = scale
  }

  /// Series colours, in order (blue, orange, green, red, violet, teal, brown).
  public static let colors: [RGBA] = [
    RGBA(red: 0.00, green: 0.45, blue: 0.85), RGBA(red: 0.95, green: 0.50, blue: 0.05),
    RGBA(red: 0.15, green: 0.62, blue: 0.25), RGBA(red: 0.85, green: 0.15, blue: 0.20),
    RGBA(red: 0.50, green: 0.30, blue: 0.80), RGBA(red: 0.05, green: 0.60, blue: 0.65),
    RGBA(red: 0.55, green: 0.35, blue: 0.20),
  ]

  /// The charts `record` yields, in track order.
  public static func charts(of record: MotionRecord) -> [Chart] {
    var charts: [Chart] = []
    for track in record.tracks {
      var groups: [(name: String, indices: [Int])] = []
      for (index, component) in track.components.enumerated() {
        let group = Self.group(of: component, property: track.property)
        if let at = groups.firstIndex(where: { $0.name == group }) {
          groups[at].indices.append(index)
        } else {
          groups.append((group, [index]))
        }
      }
      for group in groups {
        let series = group.indices.compactMap { index -> Series? in
          let values = track.samples.map { $0.values[index] }
          guard let low = values.min(), let high = values.max(), high - low > 1e-9 else { return nil }
          let name = track.components[index].isEmpty ? track.property : track.components[index]
          return Series(name: name, values: values)
        }
        guard !series.isEmpty else { continue }
        let title = groups.count > 1 && !group.name.isEmpty ? "\(track.name) (\(group.name))" : track.name
        charts.append(
          Chart(
            title: title, curves: track.curves, series: series, times: track.samples.map(\.time),
            animated: track.samples.map(\.isAnimated)))
      }
    }
    return charts
  }

  /// Which chart a component goes on: a transform's translation, scale and rotation apart,
  /// a rectangle's origin and size apart, everything else together.
  static func group(of component: String, property: String) -> String {
    if property == "transform" || property == "sublayerTransform" {
      return String(component.split(separator: " ").first ?? "")
    }
    if property == "bounds" || property == "frame" { return ["x", "y"].contains(component) ? "origin" : "size" }
    return ""
  }

  /// The whole picture's size in points for `count` charts, with a header line.
  func size(charts count: Int) -> CGSize {
    let columns = max(1, min(self.columns, count))
    let rows = (count + columns - 1) / columns
    return CGSize(
      width: Self.gap + Double(columns) * (chartWidth + Self.gap),
      height: Self.header + Self.gap + Double(rows) * (chartHeight + Self.gap))
  }

  static let gap = 16.0
  static let header = 40.0

  /// The display list of every chart of `record`, under a header naming the scene.
  ///
  /// - Precondition: `record` has at least one chart (``charts(of:)``).
  public func displayList(of record: MotionRecord) -> DisplayList {
    let charts = Self.charts(of: record)
    precondition(!charts.isEmpty, "TimingPlot: '\(record.scene)' animates no property that changes")
    let size = size(charts: charts.count)
    let toPixels = CGAffineTransform(scaleX: scale, y: scale)
    var items: [DisplayItem] = [
      .text(
        TextRun(
          string: "\(record.scene): animated properties against time (\(record.fps) fps; a dot per frame)",
          font: FontDescriptor(size: 16, weight: .bold), color: RGBA(white: 0.1),
          frame: CGRect(x: Self.gap, y: 12, width: size.width - 2 * Self.gap, height: 22)),
        transform: toPixels)
    ]
    let columns = max(1, min(self.columns, charts.count))
    for (n, chart) in charts.enumerated() {
      let origin = CGPoint(
        x: Self.gap + Double(n % columns) * (chartWidth + Self.gap),
        y: Self.header + Self.gap + Double(n / columns) * (chartHeight + Self.gap))
      items += ChartDrawing(
        chart: chart, frame: CGRect(origin: origin, size: CGSize(width: chartWidth, height: chartHeight))
      )
      .items(transform: toPixels)
    }
    return DisplayList(
      pixelWidth: Int((size.width * scale).rounded()), pixelHeight: Int((size.height * scale).rounded()),
      background: .white, items: items)
  }

  /// The charts of `record` rasterised.
  ///
  /// - Throws: rasteriser errors.
  public func render(_ record: MotionRecord, rasterizer: CairoRasterizer = CairoRasterizer()) throws -> Bitmap {
    try rasterizer.render(displayList(of: record))
  }

  /// The charts of `record` as an SVG document drawn by cairo (`CairoRasterizer.renderSVG(_:)`):
  /// lines and text stay vectors.
  ///
  /// - Throws: rasteriser errors.
  public func svg(_ record: MotionRecord, rasterizer: CairoRasterizer = CairoRasterizer()) throws -> [UInt8] {
    try rasterizer.renderSVG(displayList(of: record))
  }
}
