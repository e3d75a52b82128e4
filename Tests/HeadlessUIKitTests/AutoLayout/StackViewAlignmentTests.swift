import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("UIStackView: alignments, against frames worked out from UIKit's documentation")
struct StackViewAlignmentTests {
  /// Horizontal, 320 × 100, fillEqually (each 100 wide), intrinsic heights 20, 30, 40.
  static func minYs(_ alignment: UIStackView.Alignment) -> (minY: [CGFloat], height: [CGFloat]) {
    let (_, _, views) = makeStack(width: 320, sizes: threeSizes, distribution: .fillEqually, alignment: alignment)
    #expect(views.map(\.frame.width) == [100, 100, 100])
    return (views.map(\.frame.minY), views.map(\.frame.height))
  }

  @Test func horizontalAlignments() {
    #expect(Self.minYs(.fill) == ([0, 0, 0], [100, 100, 100]))
    #expect(Self.minYs(.top) == ([0, 0, 0], [20, 30, 40]))
    #expect(Self.minYs(.center) == ([40, 35, 30], [20, 30, 40]))
    #expect(Self.minYs(.bottom) == ([80, 70, 60], [20, 30, 40]))
    // Views without text: the baseline is the bottom edge; the group sits at the top.
    #expect(Self.minYs(.firstBaseline) == ([20, 10, 0], [20, 30, 40]))
    #expect(Self.minYs(.lastBaseline) == ([20, 10, 0], [20, 30, 40]))
    #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
  }

  @Test func verticalAlignmentsAndFill() {
    func frames(_ alignment: UIStackView.Alignment) -> [CGRect] {
      makeStack(width: 200, height: 300, sizes: threeSizes, axis: .vertical, alignment: alignment).views.map(\.frame)
    }
    // Heights 20 + 30 + 40 + 2 × 10 = 110 of 300: the first view takes the 190 left.
    #expect(frames(.fill).map(\.minY) == [0, 220, 260])
    #expect(frames(.fill).map(\.height) == [210, 30, 40])
    #expect(frames(.fill).map(\.width) == [200, 200, 200])
    #expect(frames(.leading).map(\.minX) == [0, 0, 0])
    #expect(frames(.center).map(\.minX) == [80, 70, 60])
    #expect(frames(.trailing).map(\.minX) == [160, 140, 120])
    #expect(frames(.trailing).map(\.width) == [40, 60, 80])
  }

  @Test func labelsAlignTheirFirstBaselines() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let small = UILabel()
    small.text = "small"
    small.font = .systemFont(ofSize: 10)
    let large = UILabel()
    large.text = "Large"
    large.font = .systemFont(ofSize: 30)
    let stack = UIStackView(arrangedSubviews: [small, large])
    stack.alignment = .firstBaseline
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      small.heightAnchor.constraint(equalToConstant: 12), large.heightAnchor.constraint(equalToConstant: 36),
      small.widthAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    // One line centred in each label: baseline = midY − 1.164 × size / 2 + 0.928 × size.
    func baseline(_ label: UILabel) -> CGFloat {
      label.frame.midY - 1.164 * label.font.pointSize / 2 + 0.928 * label.font.pointSize
    }
    let scale = UIScreen.main.scale
    #expect(abs(baseline(small) - baseline(large)) <= 1 / scale + 1e-9)
    #expect(large.frame.minY == 0, "the tallest sits at the top")
    #expect(stack.constraints.contains { $0.identifier == "UISV-alignment" })
  }

  @Test func baselineRelativeSpacingInAVerticalStack() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let first = UILabel()
    first.text = "one"
    let second = UILabel()
    second.text = "two"
    for label in [first, second] {
      label.font = .systemFont(ofSize: 20)
      label.heightAnchor.constraint(equalToConstant: 30).isActive = true
    }
    let stack = UIStackView(arrangedSubviews: [first, second])
    stack.axis = .vertical
    stack.spacing = 40
    stack.isBaselineRelativeArrangement = true
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: root.topAnchor), stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.widthAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    // Same font and height: baseline to baseline 40 is top to top 40.
    #expect(first.frame.minY == 0)
    #expect(second.frame.minY == 40)
    #expect(stack.frame.height == 70)
  }
}
