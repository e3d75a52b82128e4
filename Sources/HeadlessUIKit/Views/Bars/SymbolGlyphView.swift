import Foundation

/// A built-in symbol (`SymbolGlyph`) drawn in one colour in its 28 × 28 pt box: each part a
/// view (filled, or a ring as a border), the outline a shape layer filled even-odd. Tab bar
/// buttons and bar button items show their glyphs with it, scaled by their own transform.
@MainActor
final class SymbolGlyphView: UIView {
  private let outlineLayer = CAShapeLayer()
  private(set) var glyph: SymbolGlyph?

  init(glyph: SymbolGlyph? = nil, tint: UIColor = .systemBlue) {
    super.init(frame: CGRect(origin: .zero, size: SymbolGlyph.size))
    isUserInteractionEnabled = false
    outlineLayer.fillRule = .evenOdd
    layer.addSublayer(outlineLayer)
    show(glyph, tint: tint)
  }

  required init?(coder: NSCoder) { preconditionFailure("SymbolGlyphView.init(coder:) is not supported") }

  /// Shows `glyph` (nil: nothing) in `tint`, rebuilding the parts only when the glyph changes.
  /// The change is immediate, as UIKit's glyphs: the outline is a stand-alone layer, which
  /// would otherwise animate a new path or colour implicitly (0.25 s).
  func show(_ glyph: SymbolGlyph?, tint: UIColor) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    defer { CATransaction.commit() }
    if glyph != self.glyph {
      for part in subviews { part.removeFromSuperview() }
      for part in glyph?.parts ?? [] {
        let view = UIView()
        view.bounds = CGRect(origin: .zero, size: part.rect.size)
        view.center = CGPoint(x: part.rect.midX, y: part.rect.midY)
        view.layer.cornerRadius = part.cornerRadius
        view.transform = CGAffineTransform(rotationAngle: part.angle)
        addSubview(view)
      }
      outlineLayer.path = glyph?.outline.map { CGPath(data: $0) }
      self.glyph = glyph
    }
    outlineLayer.fillColor = tint.cgColor
    for (view, part) in zip(subviews, glyph?.parts ?? []) {
      if part.ring > 0 {
        view.backgroundColor = nil
        view.layer.borderWidth = part.ring
        view.layer.borderColor = tint.cgColor
      } else {
        view.backgroundColor = tint
      }
    }
  }
}
