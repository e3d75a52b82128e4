import Foundation

@testable import HeadlessUIKit

/// A controller that records its containment callbacks in the transition trace, between its
/// appearance callbacks, as "B.willMove(toParent: nav)" / "B.didMove(toParent: nil)".
@MainActor
final class ContainedScreen: UIViewController {
  init(_ title: String, _ color: UIColor = .white) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
    view.backgroundColor = color
  }
  required init?(coder: NSCoder) { nil }

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    TransitionTrace.record(self, "willMove(toParent: \(parent.map(TransitionTrace.name(of:)) ?? "nil"))")
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    TransitionTrace.record(self, "didMove(toParent: \(parent.map(TransitionTrace.name(of:)) ?? "nil"))")
  }
}
