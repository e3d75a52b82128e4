import Foundation
import HeadlessUIKit

extension ScreenViewController {
  /// `UIButton(configuration:)` with the spec's style, size, corners, title and subtitle.
  static func makeConfiguredButton(_ title: String, _ spec: ButtonConfigurationSpec) -> UIButton {
    var configuration: UIButton.Configuration =
      switch spec.style {
      case .plain: .plain()
      case .tinted: .tinted()
      case .gray: .gray()
      case .filled: .filled()
      case .borderless: .borderless()
      case .bordered: .bordered()
      case .borderedTinted: .borderedTinted()
      case .borderedProminent: .borderedProminent()
      }
    configuration.title = title
    configuration.subtitle = spec.subtitle
    configuration.buttonSize = spec.size
    configuration.cornerStyle = spec.cornerStyle
    return UIButton(configuration: configuration)
  }

  /// A `UITextField` with the spec's text, placeholder, border, font size, secure entry,
  /// clear button mode and keyboard traits.
  static func makeTextField(_ spec: TextFieldSpec) -> UITextField {
    let field = UITextField(frame: .zero)
    field.text = spec.text
    field.placeholder = spec.placeholder
    field.borderStyle = spec.borderStyle
    field.isSecureTextEntry = spec.isSecure
    field.font = .systemFont(ofSize: spec.fontSize)
    field.clearButtonMode = spec.clearButtonMode
    field.keyboardType = spec.traits.keyboardType
    field.returnKeyType = spec.traits.returnKeyType
    field.autocapitalizationType = spec.traits.autocapitalizationType
    field.autocorrectionType = spec.traits.autocorrectionType
    field.keyboardAppearance = spec.traits.keyboardAppearance
    field.enablesReturnKeyAutomatically = spec.traits.enablesReturnKeyAutomatically
    return field
  }

  /// A `UITextView` with the spec's text, font size, colour, editability and keyboard traits.
  static func makeTextView(_ spec: TextViewSpec) -> UITextView {
    let textView = UITextView(frame: .zero)
    textView.text = spec.text
    textView.font = .systemFont(ofSize: spec.fontSize)
    textView.textColor = UIColor(spec.color)
    textView.isEditable = spec.isEditable
    textView.keyboardType = spec.traits.keyboardType
    textView.returnKeyType = spec.traits.returnKeyType
    textView.autocapitalizationType = spec.traits.autocapitalizationType
    textView.autocorrectionType = spec.traits.autocorrectionType
    textView.keyboardAppearance = spec.traits.keyboardAppearance
    textView.enablesReturnKeyAutomatically = spec.traits.enablesReturnKeyAutomatically
    return textView
  }
}
