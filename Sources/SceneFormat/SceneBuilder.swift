import Animators
import FlipbookRender
import Foundation
import HeadlessUIKit

/// Builds the model a ``SceneDescription`` declares: a window of the declared size and scale,
/// the root (a navigation controller, a tab bar controller or a screen), a view controller per
/// screen, and the script scheduled on a fresh ``Timeline`` — a ``Stage`` ready to render.
///
/// Scripted animators are handed over through UIKit's (weak) delegates, which the stage keeps
/// alive; `system` means the delegate returns nil, so UIKit's own animation runs (see
/// ``ScriptRunner``).
@MainActor
public enum SceneBuilder {
  /// Builds the stage. `fps` and `scale` override the file's values when given.
  public static func build(_ scene: SceneDescription, fps: Int? = nil, scale: Double? = nil) -> Stage {
    // `image` views load their PNG files when the screens load.
    ImageDecoding.install()
    let timeline = Timeline(fps: fps ?? scene.fps)
    let screen = UIScreen(
      bounds: CGRect(x: 0, y: 0, width: scene.window.width, height: scene.window.height),
      scale: scale ?? scene.window.scale)
    let window = UIWindow(screen: screen)
    window.backgroundColor = UIColor(scene.window.background)
    var controllers: [String: ScreenViewController] = [:]
    for spec in scene.screens { controllers[spec.name] = ScreenViewController(spec) }
    func controller(_ name: String) -> ScreenViewController {
      guard let found = controllers[name] else {
        preconditionFailure("scene '\(scene.name)': screen '\(name)' passed validation but does not exist")
      }
      return found
    }
    let stage = Stage(name: scene.name, window: window, timeline: timeline, duration: scene.duration)
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
/// pops it starts use its Slide animator and interaction.
@MainActor
final class ScriptedNavigationDelegate: NSObject, UINavigationControllerDelegate {
  private var pending: [AnimatorSpec] = []
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
      return interactive?.navigationController(
        navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }
    let spec = pending.removeFirst()
    if spec.name == "interruptible", let interruptible {
      return interruptible.makeAnimator(for: operation, duration: spec.duration)
    }
    return AnimatorCatalogue.navigationAnimator(named: spec.name, operation: operation, duration: spec.duration)
  }
}

/// A screen of a scene file: a view controller whose root view holds the declared views.
@MainActor
final class ScreenViewController: UIViewController {
  let spec: ScreenSpec

  init(_ spec: ScreenSpec) {
    self.spec = spec
    super.init(nibName: nil, bundle: nil)
    title = spec.title
    if let symbol = spec.tabImage { tabBarItem.image = UIImage(systemName: symbol) }
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(spec.background)
    for child in spec.views { view.addSubview(Self.makeView(child) { viewsByID[$0] = $1 }) }
  }

  /// The screen's views that have an `id`, by id (filled when the view loads).
  private(set) var viewsByID: [String: UIView] = [:]

  /// The view for `spec` and its subviews; `register` receives each view that has an `id`.
  static func makeView(_ spec: ViewSpec, register: (String, UIView) -> Void = { _, _ in }) -> UIView {
    let view: UIView
    if let text = spec.label {
      let label = UILabel(frame: spec.frame)
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
      view = label
    } else if let image = spec.rendering.image {
      guard let loaded = UIImage(contentsOfFile: image.path) else {
        preconditionFailure("scene image '\(image.path)' could not be decoded as PNG")
      }
      let imageView = UIImageView(image: loaded)
      imageView.frame = spec.frame
      imageView.contentMode = image.contentMode
      view = imageView
    } else if let style = spec.rendering.blur {
      view = UIVisualEffectView(effect: UIBlurEffect(style: style))
      view.frame = spec.frame
    } else {
      view = UIView(frame: spec.frame)
    }
    view.backgroundColor = spec.background.map(UIColor.init)
    view.alpha = spec.alpha
    view.layer.cornerRadius = spec.cornerRadius
    view.layer.borderWidth = spec.borderWidth
    view.layer.borderColor = CGColor(spec.borderColor)
    view.clipsToBounds = spec.clipsToBounds
    view.isHidden = spec.isHidden
    applyRendering(spec.rendering, to: view)
    for child in spec.subviews { view.addSubview(makeView(child, register: register)) }
    if let id = spec.id { register(id, view) }
    return view
  }
}
