import Foundation

/// The buttons a swipe on a row reveals, as UIKit's private `UISwipeActionPullView`: one
/// button per `UIContextualAction`, the first outermost (at the trailing edge for a trailing
/// swipe, the leading edge for a leading one), each its action's background colour with its
/// image above its title (white, 15 pt), centred. The buttons share the revealed width in
/// proportion to their natural widths (title width plus 15 pt each side, at least 60 pt); past
/// the full-swipe threshold the first button takes all of it.
///
/// - Note: UIKit difference: the button metrics approximate UIKit's.
@MainActor
final class SwipeActionsView: UIView {
  let configuration: UISwipeActionsConfiguration
  /// Whether the actions are at the trailing edge (revealed by a swipe to the left).
  let trailing: Bool
  /// Whether the first action fills the view (a full swipe about to perform it).
  var expandsFirstAction = false { didSet { setNeedsLayout() } }
  private(set) var buttons: [UIView] = []
  private var labels: [UILabel] = []
  private var images: [UIImageView?] = []

  init(configuration: UISwipeActionsConfiguration, trailing: Bool) {
    self.configuration = configuration
    self.trailing = trailing
    super.init(frame: .zero)
    clipsToBounds = true
    for action in configuration.actions {
      let button = UIView()
      button.backgroundColor = action.backgroundColor
      let label = UILabel()
      label.text = action.title
      label.font = .systemFont(ofSize: 15)
      label.textColor = .white
      label.textAlignment = .center
      button.addSubview(label)
      var imageView: UIImageView?
      if let image = action.image {
        let view = UIImageView(image: image)
        view.tintColor = .white
        button.addSubview(view)
        imageView = view
      }
      addSubview(button)
      buttons.append(button)
      labels.append(label)
      images.append(imageView)
    }
  }

  required init?(coder: NSCoder) { preconditionFailure("SwipeActionsView.init(coder:): no storyboards") }

  /// Each button's width when the actions are just fully revealed.
  var naturalWidths: [CGFloat] {
    zip(labels, images).map { label, image in
      let content = max(ceil(label.intrinsicContentSize.width), image?.image?.size.width ?? 0)
      return max(60, content + 30)
    }
  }

  /// The width that shows every action at its natural width.
  var naturalWidth: CGFloat { naturalWidths.reduce(0, +) }

  /// The action whose button is at `point` (this view's coordinates).
  func action(at point: CGPoint) -> (UIContextualAction, UIView)? {
    for (index, button) in buttons.enumerated() where !button.isHidden && button.frame.contains(point) {
      return (configuration.actions[index], button)
    }
    return nil
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let natural = naturalWidths
    let total = natural.reduce(0, +)
    let scale = total > 0 ? bounds.width / total : 0
    // Outermost first: from the trailing edge leftwards, or the leading edge rightwards.
    var edge = trailing ? bounds.width : 0
    for (index, button) in buttons.enumerated() {
      let width = expandsFirstAction ? (index == 0 ? bounds.width : 0) : natural[index] * scale
      button.frame = CGRect(x: trailing ? edge - width : edge, y: 0, width: width, height: bounds.height)
      edge += trailing ? -width : width
      let label = labels[index]
      let textHeight = label.text == nil ? 0 : ceil(label.font.lineHeight)
      let imageSize = images[index]?.image?.size ?? .zero
      let gap: CGFloat = textHeight > 0 && imageSize.height > 0 ? 4 : 0
      let top = (bounds.height - textHeight - imageSize.height - gap) / 2
      images[index]?.frame = CGRect(
        x: (width - imageSize.width) / 2, y: top, width: imageSize.width, height: imageSize.height)
      label.frame = CGRect(x: 0, y: top + imageSize.height + gap, width: width, height: textHeight)
    }
  }
}

extension UITableViewCell {
  /// Sizes the revealed actions to the swiped distance, beside the moved content.
  func layoutSwipeActions() {
    guard let view = swipeActionsView else { return }
    let revealed = abs(swipeOffset)
    let height = contentView.frame.height
    view.frame = CGRect(x: view.trailing ? bounds.width - revealed : 0, y: 0, width: revealed, height: height)
    view.setNeedsLayout()
    bringSubviewToFront(view)
  }
}
