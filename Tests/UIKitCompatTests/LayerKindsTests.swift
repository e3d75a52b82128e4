import Foundation
import Testing
import UIKit

// iOS loading and celebration code as it is commonly written: plain UIView subclasses and
// free functions, QuartzCore layers configured in code, one built on a background queue.

/// The classic replicator spinner: 12 dots round a circle, each fading 1/12 s after the last.
final class ReplicatorSpinnerView: UIView {
  let replicator = CAReplicatorLayer()
  let dot = CALayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    replicator.frame = bounds
    layer.addSublayer(replicator)
    dot.frame = CGRect(x: bounds.midX - 3, y: 0, width: 6, height: 6)
    dot.cornerRadius = 3
    dot.backgroundColor = UIColor.white.cgColor
    replicator.addSublayer(dot)
    let count = 12
    replicator.instanceCount = count
    replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(count), 0, 0, 1)
    replicator.instanceDelay = 1.0 / Double(count)
    replicator.instanceAlphaOffset = -0.05
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func startAnimating() {
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0.1
    fade.duration = 1
    fade.repeatCount = .infinity
    dot.add(fade, forKey: "fade")
  }
}

/// Confetti: a line emitter across the top, coloured rectangles falling and spinning.
final class ConfettiView: UIView {
  let emitter = CAEmitterLayer()

  func burst(colors: [UIColor]) {
    emitter.emitterPosition = CGPoint(x: bounds.midX, y: -10)
    emitter.emitterShape = .line
    emitter.emitterSize = CGSize(width: bounds.width, height: 1)
    emitter.beginTime = CACurrentMediaTime()
    emitter.emitterCells = colors.map { color in
      let cell = CAEmitterCell()
      cell.birthRate = 20
      cell.lifetime = 4
      cell.velocity = 150
      cell.velocityRange = 50
      cell.emissionLongitude = .pi
      cell.emissionRange = .pi / 4
      cell.spin = 3
      cell.spinRange = 2
      cell.scale = 0.5
      cell.yAcceleration = 100
      cell.color = color.cgColor
      cell.contents = confettiImage().cgImage
      return cell
    }
    layer.addSublayer(emitter)
  }

  func stop() { emitter.birthRate = 0 }
}

func confettiImage() -> UIImage {
  let renderer = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 6))
  return renderer.image { context in
    UIColor.white.setFill()
    context.fill(CGRect(x: 0, y: 0, width: 12, height: 6))
  }
}

func makeBadgeLayer(text: String) -> CATextLayer {
  let badge = CATextLayer()
  badge.string = text
  badge.font = UIFont.boldSystemFont(ofSize: 12)
  badge.fontSize = 14
  badge.foregroundColor = UIColor.white.cgColor
  badge.backgroundColor = UIColor.red.cgColor
  badge.alignmentMode = .center
  badge.truncationMode = .end
  badge.isWrapped = false
  badge.contentsScale = UIScreen.main.scale
  badge.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
  badge.cornerRadius = 10
  return badge
}

@Suite("Text, replicator and emitter layers written as on iOS (Swift 5 mode)")
struct LayerKindsTests {
  @MainActor
  @Test func theSpinnersCopiesFadeOneAfterAnother() {
    let screen = makeScreen("Loading", color: .black)
    let bench = TestBench(root: screen)
    let spinner = ReplicatorSpinnerView(frame: CGRect(x: 100, y: 100, width: 60, height: 60))
    screen.view.addSubview(spinner)
    spinner.startAnimating()
    bench.run(to: 0.5)
    #expect(spinner.replicator.instanceCount == 12)
    #expect(close(CGFloat(spinner.dot.presentation()!.opacity), 0.55), "the source dot is halfway through its fade")
  }

  @MainActor
  @Test func confettiFallsAndStops() {
    let screen = makeScreen("Party", color: .white)
    let bench = TestBench(root: screen)
    let confetti = ConfettiView(frame: screen.view.bounds)
    screen.view.addSubview(confetti)
    confetti.burst(colors: [.red, .blue])
    bench.run(to: 1)
    confetti.stop()
    #expect(confetti.emitter.birthRate == 0)
    #expect(confetti.emitter.emitterCells?.count == 2)
  }

  @MainActor
  @Test func aBadgeGrowsWithAnImplicitFontSizeChange() {
    let screen = makeScreen("Inbox", color: .white)
    let bench = TestBench(root: screen)
    let badge = makeBadgeLayer(text: "12")
    screen.view.layer.addSublayer(badge)
    CATransaction.begin()
    CATransaction.setAnimationDuration(1)
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
    badge.fontSize = 24
    CATransaction.commit()
    bench.run(to: 0.5)
    #expect(badge.animationKeys() == ["fontSize"])
    #expect(badge.fontSize == 24)
  }

  /// A layer tree built on a background queue, then added on the main queue, as iOS code does.
  @MainActor
  @Test func aLayerTreeBuiltOnABackgroundQueue() {
    let screen = makeScreen("Chart", color: .white)
    let bench = TestBench(root: screen)
    final class Result { var chart: CALayer? }
    let result = Result()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      let chart = CALayer()
      chart.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
      for index in 0..<5 {
        let bar = CAShapeLayer()
        bar.frame = CGRect(x: CGFloat(index) * 40, y: 0, width: 30, height: 100)
        bar.path = UIBezierPath(rect: bar.bounds).cgPath
        chart.addSublayer(bar)
        bar.strokeEnd = 0.5
        bar.fillColor = UIColor.systemBlue.cgColor
      }
      chart.addSublayer(makeBadgeLayer(text: "5"))
      result.chart = chart
      group.leave()
    }
    group.wait()
    let built = result.chart
    screen.view.layer.addSublayer(built!)
    bench.run(to: 0.1)
    #expect(built?.sublayers?.count == 6)
    #expect((built?.sublayers?.first as? CAShapeLayer)?.animationKeys()?.contains("strokeEnd") == true)
  }
}
