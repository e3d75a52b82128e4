import Foundation

/// One item's button in a tab bar: the glyph's shapes (its parts as views, its outline as a
/// shape layer) in a 25 pt box centred at the top and the title under it, all in the item's
/// current tint.
@MainActor
final class TabBarButtonView: UIView {
  private let glyphView = SymbolGlyphView()
  let titleLabel = UILabel()

  init() {
    super.init(frame: .zero)
    addSubview(glyphView)
    titleLabel.font = TabBarMetrics.titleFont
    titleLabel.textAlignment = .center
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) { preconditionFailure("TabBarButtonView.init(coder:) is not supported") }

  /// Shows `item` in `tint`, with its selected image when `selected`.
  func show(_ item: UITabBarItem, selected: Bool, tint: UIColor) {
    // The glyph view switches without implicit animations, as UIKit's tab bar does.
    titleLabel.text = item.title
    titleLabel.textColor = tint
    glyphView.show((selected ? item.selectedImage ?? item.image : item.image)?.glyph, tint: tint)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let side = TabBarMetrics.glyphSide
    let scale = side / SymbolGlyph.size.width
    glyphView.transform = CGAffineTransform(scaleX: scale, y: scale)
    glyphView.center = CGPoint(x: bounds.midX, y: TabBarMetrics.glyphTop + side / 2)
    titleLabel.frame = CGRect(x: 0, y: TabBarMetrics.titleTop, width: bounds.width, height: TabBarMetrics.titleHeight)
  }
}
