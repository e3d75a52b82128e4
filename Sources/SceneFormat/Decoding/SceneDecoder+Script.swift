import Animators
import Foundation
import Graphics
import Yams

extension SceneDecoder {
  static let actionFields = [
    "at", "push", "pop", "popTo", "popToRoot", "present", "dismiss", "select", "layout", "drag", "tap", "constraints",
    "pinch", "rotate", "keyboard", "resize", "turn", "detent", "focus", "type", "showColumn", "hideColumn",
    "displayMode", "showDetail", "search", "scope", "animator",
    "animated", "style", "sheet",
    "transition", "item", "target", "source", "arrow", "size", "adaptive", "via",
  ]
  static let actionKinds = [
    "push", "pop", "popTo", "popToRoot", "present", "dismiss", "select", "layout", "drag", "tap", "constraints",
    "pinch", "rotate", "keyboard", "resize", "turn", "detent", "focus", "type", "showColumn", "hideColumn",
    "displayMode", "showDetail", "search", "scope",
  ]
  static let layoutActionFields = ["screen", "to"]
  static let animatorFields = ["name", "duration"]
  static let presentationStyles: [(name: String, value: UIModalPresentationStyle)] = [
    ("automatic", .automatic), ("pageSheet", .pageSheet), ("formSheet", .formSheet), ("fullScreen", .fullScreen),
    ("overFullScreen", .overFullScreen), ("currentContext", .currentContext),
    ("overCurrentContext", .overCurrentContext), ("custom", .custom), ("popover", .popover),
  ]
  static let transitionStyles: [(name: String, value: UIModalTransitionStyle)] = [
    ("coverVertical", .coverVertical), ("crossDissolve", .crossDissolve), ("flipHorizontal", .flipHorizontal),
    ("partialCurl", .partialCurl),
  ]

  /// A decoded script entry with the readers of its fields, for errors found after sorting.
  struct Entry {
    var action: ScriptAction
    /// The `push`, `pop`, `present`, `dismiss` or `select` value.
    var target: NodeReader
  }

  /// `script`: decodes each entry, sorts them by time (stable), then replays them on a
  /// simulated model of the root and the presentations, as UIKit would run them.
  func decodeScript(
    _ reader: NodeReader, duration: Double, screens: [ScreenSpec], root: RootSpec, windowSize: CGSize
  ) throws -> [ScriptAction] {
    let entries = try reader.sequence().map {
      try decodeEntry($0, duration: duration, screens: screens)
    }
    let sorted = entries.enumerated().sorted { lhs, rhs in
      (lhs.element.action.time, lhs.offset) < (rhs.element.action.time, rhs.offset)
    }.map(\.element)
    try Self.simulate(sorted, root: root, screens: screens, windowSize: windowSize)
    return sorted.map(\.action)
  }

  private func decodeEntry(_ reader: NodeReader, duration: Double, screens: [ScreenSpec]) throws
    -> Entry
  {
    let fields = try reader.mapping(accepting: Self.actionFields)
    let at = try fields.required("at")
    let time = try at.number("a number ≥ 0") { $0 >= 0 }
    guard time <= duration else { throw at.mismatch("a time ≤ duration (\(Self.format(duration)))") }
    let given = Self.actionKinds.compactMap { kind in fields.optional(kind).map { (kind, $0) } }
    guard given.count == 1, let (kind, target) = given.first else {
      let found = given.isEmpty ? "neither" : given.map { "'\($0.0)'" }.joined(separator: " and ")
      throw reader.error(
        "expected exactly one of 'push: <screen>', 'pop: true', 'popTo: <screen>', 'popToRoot: true', 'present: <screen>', 'dismiss: true', 'select: <tab index>', 'layout: {screen, to}', 'drag: {…}', 'tap: [x, y]', 'pinch: {…}', 'rotate: {…}', 'constraints: {screen, …}', 'keyboard: show|hide', 'resize: {width, height}', 'turn: forward|reverse', 'detent: medium|large|<height>', 'focus: <text field id>', 'type: <text>', 'showColumn: <column>', 'hideColumn: <column>', 'displayMode: <mode>', 'showDetail: <screen>', 'search: tap|cancel|activate|deactivate' or 'scope: <title>', got \(found)"
      )
    }
    for field in ["style", "transition", "sheet"] + Self.popoverFields where kind != "present" {
      if let extra = fields.optional(field) { throw extra.error("'\(field)' applies to 'present' only") }
    }
    for field in ["item", "target"] where kind != "push" && kind != "present" {
      if let extra = fields.optional(field) {
        throw extra.error("'\(field)' applies to a 'push' or 'present' with the 'magicMove' animator only")
      }
    }
    if kind != "push" && kind != "present", let extra = fields.optional("via") {
      throw extra.error("'via' applies to 'push' and 'present' only (the button's action starts that transition)")
    }
    if ["drag", "tap", "pinch", "rotate"].contains(kind) {
      for field in ["animator", "animated"] {
        if let extra = fields.optional(field) {
          throw extra.error("'\(field)' does not apply to '\(kind)': gesture recognizers decide what a touch does")
        }
      }
    }
    if kind == "pinch" || kind == "rotate" {
      let gesture = kind == "pinch" ? try decodePinch(target, at: time) : try decodeRotate(target, at: time)
      let end = gesture.tracks.map(\.endTime).max() ?? time
      guard end <= duration else {
        throw target.error(
          "the \(kind) ends at \(Self.format(end)) s, after the scene's duration (\(Self.format(duration)) s)")
      }
      return Entry(
        action: ScriptAction(time: time, kind: .multiTouch(gesture), fieldPath: reader.path), target: target)
    }
    if kind == "drag" || kind == "tap" {
      let track = kind == "drag" ? try decodeDrag(target, at: time) : try decodeTap(target, at: time)
      guard track.endTime <= duration else {
        throw target.error(
          "the \(kind) ends at \(Self.format(track.endTime)) s, after the scene's duration (\(Self.format(duration)) s)"
        )
      }
      return Entry(action: ScriptAction(time: time, kind: .touch(track), fieldPath: reader.path), target: target)
    }
    if kind == "focus" || kind == "type" {
      return Entry(
        action: ScriptAction(
          time: time, kind: try decodeTextStep(kind, target, fields: fields, at: time, duration: duration),
          fieldPath: reader.path),
        target: target)
    }
    if kind == "search" || kind == "scope" {
      return Entry(
        action: ScriptAction(
          time: time, kind: try decodeSearchStep(kind, target, fields: fields, at: time, duration: duration),
          fieldPath: reader.path),
        target: target)
    }
    if kind == "keyboard" || kind == "resize" {
      return Entry(
        action: ScriptAction(
          time: time,
          kind: try decodeDeviceStep(kind, target, fields: fields, at: time, duration: duration, screens: screens),
          fieldPath: reader.path),
        target: target)
    }
    let animated = try fields.value("animated", default: true) { try $0.bool() }
    func animator(_ names: [String]) throws -> AnimatorSpec {
      try fields.value("animator", default: AnimatorSpec(name: "system")) {
        try decodeAnimator($0, names: names, sceneDuration: duration)
      }
    }
    var via: String?
    if let viaReader = fields.optional("via") {
      via = try viaReader.string(nonEmpty: true)
      guard time + ScriptAction.viaTapDuration <= duration else {
        throw viaReader.error(
          "the tap on '\(via!)' lifts at \(Self.format(time + ScriptAction.viaTapDuration)) s, after the scene's duration (\(Self.format(duration)) s)"
        )
      }
    }
    let make = { (kind: ScriptAction.Kind) in
      var action = ScriptAction(time: time, kind: kind, fieldPath: reader.path)
      action.via = via
      return Entry(action: action, target: target)
    }
    switch kind {
    case "push":
      let screen = try Self.screenName(target, in: screens)
      var spec = try animator(AnimatorCatalogue.names)
      spec.magicMove = try decodeMagicMove(fields, animator: spec.name, shown: screen, screens: screens)
      return make(.push(screen: screen, animated: animated, animator: spec))
    case "constraints":
      if let extra = fields.optional("animator") {
        throw extra.error(
          "a constraints step animates with UIView.animate; give 'duration', 'curve' or 'spring' inside 'constraints'")
      }
      return make(.constraints(try decodeConstraintChange(target, animated: animated, screens: screens)))
    case "layout":
      if let extra = fields.optional("animator") {
        throw extra.error("a layout change uses UIKit's own animation (setCollectionViewLayout); remove 'animator'")
      }
      return make(try decodeLayoutAction(target, animated: animated, screens: screens))
    case "pop":
      guard try target.bool() else { throw target.mismatch("true (pop: true)") }
      return make(.pop(animated: animated, animator: try animator(AnimatorCatalogue.names)))
    case "popTo":
      let screen = try Self.screenName(target, in: screens)
      return make(.popTo(screen: screen, animated: animated, animator: try animator(AnimatorCatalogue.names)))
    case "popToRoot":
      guard try target.bool() else { throw target.mismatch("true (popToRoot: true)") }
      return make(.popToRoot(animated: animated, animator: try animator(AnimatorCatalogue.names)))
    case "present":
      let screen = try Self.screenName(target, in: screens)
      var spec = try animator(AnimatorCatalogue.modalNames)
      spec.magicMove = try decodeMagicMove(fields, animator: spec.name, shown: screen, screens: screens)
      let style = try fields.value(
        "style", default: AnimatorCatalogue.defaultPresentationStyle(forModalAnimator: spec.name)
      ) { try $0.oneOf(Self.presentationStyles) }
      if let allowed = AnimatorCatalogue.allowedPresentationStyles(forModalAnimator: spec.name),
        !allowed.contains(style)
      {
        throw (fields.optional("style") ?? target).error(
          "the '\(spec.name)' animator works with style \(allowed.map { "'\($0)'" }.joined(separator: " or ")), got '\(style)'"
            + (spec.name == "slide"
              ? " (it adds the presenting view to the container on dismissal, which other styles lose with the container)"
              : ""))
      }
      let transition = try fields.value("transition", default: UIModalTransitionStyle.coverVertical) {
        try $0.oneOf(Self.transitionStyles)
      }
      if transition == .partialCurl, style != .fullScreen, let field = fields.optional("transition") {
        // UIKit raises "Application tried to present UIModalTransitionStylePartialCurl to or
        // from non-fullscreen view controller".
        throw field.error(
          "'partialCurl' needs style 'fullScreen' (UIKit refuses a partial curl to or from a non-fullscreen view controller), got style '\(style)'"
        )
      }
      var entry = make(
        .present(screen: screen, style: style, transition: transition, animated: animated, animator: spec))
      entry.action.popover = try decodePopoverAnchor(fields, style: style, target: target)
      entry.action.sheet = try decodeSheet(fields, style: style)
      return entry
    case "detent":
      if let extra = fields.optional("animator") {
        throw extra.error("a detent change uses the sheet's own spring (animateChanges); remove 'animator'")
      }
      return make(.detent(try decodeDetent(target), animated: animated))
    case "dismiss":
      guard try target.bool() else { throw target.mismatch("true (dismiss: true)") }
      if let extra = fields.optional("animator") {
        throw extra.error("a dismissal uses the animator of its presentation; remove 'animator'")
      }
      return make(.dismiss(animated: animated))
    case "showColumn", "hideColumn":
      if let extra = fields.optional("animator") {
        throw extra.error("a column slides with UISplitViewController's own animation; remove 'animator'")
      }
      if let extra = fields.optional("animated") {
        throw extra.error("'\(kind)' is always animated (UIKit's show(_:)/hide(_:) take no flag); remove 'animated'")
      }
      return make(.splitColumn(try decodeColumn(target), shows: kind == "showColumn"))
    case "displayMode":
      if let extra = fields.optional("animator") {
        throw extra.error("a display mode change uses UISplitViewController's own animation; remove 'animator'")
      }
      let mode = try target.oneOf(Self.displayModes)
      return make(.displayMode(mode, animated: animated))
    case "showDetail":
      if let extra = fields.optional("animator") {
        throw extra.error("showDetailViewController replaces the secondary without an animator; remove 'animator'")
      }
      if let extra = fields.optional("animated") {
        throw extra.error("showDetailViewController takes no 'animated' flag; remove it")
      }
      return make(.showDetail(screen: try Self.screenName(target, in: screens)))
    case "turn":
      if let extra = fields.optional("animator") {
        throw extra.error("a page turn uses UIPageViewController's own animation (scroll or curl); remove 'animator'")
      }
      return make(.turn(direction: try decodeTurn(target), animated: animated))
    default:
      let index = try target.integer("a tab index ≥ 0") { $0 >= 0 }
      return make(.select(index: index, animator: try animator(AnimatorCatalogue.tabNames)))
    }
  }

  /// `animator`: a catalogue name, or `{ name: slide, duration: 0.4 }`.
  private func decodeAnimator(_ reader: NodeReader, names known: [String], sceneDuration: Double) throws
    -> AnimatorSpec
  {
    let longest = min(sceneDuration, 600)
    let names = known.map { ($0, $0) }
    switch reader.node {
    case .scalar:
      return AnimatorSpec(name: try reader.oneOf(names))
    case .mapping:
      let fields = try reader.mapping(accepting: Self.animatorFields)
      let name = try fields.required("name").oneOf(names)
      let durationField = fields.optional("duration")
      if name == "system" || name == "dimming" || name == "blur-dimming", let durationField {
        // UIKit's own animation has its own fixed duration; a value here would be ignored.
        throw durationField.error(
          "the '\(name)' animator uses UIKit's own animation and duration; remove 'duration' or use 'slide'")
      }
      if name == "drop-in", let durationField {
        // The card moves until the dynamic animator comes to rest; there is no duration to set.
        throw durationField.error(
          "the 'drop-in' animator is timed by UIKit Dynamics (the card snaps until it comes to rest); remove 'duration'"
        )
      }
      if name == "interruptible" {
        // A property animator needs a positive duration.
        return AnimatorSpec(
          name: name,
          duration: try durationField?.number("a number > 0 and ≤ the scene's duration (\(Self.format(longest)))") {
            $0 > 0 && $0 <= longest
          })
      }
      return AnimatorSpec(
        name: name,
        duration: try durationField?.number("a number ≥ 0 and ≤ the scene's duration (\(Self.format(longest)))") {
          $0 >= 0 && $0 <= longest
        })
    default:
      let list = known.joined(separator: ", ")
      throw reader.mismatch("an animator name (\(list)) or a mapping {name, duration}")
    }
  }
}
