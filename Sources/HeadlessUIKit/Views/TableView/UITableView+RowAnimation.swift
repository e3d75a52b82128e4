import Foundation

extension UITableView {
  /// Applies one batch of section and row changes: reads the new counts, maps the old
  /// sections and rows to the new ones, and animates over ``rowAnimationDuration``: surviving
  /// (and moved) cells move from their old frames to their new ones, inserted rows come in and
  /// deleted rows go out with their `RowAnimation` (the rows of inserted, deleted and reloaded
  /// sections with their section's), reloaded rows cross-fade. Layout passes leave the cells
  /// alone until the animation ends; then cells that left the visible area are recycled.
  /// Without `animated` everything takes its place at once and `completion` runs at once.
  func apply(_ updates: TableUpdates, animated: Bool = true, completion: ((Bool) -> Void)?) {
    guard geometryIsValid, dataSource != nil else {
      // Nothing laid out yet: the next layout pass reads the data.
      invalidateGeometry()
      completion?(true)
      return
    }
    let before = geometry
    let oldSpan = rowSpan
    geometryIsValid = false
    ensureGeometry()
    let sectionMapping = updates.mapping(
      before: before.sections.map(\.rowHeights.count), after: geometry.sections.map(\.rowHeights.count))
    let mapping = sectionMapping.rows
    remapSectionViews(sectionMapping.sections, reloaded: Set(updates.sectionReloads.map(\.0)))
    let reloaded = Set(updates.reloads.map(\.0))
    // Measured heights and the selection follow their rows; deleted and reloaded rows lose them.
    measuredHeights = Dictionary(
      uniqueKeysWithValues: measuredHeights.compactMap { old, height in
        reloaded.contains(old) ? nil : mapping[old].map { ($0, height) }
      })
    selected = Set(selected.compactMap { mapping[$0] })
    prefetchedRows = Set(prefetchedRows.compactMap { mapping[$0] })
    geometryIsValid = false
    ensureGeometry()
    let oldRect = { (path: IndexPath) -> CGRect in
      guard let row = before.row(path) else { return .zero }
      return CGRect(x: oldSpan.x, y: row.top, width: oldSpan.width, height: row.height)
    }

    // Cells on screen: kept (moved to their new row) or going (deleted, reloaded).
    var going: [(cell: UITableViewCell, path: IndexPath, animation: RowAnimation, reload: Bool)] = []
    var kept: [IndexPath: UITableViewCell] = [:]
    var origins: [IndexPath: CGRect] = [:]
    for (old, cell) in visible {
      if let animation = updates.animation(reloading: old), let new = mapping[old] {
        going.append((cell, new, animation, true))
      } else if let new = mapping[old] {
        kept[new] = cell
        origins[new] = oldRect(old)
      } else {
        going.append((cell, old, updates.animation(deleting: old) ?? .automatic, false))
      }
    }
    visible = kept
    for (old, new) in mapping where origins[new] == nil { origins[new] = oldRect(old) }

    // New cells for rows now on screen, measured before anything is placed.
    let shownPaths = geometry.rows(from: bounds.minY, to: bounds.maxY)
    var arriving: [IndexPath] = []
    for path in shownPaths where visible[path] == nil {
      let cell = makeCell(at: path)
      _ = measure(cell, at: path)
      arriving.append(path)
    }
    geometry.stack()

    // Starting states, without animation.
    UIView.performWithoutAnimation {
      for path in arriving {
        guard let cell = visible[path] else { continue }
        let target = rectForRow(at: path)
        configure(cell, at: path)
        if let animation = updates.animation(inserting: path, mapping: sectionMapping) {
          Self.place(cell, entering: target, with: animation)
        } else if let reload = going.first(where: { $0.reload && $0.path == path }) {
          cell.frame = target
          cell.alpha = reload.animation == .none ? 1 : 0
        } else {
          cell.frame =
            origins[path].map { CGRect(x: target.minX, y: $0.minY, width: target.width, height: $0.height) }
            ?? target
        }
      }
      for item in going where !item.reload { sendSubviewToBack(item.cell) }
      if let backgroundView { sendSubviewToBack(backgroundView) }
    }

    let leaving = going
    runningRowAnimations += 1
    let animations = {
      for (path, cell) in self.visible {
        cell.frame = self.rectForRow(at: path)
        cell.alpha = 1
        self.configure(cell, at: path)
        cell.layoutIfNeeded()
      }
      for item in leaving {
        if item.reload {
          item.cell.frame = self.rectForRow(at: item.path)
          if item.animation != .none { item.cell.alpha = 0 }
        } else {
          Self.move(item.cell, leaving: item.cell.frame, with: item.animation)
        }
      }
      self.layoutSectionViews()
    }
    let finish = { (finished: Bool) in
      for item in leaving {
        item.cell.alpha = 1
        item.cell.isHidden = false
        self.retire(item.cell, at: item.path)
      }
      self.runningRowAnimations -= 1
      self.setNeedsLayout()
      completion?(finished)
    }
    guard animated else {
      UIView.performWithoutAnimation(animations)
      finish(true)
      return
    }
    UIView.animate(
      withDuration: Self.rowAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: animations,
      completion: finish)
    for item in leaving where item.reload && item.animation == .none { item.cell.isHidden = true }
  }

  /// Moves the header and footer views on screen to their sections' new indices; those of
  /// deleted and reloaded sections leave at once (new ones are made by the layout pass).
  ///
  /// - Note: UIKit difference: UIKit animates the headers of deleted and inserted sections
  ///   with the section's animation; here they disappear and appear at once.
  private func remapSectionViews(_ sections: [Int: Int], reloaded: Set<Int>) {
    func remap(_ views: [Int: UIView]) -> [Int: UIView] {
      var result: [Int: UIView] = [:]
      for (old, view) in views {
        if let new = sections[old], !reloaded.contains(old) {
          result[new] = view
        } else {
          retireSectionView(view)
        }
      }
      return result
    }
    visibleHeaders = remap(visibleHeaders)
    visibleFooters = remap(visibleFooters)
  }

  /// Puts an inserted row's cell where `animation` brings it in from (alpha 0 for a fade).
  static func place(_ cell: UITableViewCell, entering target: CGRect, with animation: RowAnimation) {
    cell.frame = target
    switch animation {
    case .fade, .automatic: cell.alpha = 0
    case .right: cell.frame = target.offsetBy(dx: target.width, dy: 0)
    case .left: cell.frame = target.offsetBy(dx: -target.width, dy: 0)
    case .top: cell.frame = target.offsetBy(dx: 0, dy: -target.height)
    case .bottom: cell.frame = target.offsetBy(dx: 0, dy: target.height)
    case .middle:
      cell.frame = CGRect(x: target.minX, y: target.midY, width: target.width, height: 0)
      cell.alpha = 0
    case .none: break
    }
  }

  /// Moves a deleted row's cell to where `animation` takes it out (inside an animation block).
  static func move(_ cell: UITableViewCell, leaving frame: CGRect, with animation: RowAnimation) {
    switch animation {
    case .fade, .automatic: cell.alpha = 0
    case .right: cell.frame = frame.offsetBy(dx: frame.width, dy: 0)
    case .left: cell.frame = frame.offsetBy(dx: -frame.width, dy: 0)
    case .top: cell.frame = frame.offsetBy(dx: 0, dy: -frame.height)
    case .bottom: cell.frame = frame.offsetBy(dx: 0, dy: frame.height)
    case .middle:
      cell.frame = CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0)
      cell.alpha = 0
    case .none: cell.isHidden = true
    }
  }
}
