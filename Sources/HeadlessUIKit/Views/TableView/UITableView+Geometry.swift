import Foundation

extension UITableView {
  /// Reads the sections, rows and heights again if anything changed since the last time.
  func ensureGeometry() {
    guard !geometryIsValid || geometry.width != bounds.width else { return }
    var result = TableGeometry()
    result.width = bounds.width
    result.headerViewHeight = tableHeaderView?.frame.height ?? 0
    result.footerViewHeight = tableFooterView?.frame.height ?? 0
    if let dataSource {
      for section in 0..<dataSource.numberOfSections(in: self) {
        let rows = dataSource.tableView(self, numberOfRowsInSection: section)
        result.sections.append(
          TableGeometry.Section(
            headerHeight: resolvedHeaderHeight(section),
            rowHeights: (0..<rows).map { resolvedRowHeight(IndexPath(row: $0, section: section)) },
            footerHeight: resolvedFooterHeight(section)))
      }
    }
    result.stack()
    geometry = result
    geometryIsValid = true
  }

  /// The height the delegate (or `rowHeight`) gives the row, `automaticDimension` included.
  func requestedRowHeight(_ indexPath: IndexPath) -> CGFloat {
    delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
  }

  /// The row's height: the one asked for; for an automatic height the cell's measured height
  /// once it was shown, before that the estimate (44 pt when there is none or estimates are
  /// off).
  func resolvedRowHeight(_ indexPath: IndexPath) -> CGFloat {
    let requested = requestedRowHeight(indexPath)
    guard requested == Self.automaticDimension else { return max(0, requested) }
    if let measured = measuredHeights[indexPath] { return measured }
    guard estimatedRowHeight != 0 else { return Self.defaultRowHeight }
    let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
    return estimate == Self.automaticDimension || estimate <= 0 ? Self.defaultRowHeight : estimate
  }

  /// Whether the row's height is its cell's self-sized height.
  func isSelfSizing(_ indexPath: IndexPath) -> Bool {
    requestedRowHeight(indexPath) == Self.automaticDimension && estimatedRowHeight != 0
  }

  /// The header's height: the one asked for, or with an automatic height UIKit's standard:
  /// in a plain table 28 pt with a title and none without; in a grouped table 17.5 pt of
  /// space (35 pt above the first section) plus 22.5 pt for a title.
  ///
  /// - Note: UIKit difference: the standard grouped heights are approximations of UIKit's.
  func resolvedHeaderHeight(_ section: Int) -> CGFloat {
    let requested = delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
    guard requested == Self.automaticDimension else { return max(0, requested) }
    let hasTitle = dataSource?.tableView(self, titleForHeaderInSection: section) != nil
    switch style {
    case .plain: return hasTitle ? 28 : 0
    case .grouped, .insetGrouped: return (section == 0 ? 35 : 17.5) + (hasTitle ? 22.5 : 0)
    }
  }

  /// The footer's height: the one asked for, or with an automatic height 28 pt for a titled
  /// footer of a plain table (none without a title), and 17.5 pt of space in a grouped table
  /// plus 24 pt for a title (approximations of UIKit's).
  func resolvedFooterHeight(_ section: Int) -> CGFloat {
    let requested = delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
    guard requested == Self.automaticDimension else { return max(0, requested) }
    let hasTitle = dataSource?.tableView(self, titleForFooterInSection: section) != nil
    switch style {
    case .plain: return hasTitle ? 28 : 0
    case .grouped, .insetGrouped: return 17.5 + (hasTitle ? 24 : 0)
    }
  }

  /// The horizontal extent of rows: the full width, or inset by the side margin in an
  /// inset-grouped table.
  var rowSpan: (x: CGFloat, width: CGFloat) {
    let inset = style == .insetGrouped ? sideMargin : 0
    return (inset, max(0, bounds.width - 2 * inset))
  }

  /// The area of a row in the table's content coordinates, as `rectForRow(at:)`; `.zero` when
  /// `indexPath` names no row.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    ensureGeometry()
    guard let row = geometry.row(indexPath) else { return .zero }
    let span = rowSpan
    return CGRect(x: span.x, y: row.top, width: span.width, height: row.height)
  }

  /// The area of a section (header, rows and footer), as `rect(forSection:)`.
  public func rect(forSection section: Int) -> CGRect {
    ensureGeometry()
    guard geometry.sections.indices.contains(section) else { return .zero }
    let item = geometry.sections[section]
    return CGRect(x: 0, y: item.top, width: bounds.width, height: item.bottom - item.top)
  }

  /// The area of a section's header, as `rectForHeader(inSection:)`.
  public func rectForHeader(inSection section: Int) -> CGRect {
    ensureGeometry()
    guard geometry.sections.indices.contains(section) else { return .zero }
    let item = geometry.sections[section]
    return CGRect(x: 0, y: item.top, width: bounds.width, height: item.headerHeight)
  }

  /// The area of a section's footer, as `rectForFooter(inSection:)`.
  public func rectForFooter(inSection section: Int) -> CGRect {
    ensureGeometry()
    guard geometry.sections.indices.contains(section) else { return .zero }
    let item = geometry.sections[section]
    return CGRect(x: 0, y: item.footerTop, width: bounds.width, height: item.footerHeight)
  }

  /// The row at `point` (content coordinates), as `indexPathForRow(at:)`; nil outside every
  /// row.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    ensureGeometry()
    let span = rowSpan
    guard point.x >= span.x, point.x < span.x + span.width else { return nil }
    return geometry.rows(from: point.y, to: point.y.nextUp).first
  }

  /// The rows overlapping `rect`, in order, as `indexPathsForRows(in:)`.
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    ensureGeometry()
    return geometry.rows(from: rect.minY, to: rect.maxY)
  }

  /// The row a visible cell shows, as `indexPath(for:)`; nil for a cell not on screen.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visible.first { $0.value === cell }?.key
  }

  /// The visible cell of a row, as `cellForRow(at:)`; nil when the row is off screen.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visible[indexPath] }

  /// The cells on screen, top to bottom, as `visibleCells`.
  public var visibleCells: [UITableViewCell] { visible.keys.sorted().compactMap { visible[$0] } }

  /// The rows on screen, top to bottom, as `indexPathsForVisibleRows`.
  public var indexPathsForVisibleRows: [IndexPath]? { visible.keys.sorted() }

  /// The header view shown for `section`, as `headerView(forSection:)` (nil when it is off
  /// screen or not a `UITableViewHeaderFooterView`).
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    visibleHeaders[section] as? UITableViewHeaderFooterView
  }

  /// The footer view shown for `section`, as `footerView(forSection:)`.
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    visibleFooters[section] as? UITableViewHeaderFooterView
  }
}
