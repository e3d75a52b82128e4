import Foundation
import Testing

@testable import HeadlessUIKit

/// Layers used off the main thread, as iOS code does: a tree built and animated on a real
/// background thread, its transactions applied on the main actor when they commit.
@MainActor
@Suite("Layers and CATransaction on a background thread")
struct BackgroundLayerTests {
  /// Runs `body` on a new thread and waits for it.
  nonisolated static func onBackgroundThread(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      body()
      done.signal()
    }
    thread.start()
    done.wait()
  }

  /// Carries the layers the background thread made back to the test.
  final class Built: @unchecked Sendable {
    var root: CALayer?
    var child: CALayer?
    var onMainThread = true
    var completions: [String] = []
  }

  /// A tree is built and configured on a background thread; its implicit animations and an
  /// explicit one reach the main actor's engine at the next tick, with the thread's
  /// transaction settings.
  @Test func aTreeBuiltOnABackgroundThreadAnimatesFromTheNextTick() throws {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let built = Built()
    Self.onBackgroundThread {
      built.onMainThread = Thread.isMainThread
      let root = CALayer()
      let child = CALayer()
      child.frame = CGRect(x: 0, y: 0, width: 20, height: 20)  // stand-alone: no animation
      root.addSublayer(child)
      CATransaction.begin()
      CATransaction.setAnimationDuration(1)
      CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
      child.opacity = 0  // in a tree: an implicit animation, 1 s linear
      CATransaction.commit()
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      child.position = CGPoint(x: 50, y: 50)  // no animation
      CATransaction.commit()
      let move = CABasicAnimation(keyPath: "cornerRadius")
      move.fromValue = 0.0
      move.toValue = 10.0
      move.duration = 2
      move.timingFunction = CAMediaTimingFunction(name: .linear)
      child.add(move, forKey: "corner")
      built.root = root
      built.child = child
    }
    let child = try #require(built.child)
    #expect(!built.onMainThread)
    #expect(child.animationKeys() == nil, "nothing is applied before the main actor commits")
    #expect(child.opacity == 0 && child.position == CGPoint(x: 50, y: 50), "the model values are stored at once")
    timeline.advance(to: 1)
    #expect(child.animationKeys() == ["opacity", "corner"])
    timeline.advance(to: 6)
    let shown = try #require(child.presentation())
    #expect(abs(shown.opacity - 0.5) < 1e-6, "1 s linear fade from 0.1 s: half at 0.6 s")
    #expect(abs(shown.cornerRadius - 2.5) < 1e-9, "2 s from 0.1 s: a quarter at 0.6 s")
    #expect(shown.position == CGPoint(x: 50, y: 50))
  }

  /// A background transaction's completion block runs on the main actor once the animations
  /// it made have stopped; a main-actor `CATransaction.begin()` applies pending work first.
  @Test func aBackgroundTransactionsCompletionRunsOnTheMainActor() throws {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let built = Built()
    let root = CALayer()
    let child = CALayer()
    root.addSublayer(child)
    nonisolated(unsafe) let target = child
    Self.onBackgroundThread {
      CATransaction.begin()
      CATransaction.setAnimationDuration(0.5)
      CATransaction.setCompletionBlock {
        built.completions.append(Thread.isMainThread || MainActorCheck.isCurrent ? "main" : "background")
      }
      target.backgroundColor = CGColor(RGBA.black)
      CATransaction.commit()
    }
    CATransaction.begin()
    #expect(child.animationKeys() == ["backgroundColor"], "applied by the main actor's next transaction")
    CATransaction.commit()
    timeline.advance(to: 4)
    #expect(built.completions.isEmpty)
    timeline.advance(to: 6)
    #expect(built.completions == ["main"])
  }

  /// Many threads build and change their own trees at once; every change reaches the model.
  @Test func manyThreadsAtOnce() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    final class Trees: @unchecked Sendable {
      let lock = NSLock()
      var layers: [CALayer] = []
    }
    let trees = Trees()
    let group = DispatchGroup()
    for index in 0..<8 {
      group.enter()
      Thread {
        let root = CALayer()
        for _ in 0..<50 {
          let leaf = CALayer()
          root.addSublayer(leaf)
          leaf.opacity = Float(index) / 10
          leaf.zPosition = 1
        }
        trees.lock.lock()
        trees.layers.append(root)
        trees.lock.unlock()
        group.leave()
      }.start()
    }
    group.wait()
    timeline.advance(to: 1)
    let leaves = trees.layers.flatMap { $0.sublayers ?? [] }
    #expect(leaves.count == 400)
    #expect(leaves.allSatisfy { $0.animationKeys()?.sorted() == ["opacity", "zPosition"] })
  }
}
