import Foundation

extension UISplitViewController {
  /// Gives the leading columns of an expanded column-style split view a compact horizontal size
  /// class, as UIKit does (a sidebar is narrow whatever the window is): the primary's and the
  /// supplementary's controllers (their navigation controllers and everything in them) see
  /// `horizontalSizeClass == .compact`; the secondary, the `.compact` column and a collapsed
  /// interface keep the split view's own traits. The controller's own `traitOverrides` still
  /// win over this.
  func updateColumnTraits() {
    for (column, controller) in columns {
      let leading = storedStyle != .unspecified && !collapsed && (column == .primary || column == .supplementary)
      var imposed = controller.containerTraitOverrides
      if leading {
        imposed.horizontalSizeClass = .compact
      } else {
        imposed.remove(UITraitHorizontalSizeClass.self)
      }
      controller.containerTraitOverrides = imposed
    }
  }
}
