import Foundation

/// What every item of a bar has, as UIKit's `UIBarItem`: the abstract superclass of
/// `UIBarButtonItem` (navigation bars and toolbars) with a title, an image, an enabled state,
/// a tag and per-state title text attributes.
///
/// A bar draws an item's title with the attributes set for its state (`.normal`, or
/// `.disabled` / `.highlighted` when set for those, falling back to `.normal`, as UIKit does),
/// its `image` offset by `imageInsets`, and `landscapeImagePhone` instead of `image` while the
/// bar is vertically compact (an iPhone in landscape).
///
/// - Note: UIKit difference: `largeContentSizeImage` (the accessibility HUD) and the
///   appearance proxy (`UIBarItem.appearance()`) are not implemented.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
  /// Whether the item responds to taps, as `isEnabled` (default true); a bar draws a disabled
  /// item greyed.
  open var isEnabled = true { didSet { barItemDidChange() } }
  /// The title, as `title`.
  open var title: String? { didSet { barItemDidChange() } }
  /// The image, as `image`; a bar shows it instead of the title.
  open var image: UIImage? { didSet { barItemDidChange() } }
  /// The image shown while the bar is vertically compact (an iPhone in landscape), as
  /// `landscapeImagePhone`; nil uses `image`.
  open var landscapeImagePhone: UIImage? { didSet { barItemDidChange() } }
  /// The offsets of `image` from its place, as `imageInsets` (default `.zero`): the image is
  /// moved by `left − right` and `top − bottom` halves, keeping its size, as UIKit does.
  open var imageInsets: UIEdgeInsets = .zero { didSet { barItemDidChange() } }
  /// The offsets of `landscapeImagePhone`, as `landscapeImagePhoneInsets`.
  open var landscapeImagePhoneInsets: UIEdgeInsets = .zero { didSet { barItemDidChange() } }
  /// An integer to identify the item, as `tag` (default 0).
  open var tag = 0

  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// An item with no title or image, as `init()`.
  public override init() { super.init() }

  /// Sets the attributes of the title for `state`, as `setTitleTextAttributes(_:for:)`: a bar
  /// reads `.font` and `.foregroundColor` from them. Nil removes them.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    titleAttributes[state.rawValue] = attributes
    barItemDidChange()
  }

  /// The attributes set for `state` with ``setTitleTextAttributes(_:for:)``, as
  /// `titleTextAttributes(for:)` (nil when none were set for exactly that state).
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  /// The attributes a bar draws the title with in `state`: that state's, else `.normal`'s.
  func resolvedTitleAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
    titleAttributes[state.rawValue] ?? titleAttributes[UIControl.State.normal.rawValue] ?? [:]
  }

  /// The image for a bar whose vertical size class is `verticalSizeClass`, and its insets.
  func resolvedImage(verticalSizeClass: UIUserInterfaceSizeClass) -> (image: UIImage, insets: UIEdgeInsets)? {
    if verticalSizeClass == .compact, let landscapeImagePhone {
      return (landscapeImagePhone, landscapeImagePhoneInsets)
    }
    return image.map { ($0, imageInsets) }
  }

  /// Called when anything a bar draws changed, so the bar showing the item redraws it
  /// (subclasses override it).
  func barItemDidChange() {}
}
