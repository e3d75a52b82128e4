/// One view's layout guides and layout-margin settings (part of ``AutoLayoutState``).
@MainActor
struct LayoutMarginsState {
  /// The guides added with `addLayoutGuide(_:)`, and the system guides once made, in order.
  var guides: [UILayoutGuide] = []
  /// `safeAreaLayoutGuide`, made on first access.
  var safeAreaGuide: UILayoutGuide?
  /// `layoutMarginsGuide`, made on first access (or by a margin attribute).
  var marginsGuide: UILayoutGuide?
  /// `readableContentGuide`, made on first access.
  var readableGuide: UILayoutGuide?
  /// The margins set with `directionalLayoutMargins`/`layoutMargins`; nil: the default.
  var directional: NSDirectionalEdgeInsets?
  /// Storage for `preservesSuperviewLayoutMargins`.
  var preservesSuperviewLayoutMargins = false
  /// The margins in effect last reported by `layoutMarginsDidChange()` (or first seen).
  var reported: UIEdgeInsets?
  /// Storage for `insetsLayoutMarginsFromSafeArea`.
  var insetsLayoutMarginsFromSafeArea = true
}
