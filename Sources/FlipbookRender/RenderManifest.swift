import Codecs
import Foundation

/// What a render wrote, saved as `manifest.json` beside the frames: sizes, timing, each
/// frame's time and transition phase, and the render stack that drew it.
public struct RenderManifest: Codable, Sendable, Equatable {
  public struct Size: Codable, Sendable, Equatable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
      self.width = width
      self.height = height
    }
  }

  public struct PixelSize: Codable, Sendable, Equatable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
      self.width = width
      self.height = height
    }
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
    /// Model seconds shown: `index × timeScale / fps` (`Timeline.time(of:)`).
    /// The frame plays at `index / fps` seconds of the output.
    public var time: Double
    /// File name inside the scene's folder.
    public var file: String
    /// The transitions running at this frame; empty when idle.
    public var transitions: [Phase] {
      get { phases.array }
      set { phases = Phases(newValue) }
    }
    /// The frame's size in device pixels when the render's frames differ in size (the window
    /// was resized: every frame then records its own); nil when every frame has the
    /// manifest's ``RenderManifest/pixelSize``. ``RenderManifest/pixelSize(of:)`` gives either.
    public var pixelSize: PixelSize?
    /// ``transitions``, kept without an allocation of its own for the usual none or one: a
    /// render keeps every frame's record until it ends (the manifest it returns and writes).
    private var phases: Phases

    public init(index: Int, time: Double, file: String, transitions: [Phase], pixelSize: PixelSize? = nil) {
      self.index = index
      self.time = time
      self.file = file
      self.phases = Phases(transitions)
      self.pixelSize = pixelSize
    }

    private enum CodingKeys: String, CodingKey {
      case index, time, file, transitions, pixelSize
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        index: try container.decode(Int.self, forKey: .index), time: try container.decode(Double.self, forKey: .time),
        file: try container.decode(String.self, forKey: .file),
        transitions: try container.decode([Phase].self, forKey: .transitions),
        pixelSize: try container.decodeIfPresent(PixelSize.self, forKey: .pixelSize))
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(index, forKey: .index)
      try container.encode(time, forKey: .time)
      try container.encode(file, forKey: .file)
      try container.encode(transitions, forKey: .transitions)
      try container.encodeIfPresent(pixelSize, forKey: .pixelSize)
    }

    /// A frame's transitions: none or one inline, more in an array.
    private enum Phases: Sendable, Equatable {
      case none
      case one(Phase)
      case many([Phase])

      init(_ phases: [Phase]) {
        switch phases.count {
        case 0: self = .none
        case 1: self = .one(phases[0])
        default: self = .many(phases)
        }
      }

      var array: [Phase] {
        switch self {
        case .none: []
        case .one(let phase): [phase]
        case .many(let phases): phases
        }
      }
    }
  }

  public var scene: String
  /// Window size in points as the render starts.
  public var size: Size
  public var scale: Double
  /// The window's size in device pixels as the render starts (the first frame's, unless a
  /// resize at time 0 changed it); when the frames' sizes vary, each records its own.
  public var pixelSize: PixelSize
  /// Output frames per second.
  public var fps: Int
  /// Model seconds the render covers.
  public var duration: Double
  /// Model seconds per output second (`--time-scale`): 1 in real time, 0.25 four times slower.
  /// Manifests written before time scales existed read as 1.
  public var timeScale: Double
  /// The frames written (fewer than the duration covers when frames were chosen).
  public var frameCount: Int
  public var frames: [Frame]
  /// Cairo and FreeType versions, font file hashes, architecture.
  public var renderStack: [String: String]
  public var warnings: [String]

  /// Pretty, key-sorted JSON: byte-identical for identical renders.
  ///
  /// The frames are encoded `framesPerBatch` at a time and spliced into the rest, so the
  /// encoder never holds a tree of every frame at once (10,000 frames took 10 MB of peak memory
  /// that way); the bytes are exactly what one `JSONEncoder` call gives.
  public func jsonData() throws -> Data {
    var data = Data()
    try encodeJSON { data.append($0) }
    return data
  }

  /// Writes ``jsonData()``'s bytes to `url` atomically (`AtomicFile`), a batch of frames at a
  /// time: a 10,000-frame manifest's 2–3 MB of JSON is never held whole.
  ///
  /// - Throws: `CodecError.fileOperationFailed(operation:path:destination:errno:)` or an
  ///   encoding error.
  public func write(to url: URL) throws {
    try AtomicFile.write(to: url) { append in
      try encodeJSON { piece in try piece.withUnsafeBytes { try append($0) } }
    }
  }

  /// Hands ``jsonData()``'s bytes to `append`, in order, a batch of frames at a time.
  private func encodeJSON(_ append: (Data) throws -> Void) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var shell = self
    shell.frames = []
    let data = try encoder.encode(shell)
    // An empty array is written `[`, a blank line, then `]` at the key's indentation.
    let empty = Data("\"frames\" : [\n\n  ]".utf8)
    guard !frames.isEmpty, let slot = data.range(of: empty) else {
      try append(frames.isEmpty ? data : try encoder.encode(self))
      try append(Data([0x0A]))
      return
    }
    try append(Data(data[..<slot.lowerBound]) + Data("\"frames\" : [\n".utf8))
    for start in stride(from: 0, to: frames.count, by: Self.framesPerBatch) {
      var out = Data()
      if start > 0 { out.append(contentsOf: Array(",\n".utf8)) }
      // `[`, the frames at indentation 2, `]`: the frames without the brackets, 2 deeper.
      let batch = try encoder.encode(Array(frames[start..<min(start + Self.framesPerBatch, frames.count)]))
      let lines = batch.split(separator: 0x0A, omittingEmptySubsequences: false)
      for (n, line) in lines.dropFirst().dropLast().enumerated() {
        if n > 0 { out.append(0x0A) }
        if !line.isEmpty { out.append(contentsOf: [0x20, 0x20]) }  // an empty array's blank line stays blank
        out.append(contentsOf: line)
      }
      try append(out)
    }
    try append(Data("\n  ]".utf8) + data[slot.upperBound...] + Data([0x0A]))
  }

  /// Frames encoded per `JSONEncoder` call in ``jsonData()``.
  static let framesPerBatch = 256

  /// `frame`'s size in device pixels: its own when recorded, else the manifest's.
  public func pixelSize(of frame: Frame) -> PixelSize { frame.pixelSize ?? pixelSize }

  /// The largest width and the largest height of the frames (the manifest's size when they
  /// do not vary): the canvas animations and sheets put every frame on.
  public var largestPixelSize: PixelSize {
    frames.reduce(pixelSize) { size, frame in
      let own = pixelSize(of: frame)
      return PixelSize(width: max(size.width, own.width), height: max(size.height, own.height))
    }
  }
}

extension RenderManifest {
  private enum CodingKeys: String, CodingKey {
    case scene, size, scale, pixelSize, fps, duration, timeScale, frameCount, frames, renderStack, warnings
  }

  /// Decodes a manifest; one without `timeScale` (written before time scales) has a time scale of 1.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      scene: try container.decode(String.self, forKey: .scene), size: try container.decode(Size.self, forKey: .size),
      scale: try container.decode(Double.self, forKey: .scale),
      pixelSize: try container.decode(PixelSize.self, forKey: .pixelSize),
      fps: try container.decode(Int.self, forKey: .fps), duration: try container.decode(Double.self, forKey: .duration),
      timeScale: try container.decodeIfPresent(Double.self, forKey: .timeScale) ?? 1,
      frameCount: try container.decode(Int.self, forKey: .frameCount),
      frames: try container.decode([Frame].self, forKey: .frames),
      renderStack: try container.decode([String: String].self, forKey: .renderStack),
      warnings: try container.decode([String].self, forKey: .warnings))
  }
}
