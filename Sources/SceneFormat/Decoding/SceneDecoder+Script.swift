import Foundation
import Graphics
import Yams

extension SceneDecoder {
  static let actionFields = ["at", "push", "pop", "animator", "animated"]
  static let animatorFields = ["name", "duration"]

  /// A decoded script entry with the readers of its fields, for errors found after sorting.
  private struct Entry {
    var action: ScriptAction
    /// The `push` or `pop` value.
    var target: NodeReader
  }

  /// `script`: decodes each entry, sorts them by time (stable), then walks them on a simulated
  /// navigation stack, as UIKit would run them.
  func decodeScript(
    _ reader: NodeReader, duration: Double, screens: [ScreenSpec], root: RootSpec
  ) throws -> [ScriptAction] {
    let entries = try reader.sequence().map { try decodeEntry($0, duration: duration, screens: screens) }
    let sorted = entries.enumerated().sorted { lhs, rhs in
      (lhs.element.action.time, lhs.offset) < (rhs.element.action.time, rhs.offset)
    }.map(\.element)
    try Self.simulate(sorted, root: root)
    return sorted.map(\.action)
  }

  private func decodeEntry(_ reader: NodeReader, duration: Double, screens: [ScreenSpec]) throws -> Entry {
    let fields = try reader.mapping(accepting: Self.actionFields)
    let at = try fields.required("at")
    let time = try at.number("a number ≥ 0") { $0 >= 0 }
    guard time <= duration else { throw at.mismatch("a time ≤ duration (\(Self.format(duration)))") }
    let animated = try fields.value("animated", default: true) { try $0.bool() }
    let animator = try fields.value("animator", default: AnimatorSpec(name: "system")) { try decodeAnimator($0) }
    switch (fields.optional("push"), fields.optional("pop")) {
    case (let push?, nil):
      let screen = try Self.screenName(push, in: screens)
      return Entry(
        action: ScriptAction(
          time: time, kind: .push(screen: screen, animated: animated, animator: animator), fieldPath: reader.path),
        target: push)
    case (nil, let pop?):
      guard try pop.bool() else { throw pop.mismatch("true (pop: true)") }
      return Entry(
        action: ScriptAction(time: time, kind: .pop(animated: animated, animator: animator), fieldPath: reader.path),
        target: pop)
    case (.some, .some):
      throw reader.error("expected exactly one of 'push' or 'pop', got both")
    case (nil, nil):
      throw reader.error("expected exactly one of 'push: <screen>' or 'pop: true', got neither")
    }
  }

  /// `animator`: a catalogue name, or `{ name: slide, duration: 0.4 }`.
  private func decodeAnimator(_ reader: NodeReader) throws -> AnimatorSpec {
    let names = AnimatorSpec.knownNames.map { ($0, $0) }
    switch reader.node {
    case .scalar:
      return AnimatorSpec(name: try reader.oneOf(names))
    case .mapping:
      let fields = try reader.mapping(accepting: Self.animatorFields)
      let name = try fields.required("name").oneOf(names)
      let durationField = fields.optional("duration")
      if name == "system", let durationField {
        // UIKit's default animation has its own fixed duration; a value here would be ignored.
        throw durationField.error(
          "the 'system' animator has UIKit's fixed duration (0.5 s); remove 'duration' or use 'slide'")
      }
      return AnimatorSpec(name: name, duration: try durationField?.number("a number ≥ 0") { $0 >= 0 })
    default:
      let list = AnimatorSpec.knownNames.joined(separator: ", ")
      throw reader.mismatch("an animator name (\(list)) or a mapping {name, duration}")
    }
  }

  /// Replays the sorted script on a navigation stack holding the root screen: a push of a screen
  /// already on the stack, or a pop that would remove the root, is an error at that entry.
  ///
  /// UIKit raises "Pushing the same view controller instance more than once is not supported"
  /// for the first, and `popViewController(animated:)` returns nil without doing anything for the
  /// second; both are scene mistakes, so the loader rejects them.
  private static func simulate(_ entries: [Entry], root: RootSpec) throws {
    guard case .navigation(let rootName) = root else { return }
    var stack = [rootName]
    for entry in entries {
      let at = format(entry.action.time)
      switch entry.action.kind {
      case .push(let screen, _, _):
        guard !stack.contains(screen) else {
          throw entry.target.error(
            "screen '\(screen)' is already on the navigation stack [\(stack.joined(separator: ", "))] at \(at) s"
              + " (UIKit raises \"Pushing the same view controller instance more than once is not supported\")")
        }
        stack.append(screen)
      case .pop:
        guard stack.count > 1 else {
          throw entry.target.error(
            "nothing to pop: only the root screen '\(rootName)' is on the navigation stack at \(at) s")
        }
        stack.removeLast()
      }
    }
  }
}
