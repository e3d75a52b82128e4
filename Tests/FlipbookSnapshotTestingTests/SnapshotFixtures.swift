import Foundation
import HeadlessUIKit

/// Small views, controllers and stages the snapshot tests render (small, so the committed PNGs
/// stay a few kilobytes).
@MainActor
enum SnapshotFixtures {
  /// A controller showing a card: a `cardColor` rectangle with a white strip, on grey.
  static func cardController(cardColor: UIColor = .systemBlue) -> UIViewController {
    let controller = UIViewController()
    controller.view.backgroundColor = .lightGray
    controller.view.addSubview(card(color: cardColor))
    return controller
  }

  /// A 100 × 60 pt card with a white strip at its top.
  static func card(color: UIColor = .systemBlue) -> UIView {
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
    card.backgroundColor = color
    card.layer.cornerRadius = 8
    let strip = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 12))
    strip.backgroundColor = .white
    card.addSubview(strip)
    return card
  }

  /// A 120 × 80 pt window at 1× whose navigation controller pushes a red controller over a blue
  /// one at 0.1 s (UIKit's default push), rendered for 0.7 s at 20 fps.
  static func pushStage() -> Stage {
    let timeline = Timeline(fps: 20)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 120, height: 80), scale: 1))
    let first = UIViewController()
    first.view.backgroundColor = .systemBlue
    let navigation = UINavigationController(rootViewController: first)
    navigation.isNavigationBarHidden = true
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let second = UIViewController()
    second.view.backgroundColor = .systemRed
    timeline.schedule(at: 0.1) { navigation.pushViewController(second, animated: true) }
    return Stage(name: "push", window: window, timeline: timeline, duration: 0.7)
  }
}
