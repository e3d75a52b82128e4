import Foundation
import Graphics
import ImageDiff

/// A verification run as data: what `flipbook verify` writes as `report.json` and renders as
/// HTML and JUnit XML. Paths are relative to the report folder; there is no timestamp, so the
/// same run gives the same bytes.
public struct VerificationReport: Codable, Sendable, Hashable {
  public struct Frame: Codable, Sendable, Hashable {
    public var label: String
    public var index: Int
    public var time: Double
    public var detail: String
    /// `matched`, `recorded`, `missing`, `different`, `unreadable`, `render-stack`.
    public var outcome: String
    public var failed: Bool
    /// The failure message (with the original expected/actual/diff paths); nil when matched.
    public var message: String?
    public var expected: String?
    public var actual: String?
    public var diff: String?
    public var differingPixels: Int?
    public var antiAliasedPixels: Int?
    public var boundingBox: PixelRect?
    public var worstChannelDelta: ImageDiffResult.ChannelDelta?
  }

  public struct Scene: Codable, Sendable, Hashable {
    public var name: String
    public var fps: Int
    public var frameCount: Int
    public var passed: Bool
    public var frames: [Frame]
  }

  public var recordMode: RecordMode
  public var scenes: [Scene]

  public init(recordMode: RecordMode, scenes: [Scene]) {
    self.recordMode = recordMode
    self.scenes = scenes
  }
  public var frameCount: Int { scenes.reduce(0) { $0 + $1.frames.count } }
  public var failureCount: Int { scenes.reduce(0) { $0 + $1.frames.filter(\.failed).count } }
  public var passed: Bool { failureCount == 0 }

  enum CodingKeys: String, CodingKey { case recordMode, scenes }

  /// Pretty, key-sorted JSON.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(self)
    data.append(0x0A)
    return data
  }
}
