import Foundation

/// Shows items laid out by a `UICollectionViewLayout`, as UIKit's `UICollectionView`: a
/// `UIScrollView` whose content is the layout's (`contentSize` is the layout's
/// `collectionViewContentSize`); cells of registered classes are dequeued from the data source
/// for the items the layout puts in the visible rectangle (`bounds`), positioned from their
/// layout attributes, and reused as scrolling moves items in and out of view. The
/// ``delegate`` hears selection and, as a `UIScrollViewDelegate`, scrolling.
///
/// Items and sections are inserted, deleted, reloaded and moved with animation
/// (`performBatchUpdates(_:completion:)`), and a `UICollectionViewDiffableDataSource` animates
/// the difference between snapshots.
///
/// - Note: UIKit difference: no supplementary or decoration views (attributes for them are
///   ignored), no highlighting.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// The data source (held weakly, as in UIKit), as `dataSource`.
  open weak var dataSource: (any UICollectionViewDataSource)? { didSet { reloadData() } }
  /// The delegate told about selection and scrolling (held weakly, as in UIKit), as
  /// `delegate`. It is the scroll view's delegate too: `UICollectionViewDelegate` inherits
  /// `UIScrollViewDelegate`, so `scrollViewDidScroll(_:)` and the other scrolling callbacks
  /// reach it.
  open var delegate: (any UICollectionViewDelegate)? {
    get { scrollViewDelegate as? any UICollectionViewDelegate }
    set { scrollViewDelegate = newValue }
  }

  /// The layout, as `collectionViewLayout`; setting it changes the layout without animation.
  open var collectionViewLayout: UICollectionViewLayout {
    get { layout }
    set { setCollectionViewLayout(newValue, animated: false) }
  }
  var layout: UICollectionViewLayout

  /// Registered cell classes and cells waiting to be reused.
  var reuseQueue = ReuseQueue<UICollectionViewCell>()
  /// The cells on screen, by index path.
  var visible: [IndexPath: UICollectionViewCell] = [:]
  private var needsReload = true
  /// While an animated layout change runs, layout passes leave the cells alone.
  var isAnimatingLayout = false
  /// The number of items in each section when the cells were last laid out: the counts
  /// before a batch update (nil until the first layout pass after `reloadData()`).
  var laidOutCounts: [Int]?
  /// The changes collected inside `performBatchUpdates(_:completion:)`.
  var pendingItemUpdates: ItemUpdates?
  /// The cell `reconfigureItems(at:)` hands back to the data source's next dequeue.
  var cellBeingReconfigured: UICollectionViewCell?
  /// The selected items (see `UICollectionView+Selection.swift`).
  var selected: Set<IndexPath> = []
  /// As `allowsSelection` (default true): whether a tap can select an item.
  open var allowsSelection = true
  /// As `allowsMultipleSelection` (default false): whether selecting an item keeps the others
  /// selected.
  open var allowsMultipleSelection = false

  /// A collection view with `frame` and `layout`, as `init(frame:collectionViewLayout:)`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    self.layout = layout
    super.init(frame: frame)
    layout.collectionView = self
    installSelectionTap()
  }

  public required init?(coder: NSCoder) { preconditionFailure("UICollectionView.init(coder:): no storyboards") }

  /// The content's size: the layout's `collectionViewContentSize`, as UIKit's collection
  /// view sets it. The layout decides it: a size set here is replaced by the layout's, as it is
  /// at UIKit's next layout pass.
  open override var contentSize: CGSize {
    get {
      layout.prepareIfNeeded()
      return layout.collectionViewContentSize
    }
    set { super.contentSize = newValue }
  }

  /// The visible rectangle, as `bounds`: before it changes (a scroll or a new size) the
  /// layout is asked `shouldInvalidateLayout(forBoundsChange:)` and invalidated when it says
  /// so, as UIKit's collection view does.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      if newValue != super.bounds, layout.collectionView === self,
        layout.shouldInvalidateLayout(forBoundsChange: newValue)
      {
        layout.invalidateLayout()
      }
      super.bounds = newValue
    }
  }

  /// Registers the class to create cells of for `identifier`, as
  /// `register(_:forCellWithReuseIdentifier:)`.
  open func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass else { return reuseQueue.register(identifier, nil) }
    reuseQueue.register(identifier) { cellClass.init(frame: .zero) }
  }

  /// A reused or new cell of the class registered for `identifier`, as
  /// `dequeueReusableCell(withReuseIdentifier:for:)`.
  ///
  /// - Precondition: a class is registered for `identifier` (UIKit raises "could not
  ///   dequeue a view of kind: UICollectionElementKindCell with identifier …").
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let cell = cellBeingReconfigured, cell.reuseIdentifier == identifier {
      // `reconfigureItems(at:)`: the item's own cell comes back, not prepared for reuse.
      cellBeingReconfigured = nil
      return cell
    }
    if let cell = reuseQueue.reuse(identifier) {
      cell.prepareForReuse()
      return cell
    }
    guard let cell = reuseQueue.make(identifier) else {
      preconditionFailure(
        "UICollectionView.dequeueReusableCell: could not dequeue a cell with identifier '\(identifier)' for \(indexPath) - register a class for it first"
      )
    }
    cell.reuseIdentifier = identifier
    return cell
  }

  /// As `numberOfSections`.
  open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }

  /// As `numberOfItems(inSection:)`.
  open func numberOfItems(inSection section: Int) -> Int {
    dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
  }

  /// Drops every cell and the selection and asks the data source again at the next layout
  /// pass, as `reloadData()`.
  open func reloadData() {
    for (_, cell) in visible { recycle(cell) }
    selected = []
    visible = [:]
    laidOutCounts = nil
    needsReload = true
    layout.invalidateLayout()
  }

  /// The visible cell for `indexPath`, as `cellForItem(at:)`.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visible[indexPath] }

  /// As `visibleCells` (in index-path order).
  open var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap { visible[$0] } }

  /// As `indexPathsForVisibleItems` (sorted).
  open var indexPathsForVisibleItems: [IndexPath] { visible.keys.sorted() }

  /// The layout's attributes for an item, as `layoutAttributesForItem(at:)`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    layout.prepareIfNeeded()
    return layout.layoutAttributesForItem(at: indexPath)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    // A new size or new insets change the lines (UIKit's flow layout invalidates itself then).
    let inset = adjustedContentInset
    if bounds.size != laidOutSize || inset != laidOutInset {
      laidOutSize = bounds.size
      laidOutInset = inset
      layout.needsPrepare = true
    }
    guard !isAnimatingLayout else { return }
    layoutVisibleCells()
  }
  private var laidOutSize = CGSize.zero
  private var laidOutInset = UIEdgeInsets.zero

  /// Makes the cells match the layout's attributes for the visible rectangle: new cells for
  /// items coming into view, recycled cells for items leaving it.
  func layoutVisibleCells() {
    needsReload = false
    layout.prepareIfNeeded()
    laidOutCounts = dataSource.map { _ in (0..<numberOfSections).map { numberOfItems(inSection: $0) } }
    // Only cells are shown (see the type's note on supplementary and decoration views).
    let attributes = (layout.layoutAttributesForElements(in: bounds) ?? []).filter {
      $0.representedElementCategory == .cell
    }
    // Items leaving the view give their cells back first, so the new ones can reuse them.
    let staying = Set(attributes.map(\.indexPath))
    for (path, cell) in visible where !staying.contains(path) {
      recycle(cell)
      visible[path] = nil
    }
    var shown: [IndexPath: UICollectionViewCell] = [:]
    for attribute in attributes.sorted(by: { $0.indexPath < $1.indexPath }) {
      let path = attribute.indexPath
      let cell = visible.removeValue(forKey: path) ?? makeCell(at: path)
      apply(attribute, to: cell)
      shown[path] = cell
    }
    visible = shown
  }

  func makeCell(at indexPath: IndexPath) -> UICollectionViewCell {
    guard let dataSource else { preconditionFailure("UICollectionView: laying out items without a data source") }
    let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
    cell.isSelected = selected.contains(indexPath)
    addSubview(cell)
    return cell
  }

  func apply(_ attribute: UICollectionViewLayoutAttributes, to cell: UICollectionViewCell) {
    cell.bounds = CGRect(origin: .zero, size: attribute.size)
    // UIKit's content view follows the cell's size through its autoresizing mask, inside the
    // same animation.
    cell.contentView.frame = CGRect(origin: .zero, size: attribute.size)
    cell.center = attribute.center
    cell.transform = attribute.transform
    cell.alpha = attribute.alpha
    cell.isHidden = attribute.isHidden
    cell.layer.zPosition = CGFloat(attribute.zIndex)
    cell.apply(attribute)
  }

  func recycle(_ cell: UICollectionViewCell) {
    cell.removeFromSuperview()
    if let identifier = cell.reuseIdentifier { reuseQueue.enqueue(cell, identifier: identifier) }
  }
}
