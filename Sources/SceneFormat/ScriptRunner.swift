import Animators
import Foundation
import HeadlessUIKit

/// Builds a scene's root controller and performs its script actions with UIKit's calls:
/// `pushViewController`/`popViewController` on the navigation root, `present`/`dismiss` from
/// the topmost shown controller, a tab bar item tap on the tabs root.
///
/// The animators come from ``AnimatorCatalogue`` through UIKit's weak delegates, which the
/// runner keeps alive. A `present`, `dismiss` or `select` that falls while a presentation,
/// dismissal or tab switch runs waits for it to end (checked again each frame), as the
/// navigation controller queues pushes and pops.
@MainActor
final class ScriptRunner {
  let rootViewController: UIViewController
  private let navigation: UINavigationController?
  private let tabBar: UITabBarController?
  private let container: ContainerViewController?
  private let pager: UIPageViewController?
  private let split: UISplitViewController?
  /// The pages root's data source (the property is weak).
  private let pagesDataSource: ScenePagesDataSource?
  private let containerDelegate = ScriptedContainerDelegate()
  private let navigationDelegate = ScriptedNavigationDelegate()
  private let tabDelegate = ScriptedTabBarDelegate()
  /// Transitioning and popover delegates handed to presented screens (the properties are weak).
  private var transitioningDelegates: [AnyObject] = []
  /// The text field or text view the last `focus` step focused (what `type` types into while
  /// it is first responder).
  weak var focusedInput: UIView?
  private let controller: (String) -> UIViewController
  let timeline: Timeline

  init(scene: SceneDescription, stage: Stage, controller: @escaping (String) -> UIViewController) {
    self.controller = controller
    self.timeline = stage.timeline
    switch scene.root {
    case .navigation(let rootName):
      let navigation = UINavigationController(rootViewController: controller(rootName))
      if scene.rootInteraction == .edgePop { navigationDelegate.interactive = InteractiveSlideNavigationDelegate() }
      navigation.delegate = navigationDelegate
      if Self.usesInterruptible(scene) {
        let interruptible = InterruptibleNavigationDelegate()
        interruptible.attachGestures(to: navigation)
        navigationDelegate.interruptible = interruptible
      }
      navigation.navigationBar.prefersLargeTitles = scene.prefersLargeTitles
      self.navigation = navigation
      container = nil
      (pager, pagesDataSource) = (nil, nil)
      split = nil
      if scene.navigationTabs.isEmpty {
        tabBar = nil
        rootViewController = navigation
      } else {
        // The navigation controller is the first tab; its tab item shows the root screen's.
        let root = navigation.viewControllers[0]
        navigation.tabBarItem = UITabBarItem(title: root.title, image: root.tabBarItem.image, tag: 0)
        let tabBar = UITabBarController()
        tabBar.setViewControllers([navigation] + scene.navigationTabs.map(controller), animated: false)
        tabBar.delegate = tabDelegate
        self.tabBar = tabBar
        rootViewController = tabBar
      }
    case .tabs(let names):
      let tabBar = UITabBarController()
      tabBar.setViewControllers(names.map(controller), animated: false)
      if scene.rootInteraction == .tabSwipe { tabDelegate.swipe = TabSwipeInteraction(tabBarController: tabBar) }
      tabBar.delegate = tabDelegate
      self.tabBar = tabBar
      navigation = nil
      container = nil
      (pager, pagesDataSource) = (nil, nil)
      split = nil
      rootViewController = tabBar
    case .screen(let name):
      navigation = nil
      tabBar = nil
      container = nil
      (pager, pagesDataSource) = (nil, nil)
      split = nil
      rootViewController = controller(name)
    case .container(let names):
      let container = ContainerViewController(viewControllers: names.map(controller))
      container.delegate = containerDelegate
      container.isInteractiveSwipeEnabled = scene.rootInteraction == .containerSwipe
      self.container = container
      navigation = nil
      tabBar = nil
      (pager, pagesDataSource) = (nil, nil)
      split = nil
      rootViewController = container
    case .pages(let spec):
      let pages = spec.screens.map(controller)
      let pager = UIPageViewController(
        transitionStyle: spec.style, navigationOrientation: spec.orientation, options: spec.options)
      let dataSource = ScenePagesDataSource(pages: pages, showsPageControl: spec.showsPageControl)
      pager.dataSource = dataSource
      if spec.style == .pageCurl { pager.isDoubleSided = spec.doubleSided }
      pager.setViewControllers(Array(pages.prefix(spec.pagesPerSpread)), direction: .forward, animated: false)
      self.pager = pager
      pagesDataSource = dataSource
      navigation = nil
      tabBar = nil
      container = nil
      split = nil
      rootViewController = pager
    case .split(let spec):
      let split = spec.makeController(controller)
      self.split = split
      navigation = nil
      tabBar = nil
      container = nil
      (pager, pagesDataSource) = (nil, nil)
      rootViewController = split
    }
    stage.retain(self)
  }

  /// Whether a push or pop of `scene` asks for the `interruptible` animator (its gestures are
  /// then installed on the navigation controller).
  static func usesInterruptible(_ scene: SceneDescription) -> Bool {
    scene.script.contains { action in
      switch action.kind {
      case .push(_, _, let animator), .pop(_, let animator), .popTo(_, _, let animator), .popToRoot(_, let animator):
        return animator.name == "interruptible"
      default: return false
      }
    }
  }

  /// The topmost presented controller, or the root.
  var topController: UIViewController {
    var top = rootViewController
    while let next = top.presentedViewController { top = next }
    return top
  }

  /// The scene's window: the root's, or — while a full-screen presentation has taken the root's
  /// view out of the window (as UIKit does) — the topmost presented controller's.
  var window: UIWindow? {
    rootViewController.viewIfLoaded?.window ?? topController.viewIfLoaded?.window
  }

  /// Whether a presentation, dismissal or tab switch is running.
  var isBusy: Bool {
    timeline.activeTransitions.contains { ["present", "dismiss", "select"].contains($0.operation) }
  }

  /// Records that a step the loader accepted cannot be carried out in the model's state at its
  /// time (a case the loader's replay did not foresee): the render stops with this message
  /// after the tick instead of trapping.
  func fail(_ message: String) {
    timeline.fail(message + "; the script cannot go on")
  }

  func perform(_ action: ScriptAction) {
    if let via = action.via { return tapButton(via, thenPerform: action) }
    switch action.kind {
    case .push(let name, let animated, let animator):
      guard let navigation else {
        return fail("\(action.fieldPath): push passed validation without a navigation root")
      }
      let pushed = controller(name)
      if let magic = animator.magicMove,
        !prepareMagicMove(magic, from: navigation.topViewController, to: pushed, action: action)
      {
        return
      }
      if animated { navigationDelegate.enqueue(animator) }
      navigation.pushViewController(pushed, animated: animated)
    case .layout(let name, let layoutName, let animated):
      guard let screen = controller(name) as? any SceneCollectionScreen,
        let collectionView = screen.sceneCollectionView, let layout = screen.sceneLayout(named: layoutName)
      else { return fail("\(action.fieldPath): layout passed validation for a screen without that layout") }
      collectionView.setCollectionViewLayout(layout, animated: animated)
    case .pop(let animated, let animator):
      guard let navigation else {
        return fail("\(action.fieldPath): pop passed validation without a navigation root")
      }
      if animated { navigationDelegate.enqueue(animator) }
      navigation.popViewController(animated: animated)
    case .popTo(let name, let animated, let animator):
      guard let navigation else {
        return fail("\(action.fieldPath): popTo passed validation without a navigation root")
      }
      if animated { navigationDelegate.enqueue(animator) }
      navigation.popToViewController(controller(name), animated: animated)
    case .popToRoot(let animated, let animator):
      guard let navigation else {
        return fail("\(action.fieldPath): popToRoot passed validation without a navigation root")
      }
      if animated { navigationDelegate.enqueue(animator) }
      navigation.popToRootViewController(animated: animated)
    case .present(let name, let style, let transition, let animated, let animator):
      if isBusy { return retry(action) }
      let presented = controller(name)
      presented.modalPresentationStyle = style
      presented.modalTransitionStyle = transition
      if let magic = animator.magicMove, !prepareMagicMove(magic, from: topController, to: presented, action: action) {
        return
      }
      if let delegate = AnimatorCatalogue.transitioningDelegate(named: animator.name, duration: animator.duration) {
        transitioningDelegates.append(delegate)
        presented.transitioningDelegate = delegate
      }
      if let anchor = action.popover, !configurePopover(presented, anchor: anchor, action: action) { return }
      if let sheet = action.sheet, let controller = presented.sheetPresentationController {
        sheet.apply(to: controller)
      }
      topController.present(presented, animated: animated)
    case .detent(let detent, let animated):
      if isBusy { return retry(action) }
      guard topController !== rootViewController, let sheet = topController.sheetPresentationController else {
        return fail("\(action.fieldPath): detent: the topmost screen at this moment is not presented as a sheet")
      }
      if animated {
        sheet.animateChanges { sheet.selectedDetentIdentifier = detent.identifier }
      } else {
        sheet.selectedDetentIdentifier = detent.identifier
      }
    case .dismiss(let animated):
      if isBusy { return retry(action) }
      topController.dismiss(animated: animated)
    case .select(let index, let animator) where container != nil:
      if isBusy || container?.isTransitioning == true { return retry(action) }
      containerDelegate.current = animator
      container?.selectedIndex = index
      containerDelegate.current = nil
    case .select(let index, let animator):
      guard let tabBar else { return fail("\(action.fieldPath): select passed validation without a tabs root") }
      if isBusy { return retry(action) }
      tabDelegate.current = animator
      tabBar.tapTabBarItem(at: index)
      tabDelegate.current = nil
    case .turn(let direction, let animated):
      guard let pager, let pagesDataSource, let shown = pager.viewControllers, !shown.isEmpty else {
        return fail("\(action.fieldPath): turn passed validation without a pages root")
      }
      if isBusy || pager.isTransitioning { return retry(action) }
      // The next spread: one page, or two (a `mid` spine's left and right pages, or a page's
      // front and back), asked of the data source as UIKit asks it.
      var next: [UIViewController] = []
      var edge = direction == .forward ? shown[shown.count - 1] : shown[0]
      for _ in shown.indices {
        let page =
          direction == .forward
          ? pagesDataSource.pageViewController(pager, viewControllerAfter: edge)
          : pagesDataSource.pageViewController(pager, viewControllerBefore: edge)
        guard let page else {
          return fail(
            "\(action.fieldPath): there is no page \(direction == .forward ? "after" : "before") the ones shown at \(action.time) s"
          )
        }
        next.append(page)
        edge = page
      }
      if direction == .reverse { next.reverse() }
      pager.setViewControllers(next, direction: direction, animated: animated)
    case .splitColumn(let column, let shows):
      guard let split else { return fail("\(action.fieldPath): a column step passed validation without a split root") }
      if isBusy || split.isChangingColumns { return retry(action) }
      if shows { split.show(column) } else { split.hide(column) }
    case .displayMode(let mode, let animated):
      guard let split else { return fail("\(action.fieldPath): displayMode passed validation without a split root") }
      if isBusy || split.isChangingColumns { return retry(action) }
      if animated {
        UIView.animate(withDuration: UISplitViewController.columnAnimationDuration) {
          split.preferredDisplayMode = mode
        }
      } else {
        split.preferredDisplayMode = mode
      }
    case .showDetail(let name):
      guard let split else { return fail("\(action.fieldPath): showDetail passed validation without a split root") }
      if isBusy || split.isChangingColumns { return retry(action) }
      let sender = (split.viewControllers.first as? UINavigationController)?.topViewController ?? split
      sender.showDetailViewController(controller(name), sender: nil)
    case .constraints(let change):
      guard let screen = controller(change.screen) as? ScreenViewController else {
        return fail("\(action.fieldPath): constraints passed validation for a screen that is not a scene screen")
      }
      screen.applyConstraintChange(change) { fail("\(action.fieldPath): " + $0) }
    case .touch(let track):
      guard let window else {
        return fail("\(action.fieldPath): the scene's window is not set up")
      }
      timeline.play(track, in: window)
    case .multiTouch(let gesture):
      guard let window else {
        return fail("\(action.fieldPath): the scene's window is not set up")
      }
      timeline.play(gesture, in: window)
    case .focus(let id):
      if isBusy { return retry(action) }
      let screen = Self.shownScreen(in: topController)
      guard let input = screen?.viewsByID[id], input is UITextField || input is UITextView else {
        return fail("\(action.fieldPath): the screen shown at this moment has no text field or text view '\(id)'")
      }
      guard input.becomeFirstResponder() else {
        return fail("\(action.fieldPath): '\(id)' could not become first responder (not in the window?)")
      }
      focusedInput = input
    case .type(let text):
      typeText(Array(text), action: action)
    case .search(let step):
      performSearch(step, action: action)
    case .scope(let title):
      tapScope(title, action: action)
    case .keyboard(let shown):
      guard let window else {
        return fail("\(action.fieldPath): the scene's window is not set up")
      }
      if shown { window.showKeyboard() } else { window.hideKeyboard() }
    case .resize(let size, let duration, let alongside):
      guard let window else {
        return fail("\(action.fieldPath): the scene's window is not set up")
      }
      if let alongside {
        guard let screen = controller(alongside.screen) as? ScreenViewController else {
          return fail("\(action.fieldPath).alongside passed validation for a screen that is not a scene screen")
        }
        screen.pendingSizeTransitionChange = (alongside, { self.fail("\(action.fieldPath).alongside: " + $0) })
      }
      let frame = CGRect(origin: window.frame.origin, size: size)
      if duration > 0 {
        UIView.animate(withDuration: duration) { window.frame = frame }
      } else {
        window.frame = frame
      }
      if let alongside, let screen = controller(alongside.screen) as? ScreenViewController,
        screen.pendingSizeTransitionChange != nil
      {
        screen.pendingSizeTransitionChange = nil
        fail(
          "\(action.fieldPath).alongside: screen '\(alongside.screen)' is not shown at \(action.time) s, so it is not told about the resize (viewWillTransition(to:with:))"
        )
      }
    }
  }

  /// Types `characters` into the window's first responder, the first now and each next one
  /// ``ScriptAction/typingInterval`` later, as `insertText(_:)` calls from the keyboard. The
  /// first responder is the input the last `focus` or `search: tap` focused, or the shown
  /// screen's search field when a `tap` put it in editing.
  private func typeText(_ characters: [Character], action: ScriptAction) {
    guard let first = characters.first else { return }
    let searchField = Self.shownScreen(in: topController)?.navigationItem.searchController?.searchBar.searchTextField
    let focused = [focusedInput, searchField].compactMap { $0 }.first { $0.isFirstResponder }
    guard let view = focused, let input = view as? any UIKeyInput else {
      return fail(
        "\(action.fieldPath): nothing takes typed text at this moment (no text field or text view is focused)")
    }
    input.insertText(String(first))
    let rest = Array(characters.dropFirst())
    guard !rest.isEmpty else { return }
    VirtualMainQueue.asyncAfter(delay: ScriptAction.typingInterval) { [weak self] in
      self?.typeText(rest, action: action)
    }
  }

  /// A finger taps the button or bar button item `id` of the shown screen (down now, up
  /// ``ScriptAction/viaTapDuration`` later, through the window's hit-testing); the button's (or
  /// the item's view's) `.touchUpInside` action then performs `action`, as an app wires a
  /// button with `addTarget` or a bar button item with its target and action.
  private func tapButton(_ id: String, thenPerform action: ScriptAction) {
    let screen = Self.shownScreen(in: topController)
    let control = (screen?.viewsByID[id] as? UIButton) ?? screen?.barItemsByID[id]?.barButtonView
    guard let button = control, let window = button.window else {
      return fail("\(action.fieldPath).via: the screen shown at this moment has no button or bar button item '\(id)'")
    }
    var direct = action
    direct.via = nil
    button.addAction(
      UIAction(identifier: UIAction.Identifier("flipbook.via.\(action.fieldPath)")) { [weak self, weak button] fired in
        button?.removeAction(fired, for: .touchUpInside)
        self?.perform(direct)
      }, for: .touchUpInside)
    let centre = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    var track = TouchTrack(downAt: centre, time: action.time)
    track.hold(for: ScriptAction.viaTapDuration)
    track.lift()
    timeline.play(track, in: window)
  }

  /// Points `presented`'s popover at the anchor's view in the screen shown under the topmost
  /// controller, with its arrow directions and content size. Returns false, having stopped the
  /// script with an error naming the field, when the source view is not on that screen (after a
  /// touch the loader cannot know which screen that is), instead of letting UIKit's popover check
  /// trap.
  private func configurePopover(_ presented: UIViewController, anchor: PopoverAnchor, action: ScriptAction) -> Bool {
    guard let screen = Self.shownScreen(in: topController), let source = screen.viewsByID[anchor.source],
      source.window != nil, let popover = presented.popoverPresentationController
    else {
      fail("\(action.fieldPath).source: '\(anchor.source)' is not on the screen shown at this moment")
      return false
    }
    popover.sourceView = source
    popover.permittedArrowDirections = anchor.arrow
    if let size = anchor.size { presented.preferredContentSize = size }
    if let style = anchor.adaptiveStyle {
      let delegate = ScriptedPopoverDelegate(adaptiveStyle: style)
      transitioningDelegates.append(delegate)
      popover.delegate = delegate
    }
    return true
  }

  /// The scene screen `controller` shows: itself, or its container's visible child.
  static func shownScreen(in controller: UIViewController) -> ScreenViewController? {
    if let screen = controller as? ScreenViewController { return screen }
    if let navigation = controller as? UINavigationController {
      return navigation.topViewController.flatMap(shownScreen)
    }
    if let tabs = controller as? UITabBarController { return tabs.selectedViewController.flatMap(shownScreen) }
    if let container = controller as? ContainerViewController {
      return container.selectedViewController.flatMap(shownScreen)
    }
    if let pager = controller as? UIPageViewController { return pager.viewControllers?.first.flatMap(shownScreen) }
    return nil
  }

  /// Selects the magic move's item in the top screen's collection view, as a tap on the cell
  /// does before its `didSelectItemAt` pushes or presents, and names the shown screen's target
  /// view. A description made in code (the loader checks files) may name a screen without a
  /// collection, an item past its end or a target the shown screen lacks: the render then stops
  /// with an error naming the step, and the transition does not start.
  private func prepareMagicMove(
    _ magic: MagicMoveSpec, from top: UIViewController?, to shown: UIViewController, action: ScriptAction
  ) -> Bool {
    guard let grid = top as? any SceneCollectionScreen, let detail = shown as? ScreenViewController else {
      fail("\(action.fieldPath): magicMove needs a scene screen on top and a scene screen shown")
      return false
    }
    grid.loadViewIfNeeded()
    detail.loadViewIfNeeded()
    let gridName = grid.spec.name
    guard let collectionView = grid.sceneCollectionView else {
      fail("\(action.fieldPath): magicMove flies from screen '\(gridName)', which has no collection")
      return false
    }
    let count = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
    guard (0..<count).contains(magic.item) else {
      fail("\(action.fieldPath).item: \(magic.item) is not an item of screen '\(gridName)' (it has \(count))")
      return false
    }
    guard detail.viewsByID[magic.target] != nil else {
      fail("\(action.fieldPath).target: screen '\(detail.spec.name)' declares no view '\(magic.target)'")
      return false
    }
    collectionView.selectItem(at: IndexPath(item: magic.item, section: 0), animated: false, scrollPosition: [])
    detail.magicMoveTargetID = magic.target
    return true
  }

  /// Performs `action` again at the next frame.
  func retry(_ action: ScriptAction) {
    timeline.schedule(at: CACurrentMediaTime() + 1 / Double(timeline.fps), name: action.fieldPath) {
      [self] in self.perform(action)
    }
  }
}

/// Hands a tab switch the animator of the `select` action being performed; a switch started by
/// the `tabSwipe` interaction gets the swipe's Slide animator and interaction.
@MainActor
final class ScriptedTabBarDelegate: NSObject, UITabBarControllerDelegate {
  var current: AnimatorSpec?
  var swipe: TabSwipeInteraction?

  func tabBarController(
    _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    guard let spec = current else {
      return swipe?.tabBarController(tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
    }
    return AnimatorCatalogue.tabBarDelegate(named: spec.name, duration: spec.duration)?.tabBarController(
      tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    swipe?.tabBarController(tabBarController, interactionControllerFor: animationController)
  }
}

/// Hands the custom container the animator of the `select` action being performed: `slide`
/// is the seed's Slide (direction from the children's order); `system` returns nil, so the
/// container uses its own default slide.
@MainActor
final class ScriptedContainerDelegate: ContainerViewControllerDelegate {
  var current: AnimatorSpec?

  func containerViewController(
    _ containerViewController: ContainerViewController,
    animationControllerForTransitionFrom fromViewController: UIViewController, to toViewController: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    guard let spec = current, spec.name != "system" else { return nil }
    let children = containerViewController.viewControllers
    let forward =
      (children.firstIndex { $0 === toViewController } ?? 0) > (children.firstIndex { $0 === fromViewController } ?? 0)
    let direction: TabOperationDirection = forward ? .left : .right
    guard spec.name == "slide" else {
      // The loader checks animator names; a description made in code may name another.
      Timeline.current?.fail("container animator '\(spec.name)' does not exist; known: system, slide")
      return nil
    }
    return SlideAnimationController(
      type: .tabTransition(direction), duration: spec.duration ?? SlideAnimationController.defaultDuration)
  }
}
