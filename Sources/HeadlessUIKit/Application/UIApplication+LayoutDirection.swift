extension UIApplication {
  /// The direction the application lays its interface out in, as `userInterfaceLayoutDirection`:
  /// every window's trait collection has it as `layoutDirection` unless a view overrides it.
  ///
  /// - Note: UIKit difference: UIKit derives it from the application's localization (right to
  ///   left in Arabic or Hebrew); HeadlessUIKit has no localizations and it is always
  ///   `.leftToRight`. Lay a window out right to left with
  ///   `window.traitOverrides.layoutDirection = .rightToLeft` (a scene's
  ///   `window.layoutDirection: rightToLeft`).
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
