import Foundation

/// Where each column is for one display mode: its frame (a hidden leading column waits just
/// past the leading edge, where it slides in from) and how dark the dimming over the
/// secondary is.
struct SplitColumnFrames: Equatable {
  var frames: [UISplitViewController.Column: CGRect] = [:]
  /// 1 over the secondary in the overlay and displace modes, 0 otherwise.
  var dimming: CGFloat = 0

  /// The frames `progress` of the way from `self` to `other` (each rectangle and the dimming
  /// interpolated linearly).
  func interpolated(to other: SplitColumnFrames, progress: CGFloat) -> SplitColumnFrames {
    var result = SplitColumnFrames(dimming: dimming + (other.dimming - dimming) * progress)
    for (column, start) in frames {
      let end = other.frames[column] ?? start
      result.frames[column] = CGRect(
        x: start.minX + (end.minX - start.minX) * progress, y: start.minY + (end.minY - start.minY) * progress,
        width: start.width + (end.width - start.width) * progress,
        height: start.height + (end.height - start.height) * progress)
    }
    return result
  }
}

extension UISplitViewController {
  /// The colour of the dimming over the secondary column while leading columns overlay it.
  /// - Note: UIKit difference: UIKit's dimming colour is not published; black at 10 % is used.
  public static let dimmingColor = UIColor(white: 0, alpha: 0.1)

  /// The primary column's width (see ``primaryColumnWidth``).
  var laidOutPrimaryWidth: CGFloat {
    columnWidth(
      in: currentSize.width, points: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
      minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
  }

  /// The supplementary column's width (see ``supplementaryColumnWidth``).
  var laidOutSupplementaryWidth: CGFloat {
    guard storedStyle == .tripleColumn else { return 0 }
    return columnWidth(
      in: currentSize.width, points: preferredSupplementaryColumnWidth,
      fraction: preferredSupplementaryColumnWidthFraction, minimum: minimumSupplementaryColumnWidth,
      maximum: maximumSupplementaryColumnWidth)
  }

  func columnWidth(in width: CGFloat, points: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat)
    -> CGFloat
  {
    let automatic = Self.automaticDimension
    let preferred =
      points != automatic ? points : fraction != automatic ? fraction * width : Self.defaultColumnWidth
    let explicit = points != automatic || fraction != automatic
    let upper =
      maximum != automatic ? maximum : (storedStyle == .unspecified || !explicit ? Self.defaultColumnWidth : width)
    let lower = minimum != automatic ? minimum : 0
    return max(0, min(max(preferred, lower), upper, width))
  }

  /// The split behaviour for a split view of `size` (see ``splitBehavior``).
  func behavior(for size: CGSize) -> SplitBehavior {
    if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
    return size.width > size.height ? .tile : .overlay
  }

  /// The display mode `.automatic` stands for in a split view of `size`: with the tile
  /// behaviour, the leading column beside the secondary (both leading columns of a triple
  /// column when the secondary keeps 320 pt); with overlay, the secondary only; with
  /// displace, the columns displacing the secondary (a triple column) or beside it.
  /// - Note: UIKit difference: UIKit's automatic choice is not published; this follows what an
  ///   iPad shows (landscape: columns side by side; portrait: the secondary only).
  func automaticDisplayMode(for size: CGSize) -> DisplayMode {
    let triple = storedStyle == .tripleColumn
    switch behavior(for: size) {
    case .overlay: return .secondaryOnly
    case .displace: return triple ? .twoDisplaceSecondary : .oneBesideSecondary
    default:
      guard triple else { return .oneBesideSecondary }
      let room = size.width - primaryColumnWidth - supplementaryColumnWidth
      return room >= Self.defaultColumnWidth ? .twoBesideSecondary : .oneBesideSecondary
    }
  }

  /// The display mode as this split view lays it out: the two-column modes of a double column
  /// are its one-column modes.
  func normalized(_ mode: DisplayMode) -> DisplayMode {
    guard storedStyle != .tripleColumn else { return mode == .automatic ? .secondaryOnly : mode }
    switch mode {
    case .twoBesideSecondary: return .oneBesideSecondary
    case .twoOverSecondary, .twoDisplaceSecondary: return .oneOverSecondary
    case .automatic: return .secondaryOnly
    default: return mode
    }
  }

  /// The columns a display mode shows while expanded.
  func visibleColumns(in mode: DisplayMode) -> [Column] {
    let triple = storedStyle == .tripleColumn
    switch normalized(mode) {
    case .secondaryOnly: return [.secondary]
    case .oneBesideSecondary, .oneOverSecondary: return [.secondary, triple ? .supplementary : .primary]
    default: return [.secondary, .supplementary, .primary]
    }
  }

  /// The columns' frames for `mode` in `bounds`, mirrored for a trailing primary edge or a
  /// right-to-left layout.
  func columnFrames(for mode: DisplayMode, in bounds: CGRect) -> SplitColumnFrames {
    let width = bounds.width
    let height = bounds.height
    let p = columnWidth(
      in: width, points: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
      minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    let triple = storedStyle == .tripleColumn
    let s =
      triple
      ? columnWidth(
        in: width, points: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
        minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth) : 0
    func rect(_ x: CGFloat, _ w: CGFloat) -> CGRect { CGRect(x: x, y: 0, width: max(0, w), height: height) }
    var result = SplitColumnFrames()
    let mode = normalized(mode)
    switch (triple, mode) {
    case (false, .oneBesideSecondary):
      result.frames = [.primary: rect(0, p), .secondary: rect(p, width - p)]
    case (false, .oneOverSecondary):
      result.frames = [.primary: rect(0, p), .secondary: rect(0, width)]
      result.dimming = 1
    case (false, _):
      result.frames = [.primary: rect(-p, p), .secondary: rect(0, width)]
    case (true, .oneBesideSecondary):
      result.frames = [.primary: rect(-p, p), .supplementary: rect(0, s), .secondary: rect(s, width - s)]
    case (true, .oneOverSecondary):
      result.frames = [.primary: rect(-p, p), .supplementary: rect(0, s), .secondary: rect(0, width)]
      result.dimming = 1
    case (true, .twoBesideSecondary):
      result.frames = [.primary: rect(0, p), .supplementary: rect(p, s), .secondary: rect(p + s, width - p - s)]
    case (true, .twoOverSecondary):
      result.frames = [.primary: rect(0, p), .supplementary: rect(p, s), .secondary: rect(0, width)]
      result.dimming = 1
    case (true, .twoDisplaceSecondary):
      result.frames = [.primary: rect(0, p), .supplementary: rect(p, s), .secondary: rect(p + s, width - s)]
      result.dimming = 1
    case (true, _):
      result.frames = [.primary: rect(-s - p, p), .supplementary: rect(-s, s), .secondary: rect(0, width)]
    }
    if isMirrored {
      for (column, frame) in result.frames {
        result.frames[column] = CGRect(x: width - frame.maxX, y: 0, width: frame.width, height: height)
      }
    }
    for (column, frame) in result.frames {
      result.frames[column] = frame.offsetBy(dx: bounds.minX, dy: bounds.minY)
    }
    return result
  }

  /// Whether the primary column is on the right: a trailing primary edge in a left-to-right
  /// layout, or a leading one in a right-to-left layout.
  var isMirrored: Bool {
    let rightToLeft = traitCollection.layoutDirection == .rightToLeft
    return (primaryEdge == .trailing) != rightToLeft
  }

  /// Places the views: the collapsed stack fills the view; expanded, the columns take their
  /// frames for the display mode and the dimming covers the secondary.
  func apply(_ layout: SplitColumnFrames) {
    for (column, frame) in layout.frames {
      guard let shown = columns[column]?.viewIfLoaded, shown.superview === viewIfLoaded else { continue }
      shown.frame = frame
    }
    if let secondary = layout.frames[.secondary] { dimmingView.frame = secondary }
    dimmingView.alpha = layout.dimming
    dimmingView.isUserInteractionEnabled = layout.dimming > 0
  }

  /// Settles collapse with the traits, then lays the columns out (the split view's
  /// `layoutSubviews`).
  func layoutColumns() {
    guard isViewLoaded else { return }
    if view.window != nil, !isReconciling { settleCollapse() }
    revealGesture.edges = isMirrored ? .right : .left
    guard columnTransition == nil else { return }
    updateAutomaticButtons()
    if collapsed {
      collapsedController?.viewIfLoaded?.frame = view.bounds
      return
    }
    // The automatic display mode follows the size: install the columns it shows.
    let wanted = visibleColumns(in: displayMode)
    let mismatch = columns.contains { column, controller in
      column != .compact && wanted.contains(column) != (controller.viewIfLoaded?.superview === view)
    }
    if mismatch, !isReconciling {
      isReconciling = true
      defer { isReconciling = false }
      return installColumns()
    }
    apply(columnFrames(for: displayMode, in: view.bounds))
  }

  /// The preferred display mode, or the automatic one for `size`.
  func automaticOrPreferredMode(for size: CGSize) -> DisplayMode {
    preferredDisplayMode == .automatic ? automaticDisplayMode(for: size) : preferredDisplayMode
  }

  /// Some width input changed: lay out again.
  func widthsDidChange() { viewIfLoaded?.setNeedsLayout() }
}
