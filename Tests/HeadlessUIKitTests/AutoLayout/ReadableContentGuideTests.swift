import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("Auto Layout: readableContentGuide")
struct ReadableContentGuideTests {
  /// A `width` × 600 root (no window: 8 pt margins) with a child pinned to the readable guide's
  /// edges.
  private func layOut(width: CGFloat) -> (root: UIView, child: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 600))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let guide = root.readableContentGuide
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      child.topAnchor.constraint(equalTo: guide.topAnchor), child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    return (root, child)
  }

  @Test func aWideViewsGuideIsTheReadableWidthCentredInTheMargins() {
    // 1000 − 2 × 8 = 984 between the margins; 672 readable, (984 − 672) / 2 = 156 more each side.
    let (root, child) = layOut(width: 1000)
    #expect(child.frame == CGRect(x: 164, y: 8, width: 672, height: 584))
    #expect(root.readableContentGuide.layoutFrame == child.frame)
    #expect(root.readableContentGuide.identifier == "UIViewReadableContentGuide")
    #expect(root.readableContentGuide.owningView === root)
    #expect(root.layoutGuides.contains { $0 === root.readableContentGuide })
  }

  @Test func aNarrowViewsGuideIsItsMargins() {
    let (root, child) = layOut(width: 390)
    #expect(child.frame == CGRect(x: 8, y: 8, width: 374, height: 584))
    #expect(root.readableContentGuide.layoutFrame == root.layoutMarginsGuide.layoutFrame)
  }

  @Test func theGuideFollowsTheViewsWidth() {
    let (root, child) = layOut(width: 1000)
    root.frame = CGRect(x: 0, y: 0, width: 600, height: 600)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 8, y: 8, width: 584, height: 584))
    root.frame = CGRect(x: 0, y: 0, width: 1200, height: 600)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 264, y: 8, width: 672, height: 584))
  }

  @Test func anIPadControllersViewInLandscape() {
    // Use Your Loaf's measurement on an iPad in landscape: 1024 pt wide, 20 pt margins (a
    // regular width), the guide 672 pt wide and inset 176 pt from each edge.
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 1024, height: 768), scale: 2))
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let view = controller.view!
    let label = UIView()
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
      label.topAnchor.constraint(equalTo: view.readableContentGuide.topAnchor),
      label.heightAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    #expect(view.layoutMargins.left == 20 && view.layoutMargins.right == 20)
    #expect(label.frame.minX == 176 && label.frame.width == 672)
    #expect(label.frame.minY == view.layoutMargins.top)
  }

  @Test func rightToLeftTheGuideStaysCentred() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 600))
    root.semanticContentAttribute = .forceRightToLeft
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0)
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
      child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
      child.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // Margins: right 40 (leading), left 0: 960 between them, (960 − 672) / 2 = 144 more each side;
    // the guide's leading edge is its right edge, 40 + 144 from the view's right edge.
    #expect(child.frame.maxX == 816)
  }
}
