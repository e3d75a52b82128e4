import Foundation
import Testing

@testable import HeadlessUIKit

/// A 400 × 800 root laid out right to left (`.forceRightToLeft`, no window) with two
/// constraint-laid-out children 100 × 50.
@MainActor
private func makeRightToLeftRoot() -> (root: UIView, a: UIView, b: UIView) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  root.semanticContentAttribute = .forceRightToLeft
  let a = UIView()
  let b = UIView()
  for view in [a, b] {
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([
      view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 50),
      view.topAnchor.constraint(equalTo: root.topAnchor),
    ])
  }
  return (root, a, b)
}

/// Records the layout direction of the traits each `traitCollectionDidChange(_:)` replaced.
private final class TraitRecordingView: UIView {
  var previousDirections: [UITraitEnvironmentLayoutDirection?] = []
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    previousDirections.append(previousTraitCollection?.layoutDirection)
  }
}

@MainActor
@Suite("Auto Layout: right-to-left layout")
struct RightToLeftLayoutTests {
  @Test func semanticContentAttributesResolveAsUIKitDocumentsThem() {
    let table: [(UISemanticContentAttribute, UIUserInterfaceLayoutDirection, UIUserInterfaceLayoutDirection)] = [
      (.unspecified, .leftToRight, .rightToLeft), (.playback, .leftToRight, .leftToRight),
      (.spatial, .leftToRight, .leftToRight), (.forceLeftToRight, .leftToRight, .leftToRight),
      (.forceRightToLeft, .rightToLeft, .rightToLeft),
    ]
    for (attribute, inLeftToRight, inRightToLeft) in table {
      #expect(UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight) == inLeftToRight)
      #expect(UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: .rightToLeft) == inRightToLeft)
      // The application is left to right (no localizations).
      #expect(UIView.userInterfaceLayoutDirection(for: attribute) == inLeftToRight)
    }
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
    #expect(UIView().semanticContentAttribute == .unspecified)
    #expect(UISemanticContentAttribute.forceRightToLeft.rawValue == 4)
    #expect(UITraitEnvironmentLayoutDirection.unspecified.rawValue == -1)
  }

  @Test func theWindowsTraitOverrideReachesEveryViewAndIsAnnounced() {
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2))
    let content = TraitRecordingView(frame: window.bounds)
    let playback = UIView()
    playback.semanticContentAttribute = .playback
    window.addSubview(content)
    content.addSubview(playback)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(content.traitCollection.layoutDirection == .leftToRight)
    #expect(UIView().traitCollection.layoutDirection == .unspecified, "outside a window")
    #expect(window.traitOverrides.layoutDirection == .unspecified, "not overridden")

    window.traitOverrides.layoutDirection = .rightToLeft
    #expect(window.traitOverrides.layoutDirection == .rightToLeft)
    #expect(content.traitCollection.layoutDirection == .rightToLeft)
    #expect(content.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(playback.traitCollection.layoutDirection == .rightToLeft)
    #expect(playback.effectiveUserInterfaceLayoutDirection == .leftToRight, "playback controls never flip")
    #expect(content.traitCollection.containsTraits(in: UITraitCollection(layoutDirection: .rightToLeft)))
    #expect(!content.traitCollection.containsTraits(in: UITraitCollection(layoutDirection: .leftToRight)))
    window.layoutIfNeeded()
    #expect(content.previousDirections == [.leftToRight], "told once, with the previous traits")
  }

  @Test func leadingAndTrailingAnchorsMirrorInARightToLeftView() {
    let (root, a, b) = makeRightToLeftRoot()
    #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
    ])
    root.layoutIfNeeded()
    // Leading is the right edge, and a positive constant moves towards the trailing (left) side.
    #expect(a.frame == CGRect(x: 280, y: 0, width: 100, height: 50))
    #expect(b.frame == CGRect(x: 172, y: 0, width: 100, height: 50))
  }

  @Test func aTrailingConstantAndMultiplierMirrorTooAndLeftStaysLeft() {
    let (root, a, b) = makeRightToLeftRoot()
    NSLayoutConstraint.activate([
      a.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
      b.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    #expect(a.frame.minX == 30, "trailing − 30: 30 pt inside the left (trailing) edge")
    #expect(b.frame.minX == 20, "left is left in every direction")

    // UIKit mirrors the coordinate, not the view: trailing == 0.8 × the superview's trailing is
    // 0.8 × its left edge (0), the known right-to-left surprise of proportional constraints.
    let (root2, c, _) = makeRightToLeftRoot()
    NSLayoutConstraint(
      item: c, attribute: .trailing, relatedBy: .equal, toItem: root2, attribute: .trailing, multiplier: 0.8,
      constant: 0
    ).isActive = true
    root2.layoutIfNeeded()
    #expect(c.frame.minX == 0)
  }

  @Test func changingTheDirectionLaysOutAgain() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let a = UIView()
    a.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(a)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 50),
      a.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutIfNeeded()
    #expect(a.frame.minX == 20)
    root.semanticContentAttribute = .forceRightToLeft
    root.layoutIfNeeded()
    #expect(a.frame.minX == 280)
    root.semanticContentAttribute = .forceLeftToRight
    root.layoutIfNeeded()
    #expect(a.frame.minX == 20)
  }

  @Test func directionalMarginsMapLeadingToTheRight() {
    let (root, a, _) = makeRightToLeftRoot()
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 40)
    #expect(root.layoutMargins == UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 10))
    a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor).isActive = true
    root.layoutIfNeeded()
    #expect(a.frame.maxX == 390)
    #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 40, y: 0, width: 350, height: 800))
    root.layoutMargins = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 15)
    #expect(root.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 15, bottom: 0, trailing: 5))
  }

  @Test func aHorizontalStackViewArrangesRightToLeft() {
    // 40 + 60 + 80 + 2 × 10 = 200 in 300: the first view takes the 100 left, from the right edge.
    let (_, _, views) = makeStack(width: 300, sizes: threeSizes) { stack, _ in
      stack.semanticContentAttribute = .forceRightToLeft
    }
    #expect(views.map(\.frame.minX) == [160, 90, 0])
    #expect(views.map(\.frame.width) == [140, 60, 80])
    // Equal spacing: 120 left over 300 − 180, two gaps of 60.
    let (_, _, spaced) = makeStack(width: 300, sizes: threeSizes, distribution: .equalSpacing) { stack, _ in
      stack.semanticContentAttribute = .forceRightToLeft
    }
    #expect(spaced.map(\.frame.minX) == [260, 140, 0])
    // A vertical stack's leading alignment is its right edge.
    let (_, _, column) = makeStack(
      width: 300, height: 300, sizes: threeSizes, axis: .vertical, alignment: .leading
    ) { stack, _ in stack.semanticContentAttribute = .forceRightToLeft }
    #expect(column.map(\.frame.maxX) == [300, 300, 300])
  }

  @Test func theVisualFormatLanguageRunsLeadingToTrailingByDefault() {
    let (root, a, b) = makeRightToLeftRoot()
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(withVisualFormat: "|-10-[a]-[b]", metrics: nil, views: ["a": a, "b": b]))
    root.layoutIfNeeded()
    #expect(a.frame.maxX == 390 && b.frame.maxX == 282)
    let (root2, c, d) = makeRightToLeftRoot()
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "|-10-[c]-[d]", options: .directionLeftToRight, metrics: nil, views: ["c": c, "d": d]))
    root2.layoutIfNeeded()
    #expect(c.frame.minX == 10 && d.frame.minX == 118)
  }

  @Test func aConstraintResolvesInTheDirectionOfTheViewArrangingIt() {
    // The superview is right to left, its parent left to right: a child pinned to its
    // superview's leading edge sits at the superview's right edge.
    let outer = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let (root, a, _) = makeRightToLeftRoot()
    root.frame = CGRect(x: 50, y: 0, width: 300, height: 800)
    outer.addSubview(root)
    a.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    outer.layoutIfNeeded()
    #expect(a.frame.maxX == 300)
    #expect(outer.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }
}
