import Foundation
import Yams

extension SceneDecoder {
  static let constraintChangeFields = [
    "screen", "constant", "activate", "deactivate", "hide", "show", "duration", "delay", "curve", "spring",
  ]
  static let springFields = ["damping", "velocity"]

  /// A script `constraints` step: `{ screen, constant: {id: value}, activate: [ids],
  /// deactivate: [ids], hide: [view ids], show: [view ids], duration, delay, curve, spring:
  /// {damping, velocity} }`; every constraint id must be a constraint `id` of the screen, every
  /// view id a view `id` of it, and at least one change must be given.
  func decodeConstraintChange(_ reader: NodeReader, animated: Bool, screens: [ScreenSpec]) throws
    -> ConstraintChangeSpec
  {
    let fields = try reader.mapping(accepting: Self.constraintChangeFields)
    let screenReader = try fields.required("screen")
    let name = try Self.screenName(screenReader, in: screens)
    let known = Self.constraintIdentifiers(in: screens.first { $0.name == name }?.views ?? [])
    func check(_ id: String, _ error: (String) -> SceneError) throws -> String {
      guard known.contains(id) else {
        throw error(
          "screen '\(name)' has no constraint with id '\(id)'; "
            + (known.isEmpty ? "it declares none" : "its constraint ids: " + known.sorted().joined(separator: ", ")))
      }
      return id
    }
    func identifier(_ item: NodeReader) throws -> String {
      try check(try item.string(nonEmpty: true)) { item.error($0) }
    }
    var change = ConstraintChangeSpec(screen: name)
    if let constant = fields.optional("constant") {
      change.constants = try constant.entries().map { key, value in
        let id = try check(key) { value.error($0, at: value.keyMark) }
        return ConstraintConstant(identifier: id, constant: try value.number())
      }
    }
    change.activate = try fields.value("activate", default: []) { try $0.sequence().map(identifier) }
    change.deactivate = try fields.value("deactivate", default: []) { try $0.sequence().map(identifier) }
    let viewIDs = screens.first { $0.name == name }.map { Self.viewIDs($0.views) } ?? []
    func view(_ item: NodeReader) throws -> String {
      let id = try item.string(nonEmpty: true)
      guard viewIDs.contains(id) else {
        throw item.error(
          "screen '\(name)' has no view with id '\(id)'; "
            + (viewIDs.isEmpty ? "it declares no view ids" : "its view ids: " + viewIDs.joined(separator: ", ")))
      }
      return id
    }
    change.hide = try fields.value("hide", default: []) { try $0.sequence().map(view) }
    change.show = try fields.value("show", default: []) { try $0.sequence().map(view) }
    if let both = change.hide.first(where: change.show.contains), let field = fields.optional("hide") {
      throw field.error("view '\(both)' is both hidden and shown in this step")
    }
    if change.constants.isEmpty && change.activate.isEmpty && change.deactivate.isEmpty && change.hide.isEmpty
      && change.show.isEmpty
    {
      throw reader.error(
        "expected at least one of 'constant: {<id>: <value>}', 'activate: [<ids>]', 'deactivate: [<ids>]', 'hide: [<view ids>]' or 'show: [<view ids>]'"
      )
    }
    if let both = change.activate.first(where: change.deactivate.contains), let field = fields.optional("activate") {
      throw field.error("constraint '\(both)' is both activated and deactivated in this step")
    }
    let timing = ["duration", "delay", "curve", "spring"].compactMap { fields.optional($0) }
    guard animated else {
      if let extra = timing.first {
        throw extra.errorAtKey("'animated: false' lays out at once; remove '\(extra.path.split(separator: ".").last!)'")
      }
      change.animation = nil
      return change
    }
    var animation = ConstraintAnimationSpec()
    animation.duration = try fields.value("duration", default: 0.3) {
      try $0.number("a number > 0 and ≤ 600") { $0 > 0 && $0 <= 600 }
    }
    animation.delay = try fields.value("delay", default: 0) {
      try $0.number("a number in 0...600") { (0...600).contains($0) }
    }
    animation.curve = try fields.value("curve", default: .easeInOut) {
      try $0.oneOf(ConstraintAnimationSpec.Curve.allCases.map { ($0.rawValue, $0) })
    }
    if let spring = try fields.optional("spring")?.mapping(accepting: Self.springFields) {
      if let curve = fields.optional("curve") {
        throw curve.errorAtKey("a spring animation has no curve (UIKit ignores it); remove 'curve' or 'spring'")
      }
      animation.spring = (
        damping: try spring.required("damping").number("a damping ratio in (0, 1]") { $0 > 0 && $0 <= 1 },
        velocity: try spring.value("velocity", default: 0) { try $0.number() }
      )
    }
    change.animation = animation
    return change
  }

  /// The constraint `id`s declared by `views` and their subviews.
  static func constraintIdentifiers(in views: [ViewSpec]) -> Set<String> {
    var ids = Set<String>()
    for view in views {
      ids.formUnion(view.constraints.compactMap(\.identifier))
      ids.formUnion(constraintIdentifiers(in: view.children))
    }
    return ids
  }
}
