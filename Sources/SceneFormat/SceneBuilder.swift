import Animators
import FlipbookRender
import Foundation
import HeadlessUIKit

/// Builds the model a ``SceneDescription`` declares: a window of the declared size and scale,
/// the root (a navigation controller, a tab bar controller or a screen), a view controller per
/// screen, and the script scheduled on a fresh `Timeline` — a `Stage` ready to render.
///
/// Scripted animators are handed over through UIKit's (weak) delegates, which the stage keeps
/// alive; `system` means the delegate returns nil, so UIKit's own animation runs (see
/// `ScriptRunner`).
@MainActor
public enum SceneBuilder {
  /// Builds the stage. `fps` and `scale` override the file's values when given; `timeScale`
  /// slows (below 1) or speeds up the model clock against the output frames
  /// (`Timeline.timeScale`).
  public static func build(
    _ scene: SceneDescription, fps: Int? = nil, scale: Double? = nil, timeScale: Double = 1
  ) -> Stage {
    // `image` views load their PNG files when the screens load.
    ImageDecoding.install()
    let timeline = Timeline(fps: fps ?? scene.fps, timeScale: timeScale)
    let screen = UIScreen(
      bounds: CGRect(x: 0, y: 0, width: scene.window.width, height: scene.window.height),
      scale: scale ?? scene.window.scale)
    let window = UIWindow(screen: screen)
    window.backgroundColor = UIColor(scene.window.background)
    if scene.window.isRightToLeft { window.traitOverrides.layoutDirection = .rightToLeft }
    var controllers: [String: UIViewController] = [:]
    for spec in scene.screens {
      if let collection = spec.collection, collection.layoutToLayout {
        controllers[spec.name] = CollectionScreenViewController(spec, collection: collection)
      } else {
        controllers[spec.name] = ScreenViewController(spec)
      }
    }
    // A name the loader checked always exists; a description made in code may name a missing
    // screen: the render then stops with an error naming it (Timeline.fail, thrown after the
    // tick) instead of trapping, and an empty controller stands in until then.
    func controller(_ name: String) -> UIViewController {
      if let found = controllers[name] { return found }
      timeline.fail(
        "scene '\(scene.name)': screen '\(name)' does not exist; screens: "
          + scene.screens.map(\.name).joined(separator: ", "))
      let placeholder = UIViewController()
      controllers[name] = placeholder
      return placeholder
    }
    let stage = Stage(name: scene.name, window: window, timeline: timeline, duration: scene.duration)
    // Weakly: the screens are the values (a table row's `push` looks its screen up here).
    let directory = controllers.mapValues(WeakController.init)
    for case let screen as ScreenViewController in controllers.values {
      screen.resolveScreen = { [directory] name in directory[name]?.controller }
    }
    let runner = ScriptRunner(scene: scene, stage: stage, controller: controller)
    window.rootViewController = runner.rootViewController
    for action in scene.script {
      timeline.schedule(at: action.time, name: action.fieldPath) { runner.perform(action) }
    }
    window.makeKeyAndVisible()
    return stage
  }
}

/// Supplies the scripted animators in the order the transitions ask for them (a transition
/// requested while another runs asks when it starts, so a queue keeps each request's
/// animator). With the `edgePop` interaction, pushed screens get the seed's edge pan and the
/// pops it starts use its Slide animator and interaction — or the Magic Move back for a screen
/// pushed with `magicMove`.
@MainActor
final class ScriptedNavigationDelegate: NSObject, UINavigationControllerDelegate {
  private var pending: [AnimatorSpec] = []
  /// The screens pushed with `magicMove` and that push's duration.
  private var magicPushed: [ObjectIdentifier: TimeInterval] = [:]
  var interactive: InteractiveSlideNavigationDelegate?
  /// The gestures of `interruptible` animators (set when the scene uses one): its animators
  /// are their own interaction controllers, and a pan can start a pop.
  var interruptible: InterruptibleNavigationDelegate?

  func enqueue(_ spec: AnimatorSpec) { pending.append(spec) }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {
    interactive?.navigationController(navigationController, willShow: viewController, animated: animated)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    if interruptible != nil, let animator = animationController as? InterruptibleNavigationAnimator {
      return animator
    }
    return interactive?.navigationController(navigationController, interactionControllerFor: animationController)
  }

  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    if pending.isEmpty, let interruptible, interruptible.isStartingInteractivePop {
      return interruptible.makeAnimator(for: operation)
    }
    guard !pending.isEmpty else {
      // The edge pan pops a screen pushed with the Magic Move with the Magic Move (seed 003's
      // part 3 with its own animator).
      if interactive != nil, operation == .pop, let duration = magicPushed[ObjectIdentifier(fromVC)] {
        return MagicMoveTransition(direction: .backToGrid, duration: duration)
      }
      return interactive?.navigationController(
        navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }
    let spec = pending.removeFirst()
    if spec.name == "magicMove", operation == .push {
      magicPushed[ObjectIdentifier(toVC)] = spec.duration ?? MagicMoveTransition.defaultDuration
    }
    if spec.name == "interruptible", let interruptible {
      return interruptible.makeAnimator(for: operation, duration: spec.duration)
    }
    return AnimatorCatalogue.navigationAnimator(named: spec.name, operation: operation, duration: spec.duration)
  }
}

/// A screen of a scene file: a view controller whose root view holds the declared views, above
/// its collection view when it declares one (which fills the view unless it has a `frame`).
@MainActor
final class ScreenViewController: UIViewController {
  let spec: ScreenSpec
  /// The `collection` field's collection view, created with the view.
  private(set) var collectionView: UICollectionView?
  /// The collection view's data source (held weakly by the collection view).
  private var collectionSource: SceneCollectionDataSource?
  /// The id of the view a `magicMove` push lands on (its `detailImageView`).
  var magicMoveTargetID: String?
  /// The scene's controller for a screen name (a `table` row's `push` shows it).
  var resolveScreen: ((String) -> UIViewController?)?

  init(_ spec: ScreenSpec) {
    self.spec = spec
    super.init(nibName: nil, bundle: nil)
    title = spec.title
    if let symbol = spec.tabImage { tabBarItem.image = UIImage(systemName: symbol) }
    if !spec.leftItems.isEmpty { navigationItem.leftBarButtonItems = spec.leftItems.map(makeBarItem) }
    if !spec.rightItems.isEmpty { navigationItem.rightBarButtonItems = spec.rightItems.map(makeBarItem) }
    navigationItem.largeTitleDisplayMode = spec.largeTitleDisplayMode
    hidesBottomBarWhenPushed = spec.hidesBottomBarWhenPushed
    if let search = spec.search { installSearch(search) }
  }

  /// The bar button items declared with an id, by id (a script's `via` taps them).
  private(set) var barItemsByID: [String: UIBarButtonItem] = [:]

  private func makeBarItem(_ spec: BarItemSpec) -> UIBarButtonItem {
    let item =
      if spec.isEditButton {
        editButtonItem
      } else if let system = spec.system {
        UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
      } else {
        UIBarButtonItem(title: spec.title, style: spec.isDone ? .done : .plain, target: nil, action: nil)
      }
    if let id = spec.id { barItemsByID[id] = item }
    return item
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = ScreenRootView(frame: UIScreen.main.bounds)
  }

  /// What a screen with an `editButton` does, as a `UITableViewController` does: its tables
  /// enter or leave editing mode with it.
  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    for table in sceneTables { table.setEditing(editing, animated: animated) }
  }

  /// The constraint change a `resize` step's `alongside` makes in this screen's next
  /// `viewWillTransition(to:with:)`, and where its problems are reported.
  var pendingSizeTransitionChange: (change: ConstraintChangeSpec, fail: (String) -> Void)?

  /// What an app does to switch layouts on a rotation: the pending `alongside` change is made
  /// inside `coordinator.animate(alongsideTransition:)`, so it animates with the resize.
  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    guard let pending = pendingSizeTransitionChange else { return }
    pendingSizeTransitionChange = nil
    coordinator.animate(
      alongsideTransition: { _ in self.applyConstraintChange(pending.change, fail: pending.fail) }, completion: nil)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    clearTableSelections(animated: animated)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(spec.background)
    if let collection = spec.collection {
      let source = SceneCollectionDataSource(collection)
      let collectionView = UICollectionView(
        frame: collection.frame ?? view.bounds,
        collectionViewLayout: SceneCollectionDataSource.makeLayout(collection.primaryLayout(screen: spec.name)))
      collectionView.backgroundColor = UIColor(spec.background)
      source.register(in: collectionView)
      collectionView.dataSource = source
      if collection.frame == nil { (view as? ScreenRootView)?.fillingView = collectionView }
      view.addSubview(collectionView)
      self.collectionView = collectionView
      collectionSource = source
    }
    var constrained: [(UIView, [LayoutConstraintSpec])] = []
    for child in spec.views { view.addSubview(Self.makeView(child, ids: &viewsByID, constrained: &constrained)) }
    installConstraints(constrained)
    if let id = spec.search?.results, SceneDecoder.table(id, in: spec.views) == nil {
      // The loader checks the id; a description made in code may name no table.
      Timeline.current?.fail("scene screen '\(spec.name)': search.results names no table view '\(id)'")
    }
  }

  /// The declared views with an `id`.
  private(set) var viewsByID: [String: UIView] = [:]
  /// The declared constraints with an `id` (their `identifier`), active or not.
  var constraintsByID: [String: NSLayoutConstraint] = [:]

  /// Gives `label` the text, font, colour, alignment and line count of `text`.
  static func style(_ label: UILabel, _ text: LabelSpec) {
    label.text = text.text
    label.font = .systemFont(ofSize: text.fontSize, weight: text.weight == .bold ? .bold : .regular)
    label.textColor = UIColor(text.color)
    label.textAlignment =
      switch text.alignment {
      case .left: .left
      case .center: .center
      case .right: .right
      }
    label.numberOfLines = text.numberOfLines
  }

  /// Makes the view `spec` declares and its subviews; views with `constraints` are appended to
  /// `constrained`, for ``installConstraints(_:)`` once every view of the screen exists.
  static func makeView(
    _ spec: ViewSpec, ids: inout [String: UIView], constrained: inout [(UIView, [LayoutConstraintSpec])]
  ) -> UIView {
    let view: UIView
    if let text = spec.label {
      let label = UILabel(frame: spec.frame)
      style(label, text)
      view = label
    } else if let buttonSpec = spec.button, let configured = buttonSpec.configuration {
      view = makeConfiguredButton(buttonSpec.title, configured)
      view.frame = spec.frame
    } else if let buttonSpec = spec.button {
      let button = UIButton(type: buttonSpec.isSystem ? .system : .custom)
      button.setTitle(buttonSpec.title, for: .normal)
      if let color = buttonSpec.titleColor { button.setTitleColor(UIColor(color), for: .normal) }
      view = button
      view.frame = spec.frame
    } else if let field = spec.textField {
      view = makeTextField(field)
      view.frame = spec.frame
    } else if let text = spec.textView {
      view = makeTextView(text)
      view.frame = spec.frame
    } else if let image = spec.rendering.image {
      // The loader decodes (and checks) the file; a spec made in code without pixels is decoded
      // here, and one that cannot be stops the render with an error naming the file (the view
      // stays empty until then).
      let stem = URL(fileURLWithPath: image.path).deletingPathExtension().lastPathComponent
      let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
      let loaded = image.bitmap.map({ UIImage(bitmap: $0, scale: scale) }) ?? UIImage(contentsOfFile: image.path)
      if loaded == nil {
        Timeline.current?.fail(
          "scene view '\(spec.id ?? "unnamed")': image '\(image.path)' has no pixels and is not a readable PNG")
      }
      let imageView = UIImageView(image: loaded)
      imageView.frame = spec.frame
      imageView.contentMode = image.contentMode
      view = imageView
    } else if let style = spec.rendering.blur {
      view = UIVisualEffectView(effect: UIBlurEffect(style: style))
      view.frame = spec.frame
    } else if let name = spec.rendering.drawing {
      view = DrawnViewCatalogue.view(named: name, frame: spec.frame)
    } else if let control = spec.control {
      view = makeControl(control, frame: spec.frame)
    } else if let table = spec.table {
      view = SceneTableView(table, frame: spec.frame)
    } else if let stack = spec.stack {
      view = makeStackView(stack, frame: spec.frame, ids: &ids, constrained: &constrained)
    } else {
      view = UIView(frame: spec.frame)
    }
    // A table keeps its style's background unless the file gives one.
    if spec.table == nil || spec.background != nil { view.backgroundColor = spec.background.map(UIColor.init) }
    view.alpha = spec.alpha
    view.layer.cornerRadius = spec.cornerRadius
    view.layer.borderWidth = spec.borderWidth
    view.layer.borderColor = CGColor(spec.borderColor)
    view.clipsToBounds = spec.clipsToBounds
    // A stopped activity indicator with hidesWhenStopped is already hidden: `hidden: false`
    // (the default) does not show it.
    if spec.isHidden { view.isHidden = true }
    applyRendering(spec.rendering, to: view)
    if let id = spec.id {
      ids[id] = view
      view.accessibilityIdentifier = id
    }
    if !spec.constraints.isEmpty {
      view.translatesAutoresizingMaskIntoConstraints = false
      constrained.append((view, spec.constraints))
    }
    for child in spec.subviews { view.addSubview(makeView(child, ids: &ids, constrained: &constrained)) }
    return view
  }
}
