import Foundation
import Testing

@testable import HeadlessUIKit

/// A 400 × 800 root (no window, so no safe area) with one constraint-laid-out child.
@MainActor
private func makeRoot() -> (root: UIView, child: UIView) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  let child = UIView()
  child.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(child)
  return (root, child)
}

/// An iPhone 14 window (390 × 844 pt, insets 47/34) with a navigation controller over `content`.
@MainActor
private func makeNavigationWindow() -> (window: UIWindow, nav: UINavigationController, content: UIViewController) {
  let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2))
  let content = UIViewController()
  let nav = UINavigationController(rootViewController: content)
  window.rootViewController = nav
  window.makeKeyAndVisible()
  window.layoutIfNeeded()
  return (window, nav, content)
}

@MainActor
@Suite("Auto Layout: layout guides, safe area and layout margins")
struct LayoutGuideTests {
  @Test func aCustomGuidePlacesViewsAndReportsItsFrame() {
    let (root, child) = makeRoot()
    let guide = UILayoutGuide()
    guide.identifier = "band"
    #expect(guide.owningView == nil && guide.layoutFrame == .zero)
    root.addLayoutGuide(guide)
    #expect(guide.owningView === root)
    #expect(root.layoutGuides.map(\.identifier) == ["band"])
    NSLayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      guide.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      guide.heightAnchor.constraint(equalToConstant: 50),
      child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      child.widthAnchor.constraint(equalTo: guide.widthAnchor, multiplier: 0.5),
      child.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
      child.heightAnchor.constraint(equalTo: guide.heightAnchor, constant: -10),
    ])
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 20, y: 100, width: 360, height: 50))
    #expect(child.frame == CGRect(x: 20, y: 105, width: 180, height: 40))
    // Guides make no views.
    #expect(root.subviews.count == 1)

    root.removeLayoutGuide(guide)
    #expect(guide.owningView == nil && root.layoutGuides.isEmpty && guide.layoutFrame == .zero)
  }

  @Test func settingOwningViewMovesTheGuide() {
    let (root, child) = makeRoot()
    let guide = UILayoutGuide()
    guide.owningView = root
    #expect(root.layoutGuides.count == 1)
    guide.owningView = child
    #expect(root.layoutGuides.isEmpty && child.layoutGuides.count == 1 && guide.owningView === child)
    guide.owningView = nil
    #expect(child.layoutGuides.isEmpty)
  }

  @Test func safeAreaGuideFollowsTheNavigationBarAndAdditionalInsets() {
    let (window, nav, content) = makeNavigationWindow()
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    content.view.addSubview(card)
    let safe = content.view.safeAreaLayoutGuide
    #expect(safe.identifier == "UIViewSafeAreaLayoutGuide" && safe.owningView === content.view)
    #expect(content.view.safeAreaLayoutGuide === safe)
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: safe.topAnchor),
      card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 10),
      card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -10),
      card.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
    ])
    window.layoutIfNeeded()
    // Status bar 47 + navigation bar 44 on top, home indicator 34 below.
    #expect(safe.layoutFrame == CGRect(x: 0, y: 91, width: 390, height: 719))
    #expect(card.frame == CGRect(x: 10, y: 91, width: 370, height: 719))

    content.additionalSafeAreaInsets = UIEdgeInsets(top: 9, left: 5, bottom: 6, right: 0)
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 15, y: 100, width: 365, height: 704))

    nav.isNavigationBarHidden = true
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 15, y: 56, width: 365, height: 748))
  }

  @Test func aSubviewsSafeAreaGuideSettlesAfterItsOwnFrameIsSolved() {
    let (window, _, content) = makeNavigationWindow()
    // The banner sits at the top of the screen, under the bars; its own safe area starts
    // 91 pt down. Its label pins to the banner's safe area, which depends on the banner's frame
    // solved in the same pass.
    let banner = UIView()
    let label = UIView()
    for view in [banner, label] { view.translatesAutoresizingMaskIntoConstraints = false }
    content.view.addSubview(banner)
    banner.addSubview(label)
    NSLayoutConstraint.activate([
      banner.topAnchor.constraint(equalTo: content.view.topAnchor),
      banner.leadingAnchor.constraint(equalTo: content.view.leadingAnchor),
      banner.trailingAnchor.constraint(equalTo: content.view.trailingAnchor),
      banner.heightAnchor.constraint(equalToConstant: 150),
      label.topAnchor.constraint(equalTo: banner.safeAreaLayoutGuide.topAnchor),
      label.leadingAnchor.constraint(equalTo: banner.leadingAnchor),
      label.widthAnchor.constraint(equalToConstant: 100),
      label.bottomAnchor.constraint(equalTo: banner.bottomAnchor),
    ])
    window.layoutIfNeeded()
    #expect(banner.frame == CGRect(x: 0, y: 0, width: 390, height: 150))
    #expect(banner.safeAreaInsets.top == 91)
    #expect(label.frame == CGRect(x: 0, y: 91, width: 100, height: 59))
  }

  @Test func defaultMarginsAreEightPointsAndMarginAttributesUseThem() {
    let (root, child) = makeRoot()
    #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(root.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    #expect(!root.preservesSuperviewLayoutMargins && root.insetsLayoutMarginsFromSafeArea)
    root.addConstraints([
      NSLayoutConstraint(
        item: child, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin, multiplier: 1,
        constant: 0),
      NSLayoutConstraint(
        item: child, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin,
        multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: child, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1,
        constant: 0),
      NSLayoutConstraint(
        item: child, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottomMargin, multiplier: 1,
        constant: 0),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 8, y: 8, width: 384, height: 784))
    // The margin attributes are the margins guide's edges, so the guide now exists.
    #expect(root.layoutGuides.map(\.identifier) == ["UIViewLayoutMarginsGuide"])
  }

  @Test func leftRightAndCentreWithinMarginsFollowChangedMargins() {
    final class Recording: UIView {
      var calls = 0
      override func layoutMarginsDidChange() { calls += 1 }
    }
    let root = Recording(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let a = UIView()
    let b = UIView()
    for view in [a, b] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    func pin(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute, _ other: NSLayoutConstraint.Attribute)
      -> NSLayoutConstraint
    {
      NSLayoutConstraint(
        item: view, attribute: attribute, relatedBy: .equal, toItem: root, attribute: other, multiplier: 1,
        constant: 0)
    }
    NSLayoutConstraint.activate([
      pin(a, .left, .leftMargin), pin(a, .right, .rightMargin), pin(a, .top, .topMargin),
      a.heightAnchor.constraint(equalToConstant: 10),
      pin(b, .centerX, .centerXWithinMargins), pin(b, .centerY, .centerYWithinMargins),
      b.widthAnchor.constraint(equalToConstant: 100), b.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 8, y: 8, width: 384, height: 10))
    #expect(b.frame == CGRect(x: 150, y: 350, width: 100, height: 100))

    root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 60)
    #expect(root.calls == 1)
    #expect(root.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 60))
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 20, y: 10, width: 320, height: 10))
    // Centre within margins: x = 20 + 320 / 2 = 180, y = 10 + 760 / 2 = 390.
    #expect(b.frame == CGRect(x: 130, y: 340, width: 100, height: 100))
    #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 10, width: 320, height: 760))

    root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 6)
    #expect(root.calls == 2)
    #expect(root.layoutMargins == UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 6))
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 4, y: 0, width: 390, height: 10))
  }

  @Test func rootViewMarginsAreTheSystemMinimumPlusTheSafeArea() {
    let (window, _, content) = makeNavigationWindow()
    #expect(content.viewRespectsSystemMinimumLayoutMargins)
    #expect(content.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    // 0 + 91 on top (bars), 16 at the sides, 0 + 34 below (home indicator).
    #expect(content.view.layoutMargins == UIEdgeInsets(top: 91, left: 16, bottom: 34, right: 16))
    content.view.insetsLayoutMarginsFromSafeArea = false
    #expect(content.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))

    // Custom margins smaller than the minimum are raised to it while the controller respects it.
    content.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 30)
    #expect(content.view.layoutMargins == UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 30))
    content.viewRespectsSystemMinimumLayoutMargins = false
    #expect(content.view.layoutMargins == UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 30))

    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    content.view.addSubview(child)
    let margins = content.view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      child.topAnchor.constraint(equalTo: margins.topAnchor),
      child.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    window.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 4, y: 4, width: 356, height: 836))
  }

  @Test func aRegularWidthRootViewHasTwentyPointSideMargins() {
    let window = UIWindow(
      screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 1024, height: 768), scale: 2, safeAreaInsets: .zero))
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(controller.traitCollection.horizontalSizeClass == .regular)
    #expect(
      controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
  }

  @Test func preservingTheSuperviewsMarginsGrowsOnlyTheEdgesThatAreTooClose() {
    let outer = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    outer.layoutMargins = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
    let inner = UIView(frame: CGRect(x: 10, y: 100, width: 300, height: 295))
    outer.addSubview(inner)
    #expect(inner.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    inner.preservesSuperviewLayoutMargins = true
    // Left: 30 − 10 = 20; top: 30 − 100 < 8; right: 30 − (400 − 310) < 8; bottom: 30 − 5 = 25.
    #expect(inner.layoutMargins == UIEdgeInsets(top: 8, left: 20, bottom: 25, right: 8))
  }

  @Test func baselinesOfALabelAndOfAPlainView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    label.font = .systemFont(ofSize: 20)
    label.text = "Title"
    let box = UIView(frame: CGRect(x: 0, y: 200, width: 50, height: 40))
    let underline = UIView()
    let badge = UIView()
    for view in [label, box, underline, badge] { root.addSubview(view) }
    for view in [underline, badge] { view.translatesAutoresizingMaskIntoConstraints = false }
    NSLayoutConstraint.activate([
      underline.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
      underline.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      underline.widthAnchor.constraint(equalToConstant: 10), underline.heightAnchor.constraint(equalToConstant: 1),
      badge.lastBaselineAnchor.constraint(equalTo: box.lastBaselineAnchor),
      badge.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      badge.widthAnchor.constraint(equalToConstant: 10), badge.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // DejaVu Sans: ascender 1901/2048, descender 483/2048 of 20 pt. One line centred in 100 pt:
    // 50 − lineHeight / 2 + ascender.
    let ascender = 20.0 * 1901 / 2048
    let lineHeight = 20.0 * (1901 + 483) / 2048
    let scale = UIScreen.main.scale
    let baseline = ((50 - lineHeight / 2 + ascender) * scale).rounded() / scale
    #expect(abs(underline.frame.minY - baseline) < 1e-9)
    // A view without text has its baselines at its bottom: 240.
    #expect(badge.frame == CGRect(x: 0, y: 230, width: 10, height: 10))

    // Two explicit lines: the last baseline is one line height below the first.
    let two = UILabel(frame: CGRect(x: 0, y: 300, width: 200, height: 100))
    two.font = .systemFont(ofSize: 20)
    two.numberOfLines = 0
    two.text = "One\nTwo"
    root.addSubview(two)
    let mark = UIView()
    mark.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(mark)
    NSLayoutConstraint.activate([
      mark.topAnchor.constraint(equalTo: two.firstBaselineAnchor),
      mark.bottomAnchor.constraint(equalTo: two.lastBaselineAnchor),
      mark.leadingAnchor.constraint(equalTo: root.leadingAnchor), mark.widthAnchor.constraint(equalToConstant: 5),
    ])
    root.layoutIfNeeded()
    let first = ((350 - lineHeight + ascender) * scale).rounded() / scale
    let last = ((350 + ascender) * scale).rounded() / scale
    #expect(abs(mark.frame.minY - first) < 1e-9 && abs(mark.frame.maxY - last) < 1e-9)
  }

  @Test func systemSpacingIsEightPointsTimesTheMultiplier() {
    let (root, a) = makeRoot()
    let b = UIView()
    let c = UIView()
    for view in [b, c] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
      a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 50),
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
      b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
      b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
      c.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 1),
      c.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 3),
      c.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: b.bottomAnchor, multiplier: 1),
      c.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: b.bottomAnchor, multiplier: 1),
      c.widthAnchor.constraint(equalToConstant: 10), c.heightAnchor.constraint(equalToConstant: 10),
    ])
    let spacing = c.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 3)
    #expect(spacing.constant == 24 && spacing.relation == .lessThanOrEqual && spacing.secondAttribute == .trailing)
    root.layoutIfNeeded()
    #expect(b.frame == CGRect(x: 116, y: 58, width: 10, height: 10))
    #expect(c.frame.minY == 76)
    #expect(c.frame.minX >= 134 && c.frame.minX <= 150)
  }

  @Test func aGuideWithoutAnOwningViewCannotBeConstrained() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let view = UIView()
        NSLayoutConstraint.activate([UILayoutGuide().topAnchor.constraint(equalTo: view.topAnchor)])
      }
    }
  }
}
