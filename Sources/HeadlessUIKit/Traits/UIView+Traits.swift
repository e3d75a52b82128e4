import Foundation

extension UIView: UITraitEnvironment {
  /// The view's traits, as `traitCollection`: its window's (derived from the window's size and
  /// screen, ``UITraitCollection/init(windowSize:screen:)``) with the `traitOverrides` of the
  /// window, the views and the view controllers between it and the view applied top-down — a
  /// controller's before its root view's, the view's own last — as UIKit merges them; outside a
  /// window, only the overrides over unspecified traits.
  ///
  /// - Note: UIKit difference: `setOverrideTraitCollection(_:forChild:)` does not exist (use
  ///   the child's `traitOverrides`).
  public var traitCollection: UITraitCollection {
    guard TraitChanges.overridesInUse else {
      let direction = traitLayoutDirection
      guard let window else { return UITraitCollection(layoutDirection: direction) }
      return window.windowTraits.replacing(layoutDirection: direction)
    }
    return traits(inWindowWith: nil)
  }

  /// The view's traits with the window's own traits taken as `windowTraits` (nil: the window's
  /// current ones), the overrides applied as `traitCollection` describes.
  func traits(inWindowWith windowTraits: UITraitCollection?) -> UITraitCollection {
    var overrides: [UITraitOverrides] = []
    var top = self
    var current: UIView? = self
    while let view = current {
      if let own = view.autoLayoutState?.traitOverrides, !own.isEmpty { overrides.append(own) }
      if let controller = view.owningViewController, let state = controller.traitState {
        if !state.overrides.isEmpty { overrides.append(state.overrides) }
        if !state.containerOverrides.isEmpty { overrides.append(state.containerOverrides) }
      }
      top = view
      current = view.superview
    }
    var traits: UITraitCollection
    if let window = top as? UIWindow {
      traits = windowTraits ?? window.windowTraits
    } else {
      traits = UITraitCollection()
    }
    for own in overrides.reversed() { traits = traits.applying(own) }
    return traits
  }
}

extension UIViewController: UITraitEnvironment {
  /// The controller's traits, as `traitCollection`: those of its view's superview (which
  /// include the overrides above it) once the view is in a window; before that, those of its
  /// presenting controller or parent, else unspecified; with the controller's own
  /// `traitOverrides` applied.
  public var traitCollection: UITraitCollection {
    let environment: UITraitCollection
    if let view = viewIfLoaded, let window = view.window {
      environment = view.superview?.traitCollection ?? window.traitCollection
    } else if let ancestor = presentation.presenting ?? parent {
      environment = ancestor.traitCollection
    } else {
      environment = UITraitCollection()
    }
    guard let state = traitState else { return environment }
    return environment.applying(state.containerOverrides).applying(state.overrides)
  }

  /// The traits the controller's container imposes on it (under its own `traitOverrides`):
  /// UIKit's split view controller makes its leading columns horizontally compact this way.
  /// Changing them announces the new traits at the next layout pass, as an override does.
  var containerTraitOverrides: UITraitOverrides {
    get { traitState?.containerOverrides ?? UITraitOverrides() }
    set {
      guard newValue != containerTraitOverrides else { return }
      if let view = viewIfLoaded { TraitChanges.overridesWillChange(below: view) }
      let state = traitState ?? ControllerTraitState()
      traitState = state
      state.containerOverrides = newValue
      TraitChanges.overridesInUse = true
      viewIfLoaded?.traitsDidChange()
    }
  }

  /// The traits the controller overrides for itself, its view and everything below, as
  /// `traitOverrides` (iOS 17; see ``UITraitOverrides``). A size class overridden here sets the
  /// root view's system minimum margins, a layout direction flips its Auto Layout.
  public var traitOverrides: UITraitOverrides {
    get { traitState?.overrides ?? UITraitOverrides() }
    set {
      let old = traitOverrides
      guard newValue != old else { return }
      if let view = viewIfLoaded { TraitChanges.overridesWillChange(below: view) }
      let state = traitState ?? ControllerTraitState()
      traitState = state
      state.overrides = newValue
      TraitChanges.overridesInUse = true
      guard let view = viewIfLoaded else { return }
      if newValue.overriddenLayoutDirection != old.overriddenLayoutDirection {
        if newValue.overriddenLayoutDirection != nil { LayoutEngine.isRightToLeftInUse = true }
        view.layoutDirectionDidChange()
      } else {
        view.traitsDidChange()
      }
    }
  }
}

extension UIWindow {
  /// The window's own traits (before overrides), made again only when its size, its screen or
  /// the application's direction changed (layout margins read them for every view).
  var windowTraits: UITraitCollection {
    let key = WindowTraitsKey(
      size: bounds.size, screenBounds: screen.bounds, scale: screen.scale,
      direction: UIApplication.shared.userInterfaceLayoutDirection)
    if let cached = autoLayoutState?.cachedWindowTraits, cached.key == key { return cached.traits }
    let traits = UITraitCollection(windowSize: bounds.size, screen: screen)
    autoLayout.cachedWindowTraits = (key, traits)
    return traits
  }

  /// Sends `traitCollectionDidChange(_:)` when the window's traits differ from the ones it had
  /// at its previous layout pass (its size changed across a size-class boundary, or it moved to
  /// another screen): to every view in the window, parents before children, and to each view
  /// controller just before its root view, as UIKit propagates trait changes down the
  /// hierarchy, each with its own previous traits. Called from `layoutSubviews()`; the window's
  /// first traits are not announced.
  ///
  /// - Note: UIKit difference: a view added to a window later is not told its traits; UIKit
  ///   calls `traitCollectionDidChange(nil)` when a view first gets traits.
  func announceTraitChangeIfNeeded() {
    let current = windowTraits
    defer { lastTraitCollection = current }
    guard let previous = lastTraitCollection, previous != current else { return }
    announce(previous, to: self)
  }

  private func announce(_ previousWindowTraits: UITraitCollection, to view: UIView) {
    let previous = view.traits(inWindowWith: previousWindowTraits)
    if let controller = view.owningViewController {
      let own = controller.traitState?.overrides ?? UITraitOverrides()
      let imposed = controller.containerTraitOverrides
      let before = (view.superview?.traits(inWindowWith: previousWindowTraits) ?? previousWindowTraits)
        .applying(imposed).applying(own)
      if before != controller.traitCollection { controller.traitCollectionDidChange(before) }
    }
    if previous != view.traitCollection { view.traitCollectionDidChange(previous) }
    for subview in view.subviews { announce(previousWindowTraits, to: subview) }
  }
}

/// What a window's own traits are derived from.
struct WindowTraitsKey: Equatable {
  let size: CGSize
  let screenBounds: CGRect
  let scale: CGFloat
  let direction: UIUserInterfaceLayoutDirection
}
