import Codecs
import Foundation
import Graphics
import HeadlessUIKit

/// Connects HeadlessUIKit's `UIImage(contentsOfFile:)` to the PNG decoder (HeadlessUIKit
/// decodes nothing itself, keeping the data flow one-way), and decodes input images with limits.
public enum ImageDecoding {
  /// The largest side of an input image, in pixels.
  public static let maximumSide = 16384
  /// The most pixels an input image may have (64 M: 256 MiB decoded; the PNG decoder's own limit).
  public static let maximumPixelCount = PNGDecoder.defaultMaximumPixelCount

  /// Installs libpng decoding (`PNGDecoder`) for `UIImage(contentsOfFile:)`, with the
  /// limits of ``decodeImage(at:)``, and Cairo rasterising (``CairoImageRasterizer``) for bitmap
  /// `CGContext`s and `UIImage.pngData()`. Idempotent; the render pipeline and the CLI call it
  /// before building scenes.
  public static func install() {
    UIImage.installDecoder { url in try decodeImage(at: url) }
    ImageRasterization.install(CairoImageRasterizer())
  }

  /// Why an input image was refused; the description says what the file is instead.
  public struct Failure: Error, CustomStringConvertible, Equatable {
    public var path: String
    public var reason: String
    public var description: String { "'\(path)' \(reason)" }
  }

  /// Decodes the PNG file at `url`: a regular file of at most `BoundedFile.defaultByteLimit`
  /// bytes (64 MiB) whose header declares at most ``maximumSide`` pixels a side and
  /// ``maximumPixelCount`` pixels (the decoder's own check, before any pixel memory is allocated).
  ///
  /// - Throws: `BoundedFile.Failure` or ``Failure`` naming the file and what is wrong.
  public static func decodeImage(at url: URL) throws -> Bitmap {
    let data = try BoundedFile.read(url)
    let bytes = [UInt8](data)
    if let problem = headerProblem(bytes) { throw Failure(path: url.path, reason: problem) }
    do {
      return try PNGDecoder(maximumSide: maximumSide, maximumPixelCount: maximumPixelCount).decode(bytes)
    } catch {
      throw Failure(path: url.path, reason: "is not a readable PNG: \(error)")
    }
  }

  /// What is wrong with the start of a PNG file — a Git LFS pointer, no signature, no complete
  /// IHDR — or nil; its size is the decoder's to check.
  static func headerProblem(_ bytes: [UInt8]) -> String? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
      if bytes.starts(with: Array("version https://git-lfs".utf8)) {
        return "is a Git LFS pointer, not a PNG (run 'git lfs pull' to fetch the image)"
      }
      if bytes.isEmpty { return "is empty, not a PNG" }
      return "is not a PNG file (no PNG signature; \(bytes.count) bytes)"
    }
    guard bytes.count >= 33, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
      return "is a truncated PNG (\(bytes.count) bytes, no complete IHDR header)"
    }
    return nil
  }
}
