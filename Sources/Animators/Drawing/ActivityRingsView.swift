import Foundation
import HeadlessUIKit

/// Three concentric progress rings with round caps over their faint tracks and a percentage in
/// the middle, drawn in `draw(_:)` with `CGContext` arcs, as fitness apps draw them.
public final class ActivityRingsView: UIView {
  /// Each ring's progress 0…1, outermost first; setting it redraws.
  public var progress: [CGFloat] = [0.8, 0.55, 0.3] { didSet { setNeedsDisplay() } }
  /// The rings' colours, outermost first.
  public var colors: [UIColor] = [.systemPink, .systemGreen, .systemTeal]

  public override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let width = min(bounds.width, bounds.height) * 0.12
    var radius = min(bounds.width, bounds.height) / 2 - width / 2
    context.setLineWidth(width)
    context.setLineCap(.round)
    for (value, color) in zip(progress, colors) {
      context.setStrokeColor(color.withAlphaComponent(0.25).cgColor)
      context.addArc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
      context.strokePath()
      context.setStrokeColor(color.cgColor)
      let start = -CGFloat.pi / 2
      context.addArc(
        center: center, radius: radius, startAngle: start, endAngle: start + 2 * .pi * value, clockwise: false)
      context.strokePath()
      radius -= width * 1.15
    }
    let text = "\(Int((progress.first ?? 0) * 100))%"
    let size = width * 1.1
    text.draw(
      at: CGPoint(x: center.x - size * 0.95, y: center.y - size * 0.6),
      withAttributes: [.font: UIFont.boldSystemFont(ofSize: size), .foregroundColor: UIColor.white])
  }
}
