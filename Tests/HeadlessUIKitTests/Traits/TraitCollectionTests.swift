import Foundation
import Testing

@testable import HeadlessUIKit

/// Size classes, idiom and scale derived from the window as iOS derives them, and
/// `traitCollectionDidChange(_:)` when a window is resized across a size-class boundary.
@MainActor
@Suite("UITraitCollection: size classes from window sizes and trait-change callbacks")
struct TraitCollectionTests {
  static func traits(_ width: CGFloat, _ height: CGFloat, screen: CGSize? = nil, scale: CGFloat = 3)
    -> UITraitCollection
  {
    let screenSize = screen ?? CGSize(width: width, height: height)
    return UITraitCollection(
      windowSize: CGSize(width: width, height: height),
      screen: UIScreen(bounds: CGRect(origin: .zero, size: screenSize), scale: scale))
  }

  @Test(arguments: [
    // iPhones in portrait: compact width, regular height.
    (
      CGSize(width: 390, height: 844), UIUserInterfaceIdiom.phone, UIUserInterfaceSizeClass.compact,
      UIUserInterfaceSizeClass.regular
    ),
    (CGSize(width: 440, height: 956), .phone, .compact, .regular),
    (CGSize(width: 320, height: 568), .phone, .compact, .regular),
    // iPhones in landscape: compact height; regular width only on the Plus/Max phones.
    (CGSize(width: 844, height: 390), .phone, .compact, .compact),
    (CGSize(width: 874, height: 402), .phone, .compact, .compact),
    (CGSize(width: 896, height: 414), .phone, .regular, .compact),
    (CGSize(width: 932, height: 430), .phone, .regular, .compact),
    (CGSize(width: 736, height: 414), .phone, .regular, .compact),
    // iPads in full screen, either orientation: regular/regular.
    (CGSize(width: 820, height: 1180), .pad, .regular, .regular),
    (CGSize(width: 1180, height: 820), .pad, .regular, .regular),
    (CGSize(width: 744, height: 1133), .pad, .regular, .regular),
    (CGSize(width: 1024, height: 1366), .pad, .regular, .regular),
  ])
  func fullScreenWindows(
    size: CGSize, idiom: UIUserInterfaceIdiom, horizontal: UIUserInterfaceSizeClass,
    vertical: UIUserInterfaceSizeClass
  ) {
    let traits = Self.traits(size.width, size.height)
    #expect(traits.userInterfaceIdiom == idiom)
    #expect(traits.horizontalSizeClass == horizontal)
    #expect(traits.verticalSizeClass == vertical)
    #expect(traits.displayScale == 3)
  }

  @Test func iPadWindowsNarrowerThan600PointsAreCompact() {
    let ipad = CGSize(width: 1024, height: 1366)
    #expect(Self.traits(320, 1366, screen: ipad).horizontalSizeClass == .compact, "Slide Over")
    #expect(Self.traits(507, 1366, screen: ipad).horizontalSizeClass == .compact, "a narrow split")
    #expect(Self.traits(678, 1366, screen: ipad).horizontalSizeClass == .regular, "the 12.9-inch half split")
    #expect(Self.traits(320, 1366, screen: ipad).verticalSizeClass == .regular)
  }

  @Test func viewsAndControllersReadTheirWindowsTraits() {
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 820, height: 1180), scale: 2))
    let root = UIViewController()
    let loose = UIView()
    #expect(loose.traitCollection == UITraitCollection(), "outside a window: unspecified")
    #expect(root.traitCollection.horizontalSizeClass == .unspecified)
    window.rootViewController = root
    window.makeKeyAndVisible()
    let child = UIView()
    root.view.addSubview(child)
    for environment in [window.traitCollection, root.traitCollection, child.traitCollection] {
      #expect(environment.horizontalSizeClass == .regular && environment.verticalSizeClass == .regular)
      #expect(environment.userInterfaceIdiom == .pad && environment.displayScale == 2)
    }
    #expect(root.traitCollection.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
    #expect(!root.traitCollection.containsTraits(in: UITraitCollection(verticalSizeClass: .compact)))
  }

  final class Recorder: UIViewController {
    var log: [String] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      log.append("controller \(previousTraitCollection!.verticalSizeClass)→\(traitCollection.verticalSizeClass)")
    }
  }
  final class RecordingView: UIView {
    var onChange: (UITraitCollection?) -> Void = { _ in }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      onChange(previousTraitCollection)
    }
  }

  @Test func resizingTheWindowAcrossASizeClassAnnouncesTheChangeOnce() {
    let timeline = Timeline(fps: 30)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3))
    let root = Recorder()
    let probe = RecordingView()
    root.view.addSubview(probe)
    probe.onChange = { previous in root.log.append("view \(previous!.verticalSizeClass)") }
    window.rootViewController = root
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: FrameIndex(0))
    #expect(root.log.isEmpty, "the first traits are not announced")
    window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    timeline.advance(to: FrameIndex(1))
    #expect(root.log == ["controller regular→compact", "view regular"], "controller before its views")
    #expect(root.view.frame.size == CGSize(width: 844, height: 390))
    window.frame = CGRect(x: 0, y: 0, width: 800, height: 390)
    timeline.advance(to: FrameIndex(2))
    #expect(root.log.count == 2, "same size classes: nothing announced")
  }
}
