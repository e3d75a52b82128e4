import Foundation
import Graphics

/// Blurred shadow masks shared by every render in the process, so a shadow that only moves
/// between frames is blurred once.
///
/// A mask depends on the shape, the linear part of its device transform, the sub-pixel part of
/// its translation and the blur — never on where it lands — so it is composited at an integer
/// device offset. Rendering gives the same bytes whether or not the mask came from the cache;
/// when the cache holds more than ``byteLimit`` bytes it is emptied.
final class ShadowMaskCache: @unchecked Sendable {
  /// The process-wide cache.
  static let shared = ShadowMaskCache()

  /// What identifies a blurred mask.
  struct Key: Hashable {
    var shape: Shape
    var a: CGFloat
    var b: CGFloat
    var c: CGFloat
    var d: CGFloat
    var fractionX: CGFloat
    var fractionY: CGFloat
    var sigmaX: Double
    var sigmaY: Double
    /// The device region the mask was limited to, when the shape reaches far beyond the canvas.
    var region: CGRect?
  }

  /// A blurred mask and where its top-left pixel lies relative to the integer translation.
  struct Entry {
    var mask: AlphaMask
    var originX: Int
    var originY: Int
    /// Device pixels per mask pixel: 1, or the downsampling of a wide blur
    /// (``GaussianBlur/downsampling(sigmaX:sigmaY:)``); the origin is in mask pixels.
    var scale: Int = 1
  }

  /// The most mask bytes kept (64 MiB).
  let byteLimit = 64 << 20
  private let lock = NSLock()
  private var entries: [Key: Entry] = [:]
  private var bytes = 0

  /// The entry for `key`, made with `make` when absent.
  func entry(for key: Key, make: () throws -> Entry) rethrows -> Entry {
    lock.lock()
    if let entry = entries[key] {
      lock.unlock()
      return entry
    }
    lock.unlock()
    let entry = try make()
    lock.lock()
    defer { lock.unlock() }
    if bytes + entry.mask.values.count > byteLimit {
      entries = [:]
      bytes = 0
    }
    if entries[key] == nil {
      entries[key] = entry
      bytes += entry.mask.values.count
    }
    return entry
  }
}
