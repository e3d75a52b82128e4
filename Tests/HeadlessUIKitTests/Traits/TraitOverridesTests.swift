import Foundation
import Testing

@testable import HeadlessUIKit

/// iOS 17's `traitOverrides` on views and view controllers, merged down the hierarchy as UIKit
/// merges them, and `registerForTraitChanges(_:handler:)` firing for overridden traits.
@MainActor
@Suite("traitOverrides and registerForTraitChanges")
struct TraitOverridesTests {
  /// A window (390 × 844 iPhone) showing a controller with a child controller's view and a
  /// plain view inside it.
  static func rig() -> (
    window: UIWindow, root: UIViewController, child: UIViewController, leaf: UIView, timeline: Timeline
  ) {
    let timeline = Timeline(fps: 30)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3))
    let root = UIViewController()
    let child = UIViewController()
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    let leaf = UIView()
    child.view.addSubview(leaf)
    window.rootViewController = root
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: FrameIndex(0))
    return (window, root, child, leaf, timeline)
  }

  @Test func aWindowHasLightStyleAndTheLargeCategory() {
    let (window, root, _, leaf, _) = Self.rig()
    for traits in [window.traitCollection, root.traitCollection, leaf.traitCollection] {
      #expect(traits.userInterfaceStyle == .light)
      #expect(traits.preferredContentSizeCategory == .large)
    }
    #expect(UIView().traitCollection.userInterfaceStyle == .unspecified, "outside a window")
    #expect(UIContentSizeCategory.extraSmall < .large && UIContentSizeCategory.large < .accessibilityMedium)
    #expect(
      UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory
        && !UIContentSizeCategory.large.isAccessibilityCategory)
  }

  @Test func overridesMergeDownTheHierarchy() {
    let (window, root, child, leaf, _) = Self.rig()
    window.traitOverrides.userInterfaceStyle = .dark
    root.traitOverrides.horizontalSizeClass = .regular
    child.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
    leaf.traitOverrides.displayScale = 2
    leaf.traitOverrides.userInterfaceIdiom = .pad
    leaf.traitOverrides.verticalSizeClass = .compact
    #expect(
      root.traitOverrides.horizontalSizeClass == .regular && root.traitOverrides.verticalSizeClass == .unspecified)
    #expect(root.traitOverrides.contains(UITraitHorizontalSizeClass.self))
    #expect(!root.traitOverrides.contains(UITraitVerticalSizeClass.self))
    // The window's own traits carry its override.
    #expect(
      window.traitCollection.userInterfaceStyle == .dark && window.traitCollection.horizontalSizeClass == .compact)
    // The root controller and its view: the window's style, the controller's width.
    for traits in [root.traitCollection, root.view.traitCollection] {
      #expect(traits.userInterfaceStyle == .dark && traits.horizontalSizeClass == .regular)
      #expect(traits.preferredContentSizeCategory == .large)
    }
    // The child adds its category; the leaf its scale, idiom and height.
    #expect(child.view.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    #expect(child.view.traitCollection.horizontalSizeClass == .regular)
    let traits = leaf.traitCollection
    #expect(traits.userInterfaceStyle == .dark && traits.horizontalSizeClass == .regular)
    #expect(traits.preferredContentSizeCategory == .accessibilityLarge)
    #expect(traits.displayScale == 2 && traits.userInterfaceIdiom == .pad && traits.verticalSizeClass == .compact)
    // A nearer override wins; removing it inherits again.
    child.traitOverrides.horizontalSizeClass = .compact
    #expect(leaf.traitCollection.horizontalSizeClass == .compact)
    child.traitOverrides.remove(UITraitHorizontalSizeClass.self)
    #expect(leaf.traitCollection.horizontalSizeClass == .regular)
  }

  @Test func aRegularWidthOverrideWidensTheRootViewsSystemMargins() {
    let (_, root, _, _, timeline) = Self.rig()
    #expect(root.systemMinimumLayoutMargins.leading == 16)
    #expect(root.view.layoutMargins.left == 16)
    root.traitOverrides.horizontalSizeClass = .regular
    timeline.advance(to: FrameIndex(1))
    #expect(root.systemMinimumLayoutMargins.leading == 20)
    #expect(root.view.layoutMargins.left == 20)
  }

  @Test func handlersFireForOverriddenTraitsAtTheNextLayoutPass() {
    let (_, root, child, leaf, timeline) = Self.rig()
    var log: [String] = []
    root.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (controller: UIViewController, previous) in
      log.append("root style \(previous.userInterfaceStyle)→\(controller.traitCollection.userInterfaceStyle)")
    }
    leaf.registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self]) {
      (view: UIView, previous) in
      log.append("leaf \(previous.userInterfaceStyle)/\(previous.preferredContentSizeCategory)")
    }
    let sizeClass = leaf.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (view: UIView, _) in
      log.append("leaf width \(view.traitCollection.horizontalSizeClass)")
    }
    root.traitOverrides.userInterfaceStyle = .dark
    #expect(log.isEmpty, "delivered at the layout pass, as UIKit updates traits before layout")
    timeline.advance(to: FrameIndex(1))
    #expect(log == ["root style light→dark", "leaf light/\(UIContentSizeCategory.large)"])
    log = []
    child.traitOverrides.horizontalSizeClass = .regular
    child.view.updateTraitsIfNeeded()
    #expect(log == ["leaf width regular"], "only the handlers of the traits that changed")
    log = []
    leaf.unregisterForTraitChanges(sizeClass)
    child.traitOverrides.horizontalSizeClass = .compact
    child.traitOverrides.preferredContentSizeCategory = .small
    timeline.advance(to: FrameIndex(2))
    #expect(log == ["leaf dark/\(UIContentSizeCategory.large)"])
    log = []
    // Setting an override to the value already inherited changes nothing.
    leaf.traitOverrides.userInterfaceStyle = .dark
    timeline.advance(to: FrameIndex(3))
    #expect(log.isEmpty)
  }

  final class RecordingView: UIView {
    var log: [String] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      log.append("\(previousTraitCollection?.userInterfaceStyle ?? .unspecified)→\(traitCollection.userInterfaceStyle)")
    }
  }

  @Test func traitCollectionDidChangeRunsForViewsBelowAChangedOverride() {
    let (window, root, _, _, timeline) = Self.rig()
    let probe = RecordingView()
    root.view.addSubview(probe)
    let outside = RecordingView()
    window.addSubview(outside)
    root.traitOverrides.userInterfaceStyle = .dark
    timeline.advance(to: FrameIndex(1))
    #expect(probe.log == ["light→dark"])
    #expect(outside.log.isEmpty, "not below the controller")
  }

  @Test func aWindowResizeFiresSizeClassHandlers() {
    let (window, root, _, leaf, timeline) = Self.rig()
    var log: [String] = []
    leaf.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (view: UIView, previous) in
      log.append("\(previous.verticalSizeClass)→\(view.traitCollection.verticalSizeClass)")
    }
    root.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIViewController, _) in log.append("style") }
    window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    timeline.advance(to: FrameIndex(1))
    #expect(log == ["regular→compact"])
  }

  @Test func aLayoutDirectionOverrideOnAControllerFlipsItsConstraints() {
    let (_, root, _, _, timeline) = Self.rig()
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: root.view.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
    ])
    timeline.advance(to: FrameIndex(1))
    #expect(box.frame.minX == 10)
    root.traitOverrides.layoutDirection = .rightToLeft
    timeline.advance(to: FrameIndex(2))
    #expect(box.frame.maxX == 380)
    #expect(root.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }
}
