/// How drawing is composited with what is already drawn, as Core Graphics' `CGBlendMode`
/// (the same raw values).
///
/// The display list carries it in `beginBlendGroup`: what the group draws is composited onto
/// the target with the mode.
public enum CGBlendMode: Int32, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case normal = 0
  case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference
  case exclusion, hue, saturation, color, luminosity
  case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
  case destinationAtop, xor, plusDarker, plusLighter

  /// Whether the rasteriser composites this mode exactly. The Porter-Duff modes that replace
  /// or remove what lies *outside* the drawn shape in a group composite (`copy`, `sourceIn`,
  /// `sourceOut`, `destinationIn`, `destinationAtop`) and `plusDarker` have no bounded cairo
  /// operator and are not drawn.
  public var isSupported: Bool {
    switch self {
    case .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .plusDarker: return false
    default: return true
    }
  }

  public var description: String {
    switch self {
    case .normal: "normal"
    case .multiply: "multiply"
    case .screen: "screen"
    case .overlay: "overlay"
    case .darken: "darken"
    case .lighten: "lighten"
    case .colorDodge: "colorDodge"
    case .colorBurn: "colorBurn"
    case .softLight: "softLight"
    case .hardLight: "hardLight"
    case .difference: "difference"
    case .exclusion: "exclusion"
    case .hue: "hue"
    case .saturation: "saturation"
    case .color: "color"
    case .luminosity: "luminosity"
    case .clear: "clear"
    case .copy: "copy"
    case .sourceIn: "sourceIn"
    case .sourceOut: "sourceOut"
    case .sourceAtop: "sourceAtop"
    case .destinationOver: "destinationOver"
    case .destinationIn: "destinationIn"
    case .destinationOut: "destinationOut"
    case .destinationAtop: "destinationAtop"
    case .xor: "xor"
    case .plusDarker: "plusDarker"
    case .plusLighter: "plusLighter"
    }
  }
}
