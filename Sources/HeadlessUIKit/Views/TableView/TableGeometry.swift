import Foundation

/// Where a table view's sections, headers, rows and footers are, top to bottom: the vertical
/// positions UIKit's table view computes from the heights its delegate and data source give.
struct TableGeometry {
  /// One section: its header, rows and footer stacked from `top`.
  struct Section {
    var top: CGFloat = 0
    var headerHeight: CGFloat
    var rowHeights: [CGFloat]
    var footerHeight: CGFloat
    /// The top of each row, filled by `stack`.
    var rowTops: [CGFloat] = []

    var rowsTop: CGFloat { top + headerHeight }
    var footerTop: CGFloat { (rowTops.last.map { $0 + rowHeights[rowHeights.count - 1] }) ?? rowsTop }
    var bottom: CGFloat { footerTop + footerHeight }
  }

  var sections: [Section] = []
  /// The height of `tableHeaderView`, above the first section.
  var headerViewHeight: CGFloat = 0
  /// The height of `tableFooterView`, below the last section.
  var footerViewHeight: CGFloat = 0
  /// The width the geometry was computed for.
  var width: CGFloat = 0

  /// The bottom of the last section (where `tableFooterView` starts).
  var sectionsBottom: CGFloat { sections.last?.bottom ?? headerViewHeight }
  /// The content's height.
  var height: CGFloat { sectionsBottom + footerViewHeight }

  /// Computes every position from the heights.
  mutating func stack() {
    var y = headerViewHeight
    for index in sections.indices {
      sections[index].top = y
      var rowY = y + sections[index].headerHeight
      sections[index].rowTops = sections[index].rowHeights.map { height in
        defer { rowY += height }
        return rowY
      }
      y = sections[index].bottom
    }
  }

  /// Whether `indexPath` names a row.
  func contains(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && sections.indices.contains(indexPath.section)
      && sections[indexPath.section].rowHeights.indices.contains(indexPath.row)
  }

  /// The row's top and height, or nil when there is no such row.
  func row(_ indexPath: IndexPath) -> (top: CGFloat, height: CGFloat)? {
    guard contains(indexPath) else { return nil }
    let section = sections[indexPath.section]
    return (section.rowTops[indexPath.row], section.rowHeights[indexPath.row])
  }

  /// The rows overlapping the vertical range `minY..<maxY`, in order.
  func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
    var paths: [IndexPath] = []
    for (index, section) in sections.enumerated() where section.bottom > minY && section.top < maxY {
      // The first row ending below minY, by binary search over the sorted tops.
      var low = 0
      var high = section.rowTops.count
      while low < high {
        let mid = (low + high) / 2
        if section.rowTops[mid] + section.rowHeights[mid] <= minY { low = mid + 1 } else { high = mid }
      }
      var row = low
      while row < section.rowTops.count, section.rowTops[row] < maxY {
        if section.rowHeights[row] > 0 { paths.append(IndexPath(row: row, section: index)) }
        row += 1
      }
    }
    return paths
  }
}
