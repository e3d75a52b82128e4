import Foundation

/// One item's view in a collection view, as UIKit's `UICollectionViewCell`: put your content in
/// `contentView`. Cells are created by the collection view from a registered class and reused.
@preconcurrency @MainActor
open class UICollectionViewCell: UIView {
  /// The view to add content to, as `contentView` (fills the cell).
  public let contentView = UIView()
  /// As `isSelected` (drawn by your content; the cell itself does not change).
  open var isSelected = false
  /// As `isHighlighted`.
  open var isHighlighted = false
  /// The reuse identifier the cell was dequeued with, as `reuseIdentifier`.
  public internal(set) var reuseIdentifier: String?

  /// As `init(frame:)`; the collection view creates registered cells with it.
  public required override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = bounds
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) { preconditionFailure("UICollectionViewCell.init(coder:): no storyboards") }

  /// Called before the cell is handed out again, as `prepareForReuse()`.
  open func prepareForReuse() {
    isSelected = false
    isHighlighted = false
  }

  /// Applies the layout's attributes, as `apply(_:)` (geometry is set by the collection view).
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }
}
