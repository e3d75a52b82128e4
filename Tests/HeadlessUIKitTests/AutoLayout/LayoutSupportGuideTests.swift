import Foundation
import Testing

@testable import HeadlessUIKit

/// A view controller's `topLayoutGuide` and `bottomLayoutGuide` (UIKit's pre-iOS 11
/// `UILayoutSupport` guides), which code written before the safe area still pins content to.
@MainActor
@Suite("Auto Layout: topLayoutGuide and bottomLayoutGuide")
struct LayoutSupportGuideTests {
  @Test func guidesSpanTheBarsAndContentPinnedToThemFollowsTheBars() {
    // An iPhone 14 window (390 × 844 pt, insets 47/34) with a navigation controller.
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2))
    let content = UIViewController()
    let nav = UINavigationController(rootViewController: content)
    window.rootViewController = nav
    window.makeKeyAndVisible()
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    content.view.addSubview(card)
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: content.topLayoutGuide.bottomAnchor, constant: 8),
      card.bottomAnchor.constraint(equalTo: content.bottomLayoutGuide.topAnchor),
      card.leadingAnchor.constraint(equalTo: content.view.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: content.view.trailingAnchor),
    ])
    window.layoutIfNeeded()
    // Status bar 47 + navigation bar 44 above; the home indicator's 34 below.
    #expect(content.topLayoutGuide.length == 91)
    #expect(content.bottomLayoutGuide.length == 34)
    #expect(content.topLayoutGuide === content.topLayoutGuide)
    #expect(card.frame == CGRect(x: 0, y: 99, width: 390, height: 711))

    nav.isNavigationBarHidden = true
    window.layoutIfNeeded()
    #expect(content.topLayoutGuide.length == 47)
    #expect(card.frame == CGRect(x: 0, y: 55, width: 390, height: 755))
  }

  @Test func guidesAreAmongTheViewsLayoutGuides() {
    let controller = UIViewController()
    let top = controller.topLayoutGuide
    let bottom = controller.bottomLayoutGuide
    let guides = controller.view.layoutGuides
    #expect(guides.contains { $0 === top } && guides.contains { $0 === bottom })
    #expect(guides.count == 2)
  }
}
