import Foundation
import HeadlessUIKit

extension SceneDecoder {
  static let resizeFields = ["width", "height", "duration", "alongside"]

  /// A `keyboard` or `resize` entry: `keyboard: show|hide` (the window's `showKeyboard()` /
  /// `hideKeyboard()`), `resize: {width, height, duration, alongside}` (the window's new size, animated
  /// over `duration` seconds when above zero; the rendered frames take the new size from the
  /// step's time on; `alongside` is a `constraints` change without timing, made by its screen in
  /// `viewWillTransition(to:with:)` alongside the resize). The container fields (`animator`, `animated`,
  /// `via`) do not apply: the keyboard has UIKit's own animation and a resize its `duration`.
  func decodeDeviceStep(
    _ kind: String, _ target: NodeReader, fields: MappingReader, at time: Double, duration: Double,
    screens: [ScreenSpec]
  ) throws -> ScriptAction.Kind {
    for field in ["animator", "animated"] {
      if let extra = fields.optional(field) {
        throw extra.error(
          kind == "keyboard"
            ? "'\(field)' does not apply to 'keyboard': the keyboard slides with UIKit's animation (0.25 s, curve 7)"
            : "'\(field)' does not apply to 'resize': give 'duration' inside 'resize' (0 resizes at once)")
      }
    }
    if kind == "keyboard" {
      return .keyboard(shown: try target.oneOf([("show", true), ("hide", false)]))
    }
    let resize = try target.mapping(accepting: Self.resizeFields)
    // The rendered frames follow the window's size, within the limits of the scene's window.
    func side(_ name: String) throws -> CGFloat {
      CGFloat(try resize.required(name).number("a number in (0, 16384]") { $0 > 0 && $0 <= 16384 })
    }
    let size = CGSize(width: try side("width"), height: try side("height"))
    let seconds = try resize.value("duration", default: 0) { try $0.number("a number ≥ 0") { $0 >= 0 } }
    guard time + seconds <= duration else {
      throw (resize.optional("duration") ?? target).error(
        "the resize ends at \(Self.format(time + seconds)) s, after the scene's duration (\(Self.format(duration)) s)")
    }
    var alongside: ConstraintChangeSpec?
    if let change = resize.optional("alongside") {
      // The change runs in the resize's own animation: it has no timing of its own.
      let timing = try change.mapping(accepting: Self.constraintChangeFields)
      for field in ["duration", "delay", "curve", "spring"] {
        if let extra = timing.optional(field) {
          throw extra.errorAtKey(
            "'alongside' animates with the resize (viewWillTransition's coordinator); remove '\(field)'")
        }
      }
      alongside = try decodeConstraintChange(change, animated: false, screens: screens)
    }
    return .resize(size: size, duration: seconds, alongside: alongside)
  }
}

extension SceneDecoder {
  /// A `focus` or `type` entry: `focus: <id>` (the text field or text view `id` becomes first
  /// responder), `type: <text>` (typed into the first responder one character every
  /// ``ScriptAction/typingInterval``, all within the scene's duration).
  func decodeTextStep(
    _ kind: String, _ target: NodeReader, fields: MappingReader, at time: Double, duration: Double
  ) throws -> ScriptAction.Kind {
    for field in ["animator", "animated"] {
      if let extra = fields.optional(field) {
        throw extra.error("'\(field)' does not apply to '\(kind)': the keyboard slides with UIKit's animation")
      }
    }
    if kind == "focus" { return .focus(id: try target.string(nonEmpty: true)) }
    let text = try target.string(nonEmpty: true)
    let end = time + Double(text.count - 1) * ScriptAction.typingInterval
    guard end <= duration else {
      throw target.error(
        "typing \(text.count) characters (one every \(Self.format(ScriptAction.typingInterval)) s) ends at \(Self.format(end)) s, after the scene's duration (\(Self.format(duration)) s)"
      )
    }
    return .type(text: text)
  }
}
