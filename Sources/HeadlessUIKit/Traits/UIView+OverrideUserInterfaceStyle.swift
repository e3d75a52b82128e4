import Foundation

extension UIView {
  /// The interface style the view and its subviews use whatever their environment's, as UIKit's
  /// `overrideUserInterfaceStyle` (iOS 13; default `.unspecified`: inherit). It is the
  /// `userInterfaceStyle` entry of ``traitOverrides``: setting `.dark` makes the view's
  /// `traitCollection.userInterfaceStyle` dark (dynamic colours resolve dark, a keyboard with
  /// the `.default` appearance is dark); `.unspecified` removes the override.
  public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { traitOverrides.styleOverride }
    set { traitOverrides.styleOverride = newValue }
  }
}

extension UIViewController {
  /// The interface style of the controller, its view and everything below, as UIKit's
  /// `overrideUserInterfaceStyle` (iOS 13; default `.unspecified`: inherit): the
  /// `userInterfaceStyle` entry of ``traitOverrides``.
  public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { traitOverrides.styleOverride }
    set { traitOverrides.styleOverride = newValue }
  }
}

extension UITraitOverrides {
  /// The overridden interface style, `.unspecified` when not overridden; setting
  /// `.unspecified` removes the override.
  var styleOverride: UIUserInterfaceStyle {
    get { storedUserInterfaceStyle ?? .unspecified }
    set { storedUserInterfaceStyle = newValue == .unspecified ? nil : newValue }
  }
}
