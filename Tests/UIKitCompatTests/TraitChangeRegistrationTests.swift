import Testing
import UIKit

/// A profile card as iOS 17 code writes it: a stack view that lays its avatar and name side by
/// side in a regular width and stacks them in a compact one, and a background that follows the
/// interface style, both updated from `registerForTraitChanges(_:handler:)`.
final class ProfileCardViewController: UIViewController {
  let stack = UIStackView()
  let avatar = UIView()
  let name = UIView()
  private(set) var styleChanges: [UIUserInterfaceStyle] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.spacing = 8
    stack.alignment = .leading
    stack.addArrangedSubview(avatar)
    stack.addArrangedSubview(name)
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      avatar.widthAnchor.constraint(equalToConstant: 40),
      avatar.heightAnchor.constraint(equalToConstant: 40),
      name.widthAnchor.constraint(equalToConstant: 100),
      name.heightAnchor.constraint(equalToConstant: 20),
    ])
    if #available(iOS 17.0, *) {
      registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, _: UITraitCollection) in
        self.updateAxis()
      }
      registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
        (controller: ProfileCardViewController, previous: UITraitCollection) in
        controller.styleChanges.append(previous.userInterfaceStyle)
        controller.view.backgroundColor = controller.traitCollection.userInterfaceStyle == .dark ? .black : .white
      }
    }
    updateAxis()
  }

  private func updateAxis() {
    stack.axis = traitCollection.horizontalSizeClass == .regular ? .horizontal : .vertical
  }
}

@MainActor
@Suite("iOS 17 trait overrides and trait change registrations (Swift 5 mode)")
struct TraitChangeRegistrationTests {
  @Test func theCardAdaptsToOverriddenTraits() {
    let controller = ProfileCardViewController()
    let bench = TestBench(root: controller)
    bench.run(to: 0.1)
    #expect(controller.stack.axis == .vertical, "a 300 pt window is compact")
    #expect(controller.name.frame.minY == 48)

    if #available(iOS 17.0, *) {
      controller.traitOverrides.horizontalSizeClass = .regular
      controller.traitOverrides.userInterfaceStyle = .dark
    }
    bench.run(to: 0.2)
    #expect(controller.traitCollection.horizontalSizeClass == .regular)
    #expect(controller.stack.axis == .horizontal)
    #expect(controller.name.frame.minX == 48 && controller.name.frame.minY == 0)
    // A regular width gives the root view 20 pt system margins.
    #expect(controller.stack.frame.minX == 20)
    #expect(controller.styleChanges == [.light])
    #expect(controller.view.backgroundColor == .black)

    if #available(iOS 17.0, *) {
      controller.traitOverrides.remove(UITraitUserInterfaceStyle.self)
    }
    bench.run(to: 0.3)
    #expect(controller.styleChanges == [.light, .dark])
    #expect(controller.view.backgroundColor == .white)
  }
}
