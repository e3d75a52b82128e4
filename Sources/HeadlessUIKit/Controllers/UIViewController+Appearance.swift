import Foundation

/// Where a controller's view is in its appearance cycle.
enum AppearanceState: Sendable {
  case disappeared
  case appearing(animated: Bool)
  case appeared
  case disappearing(animated: Bool)
}

extension UIViewController {
  /// Starts an appearance change: sends `viewWillAppear` (or `viewWillDisappear`) unless the
  /// controller is already in or entering that state, and forwards to the children whose views
  /// are inside this controller's view, as `beginAppearanceTransition(_:animated:)`.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    switch (isAppearing, appearance) {
    case (true, .disappeared), (true, .disappearing):
      appearance = .appearing(animated: animated)
      TransitionTrace.record(self, "viewWillAppear(\(animated))")
      viewWillAppear(animated)
    case (false, .appeared), (false, .appearing):
      appearance = .disappearing(animated: animated)
      TransitionTrace.record(self, "viewWillDisappear(\(animated))")
      viewWillDisappear(animated)
    default:
      return
    }
    if shouldAutomaticallyForwardAppearanceMethods {
      for child in appearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }
  }

  /// Finishes the appearance change begun last: `viewDidAppear` or `viewDidDisappear` with the
  /// same `animated` flag, as `endAppearanceTransition()`.
  public func endAppearanceTransition() {
    switch appearance {
    case .appearing(let animated):
      appearance = .appeared
      TransitionTrace.record(self, "viewDidAppear(\(animated))")
      viewDidAppear(animated)
    case .disappearing(let animated):
      appearance = .disappeared
      TransitionTrace.record(self, "viewDidDisappear(\(animated))")
      viewDidDisappear(animated)
    default:
      return
    }
    if shouldAutomaticallyForwardAppearanceMethods {
      for child in appearanceChildren { child.endAppearanceTransition() }
    }
  }

  /// Children whose views are currently inside this controller's view.
  var appearanceChildren: [UIViewController] {
    guard let root = viewIfLoaded else { return [] }
    return children.filter { $0.viewIfLoaded?.isDescendant(of: root) == true }
  }

  /// Whether the view is appearing or has appeared.
  var isAppearingOrAppeared: Bool {
    switch appearance {
    case .appearing, .appeared: return true
    case .disappearing, .disappeared: return false
    }
  }
}
