import HeadlessUIKit

extension SceneDecoder {
  /// The keyboard traits of a `textField` or `textView` mapping: `keyboard` (a
  /// `UIKeyboardType` case name), `returnKey` (a `UIReturnKeyType` case name),
  /// `autocapitalization: none | words | sentences | allCharacters`,
  /// `autocorrection: default | no | yes`, `keyboardAppearance: default | light | dark`,
  /// `enablesReturnKeyAutomatically` (a Boolean).
  func decodeTextInputTraits(_ fields: MappingReader) throws -> TextInputTraitsSpec {
    TextInputTraitsSpec(
      keyboardType: try fields.value("keyboard", default: .default) {
        try $0.oneOf([
          ("default", .default), ("asciiCapable", .asciiCapable), ("numbersAndPunctuation", .numbersAndPunctuation),
          ("URL", .URL), ("numberPad", .numberPad), ("phonePad", .phonePad), ("namePhonePad", .namePhonePad),
          ("emailAddress", .emailAddress), ("decimalPad", .decimalPad), ("twitter", .twitter),
          ("webSearch", .webSearch), ("asciiCapableNumberPad", .asciiCapableNumberPad),
        ])
      },
      returnKeyType: try fields.value("returnKey", default: .default) {
        try $0.oneOf([
          ("default", .default), ("go", .go), ("google", .google), ("join", .join), ("next", .next),
          ("route", .route), ("search", .search), ("send", .send), ("yahoo", .yahoo), ("done", .done),
          ("emergencyCall", .emergencyCall), ("continue", .continue),
        ])
      },
      autocapitalizationType: try fields.value("autocapitalization", default: .sentences) {
        try $0.oneOf([("none", .none), ("words", .words), ("sentences", .sentences), ("allCharacters", .allCharacters)])
      },
      autocorrectionType: try fields.value("autocorrection", default: .default) {
        try $0.oneOf([("default", .default), ("no", .no), ("yes", .yes)])
      },
      keyboardAppearance: try fields.value("keyboardAppearance", default: .default) {
        try $0.oneOf([("default", .default), ("light", .light), ("dark", .dark)])
      },
      enablesReturnKeyAutomatically: try fields.value("enablesReturnKeyAutomatically", default: false) {
        try $0.bool()
      })
  }
}
