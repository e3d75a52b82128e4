import Foundation

/// Rows in sections, scrolling vertically, as UIKit's `UITableView`: a `UIScrollView` whose
/// content is the stack of its sections (header, rows, footer), with cells from the
/// ``dataSource`` created only for the rows in the visible rectangle and reused as they
/// scroll out of view. Heights come from the ``delegate`` or ``rowHeight``; a height of
/// ``automaticDimension`` sizes the row to its cell (`systemLayoutSizeFitting`), rows not yet
/// shown counting at their estimated height until they are. Taps select rows through the
/// delegate; rows and sections are inserted, deleted, reloaded and moved with UIKit's row
/// animations, and a `UITableViewDiffableDataSource` animates the difference between
/// snapshots. In editing mode (``setEditing(_:animated:)``) rows show their delete or insert
/// controls, and movable rows are dragged by their reorder controls; a horizontal drag on a row
/// reveals its swipe actions (`UIContextualAction`). A data source with
/// `sectionIndexTitles(for:)` gets a section index at the trailing edge.
///
/// - Note: UIKit difference: a custom header or footer view with an automatic height gets the
///   standard height (give it one with `tableView(_:heightForHeaderInSection:)`); a plain table
///   draws no separators below its last row.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// The look of a table, as `UITableView.Style` (same raw values).
  public enum Style: Int, Sendable {
    /// Rows edge to edge on `systemBackground`, section headers float while their section
    /// is on screen.
    case plain
    /// Sections separated by space on `systemGroupedBackground`.
    case grouped
    /// Grouped sections inset from the sides by the layout margin, with 10 pt rounded corners.
    case insetGrouped
  }

  /// "Choose the height for me", as `UITableView.automaticDimension`: a row height that sizes
  /// the cell to its content, an estimate that lets the table choose, a header or footer
  /// height that fits its title.
  public static let automaticDimension: CGFloat = -1
  /// UIKit's standard row height, 44 pt.
  static let defaultRowHeight: CGFloat = 44
  /// The reuse identifier of the built-in title headers and footers.
  static let titleViewIdentifier = "UITableView.title"

  /// The table's style, as `style` (fixed at creation).
  public let style: Style
  /// The data source (held weakly, as in UIKit), as `dataSource`; setting it reloads.
  open weak var dataSource: (any UITableViewDataSource)? { didSet { reloadData() } }
  /// The delegate (held weakly), as `delegate`. It is the scroll view's delegate too:
  /// `UITableViewDelegate` inherits `UIScrollViewDelegate`.
  open var delegate: (any UITableViewDelegate)? {
    get { scrollViewDelegate as? any UITableViewDelegate }
    set {
      scrollViewDelegate = newValue
      invalidateGeometry()
    }
  }

  /// The height of every row, as `rowHeight` (default ``automaticDimension``: self-sizing);
  /// the delegate's `tableView(_:heightForRowAt:)` wins.
  open var rowHeight: CGFloat = automaticDimension { didSet { invalidateGeometry() } }
  /// The estimated height of rows not yet shown, as `estimatedRowHeight` (default
  /// ``automaticDimension``: 44 pt; 0 turns estimates and so self-sizing off, rows with an
  /// automatic height are then 44 pt).
  open var estimatedRowHeight: CGFloat = automaticDimension { didSet { invalidateGeometry() } }
  /// The height of section headers, as `sectionHeaderHeight` (default ``automaticDimension``:
  /// the standard height for the style and title).
  open var sectionHeaderHeight: CGFloat = automaticDimension { didSet { invalidateGeometry() } }
  /// The height of section footers, as `sectionFooterHeight` (default ``automaticDimension``).
  open var sectionFooterHeight: CGFloat = automaticDimension { didSet { invalidateGeometry() } }
  /// As `estimatedSectionHeaderHeight`. Header heights are always exact here, so the estimate
  /// is not used.
  open var estimatedSectionHeaderHeight: CGFloat = automaticDimension
  /// As `estimatedSectionFooterHeight` (not used, as the header's).
  open var estimatedSectionFooterHeight: CGFloat = automaticDimension

  /// Whether lines are drawn between rows, as `separatorStyle` (default `.singleLine`).
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
  /// The separators' colour, as `separatorColor` (default `UIColor.separator`).
  open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
  /// The separators' inset, as `separatorInset`: by default the cells' layout margin at the
  /// leading edge (16 pt, 20 pt in tables wider than 375 pt, as UIKit's iPhone margins).
  open var separatorInset: UIEdgeInsets {
    get { ownSeparatorInset ?? UIEdgeInsets(top: 0, left: sideMargin, bottom: 0, right: 0) }
    set {
      ownSeparatorInset = newValue
      setNeedsLayout()
    }
  }
  private var ownSeparatorInset: UIEdgeInsets?

  /// A view behind the rows that does not scroll, as `backgroundView`.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }
  /// A view above the first section, as `tableHeaderView`: it keeps its height and takes the
  /// table's width.
  open var tableHeaderView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableHeaderView { addSubview(tableHeaderView) }
      invalidateGeometry()
    }
  }
  /// A view below the last section, as `tableFooterView`.
  open var tableFooterView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableFooterView { addSubview(tableFooterView) }
      invalidateGeometry()
    }
  }

  /// Whether a tap can select a row, as `allowsSelection` (default true).
  open var allowsSelection = true
  /// Whether selecting a row keeps the others selected, as `allowsMultipleSelection`
  /// (default false).
  open var allowsMultipleSelection = false

  /// Registered cell classes and cells waiting to be reused.
  var cellQueue = ReuseQueue<UITableViewCell>()
  /// Registered header and footer classes and the ones waiting to be reused.
  var headerFooterQueue = ReuseQueue<UITableViewHeaderFooterView>()
  /// The positions of every section and row.
  var geometry = TableGeometry()
  var geometryIsValid = false
  /// The self-sized heights of rows with an automatic height, once shown.
  var measuredHeights: [IndexPath: CGFloat] = [:]
  /// The cells on screen, by index path.
  var visible: [IndexPath: UITableViewCell] = [:]
  /// The header and footer views on screen, by section.
  var visibleHeaders: [Int: UIView] = [:]
  var visibleFooters: [Int: UIView] = [:]
  /// The selected rows.
  var selected: Set<IndexPath> = []
  /// The row animations running (see `UITableView+Updates.swift`): layout passes leave the
  /// cells alone while any runs.
  var runningRowAnimations = 0
  /// The changes collected inside `performBatchUpdates(_:completion:)` or
  /// `beginUpdates()`/`endUpdates()`.
  var pendingUpdates: TableUpdates?
  var updateNesting = 0
  /// The cell `reconfigureRows(at:)` hands back to the data source's next dequeue.
  var cellBeingReconfigured: UITableViewCell?
  /// Whether the table is in editing mode (see `UITableView+Editing.swift`).
  var editingState = false
  /// The row whose swipe actions are shown or being dragged (see `UITableView+Swipe.swift`).
  var swipe: SwipeState?
  /// The recognizer that swipes rows (installed at creation).
  let swipePan = SwipePanGestureRecognizer()
  /// The row being dragged by its reorder control (see `UITableView+Reorder.swift`).
  var reorder: ReorderState?
  /// The recognizer that drags rows by their reorder controls (installed at creation).
  let reorderPan = ReorderPanGestureRecognizer()

  /// Told about rows before they are shown, as `prefetchDataSource` (held weakly, as in UIKit;
  /// see `UITableViewDataSourcePrefetching.swift`).
  open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)? { didSet { setNeedsLayout() } }
  /// Whether the ``prefetchDataSource`` is told about rows, as `isPrefetchingEnabled`
  /// (default true).
  open var isPrefetchingEnabled = true { didSet { setNeedsLayout() } }
  /// The rows given to the prefetch data source and not yet shown or cancelled.
  var prefetchedRows: Set<IndexPath> = []
  /// The content offset at the last prefetch, for the scroll direction.
  var lastPrefetchOffset: CGFloat = 0

  /// The colour of the section index titles, as `sectionIndexColor` (nil: the tint colour).
  open var sectionIndexColor: UIColor? { didSet { setNeedsLayout() } }
  /// The colour behind the section index, as `sectionIndexBackgroundColor` (nil: clear).
  open var sectionIndexBackgroundColor: UIColor? { didSet { setNeedsLayout() } }
  /// The fewest rows for which the section index shows, as
  /// `sectionIndexMinimumDisplayRowCount` (default 0).
  open var sectionIndexMinimumDisplayRowCount = 0 { didSet { setNeedsLayout() } }
  /// The section index on screen (see `UITableView+SectionIndex.swift`).
  var sectionIndexView: SectionIndexView?

  /// Whether a tap selects rows while editing, as `allowsSelectionDuringEditing` (default
  /// false).
  open var allowsSelectionDuringEditing = false

  /// Whether the table is in editing mode, as `isEditing`; setting it calls
  /// `setEditing(_:animated: false)`.
  open var isEditing: Bool {
    get { editingState }
    set { setEditing(newValue, animated: false) }
  }

  /// Enters or leaves editing mode, as `setEditing(_:animated:)`: every editable row
  /// (`tableView(_:canEditRowAt:)`) shows its editing control (`tableView(_:editingStyleForRowAt:)`)
  /// sliding in and its content indenting, movable rows (`tableView(_:canMoveRowAt:)`) their
  /// reorder control; open swipe actions close first. Rows that appear later are shown in the
  /// same mode.
  open func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != editingState else { return }
    closeSwipe(animated: animated)
    editingState = editing
    for (path, cell) in visible { applyEditingState(to: cell, at: path, animated: animated) }
  }

  override func scrollPanShouldBegin(movingFrom start: CGPoint, by movement: CGVector) -> Bool {
    !swipeShouldBegin(movingFrom: start, by: movement) && !reorderShouldBegin(at: start)
  }
  /// The top of `adjustedContentInset` last seen (see `adjustedContentInsetDidChange()`).
  private var insetTopAtRest: CGFloat = 0

  /// A table view with `frame` and `style`, as `init(frame:style:)`: `systemBackground`
  /// behind a plain table, `systemGroupedBackground` behind a grouped one.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    alwaysBounceVertical = true
    installSelectionTap()
    installSwipePan()
    installReorderPan()
  }

  /// A plain table view, as `init(frame:)`.
  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  public required init?(coder: NSCoder) { preconditionFailure("UITableView.init(coder:): no storyboards") }

  /// The content's size: the table's width by the height of its sections and its header and
  /// footer views, as UIKit's table view sets it.
  open override var contentSize: CGSize {
    get {
      ensureGeometry()
      return CGSize(width: bounds.width, height: geometry.height)
    }
    set { super.contentSize = newValue }
  }

  /// The leading and trailing layout margin of rows: 16 pt, 20 pt in a table wider than
  /// 375 pt (UIKit's iPhone margins, as measured on the simulators).
  var sideMargin: CGFloat { bounds.width > 375 ? 20 : 16 }

  // MARK: Registration and reuse

  /// Registers the class to create cells of for `identifier`, as
  /// `register(_:forCellReuseIdentifier:)` (nil unregisters it).
  ///
  /// - Precondition: `cellClass` is `UITableViewCell` or a subclass (UIKit raises too).
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else { return cellQueue.register(identifier, nil) }
    guard let type = cellClass as? UITableViewCell.Type else {
      preconditionFailure(
        "UITableView.register(_:forCellReuseIdentifier:): \(cellClass) is not a UITableViewCell subclass ('\(identifier)')"
      )
    }
    cellQueue.register(identifier) { type.init(registeredReuseIdentifier: identifier) }
  }

  /// Registers the class of headers and footers for `identifier`, as
  /// `register(_:forHeaderFooterViewReuseIdentifier:)`.
  ///
  /// - Precondition: `aClass` is `UITableViewHeaderFooterView` or a subclass.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let aClass else { return headerFooterQueue.register(identifier, nil) }
    guard let type = aClass as? UITableViewHeaderFooterView.Type else {
      preconditionFailure(
        "UITableView.register(_:forHeaderFooterViewReuseIdentifier:): \(aClass) is not a UITableViewHeaderFooterView subclass ('\(identifier)')"
      )
    }
    headerFooterQueue.register(identifier) { type.init(registeredReuseIdentifier: identifier) }
  }

  /// A cell given back for reuse under `identifier` (after its `prepareForReuse()`), else a
  /// new cell of the registered class, else nil, as `dequeueReusableCell(withIdentifier:)`.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let cell = cellBeingReconfigured, cell.reuseIdentifier == identifier {
      // `reconfigureRows(at:)`: the row's own cell comes back, not prepared for reuse.
      cellBeingReconfigured = nil
      return cell
    }
    if let cell = cellQueue.reuse(identifier) {
      cell.prepareForReuse()
      return cell
    }
    return cellQueue.make(identifier)
  }

  /// A reused or new cell for `identifier`, as `dequeueReusableCell(withIdentifier:for:)`.
  ///
  /// - Precondition: a class is registered for `identifier` or a cell of it waits for reuse
  ///   (UIKit raises "unable to dequeue a cell with identifier …").
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      preconditionFailure(
        "UITableView.dequeueReusableCell(withIdentifier:for:): unable to dequeue a cell with identifier '\(identifier)' for \(indexPath) - register a class with register(_:forCellReuseIdentifier:)"
      )
    }
    return cell
  }

  /// A header or footer view waiting for reuse under `identifier`, else a new one of the
  /// registered class, else nil, as `dequeueReusableHeaderFooterView(withIdentifier:)`.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
    if let view = headerFooterQueue.reuse(identifier) {
      view.prepareForReuse()
      return view
    }
    return headerFooterQueue.make(identifier)
  }

  // MARK: Data

  /// As `numberOfSections`: the count the table last read from its data source.
  open var numberOfSections: Int {
    ensureGeometry()
    return geometry.sections.count
  }

  /// As `numberOfRows(inSection:)`: the count the table last read from its data source.
  open func numberOfRows(inSection section: Int) -> Int {
    ensureGeometry()
    guard geometry.sections.indices.contains(section) else { return 0 }
    return geometry.sections[section].rowHeights.count
  }

  /// Drops every cell, header and footer and the selection, and asks the data source again
  /// at the next layout pass, as `reloadData()`.
  open func reloadData() {
    for path in visible.keys.sorted() { recycleCell(at: path) }
    removeSectionViews()
    selected = []
    prefetchedRows = []
    measuredHeights = [:]
    invalidateGeometry()
  }

  func invalidateGeometry() {
    geometryIsValid = false
    setNeedsLayout()
  }

  /// Keeps the content where it was when the insets change while the table is scrolled to its
  /// top, as UIKit does: a table under a navigation bar starts with its first row below the
  /// bar (`contentOffset.y` = −`adjustedContentInset.top`).
  open override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    let top = adjustedContentInset.top
    if contentOffset.y == -insetTopAtRest, !isDragging, !isDecelerating { contentOffset.y = -top }
    insetTopAtRest = top
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    backgroundView?.frame = bounds
    if geometry.width != bounds.width {
      measuredHeights = [:]
      geometryIsValid = false
    }
    guard runningRowAnimations == 0 else { return }
    layoutVisibleRows()
  }
}
