/// How to turn a value into a comparable snapshot — swift-snapshot-testing's `Snapshotting`:
/// a `snapshot` closure into a `Format` that a ``Diffing`` stores and compares.
///
/// Derive strategies with ``pullback(_:)``: a strategy for windows is the image strategy pulled
/// back through "render this window".
public struct Snapshotting<Value, Format> {
  /// The golden file's extension (`png`).
  public var pathExtension: String
  /// How snapshots are stored and compared.
  public var diffing: Diffing<Format>
  /// Makes the snapshot of a value.
  public var snapshot: (Value) throws -> Format

  public init(pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping (Value) throws -> Format) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.snapshot = snapshot
  }

  /// A strategy for `NewValue` that first turns it into a `Value` with `transform`, then
  /// snapshots it as this strategy does.
  public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
    let snapshot = self.snapshot
    return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value in
      try snapshot(try transform(value))
    }
  }
}

extension Snapshotting where Value == Format {
  /// The identity strategy over a diffing: the value is its own snapshot.
  public init(pathExtension: String, diffing: Diffing<Format>) {
    self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
  }
}
