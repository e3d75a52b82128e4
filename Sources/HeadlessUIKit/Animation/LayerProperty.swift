import Foundation

/// The animatable layer properties, named by their Core Animation key paths.
enum LayerProperty: String, Sendable, CaseIterable {
  case position
  case bounds
  case opacity
  case backgroundColor
  case transform
  case cornerRadius
  case borderWidth
  case borderColor
  case zPosition
  case anchorPoint
  case anchorPointZ
  case sublayerTransform
  case shadowColor
  case shadowOpacity
  case shadowOffset
  case shadowRadius
}
