import Foundation
import Testing
import UIKit

/// A login form as iOS apps write it: two rounded text fields (the second secure), a filled
/// configuration button enabled once both have text, a menu button, and the return key moving
/// from the email field to the password field.
class LoginViewController: UIViewController, UITextFieldDelegate {
  let emailField = UITextField()
  let passwordField = UITextField()
  var signInButton: UIButton!
  let optionsButton = UIButton(type: .system)
  var log: [String] = []
  var chosenRegion = "US"

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    emailField.borderStyle = .roundedRect
    emailField.placeholder = "Email"
    emailField.clearButtonMode = .whileEditing
    emailField.delegate = self
    emailField.frame = CGRect(x: 20, y: 100, width: 260, height: 34)
    passwordField.borderStyle = .roundedRect
    passwordField.placeholder = "Password"
    passwordField.isSecureTextEntry = true
    passwordField.delegate = self
    passwordField.frame = CGRect(x: 20, y: 146, width: 260, height: 34)
    emailField.addTarget(self, action: LoginViewController.textChanged, for: .editingChanged)
    passwordField.addTarget(self, action: LoginViewController.textChanged, for: .editingChanged)

    var configuration = UIButton.Configuration.filled()
    configuration.title = "Sign In"
    configuration.cornerStyle = .large
    configuration.buttonSize = .large
    signInButton = UIButton(
      configuration: configuration,
      primaryAction: UIAction { [weak self] _ in self?.log.append("sign in") })
    signInButton.isEnabled = false
    signInButton.frame = CGRect(x: 20, y: 200, width: 260, height: 50)
    signInButton.configurationUpdateHandler = { button in
      var updated = button.configuration
      updated?.showsActivityIndicator = button.isSelected
      button.configuration = updated
    }

    let regions = ["US", "EU"].map { region in
      UIAction(title: region, state: region == "US" ? .on : .off) { [weak self] action in
        self?.chosenRegion = action.title
      }
    }
    optionsButton.menu = UIMenu(title: "Region", options: .singleSelection, children: regions)
    optionsButton.showsMenuAsPrimaryAction = true
    optionsButton.setTitle("Region", for: .normal)
    optionsButton.frame = CGRect(x: 20, y: 270, width: 100, height: 34)
    for subview in [emailField, passwordField, signInButton!, optionsButton] { view.addSubview(subview) }
  }

  func textChanged() {
    signInButton.isEnabled = emailField.hasText && passwordField.hasText
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    log.append("begin \(textField.placeholder ?? "")")
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === emailField {
      passwordField.becomeFirstResponder()
    } else {
      textField.resignFirstResponder()
    }
    return true
  }
}

@MainActor
@Suite("Text fields, configuration buttons and menus as iOS code uses them (Swift 5 mode)")
struct LoginFormTests {
  @Test func typingFillsTheFormAndEnablesTheButton() {
    let login = LoginViewController()
    let bench = TestBench(root: login)
    var keyboardShows = 0
    let observer = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
    ) { _ in MainActor.assumeIsolated { keyboardShows += 1 } }
    defer { NotificationCenter.default.removeObserver(observer) }
    #expect(login.emailField.becomeFirstResponder())
    login.emailField.insertText("me@example.com\n")
    #expect(login.passwordField.isFirstResponder)
    #expect(keyboardShows == 1)
    #expect(!login.signInButton.isEnabled)
    login.passwordField.insertText("hunter2")
    #expect(login.signInButton.isEnabled)
    #expect(login.log == ["begin Email", "begin Password"])
    login.signInButton.sendActions(for: .primaryActionTriggered)
    #expect(login.log.last == "sign in")
    login.signInButton.isSelected = true
    login.view.layoutIfNeeded()
    #expect(login.signInButton.configuration?.showsActivityIndicator == true)
    bench.run(to: 0.5)
  }

  @Test func aMenuChoiceRunsItsHandler() {
    let login = LoginViewController()
    _ = TestBench(root: login)
    #expect(login.optionsButton.menu?.performAction(titled: "EU") == true)
    #expect(login.chosenRegion == "EU")
    let selected = login.optionsButton.menu?.selectedElements.compactMap { ($0 as? UIAction)?.title }
    #expect(selected == ["EU"])
  }

  @Test func textViewsTakeTextAndSizeThemselves() {
    let note = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    note.font = .systemFont(ofSize: 17)
    note.text = "A note that is long enough to wrap onto several lines in a narrow view"
    note.isScrollEnabled = false
    note.textContainerInset = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
    #expect(note.intrinsicContentSize.height > 40)
  }
}
