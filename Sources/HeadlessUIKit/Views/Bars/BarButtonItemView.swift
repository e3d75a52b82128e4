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
  /// The opacity of a bar button's content while a finger is down on it: UIKit dims bar
  /// buttons as it dims `.system` buttons (``UIButton/systemHighlightAlpha``, 0.2).
  static let highlightAlpha: CGFloat = 0.2
}

/// A bar that shows bar button items (a navigation bar, a toolbar): told when one changes.
@MainActor
protocol BarButtonItemHost: AnyObject {
  /// A shown item's title, style, image, enabled state or tint changed.
  func barButtonItemDidChange()
}

/// One bar button item as its bar shows it: a control holding the item's title, its symbol
/// glyph, its image or its custom view, that runs the item's action when a finger lifts inside
/// it (`.touchUpInside`, as UIKit's bar buttons) and dims its content while a finger is down.
@MainActor
final class BarButtonItemView: UIControl {
  let item: UIBarButtonItem
  /// Whether the item is on the leading side (`leftBarButtonItems`).
  let isLeading: Bool
  /// The content's size, which the bar lays the item out with.
  private(set) var contentSize = CGSize.zero
  /// The views drawing the item (not a custom view), dimmed while highlighted.
  private var contentViews: [UIView] = []
  /// The title label of a text item.
  private var titleLabel: UILabel?
  /// The title's font and colour at rest.
  private var restingTitle: (font: UIFont, color: UIColor)?

  init(
    item: UIBarButtonItem, isLeading: Bool, tint: UIColor, height: CGFloat = NavigationBarMetrics.height,
    verticalSizeClass: UIUserInterfaceSizeClass = .regular
  ) {
    self.item = item
    self.isLeading = isLeading
    super.init(frame: .zero)
    build(tint: tint, height: height, verticalSizeClass: verticalSizeClass)
    addTarget(nil, action: { [weak self] _ in self?.item.trigger() }, for: .touchUpInside)
    isEnabled = item.isEnabled
  }

  required init?(coder: NSCoder) { preconditionFailure("BarButtonItemView.init(coder:) is not supported") }

  /// Dims the content while highlighted, or shows the item's `.highlighted` title attributes
  /// when it has them (UIKit draws those instead of dimming).
  override func stateDidChange() {
    super.stateDidChange()
    if let titleLabel, let restingTitle, let highlighted = item.titleTextAttributes(for: .highlighted) {
      titleLabel.font = isHighlighted ? (highlighted[.font] as? UIFont) ?? restingTitle.font : restingTitle.font
      titleLabel.textColor =
        isHighlighted ? (highlighted[.foregroundColor] as? UIColor) ?? restingTitle.color : restingTitle.color
    } else {
      for view in contentViews { view.alpha = isHighlighted ? BarButtonItemMetrics.highlightAlpha : 1 }
    }
  }

  private func build(tint base: UIColor, height: CGFloat, verticalSizeClass: UIUserInterfaceSizeClass) {
    let attributes = item.resolvedTitleAttributes(for: item.isEnabled ? .normal : .disabled)
    let enabledTint = item.tintColor ?? base
    let tint =
      item.isEnabled
      ? enabledTint
      : (item.titleTextAttributes(for: .disabled)?[.foregroundColor] as? UIColor) ?? BarButtonItemMetrics.disabledColor
    let resolvedImage = item.resolvedImage(verticalSizeClass: verticalSizeClass)
    if let custom = item.customView {
      // The custom view keeps its size, centred vertically in the bar.
      contentSize = CGSize(width: custom.bounds.width, height: height)
      custom.center = CGPoint(x: custom.bounds.width / 2, y: height / 2)
      addSubview(custom)
    } else if item.systemItem == .fixedSpace {
      contentSize = CGSize(width: item.width, height: height)
    } else if item.systemItem == .flexibleSpace {
      // A toolbar shares its free width among its flexible spaces.
      contentSize = CGSize(width: 0, height: height)
    } else if let glyph = resolvedImage?.image.glyph ?? symbolGlyph() {
      let side = BarButtonItemMetrics.glyphSide
      let view = SymbolGlyphView(glyph: glyph, tint: tint)
      view.transform = CGAffineTransform(scaleX: side / SymbolGlyph.size.width, y: side / SymbolGlyph.size.height)
      view.center = Self.imageCenter(size: CGSize(width: side, height: side), height: height, resolvedImage?.insets)
      addSubview(view)
      contentViews.append(view)
      contentSize = CGSize(width: side, height: height)
    } else if let (image, insets) = resolvedImage {
      let view = UIImageView(image: image)
      view.isUserInteractionEnabled = false
      view.center = Self.imageCenter(size: image.size, height: height, insets)
      addSubview(view)
      contentViews.append(view)
      contentSize = CGSize(width: image.size.width, height: height)
    } else {
      let label = UILabel()
      let font =
        (attributes[.font] as? UIFont)
        ?? (item.style == .done ? BarButtonItemMetrics.doneFont : BarButtonItemMetrics.font)
      let color = item.isEnabled ? (attributes[.foregroundColor] as? UIColor) ?? enabledTint : tint
      label.text = item.title
      label.font = font
      label.textColor = color
      label.isUserInteractionEnabled = false
      let size = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: height))
      label.frame = CGRect(x: 0, y: 0, width: ceil(size.width), height: height)
      addSubview(label)
      contentViews.append(label)
      titleLabel = label
      restingTitle = (font, color)
      contentSize = CGSize(width: ceil(size.width), height: height)
    }
    contentSize.width = max(contentSize.width, item.width)
  }

  /// The centre of an image of `size` in a bar `height` tall, moved by `insets` (by half of
  /// `left − right` and of `top − bottom`, as UIKit centres an image in its inset rectangle).
  private static func imageCenter(size: CGSize, height: CGFloat, _ insets: UIEdgeInsets?) -> CGPoint {
    let insets = insets ?? .zero
    return CGPoint(
      x: size.width / 2 + (insets.left - insets.right) / 2, y: height / 2 + (insets.top - insets.bottom) / 2)
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
