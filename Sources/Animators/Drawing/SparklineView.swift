import Foundation
import HeadlessUIKit

/// A line chart of `values` with a gradient fading below the line (clipped to the area under
/// it), a dashed baseline and a dot on the last value, drawn in `draw(_:)`.
public final class SparklineView: UIView {
  /// The values, drawn left to right scaled to the bounds; setting them redraws.
  public var values: [CGFloat] = [3, 5, 4, 7, 6, 9, 8, 11, 10, 13] { didSet { setNeedsDisplay() } }
  /// The line's colour.
  public var lineColor: UIColor = .systemBlue

  public override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), values.count > 1,
      let low = values.min(), let high = values.max(), high > low
    else { return }
    let inset = bounds.insetBy(dx: 8, dy: 8)
    func point(_ index: Int) -> CGPoint {
      CGPoint(
        x: inset.minX + inset.width * CGFloat(index) / CGFloat(values.count - 1),
        y: inset.maxY - inset.height * (values[index] - low) / (high - low))
    }
    let line = UIBezierPath()
    line.move(to: point(0))
    for index in 1..<values.count { line.addLine(to: point(index)) }

    context.saveGState()
    let area = UIBezierPath(cgPath: line.cgPath)
    area.addLine(to: CGPoint(x: inset.maxX, y: bounds.maxY))
    area.addLine(to: CGPoint(x: inset.minX, y: bounds.maxY))
    area.close()
    area.addClip()
    let colors = [lineColor.withAlphaComponent(0.5).cgColor, lineColor.withAlphaComponent(0).cgColor] as CFArray
    let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])!
    context.drawLinearGradient(
      gradient, start: CGPoint(x: 0, y: inset.minY), end: CGPoint(x: 0, y: bounds.maxY), options: [])
    context.restoreGState()

    context.setStrokeColor(UIColor.systemGray.cgColor)
    context.setLineWidth(1)
    context.setLineDash(phase: 0, lengths: [4, 3])
    context.strokeLineSegments(between: [CGPoint(x: inset.minX, y: inset.maxY), CGPoint(x: inset.maxX, y: inset.maxY)])
    context.setLineDash(phase: 0, lengths: [])

    lineColor.setStroke()
    line.lineWidth = 2.5
    line.lineJoinStyle = .round
    line.lineCapStyle = .round
    line.stroke()

    let last = point(values.count - 1)
    UIColor.white.setFill()
    context.fillEllipse(in: CGRect(x: last.x - 5, y: last.y - 5, width: 10, height: 10))
    lineColor.setFill()
    context.fillEllipse(in: CGRect(x: last.x - 3.5, y: last.y - 3.5, width: 7, height: 7))
  }
}
