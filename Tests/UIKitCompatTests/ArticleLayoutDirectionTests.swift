import Testing
import UIKit

/// An article screen as iOS code writes it for every language: a byline (an avatar, then the
/// author's name at the system spacing) runs from the leading margin, the body keeps to the
/// readable content guide, and the controller reads the effective layout direction to point a
/// chevron the reading way.
final class ArticleViewController: UIViewController {
  let avatar = UIView()
  let name = UIView()
  let body = UIView()
  private(set) var chevronPointsRight = true

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [avatar, name, body] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      avatar.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      avatar.widthAnchor.constraint(equalToConstant: 40),
      avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
      name.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1),
      name.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
      name.widthAnchor.constraint(equalToConstant: 120),
      name.heightAnchor.constraint(equalToConstant: 20),
      body.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 16),
      body.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
      body.heightAnchor.constraint(equalToConstant: 200),
    ])
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    chevronPointsRight = view.effectiveUserInterfaceLayoutDirection == .leftToRight
  }
}

@MainActor
@Suite("iOS-style right-to-left layout and readable content guide (Swift 5 mode)")
struct ArticleLayoutDirectionTests {
  @Test func theBylineFollowsTheLayoutDirectionAndTheBodyTheReadableGuide() {
    let controller = ArticleViewController()
    let bench = TestBench(root: controller)
    bench.run(to: 0.1)
    let top = controller.view.safeAreaInsets.top
    // 300 pt wide, 16 pt margins: the avatar at the left margin, the name 8 pt after it; the
    // readable guide of a narrow view is its margins.
    #expect(controller.avatar.frame == CGRect(x: 16, y: top + 20, width: 40, height: 40))
    #expect(controller.name.frame == CGRect(x: 64, y: top + 30, width: 120, height: 20))
    #expect(controller.body.frame == CGRect(x: 16, y: top + 76, width: 268, height: 200))
    #expect(controller.chevronPointsRight)

    if #available(iOS 17.0, *) {
      bench.window.traitOverrides.layoutDirection = .rightToLeft
    }
    bench.run(to: 0.2)
    #expect(controller.traitCollection.layoutDirection == .rightToLeft)
    #expect(controller.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    // Mirrored: the avatar at the right margin, the name to its left.
    #expect(controller.avatar.frame == CGRect(x: 244, y: top + 20, width: 40, height: 40))
    #expect(controller.name.frame == CGRect(x: 116, y: top + 30, width: 120, height: 20))
    #expect(controller.body.frame == CGRect(x: 16, y: top + 76, width: 268, height: 200))
    #expect(!controller.chevronPointsRight)
    #expect(UIView.userInterfaceLayoutDirection(for: controller.view.semanticContentAttribute) == .leftToRight)
  }
}
