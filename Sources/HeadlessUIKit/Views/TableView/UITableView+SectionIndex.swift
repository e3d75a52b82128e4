import Foundation

/// The section index at a table's trailing edge, as UIKit's private `UITableViewIndex`: the
/// titles from `sectionIndexTitles(for:)`, one above the other (11 pt semibold, 14 pt apart) in
/// ``UITableView/sectionIndexColor`` (default: the tint colour), the block centred in the
/// visible area less the content insets, in a 15 pt strip that stays put while the rows
/// scroll. A tap on a title scrolls to the section `tableView(_:sectionForSectionIndexTitle:at:)`
/// names.
///
/// - Note: UIKit difference: the index's metrics approximate UIKit's; the rows keep their
///   width under it (UIKit narrows their content); dragging along the index is not tracked.
@MainActor
final class SectionIndexView: UIView {
  static let width: CGFloat = 15
  static let entryHeight: CGFloat = 14
  private(set) var titles: [String] = []
  private var labels: [UILabel] = []

  func show(_ titles: [String], color: UIColor) {
    if titles != self.titles {
      for label in labels { label.removeFromSuperview() }
      labels = titles.map { title in
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: 11, weight: .semibold)
        label.textAlignment = .center
        addSubview(label)
        return label
      }
      self.titles = titles
    }
    for label in labels { label.textColor = color }
    setNeedsLayout()
  }

  /// The index of the title at `y` (this view's coordinates), clamped to the titles.
  func entry(at y: CGFloat) -> Int? {
    guard !titles.isEmpty else { return nil }
    let top = (bounds.height - CGFloat(titles.count) * Self.entryHeight) / 2
    return min(titles.count - 1, max(0, Int(((y - top) / Self.entryHeight).rounded(.down))))
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let top = (bounds.height - CGFloat(labels.count) * Self.entryHeight) / 2
    for (index, label) in labels.enumerated() {
      label.frame = CGRect(
        x: 0, y: top + CGFloat(index) * Self.entryHeight, width: bounds.width, height: Self.entryHeight)
    }
  }
}

extension UITableView {
  /// Shows, places or removes the section index after a layout pass: shown when the data
  /// source gives titles and the table has at least ``sectionIndexMinimumDisplayRowCount``
  /// rows.
  func layoutSectionIndex() {
    let titles = dataSource?.sectionIndexTitles(for: self) ?? []
    let rows = geometry.sections.reduce(0) { $0 + $1.rowHeights.count }
    guard !titles.isEmpty, rows >= sectionIndexMinimumDisplayRowCount else {
      sectionIndexView?.removeFromSuperview()
      sectionIndexView = nil
      return
    }
    let view = sectionIndexView ?? SectionIndexView()
    if view.superview !== self { addSubview(view) }
    sectionIndexView = view
    view.backgroundColor = sectionIndexBackgroundColor
    view.show(titles, color: sectionIndexColor ?? tintColor)
    let inset = adjustedContentInset
    view.frame = CGRect(
      x: bounds.maxX - inset.right - SectionIndexView.width, y: bounds.minY + inset.top,
      width: SectionIndexView.width, height: max(0, bounds.height - inset.top - inset.bottom))
    bringSubviewToFront(view)
  }

  /// A tap on the section index: scrolls the section of the tapped title to the top. True when
  /// the tap was on the index.
  func handledSectionIndexTap(at point: CGPoint) -> Bool {
    guard let view = sectionIndexView, view.frame.contains(point), let dataSource,
      let entry = view.entry(at: point.y - view.frame.minY)
    else { return false }
    let section = dataSource.tableView(self, sectionForSectionIndexTitle: view.titles[entry], at: entry)
    guard geometry.sections.indices.contains(section) else { return true }
    if geometry.sections[section].rowHeights.isEmpty {
      let inset = adjustedContentInset
      let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
      contentOffset.y = min(maxY, rect(forSection: section).minY - inset.top)
    } else {
      scrollToRow(at: IndexPath(row: 0, section: section), at: .top, animated: false)
    }
    return true
  }

  /// Reads the index titles again, as `reloadSectionIndexTitles()`.
  public func reloadSectionIndexTitles() { setNeedsLayout() }
}
