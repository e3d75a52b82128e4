import Foundation
import Graphics
import HeadlessUIKit

extension SceneDecoder {
  static let replicatorFields = ["count", "angle", "offset", "delay", "color", "colorOffsets", "instance"]
  static let replicatorInstanceFields = ["center", "size", "color", "cornerRadius", "pulse"]
  static let pulseFields = ["property", "from", "to", "duration"]
  static let emitterFields = [
    "position", "size", "shape", "mode", "render", "birthRate", "seed", "emitFor", "cells",
  ]
  static let emitterCellFields = [
    "particle", "size", "color", "colorRange", "colorSpeed", "birthRate", "lifetime", "lifetimeRange", "velocity",
    "velocityRange", "longitude", "latitude", "range", "acceleration", "scale", "scaleRange", "scaleSpeed", "spin",
    "spinRange",
  ]
  static let textLayerFields = ["string", "fontSize", "weight", "color", "alignment", "truncation", "wrapped"]
  /// The longest `textLayer.string`, in characters (a bound on a frame's text layout).
  static let maximumTextLayerLength = 10_000
  /// The most particles a cell may keep alive (birth rate × longest lifetime): a bound on a
  /// frame's work.
  static let maximumLiveParticles: Double = 5_000

  /// `replicator:` (see Scenes/README.md, "Rendering fields").
  func decodeReplicator(_ reader: NodeReader) throws -> ReplicatorSpec {
    let r = try reader.mapping(accepting: Self.replicatorFields)
    var spec = ReplicatorSpec()
    spec.count = try r.value("count", default: 1) {
      try $0.integer("an instance count in 1...500") { (1...500).contains($0) }
    }
    spec.angle = try r.value("angle", default: 0) { try $0.number("an angle in degrees") }
    spec.offset = try r.value("offset", default: .zero) { try pair($0, "[dx, dy] (2 numbers)") }
    spec.delay = try r.value("delay", default: 0) { try $0.number("a delay in seconds ≥ 0") { $0 >= 0 } }
    spec.color = try r.optional("color")?.color()
    spec.colorOffsets = try r.value("colorOffsets", default: [0, 0, 0, 0]) {
      try numbers($0, count: 4, "[red, green, blue, alpha] offsets (4 numbers in -1...1)") { (-1...1).contains($0) }
    }
    let i = try r.required("instance").mapping(accepting: Self.replicatorInstanceFields)
    var instance = ReplicatorInstanceSpec()
    let center = try pair(try i.required("center"), "[x, y] (2 numbers, points in the view)")
    instance.center = CGPoint(x: center.width, y: center.height)
    instance.size = try i.value("size", default: CGSize(width: 8, height: 8)) {
      try pair($0, "[width, height] (2 numbers ≥ 0)") { $0 >= 0 }
    }
    instance.color = try i.value("color", default: .white) { try $0.color() }
    instance.cornerRadius = try i.value("cornerRadius", default: 0) { try $0.number("a number ≥ 0") { $0 >= 0 } }
    if let pulseReader = i.optional("pulse") {
      let p = try pulseReader.mapping(accepting: Self.pulseFields)
      var pulse = PulseSpec()
      pulse.keyPath = try p.value("property", default: "opacity") {
        try $0.oneOf([("opacity", "opacity"), ("scale", "transform.scale")])
      }
      pulse.from = try p.required("from").number()
      pulse.to = try p.required("to").number()
      pulse.duration = try p.value("duration", default: 1) { try $0.number("a duration in seconds > 0") { $0 > 0 } }
      instance.pulse = pulse
    }
    spec.instance = instance
    return spec
  }

  /// `textLayer:` (see Scenes/README.md, "Rendering fields").
  func decodeTextLayer(_ reader: NodeReader) throws -> TextLayerSpec {
    let t = try reader.mapping(accepting: Self.textLayerFields)
    var spec = TextLayerSpec()
    let stringReader = try t.required("string")
    spec.string = try stringReader.string(nonEmpty: true)
    guard spec.string.count <= Self.maximumTextLayerLength else {
      throw stringReader.error(
        "a string of \(spec.string.count) characters is longer than \(Self.maximumTextLayerLength)")
    }
    spec.fontSize = try t.value("fontSize", default: 36) {
      try $0.number("a font size in (0, 1000]") { $0 > 0 && $0 <= 1000 }
    }
    spec.weight = try t.value("weight", default: .regular) {
      try $0.oneOf(FontWeight.allCases.map { ($0.rawValue, $0) })
    }
    spec.color = try t.value("color", default: .white) { try $0.color() }
    spec.alignment = try t.value("alignment", default: "natural") {
      try $0.oneOf(["natural", "left", "right", "center", "justified"].map { ($0, $0) })
    }
    spec.truncation = try t.value("truncation", default: "none") {
      try $0.oneOf(["none", "start", "middle", "end"].map { ($0, $0) })
    }
    spec.wrapped = try t.value("wrapped", default: false) { try $0.bool() }
    return spec
  }

  /// `emitter:` (see Scenes/README.md, "Rendering fields").
  func decodeEmitter(_ reader: NodeReader) throws -> EmitterSpec {
    let e = try reader.mapping(accepting: Self.emitterFields)
    var spec = EmitterSpec()
    let position = try e.value("position", default: .zero) { try pair($0, "[x, y] (2 numbers, points in the view)") }
    spec.position = CGPoint(x: position.width, y: position.height)
    spec.size = try e.value("size", default: .zero) { try pair($0, "[width, height] (2 numbers ≥ 0)") { $0 >= 0 } }
    spec.shape = try e.value("shape", default: "point") {
      try $0.oneOf(["point", "line", "rectangle", "cuboid", "circle", "sphere"].map { ($0, $0) })
    }
    spec.mode = try e.value("mode", default: "volume") {
      try $0.oneOf(["points", "outline", "surface", "volume"].map { ($0, $0) })
    }
    spec.render = try e.value("render", default: "unordered") {
      try $0.oneOf(["unordered", "oldestFirst", "oldestLast", "backToFront", "additive"].map { ($0, $0) })
    }
    spec.birthRate = try e.value("birthRate", default: 1) {
      try $0.number("a number in 0...100") { (0...100).contains($0) }
    }
    spec.seed = try e.value("seed", default: 0) {
      UInt32(try $0.integer("a seed in 0...4294967295") { $0 >= 0 && $0 <= Int(UInt32.max) })
    }
    spec.emitFor = try e.optional("emitFor")?.number("a duration in seconds > 0") { $0 > 0 }
    let cellsReader = try e.required("cells")
    spec.cells = try cellsReader.sequence("a list of cells").map { cell in
      try decodeEmitterCell(cell, layerBirthRate: spec.birthRate)
    }
    guard !spec.cells.isEmpty else { throw cellsReader.mismatch("at least one cell") }
    return spec
  }

  private func decodeEmitterCell(_ reader: NodeReader, layerBirthRate: Double) throws -> EmitterCellSpec {
    let c = try reader.mapping(accepting: Self.emitterCellFields)
    var cell = EmitterCellSpec()
    cell.particle = try c.value("particle", default: "rect") { try $0.oneOf([("rect", "rect"), ("oval", "oval")]) }
    cell.size = try c.value("size", default: CGSize(width: 8, height: 8)) {
      try pair($0, "[width, height] (2 numbers in 1...256, pixels)") { (1...256).contains($0) }
    }
    cell.color = try c.value("color", default: .white) { try $0.color() }
    cell.colorRange = try c.value("colorRange", default: [0, 0, 0, 0]) {
      try numbers($0, count: 4, "[red, green, blue, alpha] ranges (4 numbers in 0...1)") { (0...1).contains($0) }
    }
    cell.colorSpeed = try c.value("colorSpeed", default: [0, 0, 0, 0]) {
      try numbers($0, count: 4, "[red, green, blue, alpha] changes per second (4 numbers in -10...10)") {
        (-10...10).contains($0)
      }
    }
    let birthReader = try c.required("birthRate")
    cell.birthRate = try birthReader.number("a birth rate in 0...10000 per second") { (0...10_000).contains($0) }
    cell.lifetime = try c.value("lifetime", default: 1) {
      try $0.number("a lifetime in 0...60 seconds") { (0...60).contains($0) }
    }
    cell.lifetimeRange = try c.value("lifetimeRange", default: 0) {
      try $0.number("a number in 0...60") { (0...60).contains($0) }
    }
    if cell.birthRate * layerBirthRate * (cell.lifetime + cell.lifetimeRange) > Self.maximumLiveParticles {
      throw birthReader.error(
        "birthRate \(cell.birthRate) × lifetime \(cell.lifetime + cell.lifetimeRange) s keeps more than \(Int(Self.maximumLiveParticles)) particles alive"
      )
    }
    func number(_ key: String, _ expectation: String = "a number") throws -> Double {
      try c.value(key, default: key == "scale" ? 1 : 0) { try $0.number(expectation) { $0.isFinite } }
    }
    cell.velocity = try number("velocity")
    cell.velocityRange = try number("velocityRange")
    cell.longitude = try number("longitude", "an angle in degrees")
    cell.latitude = try number("latitude", "an angle in degrees")
    cell.range = try number("range", "an angle in degrees")
    cell.acceleration = try c.value("acceleration", default: .zero) { try pair($0, "[x, y] (2 numbers, points/s²)") }
    cell.scale = try number("scale")
    cell.scaleRange = try number("scaleRange")
    cell.scaleSpeed = try number("scaleSpeed")
    cell.spin = try number("spin", "degrees per second")
    cell.spinRange = try number("spinRange", "degrees per second")
    return cell
  }

  private func pair(
    _ reader: NodeReader, _ expectation: String, where isValid: (Double) -> Bool = { _ in true }
  ) throws -> CGSize {
    let v = try numbers(reader, count: 2, expectation, where: isValid)
    return CGSize(width: v[0], height: v[1])
  }

  private func numbers(
    _ reader: NodeReader, count: Int, _ expectation: String, where isValid: (Double) -> Bool = { _ in true }
  ) throws -> [Double] {
    let elements = try reader.sequence(expectation)
    guard elements.count == count else { throw reader.mismatch(expectation) }
    return try elements.map { try $0.number(expectation, where: isValid) }
  }
}
