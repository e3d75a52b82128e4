import Foundation

/// Where a popover goes: the direction its arrow points, the popover's frame (body and arrow)
/// and its body (the content's frame), both in the container's coordinates, and where along
/// its edge the arrow's tip is.
///
/// ``init(contentSize:sourceRect:availableRect:permittedArrowDirections:canOverlapSourceViewRect:)``
/// chooses as UIKit's popover does: the first permitted direction, in the order up, down,
/// left, right, in which the whole content fits inside the available rectangle (the container
/// minus its safe area and `popoverLayoutMargins`) beside the source rectangle. When none fits,
/// the direction with the most room wins and the content shrinks to that room — or, with
/// `canOverlapSourceViewRect`, keeps its size and slides over the source rectangle. The body is
/// centred on the source rectangle along the arrow's edge and slid inside the available
/// rectangle; the arrow's tip stays on the source rectangle's centre line but at least a corner
/// radius plus half an arrow base from the body's corners.
///
/// - Note: UIKit difference: UIKit's private placement also weighs how much of the content
///   fits in each direction; the fixed preference order is an approximation of it.
struct PopoverLayout: Sendable, Equatable {
  /// The direction the arrow points.
  var arrowDirection: UIPopoverArrowDirection
  /// The popover's frame: its body plus the arrow, in container coordinates.
  var frame: CGRect
  /// The body (where the content goes), in container coordinates.
  var contentFrame: CGRect
  /// The arrow tip, in container coordinates.
  var arrowTip: CGPoint

  /// The arrow's height (from the body's edge to the tip): 13 pt.
  /// - Note: UIKit's private value; 13 pt matches iOS's popover arrow.
  static let arrowHeight: CGFloat = 13
  /// The arrow's base width: 26 pt.
  /// - Note: UIKit's private value; 26 pt matches iOS's popover arrow.
  static let arrowBase: CGFloat = 26
  /// The body's corner radius: 13 pt, as iOS 13+ draws popovers.
  static let cornerRadius: CGFloat = 13

  /// The directions in the order they are tried.
  static let preferenceOrder: [UIPopoverArrowDirection] = [.up, .down, .left, .right]

  /// Chooses the arrow direction and places the popover (see the type's discussion).
  /// - Precondition: `permittedArrowDirections` contains at least one of up, down, left, right
  ///   and is not `.unknown` (UIKit raises for both).
  init(
    contentSize: CGSize, sourceRect source: CGRect, availableRect available: CGRect,
    permittedArrowDirections permitted: UIPopoverArrowDirection, canOverlapSourceViewRect canOverlap: Bool
  ) {
    precondition(
      permitted != .unknown && !permitted.intersection(.any).isEmpty,
      "UIPopoverPresentationController.permittedArrowDirections: must contain at least one of .up, .down, .left, .right, got \(permitted)"
    )
    let arrow = Self.arrowHeight
    let size = CGSize(
      width: max(0, min(contentSize.width, available.width)), height: max(0, min(contentSize.height, available.height)))
    func room(_ direction: UIPopoverArrowDirection) -> CGFloat {
      switch direction {
      case .up: available.maxY - source.maxY - arrow
      case .down: source.minY - available.minY - arrow
      case .left: available.maxX - source.maxX - arrow
      default: source.minX - available.minX - arrow
      }
    }
    func needed(_ direction: UIPopoverArrowDirection) -> CGFloat {
      direction == .up || direction == .down ? size.height : size.width
    }
    let candidates = Self.preferenceOrder.filter { permitted.contains($0) }
    var direction = candidates[0]
    var body = size
    if let fitting = candidates.first(where: { room($0) >= needed($0) }) {
      direction = fitting
    } else {
      for candidate in candidates where room(candidate) > room(direction) { direction = candidate }
      if !canOverlap {
        let space = max(0, room(direction))
        if direction == .up || direction == .down { body.height = space } else { body.width = space }
      }
    }
    func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { max(low, min(value, high)) }
    var content: CGRect
    switch direction {
    case .up, .down:
      let x = clamp(source.midX - body.width / 2, available.minX, available.maxX - body.width)
      var y = direction == .up ? source.maxY + arrow : source.minY - arrow - body.height
      y = clamp(y, available.minY, available.maxY - body.height)
      content = CGRect(x: x, y: y, width: body.width, height: body.height)
    default:
      let y = clamp(source.midY - body.height / 2, available.minY, available.maxY - body.height)
      var x = direction == .left ? source.maxX + arrow : source.minX - arrow - body.width
      x = clamp(x, available.minX, available.maxX - body.width)
      content = CGRect(x: x, y: y, width: body.width, height: body.height)
    }
    let inset = Self.cornerRadius + Self.arrowBase / 2
    let tip: CGPoint
    var frame = content
    switch direction {
    case .up:
      tip = CGPoint(x: clamp(source.midX, content.minX + inset, content.maxX - inset), y: content.minY - arrow)
      frame = CGRect(x: content.minX, y: content.minY - arrow, width: content.width, height: content.height + arrow)
    case .down:
      tip = CGPoint(x: clamp(source.midX, content.minX + inset, content.maxX - inset), y: content.maxY + arrow)
      frame.size.height += arrow
    case .left:
      tip = CGPoint(x: content.minX - arrow, y: clamp(source.midY, content.minY + inset, content.maxY - inset))
      frame = CGRect(x: content.minX - arrow, y: content.minY, width: content.width + arrow, height: content.height)
    default:
      tip = CGPoint(x: content.maxX + arrow, y: clamp(source.midY, content.minY + inset, content.maxY - inset))
      frame.size.width += arrow
    }
    self.arrowDirection = direction
    self.frame = frame
    self.contentFrame = content
    self.arrowTip = tip
  }

  /// The outline of the body with its arrow, in the popover's own coordinates (its frame's
  /// origin at zero): one clockwise contour, so it fills and casts a shadow as one shape.
  var outline: CGPath {
    let path = CGMutablePath()
    let body = contentFrame.offsetBy(dx: -frame.minX, dy: -frame.minY)
    let tip = CGPoint(x: arrowTip.x - frame.minX, y: arrowTip.y - frame.minY)
    let r = min(Self.cornerRadius, body.width / 2, body.height / 2)
    let half = Self.arrowBase / 2
    path.move(to: CGPoint(x: body.minX + r, y: body.minY))
    if arrowDirection == .up {
      path.addLine(to: CGPoint(x: tip.x - half, y: body.minY))
      path.addLine(to: tip)
      path.addLine(to: CGPoint(x: tip.x + half, y: body.minY))
    }
    path.addLine(to: CGPoint(x: body.maxX - r, y: body.minY))
    path.addArc(
      center: CGPoint(x: body.maxX - r, y: body.minY + r), radius: r, startAngle: -.pi / 2, endAngle: 0,
      clockwise: false)
    if arrowDirection == .right {
      path.addLine(to: CGPoint(x: body.maxX, y: tip.y - half))
      path.addLine(to: tip)
      path.addLine(to: CGPoint(x: body.maxX, y: tip.y + half))
    }
    path.addLine(to: CGPoint(x: body.maxX, y: body.maxY - r))
    path.addArc(
      center: CGPoint(x: body.maxX - r, y: body.maxY - r), radius: r, startAngle: 0, endAngle: .pi / 2,
      clockwise: false)
    if arrowDirection == .down {
      path.addLine(to: CGPoint(x: tip.x + half, y: body.maxY))
      path.addLine(to: tip)
      path.addLine(to: CGPoint(x: tip.x - half, y: body.maxY))
    }
    path.addLine(to: CGPoint(x: body.minX + r, y: body.maxY))
    path.addArc(
      center: CGPoint(x: body.minX + r, y: body.maxY - r), radius: r, startAngle: .pi / 2, endAngle: .pi,
      clockwise: false)
    if arrowDirection == .left {
      path.addLine(to: CGPoint(x: body.minX, y: tip.y + half))
      path.addLine(to: tip)
      path.addLine(to: CGPoint(x: body.minX, y: tip.y - half))
    }
    path.addLine(to: CGPoint(x: body.minX, y: body.minY + r))
    path.addArc(
      center: CGPoint(x: body.minX + r, y: body.minY + r), radius: r, startAngle: .pi, endAngle: 3 * .pi / 2,
      clockwise: false)
    path.closeSubpath()
    return path
  }
}
