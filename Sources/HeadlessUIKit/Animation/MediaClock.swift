import Foundation
import Synchronization

/// The process's media clock, readable from any thread as Core Animation's
/// `CACurrentMediaTime()` is; only the ``Timeline`` sets it (on the main actor), to
/// `frameIndex / fps` at each tick.
enum MediaClock {
  /// The time's bit pattern: an atomic word, so a read on another thread sees a whole value.
  private static let bits = Atomic<UInt64>(0)

  /// Current media time in seconds.
  static var now: CFTimeInterval {
    get { CFTimeInterval(bitPattern: bits.load(ordering: .relaxed)) }
    set { bits.store(newValue.bitPattern, ordering: .relaxed) }
  }
}
