/// Where on the emitter shape particles are born, as `CAEmitterLayerEmitterMode`.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// As `kCAEmitterLayerPoints`: at the shape's vertices (a line's ends, a rectangle's
  /// corners, a circle's centre).
  public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
  /// As `kCAEmitterLayerOutline`: on the shape's outline.
  public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
  /// As `kCAEmitterLayerSurface`: anywhere on the shape's surface.
  public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
  /// As `kCAEmitterLayerVolume`, the default: anywhere inside the shape.
  public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}
