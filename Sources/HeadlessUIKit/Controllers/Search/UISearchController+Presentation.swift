import Foundation

extension UISearchController {
  /// The navigation controller whose top item shows this controller's search bar.
  var navigationHost: UINavigationController? {
    guard let bar = searchBar.superview as? UINavigationBar, bar.topItem?.searchController === self else { return nil }
    return bar.managingController
  }

  /// The controller whose view the search covers when no navigation bar hosts the bar: the
  /// nearest ancestor of the bar's controller that `definesPresentationContext`, else the
  /// root of its hierarchy.
  var presentationContext: UIViewController? {
    var view: UIView? = searchBar
    while let current = view, current.owningViewController == nil { view = current.superview }
    guard let owner = view?.owningViewController else { return nil }
    var node: UIViewController? = owner
    while let current = node {
      if current.definesPresentationContext { return current }
      node = current.parent
    }
    return owner.rootAncestor
  }

  /// Activates or deactivates, as setting `isActive` does (see ``UISearchController``).
  func setActive(_ active: Bool) {
    guard active != activeState else { return }
    if active { activate() } else { deactivate() }
  }

  private func activate() {
    let navigation = navigationHost
    let context = navigation ?? presentationContext
    guard let host = context, let hostView = host.viewIfLoaded else {
      preconditionFailure(
        "UISearchController.isActive: the search bar is not in a navigation item or a view controller's view")
    }
    activeState = true
    presentationGeneration += 1
    delegate?.willPresent(self)
    hostNavigationController = navigation
    // The covering view: the dimming view and the results, below the search bar.
    view.backgroundColor = nil
    dimmingView.backgroundColor = Self.dimmingColor
    dimmingView.isHidden = !obscuresBackgroundDuringPresentation
    if dimmingView.superview !== view { view.addSubview(dimmingView) }
    if let results = searchResultsController, results.parent !== self {
      addChild(results)
      view.addSubview(results.view)
      results.didMove(toParent: self)
    }
    if let navigation {
      hostView.insertSubview(view, belowSubview: navigation.navigationBar)
    } else {
      hostView.addSubview(view)
    }
    view.frame = hostView.bounds
    UIView.performWithoutAnimation {
      dimmingView.alpha = 0
      layoutCover(in: hostView)
    }
    updateResultsVisibility()
    updateResults()
    let animated = hostView.window != nil
    let generation = presentationGeneration
    let changes = {
      if self.automaticallyShowsCancelButton { self.searchBar.setShowsCancelButton(true, animated: false) }
      if self.automaticallyShowsScopeBar, !(self.searchBar.scopeButtonTitles ?? []).isEmpty {
        self.searchBar.showsScopeBar = true
      }
      navigation?.searchPresentationDidChange(hidingBar: self.hidesNavigationBarDuringPresentation)
      self.searchBar.layoutIfNeeded()
      self.dimmingView.alpha = 1
      self.layoutCover(in: hostView)
    }
    let finish = { (_: Bool) in
      guard self.presentationGeneration == generation, self.activeState else { return }
      self.delegate?.didPresent(self)
    }
    run(changes, animated: animated, completion: finish)
  }

  private func deactivate() {
    activeState = false
    presentationGeneration += 1
    delegate?.willDismiss(self)
    if searchBar.searchTextField.isFirstResponder { _ = searchBar.searchTextField.resignFirstResponder() }
    updateResultsVisibility()
    updateResults()
    let navigation = hostNavigationController
    let hostView = view.superview
    let animated = view.window != nil
    let generation = presentationGeneration
    let changes = {
      if self.automaticallyShowsCancelButton { self.searchBar.setShowsCancelButton(false, animated: false) }
      if self.automaticallyShowsScopeBar { self.searchBar.showsScopeBar = false }
      navigation?.searchPresentationDidChange(hidingBar: false)
      self.searchBar.layoutIfNeeded()
      self.dimmingView.alpha = 0
      if let hostView { self.layoutCover(in: hostView) }
    }
    let finish = { (_: Bool) in
      guard self.presentationGeneration == generation, !self.activeState else { return }
      self.view.removeFromSuperview()
      if let results = self.searchResultsController, results.parent === self {
        results.willMove(toParent: nil)
        results.view.removeFromSuperview()
        results.removeFromParent()
      }
      self.hostNavigationController = nil
      self.delegate?.didDismiss(self)
    }
    run(changes, animated: animated, completion: finish)
  }

  /// Runs `changes` over ``presentationDuration`` (ease-in-ease-out), or at once.
  private func run(_ changes: @escaping () -> Void, animated: Bool, completion: @escaping (Bool) -> Void) {
    guard animated else {
      changes()
      return completion(true)
    }
    UIView.animate(
      withDuration: Self.presentationDuration, delay: 0,
      options: [.curveEaseInOut, .overrideInheritedDuration, .overrideInheritedCurve], animations: changes,
      completion: completion)
  }

  /// Places the dimming view and the results under the search bar, where its model (final)
  /// frame ends.
  func layoutCover(in hostView: UIView) {
    view.frame = hostView.bounds
    var top: CGFloat = 0
    if let navigation = hostNavigationController {
      navigation.layoutNavigationBar()
      top = navigation.navigationBar.frame.maxY
    } else if searchBar.window != nil {
      top = searchBar.convert(searchBar.bounds, to: view).maxY
    }
    let cover = CGRect(x: 0, y: top, width: view.bounds.width, height: max(view.bounds.height - top, 0))
    dimmingView.frame = cover
    searchResultsController?.viewIfLoaded?.frame = cover
  }
}
