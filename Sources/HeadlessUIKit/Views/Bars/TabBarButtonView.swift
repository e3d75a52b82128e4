import Foundation

/// One item's button in a tab bar: the glyph's shapes (its parts as views, its outline as a
/// shape layer) in a 25 pt box centred at the top and the title under it, all in the item's
/// current tint.
@MainActor
final class TabBarButtonView: UIView {
  private let glyphView = UIView(frame: CGRect(origin: .zero, size: SymbolGlyph.size))
  let titleLabel = UILabel()
  private var drawnGlyph: SymbolGlyph?
  private let outlineLayer = CAShapeLayer()

  init() {
    super.init(frame: .zero)
    addSubview(glyphView)
    outlineLayer.fillRule = .evenOdd
    glyphView.layer.addSublayer(outlineLayer)
    titleLabel.font = TabBarMetrics.titleFont
    titleLabel.textAlignment = .center
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) { preconditionFailure("TabBarButtonView.init(coder:) is not supported") }

  /// Shows `item` in `tint`, with its selected image when `selected`.
  func show(_ item: UITabBarItem, selected: Bool, tint: UIColor) {
    // The outline is a stand-alone layer, which animates a changed path or colour implicitly
    // (0.25 s); UIKit's tab bar switches an item's glyph and tint at once, as its title.
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    defer { CATransaction.commit() }
    titleLabel.text = item.title
    titleLabel.textColor = tint
    let glyph = (selected ? item.selectedImage ?? item.image : item.image)?.glyph
    if glyph != drawnGlyph {
      for part in glyphView.subviews { part.removeFromSuperview() }
      for part in glyph?.parts ?? [] {
        let view = UIView()
        view.bounds = CGRect(origin: .zero, size: part.rect.size)
        view.center = CGPoint(x: part.rect.midX, y: part.rect.midY)
        view.layer.cornerRadius = part.cornerRadius
        view.transform = CGAffineTransform(rotationAngle: part.angle)
        glyphView.addSubview(view)
      }
      outlineLayer.path = glyph?.outline.map { CGPath(data: $0) }
      drawnGlyph = glyph
    }
    outlineLayer.fillColor = tint.cgColor
    for (view, part) in zip(glyphView.subviews, glyph?.parts ?? []) {
      if part.ring > 0 {
        view.backgroundColor = nil
        view.layer.borderWidth = part.ring
        view.layer.borderColor = tint.cgColor
      } else {
        view.backgroundColor = tint
      }
    }
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
