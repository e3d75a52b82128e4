import Foundation
import Graphics

/// Bitmaps converted to cairo's premultiplied ARGB32 layout (``ARGB32Image``), shared by every
/// render in the process, so an image drawn in every frame — a photo sliding with its screen —
/// is converted once instead of once per frame and worker.
///
/// A bitmap is identified by its pixel storage: the display lists of successive frames copy
/// the same `Bitmap` value, whose `pixels` array shares one buffer. Each entry keeps that array,
/// so its buffer (and address) cannot be freed and reused by another bitmap while the entry is
/// cached, and a bitmap whose pixels change gets a new buffer (arrays copy on write). Each key
/// has a once-cell: when several workers ask for the same absent image, one converts it and the
/// others wait for its result. Drawing gives the same pixels whether or not the image came from
/// the cache; when the cache holds more than ``byteLimit`` bytes it is emptied.
///
/// Only a bitmap asked for a second time is kept: the first time its buffer's address is noted
/// (without keeping the buffer) and the conversion is handed out uncached, so an image drawn
/// once — a custom drawing that changes every frame — holds no memory after its frame. An
/// address noted for a freed buffer and reused by another bitmap only makes that bitmap cached
/// on its first use.
final class ImageConversionCache: @unchecked Sendable {
  /// The process-wide cache.
  static let shared = ImageConversionCache()

  /// What identifies a bitmap: its pixel buffer's address and its size.
  struct Key: Hashable {
    var address: UInt
    var width: Int
    var height: Int
  }

  /// The once-cell of one key: its lock is held while the image is converted, so a second asker
  /// waits for the first one's result.
  private final class Cell: @unchecked Sendable {
    let lock = NSLock()
    /// The converted image and the pixels it was converted from (kept alive: see the type).
    var entry: (image: ARGB32Image, source: [UInt8])?
  }

  /// The most converted bytes kept (16 MiB for ``shared``).
  let byteLimit: Int
  /// The most first-time addresses noted before the notes start afresh.
  static let seenLimit = 4096
  private let lock = NSLock()
  private var cells: [Key: Cell] = [:]
  private var seen: Set<Key> = []
  private var bytes = 0
  /// How many bitmaps have been converted (for tests).
  private(set) var madeCount = 0

  /// An empty cache keeping at most `byteLimit` converted bytes.
  init(byteLimit: Int = 16 << 20) { self.byteLimit = byteLimit }

  /// `bitmap` in cairo's premultiplied ARGB32 layout: converted on the first two calls for its
  /// pixel buffer (kept from the second on) and taken from the cache afterwards.
  func image(for bitmap: Bitmap) -> ARGB32Image {
    let address = bitmap.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    let key = Key(address: address, width: bitmap.width, height: bitmap.height)
    let found: Cell? = lock.withLock {
      if let cell = cells[key] { return cell }
      guard seen.contains(key) else {
        if seen.count >= Self.seenLimit { seen.removeAll(keepingCapacity: true) }
        seen.insert(key)
        madeCount += 1
        return nil
      }
      let cell = Cell()
      cells[key] = cell
      return cell
    }
    guard let cell = found else { return ARGB32Image(bitmap) }
    cell.lock.lock()
    defer { cell.lock.unlock() }
    if let entry = cell.entry { return entry.image }
    let image = ARGB32Image(bitmap)
    cell.entry = (image, bitmap.pixels)
    lock.withLock {
      madeCount += 1
      if bytes + image.byteCount > byteLimit {
        // Cells already handed out stay valid for their holders; later askers start afresh.
        cells = [key: cell]
        bytes = 0
      }
      bytes += image.byteCount
    }
    return image
  }
}
