import Foundation

extension UITableView {
  /// Makes the cells, headers and footers match the visible rectangle: cells for rows coming
  /// into view (self-sizing rows measured as their cells arrive, which moves the rows below
  /// them), recycled cells for rows leaving it.
  func layoutVisibleRows() {
    ensureGeometry()
    var paths: [IndexPath] = []
    // Rows leaving the view give their cells back first, so the new ones reuse them; measured
    // heights move later rows, so a few rounds settle which rows are visible.
    for _ in 0..<8 {
      paths = geometry.rows(from: bounds.minY, to: bounds.maxY)
      recycleCells(keeping: Set(paths))
      var moved = false
      for path in paths where visible[path] == nil {
        let cell = makeCell(at: path)
        if measure(cell, at: path) { moved = true }
      }
      guard moved else { break }
      geometry.stack()
      paths = geometry.rows(from: bounds.minY, to: bounds.maxY)
    }
    recycleCells(keeping: Set(paths))
    for path in paths {
      guard let cell = visible[path] else { continue }
      cell.frame = rectForRow(at: path)
      configure(cell, at: path)
      // Cells are laid out in the table's own pass, as in UIKit.
      cell.layoutIfNeeded()
    }
    layoutSectionViews()
    tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.headerViewHeight)
    tableFooterView?.frame = CGRect(
      x: 0, y: geometry.sectionsBottom, width: bounds.width, height: geometry.footerViewHeight)
    layoutSectionIndex()
    updatePrefetching()
  }

  /// Asks the data source for the row's cell, sets its selection and row appearance, adds it
  /// below the section views, and tells the delegate it will be displayed.
  @discardableResult
  func makeCell(at indexPath: IndexPath) -> UITableViewCell {
    guard let dataSource else { preconditionFailure("UITableView: laying out rows without a data source") }
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    precondition(
      cell.superview == nil || cell.superview === self,
      "UITableView: tableView(_:cellForRowAt:) for \(indexPath) returned a cell that is in another view")
    configure(cell, at: indexPath)
    cell.frame = rectForRow(at: indexPath)
    if cell.isSelected != selected.contains(indexPath) {
      cell.setSelected(selected.contains(indexPath), animated: false)
    }
    applyEditingState(to: cell, at: indexPath, animated: false)
    insertSubview(cell, at: backgroundView == nil ? 0 : 1)
    visible[indexPath] = cell
    delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    return cell
  }

  /// The row's appearance in this table: margins, separator, rounded corners.
  func configure(_ cell: UITableViewCell, at indexPath: IndexPath) {
    var appearance = RowAppearance()
    appearance.sideMargin = sideMargin
    let rows =
      geometry.sections.indices.contains(indexPath.section)
      ? geometry.sections[indexPath.section].rowHeights.count : 0
    let isLast = indexPath.row == rows - 1
    appearance.showsSeparator = separatorStyle != .none && !(style != .plain && isLast)
    appearance.separatorHeight = 1 / (window?.screen.scale ?? UIScreen.main.scale)
    appearance.separatorColor = separatorColor
    if style == .insetGrouped {
      appearance.cornerRadius = 10
      var corners: CACornerMask = []
      if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
      if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
      appearance.maskedCorners = corners
      if corners.isEmpty { appearance.cornerRadius = 0 }
    }
    if cell.rowAppearance != appearance || cell.tableSeparatorInset != separatorInset {
      cell.rowAppearance = appearance
      cell.tableSeparatorInset = separatorInset
      cell.setNeedsLayout()
    }
  }

  /// Measures a self-sizing row's new cell; true when the row's height changed.
  func measure(_ cell: UITableViewCell, at indexPath: IndexPath) -> Bool {
    guard measuredHeights[indexPath] == nil, isSelfSizing(indexPath) else { return false }
    let width = rowSpan.width
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    let height = max(0, size.height)
    measuredHeights[indexPath] = height
    guard geometry.contains(indexPath), geometry.sections[indexPath.section].rowHeights[indexPath.row] != height
    else { return false }
    geometry.sections[indexPath.section].rowHeights[indexPath.row] = height
    return true
  }

  /// Recycles the cells of rows not in `shown`, in row order.
  func recycleCells(keeping shown: Set<IndexPath>) {
    for path in visible.keys.sorted() where !shown.contains(path) { recycleCell(at: path) }
  }

  /// Takes a row's cell off screen, tells the delegate, and keeps it for reuse.
  func recycleCell(at indexPath: IndexPath) {
    guard let cell = visible.removeValue(forKey: indexPath) else { return }
    retire(cell, at: indexPath)
  }

  /// Removes `cell` (no longer in ``visible``) and gives it back for reuse.
  func retire(_ cell: UITableViewCell, at indexPath: IndexPath) {
    cell.removeFromSuperview()
    cell.resetSwipe()
    if swipe?.cell === cell { swipe = nil }
    delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    if let identifier = cell.reuseIdentifier { cellQueue.enqueue(cell, identifier: identifier) }
  }

  // MARK: Headers and footers

  /// Shows a header and a footer for each section on screen that has one, the plain style's
  /// headers pinned to the top of the visible area and its footers to the bottom while their
  /// section is under them.
  func layoutSectionViews() {
    let top = bounds.minY
    let bottom = bounds.maxY
    for (index, section) in geometry.sections.enumerated() {
      let onScreen = section.bottom > top && section.top < bottom
      if onScreen, section.headerHeight > 0 {
        var y = section.top
        if style == .plain {
          let pinned = top + adjustedContentInset.top
          y = min(max(section.top, pinned), section.bottom - section.headerHeight)
        }
        let frame = CGRect(x: 0, y: y, width: bounds.width, height: section.headerHeight)
        if visibleHeaders[index] == nil, let view = makeSectionView(index, header: true) {
          visibleHeaders[index] = view
          // A new view appears in place, even inside a row animation.
          UIView.performWithoutAnimation { view.frame = frame }
          addSubview(view)
          delegate?.tableView(self, willDisplayHeaderView: view, forSection: index)
        }
        visibleHeaders[index]?.frame = frame
        if let view = visibleHeaders[index] { bringSubviewToFront(view) }
      } else if let view = visibleHeaders.removeValue(forKey: index) {
        retireSectionView(view)
      }
      if onScreen, section.footerHeight > 0 {
        var y = section.footerTop
        if style == .plain {
          // Plain footers float at the bottom of the visible area while their section's rows
          // are under it, as UIKit's.
          let pinned = bottom - adjustedContentInset.bottom - section.footerHeight
          y = max(section.top + section.headerHeight, min(section.footerTop, pinned))
        }
        let frame = CGRect(x: 0, y: y, width: bounds.width, height: section.footerHeight)
        if visibleFooters[index] == nil, let view = makeSectionView(index, header: false) {
          visibleFooters[index] = view
          UIView.performWithoutAnimation { view.frame = frame }
          addSubview(view)
          delegate?.tableView(self, willDisplayFooterView: view, forSection: index)
        }
        visibleFooters[index]?.frame = frame
        if let view = visibleFooters[index] { bringSubviewToFront(view) }
      } else if let view = visibleFooters.removeValue(forKey: index) {
        retireSectionView(view)
      }
    }
    for index in visibleHeaders.keys where index >= geometry.sections.count {
      visibleHeaders.removeValue(forKey: index).map(retireSectionView)
    }
    for index in visibleFooters.keys where index >= geometry.sections.count {
      visibleFooters.removeValue(forKey: index).map(retireSectionView)
    }
  }

  /// The delegate's view for the section's header or footer, else the built-in title view
  /// when the data source gives a title, else nil.
  private func makeSectionView(_ section: Int, header: Bool) -> UIView? {
    let custom =
      header
      ? delegate?.tableView(self, viewForHeaderInSection: section)
      : delegate?.tableView(self, viewForFooterInSection: section)
    if let custom { return custom }
    let title =
      header
      ? dataSource?.tableView(self, titleForHeaderInSection: section)
      : dataSource?.tableView(self, titleForFooterInSection: section)
    guard let title else { return nil }
    let view =
      headerFooterQueue.reuse(Self.titleViewIdentifier)
      ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleViewIdentifier)
    let grouped = style != .plain
    view.applyTitle(
      title, style: grouped ? (header ? .groupedHeader : .groupedFooter) : (header ? .plainHeader : .plainFooter))
    view.titleMargin = sideMargin + (style == .insetGrouped ? sideMargin : 0)
    return view
  }

  func retireSectionView(_ view: UIView) {
    view.removeFromSuperview()
    if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
      headerFooterQueue.enqueue(reusable, identifier: identifier)
    }
  }

  /// Removes every header and footer view.
  func removeSectionViews() {
    for view in visibleHeaders.values { retireSectionView(view) }
    for view in visibleFooters.values { retireSectionView(view) }
    visibleHeaders = [:]
    visibleFooters = [:]
  }
}
