import Foundation

/// A text field's clear button: a grey circle with a white cross, as UIKit's (the
/// `xmark.circle.fill` look), tapped to empty the field.
final class TextFieldClearButton: UIControl {
  /// The circle's colour: `systemGray3` (#C7C7CC), as UIKit's clear button in light mode.
  static let circleColor = UIColor.systemGray3
  private let circle = CAShapeLayer()
  private let cross = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    circle.fillColor = Self.circleColor.cgColor
    cross.strokeColor = UIColor.white.cgColor
    cross.fillColor = nil
    cross.lineWidth = 1.5
    cross.lineCap = .round
    layer.addSublayer(circle)
    layer.addSublayer(cross)
  }

  required init?(coder: NSCoder) {
    preconditionFailure("TextFieldClearButton.init(coder:) is not available")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let side = min(bounds.width, bounds.height)
    let square = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
    circle.frame = bounds
    cross.frame = bounds
    circle.path = CGPath(ellipseIn: square, transform: nil)
    let arm = side * 0.18
    let path = CGMutablePath()
    path.move(to: CGPoint(x: square.midX - arm, y: square.midY - arm))
    path.addLine(to: CGPoint(x: square.midX + arm, y: square.midY + arm))
    path.move(to: CGPoint(x: square.midX + arm, y: square.midY - arm))
    path.addLine(to: CGPoint(x: square.midX - arm, y: square.midY + arm))
    cross.path = path
  }
}
