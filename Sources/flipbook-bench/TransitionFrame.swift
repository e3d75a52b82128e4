import Foundation
import Graphics
import HeadlessUIKit

/// A typical mid-transition frame: UIKit's navigation push half way, between two screens of
/// 20 cells with text, each under a blurred bar, with the push's edge shadow and dimming.
@MainActor
enum TransitionFrame {
  /// A screen of 20 labelled cells under a blurred top bar.
  final class ListController: UIViewController {
    let name: String
    init(name: String) {
      self.name = name
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      for row in 0..<20 {
        let cell = UIView(frame: CGRect(x: 0, y: 100 + Double(row) * 37, width: 390, height: 36))
        cell.backgroundColor = row % 2 == 0 ? UIColor(white: 0.97, alpha: 1) : .white
        let label = UILabel(frame: CGRect(x: 16, y: 8, width: 300, height: 20))
        label.text = "\(name) row \(row + 1) — subtitle text"
        label.font = .systemFont(ofSize: 15)
        cell.addSubview(label)
        view.addSubview(cell)
      }
      let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
      bar.frame = CGRect(x: 0, y: 0, width: 390, height: 96)
      view.addSubview(bar)
    }
  }

  /// The display list half way through the push at `scale`; with `effects == false` its
  /// shadows and backdrop blurs are left out.
  static func displayList(scale: CGFloat, effects: Bool) -> DisplayList {
    let timeline = Timeline(fps: 60)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: scale))
    let navigation = UINavigationController(rootViewController: ListController(name: "Inbox"))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: 0)
    navigation.pushViewController(ListController(name: "Message"), animated: true)
    for frame in 1...6 { timeline.advance(to: FrameIndex(frame)) }
    var list = window.makeDisplayList()
    if !effects {
      list.items.removeAll {
        switch $0 {
        case .shadow, .backdropBlur: return true
        default: return false
        }
      }
    }
    return list
  }
}
