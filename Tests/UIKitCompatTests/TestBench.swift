import UIKit

/// Test scaffolding: a 300 × 600 pt window at scale 1 on a 60 fps timeline.
@MainActor
final class TestBench {
  static let size = CGSize(width: 300, height: 600)
  let timeline = Timeline(fps: 60)
  let window = UIWindow(screen: UIScreen(bounds: CGRect(origin: .zero, size: TestBench.size), scale: 1))
  private var frame = 0

  init(root: UIViewController) {
    window.rootViewController = root
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: 0)
  }

  /// Ticks every frame up to `seconds`.
  func run(to seconds: Double) {
    let last = Int((seconds * 60).rounded())
    while frame < last {
      frame += 1
      timeline.advance(to: FrameIndex(frame))
    }
  }

  /// Runs `action` at `seconds`, on the frame of that time.
  func at(_ seconds: Double, _ action: @escaping () -> Void) {
    timeline.schedule(at: seconds, action)
  }
}

/// A plain controller named by its title.
func makeScreen(_ title: String, color: UIColor) -> UIViewController {
  let controller = UIViewController()
  controller.title = title
  controller.view.backgroundColor = color
  return controller
}

/// `a` and `b` agree to 1e-6.
func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }
