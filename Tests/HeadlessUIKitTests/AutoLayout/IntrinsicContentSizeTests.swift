import Foundation
import Testing

@testable import HeadlessUIKit

/// A view with a settable intrinsic content size, as a label or button reports one.
final class IntrinsicView: UIView {
  var size: CGSize

  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { size }
}

@MainActor
@Suite("Auto Layout: intrinsic content size, hugging and compression resistance, systemLayoutSizeFitting")
struct IntrinsicContentSizeTests {
  /// A `width` × 100 root with two intrinsic views side by side between its edges.
  static func row(width: CGFloat) -> (root: UIView, a: IntrinsicView, b: IntrinsicView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
    let a = IntrinsicView(50, 20)
    let b = IntrinsicView(50, 20)
    root.addSubview(a)
    root.addSubview(b)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    return (root, a, b)
  }

  @Test func aViewWithOnlyAPositionTakesItsIntrinsicSize() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = IntrinsicView(60, 20)
    root.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 10, y: 30, width: 60, height: 20))
    #expect(view.constraints.isEmpty, "content-size constraints are not installed on the view, as in UIKit")
  }

  @Test func theLowerHuggingPriorityStretches() {
    let (root, a, b) = Self.row(width: 200)
    b.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 150, height: 20))
    #expect(b.frame == CGRect(x: 150, y: 0, width: 50, height: 20))
    a.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    root.layoutIfNeeded()
    #expect(a.frame.width == 50)
    #expect(b.frame == CGRect(x: 50, y: 0, width: 150, height: 20))
  }

  @Test func theLowerCompressionResistanceShrinks() {
    let (root, a, b) = Self.row(width: 80)
    b.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
    root.layoutIfNeeded()
    #expect(a.frame.width == 50)
    #expect(b.frame == CGRect(x: 50, y: 0, width: 30, height: 20))
  }

  @Test func anExplicitSizeBeatsCompressionOnlyAboveItsPriority() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = IntrinsicView(60, 20)
    root.addSubview(view)
    let width = view.widthAnchor.constraint(equalToConstant: 40)
    width.priority = UILayoutPriority(500)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
      width,
    ])
    root.layoutIfNeeded()
    #expect(view.frame.width == 60, "500 loses to the compression resistance (750)")
    width.isActive = false
    width.priority = .required
    width.isActive = true
    root.layoutIfNeeded()
    #expect(view.frame.width == 40, "a required width beats it")
    #expect(LayoutEngine.messages.allSatisfy { !$0.contains("NSContentSizeLayoutConstraint") })
  }

  @Test func theIntrinsicSizeIsReadAgainOnlyAfterInvalidation() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = IntrinsicView(60, 20)
    root.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    view.size = CGSize(width: 90, height: 35)
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(view.frame.size == CGSize(width: 60, height: 20), "UIKit caches the intrinsic size until invalidated")
    view.invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    #expect(view.frame.size == CGSize(width: 90, height: 35))
    view.size = CGSize(width: UIView.noIntrinsicMetric, height: 10)
    view.invalidateIntrinsicContentSize()
    view.widthAnchor.constraint(equalToConstant: 25).isActive = true
    root.layoutIfNeeded()
    #expect(view.frame.size == CGSize(width: 25, height: 10), "noIntrinsicMetric drops the width pair")
  }

  /// A self-sizing cell: a title and a body stacked inside 16-point side insets, 8 at the top
  /// and bottom, 4 between them.
  static func cell() -> UIView {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let title = IntrinsicView(100, 20)
    let body = IntrinsicView(80, 40)
    cell.addSubview(title)
    cell.addSubview(body)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
      title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
      body.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      body.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
      body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      body.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
    ])
    return cell
  }

  @Test func systemLayoutSizeFittingSizesASelfSizingCell() {
    let cell = Self.cell()
    #expect(UIView.layoutFittingCompressedSize == .zero)
    #expect(UIView.layoutFittingExpandedSize == CGSize(width: 10_000, height: 10_000))
    // Width: the title's compression resistance (750) holds it at 100 → 16 + 100 + 16.
    // Height: 8 + 20 + 4 + 40 + 8.
    #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 132, height: 80))
    // Hugging (250) beats the fitting level (50), so the expanded size is the same.
    #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 132, height: 80))
    let fitted = cell.systemLayoutSizeFitting(
      CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(fitted == CGSize(width: 375, height: 80))
    #expect(cell.frame.size == CGSize(width: 320, height: 44), "fitting does not resize the view")
    #expect(IntrinsicView(42, 17).systemLayoutSizeFitting(.zero) == CGSize(width: 42, height: 17))
  }
}
