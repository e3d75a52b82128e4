/// The shape particles are born on, as `CAEmitterLayerEmitterShape`.
///
/// Sizes come from the layer's `emitterSize` (and `emitterDepth`), centred on
/// `emitterPosition`.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// As `kCAEmitterLayerPoint`, the default: every particle starts at `emitterPosition`.
  public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
  /// As `kCAEmitterLayerLine`: a horizontal line `emitterSize.width` long.
  public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
  /// As `kCAEmitterLayerRectangle`: an `emitterSize` rectangle.
  public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
  /// As `kCAEmitterLayerCuboid`: an `emitterSize` × `emitterDepth` box.
  public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
  /// As `kCAEmitterLayerCircle`: a circle of radius `emitterSize.width`.
  public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
  /// As `kCAEmitterLayerSphere`: a sphere of radius `emitterSize.width`.
  public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}
