import Foundation

/// What a render wrote, saved as `manifest.json` beside the frames: sizes, timing, each
/// frame's time and transition phase, and the render stack that drew it.
public struct RenderManifest: Codable, Sendable, Equatable {
  public struct Size: Codable, Sendable, Equatable {
    public var width: Double
    public var height: Double
  }

  public struct PixelSize: Codable, Sendable, Equatable {
    public var width: Int
    public var height: Int
  }

  /// A transition running during a frame.
  public struct Phase: Codable, Sendable, Equatable {
    /// `push`, `pop`, …
    public var operation: String
    /// The transition's visual progress, 0…1: how far its lead animation shows its change
    /// through its timing curve (`TransitionRecord.progress(at:)`), not the time elapsed.
    public var progress: Double
  }

  public struct Frame: Codable, Sendable, Equatable {
    public var index: Int
    /// Seconds: `index / fps`.
    public var time: Double
    /// File name inside the scene's folder.
    public var file: String
    /// The transitions running at this frame; empty when idle.
    public var transitions: [Phase]
  }

  public var scene: String
  /// Window size in points.
  public var size: Size
  public var scale: Double
  public var pixelSize: PixelSize
  public var fps: Int
  public var duration: Double
  public var frameCount: Int
  public var frames: [Frame]
  /// Cairo and FreeType versions, font file hashes, architecture.
  public var renderStack: [String: String]
  public var warnings: [String]

  /// Pretty, key-sorted JSON: byte-identical for identical renders.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(self)
    data.append(0x0A)
    return data
  }
}
