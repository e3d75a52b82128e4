import Foundation
import HeadlessUIKit

/// The cell of a scene collection: the item's colour and corner radius on the content view
/// (which clips to them) and its label filling the cell.
@MainActor
final class SceneCollectionCell: UICollectionViewCell {
  static let reuseIdentifier = "SceneCollectionCell"
  private let label = UILabel()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.clipsToBounds = true
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) { nil }

  /// Shows `item`.
  func configure(_ item: CollectionItemSpec) {
    contentView.backgroundColor = item.background.map(UIColor.init)
    contentView.layer.cornerRadius = item.cornerRadius
    label.isHidden = item.label == nil
    if let spec = item.label { ScreenViewController.style(label, spec) }
  }

  /// The label follows the attributes' size inside the layout animation, as a label with
  /// flexible autoresizing would.
  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    label.frame = CGRect(origin: .zero, size: layoutAttributes.size)
  }
}
