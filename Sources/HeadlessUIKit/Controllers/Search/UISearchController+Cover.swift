import Foundation

extension UISearchController {
  /// Puts the search controller's view (the dimming view and the results, below the search
  /// bar) over `hostView`: under the navigation bar when one hosts the search bar, else on top.
  func placeCover(in hostView: UIView, below bar: UINavigationBar?) {
    view.backgroundColor = nil
    dimmingView.backgroundColor = Self.dimmingColor
    dimmingView.isHidden = !obscuresBackgroundDuringPresentation
    if dimmingView.superview !== view { view.addSubview(dimmingView) }
    if let results = searchResultsController, results.parent !== self {
      addChild(results)
      view.addSubview(results.view)
      results.didMove(toParent: self)
    }
    if view.superview !== hostView {
      if let bar, bar.superview === hostView {
        hostView.insertSubview(view, belowSubview: bar)
      } else {
        hostView.addSubview(view)
      }
      view.frame = hostView.bounds
      UIView.performWithoutAnimation {
        dimmingView.alpha = 0
        layoutCover(in: hostView)
      }
    }
  }

  /// Takes the cover views away after the dismissal.
  func removeCover() {
    view.removeFromSuperview()
    if let results = searchResultsController, results.parent === self {
      results.willMove(toParent: nil)
      results.view.removeFromSuperview()
      results.removeFromParent()
    }
    hostNavigationController = nil
  }

  /// Animates the search bar, the navigation bar and the cover to the active (or inactive)
  /// state over ``presentationDuration`` (ease-in-ease-out), or at once, with the coordinator's
  /// `alongside` animations, then runs `completion`.
  func runCoverChanges(
    active: Bool, in hostView: UIView?, animated: Bool, alongside: @escaping () -> Void,
    completion: @escaping () -> Void
  ) {
    let navigation = hostNavigationController
    let changes = {
      if self.automaticallyShowsCancelButton { self.searchBar.setShowsCancelButton(active, animated: false) }
      if self.automaticallyShowsScopeBar, !active || !(self.searchBar.scopeButtonTitles ?? []).isEmpty {
        self.searchBar.showsScopeBar = active
      }
      navigation?.searchPresentationDidChange(hidingBar: active && self.hidesNavigationBarDuringPresentation)
      self.searchBar.layoutIfNeeded()
      self.dimmingView.alpha = active ? 1 : 0
      if let hostView { self.layoutCover(in: hostView) }
      alongside()
    }
    guard animated else {
      changes()
      return completion()
    }
    UIView.animate(
      withDuration: Self.presentationDuration, delay: 0,
      options: [.curveEaseInOut, .overrideInheritedDuration, .overrideInheritedCurve], animations: changes,
      completion: { _ in completion() })
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
