import Foundation
import Testing

@testable import HeadlessUIKit

/// A 400 × 800 root with one constraint-laid-out child.
@MainActor
private func makeRoot() -> (root: UIView, child: UIView) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  let child = UIView()
  child.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(child)
  return (root, child)
}

@MainActor
@Suite("Auto Layout: known layouts solve to exact frames")
struct ConstraintLayoutTests {
  @Test func pinsToTheSuperviewEdgesWithInsets() {
    let (root, child) = makeRoot()
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -60),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 20, y: 40, width: 360, height: 700))
    #expect(root.constraints.count == 4)
  }

  @Test func centresAFixedSize() {
    let (root, child) = makeRoot()
    NSLayoutConstraint.activate([
      child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      child.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 10),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 150, y: 385, width: 100, height: 50))
    // Single-item constraints are installed on the item itself, as in UIKit.
    #expect(child.constraints.count == 2)
    #expect(root.constraints.count == 2)
  }

  @Test func multipliersAndAnAspectRatioWithTheItemInitializer() {
    let (root, child) = makeRoot()
    root.addConstraints([
      NSLayoutConstraint(
        item: child, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width, multiplier: 0.5,
        constant: 0),
      NSLayoutConstraint(
        item: child, attribute: .height, relatedBy: .equal, toItem: child, attribute: .width, multiplier: 0.75,
        constant: 0),
      NSLayoutConstraint(
        item: child, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: child, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottom, multiplier: 1,
        constant: 0),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 650, width: 200, height: 150))
    #expect(root.constraints.filter { !$0.isActive }.isEmpty)
  }

  @Test func dimensionMultiplierWithConstant() {
    let (root, child) = makeRoot()
    NSLayoutConstraint.activate([
      child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25, constant: 10),
      child.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5),
      child.leftAnchor.constraint(equalTo: root.leftAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 0, width: 110, height: 400))
  }

  @Test func lowerPrioritiesLose() {
    let (root, child) = makeRoot()
    let wide = child.widthAnchor.constraint(equalToConstant: 300)
    wide.priority = .defaultLow
    let narrow = child.widthAnchor.constraint(equalToConstant: 120)
    narrow.priority = .defaultHigh
    let tall = child.heightAnchor.constraint(equalToConstant: 10)
    tall.priority = UILayoutPriority(rawValue: 751)
    let short = child.heightAnchor.constraint(equalToConstant: 90)
    short.priority = .defaultHigh
    NSLayoutConstraint.activate([
      wide, narrow, tall, short, child.leftAnchor.constraint(equalTo: root.leftAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.size == CGSize(width: 120, height: 10))
  }

  @Test func inequalitiesHoldAgainstOptionalWishes() {
    let (root, child) = makeRoot()
    let left = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    left.priority = UILayoutPriority(500)
    let huge = child.widthAnchor.constraint(equalToConstant: 1000)
    huge.priority = .defaultLow
    NSLayoutConstraint.activate([
      left, huge,
      child.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 30),
      child.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -50),
      child.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
      child.heightAnchor.constraint(lessThanOrEqualTo: child.widthAnchor, multiplier: 0.1),
      child.topAnchor.constraint(lessThanOrEqualTo: root.topAnchor),
      child.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 30, y: 0, width: 320, height: 44))
  }

  @Test func nestedViewsGetFramesInTheirSuperview() {
    let (root, card) = makeRoot()
    let label = UIView()
    label.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(label)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      card.heightAnchor.constraint(equalToConstant: 200),
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
      label.centerYAnchor.constraint(equalTo: card.centerYAnchor),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 16, y: 100, width: 368, height: 200))
    #expect(label.frame == CGRect(x: 8, y: 90, width: 352, height: 20))
  }

  @Test func aViewTranslatingItsMaskStaysAtItsFrameAndAnchorsOthers() {
    let (root, child) = makeRoot()
    let header = UIView(frame: CGRect(x: 10, y: 20, width: 380, height: 64))
    root.addSubview(header)
    #expect(header.translatesAutoresizingMaskIntoConstraints)
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
      child.leadingAnchor.constraint(equalTo: header.leadingAnchor),
      child.widthAnchor.constraint(equalTo: header.widthAnchor, multiplier: 0.5),
      child.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 10, y: 20, width: 380, height: 64))
    #expect(child.frame == CGRect(x: 10, y: 92, width: 190, height: 30))
    header.frame = CGRect(x: 0, y: 0, width: 400, height: 100)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 108, width: 200, height: 30))
  }

  @Test func edgesRoundToThePixelGrid() {
    let (root, child) = makeRoot()
    NSLayoutConstraint.activate([
      child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1.0 / 3.0),
      child.heightAnchor.constraint(equalToConstant: 10),
      child.leftAnchor.constraint(equalTo: root.leftAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let scale = UIScreen.main.scale
    #expect(child.frame.width == (400 / 3 * scale).rounded() / scale)
  }
}
