import Foundation
import HeadlessUIKit
import SceneFormat
import Testing

/// The keyboard-trait fields of `textField` and `textView`: they decode into the views' traits,
/// and bad values are errors naming the field and the value.
@Suite struct TextInputTraitsSceneTests {
  static func scene(_ field: String) -> String {
    """
    fps: 30
    duration: 1
    window: { width: 390, height: 844, scale: 1 }
    screens:
      A:
        views:
          - { id: f, frame: [20, 100, 350, 34], \(field) }
    root: { screen: A }
    """
  }

  @MainActor @Test func traitsDecodeAndReachTheViews() throws {
    let scene = try parse(
      Self.scene(
        "textField: { keyboard: emailAddress, returnKey: next, autocapitalization: none, autocorrection: no, keyboardAppearance: dark, enablesReturnKeyAutomatically: true }"
      ))
    let spec = try #require(scene.screens.first?.views.first?.textField)
    #expect(
      spec.traits
        == TextInputTraitsSpec(
          keyboardType: .emailAddress, returnKeyType: .next, autocapitalizationType: .none,
          autocorrectionType: .no, keyboardAppearance: .dark, enablesReturnKeyAutomatically: true))
    let stage = SceneBuilder.build(scene)
    let field = try #require(stage.window.rootViewController?.view.subviews.first as? UITextField)
    #expect(field.keyboardType == .emailAddress && field.returnKeyType == .next)
    #expect(field.autocapitalizationType == .none && field.autocorrectionType == .no)
    #expect(field.keyboardAppearance == .dark && field.enablesReturnKeyAutomatically)

    let view = try parse(Self.scene("textView: { text: Hi, keyboard: numberPad, returnKey: send }"))
    #expect(view.screens.first?.views.first?.textView?.traits.keyboardType == .numberPad)
    #expect(view.screens.first?.views.first?.textView?.traits.returnKeyType == .send)
  }

  @Test func absentTraitsAreUIKitsDefaults() throws {
    let scene = try parse(Self.scene("textField: { placeholder: Email }"))
    #expect(scene.screens.first?.views.first?.textField?.traits == TextInputTraitsSpec())
  }

  @Test(arguments: [
    ("keyboard: 1e308", "keyboard", "1e308"),
    ("keyboard: [numberPad]", "keyboard", "one of default"),
    ("keyboard: NumberPad", "keyboard", "NumberPad"),
    ("returnKey: ''", "returnKey", "one of default, go"),
    ("returnKey: -1", "returnKey", "-1"),
    ("autocapitalization: null", "autocapitalization", "one of none, words"),
    ("autocorrection: maybe", "autocorrection", "maybe"),
    ("keyboardAppearance: alert", "keyboardAppearance", "alert"),
    ("enablesReturnKeyAutomatically: 2", "enablesReturnKeyAutomatically", "2"),
    ("keybord: numberPad", "keybord", "keyboard"),
  ])
  func badTraitValuesNameTheFieldAndTheValue(field: String, name: String, fragment: String) throws {
    let error = try #require(parseError(Self.scene("textField: { \(field) }")))
    #expect(error.description.contains(name), "\(error.description)")
    #expect(error.description.contains(fragment), "\(error.description)")
  }
}
