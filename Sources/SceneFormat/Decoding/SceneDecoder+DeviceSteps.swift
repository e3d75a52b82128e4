import Foundation
import HeadlessUIKit

extension SceneDecoder {
  static let resizeFields = ["width", "height", "duration"]

  /// A `keyboard` or `resize` entry: `keyboard: show|hide` (the window's `showKeyboard()` /
  /// `hideKeyboard()`), `resize: {width, height, duration}` (the window's new size, animated
  /// over `duration` seconds when above zero). The container fields (`animator`, `animated`,
  /// `via`) do not apply: the keyboard has UIKit's own animation and a resize its `duration`.
  func decodeDeviceStep(
    _ kind: String, _ target: NodeReader, fields: MappingReader, at time: Double, duration: Double,
    windowSize: CGSize
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
    func side(_ name: String, limit: CGFloat) throws -> CGFloat {
      let field = try resize.required(name)
      let value = CGFloat(try field.number("a number > 0") { $0 > 0 })
      // The rendered frames keep the scene's window size: a larger window would not fit them.
      guard value <= limit else {
        throw field.error(
          "a \(name) of \(Self.format(Double(value))) pt is larger than the scene's window (\(Self.format(Double(limit))) pt); the rendered frames keep the window's size, so a resize can only shrink the window or give it back its size"
        )
      }
      return value
    }
    let size = CGSize(
      width: try side("width", limit: windowSize.width), height: try side("height", limit: windowSize.height))
    let seconds = try resize.value("duration", default: 0) { try $0.number("a number ≥ 0") { $0 >= 0 } }
    guard time + seconds <= duration else {
      throw (resize.optional("duration") ?? target).error(
        "the resize ends at \(Self.format(time + seconds)) s, after the scene's duration (\(Self.format(duration)) s)")
    }
    return .resize(size: size, duration: seconds)
  }
}
