import Foundation

/// Lays items out in lines, as UIKit's `UICollectionViewFlowLayout` does for items of one
/// size: each section starts after its `sectionInset`; as many items of `itemSize` as fit
/// with at least `minimumInteritemSpacing` between them make a line (a row when scrolling
/// vertically, a column when horizontally), the spare space spread evenly between them
/// (UIKit's justified flow); the last, partial line keeps the same spacing, so its items
/// stay in the columns above; when only one item fits a line it is centred. Lines are
/// `minimumLineSpacing` apart. The lines fill the collection view's width (height when
/// scrolling horizontally) less its `adjustedContentInset` on that axis, as in UIKit.
///
/// - Note: UIKit difference: no headers, footers, self-sizing or delegate-provided sizes.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The scrolling direction, as `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: Int, Sendable {
    case vertical = 0
    case horizontal = 1
  }

  /// Default 50 × 50, as UIKit's.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// Default 10, as UIKit's.
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// Default 10, as UIKit's.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// Default zero, as UIKit's.
  open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
  /// Default `.vertical`, as UIKit's.
  open var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }

  private var attributes: [UICollectionViewLayoutAttributes] = []
  private var contentSize = CGSize.zero

  public override init() { super.init() }

  open override func prepare() {
    super.prepare()
    attributes = []
    guard let collectionView else { return contentSize = .zero }
    let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
    // UIKit lays the lines out inside the collection view's adjusted content insets on the
    // axis that does not scroll.
    let inset = collectionView.adjustedContentInset
    var size = collectionView.bounds.size
    if scrollDirection == .vertical {
      size.width -= inset.left + inset.right
    } else {
      size.height -= inset.top + inset.bottom
    }
    let layout = Self.itemFrames(
      itemCounts: counts, boundsSize: size, itemSize: itemSize,
      minimumLineSpacing: minimumLineSpacing, minimumInteritemSpacing: minimumInteritemSpacing,
      sectionInset: sectionInset, scrollDirection: scrollDirection)
    for (section, frames) in layout.frames.enumerated() {
      for (item, frame) in frames.enumerated() {
        let attribute = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
        attribute.frame = frame
        attributes.append(attribute)
      }
    }
    contentSize = layout.contentSize
  }

  /// The frames of every item (by section) and the content size for the given properties and
  /// a collection view of `boundsSize`: the computation `prepare()` makes, as a pure function
  /// (the scene loader checks with it that a scripted item is on screen).
  package nonisolated static func itemFrames(
    itemCounts: [Int], boundsSize bounds: CGSize, itemSize: CGSize, minimumLineSpacing: CGFloat,
    minimumInteritemSpacing: CGFloat, sectionInset: UIEdgeInsets, scrollDirection: ScrollDirection
  ) -> (frames: [[CGRect]], contentSize: CGSize) {
    let vertical = scrollDirection == .vertical
    // Work in (along the line, across lines) coordinates; swap back at the end.
    let lineLength = vertical ? bounds.width : bounds.height
    let itemAlong = vertical ? itemSize.width : itemSize.height
    let itemAcross = vertical ? itemSize.height : itemSize.width
    let insetStart = vertical ? sectionInset.left : sectionInset.top
    let insetEnd = vertical ? sectionInset.right : sectionInset.bottom
    let insetBefore = vertical ? sectionInset.top : sectionInset.left
    let insetAfter = vertical ? sectionInset.bottom : sectionInset.right
    let available = lineLength - insetStart - insetEnd
    let perLine = max(
      1, Int(((available + minimumInteritemSpacing) / (itemAlong + minimumInteritemSpacing)).rounded(.down)))
    let spacing = perLine > 1 ? (available - CGFloat(perLine) * itemAlong) / CGFloat(perLine - 1) : 0
    var across: CGFloat = 0
    var frames: [[CGRect]] = []
    for count in itemCounts {
      var section: [CGRect] = []
      across += insetBefore
      var item = 0
      while item < count {
        let inLine = min(perLine, count - item)
        for k in 0..<inLine {
          let along =
            perLine == 1
            ? insetStart + (available - itemAlong) / 2 : insetStart + CGFloat(k) * (itemAlong + spacing)
          section.append(
            vertical
              ? CGRect(x: along, y: across, width: itemAlong, height: itemAcross)
              : CGRect(x: across, y: along, width: itemAcross, height: itemAlong))
        }
        item += inLine
        across += itemAcross + (item < count ? minimumLineSpacing : 0)
      }
      across += insetAfter
      frames.append(section)
    }
    let contentSize =
      vertical ? CGSize(width: bounds.width, height: across) : CGSize(width: across, height: bounds.height)
    return (frames, contentSize)
  }

  open override var collectionViewContentSize: CGSize { contentSize }

  /// True when the collection view changes size (its lines change), false for a scroll, as
  /// UIKit's flow layout.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != collectionView?.bounds.size
  }

  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    // Strict overlap: an item that only touches the rectangle's edge is not in it.
    attributes.filter {
      let f = $0.frame
      return f.minX < rect.maxX && f.maxX > rect.minX && f.minY < rect.maxY && f.maxY > rect.minY
    }
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    attributes.first { $0.indexPath == indexPath }
  }
}
