import Codecs
import Foundation
import Graphics

/// Reads and writes PNG images for comparisons, with errors that name the file.
public enum ImageFile {
  /// Reads and decodes the PNG at `url`: a regular file of at most
  /// `BoundedFile.defaultByteLimit` bytes (64 MiB) whose header declares at most
  /// `PNGDecoder`'s default limits (1,000,000 pixels a side, 64 M pixels) — images and goldens come
  /// from pull requests, so a device, a pipe, a huge file or a tiny file declaring a huge image
  /// is an error naming it, not a hang, an exhausted memory or a crash.
  ///
  /// - Throws: ``ImageDiffError/unreadableImage(path:reason:)`` with the file or decoder error.
  public static func read(_ url: URL) throws -> Bitmap {
    let data: Data
    do {
      data = try BoundedFile.read(url)
    } catch let failure as BoundedFile.Failure {
      throw ImageDiffError.unreadableImage(path: url.path, reason: failure.reason)
    }
    do {
      return try PNGDecoder().decode(data)
    } catch {
      throw ImageDiffError.unreadableImage(path: url.path, reason: "\(error)")
    }
  }

  /// Encodes `bitmap` as a small PNG (zlib level 9, adaptive filters) and writes it atomically,
  /// creating the folder when needed.
  public static func write(_ bitmap: Bitmap, to url: URL, encoder: PNGEncoder = .small) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try AtomicFile.write(try encoder.encode(bitmap), to: url)
  }

  /// Encodes `bitmap` with Flipbook's PNG frame writer (libdeflate, or its fast mode) and writes
  /// it atomically, creating the folder when needed: what `diff` and `verify` use for diff images
  /// and failing frames, since it is several times faster than libpng.
  public static func write(_ bitmap: Bitmap, to url: URL, writer: PNGWriter) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try AtomicFile.write(try writer.encode(bitmap), to: url)
  }
}
