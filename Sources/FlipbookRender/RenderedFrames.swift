import Codecs
import Foundation
import Graphics

/// A rendered scene folder read back: its `manifest.json` and its PNG frames — the input of
/// `flipbook gif` and of the animation and contact-sheet outputs of `flipbook render`.
public struct RenderedFrames: Sendable {
  /// The folder holding `manifest.json` and the frames.
  public let folder: URL
  public let manifest: RenderManifest

  /// Reads `folder/manifest.json`.
  ///
  /// - Throws: ``RenderedFramesError/unreadable(path:reason:)`` naming the file.
  public init(folder: URL) throws {
    self.folder = folder
    let url = folder.appendingPathComponent("manifest.json")
    let data: Data
    do {
      data = try BoundedFile.read(url, limit: 64 << 20)
    } catch {
      throw RenderedFramesError.unreadable(
        path: url.path, reason: "\(error) (is this a rendered scene folder?)")
    }
    do {
      manifest = try JSONDecoder().decode(RenderManifest.self, from: data)
    } catch {
      throw RenderedFramesError.unreadable(path: url.path, reason: "not a Flipbook manifest: \(error)")
    }
    guard !manifest.frames.isEmpty else { throw RenderedFramesError.unreadable(path: url.path, reason: "no frames") }
  }

  /// Decodes the PNG of `frame`.
  public func bitmap(of frame: RenderManifest.Frame) throws -> Bitmap {
    let url = folder.appendingPathComponent(frame.file)
    guard OutputFolder.isPlainName(frame.file) else {
      throw RenderedFramesError.unreadable(
        path: folder.appendingPathComponent("manifest.json").path,
        reason: "frame \(frame.index) names the file '\(frame.file)'; frames must be plain file names in the folder")
    }
    do {
      return try ImageDecoding.decodeImage(at: try ReadScope([folder]).check(url))
    } catch BoundedFile.Failure.missing {
      throw RenderedFramesError.unreadable(
        path: url.path, reason: "frame \(frame.index) is missing (the manifest lists it; was the folder changed?)")
    } catch {
      throw RenderedFramesError.unreadable(path: url.path, reason: "\(error)")
    }
  }

  /// Every frame as an animation played at the output's rate: frame `index` starts at
  /// `index / fps` and lasts until the next written frame, the last one `1 / fps` — so an
  /// `n`-frame render at `fps` lasts `n / fps` seconds whatever its time scale (a slowed render
  /// plays slowly).
  ///
  /// When the window was resized (a rotation), the animation's canvas has the largest width
  /// and the largest height of the frames, and each frame sits at its top-left corner, black
  /// beyond it: what a render at that size would show, since the window is drawn from the
  /// top-left of every frame. GIF, APNG and WebP all take this canvas.
  ///
  /// - Throws: ``RenderedFramesError/unreadable(path:reason:)`` when a frame's PNG does not
  ///   have the size the manifest records for it.
  public func animation(loopCount: Int = 0) throws -> AnimatedImage {
    let frames = manifest.frames
    let fps = Double(max(manifest.fps, 1))
    let canvas = manifest.largestPixelSize
    return try AnimatedImage(
      frames: frames.indices.map { i in
        let next = i + 1 < frames.count ? frames[i + 1].index : frames[i].index + 1
        let bitmap = try sizedBitmap(of: frames[i])
        return AnimatedImage.Frame(
          bitmap: bitmap.onCanvas(width: canvas.width, height: canvas.height),
          duration: Double(next) / fps - Double(frames[i].index) / fps)
      }, loopCount: loopCount)
  }

  /// Decodes the PNG of `frame` and checks it has the size the manifest gives it.
  ///
  /// - Throws: ``RenderedFramesError/unreadable(path:reason:)`` naming the frame, its size and
  ///   the manifest's.
  public func sizedBitmap(of frame: RenderManifest.Frame) throws -> Bitmap {
    let bitmap = try bitmap(of: frame)
    let expected = manifest.pixelSize(of: frame)
    guard bitmap.width == expected.width, bitmap.height == expected.height else {
      throw RenderedFramesError.unreadable(
        path: folder.appendingPathComponent(frame.file).path,
        reason:
          "frame \(frame.index) is \(bitmap.width)x\(bitmap.height) px but the manifest gives it \(expected.width)x\(expected.height) px (was the folder changed?)"
      )
    }
    return bitmap
  }
}
