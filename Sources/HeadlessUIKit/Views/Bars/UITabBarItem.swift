import Foundation

/// One item of a tab bar, as UIKit's `UITabBarItem`: a title under a glyph, tinted with the
/// bar's `tintColor` when selected and its `unselectedItemTintColor` otherwise.
///
/// - Note: UIKit difference: images are SF Symbols from the built-in set of
///   `UIImage(systemName:)`; badges and system items are not implemented.
@preconcurrency @MainActor
open class UITabBarItem {
  /// The title under the glyph, as `title`.
  open var title: String? { didSet { bar?.setNeedsItemUpdate() } }
  /// The glyph, as `image`; nil draws no glyph.
  open var image: UIImage? { didSet { bar?.setNeedsItemUpdate() } }
  /// The glyph while selected, as `selectedImage`; nil uses `image`.
  open var selectedImage: UIImage? { didSet { bar?.setNeedsItemUpdate() } }
  /// An integer to identify the item, as `tag`.
  open var tag: Int
  /// The bar showing this item, so changes redraw it.
  weak var bar: UITabBar?

  /// As `init(title:image:tag:)`.
  public init(title: String?, image: UIImage?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// As `init(title:image:selectedImage:)`.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
    self.tag = 0
  }
}
