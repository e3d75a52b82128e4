import Foundation
import Graphics
import Synchronization
import TestSupport
import Testing

@testable import CairoRaster

/// The shadow mask cache's once-cell: a mask is made once per key however many workers ask
/// for it at the same time, and a failed make leaves the key to the next asker.
@Suite("Shadow mask cache")
struct ShadowMaskCacheTests {
  struct MakeFailed: Error {}

  static func key(_ side: CGFloat) -> ShadowMaskCache.Key {
    ShadowMaskCache.Key(
      shape: .rect(CGRect(x: 0, y: 0, width: side, height: side)), a: 3, b: 0, c: 0, d: 3, fractionX: 0,
      fractionY: 0, sigmaX: 6, sigmaY: 6, region: nil)
  }

  static func entry(_ value: UInt8) -> ShadowMaskCache.Entry {
    ShadowMaskCache.Entry(mask: AlphaMask(width: 2, height: 1, values: [value, value]), originX: -4, originY: -5)
  }

  /// Eight workers asking at once for an absent mask whose making takes 50 ms: made once,
  /// every worker gets that one mask.
  @Test func concurrentAskersMakeAMaskOnce() {
    let cache = ShadowMaskCache()
    let makes = Atomic<Int>(0)
    let results = Mutex<[UInt8]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let entry = cache.entry(for: Self.key(10)) {
        let number = makes.add(1, ordering: .relaxed).newValue
        Thread.sleep(forTimeInterval: 0.05)
        return Self.entry(UInt8(number))
      }
      results.withLock { $0.append(entry.image.alphaMask().values[0]) }
    }
    #expect(makes.load(ordering: .relaxed) == 1)
    #expect(cache.madeCount == 1)
    #expect(results.withLock { $0 } == Array(repeating: 1, count: 8))
  }

  /// Different keys are made independently, each once.
  @Test func eachKeyIsMadeOnce() {
    let cache = ShadowMaskCache()
    for side in [10.0, 20, 10, 30, 20, 10] {
      _ = cache.entry(for: Self.key(side)) { Self.entry(UInt8(side)) }
    }
    #expect(cache.madeCount == 3)
    #expect(cache.entry(for: Self.key(20)) { Self.entry(0) }.image.alphaMask().values == [20, 20])
  }

  /// A make that throws passes its error to its caller and caches nothing; the next caller
  /// makes the mask.
  @Test func aFailedMakeIsRetried() throws {
    let cache = ShadowMaskCache()
    #expect(throws: MakeFailed.self) {
      _ = try cache.entry(for: Self.key(10)) { throw MakeFailed() }
    }
    let entry = cache.entry(for: Self.key(10)) { Self.entry(7) }
    #expect(entry.image.alphaMask().values == [7, 7])
    #expect(entry.originX == -4 && entry.originY == -5)
    #expect(cache.madeCount == 1)
  }
}
