import Foundation

extension UISearchController {
  /// The navigation controller whose top item shows this controller's search bar.
  var navigationHost: UINavigationController? {
    guard let bar = searchBar.superview as? UINavigationBar, bar.topItem?.searchController === self else { return nil }
    return bar.managingController
  }

  /// The controller hosting the search bar: the one whose navigation item holds this search
  /// controller, else the controller owning the nearest view around the search bar.
  var hostingController: UIViewController? {
    if let navigation = navigationHost, let item = (searchBar.superview as? UINavigationBar)?.topItem {
      return navigation.viewControllers.last { $0.navigationItem === item } ?? navigation.topViewController
    }
    var view: UIView? = searchBar
    while let current = view, current.owningViewController == nil { view = current.superview }
    return view?.owningViewController
  }

  /// Activates or deactivates, as setting `isActive` does (see ``UISearchController``).
  func setActive(_ active: Bool) {
    guard active != activeState else { return }
    if !active { return dismissSearch(animated: view.window != nil, automatic: true, completion: nil) }
    if let presenter = presentation.presenting {
      // Activated again while the dismissal runs: the presentation turns back.
      isPresentingAutomatically = true
      defer { isPresentingAutomatically = false }
      return presentSearch(by: presenter, animated: presenter.viewIfLoaded?.window != nil, completion: nil)
    }
    if let delegate {
      delegate.presentSearchController(self)
    } else {
      presentAutomatically()
    }
  }

  /// UIKit's automatic presentation: the controller hosting the search bar presents the search
  /// controller (over the nearest ancestor that `definesPresentationContext`, or the root).
  func presentAutomatically() {
    guard activeState == false, presentation.presenting == nil else { return }
    guard let host = hostingController else {
      preconditionFailure(
        "UISearchController.isActive: the search bar is not in a navigation item or a view controller's view")
    }
    isPresentingAutomatically = true
    defer { isPresentingAutomatically = false }
    host.present(self, animated: host.viewIfLoaded?.window != nil)
  }

  /// The presentation `present(_:animated:completion:)` runs for a search controller, by
  /// `presenter` (chosen by the over-current-context rules): the link is made, then the cover
  /// views are placed and animate in (see ``UISearchController``).
  func presentSearch(by presenter: UIViewController, animated: Bool, completion: (() -> Void)?) {
    let navigation = navigationHost
    let automatic = isPresentingAutomatically
    guard let hostView = navigation?.viewIfLoaded ?? presenter.viewIfLoaded else {
      preconditionFailure(
        "UISearchController: presented by '\(TransitionTrace.name(of: presenter))' whose view is not loaded")
    }
    guard navigation != nil || searchBar.superview != nil else {
      preconditionFailure(
        "UISearchController: presented by '\(TransitionTrace.name(of: presenter))' while its search bar is not in a navigation item or in the presenting controller's view (HeadlessUIKit does not move the search bar into the search controller's view)"
      )
    }
    activeState = true
    presentationGeneration += 1
    let generation = presentationGeneration
    if presentation.presenting !== presenter {
      presenter.presentation.presented = self
      presentation.presenting = presenter
      presentation.controller = SystemPresentationController(
        style: .overCurrentContext, presented: self, presenting: presenter)
      presentation.style = .overCurrentContext
    }
    if automatic { delegate?.willPresentSearchController(self) }
    hostNavigationController = navigation
    let coordinator = beginCoordinating(from: presenter, to: self, in: hostView, animated: animated)
    presentation.isBeingDismissed = false
    presentation.isBeingPresented = true
    beginAppearanceTransition(true, animated: animated)
    placeCover(in: hostView, below: navigation?.navigationBar)
    updateResultsVisibility()
    updateResults()
    runCoverChanges(active: true, in: hostView, animated: animated, alongside: coordinator.runAlongside) {
      guard self.presentationGeneration == generation, self.activeState else { return }
      coordinator.complete()
      self.endAppearanceTransition()
      self.presentation.isBeingPresented = false
      if automatic { self.delegate?.didPresentSearchController(self) }
      completion?()
    }
  }

  /// The dismissal (Cancel, `isActive = false`, or `dismiss(animated:completion:)` on the
  /// presenting controller or the search controller): the mirror of ``presentSearch(by:animated:completion:)``,
  /// ending with the link undone.
  func dismissSearch(animated: Bool, automatic: Bool, completion: (() -> Void)?) {
    guard activeState, let presenter = presentation.presenting else { return }
    if presentation.presented != nil {
      // A controller presented over the search goes with it (UIKit's rule: only the top
      // animates; here the search controller's own dismissal is the one that animates).
      ModalTransition.dismiss(presentedBy: self, animated: false, completion: nil)
    }
    activeState = false
    presentationGeneration += 1
    let generation = presentationGeneration
    if automatic { delegate?.willDismissSearchController(self) }
    if searchBar.searchTextField.isFirstResponder { _ = searchBar.searchTextField.resignFirstResponder() }
    let hostView = view.superview
    let coordinator = beginCoordinating(from: self, to: presenter, in: hostView ?? view, animated: animated)
    presentation.isBeingPresented = false
    presentation.isBeingDismissed = true
    beginAppearanceTransition(false, animated: animated)
    updateResultsVisibility()
    updateResults()
    runCoverChanges(active: false, in: hostView, animated: animated, alongside: coordinator.runAlongside) {
      guard self.presentationGeneration == generation, !self.activeState else { return }
      coordinator.complete()
      self.removeCover()
      self.endAppearanceTransition()
      self.presentation.isBeingDismissed = false
      if presenter.presentation.presented === self { presenter.presentation.presented = nil }
      self.presentation.controller?.presentationEnded()
      self.presentation = PresentationLink()
      if automatic { self.delegate?.didDismissSearchController(self) }
      completion?()
    }
  }

  /// Ends the previous transition's coordinator (a reversal) and attaches a new one to the
  /// search controller and its presenting controller.
  private func beginCoordinating(from: UIViewController, to: UIViewController, in container: UIView, animated: Bool)
    -> SearchTransitionCoordinator
  {
    searchCoordinator?.complete()
    let coordinator = SearchTransitionCoordinator(
      from: from, to: to, searchView: view, containerView: container, animated: animated)
    searchCoordinator = coordinator
    coordinator.attach(to: [from, to])
    return coordinator
  }
}
