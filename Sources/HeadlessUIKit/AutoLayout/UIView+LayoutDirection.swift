extension UIView {
  /// What the view's content means for right-to-left layout, as `semanticContentAttribute`
  /// (default `.unspecified`). `.forceRightToLeft` lays the view's own content — its subviews'
  /// leading and trailing constraints, its directional margins, a stack view's arranged views —
  /// right to left whatever the environment; `.playback`, `.spatial` and `.forceLeftToRight`
  /// keep it left to right. It does not propagate to the subviews' own content, as in UIKit.
  public var semanticContentAttribute: UISemanticContentAttribute {
    get { autoLayoutState?.semanticContentAttribute ?? .unspecified }
    set {
      guard newValue != semanticContentAttribute else { return }
      autoLayout.semanticContentAttribute = newValue
      if newValue != .unspecified { LayoutEngine.isRightToLeftInUse = true }
      layoutDirectionDidChange()
    }
  }

  /// The traits this view overrides for itself and its subviews, as `traitOverrides` (iOS 17;
  /// see ``UITraitOverrides``).
  public var traitOverrides: UITraitOverrides {
    get { autoLayoutState?.traitOverrides ?? UITraitOverrides() }
    set {
      let old = traitOverrides
      guard newValue != old else { return }
      TraitChanges.overridesWillChange(below: self)
      autoLayout.traitOverrides = newValue
      TraitChanges.overridesInUse = true
      if newValue.overriddenLayoutDirection != old.overriddenLayoutDirection {
        if newValue.overriddenLayoutDirection != nil { LayoutEngine.isRightToLeftInUse = true }
        layoutDirectionDidChange()
      } else {
        traitsDidChange()
      }
    }
  }

  /// The direction to arrange the view's immediate content in, as
  /// `effectiveUserInterfaceLayoutDirection`: its `semanticContentAttribute` resolved against
  /// its trait collection's `layoutDirection` (see
  /// ``userInterfaceLayoutDirection(for:relativeTo:)``). Leading and trailing constraints
  /// between the view and its subviews (and among its subviews) and its
  /// `directionalLayoutMargins` follow it.
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    guard LayoutEngine.isRightToLeftInUse else { return .leftToRight }
    let environment: UIUserInterfaceLayoutDirection =
      traitLayoutDirection == .rightToLeft ? .rightToLeft : UIApplication.shared.userInterfaceLayoutDirection
    return Self.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: environment)
  }

  /// The direction a view with `attribute` lays its content out in, in the application's
  /// direction, as `userInterfaceLayoutDirection(for:)`.
  public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
    -> UIUserInterfaceLayoutDirection
  {
    userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
  }

  /// The direction a view with `semanticContentAttribute` lays its content out in, in an
  /// environment laid out in `layoutDirection`, as `userInterfaceLayoutDirection(for:relativeTo:)`:
  /// `.unspecified` follows `layoutDirection`; `.playback`, `.spatial` and `.forceLeftToRight`
  /// are left to right; `.forceRightToLeft` is right to left.
  public class func userInterfaceLayoutDirection(
    for semanticContentAttribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .unspecified: layoutDirection
    case .playback, .spatial, .forceLeftToRight: .leftToRight
    case .forceRightToLeft: .rightToLeft
    }
  }

  /// The `layoutDirection` of the view's trait collection: the nearest override among the view
  /// and its ancestors (`traitOverrides.layoutDirection`), else the application's direction in
  /// a window, else unspecified.
  var traitLayoutDirection: UITraitEnvironmentLayoutDirection {
    if LayoutEngine.isRightToLeftInUse {
      var current: UIView? = self
      while let view = current {
        if let direction = view.autoLayoutState?.traitOverrides.overriddenLayoutDirection { return direction }
        if let direction = view.owningViewController?.traitState?.overrides.overriddenLayoutDirection {
          return direction
        }
        current = view.superview
      }
    }
    guard window != nil else { return .unspecified }
    return UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }

  /// The view's layout direction (or its subviews') may have changed: the layout engine
  /// re-reads the directions of its leading and trailing constraints at the next pass, and the
  /// view, its subviews (whose margins and content may flip) and its superview are laid out
  /// again.
  func layoutDirectionDidChange() {
    LayoutEngine.structureDidChange(in: self)
    traitsDidChange()
  }

  /// The view's traits (and its subviews') may have changed: the view, its subviews (whose
  /// margins follow the size classes and direction) and its superview are laid out again.
  func traitsDidChange() {
    superview?.setNeedsLayout()
    func relayout(_ view: UIView) {
      view.layoutMarginSettingsDidChange()
      view.setNeedsLayout()
      view.subviews.forEach(relayout)
    }
    relayout(self)
  }
}
