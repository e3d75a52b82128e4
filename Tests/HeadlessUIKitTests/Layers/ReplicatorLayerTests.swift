import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("CAReplicatorLayer: copies transformed, delayed and tinted")
struct ReplicatorLayerTests {
  static func window() -> UIWindow {
    UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 1))
  }

  @Test func defaultsAreCoreAnimations() {
    let layer = CAReplicatorLayer()
    #expect(layer.instanceCount == 1 && layer.instanceDelay == 0 && layer.instanceTransform == .identity)
    #expect(layer.instanceColor == nil && !layer.preservesDepth)
    #expect(layer.instanceRedOffset == 0 && layer.instanceAlphaOffset == 0)
  }

  /// A spinner: 8 dots turned by 45° about the replicator's centre, each copy's fade 0.1 s
  /// later than the one before.
  @Test func copiesTurnAboutTheCentreAndRunTheirAnimationsLater() throws {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let window = Self.window()
    let replicator = CAReplicatorLayer()
    replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    replicator.instanceCount = 8
    replicator.instanceTransform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
    replicator.instanceDelay = 0.1
    let dot = CALayer()
    dot.frame = CGRect(x: 45, y: 0, width: 10, height: 10)
    dot.backgroundColor = UIColor.white.cgColor
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1.0
    fade.toValue = 0.0
    fade.duration = 1
    fade.timingFunction = CAMediaTimingFunction(name: .linear)
    fade.fillMode = .backwards
    dot.add(fade, forKey: "fade")
    replicator.addSublayer(dot)
    window.layer.addSublayer(replicator)
    timeline.advance(to: 5)
    let fills = window.makeDisplayList().items.compactMap { item -> (CGAffineTransform, RGBA)? in
      guard case .fill(_, let color, let m) = item else { return nil }
      return (m, color)
    }
    try #require(fills.count == 8)
    for (k, (m, color)) in fills.enumerated() {
      // Copy k is at t − 0.1 k: opacity 1 − (0.5 − 0.1 k), and 1 before the fade began.
      #expect(abs(color.alpha - min(1, 0.5 + 0.1 * Double(k))) < 1e-6, "copy \(k) alpha \(color.alpha)")
      let centre = CGPoint(x: 5, y: 5).applying(m)
      let angle = -Double.pi / 2 + Double(k) * .pi / 4
      #expect(abs(centre.x - (50 + 45 * cos(angle))) < 1e-6 && abs(centre.y - (50 + 45 * sin(angle))) < 1e-6)
    }
  }

  /// instanceColor and the offsets multiply each copy's colours; instanceAlphaOffset animates.
  @Test func colourOffsetsAccumulateAndAnimate() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let window = Self.window()
    let replicator = CAReplicatorLayer()
    replicator.instanceCount = 3
    replicator.instanceColor = UIColor(red: 1, green: 0.5, blue: 1, alpha: 1).cgColor
    replicator.instanceBlueOffset = -0.5
    let square = CALayer()
    square.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    square.backgroundColor = UIColor.white.cgColor
    replicator.addSublayer(square)
    window.layer.addSublayer(replicator)
    let alpha = CABasicAnimation(keyPath: "instanceAlphaOffset")
    alpha.fromValue = 0.0
    alpha.toValue = -0.4
    alpha.duration = 1
    alpha.timingFunction = CAMediaTimingFunction(name: .linear)
    replicator.add(alpha, forKey: "alpha")
    timeline.advance(to: 5)
    let colors = window.makeDisplayList().items.compactMap { item -> RGBA? in
      guard case .fill(_, let color, _) = item else { return nil }
      return color
    }
    #expect(colors.count == 3)
    for (k, color) in colors.enumerated() {
      #expect(color.red == 1 && color.green == 0.5)
      #expect(abs(color.blue - max(0, 1 - 0.5 * Double(k))) < 1e-9)
      #expect(abs(color.alpha - (1 - 0.2 * Double(k))) < 1e-9, "alpha offset −0.2 at half time")
    }
  }

  /// An implicit change of instanceTransform animates (instanceTransform.rotation.z by key path).
  @Test func instanceTransformAnimatesByKeyPath() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let replicator = CAReplicatorLayer()
    let spin = CABasicAnimation(keyPath: "instanceTransform.rotation.z")
    spin.fromValue = 0.0
    spin.toValue = Double.pi / 2
    spin.duration = 1
    spin.timingFunction = CAMediaTimingFunction(name: .linear)
    replicator.add(spin, forKey: "spin")
    timeline.advance(to: 5)
    let shown = replicator.instances(at: replicator.localTime(forMediaTime: 0.5))
    #expect(shown.count == 1)
    guard
      case .transform(let t) = replicator.presentationValue(
        .instanceTransform, at: replicator.localTime(forMediaTime: 0.5))
    else {
      Issue.record("no transform")
      return
    }
    #expect(abs(atan2(Double(t.m12), Double(t.m11)) - .pi / 4) < 1e-9)
  }
}
