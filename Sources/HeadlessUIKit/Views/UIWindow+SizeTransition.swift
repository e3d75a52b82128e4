import Foundation

extension UIWindow {
  /// Changes the window's size as UIKit does when a scene resizes its windows (a rotation, an
  /// iPad multitasking resize): UIKit's `viewWillTransition(to:with:)` sequence.
  ///
  /// ```
  ///  0. when the size classes change: willTransition(to: newTraits, with: coordinator), to the
  ///     same controllers in the same order as step 1
  ///  1. viewWillTransition(to: newSize, with: coordinator), without animation, to the root
  ///     view controller (which forwards it to its children), then to the presentation
  ///     controller of each presented controller (which forwards it to that controller)
  ///  2. one animation block: the new size, the window's layout, the alongside animations
  ///  3. when that block's animations end: the coordinator's completions
  /// ```
  ///
  /// The block inherits the animation context the size was changed in: change the window's
  /// `frame` inside `UIView.animate(withDuration: 0.4)` to rotate as an iPhone does (the
  /// coordinator's `transitionDuration` is then 0.4); outside a block the change is immediate,
  /// `isAnimated` is false and the completions run at the end of the tick.
  ///
  /// - Note: UIKit difference: UIKit starts this from the window scene; here setting the
  ///   frame or bounds of a key window with a root view controller does.
  func transitionSize(to size: CGSize, apply: @escaping () -> Void) {
    let outer = AnimationEngine.currentContext
    let coordinator = SizeTransitionCoordinator(window: self, duration: outer?.duration ?? 0)
    let newTraits = UITraitCollection(windowSize: size, screen: screen).replacing(
      layoutDirection: traitCollection.layoutDirection)
    let traitsChange = newTraits != traitCollection
    UIView.performWithoutAnimation {
      let containers = sizeTransitionContainers()
      if traitsChange {
        for container in containers { container.willTransition(to: newTraits, with: coordinator) }
      }
      for container in containers { container.viewWillTransition(to: size, with: coordinator) }
    }
    UIView.animate(
      withDuration: coordinator.transitionDuration, delay: 0, options: [],
      animations: {
        apply()
        self.layoutIfNeeded()
        coordinator.runAlongside()
      },
      completion: { _ in coordinator.complete() })
  }

  /// The containers told about a size change: the root view controller, then each presented
  /// controller's presentation controller, innermost last.
  private func sizeTransitionContainers() -> [any UIContentContainer] {
    guard let root = rootViewController else { return [] }
    var result: [any UIContentContainer] = [root]
    var presenter = root
    while let presented = presenter.presentedViewController {
      if let controller = presented.presentationController { result.append(controller) }
      presenter = presented
    }
    return result
  }
}
