import Foundation
import HeadlessUIKit
import SnapshotTesting
import Testing

@testable import FlipbookSnapshotTesting

/// A controller that lays out `views` top to bottom and focuses `focused` when it appears.
@MainActor
final class GalleryController: UIViewController {
  let views: [UIView]
  weak var focused: UIView?

  init(_ views: [UIView], focused: UIView? = nil) {
    self.views = views
    self.focused = focused
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGray6
    for subview in views { view.addSubview(subview) }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    _ = focused?.becomeFirstResponder()
  }
}

/// The look of text fields, text views and configuration buttons, against the PNGs in
/// `__Snapshots__/TextInputSnapshotTests/` (recorded by the library's record modes).
@MainActor
@Suite("Text input and button configuration drawing")
struct TextInputSnapshotTests {
  static let traits = UITraitCollection(displayScale: 2)

  static func field(_ y: CGFloat, _ configure: (UITextField) -> Void) -> UITextField {
    let field = UITextField(frame: CGRect(x: 16, y: y, width: 268, height: 34))
    configure(field)
    return field
  }

  /// Every border style, the placeholder, secure entry, the clear button, a left view and a
  /// focused field's caret.
  @Test func textFields() {
    let focused = Self.field(326) {
      $0.borderStyle = .roundedRect
      $0.text = "Typing"
    }
    let fields = [
      Self.field(16) {
        $0.placeholder = "No border"
        $0.backgroundColor = .white
      },
      Self.field(62) {
        $0.borderStyle = .line
        $0.text = "Line"
      },
      Self.field(108) {
        $0.borderStyle = .bezel
        $0.text = "Bezel"
      },
      Self.field(154) {
        $0.borderStyle = .roundedRect
        $0.placeholder = "Email"
      },
      Self.field(200) {
        $0.borderStyle = .roundedRect
        $0.text = "hunter2"
        $0.isSecureTextEntry = true
      },
      Self.field(246) {
        $0.borderStyle = .roundedRect
        $0.text = "Clear me"
        $0.clearButtonMode = .always
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 28, height: 20))
        square.backgroundColor = .systemOrange
        $0.leftView = square
        $0.leftViewMode = .always
      },
      Self.field(292) {
        $0.borderStyle = .roundedRect
        $0.text = "Centred, red"
        $0.textAlignment = .center
        $0.textColor = .systemRed
      },
      focused,
    ]
    assertSnapshot(
      of: GalleryController(fields, focused: focused),
      as: .image(size: CGSize(width: 300, height: 376), traits: Self.traits))
  }

  /// A focused text view wrapping its text, with its caret after the last word.
  @Test func textView() {
    let textView = UITextView(frame: CGRect(x: 16, y: 16, width: 268, height: 120))
    textView.font = .systemFont(ofSize: 17)
    textView.text = "A text view wraps its lines inside the text container inset and scrolls when it is longer"
    textView.backgroundColor = .white
    assertSnapshot(
      of: GalleryController([textView], focused: textView),
      as: .image(size: CGSize(width: 300, height: 152), traits: Self.traits))
  }

  static func button(_ y: CGFloat, _ configuration: UIButton.Configuration, _ configure: (UIButton) -> Void = { _ in })
    -> UIButton
  {
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(x: 16, y: y, width: 268, height: 44)
    configure(button)
    return button
  }

  /// The styles, highlighted and disabled states, an image, a subtitle, the sizes and the
  /// activity indicator.
  @Test func configurationButtons() {
    func titled(_ configuration: UIButton.Configuration, _ title: String) -> UIButton.Configuration {
      var configuration = configuration
      configuration.title = title
      return configuration
    }
    var imaged = titled(.borderedProminent(), "Favourite")
    imaged.image = UIImage(systemName: "star.fill")
    imaged.imagePadding = 8
    imaged.cornerStyle = .capsule
    var subtitled = titled(.tinted(), "Upload")
    subtitled.subtitle = "2 files, 3 MB"
    var busy = titled(.filled(), "Saving")
    busy.showsActivityIndicator = true
    busy.imagePadding = 8
    var small = titled(.gray(), "Small")
    small.buttonSize = .small
    var green = titled(.filled(), "Custom colours")
    green.baseBackgroundColor = .systemGreen
    green.baseForegroundColor = .black
    let buttons = [
      Self.button(16, titled(.plain(), "Plain")),
      Self.button(68, titled(.gray(), "Gray")),
      Self.button(120, titled(.tinted(), "Tinted")),
      Self.button(172, titled(.filled(), "Filled")),
      Self.button(224, titled(.filled(), "Highlighted")) { $0.isHighlighted = true },
      Self.button(276, titled(.filled(), "Disabled")) { $0.isEnabled = false },
      Self.button(328, imaged),
      Self.button(380, subtitled) { $0.frame.size.height = 56 },
      Self.button(448, busy),
      Self.button(500, small) { $0.frame.size.width = 120 },
      Self.button(552, green),
    ]
    assertSnapshot(
      of: GalleryController(buttons), as: .image(size: CGSize(width: 300, height: 612), traits: Self.traits))
  }
}
