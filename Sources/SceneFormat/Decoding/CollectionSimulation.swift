import Foundation

/// The collection side of the script check (``SceneDecoder/simulate(_:root:screens:windowSize:)``):
/// each screen's current layout and the screens pushed with `magicMove`.
struct CollectionSimulation {
  let screens: [String: ScreenSpec]
  /// The window's size in effect at the step being checked (a `resize` step changes it).
  var windowSize: CGSize
  /// The layout a `layout` entry switched a screen to (by name).
  var currentLayout: [String: String] = [:]
  /// Screens on the stack that were pushed with `magicMove` (their pop may fly back).
  var magicPushed: Set<String> = []

  init(screens: [ScreenSpec], windowSize: CGSize) {
    self.screens = Dictionary(screens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    self.windowSize = windowSize
  }

  mutating func push(
    _ pushed: String, from top: String, animated: Bool, animator: AnimatorSpec, entry: SceneDecoder.Entry
  ) throws {
    if let magic = animator.magicMove {
      try checkFlight(magic, from: top, entry: entry)
      magicPushed.insert(pushed)
    }
    if animated, let source = screens[top]?.collection, source.layoutToLayout,
      let target = screens[pushed]?.collection, target.layoutToLayout,
      !target.items.isEmpty, target.items != source.items
    {
      throw entry.target.error(
        "screen '\(pushed)' is pushed layout-to-layout from '\(top)': UIKit shares '\(top)''s collection view, so '\(pushed)''s collection must leave out 'items' (or declare the same items)"
      )
    }
  }

  /// A `magicMove` presentation flies a cell of the presenting screen: a `screen` root or the
  /// topmost presented screen (UIKit presents from the root's ancestor otherwise, which is no
  /// grid).
  func present(presenter: String?, animator: AnimatorSpec, entry: SceneDecoder.Entry) throws {
    guard let magic = animator.magicMove else { return }
    guard let presenter else {
      throw entry.target.error(
        "a 'magicMove' presentation flies a cell of the presenting screen: present from a 'screen' root or a presented screen with a collection"
      )
    }
    try checkFlight(magic, from: presenter, entry: entry)
  }

  /// The item exists and is on screen in `top`'s collection, in its current layout.
  private func checkFlight(_ magic: MagicMoveSpec, from top: String, entry: SceneDecoder.Entry) throws {
    let at = SceneDecoder.format(entry.action.time)
    guard let collection = screens[top]?.collection else {
      throw entry.target.error(
        "a 'magicMove' transition flies a cell of the screen it leaves, but screen '\(top)' (on top at \(at) s) has no collection"
      )
    }
    guard magic.item < collection.items.count else {
      throw entry.target.error(
        "item \(magic.item) is outside 0..<\(collection.items.count) (the items of screen '\(top)''s collection)")
    }
    let layout = currentLayout[top].flatMap(collection.layout(named:)) ?? collection.layouts[0]
    let size = collection.frame?.size ?? windowSize
    let frame = layout.itemFrames(count: collection.items.count, in: size)[magic.item]
    let visible = frame.minX < size.width && frame.maxX > 0 && frame.minY < size.height && frame.maxY > 0
    guard visible else {
      throw entry.target.error(
        "item \(magic.item) of screen '\(top)''s collection is off screen at \(at) s (frame \(frame) in a \(size.width) × \(size.height) collection view); UIKit has no cell to snapshot"
      )
    }
  }

  mutating func pop(_ popped: String, animator: AnimatorSpec, entry: SceneDecoder.Entry) throws {
    if animator.name == "magicMove", !magicPushed.contains(popped) {
      throw entry.target.error(
        "a 'magicMove' pop flies back to the cell a 'magicMove' push flew from, but screen '\(popped)' was not pushed with 'magicMove'"
      )
    }
    magicPushed.remove(popped)
  }
}
