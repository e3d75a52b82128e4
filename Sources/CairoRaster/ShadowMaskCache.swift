import Foundation
import Graphics

/// Blurred shadow masks shared by every render in the process, so a shadow that only moves
/// between frames is blurred once.
///
/// A mask depends on the shape, the linear part of its device transform, the sub-pixel part of
/// its translation and the blur — never on where it lands — so it is composited at an integer
/// device offset. Each key has a once-cell: when several workers ask for the same absent mask,
/// one computes it and the others wait for its result instead of blurring it again. Rendering
/// gives the same bytes whether or not the mask came from the cache; when the cache holds more
/// than ``byteLimit`` bytes it is emptied.
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
    /// The mask in cairo's A8 layout, composited in place by every render that finds it (a
    /// mask composited at full resolution keeps each run of equal rows once).
    var image: A8Image
    var originX: Int
    var originY: Int
    /// Device pixels per mask pixel: 1, or the downsampling of a wide blur
    /// (``GaussianBlur/downsampling(sigmaX:sigmaY:)``); the origin is in mask pixels.
    var scale: Int = 1

    /// An entry holding `mask` (copied into cairo's layout when its rows need padding).
    init(mask: AlphaMask, originX: Int, originY: Int, scale: Int = 1) {
      self.init(image: A8Image(mask), originX: originX, originY: originY, scale: scale)
    }

    /// An entry holding `image`.
    init(image: A8Image, originX: Int, originY: Int, scale: Int = 1) {
      self.image = image
      self.originX = originX
      self.originY = originY
      self.scale = scale
    }
  }

  /// The once-cell of one key: its lock is held while the entry is made, so a second asker
  /// waits for the first one's result.
  private final class Cell: @unchecked Sendable {
    let lock = NSLock()
    var entry: Entry?
  }

  /// The most mask bytes kept (64 MiB).
  let byteLimit = 64 << 20
  private let lock = NSLock()
  private var cells: [Key: Cell] = [:]
  private var bytes = 0
  /// How many entries `make` closures have produced (for tests: each key is made once).
  private(set) var madeCount = 0

  /// The entry for `key`, made with `make` when absent; `make` runs at most once per key while
  /// the key stays cached, whatever the number of concurrent callers. When `make` throws, the
  /// error goes to its caller and the next caller tries again.
  func entry(for key: Key, make: () throws -> Entry) rethrows -> Entry {
    let cell = lock.withLock {
      if let cell = cells[key] { return cell }
      let cell = Cell()
      cells[key] = cell
      return cell
    }
    cell.lock.lock()
    defer { cell.lock.unlock() }
    if let entry = cell.entry { return entry }
    let entry = try make()
    cell.entry = entry
    lock.withLock {
      madeCount += 1
      if bytes + entry.image.byteCount > byteLimit {
        // Cells already handed out stay valid for their holders; later askers start afresh.
        cells = [key: cell]
        bytes = 0
      }
      bytes += entry.image.byteCount
    }
    return entry
  }
}
