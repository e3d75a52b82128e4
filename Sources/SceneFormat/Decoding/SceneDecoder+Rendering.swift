import Animators
import FlipbookRender
import Foundation
import Graphics
import HeadlessUIKit
import Yams

extension SceneDecoder {
  static let renderingFields = [
    "shadow", "maskedCorners", "transform3D", "gradient", "shape", "image", "blur", "drawing", "mask", "replicator",
    "emitter", "textLayer",
  ]
  static let shadowFields = ["color", "opacity", "radius", "offset", "path"]
  static let transform3DFields = ["angle", "axis", "perspective", "doubleSided"]
  static let gradientFields = ["type", "colors", "locations", "start", "end"]
  static let shapeFields = ["path", "fill", "stroke", "lineWidth", "strokeStart", "strokeEnd", "dash", "dashPhase"]
  static let imageFields = ["file", "contentMode"]
  /// The largest `shadow.radius`, in points (a blur's cost does not grow with it).
  static let maximumShadowRadius: Double = 10_000
  static let corners: [(name: String, value: UIRectCorner)] = [
    ("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft), ("bottomRight", .bottomRight),
  ]
  static let blurStyles: [(name: String, value: UIBlurEffect.Style)] = [
    ("extraLight", .extraLight), ("light", .light), ("dark", .dark), ("regular", .regular), ("prominent", .prominent),
    ("systemUltraThinMaterial", .systemUltraThinMaterial), ("systemThinMaterial", .systemThinMaterial),
    ("systemMaterial", .systemMaterial), ("systemThickMaterial", .systemThickMaterial),
    ("systemChromeMaterial", .systemChromeMaterial),
    ("systemUltraThinMaterialLight", .systemUltraThinMaterialLight),
    ("systemThinMaterialLight", .systemThinMaterialLight),
    ("systemMaterialLight", .systemMaterialLight), ("systemThickMaterialLight", .systemThickMaterialLight),
    ("systemChromeMaterialLight", .systemChromeMaterialLight),
    ("systemUltraThinMaterialDark", .systemUltraThinMaterialDark), ("systemThinMaterialDark", .systemThinMaterialDark),
    ("systemMaterialDark", .systemMaterialDark), ("systemThickMaterialDark", .systemThickMaterialDark),
    ("systemChromeMaterialDark", .systemChromeMaterialDark),
  ]
  static let contentModes: [(name: String, value: UIView.ContentMode)] = [
    ("scaleToFill", .scaleToFill), ("scaleAspectFit", .scaleAspectFit), ("scaleAspectFill", .scaleAspectFill),
    ("center", .center), ("top", .top), ("bottom", .bottom), ("left", .left), ("right", .right),
    ("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft), ("bottomRight", .bottomRight),
  ]

  /// The optional rendering fields of a view (see Scenes/README.md, "Rendering fields").
  func decodeRendering(_ fields: MappingReader) throws -> ViewRenderingSpec {
    var spec = ViewRenderingSpec()
    if let reader = fields.optional("shadow") {
      let shadow = try reader.mapping(accepting: Self.shadowFields)
      var value = ShadowSpec()
      value.color = try shadow.value("color", default: .black) { try $0.color() }
      value.opacity = try shadow.value("opacity", default: 0.5) {
        try $0.number("a number in 0...1") { (0...1).contains($0) }
      }
      value.radius = try shadow.value("radius", default: 3) {
        try $0.number("a radius in 0...\(Int(Self.maximumShadowRadius))") { $0 >= 0 && $0 <= Self.maximumShadowRadius }
      }
      value.offset = try shadow.value("offset", default: CGSize(width: 0, height: -3)) {
        let pair = try numbers($0, count: 2, "[dx, dy] (2 numbers)")
        return CGSize(width: pair[0], height: pair[1])
      }
      value.path = try shadow.optional("path").map(boundsShape)
      spec.shadow = value
    }
    if let reader = fields.optional("maskedCorners") {
      spec.maskedCorners = UIRectCorner(try reader.sequence("a list of corners").map { try $0.oneOf(Self.corners) })
    }
    if let reader = fields.optional("transform3D") {
      let t = try reader.mapping(accepting: Self.transform3DFields)
      var value = Transform3DSpec()
      value.angle = try t.required("angle").number("an angle in degrees")
      value.axis = try t.value("axis", default: [0, 1, 0]) { axis in
        let v = try numbers(axis, count: 3, "[x, y, z] (3 numbers, not all 0)")
        guard v.contains(where: { $0 != 0 }) else { throw axis.mismatch("[x, y, z] (3 numbers, not all 0)") }
        return v
      }
      value.perspective = try t.optional("perspective")?.number("an eye distance ≥ 1 point") { $0 >= 1 }
      value.doubleSided = try t.value("doubleSided", default: true) { try $0.bool() }
      spec.transform3D = value
    }
    if let reader = fields.optional("gradient") {
      let g = try reader.mapping(accepting: Self.gradientFields)
      var value = GradientSpec()
      value.type = try g.value("type", default: "axial") {
        try $0.oneOf([("axial", "axial"), ("radial", "radial"), ("conic", "conic")])
      }
      let colorsReader = try g.required("colors")
      value.colors = try colorsReader.sequence("a list of colours").map { try $0.color() }
      guard !value.colors.isEmpty else { throw colorsReader.mismatch("at least one colour") }
      if let locationsReader = g.optional("locations") {
        let locations = try locationsReader.sequence("a list of numbers in 0...1").map {
          try $0.number("a number in 0...1") { (0...1).contains($0) }
        }
        guard locations.count == value.colors.count, locations == locations.sorted() else {
          throw locationsReader.mismatch("\(value.colors.count) increasing numbers in 0...1 (one per colour)")
        }
        value.locations = locations
      }
      value.start = try g.value("start", default: CGPoint(x: 0.5, y: 0)) { try point($0) }
      value.end = try g.value("end", default: CGPoint(x: 0.5, y: 1)) { try point($0) }
      spec.gradient = value
    }
    if let reader = fields.optional("shape") {
      let s = try reader.mapping(accepting: Self.shapeFields)
      var value = ShapeSpec()
      value.path = try s.value("path", default: .oval) { try boundsShape($0) }
      value.fill = try s.optional("fill")?.color()
      value.stroke = try s.optional("stroke")?.color()
      value.lineWidth = try s.value("lineWidth", default: 1) { try $0.number("a number ≥ 0") { $0 >= 0 } }
      value.strokeStart = try s.value("strokeStart", default: 0) {
        try $0.number("a number in 0...1") { (0...1).contains($0) }
      }
      value.strokeEnd = try s.value("strokeEnd", default: 1) {
        try $0.number("a number in 0...1") { (0...1).contains($0) }
      }
      if let dashReader = s.optional("dash") {
        let dash = try dashReader.sequence("a list of lengths ≥ 0").map { try $0.number("a length ≥ 0") { $0 >= 0 } }
        guard dash.contains(where: { $0 > 0 }) else {
          throw dashReader.mismatch("painted and unpainted lengths, at least one > 0")
        }
        value.dash = dash
      }
      value.dashPhase = try s.value("dashPhase", default: 0) { try $0.number("a number") { _ in true } }
      spec.shape = value
    }
    if let reader = fields.optional("image") {
      let i = try reader.mapping(accepting: Self.imageFields)
      let fileReader = try i.required("file")
      let file = try fileReader.string(nonEmpty: true)
      let base = URL(fileURLWithPath: sourcePath).deletingLastPathComponent()
      let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : base.appendingPathComponent(file)
      let bitmap: Bitmap
      do {
        bitmap = try ImageDecoding.decodeImage(at: try readScope.check(url))
      } catch BoundedFile.Failure.missing {
        throw fileReader.error("image file '\(url.relativePath)' does not exist")
      } catch {
        throw fileReader.error("image file '\(file)': \(error)")
      }
      var value = ImageSpec(path: url.path, bitmap: bitmap)
      value.contentMode = try i.value("contentMode", default: .scaleToFill) { try $0.oneOf(Self.contentModes) }
      spec.image = value
    }
    spec.blur = try fields.optional("blur")?.oneOf(Self.blurStyles)
    spec.drawing = try fields.optional("drawing")?.oneOf(DrawnViewCatalogue.names.map { ($0, $0) })
    spec.mask = try fields.optional("mask").map(boundsShape)
    spec.replicator = try fields.optional("replicator").map(decodeReplicator)
    spec.emitter = try fields.optional("emitter").map(decodeEmitter)
    spec.textLayer = try fields.optional("textLayer").map(decodeTextLayer)
    return spec
  }

  private func boundsShape(_ reader: NodeReader) throws -> BoundsShape {
    try reader.oneOf(BoundsShape.allCases.map { ($0.rawValue, $0) })
  }

  private func point(_ reader: NodeReader) throws -> CGPoint {
    let pair = try numbers(reader, count: 2, "[x, y] (2 numbers, unit coordinates)")
    return CGPoint(x: pair[0], y: pair[1])
  }

  private func numbers(_ reader: NodeReader, count: Int, _ expectation: String) throws -> [Double] {
    let elements = try reader.sequence(expectation)
    guard elements.count == count else { throw reader.mismatch(expectation) }
    return try elements.map { try $0.number() }
  }
}
