import Foundation

/// The views a configured `UIButton` draws with besides its `titleLabel` and `imageView`:
/// the background, the subtitle and the activity indicator (UIKit's private
/// `_UISystemBackgroundView`, subtitle label and indicator).
@MainActor
final class ButtonConfigurationContent {
  let backgroundView = UIView(frame: .zero)
  let subtitleLabel = UILabel(frame: .zero)
  let indicator = ButtonActivityIndicatorView(frame: .zero)

  init(in button: UIButton) {
    for view in [backgroundView, subtitleLabel, indicator] as [UIView] { view.isUserInteractionEnabled = false }
    subtitleLabel.numberOfLines = 1
    button.insertSubview(backgroundView, at: 0)
    button.addSubview(subtitleLabel)
    button.addSubview(indicator)
  }
}

/// The spinner a configured button shows with `showsActivityIndicator`: eight spokes around
/// the centre, fading clockwise, in the foreground colour, as UIKit's medium
/// `UIActivityIndicatorView` (20 × 20 points).
///
/// - Note: UIKit difference: the spokes do not rotate; the spinner is drawn at rest.
final class ButtonActivityIndicatorView: UIView {
  /// The indicator's side: 20 points, UIKit's medium activity indicator.
  static let side: CGFloat = 20
  /// The number of spokes: 8.
  static let spokeCount = 8

  private var spokes: [UIView] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    for index in 0..<Self.spokeCount {
      let spoke = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 5.5))
      spoke.layer.cornerRadius = 1
      spoke.alpha = 1 - CGFloat(index) * 0.1
      spokes.append(spoke)
      addSubview(spoke)
    }
  }

  required init?(coder: NSCoder) {
    preconditionFailure("ButtonActivityIndicatorView.init(coder:) is not available")
  }

  /// The spokes' colour.
  var color: UIColor = .gray {
    didSet { for spoke in spokes { spoke.backgroundColor = color } }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let centre = CGPoint(x: bounds.midX, y: bounds.midY)
    let radius = Self.side / 2 - 5.5 / 2
    for (index, spoke) in spokes.enumerated() {
      let angle = CGFloat(index) * 2 * .pi / CGFloat(Self.spokeCount)
      spoke.transform = .identity
      spoke.bounds = CGRect(x: 0, y: 0, width: 2, height: 5.5)
      spoke.center = CGPoint(x: centre.x + radius * sin(angle), y: centre.y - radius * cos(angle))
      spoke.transform = CGAffineTransform(rotationAngle: angle)
    }
  }
}
