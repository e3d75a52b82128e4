import Foundation
import Graphics
import HeadlessUIKit

extension ScreenViewController {
  /// A `replicator:` field's layer, filling a view of `size`.
  static func replicatorLayer(_ spec: ReplicatorSpec, size: CGSize) -> CAReplicatorLayer {
    let replicator = CAReplicatorLayer()
    replicator.frame = CGRect(origin: .zero, size: size)
    replicator.instanceCount = spec.count
    replicator.instanceTransform = CATransform3DTranslate(
      CATransform3DMakeRotation(spec.angle * .pi / 180, 0, 0, 1), spec.offset.width, spec.offset.height, 0)
    replicator.instanceDelay = spec.delay
    replicator.instanceColor = spec.color.map { CGColor($0) }
    replicator.instanceRedOffset = Float(spec.colorOffsets[0])
    replicator.instanceGreenOffset = Float(spec.colorOffsets[1])
    replicator.instanceBlueOffset = Float(spec.colorOffsets[2])
    replicator.instanceAlphaOffset = Float(spec.colorOffsets[3])
    let instance = CALayer()
    instance.bounds = CGRect(origin: .zero, size: spec.instance.size)
    instance.position = spec.instance.center
    instance.backgroundColor = CGColor(spec.instance.color)
    instance.cornerRadius = spec.instance.cornerRadius
    if let pulse = spec.instance.pulse {
      let animation = CABasicAnimation(keyPath: pulse.keyPath)
      animation.fromValue = pulse.from
      animation.toValue = pulse.to
      animation.duration = pulse.duration
      animation.repeatCount = .infinity
      instance.add(animation, forKey: "pulse")
    }
    replicator.addSublayer(instance)
    return replicator
  }

  /// A `textLayer:` field's layer, filling a view of `size`.
  static func textLayer(_ spec: TextLayerSpec, size: CGSize) -> CATextLayer {
    let text = CATextLayer()
    text.frame = CGRect(origin: .zero, size: size)
    text.string = spec.string
    text.font =
      spec.weight == .bold ? UIFont.boldSystemFont(ofSize: spec.fontSize) : UIFont.systemFont(ofSize: spec.fontSize)
    text.fontSize = spec.fontSize
    text.foregroundColor = CGColor(spec.color)
    text.alignmentMode = CATextLayerAlignmentMode(rawValue: spec.alignment)
    text.truncationMode = CATextLayerTruncationMode(rawValue: spec.truncation)
    text.isWrapped = spec.wrapped
    return text
  }

  /// An `emitter:` field's layer, filling a view of `size`.
  static func emitterLayer(_ spec: EmitterSpec, size: CGSize) -> CAEmitterLayer {
    let emitter = CAEmitterLayer()
    emitter.frame = CGRect(origin: .zero, size: size)
    emitter.emitterPosition = spec.position
    emitter.emitterSize = spec.size
    emitter.emitterShape = CAEmitterLayerEmitterShape(rawValue: spec.shape)
    emitter.emitterMode = CAEmitterLayerEmitterMode(rawValue: spec.mode)
    emitter.renderMode = CAEmitterLayerRenderMode(rawValue: spec.render)
    emitter.birthRate = Float(spec.birthRate)
    emitter.seed = spec.seed
    emitter.emitterCells = spec.cells.map { emitterCell($0, emitFor: spec.emitFor) }
    return emitter
  }

  private static func emitterCell(_ spec: EmitterCellSpec, emitFor: Double?) -> CAEmitterCell {
    let cell = CAEmitterCell()
    cell.contents = particleImage(spec.particle, width: Int(spec.size.width), height: Int(spec.size.height))
    cell.color = CGColor(spec.color)
    cell.redRange = Float(spec.colorRange[0])
    cell.greenRange = Float(spec.colorRange[1])
    cell.blueRange = Float(spec.colorRange[2])
    cell.alphaRange = Float(spec.colorRange[3])
    cell.redSpeed = Float(spec.colorSpeed[0])
    cell.greenSpeed = Float(spec.colorSpeed[1])
    cell.blueSpeed = Float(spec.colorSpeed[2])
    cell.alphaSpeed = Float(spec.colorSpeed[3])
    cell.birthRate = Float(spec.birthRate)
    cell.lifetime = Float(spec.lifetime)
    cell.lifetimeRange = Float(spec.lifetimeRange)
    cell.velocity = spec.velocity
    cell.velocityRange = spec.velocityRange
    cell.emissionLongitude = spec.longitude * .pi / 180
    cell.emissionLatitude = spec.latitude * .pi / 180
    cell.emissionRange = spec.range * .pi / 180
    cell.xAcceleration = spec.acceleration.width
    cell.yAcceleration = spec.acceleration.height
    cell.scale = spec.scale
    cell.scaleRange = spec.scaleRange
    cell.scaleSpeed = spec.scaleSpeed
    cell.spin = spec.spin * .pi / 180
    cell.spinRange = spec.spinRange * .pi / 180
    if let emitFor { cell.duration = emitFor }
    return cell
  }

  /// A white particle image: a filled rectangle, or an oval with antialiased edges (4×4
  /// samples a pixel).
  static func particleImage(_ particle: String, width: Int, height: Int) -> CGImage {
    var bitmap = Bitmap(width: width, height: height, fill: Bitmap.Pixel(r: 255, g: 255, b: 255, a: 255))
    if particle == "oval" {
      let (a, b) = (Double(width) / 2, Double(height) / 2)
      for y in 0..<height {
        for x in 0..<width {
          var inside = 0
          for sy in 0..<4 {
            for sx in 0..<4 {
              let dx = (Double(x) + (Double(sx) + 0.5) / 4 - a) / a
              let dy = (Double(y) + (Double(sy) + 0.5) / 4 - b) / b
              if dx * dx + dy * dy <= 1 { inside += 1 }
            }
          }
          bitmap[x, y] = Bitmap.Pixel(r: 255, g: 255, b: 255, a: UInt8((Double(inside) * 255 / 16).rounded()))
        }
      }
    }
    return CGImage(bitmap: bitmap)
  }
}
