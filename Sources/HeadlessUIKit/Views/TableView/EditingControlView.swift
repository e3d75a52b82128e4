import Foundation

/// The control at the leading edge of a row in editing mode, as UIKit's private
/// `UITableViewCellEditControl`: a 22 pt circle, `systemRed` with a white minus for
/// `.delete`, `systemGreen` with a white plus for `.insert`, at the row's side margin.
@MainActor
final class EditingControlView: UIView {
  let style: UITableViewCell.EditingStyle
  /// The circle's distance from the leading edge (the row's side margin).
  var circleMargin: CGFloat = 16
  private let circle = UIView()
  private let horizontal = UIView()
  private let vertical = UIView()

  init(style: UITableViewCell.EditingStyle) {
    self.style = style
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    circle.backgroundColor = style == .insert ? .systemGreen : .systemRed
    circle.layer.cornerRadius = 11
    addSubview(circle)
    for bar in [horizontal, vertical] {
      bar.backgroundColor = .white
      bar.layer.cornerRadius = 1
      circle.addSubview(bar)
    }
    vertical.isHidden = style != .insert
  }

  required init?(coder: NSCoder) { preconditionFailure("EditingControlView.init(coder:): no storyboards") }

  override func layoutSubviews() {
    super.layoutSubviews()
    circle.frame = CGRect(x: circleMargin, y: (bounds.height - 22) / 2, width: 22, height: 22)
    horizontal.frame = CGRect(x: 5, y: 10, width: 12, height: 2)
    vertical.frame = CGRect(x: 10, y: 5, width: 2, height: 12)
  }
}

/// The reorder control at the trailing edge of a movable row in editing mode, as UIKit's
/// private `UITableViewCellReorderControl`: three 18 × 2 pt `systemGray2` bars, 5 pt apart,
/// centred.
@MainActor
final class ReorderControlView: UIView {
  private let bars = [UIView(), UIView(), UIView()]

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    for bar in bars {
      bar.backgroundColor = .systemGray2
      bar.layer.cornerRadius = 1
      addSubview(bar)
    }
  }

  required init?(coder: NSCoder) { preconditionFailure("ReorderControlView.init(coder:): no storyboards") }

  override func layoutSubviews() {
    super.layoutSubviews()
    for (index, bar) in bars.enumerated() {
      bar.frame = CGRect(x: (bounds.width - 18) / 2, y: bounds.midY - 6 + CGFloat(index) * 5, width: 18, height: 2)
    }
  }
}
