import Foundation
import Testing

@testable import HeadlessUIKit

/// A horizontal stack view at a fixed frame (`width` × 100, laid out by its frame) arranging
/// views with the given intrinsic sizes, laid out once.
@MainActor
func makeStack(
  width: CGFloat, height: CGFloat = 100, sizes: [CGSize], axis: NSLayoutConstraint.Axis = .horizontal,
  distribution: UIStackView.Distribution = .fill, alignment: UIStackView.Alignment = .fill, spacing: CGFloat = 10,
  configure: (UIStackView, [IntrinsicView]) -> Void = { _, _ in }
) -> (root: UIView, stack: UIStackView, views: [IntrinsicView]) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 800))
  let views = sizes.map { IntrinsicView($0.width, $0.height) }
  let stack = UIStackView(arrangedSubviews: views)
  stack.frame = CGRect(x: 0, y: 0, width: width, height: height)
  stack.axis = axis
  stack.distribution = distribution
  stack.alignment = alignment
  stack.spacing = spacing
  configure(stack, views)
  root.addSubview(stack)
  root.layoutIfNeeded()
  return (root, stack, views)
}

/// Intrinsic widths 40, 60, 80 and heights 20, 30, 40.
let threeSizes = [CGSize(width: 40, height: 20), CGSize(width: 60, height: 30), CGSize(width: 80, height: 40)]

@MainActor
@Suite("UIStackView: distributions, against frames worked out from UIKit's documentation")
struct StackViewDistributionTests {
  @Test func theStackViewMakesItsConstraintsAndArrangesItsSubviews() {
    let (_, stack, views) = makeStack(width: 320, sizes: threeSizes)
    #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == views.map(ObjectIdentifier.init))
    #expect(stack.subviews.count == 3)
    #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    #expect(stack.constraints.contains { $0.identifier == "UISV-canvas-connection" })
    #expect(stack.constraints.contains { $0.identifier == "UISV-spacing" && $0.constant == 10 })
  }

  @Test func fillGivesTheExtraLengthToTheLowestHuggingAndOfEqualOnesToTheFirst() {
    // 40 + 60 + 80 + 2 × 10 = 200 in 300: the 100 left go to the first view.
    let (_, _, views) = makeStack(width: 300, sizes: threeSizes)
    #expect(
      views.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 140, height: 100), CGRect(x: 150, y: 0, width: 60, height: 100),
        CGRect(x: 220, y: 0, width: 80, height: 100),
      ])
    let (_, _, hugged) = makeStack(width: 300, sizes: threeSizes) { _, views in
      views[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
    }
    #expect(hugged.map(\.frame.width) == [40, 160, 80])
  }

  @Test func fillCompressesTheLowestCompressionResistanceFirst() {
    // 200 in 150: 50 too many; the middle view resists least.
    let (_, _, views) = makeStack(width: 150, sizes: threeSizes) { _, views in
      views[1].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
    }
    #expect(views.map(\.frame.minX) == [0, 50, 70])
    #expect(views.map(\.frame.width) == [40, 10, 80])
  }

  @Test func fillEquallyMakesEveryViewTheSameLength() {
    // (320 − 20) / 3 = 100 each.
    let (_, _, views) = makeStack(width: 320, sizes: threeSizes, distribution: .fillEqually)
    #expect(views.map(\.frame.minX) == [0, 110, 220])
    #expect(views.map(\.frame.width) == [100, 100, 100])
  }

  @Test func fillProportionallySharesTheLengthByIntrinsicWidth() {
    // Intrinsic 30 : 60 : 90 of 380 − 20 = 360 → 60, 120, 180.
    let sizes = [CGSize(width: 30, height: 20), CGSize(width: 60, height: 20), CGSize(width: 90, height: 20)]
    let (_, _, views) = makeStack(width: 380, sizes: sizes, distribution: .fillProportionally)
    #expect(views.map(\.frame.minX) == [0, 70, 200])
    #expect(views.map(\.frame.width) == [60, 120, 180])
  }

  @Test func equalSpacingKeepsIntrinsicWidthsAndEqualGaps() {
    // 320 − 180 = 140 of gaps → 70 each.
    let (_, _, views) = makeStack(width: 320, sizes: threeSizes, distribution: .equalSpacing)
    #expect(views.map(\.frame.minX) == [0, 110, 240])
    #expect(views.map(\.frame.width) == [40, 60, 80])
    // Too narrow: the gaps shrink to the spacing (10), then the least resistant view gives way.
    let (_, _, narrow) = makeStack(width: 150, sizes: threeSizes, distribution: .equalSpacing) { _, views in
      views[2].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
    }
    #expect(narrow.map(\.frame.minX) == [0, 50, 120])
    #expect(narrow.map(\.frame.width) == [40, 60, 30])
  }

  @Test func equalCenteringSpacesTheCentresEqually() {
    // Centres 20 and 280 at the ends, so the middle one is centred at 150.
    let (_, _, views) = makeStack(width: 320, sizes: threeSizes, distribution: .equalCentering)
    #expect(views.map(\.frame.midX) == [20, 150, 280])
    #expect(views.map(\.frame.width) == [40, 60, 80])
  }

  @Test func equalSpacingDistributesWithSpacerGuides() throws {
    let (root, stack, views) = makeStack(width: 320, sizes: threeSizes, distribution: .equalSpacing)
    // One spacer per gap, among the stack view's layout guides, spanning the gaps (70 each).
    let spacers = stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }
    #expect(spacers.count == 2)
    #expect(
      spacers.map(\.layoutFrame) == [
        CGRect(x: 40, y: 0, width: 70, height: 100), CGRect(x: 170, y: 0, width: 70, height: 100),
      ])
    #expect(spacers.allSatisfy { $0.owningView === stack })
    let edges = stack.constraints.filter { $0.identifier == "UISV-distributing-edge" }
    #expect(edges.count == 4)
    #expect(edges.allSatisfy { $0.firstItem === spacers[0] || $0.firstItem === spacers[1] })
    let equal = try #require(stack.constraints.first { $0.identifier == "UISV-fill-equally" })
    #expect(equal.firstItem === spacers[1] && equal.secondItem === spacers[0] && equal.priority == .required)
    // Hiding a view leaves one gap: one spacer, the same guide kept.
    views[1].isHidden = true
    root.layoutIfNeeded()
    #expect(
      stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.map(ObjectIdentifier.init) == [
        ObjectIdentifier(spacers[0])
      ])
    #expect(spacers[1].owningView == nil)
    #expect(views.map(\.frame.minX) == [0, 40, 240])
    #expect(spacers[0].layoutFrame == CGRect(x: 40, y: 0, width: 200, height: 100))
    // Another distribution has none.
    stack.distribution = .fill
    root.layoutIfNeeded()
    #expect(!stack.layoutGuides.contains { $0.identifier == "UISV-distributing" })
  }

  @Test func equalCenteringSpacersRunBetweenTheCentres() {
    // The root is kept: a guide's solved frame is read from its hierarchy's engine.
    let (root, stack, views) = makeStack(width: 320, sizes: threeSizes, distribution: .equalCentering)
    let spacers = stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }
    #expect(
      spacers.map(\.layoutFrame) == [
        CGRect(x: 20, y: 0, width: 130, height: 100), CGRect(x: 150, y: 0, width: 130, height: 100),
      ])
    #expect(views.map(\.frame.midX) == [20, 150, 280])
    let equal = stack.constraints.filter { $0.identifier == "UISV-fill-equally" }
    #expect(equal.count == 1 && equal[0].priority == UILayoutPriority(999))
    #expect(root.subviews.count == 1)
  }

  @Test func customAndSystemSpacing() {
    #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
    #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
    let (root, stack, views) = makeStack(width: 320, sizes: threeSizes, distribution: .equalSpacing)
    #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
    stack.setCustomSpacing(30, after: views[0])
    #expect(stack.customSpacing(after: views[0]) == 30)
    stack.distribution = .fill
    stack.spacing = UIStackView.spacingUseSystem
    root.layoutIfNeeded()
    // 30 after the first view, the system spacing (8) after the second; the rest to the first view.
    #expect(views.map(\.frame.minX) == [0, 172, 240])
    #expect(views[0].frame.width == 142)
    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
    root.layoutIfNeeded()
    #expect(views[0].frame.width == 164)
  }

  @Test func aVerticalStackViewPinnedAtTheTopGrowsToItsContent() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let views = threeSizes.map { IntrinsicView($0.width, $0.height) }
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.spacing = 5
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    // Height 20 + 30 + 40 + 2 × 5; width the widest view (fill alignment).
    #expect(stack.frame == CGRect(x: 20, y: 10, width: 80, height: 100))
    #expect(views.map(\.frame.minY) == [0, 25, 60])
    #expect(views.allSatisfy { $0.frame.width == 80 })
    #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 80, height: 100))
  }

  @Test func arrangedSubviewsComeAndGo() {
    let (root, stack, views) = makeStack(width: 320, sizes: threeSizes, distribution: .fillEqually)
    stack.removeArrangedSubview(views[1])
    #expect(stack.arrangedSubviews.count == 2)
    #expect(views[1].superview === stack, "removeArrangedSubview keeps the subview, as in UIKit")
    views[1].removeFromSuperview()
    root.layoutIfNeeded()
    #expect(views[0].frame.width == 155 && views[2].frame.minX == 165)
    stack.insertArrangedSubview(views[1], at: 0)
    root.layoutIfNeeded()
    #expect(stack.arrangedSubviews.first === views[1])
    #expect(views[1].frame.minX == 0 && views[0].frame.minX == 110)
    views[2].removeFromSuperview()
    #expect(stack.arrangedSubviews.count == 2, "removing from the superview removes it from the arrangement")
  }

  @Test func layoutMarginsRelativeArrangementArrangesInsideTheMargins() {
    // 360 wide with 20-point side margins: 320 inside, 100 per view; 10-point top and bottom.
    let (root, stack, views) = makeStack(width: 360, sizes: threeSizes, distribution: .fillEqually) { stack, _ in
      stack.isLayoutMarginsRelativeArrangement = true
      stack.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    }
    #expect(views.map(\.frame.minX) == [20, 130, 240])
    #expect(views.allSatisfy { $0.frame.minY == 10 && $0.frame.height == 80 && $0.frame.width == 100 })
    stack.isLayoutMarginsRelativeArrangement = false
    root.layoutIfNeeded()
    // The whole 360 again: (360 − 20) / 3 each.
    #expect(views[0].frame.minX == 0 && views[2].frame.maxX == 360 && views[0].frame.minY == 0)
  }
}
