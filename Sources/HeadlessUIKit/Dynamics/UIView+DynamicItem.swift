import Foundation

/// Views are dynamic items, as in UIKit: a dynamic animator moves a view by setting its
/// `center` and `transform` (model values, outside any animation). `collisionBoundsType` and
/// `collisionBoundingPath` are declared in `UIView.swift` so that subclasses can override them.
extension UIView: UIDynamicItem {}
