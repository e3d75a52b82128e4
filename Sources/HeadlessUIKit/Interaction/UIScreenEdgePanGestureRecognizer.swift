import Foundation

/// A pan that starts at an edge of the screen, as UIKit's `UIScreenEdgePanGestureRecognizer`:
/// the finger must go down within ``edgeWidth`` points of one of `edges` of the window and
/// move away from that edge (more across it than along it); otherwise the recognizer fails.
/// This is the gesture behind the navigation controller's swipe back.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// How far from the edge a touch may begin: 20 pt.
  /// - Note: UIKit does not document the edge zone; 20 pt matches iOS devices.
  public static let edgeWidth: CGFloat = 20

  /// The edges the gesture may start from, as `edges` (default none: it never begins).
  open var edges: UIRectEdge = []

  override func shouldBegin(movingFrom start: CGPoint, by movement: CGVector) -> Bool {
    guard let bounds = view?.window?.bounds else { return false }
    let w = Self.edgeWidth
    let horizontal = abs(movement.dx) >= abs(movement.dy)
    if edges.contains(.left), start.x - bounds.minX <= w, horizontal, movement.dx > 0 { return true }
    if edges.contains(.right), bounds.maxX - start.x <= w, horizontal, movement.dx < 0 { return true }
    if edges.contains(.top), start.y - bounds.minY <= w, !horizontal, movement.dy > 0 { return true }
    if edges.contains(.bottom), bounds.maxY - start.y <= w, !horizontal, movement.dy < 0 { return true }
    return false
  }
}
