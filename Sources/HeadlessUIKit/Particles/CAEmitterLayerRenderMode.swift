/// The order and compositing of particles, as `CAEmitterLayerRenderMode`.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// As `kCAEmitterLayerUnordered`, the default: cell by cell, each cell's particles oldest
  /// first.
  public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
  /// As `kCAEmitterLayerOldestFirst`: the oldest particle is drawn first (at the back).
  public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
  /// As `kCAEmitterLayerOldestLast`: the oldest particle is drawn last (in front).
  public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
  /// As `kCAEmitterLayerBackToFront`: sorted by z, the farthest first.
  public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
  /// As `kCAEmitterLayerAdditive`: each particle adds its light to what is below
  /// (`plusLighter`), oldest first.
  public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}
