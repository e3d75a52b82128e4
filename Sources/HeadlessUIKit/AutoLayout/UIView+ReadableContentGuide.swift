import Foundation

extension UIView {
  /// The widest a readable line of body text is, in points, at the text size in effect: 672 pt.
  ///
  /// UIKit derives the readable width from the preferred body font size of the current Dynamic
  /// Type content size category. HeadlessUIKit has no Dynamic Type: the category is always the
  /// default (`.large`, 17 pt body text), whose readable width on iOS is 672 pt — measured, for
  /// example, on an iPad in landscape, where the guide of a 1024 pt wide view with 20 pt
  /// margins is 672 pt wide and inset 176 pt from each edge (Use Your Loaf, "Readable Content
  /// Guides": an iPad Air 2 in landscape; checked again November 2026). A narrower view's
  /// guide is its margins.
  static let readableContentWidth: CGFloat = 672

  /// A layout guide for a column of text that is easy to read, as `readableContentGuide`: never
  /// beyond the view's layout margins (its top and bottom are the margins'), at most
  /// 672 points wide (the readable width at the default text size), centred between the left and right margins. On an iPhone in
  /// portrait it is the margins guide; on a wide iPad view it leaves wider sides. Constraints to
  /// it follow the view's width and margins as they change.
  ///
  /// - Note: UIKit difference: UIKit derives the readable width from the preferred body font
  ///   size (Dynamic Type); HeadlessUIKit has no Dynamic Type and uses the default size's
  ///   672 points.
  public var readableContentGuide: UILayoutGuide {
    if let guide = autoLayoutState?.margins.readableGuide { return guide }
    let guide = UILayoutGuide(kind: .readableContent, owningView: self, identifier: "UIViewReadableContentGuide")
    autoLayout.margins.readableGuide = guide
    autoLayout.margins.guides.append(guide)
    return guide
  }

  /// The insets from the view's bounds of its `readableContentGuide`: the layout margins, with
  /// the left and right ones grown equally so that the width left is at most the readable width.
  var readableContentInsets: UIEdgeInsets {
    var insets = layoutMargins
    let width = bounds.width - insets.left - insets.right
    let extra = max(0, width - Self.readableContentWidth) / 2
    insets.left += extra
    insets.right += extra
    return insets
  }
}
