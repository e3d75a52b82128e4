import Foundation
import Graphics
import HeadlessUIKit
import Yams

extension SceneDecoder {
  static let screenFields = [
    "title", "background", "views", "tabImage", "collection", "leftItems", "rightItems", "largeTitle", "hidesBottomBar",
    "search",
  ]
  static let viewFields =
    [
      "id", "frame", "background", "alpha", "cornerRadius", "border", "clipsToBounds", "hidden", "label",
      "button", "subviews", "constraints", "stack", "table", "textField", "textView",
    ] + renderingFields + controlFields
  static let borderFields = ["width", "color"]
  static let labelFields = ["text", "size", "weight", "color", "align", "lines"]
  static let buttonFields = ["title", "type", "color", "style", "size", "subtitle", "corners"]
  static let textInputTraitFields = [
    "keyboard", "returnKey", "autocapitalization", "autocorrection", "keyboardAppearance",
    "enablesReturnKeyAutomatically",
  ]
  static let textFieldFields =
    ["placeholder", "text", "border", "secure", "size", "clearButton"] + textInputTraitFields
  static let textViewFields = ["text", "size", "color", "editable"] + textInputTraitFields

  /// `screens`: a mapping from name to screen, in file order, with at least one entry. A name
  /// with no value (`B:`) is a screen with every default.
  func decodeScreens(_ reader: NodeReader) throws -> [ScreenSpec] {
    let entries = try reader.entries()
    guard !entries.isEmpty else { throw reader.mismatch("at least one screen") }
    return try entries.map { name, screen in
      guard !name.isEmpty else {
        throw reader.error("expected a non-empty screen name, got \"\"", at: screen.keyMark)
      }
      if screen.node.tagName == .null { return ScreenSpec(name: name) }  // `B:` alone: an empty screen
      let fields = try screen.mapping(accepting: Self.screenFields)
      var ids: [String: String] = [:]
      var constraints = ScreenConstraintContext()
      let collection = try fields.optional("collection").map(decodeCollection)
      if collection?.layoutToLayout == true, let views = fields.optional("views") {
        throw views.errorAtKey(
          "a screen whose collection is layoutToLayout is a UICollectionViewController: its view is the collection view; remove 'views'"
        )
      }
      if collection?.layoutToLayout == true, let search = fields.optional("search") {
        throw search.errorAtKey(
          "a screen whose collection is layoutToLayout is a UICollectionViewController: the scene format gives it no search controller; remove 'search'"
        )
      }
      let views = try fields.value("views", default: []) {
        try decodeViews($0, ids: &ids, constraints: &constraints)
      }
      try constraints.checkReferences(ids: ids)
      let leftItems = try fields.value("leftItems", default: []) { try decodeBarItems($0, ids: &ids) }
      let rightItems = try fields.value("rightItems", default: []) { try decodeBarItems($0, ids: &ids) }
      var screen = ScreenSpec(
        name: name,
        title: try fields.optional("title")?.string(),
        background: try fields.value("background", default: .white) { try $0.color() },
        views: views,
        tabImage: try fields.optional("tabImage")?.oneOf(UIImage.builtInSymbolNames.map { ($0, $0) }),
        collection: collection, leftItems: leftItems, rightItems: rightItems)
      screen.largeTitleDisplayMode = try fields.value("largeTitle", default: .automatic) {
        try $0.oneOf([
          ("automatic", UINavigationItem.LargeTitleDisplayMode.automatic), ("always", .always), ("never", .never),
        ])
      }
      screen.hidesBottomBarWhenPushed = try fields.value("hidesBottomBar", default: false) { try $0.bool() }
      screen.search = try fields.optional("search").map { try decodeSearch($0, views: views) }
      return screen
    }
  }

  /// A list of views; `ids` collects the ids already used in the screen, to reject duplicates.
  private func decodeViews(
    _ reader: NodeReader, ids: inout [String: String], constraints: inout ScreenConstraintContext
  ) throws -> [ViewSpec] {
    try reader.sequence().map { try decodeView($0, ids: &ids, constraints: &constraints) }
  }

  /// One view; an arranged view of a stack (`isArranged`) needs no frame.
  func decodeView(
    _ reader: NodeReader, ids: inout [String: String], constraints: inout ScreenConstraintContext,
    isArranged: Bool = false
  ) throws -> ViewSpec {
    try budget.countView(at: reader)
    let fields = try reader.mapping(accepting: Self.viewFields)
    let constraintSpecs = try fields.optional("constraints").map { try decodeConstraints($0, context: &constraints) }
    // A view laid out by constraints or arranged by a stack view needs no frame (it starts at
    // .zero, as `UIView()`).
    let frame: NodeReader? =
      constraintSpecs == nil && !isArranged ? try fields.required("frame") : fields.optional("frame")
    var view = ViewSpec(frame: try frame.map(decodeFrame) ?? .zero)
    view.constraints = constraintSpecs ?? []
    if let idReader = fields.optional("id") {
      let id = try idReader.string(nonEmpty: true)
      if let first = ids[id] {
        throw idReader.error("duplicate id '\(id)' in this screen (first used at \(first))")
      }
      ids[id] = idReader.path
      view.id = id
    }
    view.background = try fields.optional("background")?.color()
    view.alpha = try fields.value("alpha", default: 1) { try $0.number("a number in 0...1") { (0...1).contains($0) } }
    view.cornerRadius = try fields.value("cornerRadius", default: 0) { try $0.number("a number ≥ 0") { $0 >= 0 } }
    if let border = try fields.optional("border")?.mapping(accepting: Self.borderFields) {
      view.borderWidth = try border.required("width").number("a number ≥ 0") { $0 >= 0 }
      view.borderColor = try border.value("color", default: .black) { try $0.color() }
    }
    view.clipsToBounds = try fields.value("clipsToBounds", default: false) { try $0.bool() }
    view.isHidden = try fields.value("hidden", default: false) { try $0.bool() }
    view.label = try fields.optional("label").map { try decodeLabel($0) }
    view.button = try fields.optional("button").map { try decodeButton($0) }
    view.textField = try fields.optional("textField").map { try decodeTextField($0) }
    view.textView = try fields.optional("textView").map { try decodeTextView($0) }
    view.table = try fields.optional("table").map(decodeTable)
    view.rendering = try decodeRendering(fields)
    view.control = try decodeControl(fields, in: reader)
    view.stack = try fields.optional("stack").map { try decodeStack($0, ids: &ids, constraints: &constraints) }
    let kinds = [
      ("label", view.label != nil), ("button", view.button != nil), ("image", view.rendering.image != nil),
      ("blur", view.rendering.blur != nil), ("drawing", view.rendering.drawing != nil), ("table", view.table != nil),
      ("textField", view.textField != nil), ("textView", view.textView != nil),
    ]
    let chosen = kinds.filter(\.1).map(\.0)
    if chosen.count > 1 {
      throw reader.error(
        "a view is at most one of label, button, image, blur, drawing, table, textField, textView; got \(chosen.joined(separator: " and "))"
      )
    }
    if let control = view.control, let other = chosen.first ?? (view.stack != nil ? "stack" : nil),
      let field = fields.optional(control.fieldName)
    {
      throw field.errorAtKey(
        "a view with '\(control.fieldName)' is a \(control.className) and cannot also be a \(other) view; remove '\(other)'"
      )
    }
    if view.stack != nil, let other = chosen.first, let field = fields.optional("stack") {
      throw field.errorAtKey(
        "a view with 'stack' is a UIStackView and cannot also be a \(other) view; remove '\(other)'")
    }
    view.subviews = try fields.value("subviews", default: []) {
      try decodeViews($0, ids: &ids, constraints: &constraints)
    }
    return view
  }

  /// `[x, y, width, height]`: four numbers, width and height ≥ 0.
  func decodeFrame(_ reader: NodeReader) throws -> CGRect {
    let expectation = "[x, y, width, height] (4 numbers)"
    let elements = try reader.sequence(expectation)
    guard elements.count == 4 else { throw reader.mismatch(expectation) }
    return CGRect(
      x: try elements[0].number(), y: try elements[1].number(),
      width: try elements[2].number("a width ≥ 0") { $0 >= 0 },
      height: try elements[3].number("a height ≥ 0") { $0 >= 0 })
  }

  /// A button: `{ title, type: system | custom, color }` (type default `system`; color the
  /// `.normal` title colour, default the type's own), or a configuration button
  /// `{ title, style: filled, size: medium, subtitle, corners }` (`UIButton(configuration:)`
  /// with `UIButton.Configuration.<style>()`).
  func decodeButton(_ reader: NodeReader) throws -> ButtonSpec {
    let fields = try reader.mapping(accepting: Self.buttonFields)
    var button = ButtonSpec(
      title: try fields.required("title").string(),
      isSystem: try fields.value("type", default: true) { try $0.oneOf([("system", true), ("custom", false)]) },
      titleColor: try fields.optional("color")?.color())
    if let style = fields.optional("style") {
      for field in ["type", "color"] {
        if let extra = fields.optional(field) {
          throw extra.errorAtKey("'\(field)' does not apply to a button with a 'style' (a UIButton.Configuration)")
        }
      }
      button.configuration = ButtonConfigurationSpec(
        style: try style.oneOf(ButtonConfigurationSpec.Style.allCases.map { ($0.rawValue, $0) }),
        size: try fields.value("size", default: .medium) {
          try $0.oneOf([("mini", .mini), ("small", .small), ("medium", .medium), ("large", .large)])
        },
        subtitle: try fields.optional("subtitle")?.string(),
        cornerStyle: try fields.value("corners", default: .dynamic) {
          try $0.oneOf([
            ("dynamic", .dynamic), ("small", .small), ("medium", .medium), ("large", .large), ("capsule", .capsule),
          ])
        })
    } else {
      for field in ["size", "subtitle", "corners"] {
        if let extra = fields.optional(field) {
          throw extra.errorAtKey(
            "'\(field)' applies to a configuration button only; add 'style: filled' (or another style)")
        }
      }
    }
    return button
  }

  /// A text field: `{ placeholder, text, border: roundedRect | line | bezel | none, secure,
  /// size, clearButton: never | whileEditing | unlessEditing | always }`.
  func decodeTextField(_ reader: NodeReader) throws -> TextFieldSpec {
    let fields = try reader.mapping(accepting: Self.textFieldFields)
    return TextFieldSpec(
      placeholder: try fields.optional("placeholder")?.string(),
      text: try fields.value("text", default: "") { try $0.string() },
      borderStyle: try fields.value("border", default: .roundedRect) {
        try $0.oneOf([("none", .none), ("line", .line), ("bezel", .bezel), ("roundedRect", .roundedRect)])
      },
      isSecure: try fields.value("secure", default: false) { try $0.bool() },
      fontSize: try fields.value("size", default: 17) {
        try $0.number("a font size in (0, 1000]") { $0 > 0 && $0 <= 1000 }
      },
      clearButtonMode: try fields.value("clearButton", default: .never) {
        try $0.oneOf([
          ("never", .never), ("whileEditing", .whileEditing), ("unlessEditing", .unlessEditing), ("always", .always),
        ])
      },
      traits: try decodeTextInputTraits(fields))
  }

  /// A text view: `{ text, size, color, editable }`.
  func decodeTextView(_ reader: NodeReader) throws -> TextViewSpec {
    let fields = try reader.mapping(accepting: Self.textViewFields)
    return TextViewSpec(
      text: try fields.value("text", default: "") { try $0.string() },
      fontSize: try fields.value("size", default: 17) {
        try $0.number("a font size in (0, 1000]") { $0 > 0 && $0 <= 1000 }
      },
      color: try fields.value("color", default: .black) { try $0.color() },
      isEditable: try fields.value("editable", default: true) { try $0.bool() },
      traits: try decodeTextInputTraits(fields))
  }

  /// A label: a plain string (the text) or a mapping with `text` and optional style fields.
  func decodeLabel(_ reader: NodeReader, defaultAlignment: TextAlignment = .left) throws -> LabelSpec {
    switch reader.node {
    case .scalar where reader.node.tagName != .null:
      return LabelSpec(text: try reader.string(), alignment: defaultAlignment)
    case .mapping: break
    default: throw reader.mismatch("a string or a mapping with 'text' (and size, weight, color, align, lines)")
    }
    let fields = try reader.mapping(accepting: Self.labelFields)
    return LabelSpec(
      text: try fields.required("text").string(),
      fontSize: try fields.value("size", default: 17) {
        try $0.number("a font size in (0, 1000]") { $0 > 0 && $0 <= 1000 }
      },
      weight: try fields.value("weight", default: .regular) {
        try $0.oneOf(FontWeight.allCases.map { ($0.rawValue, $0) })
      },
      color: try fields.value("color", default: .black) { try $0.color() },
      alignment: try fields.value("align", default: defaultAlignment) {
        try $0.oneOf(TextAlignment.allCases.map { ($0.rawValue, $0) } + [("natural", .left)])
      },
      numberOfLines: try fields.value("lines", default: 1) {
        try $0.integer("an integer in 0...10000") { (0...10_000).contains($0) }
      })
  }
}
