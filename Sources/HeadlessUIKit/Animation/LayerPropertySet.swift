import Foundation

/// A set of ``LayerProperty`` values as a bit mask: membership is one AND, which matters
/// because the presentation of every layer asks "does this animation touch that property?"
/// for every property of every attached animation on every frame.
struct LayerPropertySet: OptionSet, Sendable, Hashable {
  let rawValue: UInt64

  init(rawValue: UInt64) { self.rawValue = rawValue }

  /// The set holding `property` alone.
  init(_ property: LayerProperty) { self.init(rawValue: 1 << property.bitIndex) }

  func contains(_ property: LayerProperty) -> Bool { rawValue & (1 << property.bitIndex) != 0 }
}

extension LayerProperty {
  /// The property's position in ``LayerPropertySet``'s mask. A switch rather than a lookup:
  /// `LayerProperty` hashes through its `String` raw value, which is what made presentation
  /// evaluation slow. Adding a case makes this switch fail to compile until it has a bit.
  var bitIndex: UInt64 {
    switch self {
    case .position: 0
    case .bounds: 1
    case .opacity: 2
    case .backgroundColor: 3
    case .transform: 4
    case .cornerRadius: 5
    case .borderWidth: 6
    case .borderColor: 7
    case .zPosition: 8
    case .anchorPoint: 9
    case .anchorPointZ: 10
    case .sublayerTransform: 11
    case .shadowColor: 12
    case .shadowOpacity: 13
    case .shadowOffset: 14
    case .shadowRadius: 15
    case .path: 16
    case .fillColor: 17
    case .strokeColor: 18
    case .lineWidth: 19
    case .strokeStart: 20
    case .strokeEnd: 21
    case .startPoint: 22
    case .endPoint: 23
    case .shadowPath: 24
    case .lineDashPhase: 25
    case .miterLimit: 26
    case .colors: 27
    case .locations: 28
    case .curlProgress: 29
    case .effectRadius: 30
    case .effectTint: 31
    case .fontSize: 32
    case .foregroundColor: 33
    case .instanceDelay: 34
    case .instanceTransform: 35
    case .instanceColor: 36
    case .instanceRedOffset: 37
    case .instanceGreenOffset: 38
    case .instanceBlueOffset: 39
    case .instanceAlphaOffset: 40
    }
  }
}
