import Foundation

/// The geometry of bar button items in UIKit's standard iPhone navigation bar (iOS 13+).
enum BarButtonItemMetrics {
  /// The text items' font: 17 pt regular (`.plain`), as UIKit's `.body`.
  static let font = UIFont.systemFont(ofSize: 17)
  /// The `.done` items' font: 17 pt semibold.
  static let doneFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
  /// The distance from the bar's edge to the outermost item: the bar's layout margin, 16 pt,
  /// 20 pt on bars at least 414 pt wide (the Plus and Max iPhones), as UIKit's.
  static func margin(width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }
  /// The gap between two items on the same side: 8 pt (UIKit's bar stack spacing).
  static let spacing: CGFloat = 8
  /// The side of a symbol item's glyph box: 24 pt (`SymbolGlyph`'s 28 pt box scaled down).
  static let glyphSide: CGFloat = 24
  /// The colour of a disabled item's title or glyph: light mode's `tertiaryLabel`
  /// (#3C3C43 at 30 %).
  static let disabledColor = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
}

/// One bar button item as its navigation bar shows it: a control holding the item's title, its
/// symbol glyph, its image or its custom view, that runs the item's action when a finger lifts
/// inside it (`.touchUpInside`, as UIKit's bar buttons).
@MainActor
final class BarButtonItemView: UIControl {
  let item: UIBarButtonItem
  /// Whether the item is on the leading side (`leftBarButtonItems`).
  let isLeading: Bool
  /// The content's size, which the bar lays the item out with.
  private(set) var contentSize = CGSize.zero

  init(item: UIBarButtonItem, isLeading: Bool, tint: UIColor) {
    self.item = item
    self.isLeading = isLeading
    super.init(frame: .zero)
    build(tint: tint)
    addTarget(nil, action: { [weak self] _ in self?.item.trigger() }, for: .touchUpInside)
    isEnabled = item.isEnabled
  }

  required init?(coder: NSCoder) { preconditionFailure("BarButtonItemView.init(coder:) is not supported") }

  private func build(tint base: UIColor) {
    let tint = item.isEnabled ? item.tintColor ?? base : BarButtonItemMetrics.disabledColor
    let height = NavigationBarMetrics.height
    if let custom = item.customView {
      // The custom view keeps its size, centred vertically in the bar.
      contentSize = CGSize(width: custom.bounds.width, height: height)
      custom.center = CGPoint(x: custom.bounds.width / 2, y: height / 2)
      addSubview(custom)
    } else if item.systemItem == .fixedSpace {
      contentSize = CGSize(width: item.width, height: height)
    } else if item.systemItem == .flexibleSpace {
      preconditionFailure(
        "UIBarButtonItem(barButtonSystemItem: .flexibleSpace) is a toolbar item; HeadlessUIKit's navigation bar cannot show it"
      )
    } else if let glyph = item.image?.glyph ?? symbolGlyph() {
      let side = BarButtonItemMetrics.glyphSide
      let view = SymbolGlyphView(glyph: glyph, tint: tint)
      view.transform = CGAffineTransform(scaleX: side / SymbolGlyph.size.width, y: side / SymbolGlyph.size.height)
      view.center = CGPoint(x: side / 2, y: height / 2)
      addSubview(view)
      contentSize = CGSize(width: side, height: height)
    } else if let image = item.image {
      let view = UIImageView(image: image)
      view.isUserInteractionEnabled = false
      view.center = CGPoint(x: image.size.width / 2, y: height / 2)
      addSubview(view)
      contentSize = CGSize(width: image.size.width, height: height)
    } else {
      let label = UILabel()
      label.text = item.title
      label.font = item.style == .done ? BarButtonItemMetrics.doneFont : BarButtonItemMetrics.font
      label.textColor = tint
      label.isUserInteractionEnabled = false
      let size = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: height))
      label.frame = CGRect(x: 0, y: 0, width: ceil(size.width), height: height)
      addSubview(label)
      contentSize = CGSize(width: ceil(size.width), height: height)
    }
    contentSize.width = max(contentSize.width, item.width)
  }

  /// The glyph of a system symbol item, trapping for the symbol items not drawn here.
  private func symbolGlyph() -> SymbolGlyph? {
    guard let systemItem = item.systemItem, systemItem.title == nil else { return nil }
    guard let name = systemItem.symbolName, let glyph = SymbolGlyph(name: name) else {
      preconditionFailure(
        "UIBarButtonItem(barButtonSystemItem: .\(systemItem)): HeadlessUIKit draws only .add and .search of the symbol items"
      )
    }
    return glyph
  }
}
