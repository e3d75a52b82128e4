import Foundation
import Testing

@testable import HeadlessUIKit

/// A window turned to landscape reports an iPhone's landscape safe area, as iOS does.
@MainActor
@Suite("Safe area in landscape")
struct LandscapeSafeAreaTests {
  @Test func aFaceIDPhoneInLandscapeInsetsBothSidesAndTheHomeIndicator() {
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
    #expect(
      screen.safeAreaInsets(forWindowSize: CGSize(width: 390, height: 844))
        == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(
      screen.safeAreaInsets(forWindowSize: CGSize(width: 844, height: 390))
        == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    let dynamicIsland = UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)
    #expect(
      dynamicIsland.safeAreaInsets(forWindowSize: CGSize(width: 852, height: 393))
        == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
  }

  @Test func aHomeButtonPhoneInLandscapeHasNoInsets() {
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2)
    #expect(screen.safeAreaInsets(forWindowSize: CGSize(width: 667, height: 375)) == .zero)
    #expect(
      screen.safeAreaInsets(forWindowSize: CGSize(width: 375, height: 667))
        == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
  }

  @Test func aWindowOfAnotherSizeKeepsTheScreensInsets() {
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
    #expect(screen.safeAreaInsets(forWindowSize: CGSize(width: 300, height: 500)) == screen.safeAreaInsets)
  }

  @Test func aTurnedWindowsRootViewAndStatusBarFollow() {
    let root = UIViewController()
    let h = TransitionHarness(root: root, size: CGSize(width: 390, height: 844))
    defer { h.stop() }
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(UIApplication.shared.statusBarFrame.height == 47)
    h.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    h.run(to: 0.1)
    #expect(h.window.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(UIApplication.shared.statusBarFrame.height == 0, "an iPhone hides the status bar in landscape")
  }
}
