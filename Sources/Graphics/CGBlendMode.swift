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

  /// Whether the mode changes the target where the source is transparent: `copy`,
  /// `sourceIn`, `sourceOut`, `destinationIn`, `destinationAtop` and `plusDarker` (e.g.
  /// `sourceIn`'s `R = S × Da` is 0 wherever S is). Core Graphics applies every mode only
  /// where the drawing covers (its shape, within the clip) and leaves the rest of the context
  /// alone, so a group drawn in one of these modes carries its shape (see
  /// ``DisplayItem/beginBlendGroup(_:)``).
  public var changesTargetOutsideSource: Bool {
    switch self {
    case .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .plusDarker: return true
    default: return false
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
