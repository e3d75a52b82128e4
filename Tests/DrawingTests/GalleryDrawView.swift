import Foundation
import HeadlessUIKit

/// A view drawn the way iOS code draws in `draw(_:)`: a gradient background, a clipped
/// ellipse of stripes, a dashed round-capped path, a radial highlight, an even-odd star and
/// text.
@MainActor
final class GalleryDrawView: UIView {
  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let colors = [UIColor.systemIndigo.cgColor, UIColor.systemTeal.cgColor] as CFArray
    let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])!
    context.drawLinearGradient(
      gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: rect.height), options: [])

    context.saveGState()
    context.addEllipse(in: CGRect(x: 10, y: 10, width: 60, height: 40))
    context.clip()
    for index in 0..<8 {
      (index % 2 == 0 ? UIColor.systemYellow : UIColor.systemOrange).setFill()
      context.fill(CGRect(x: 10 + CGFloat(index) * 8, y: 0, width: 8, height: 60))
    }
    context.restoreGState()

    context.setStrokeColor(UIColor.white.cgColor)
    context.setLineWidth(3)
    context.setLineCap(.round)
    context.setLineDash(phase: 0, lengths: [6, 6])
    context.move(to: CGPoint(x: 10, y: 70))
    context.addCurve(to: CGPoint(x: 110, y: 70), control1: CGPoint(x: 40, y: 50), control2: CGPoint(x: 80, y: 90))
    context.strokePath()
    context.setLineDash(phase: 0, lengths: [])

    let highlight = [UIColor.white.cgColor, UIColor.white.withAlphaComponent(0).cgColor] as CFArray
    let radial = CGGradient(colorsSpace: nil, colors: highlight, locations: nil)!
    context.drawRadialGradient(
      radial, startCenter: CGPoint(x: 95, y: 25), startRadius: 0, endCenter: CGPoint(x: 95, y: 25), endRadius: 18,
      options: [])

    let star = UIBezierPath()
    for index in 0..<5 {
      let angle = -CGFloat.pi / 2 + CGFloat(index) * 4 * .pi / 5
      let point = CGPoint(x: 95 + 12 * cos(angle), y: 25 + 12 * sin(angle))
      if index == 0 { star.move(to: point) } else { star.addLine(to: point) }
    }
    star.close()
    star.usesEvenOddFillRule = true
    UIColor.systemPink.setFill()
    star.fill()

    "Drawn".draw(
      at: CGPoint(x: 14, y: 52),
      withAttributes: [.font: UIFont.boldSystemFont(ofSize: 11), .foregroundColor: UIColor.white])
  }
}
