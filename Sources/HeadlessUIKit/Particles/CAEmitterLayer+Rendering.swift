import Foundation
import Graphics

/// A tinted particle image's cache key: the image and the tint rounded to 8 bits.
struct ParticleTintKey: Hashable {
  var image: ObjectIdentifier
  var rect: CGRect
  var tint: Bitmap.Pixel
}

extension CAEmitterLayer {
  /// The display items of the particles alive at local time `time`, in `renderMode`'s order,
  /// drawn under `m` (the layer's bounds space → target pixels).
  @MainActor
  func particleItems(at time: TimeInterval, transform m: CGAffineTransform) -> [DisplayItem] {
    var particles = ParticleSystem.particles(of: self, at: time)
    guard !particles.isEmpty else { return [] }
    switch renderMode {
    case .oldestFirst, .additive:
      particles.sort { ($0.birth, $0.cellOrder, $0.number) < ($1.birth, $1.cellOrder, $1.number) }
    case .oldestLast:
      particles.sort { ($0.birth, $0.cellOrder, $0.number) > ($1.birth, $1.cellOrder, $1.number) }
    case .backToFront:
      particles.sort { ($0.z, $0.birth, $0.cellOrder, $0.number) < ($1.z, $1.birth, $1.cellOrder, $1.number) }
    default:
      particles.sort { ($0.cellOrder, $0.birth, $0.number) < ($1.cellOrder, $1.birth, $1.number) }
    }
    if tintCache.count > 4096 { tintCache = [:] }
    var items: [DisplayItem] = []
    for particle in particles {
      let drawn = drawing(of: particle, transform: m)
      guard !drawn.isEmpty else { continue }
      if renderMode == .additive {
        items.append(.beginBlendGroup(.plusLighter))
        items.append(contentsOf: drawn)
        items.append(.endGroup)
      } else {
        items.append(contentsOf: drawn)
      }
    }
    return items
  }

  /// One particle: its cell's image (the `contentsRect` part), `width / contentsScale` points
  /// wide times its scale, centred on its position, turned by its angle, tinted by its colour.
  @MainActor
  private func drawing(of particle: ParticleSystem.Particle, transform m: CGAffineTransform) -> [DisplayItem] {
    let cell = particle.cell
    guard let image = cell.contents as? CGImage, particle.scale > 0, particle.color.alpha > 0 else { return [] }
    let unit = cell.contentsRect.standardized.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
    guard !unit.isEmpty, cell.contentsScale > 0 else { return [] }
    let size = CGSize(
      width: CGFloat(image.width) * unit.width / cell.contentsScale,
      height: CGFloat(image.height) * unit.height / cell.contentsScale)
    let rect = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    let place = CGAffineTransform(scaleX: particle.scale, y: particle.scale)
      .concatenating(CGAffineTransform(rotationAngle: particle.angle))
      .concatenating(CGAffineTransform(translationX: particle.position.x, y: particle.position.y))
      .concatenating(m)
    let tint = Bitmap.Pixel(particle.color)
    if let bitmap = image.bitmap {
      let key = ParticleTintKey(image: ObjectIdentifier(image), rect: unit, tint: tint)
      let tinted: Bitmap
      // The entry keeps its image alive, so no other image can take its identifier meanwhile.
      if let cached = tintCache[key], cached.image === image {
        tinted = cached.bitmap
      } else {
        tinted = Self.crop(bitmap, to: unit).modulated(by: RGBA(tint))
        tintCache[key] = (image, tinted)
      }
      return [.image(tinted, rect: rect, transform: place)]
    }
    // A recorded (vector) image: its picture scaled so that the `contentsRect` part fills
    // the particle, clipped to it; a tint other than white colours its silhouette.
    let whole = CGRect(
      x: rect.minX - rect.width * unit.minX / unit.width, y: rect.minY - rect.height * unit.minY / unit.height,
      width: rect.width / unit.width, height: rect.height / unit.height)
    let drawn = image.items(in: whole, transform: place)
    let clipped: [DisplayItem] =
      unit == CGRect(x: 0, y: 0, width: 1, height: 1)
      ? drawn : [.pushClip(.rect(rect), transform: place)] + drawn + [.popClip]
    guard RGBA(tint) != .white else { return clipped }
    return [.beginMaskedGroup, .fill(.rect(rect), color: RGBA(tint), transform: place), .maskContent] + clipped + [
      .endGroup
    ]
  }

  /// The `unit` part of `bitmap` (whole pixels, at least one).
  private static func crop(_ bitmap: Bitmap, to unit: CGRect) -> Bitmap {
    guard unit != CGRect(x: 0, y: 0, width: 1, height: 1) else { return bitmap }
    let x0 = min(bitmap.width - 1, Int((unit.minX * CGFloat(bitmap.width)).rounded(.down)))
    let y0 = min(bitmap.height - 1, Int((unit.minY * CGFloat(bitmap.height)).rounded(.down)))
    let x1 = max(x0 + 1, min(bitmap.width, Int((unit.maxX * CGFloat(bitmap.width)).rounded(.up))))
    let y1 = max(y0 + 1, min(bitmap.height, Int((unit.maxY * CGFloat(bitmap.height)).rounded(.up))))
    var pixels: [UInt8] = []
    pixels.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
    for y in y0..<y1 {
      let row = (y * bitmap.width + x0) * 4
      pixels.append(contentsOf: bitmap.pixels[row..<(row + (x1 - x0) * 4)])
    }
    return Bitmap(width: x1 - x0, height: y1 - y0, pixels: pixels)
  }
}

extension RGBA {
  /// The colour of an 8-bit pixel.
  init(_ pixel: Bitmap.Pixel) {
    self.init(
      red: Double(pixel.r) / 255, green: Double(pixel.g) / 255, blue: Double(pixel.b) / 255,
      alpha: Double(pixel.a) / 255)
  }
}
