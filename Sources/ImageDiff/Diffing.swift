import Graphics

/// How values of one format are stored and compared — swift-snapshot-testing's `Diffing`: a
/// struct of closures, so a comparison is a value you configure or derive, not a subclass.
public struct Diffing<Value> {
  /// Why two values differ: a one-line message and, for images, the diff image and the result.
  public struct Difference {
    public var message: String
    public var diffImage: Bitmap?
    public var result: ImageDiffResult?
    public init(message: String, diffImage: Bitmap? = nil, result: ImageDiffResult? = nil) {
      self.message = message
      self.diffImage = diffImage
      self.result = result
    }
  }

  /// Serialises a value for the golden file.
  public var toData: (Value) throws -> [UInt8]
  /// Reads a golden file back.
  public var fromData: ([UInt8]) throws -> Value
  /// Returns nil when `actual` matches `expected`, otherwise why not.
  public var diff: (_ expected: Value, _ actual: Value) throws -> Difference?

  public init(
    toData: @escaping (Value) throws -> [UInt8], fromData: @escaping ([UInt8]) throws -> Value,
    diff: @escaping (_ expected: Value, _ actual: Value) throws -> Difference?
  ) {
    self.toData = toData
    self.fromData = fromData
    self.diff = diff
  }
}
