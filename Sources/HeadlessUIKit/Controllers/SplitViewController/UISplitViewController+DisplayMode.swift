import Foundation

/// A change of display mode in progress: the columns that arrive and leave, and the frames
/// it goes between.
@MainActor
final class ColumnTransition {
  let target: UISplitViewController.DisplayMode
  let arriving: [UIViewController]
  let leaving: [UIViewController]
  let start: SplitColumnFrames
  let end: SplitColumnFrames

  init(
    target: UISplitViewController.DisplayMode, arriving: [UIViewController], leaving: [UIViewController],
    start: SplitColumnFrames, end: SplitColumnFrames
  ) {
    self.target = target
    self.arriving = arriving
    self.leaving = leaving
    self.start = start
    self.end = end
  }
}

extension UISplitViewController {
  /// How long a column takes to slide in or out.
  /// - Note: UIKit difference: UIKit does not publish the timing of its column animation;
  ///   0.35 s ease-in-out is used (inside an animation block, the block's timing).
  public static let columnAnimationDuration: TimeInterval = 0.35

  /// The display mode button, made on first use (see ``displayModeButtonItem``).
  var modeButtonItem: UIBarButtonItem {
    if let item = storedDisplayModeButtonItem { return item }
    let item = UIBarButtonItem(
      image: UIImage(systemName: "sidebar.left"), style: .plain, target: self,
      action: { [weak self] _ in self?.performDisplayModeAction() })
    storedDisplayModeButtonItem = item
    return item
  }

  /// What the display mode button and the reveal gesture go to.
  func targetDisplayModeForAction() -> DisplayMode {
    let asked = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
    return asked == .automatic ? defaultTargetDisplayModeForAction() : asked
  }

  /// The split view controller's own choice for the button: a double column toggles between
  /// the secondary only and the primary (tiled with the tile behaviour, else over the
  /// secondary); a triple column steps secondary only → supplementary → both → secondary only.
  /// - Note: UIKit difference: UIKit's choice is not published; this follows what an iPad's
  ///   sidebar button does.
  func defaultTargetDisplayModeForAction() -> DisplayMode {
    let behavior = splitBehavior
    let current = normalized(displayMode)
    guard storedStyle == .tripleColumn else {
      guard current == .secondaryOnly else { return .secondaryOnly }
      return behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
    }
    switch current {
    case .secondaryOnly: return behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
    case .oneBesideSecondary, .oneOverSecondary: return twoColumnMode(for: behavior)
    default: return .secondaryOnly
    }
  }

  /// The triple column's mode showing both leading columns with `behavior`.
  func twoColumnMode(for behavior: SplitBehavior) -> DisplayMode {
    switch behavior {
    case .overlay: .twoOverSecondary
    case .displace: .twoDisplaceSecondary
    default: .twoBesideSecondary
    }
  }

  func performDisplayModeAction() {
    guard !collapsed else { return }
    changeDisplayMode(to: targetDisplayModeForAction(), animated: true)
  }

  /// A tap on the dimmed secondary hides the leading columns over it.
  func dimmingTapped(_ gesture: UITapGestureRecognizer) {
    guard gesture.state == .ended, !collapsed else { return }
    let displaced = storedStyle == .tripleColumn && normalized(displayMode) == .twoDisplaceSecondary
    changeDisplayMode(to: displaced ? .oneBesideSecondary : .secondaryOnly, animated: true)
  }

  /// Applies a new `preferredDisplayMode`: animated inside an animation block, else at once.
  func applyPreferredDisplayMode() {
    let mode = automaticOrPreferredMode(for: currentSize)
    changeDisplayMode(to: mode, animated: AnimationEngine.currentContext != nil)
    if preferredDisplayMode == .automatic { shownMode = nil }
  }

  /// Changes the columns on screen to `requested`'s: `willChangeTo`, then (column style)
  /// `willHide`/`willShow` per column; the arriving columns' views join the hierarchy at their
  /// hidden place and slide in while the leaving ones slide out (``columnAnimationDuration``),
  /// with appearance callbacks; the leaving views leave the hierarchy when it ends.
  func changeDisplayMode(to requested: DisplayMode, animated: Bool) {
    let mode = requested == .automatic ? automaticDisplayMode(for: currentSize) : requested
    guard let view = viewIfLoaded, !collapsed, columnTransition == nil else {
      if mode != shownMode, !collapsed { delegate?.splitViewController(self, willChangeTo: mode) }
      shownMode = mode
      if columnTransition == nil { updateAutomaticButtons() }
      return
    }
    let old = displayMode
    guard normalized(mode) != normalized(old) else {
      shownMode = mode
      return
    }
    delegate?.splitViewController(self, willChangeTo: mode)
    let transition = beginColumnTransition(to: mode, animated: animated)
    shownMode = mode
    // The automatic buttons move to the bars of the new mode as the columns start to slide.
    updateAutomaticButtons(for: mode, animated: animated && view.window != nil)
    guard animated, view.window != nil else {
      UIView.performWithoutAnimation { apply(transition.end) }
      return finishColumnTransition(transition, completed: true)
    }
    UIView.animate(
      withDuration: Self.columnAnimationDuration, delay: 0, options: [.curveEaseInOut],
      animations: { self.apply(transition.end) },
      completion: { _ in self.finishColumnTransition(transition, completed: true) })
  }

  /// Starts a change to `mode`: the delegate's column callbacks, the arriving views in place
  /// at their starting frames, the appearance callbacks begun.
  func beginColumnTransition(to mode: DisplayMode, animated: Bool) -> ColumnTransition {
    let old = displayMode
    let before = visibleColumns(in: old)
    let after = visibleColumns(in: mode)
    let arrivingColumns = Self.stackingOrder.filter { after.contains($0) && !before.contains($0) }
    let leavingColumns = Self.stackingOrder.filter { before.contains($0) && !after.contains($0) }
    if storedStyle != .unspecified {
      for column in leavingColumns { delegate?.splitViewController(self, willHide: column) }
      for column in arrivingColumns { delegate?.splitViewController(self, willShow: column) }
    }
    let start = columnFrames(for: old, in: view.bounds)
    let transition = ColumnTransition(
      target: mode, arriving: arrivingColumns.compactMap { columns[$0] },
      leaving: leavingColumns.compactMap { columns[$0] }, start: start, end: columnFrames(for: mode, in: view.bounds))
    columnTransition = transition
    let visible = view.window != nil && isAppearingOrAppeared
    UIView.performWithoutAnimation {
      for controller in transition.arriving { view.addSubview(controller.view) }
      restackColumns()
      apply(start)
    }
    if visible {
      for controller in transition.leaving { controller.beginAppearanceTransition(false, animated: animated) }
      for controller in transition.arriving { controller.beginAppearanceTransition(true, animated: animated) }
    }
    return transition
  }

  /// Ends a column change: the views that left (or, cancelled, those that were arriving) leave
  /// the hierarchy and the appearance callbacks end (a cancel's in UIKit's order).
  func finishColumnTransition(_ transition: ColumnTransition, completed: Bool) {
    let visible = view.window != nil && isAppearingOrAppeared
    let gone = completed ? transition.leaving : transition.arriving
    if visible {
      if completed {
        for controller in transition.leaving + transition.arriving { controller.endAppearanceTransition() }
      } else {
        for controller in transition.arriving {
          controller.beginAppearanceTransition(false, animated: true)
          controller.endAppearanceTransition()
        }
        for controller in transition.leaving {
          controller.beginAppearanceTransition(true, animated: true)
          controller.endAppearanceTransition()
        }
      }
    }
    for controller in gone { controller.viewIfLoaded?.removeFromSuperview() }
    columnTransition = nil
    view.setNeedsLayout()
  }

  /// Orders the column views: the secondary, the dimming, the supplementary, the primary.
  func restackColumns() {
    for column in Self.stackingOrder {
      guard let shownView = columns[column]?.viewIfLoaded, shownView.superview === view else { continue }
      view.bringSubviewToFront(shownView)
      if column == .secondary {
        if dimmingView.superview !== view { view.addSubview(dimmingView) }
        view.bringSubviewToFront(dimmingView)
      }
    }
  }
}
