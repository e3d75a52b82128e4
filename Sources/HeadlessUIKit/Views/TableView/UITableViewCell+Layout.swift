import Foundation

/// The built-in labels and image of a cell, created on first use.
@MainActor
struct StandardViews {
  var text: UILabel?
  var detail: UILabel?
  var image: UIImageView?
}

/// What the table view tells a cell about its row: the side margin, whether and how the
/// separator under it is drawn, and the rounded corners of an inset-grouped section.
struct RowAppearance: Equatable {
  /// The leading and trailing layout margin of the row's content (16 or 20 pt).
  var sideMargin: CGFloat = 16
  var showsSeparator = true
  /// One device pixel.
  var separatorHeight: CGFloat = 0.5
  var separatorColor: UIColor? = .separator
  var cornerRadius: CGFloat = 0
  var maskedCorners: CACornerMask = []
}

extension UITableViewCell {
  /// The visible size of a standard accessory glyph at its drawn scale, and the scale.
  private typealias AccessoryGlyph = (name: String, visual: CGRect, scale: CGFloat)

  private static func accessoryGlyphs(_ type: AccessoryType) -> [AccessoryGlyph] {
    // Visible rectangles inside the 28 × 28 pt glyph boxes (see SymbolGlyph).
    let chevron: AccessoryGlyph = ("chevron.right", CGRect(x: 9.94, y: 5.94, width: 9.12, height: 16.12), 0.75)
    let check: AccessoryGlyph = ("checkmark", CGRect(x: 4.94, y: 6.7, width: 18.2, height: 15.4), 0.75)
    let info: AccessoryGlyph = ("info.circle", CGRect(x: 2, y: 2, width: 24, height: 24), 22.0 / 24)
    switch type {
    case .none: return []
    case .disclosureIndicator: return [chevron]
    case .detailDisclosureButton: return [info, chevron]
    case .checkmark: return [check]
    case .detailButton: return [info]
    }
  }

  /// Builds the view for `accessoryView` or `accessoryType`: glyphs drawn with the built-in
  /// symbols (the chevron in `systemGray3`, the checkmark and info button in the tint colour),
  /// 12 pt apart, in a box as large as what they draw.
  func updateAccessory() {
    shownAccessory?.removeFromSuperview()
    shownAccessory = nil
    if let accessoryView {
      addSubview(accessoryView)
      shownAccessory = accessoryView
    } else if accessoryType != .none {
      let box = UIView()
      box.isUserInteractionEnabled = false
      var x: CGFloat = 0
      var height: CGFloat = 0
      for glyph in Self.accessoryGlyphs(accessoryType) {
        let tint: UIColor = glyph.name == "chevron.right" ? .systemGray3 : tintColor
        let view = SymbolGlyphView(glyph: SymbolGlyph(name: glyph.name), tint: tint)
        let s = glyph.scale
        view.transform = CGAffineTransform(scaleX: s, y: s)
        // The glyph box's centre sits where its visible rectangle starts at (x, 0).
        view.center = CGPoint(x: x - (glyph.visual.minX - 14) * s, y: -(glyph.visual.minY - 14) * s)
        box.addSubview(view)
        x += glyph.visual.width * s + 12
        height = max(height, glyph.visual.height * s)
      }
      // Centre every glyph vertically in the box.
      for (view, glyph) in zip(box.subviews, Self.accessoryGlyphs(accessoryType)) {
        view.center.y += (height - glyph.visual.height * glyph.scale) / 2
      }
      box.bounds = CGRect(x: 0, y: 0, width: x - 12, height: height)
      addSubview(box)
      shownAccessory = box
    }
    setNeedsLayout()
  }

  /// Puts `new` in `old`'s place at `index` among the cell's subviews.
  func replace(_ old: UIView?, with new: UIView?, at index: Int) {
    old?.removeFromSuperview()
    if let new { insertSubview(new, at: index) }
    setNeedsLayout()
  }

  /// Shows the selected background while the cell is selected or highlighted (unless
  /// `selectionStyle` is `.none`); with `animated`, hides it by fading it out over 0.25 s.
  ///
  /// - Note: UIKit difference: the 0.25 s of an animated deselection outside a transition is
  ///   an approximation of UIKit's fade.
  func updateSelectionBackground(animated: Bool) {
    let shows = (isSelected || isHighlighted) && selectionStyle != .none
    let view = selectedBackgroundView ?? defaultSelectedBackground
    if shows {
      guard shownSelectionBackground !== view else { return }
      shownSelectionBackground?.removeFromSuperview()
      UIView.performWithoutAnimation {
        view.alpha = 1
        view.frame = bounds
      }
      insertSubview(view, at: backgroundView == nil ? 0 : 1)
      shownSelectionBackground = view
    } else if let shown = shownSelectionBackground {
      shownSelectionBackground = nil
      guard animated else { return shown.removeFromSuperview() }
      UIView.animate(
        withDuration: 0.25, animations: { shown.alpha = 0 },
        completion: { [weak self] _ in
          guard self?.shownSelectionBackground !== shown else { return }
          shown.removeFromSuperview()
          shown.alpha = 1
        })
    }
  }

  /// The content view's frame in a cell `width` wide: up to the accessory (12 pt before it),
  /// above the separator.
  func contentFrame(width: CGFloat, height: CGFloat) -> CGRect {
    let separator = rowAppearance.showsSeparator ? rowAppearance.separatorHeight : 0
    var contentWidth = width
    if let accessory = shownAccessory, !editingState {
      contentWidth = width - rowAppearance.sideMargin - accessory.bounds.width - 12
    }
    // While editing: indented past the editing control, short of the reorder control.
    let indent = editingIndent
    contentWidth -= indent + (showsReorderControlNow ? editingControlWidth : 0)
    return CGRect(x: indent, y: 0, width: max(0, contentWidth), height: max(0, height - separator))
  }

  /// Lays out the backgrounds, the content view, the accessory, the separator and the
  /// built-in views for the cell's style.
  func layoutCellParts() {
    let size = bounds.size
    let margin = rowAppearance.sideMargin
    backgroundView?.frame = bounds
    shownSelectionBackground?.frame = bounds
    contentView.frame = contentFrame(width: size.width, height: size.height)
    let trailing = updateContentMargins()
    if let accessory = shownAccessory {
      accessory.center = CGPoint(
        x: size.width - margin - accessory.bounds.width / 2, y: contentView.frame.height / 2)
      // UIKit hides the accessory while editing.
      accessory.alpha = editingState ? 0 : 1
    }
    layoutEditingParts(height: contentView.frame.height)
    if separator.superview !== self { addSubview(separator) }
    bringSubviewToFront(separator)
    let inset = separatorInset
    separator.isHidden = !rowAppearance.showsSeparator
    separator.backgroundColor = rowAppearance.separatorColor
    separator.frame = CGRect(
      x: inset.left, y: size.height - rowAppearance.separatorHeight,
      width: max(0, size.width - inset.left - inset.right), height: rowAppearance.separatorHeight)
    layer.cornerRadius = rowAppearance.cornerRadius
    layer.maskedCorners = rowAppearance.maskedCorners
    clipsToBounds = rowAppearance.cornerRadius > 0
    layoutStandardViews(margin: margin, trailing: trailing)
  }

  /// UIKit's layout of the built-in labels: one line each, centred vertically as a block;
  /// the image at the leading margin with the labels 16 pt after it.
  private func layoutStandardViews(margin: CGFloat, trailing: CGFloat) {
    let width = contentView.bounds.width
    let height = contentView.bounds.height
    var x = margin
    if let imageView = standardLabels.image {
      let size = imageView.image?.size ?? .zero
      imageView.frame = CGRect(x: margin, y: (height - size.height) / 2, width: size.width, height: size.height)
      if size.width > 0 { x = imageView.frame.maxX + 16 }
    }
    let right = width - trailing
    let text = standardLabels.text
    let detail = standardLabels.detail
    let textHeight = text.map { ceil($0.font.lineHeight) } ?? 0
    let detailHeight = detail.map { ceil($0.font.lineHeight) } ?? 0
    switch cellStyle {
    case .default:
      text?.frame = CGRect(x: x, y: (height - textHeight) / 2, width: max(0, right - x), height: textHeight)
    case .subtitle:
      let top = ((height - textHeight - detailHeight) / 2).rounded()
      text?.frame = CGRect(x: x, y: top, width: max(0, right - x), height: textHeight)
      detail?.frame = CGRect(x: x, y: top + textHeight, width: max(0, right - x), height: detailHeight)
    case .value1:
      let detailWidth = min(ceil(detail?.intrinsicContentSize.width ?? 0), max(0, right - x))
      detail?.frame = CGRect(
        x: right - detailWidth, y: (height - detailHeight) / 2, width: detailWidth, height: detailHeight)
      let gap: CGFloat = detailWidth > 0 ? 8 : 0
      text?.frame = CGRect(
        x: x, y: (height - textHeight) / 2, width: max(0, right - detailWidth - gap - x), height: textHeight)
    case .value2:
      // A 67 pt column for the right-aligned label, 6 pt before the detail.
      text?.frame = CGRect(x: margin, y: (height - textHeight) / 2, width: 67, height: textHeight)
      let detailX = margin + 67 + 6
      detail?.frame = CGRect(
        x: detailX, y: (height - detailHeight) / 2, width: max(0, right - detailX), height: detailHeight)
    }
  }

  /// Gives the content view UIKit's cell margins: 11 pt above and below, the row's side
  /// margin at the leading edge and at the trailing edge unless an accessory follows. Returns
  /// the trailing margin.
  @discardableResult
  func updateContentMargins() -> CGFloat {
    let margin = rowAppearance.sideMargin
    let trailing = shownAccessory == nil ? margin : 0
    let margins = NSDirectionalEdgeInsets(top: 11, leading: margin, bottom: 11, trailing: trailing)
    if contentView.directionalLayoutMargins != margins { contentView.directionalLayoutMargins = margins }
    return trailing
  }

  /// The self-sized height of the cell `width` wide (see `systemLayoutSizeFitting`).
  func selfSizedHeight(width: CGFloat) -> CGFloat {
    updateContentMargins()
    let separator = rowAppearance.showsSeparator ? rowAppearance.separatorHeight : 0
    if contentView.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) {
      let contentWidth = contentFrame(width: width, height: 0).width
      let fitted = contentView.systemLayoutSizeFitting(
        CGSize(width: contentWidth, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
      return fitted.height + separator
    }
    var labels = standardLabels.text.map { ceil($0.font.lineHeight) } ?? 0
    if cellStyle == .subtitle { labels += standardLabels.detail.map { ceil($0.font.lineHeight) } ?? 0 }
    return max(UITableView.defaultRowHeight, labels + 22 + separator)
  }
}
