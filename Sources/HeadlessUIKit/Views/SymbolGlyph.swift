import Foundation

/// The built-in symbols a `UIImage(systemName:)` can name, each drawn as a few display-list
/// shapes in a 28 × 28 pt box (the size of a tab bar icon): rectangles, rounded rectangles
/// (optionally rotated about their centre), rings, and an outline path filled even-odd (for
/// shapes with holes, such as the gear).
///
/// The shapes are simplified stand-ins for Apple's SF Symbols, which are not available on
/// Linux; they are recognisable at tab-bar size, not pixel copies.
struct SymbolGlyph: Sendable, Hashable {
  /// One filled (or, with `ring > 0`, stroked) rounded rectangle, rotated by `angle` radians
  /// about its centre.
  struct Part: Sendable, Hashable {
    var rect: CGRect
    var cornerRadius: CGFloat = 0
    var angle: CGFloat = 0
    var ring: CGFloat = 0
  }

  /// The box every glyph is drawn in.
  static let size = CGSize(width: 28, height: 28)

  let parts: [Part]
  /// A closed outline in the glyph's box, filled with the even-odd rule, drawn after `parts`.
  var outline: PathData?

  /// Every name `UIImage(systemName:)` accepts.
  static let names = [
    "circle", "circle.fill", "square.fill", "house.fill", "person.fill", "magnifyingglass", "list.bullet",
    "square.grid.2x2.fill", "plus", "star.fill", "gearshape.fill", "bell.fill",
    "chevron.right", "checkmark", "info.circle", "sidebar.left", "chevron.backward",
    "arrow.up.left.and.arrow.down.right", "arrow.down.right.and.arrow.up.left",
  ]

  init?(name: String) {
    func circle(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat, ring: CGFloat = 0) -> Part {
      Part(rect: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r), cornerRadius: r, ring: ring)
    }
    switch name {
    case "circle": parts = [circle(14, 14, 11, ring: 2)]
    case "circle.fill": parts = [circle(14, 14, 11)]
    case "square.fill": parts = [Part(rect: CGRect(x: 4, y: 4, width: 20, height: 20), cornerRadius: 4)]
    case "house.fill":
      parts = [
        Part(rect: CGRect(x: 6.5, y: 6.5, width: 15, height: 15), cornerRadius: 2, angle: .pi / 4),
        Part(rect: CGRect(x: 6, y: 13, width: 16, height: 12), cornerRadius: 2),
      ]
    case "person.fill":
      parts = [circle(14, 9, 5.5), Part(rect: CGRect(x: 4, y: 16, width: 20, height: 10), cornerRadius: 5)]
    case "magnifyingglass":
      parts = [
        circle(12, 12, 8, ring: 2.5),
        Part(rect: CGRect(x: 17, y: 20, width: 9, height: 3), cornerRadius: 1.5, angle: .pi / 4),
      ]
    case "list.bullet":
      parts = [7, 14, 21].flatMap { (y: CGFloat) in
        [circle(5, y, 2), Part(rect: CGRect(x: 10, y: y - 1.25, width: 15, height: 2.5), cornerRadius: 1.25)]
      }
    case "square.grid.2x2.fill":
      parts = [(4, 4), (15, 4), (4, 15), (15, 15)].map { (x: CGFloat, y: CGFloat) in
        Part(rect: CGRect(x: x, y: y, width: 9, height: 9), cornerRadius: 2.5)
      }
    case "plus":
      parts = [
        Part(rect: CGRect(x: 12.5, y: 4, width: 3, height: 20), cornerRadius: 1.5),
        Part(rect: CGRect(x: 4, y: 12.5, width: 20, height: 3), cornerRadius: 1.5),
      ]
    case "star.fill":
      // Two squares at 0° and 45°: an eight-pointed star.
      parts = [
        Part(rect: CGRect(x: 7, y: 7, width: 14, height: 14), cornerRadius: 1),
        Part(rect: CGRect(x: 7, y: 7, width: 14, height: 14), cornerRadius: 1, angle: .pi / 4),
      ]
    case "gearshape.fill":
      parts = []
      outline = Self.gear(teeth: 8, center: CGPoint(x: 14, y: 14), tip: 12.5, root: 9.5, hole: 4.5)
    case "bell.fill":
      parts = [
        Part(rect: CGRect(x: 7, y: 5, width: 14, height: 17), cornerRadius: 7),
        Part(rect: CGRect(x: 4, y: 18, width: 20, height: 4), cornerRadius: 2),
        circle(14, 24, 2.5),
      ]
    case "chevron.right":
      // Two 3 pt strokes from (11, 7) and (11, 21) meeting at the tip (18, 14).
      parts = [-1.0, 1.0].map { (direction: CGFloat) in
        Part(
          rect: CGRect(x: 8.05, y: 14 + direction * 3.5 - 1.5, width: 12.9, height: 3), cornerRadius: 1.5,
          angle: -direction * .pi / 4)
      }
    case "checkmark":
      // A short stroke from (6, 15) down to (11, 20), a long one up to (22, 8).
      parts = [
        Part(rect: CGRect(x: 3.46, y: 16, width: 10.07, height: 3), cornerRadius: 1.5, angle: .pi / 4),
        Part(rect: CGRect(x: 6.86, y: 12.5, width: 19.28, height: 3), cornerRadius: 1.5, angle: atan2(-12, 11)),
      ]
    case "info.circle":
      parts = [
        circle(14, 14, 11, ring: 2), circle(14, 8.5, 1.75),
        Part(rect: CGRect(x: 12.75, y: 12, width: 2.5, height: 9), cornerRadius: 1.25),
      ]
    case "sidebar.left":
      // A rounded window outline with a bar a third of the way in: the sidebar.
      parts = [
        Part(rect: CGRect(x: 3, y: 6, width: 22, height: 16), cornerRadius: 3, ring: 2),
        Part(rect: CGRect(x: 10, y: 6, width: 2, height: 16)),
      ]
    case "chevron.backward":
      // The mirror of chevron.right: strokes from (17, 7) and (17, 21) meeting at (10, 14).
      parts = [-1.0, 1.0].map { (direction: CGFloat) in
        Part(
          rect: CGRect(x: 7.05, y: 14 + direction * 3.5 - 1.5, width: 12.9, height: 3), cornerRadius: 1.5,
          angle: direction * .pi / 4)
      }
    case "arrow.up.left.and.arrow.down.right":
      // A diagonal from corner to corner with a square arrowhead at each end: expand.
      parts = [
        Part(rect: CGRect(x: 3, y: 12.75, width: 22, height: 2.5), cornerRadius: 1.25, angle: .pi / 4),
        Part(rect: CGRect(x: 4, y: 4, width: 9, height: 2.5), cornerRadius: 1.25),
        Part(rect: CGRect(x: 4, y: 4, width: 2.5, height: 9), cornerRadius: 1.25),
        Part(rect: CGRect(x: 15, y: 21.5, width: 9, height: 2.5), cornerRadius: 1.25),
        Part(rect: CGRect(x: 21.5, y: 15, width: 2.5, height: 9), cornerRadius: 1.25),
      ]
    case "arrow.down.right.and.arrow.up.left":
      // Two short diagonals pointing at the middle, each with a square arrowhead there: reduce.
      parts = [
        Part(rect: CGRect(x: 3.5, y: 7.75, width: 10, height: 2.5), cornerRadius: 1.25, angle: .pi / 4),
        Part(rect: CGRect(x: 14.5, y: 17.75, width: 10, height: 2.5), cornerRadius: 1.25, angle: .pi / 4),
        Part(rect: CGRect(x: 4, y: 10.5, width: 8, height: 2.5), cornerRadius: 1.25),
        Part(rect: CGRect(x: 10.5, y: 4, width: 2.5, height: 8), cornerRadius: 1.25),
        Part(rect: CGRect(x: 16, y: 15, width: 8, height: 2.5), cornerRadius: 1.25),
        Part(rect: CGRect(x: 15, y: 16, width: 2.5, height: 8), cornerRadius: 1.25),
      ]
    default: return nil
    }
  }
}

extension SymbolGlyph {
  /// A gear: `teeth` trapezoid teeth from radius `root` to `tip` around a disc with a round
  /// hole of radius `hole` (its outline and the hole, to be filled even-odd).
  static func gear(teeth: Int, center: CGPoint, tip: CGFloat, root: CGFloat, hole: CGFloat) -> PathData {
    func point(_ radius: CGFloat, _ degrees: CGFloat) -> CGPoint {
      let angle = degrees * .pi / 180
      return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    let pitch = 360 / CGFloat(teeth)
    var elements: [PathElement] = []
    for tooth in 0..<teeth {
      let middle = CGFloat(tooth) * pitch - 90
      let corners = [
        point(root, middle - pitch / 3), point(tip, middle - pitch / 5), point(tip, middle + pitch / 5),
        point(root, middle + pitch / 3),
      ]
      elements.append(tooth == 0 ? .moveToPoint(corners[0]) : .addLineToPoint(corners[0]))
      elements += corners.dropFirst().map { .addLineToPoint($0) }
    }
    elements.append(.closeSubpath)
    elements += PathData.arc(center: center, radius: hole, startAngle: 0, endAngle: 2 * .pi, increasing: true)
    elements.append(.closeSubpath)
    return PathData(elements: elements)
  }

  /// The glyph's shapes drawn in `color`, its 28 × 28 pt box stretched into `rect` under
  /// `transform` (what an image view shows for a system image).
  func items(into rect: CGRect, color: RGBA, transform: CGAffineTransform) -> [DisplayItem] {
    let box = CGAffineTransform(scaleX: rect.width / Self.size.width, y: rect.height / Self.size.height)
      .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
    var items: [DisplayItem] = parts.map { part in
      let local = CGRect(origin: CGPoint(x: -part.rect.width / 2, y: -part.rect.height / 2), size: part.rect.size)
      let shape = Shape.roundedRect(local, cornerRadius: part.cornerRadius)
      let m = CGAffineTransform(rotationAngle: part.angle)
        .concatenating(CGAffineTransform(translationX: part.rect.midX, y: part.rect.midY))
        .concatenating(box).concatenating(transform)
      return part.ring > 0
        ? .border(shape, width: part.ring, color: color, transform: m) : .fill(shape, color: color, transform: m)
    }
    if let outline {
      items.append(.fill(.path(outline, fillRule: .evenOdd), color: color, transform: box.concatenating(transform)))
    }
    return items
  }
}
