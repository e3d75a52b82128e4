import Foundation

/// One item's button in a tab bar: the glyph's shapes (its parts as views, its outline as a
/// shape layer) in a 25 pt box centred at the top and the title under it — in a compact
/// height a 20 pt glyph beside the title, the pair centred — all in the item's current tint,
/// and the item's badge over the glyph's top-right corner.
@MainActor
final class TabBarButtonView: UIView {
  private let glyphView = SymbolGlyphView()
  let titleLabel = UILabel()
  /// The badge capsule and its text, shown while the item has a `badgeValue`.
  let badgeView = UIView()
  let badgeLabel = UILabel()
  private var compact = false

  init() {
    super.init(frame: .zero)
    addSubview(glyphView)
    titleLabel.font = TabBarMetrics.titleFont
    titleLabel.textAlignment = .center
    addSubview(titleLabel)
    badgeView.isHidden = true
    badgeView.layer.cornerRadius = TabBarMetrics.badgeHeight / 2
    badgeLabel.textAlignment = .center
    badgeView.addSubview(badgeLabel)
    addSubview(badgeView)
  }

  required init?(coder: NSCoder) { preconditionFailure("TabBarButtonView.init(coder:) is not supported") }

  /// Shows `item` in `tint`, with its selected image when `selected`, laid out inline when
  /// `compact` (using the item's `landscapeImagePhone` when it has one).
  func show(_ item: UITabBarItem, selected: Bool, tint: UIColor, compact: Bool) {
    // The glyph view switches without implicit animations, as UIKit's tab bar does.
    self.compact = compact
    titleLabel.text = item.title
    titleLabel.textColor = item.isEnabled ? tint : BarButtonItemMetrics.disabledColor
    titleLabel.font = compact ? TabBarMetrics.inlineTitleFont : TabBarMetrics.titleFont
    let image =
      selected
      ? item.selectedImage ?? item.resolvedImage(verticalSizeClass: compact ? .compact : .regular)?.image
      : item.resolvedImage(verticalSizeClass: compact ? .compact : .regular)?.image
    glyphView.show(image?.glyph, tint: item.isEnabled ? tint : BarButtonItemMetrics.disabledColor)
    badgeView.isHidden = item.badgeValue == nil
    badgeView.backgroundColor = item.badgeColor ?? .systemRed
    let attributes = item.badgeTextAttributes(for: .normal) ?? [:]
    badgeLabel.text = item.badgeValue
    badgeLabel.font = attributes[.font] as? UIFont ?? TabBarMetrics.badgeFont
    badgeLabel.textColor = attributes[.foregroundColor] as? UIColor ?? .white
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let glyphCenter: CGPoint
    let side: CGFloat
    if compact {
      side = TabBarMetrics.inlineGlyphSide
      let titleWidth = titleLabel.text == nil ? 0 : titleLabel.sizeThatFits(bounds.size).width
      let total = side + (titleWidth > 0 ? TabBarMetrics.inlineSpacing + titleWidth : 0)
      let left = (bounds.width - total) / 2
      glyphCenter = CGPoint(x: left + side / 2, y: bounds.midY)
      titleLabel.frame = CGRect(
        x: left + side + TabBarMetrics.inlineSpacing, y: 0, width: titleWidth, height: bounds.height)
    } else {
      side = TabBarMetrics.glyphSide
      glyphCenter = CGPoint(x: bounds.midX, y: TabBarMetrics.glyphTop + side / 2)
      titleLabel.frame = CGRect(
        x: 0, y: TabBarMetrics.titleTop, width: bounds.width, height: TabBarMetrics.titleHeight)
    }
    let scale = side / SymbolGlyph.size.width
    glyphView.transform = CGAffineTransform(scaleX: scale, y: scale)
    glyphView.center = glyphCenter
    let textWidth = badgeLabel.text.map { $0.isEmpty ? 0 : badgeLabel.sizeThatFits(bounds.size).width } ?? 0
    let badgeWidth = max(TabBarMetrics.badgeHeight, textWidth + 2 * TabBarMetrics.badgePadding)
    badgeView.frame = CGRect(
      x: glyphCenter.x + TabBarMetrics.badgeOffsetX,
      y: compact ? glyphCenter.y - side / 2 - TabBarMetrics.badgeTop : TabBarMetrics.badgeTop,
      width: badgeWidth, height: TabBarMetrics.badgeHeight)
    badgeLabel.frame = badgeView.bounds
  }
}
