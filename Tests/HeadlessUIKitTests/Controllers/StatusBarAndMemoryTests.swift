import Foundation
import Testing

@testable import HeadlessUIKit

/// Status bar appearance resolution, memory warnings and the storyboard property.
@MainActor
@Suite("Status bar appearance, memory warnings, storyboard")
struct StatusBarAndMemoryTests {
  final class Styled: UIViewController {
    var style = UIStatusBarStyle.default
    var hidden = false
    var child: UIViewController?
    var warnings = 0
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
    override var childForStatusBarStyle: UIViewController? { child }
    override func didReceiveMemoryWarning() {
      super.didReceiveMemoryWarning()
      warnings += 1
    }
  }

  @Test func theStatusBarIsReadAgainOnlyWhenAskedOrOnAPresentation() {
    let root = Styled()
    let h = TransitionHarness(root: root)
    defer { h.stop() }
    #expect(UIApplication.shared.keyWindow === h.window)
    #expect(UIApplication.shared.statusBarStyle == .default)
    root.style = .lightContent
    root.hidden = true
    #expect(UIApplication.shared.statusBarStyle == .default, "not until setNeedsStatusBarAppearanceUpdate()")
    root.setNeedsStatusBarAppearanceUpdate()
    #expect(UIApplication.shared.statusBarStyle == .lightContent)
    #expect(UIApplication.shared.isStatusBarHidden)

    // A full-screen presentation hands the status bar to the presented controller.
    let presented = Styled()
    presented.style = .darkContent
    presented.modalPresentationStyle = .fullScreen
    root.present(presented, animated: true)
    h.run(to: 1)
    #expect(UIApplication.shared.statusBarStyle == .darkContent)
    #expect(!UIApplication.shared.isStatusBarHidden)
    presented.dismiss(animated: true)
    h.run(to: 2)
    #expect(UIApplication.shared.statusBarStyle == .lightContent)
  }

  @Test func aCustomPresentationCapturesTheStatusBarOnlyWhenItAsks() {
    let root = Styled()
    let h = TransitionHarness(root: root)
    defer { h.stop() }
    let presented = Styled()
    presented.style = .lightContent
    presented.modalPresentationStyle = .overCurrentContext
    root.present(presented, animated: false)
    h.run(to: 0.1)
    #expect(UIApplication.shared.statusBarStyle == .default)
    presented.modalPresentationCapturesStatusBarAppearance = true
    presented.setNeedsStatusBarAppearanceUpdate()
    #expect(UIApplication.shared.statusBarStyle == .lightContent)
  }

  @Test func childForStatusBarStyleDelegatesTheStyle() {
    let root = Styled()
    let child = Styled()
    child.style = .lightContent
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    root.child = child
    let h = TransitionHarness(root: root)
    defer { h.stop() }
    #expect(UIApplication.shared.statusBarStyle == .lightContent)
  }

  @Test func aMemoryWarningReachesEveryControllerAndPostsTheNotification() {
    let root = Styled()
    let child = Styled()
    root.addChild(child)
    child.didMove(toParent: root)
    let h = TransitionHarness(root: root)
    defer { h.stop() }
    let presented = Styled()
    root.present(presented, animated: false)
    h.run(to: 0.1)
    final class Count: @unchecked Sendable { var value = 0 }
    let posted = Count()
    let observer = NotificationCenter.default.addObserver(
      forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
    ) { _ in posted.value += 1 }
    defer { NotificationCenter.default.removeObserver(observer) }
    UIApplication.shared.sendMemoryWarning()
    #expect(posted.value == 1)
    #expect(root.warnings == 1)
    #expect(child.warnings == 1)
    #expect(presented.warnings == 1)
  }

  @Test func statusBarFrameIsTheTopSafeAreaUnlessHidden() {
    let root = Styled()
    let h = TransitionHarness(root: root, size: CGSize(width: 390, height: 844))
    defer { h.stop() }
    let top = h.window.screen.safeAreaInsets.top
    #expect(top > 0, "an iPhone 14-size screen has a status bar inset")
    #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: top))
    root.hidden = true
    root.setNeedsStatusBarAppearanceUpdate()
    #expect(UIApplication.shared.statusBarFrame == .zero)
  }

  @Test func storyboardIsNil() {
    #expect(UIViewController().storyboard == nil)
  }
}
