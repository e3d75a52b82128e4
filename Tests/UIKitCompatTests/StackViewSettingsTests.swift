import Testing
import UIKit

/// A settings screen as iOS code builds it: a vertical stack of rows (a fixed-height header, a
/// row that can collapse and a footer with two buttons side by side, equally wide), pinned to
/// the controller's view with anchors; `toggleDetails()` hides the middle row with animation,
/// the classic stack-view idiom.
final class SettingsViewController: UIViewController {
  let stackView = UIStackView()
  let header = UIView()
  let details = UIView()
  let footer = UIStackView()
  let cancel = UIView()
  let save = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    stackView.axis = .vertical
    stackView.alignment = .fill
    stackView.distribution = .fill
    stackView.spacing = 12
    stackView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stackView)

    header.backgroundColor = .systemBlue
    details.backgroundColor = .systemGreen
    footer.axis = .horizontal
    footer.distribution = .fillEqually
    footer.spacing = 8
    cancel.backgroundColor = .systemGray
    save.backgroundColor = .systemOrange
    footer.addArrangedSubview(cancel)
    footer.addArrangedSubview(save)
    [header, details, footer].forEach { stackView.addArrangedSubview($0) }
    stackView.setCustomSpacing(24, after: details)

    NSLayoutConstraint.activate([
      stackView.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      header.heightAnchor.constraint(equalToConstant: 60),
      details.heightAnchor.constraint(equalToConstant: 100),
      footer.heightAnchor.constraint(equalToConstant: 44),
    ])
  }

  func toggleDetails() {
    UIView.animate(withDuration: 0.3, delay: 0, options: [.curveLinear]) {
      self.details.isHidden.toggle()
      self.stackView.layoutIfNeeded()
    }
  }
}

@MainActor
@Suite("iOS-style UIStackView: a settings stack hides a row with animation (Swift 5 mode)")
struct StackViewSettingsTests {
  @Test func theStackLaysOutAndTheRowAnimatesClosed() {
    let controller = SettingsViewController()
    let bench = TestBench(root: controller)
    bench.run(to: 0.1)
    #expect(controller.stackView.frame == CGRect(x: 16, y: 20, width: 268, height: 60 + 12 + 100 + 24 + 44))
    #expect(controller.details.frame == CGRect(x: 0, y: 72, width: 268, height: 100))
    #expect(controller.footer.frame == CGRect(x: 0, y: 196, width: 268, height: 44))
    #expect(controller.cancel.frame == CGRect(x: 0, y: 0, width: 130, height: 44))
    #expect(controller.save.frame == CGRect(x: 138, y: 0, width: 130, height: 44))

    bench.at(0.2) { controller.toggleDetails() }
    bench.run(to: 0.2)
    #expect(controller.footer.frame.minY == 72, "the model is at the end at once")
    #expect(!controller.details.layer.isHidden, "still drawn while it closes")
    bench.run(to: 0.35)
    // Half-way: the footer's top is half-way from 196 to 72.
    #expect(close(controller.footer.layer.presentation()!.position.y - 22, 134))
    bench.run(to: 0.6)
    #expect(controller.details.isHidden && controller.details.layer.isHidden)
    #expect(controller.stackView.frame == CGRect(x: 16, y: 20, width: 268, height: 116))
  }
}
