import Foundation
import Testing

@testable import HeadlessUIKit

/// A 400 × 800 root (no window: margins 8) with three constraint-laid-out subviews.
@MainActor
private func makeViews() -> (root: UIView, a: UIView, b: UIView, c: UIView) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  let views = (0..<3).map { _ in UIView() }
  for view in views {
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
  }
  return (root, views[0], views[1], views[2])
}

@MainActor
private func activate(
  _ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
  _ views: [String: Any]
) {
  NSLayoutConstraint.activate(
    NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views))
}

/// Parses `format` with a view `a` that has a superview and a view `loose` that has none.
@MainActor
private func parse(_ format: String, metrics: [String: Any]? = nil) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  let a = UIView()
  root.addSubview(a)
  _ = NSLayoutConstraint.constraints(
    withVisualFormat: format, options: [], metrics: metrics, views: ["a": a, "loose": UIView()])
}

/// What an exit test printed to standard error.
private func standardError(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

@MainActor
@Suite("Auto Layout: the visual format language")
struct VisualFormatTests {
  @Test func standardSpacingUsesTheMarginsAtTheSuperviewAndEightPointsBetweenViews() {
    let (root, a, b, _) = makeViews()
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "|-[a]-[b(==a)]-|", options: [], metrics: nil, views: ["a": a, "b": b])
    #expect(constraints.allSatisfy { !$0.isActive })
    let first = constraints[0]
    #expect(first.firstItem === a && first.firstAttribute == .leading && first.secondItem === root)
    #expect(first.secondAttribute == .leadingMargin && first.constant == 0)
    let spacing = constraints.first { $0.firstItem === b && $0.firstAttribute == .leading }
    #expect(spacing?.secondItem === a && spacing?.secondAttribute == .trailing && spacing?.constant == 8)
    NSLayoutConstraint.activate(constraints)
    activate("V:|-[a(20)]", ["a": a])
    activate("V:|-[b(20)]", ["b": b])
    root.layoutIfNeeded()
    // 400 − 8 − 8 − 8 = 376, split equally.
    #expect(a.frame == CGRect(x: 8, y: 8, width: 188, height: 20))
    #expect(b.frame == CGRect(x: 204, y: 8, width: 188, height: 20))
  }

  @Test func explicitSpacingMetricsAndAdjacentViews() {
    let (root, a, b, c) = makeViews()
    let views = ["a": a, "b": b, "c": c]
    activate("H:|-20-[a(50)][b(margin)]-margin-[c]-(30)-|", metrics: ["margin": 40], views)
    activate("V:|[a(10)]", ["a": a])
    activate("V:|[b(10)]", ["b": b])
    activate("V:|-(-5)-[c(10)]-(>=0)-|", ["c": c])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 20, y: 0, width: 50, height: 10))
    #expect(b.frame == CGRect(x: 70, y: 0, width: 40, height: 10))
    // c runs from 110 + 40 to 400 − 30.
    #expect(c.frame == CGRect(x: 150, y: -5, width: 220, height: 10))
  }

  @Test func predicatesWithRelationsAndPrioritiesAndViewRelations() {
    let (root, a, b, c) = makeViews()
    let views = ["a": a, "b": b, "c": c]
    // a wants 300 (priority 500) but may be at most 100 and at least 50.
    activate("H:|[a(>=50,<=100,==300@500)]-(>=10,==200@250)-[b(==a)]", views)
    activate("H:[c(==b)]|", views)
    activate("V:|[a(30)][b(==a)][c(==b)]", views)
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
    // The 200-point gap (priority 250) holds: b starts at 300.
    #expect(b.frame == CGRect(x: 300, y: 30, width: 100, height: 30))
    #expect(c.frame == CGRect(x: 300, y: 60, width: 100, height: 30))
    let prioritised = NSLayoutConstraint.constraints(
      withVisualFormat: "[a(==300@priority)]", options: [], metrics: ["priority": 750.0], views: views)
    #expect(prioritised.count == 1 && prioritised[0].priority == UILayoutPriority(750))
    #expect(prioritised[0].secondItem == nil && prioritised[0].firstAttribute == .width)
  }

  @Test func alignmentOptionsAlignEveryViewAcrossTheAxis() {
    let (root, a, b, c) = makeViews()
    let views = ["a": a, "b": b, "c": c]
    activate("H:|-10-[a(40)]-[b(40)]-[c(40)]", options: [.alignAllTop, .alignAllBottom], views)
    activate("V:|-100-[a(60)]", ["a": a])
    root.layoutIfNeeded()
    #expect(b.frame == CGRect(x: 58, y: 100, width: 40, height: 60))
    #expect(c.frame == CGRect(x: 106, y: 100, width: 40, height: 60))

    let (root2, d, e, _) = makeViews()
    activate("V:|[d(20)]-5-[e(20)]", options: .alignAllCenterX, ["d": d, "e": e])
    activate("H:|-50-[d(100)]", ["d": d])
    activate("H:[e(20)]", ["e": e])
    root2.layoutIfNeeded()
    #expect(e.frame == CGRect(x: 90, y: 25, width: 20, height: 20))
  }

  @Test func directionOptionsLayOutLeftToRightOrRightToLeft() {
    let (root, a, b, _) = makeViews()
    let ltr = NSLayoutConstraint.constraints(
      withVisualFormat: "|-10-[a(50)]-[b(50)]", options: .directionLeftToRight, metrics: nil, views: ["a": a, "b": b])
    #expect(ltr[0].firstAttribute == .left)
    let (root2, c, d, _) = makeViews()
    activate("|-10-[c(50)]-[d(50)]", options: .directionRightToLeft, ["c": c, "d": d])
    for view in [a, b, c, d] { activate("V:|[v(10)]", ["v": view]) }
    NSLayoutConstraint.activate(ltr)
    root.layoutIfNeeded()
    root2.layoutIfNeeded()
    #expect(a.frame.minX == 10 && b.frame.minX == 68)
    // Right to left: c hugs the right edge, d follows to its left.
    #expect(c.frame.maxX == 390 && d.frame.maxX == 332)
  }

  @Test func baselineToBaselineSpacingInAVerticalFormat() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let title = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    title.font = .systemFont(ofSize: 20)
    title.text = "Title"
    root.addSubview(title)
    let rule = UIView()
    rule.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(rule)
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "V:[title]-[rule]", options: .spacingBaselineToBaseline, metrics: nil,
      views: ["title": title, "rule": rule])
    #expect(constraints.count == 1)
    #expect(constraints[0].firstAttribute == .firstBaseline && constraints[0].secondAttribute == .lastBaseline)
    NSLayoutConstraint.activate(
      constraints + [
        rule.heightAnchor.constraint(equalToConstant: 2), rule.widthAnchor.constraint(equalToConstant: 10),
        rule.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      ])
    root.layoutIfNeeded()
    // The rule has no text: its first baseline is its bottom, 8 below the title's baseline.
    let ascender = 20.0 * 1901 / 2048
    let lineHeight = 20.0 * (1901 + 483) / 2048
    let scale = UIScreen.main.scale
    let expected = ((20 - lineHeight / 2 + ascender + 8) * scale).rounded() / scale
    #expect(abs(rule.frame.maxY - expected) < 1e-9)
  }

  @Test func aMissingViewNamesTheFormatAndTheColumn() async {
    let message = standardError(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run { parse("H:|-[a]-[b]") }
      })
    #expect(message.contains("'b' is not a key in the views dictionary (column 10)"))
    #expect(message.contains("H:|-[a]-[b]\n         ^"))
  }

  @Test func aMissingMetricAndBadSyntaxAreReported() async {
    let metric = standardError(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run { parse("|-gap-[a]") }
      })
    #expect(metric.contains("'gap' is not a key in the metrics dictionary (column 3)"))
    let bracket = standardError(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run { parse("|[a") }
      })
    #expect(bracket.contains("Expected ']' (column 4)"))
    let priority = standardError(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run { parse("[a(==10@2000)]") }
      })
    #expect(priority.contains("priority 2000.0 is not between 1 and 1000 (column 9)"))
  }

  @Test func anAlignmentAlongTheFormatsOwnAxisIsRefused() async {
    let message = standardError(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let root = UIView()
          let a = UIView()
          let b = UIView()
          root.addSubview(a)
          root.addSubview(b)
          _ = NSLayoutConstraint.constraints(
            withVisualFormat: "H:[a][b]", options: .alignAllLeading, metrics: nil, views: ["a": a, "b": b])
        }
      })
    #expect(
      message.contains(
        "aligned on a horizontal edge (.leading), which is not allowed for layout that is also horizontal"))
  }

  @Test func aSuperviewBarNeedsASuperview() async {
    let message = standardError(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run { parse("|[loose]") }
      })
    #expect(message.contains("because the related view doesn't have a superview"))
  }
}
