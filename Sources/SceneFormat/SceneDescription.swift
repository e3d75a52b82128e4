import Animators
import Foundation
import Graphics
import HeadlessUIKit

/// A scene file, decoded and validated: everything needed to build the window, its view
/// controllers and the timed script. A pure value; ``SceneBuilder`` turns it into the model.
public struct SceneDescription: Sendable, Equatable {
  /// The scene's name (the `name` field, or the file name without extension).
  public var name: String
  /// The file it came from, for messages; nil when built in code.
  public var sourcePath: String?
  /// The window: size in points, scale, background.
  public var window: WindowSpec
  /// Frames per second of the fixed-step timeline.
  public var fps: Int
  /// Seconds rendered; frames are sampled at `k / fps` for `k` in `0...duration·fps`.
  public var duration: Double
  /// The screens (view controllers) the scene declares, in file order.
  public var screens: [ScreenSpec]
  /// The window's root view controller.
  public var root: RootSpec
  /// Timed actions, sorted by time (stable for equal times).
  public var script: [ScriptAction]
  /// The root's `interaction` field: a gesture the root's screens answer to.
  public var rootInteraction: RootInteraction?
  /// The root's `largeTitles` field: the navigation bar's `prefersLargeTitles` (navigation
  /// roots).
  public var prefersLargeTitles = false
  /// The root's `tabs` field beside `navigation`: the navigation controller is the first tab
  /// of a `UITabBarController` whose other tabs are these screens (empty: no tab bar).
  public var navigationTabs: [String] = []

  public init(
    name: String, sourcePath: String? = nil, window: WindowSpec, fps: Int, duration: Double,
    screens: [ScreenSpec], root: RootSpec, script: [ScriptAction], rootInteraction: RootInteraction? = nil
  ) {
    self.name = name
    self.sourcePath = sourcePath
    self.window = window
    self.fps = fps
    self.duration = duration
    self.screens = screens
    self.root = root
    self.script = script
    self.rootInteraction = rootInteraction
  }

  /// The screen named `name`, if declared.
  public func screen(named name: String) -> ScreenSpec? { screens.first { $0.name == name } }
}

/// The `window` section.
public struct WindowSpec: Sendable, Equatable {
  /// Width in points (> 0).
  public var width: Double
  /// Height in points (> 0).
  public var height: Double
  /// Device pixels per point (1, 2 or 3; default 2).
  public var scale: Double
  /// Window background (default black, as an iOS window with no background shows).
  public var background: RGBA
  /// The window's `traitOverrides.layoutDirection` when right to left (`layoutDirection:
  /// rightToLeft`): constraints and stack views lay out right to left (default left to right).
  public var isRightToLeft = false

  public init(width: Double, height: Double, scale: Double = 2, background: RGBA = .black) {
    self.width = width
    self.height = height
    self.scale = scale
    self.background = background
  }
}

/// The root view controller of the window.
public enum RootSpec: Sendable, Equatable {
  /// A `UINavigationController` whose root view controller is the named screen.
  case navigation(root: String)
  /// A `UITabBarController` whose tabs are the named screens, the first selected.
  case tabs([String])
  /// The named screen itself.
  case screen(String)
  /// The seed's custom container (`ContainerViewController`) over the named screens, the first
  /// shown; `select` switches children with its animator.
  case container([String])
  /// A `UIPageViewController` over the named screens, the first shown (see ``PagesSpec``);
  /// `turn` steps call `setViewControllers`, drags swipe or curl.
  case pages(PagesSpec)
  /// A `UISplitViewController` over the named column screens (see ``SplitSpec``);
  /// `showColumn`, `hideColumn`, `displayMode` and `showDetail` steps drive it.
  case split(SplitSpec)

  /// The screens the root shows or holds.
  public var screenNames: [String] {
    switch self {
    case .navigation(let root): [root]
    case .tabs(let names), .container(let names): names
    case .screen(let name): [name]
    case .pages(let pages): pages.screens
    case .split(let split): split.screens
    }
  }
}

/// A gesture installed on the root (the `root.interaction` field), driving Slide transitions
/// interactively through `UIPercentDrivenInteractiveTransition`.
public enum RootInteraction: String, Sendable, Equatable, CaseIterable {
  /// A navigation root: each pushed screen gets the seed's left-edge pan that pops it
  /// (`InteractiveSlideNavigationDelegate`).
  case edgePop
  /// A tabs root: a horizontal pan switches to the neighbouring tab (`TabSwipeInteraction`).
  case tabSwipe
  /// A container root: a horizontal pan switches to the neighbouring child, the container's
  /// own context driving its layer time (`ContainerViewController.isInteractiveSwipeEnabled`).
  case containerSwipe
}

/// One screen: a view controller whose root view holds the declared views.
public struct ScreenSpec: Sendable, Equatable {
  public var name: String
  /// The view controller's `title`.
  public var title: String?
  /// The root view's background colour (default white, as `systemBackground` in light mode).
  public var background: RGBA
  public var views: [ViewSpec]
  /// The SF Symbol (from `UIImage.builtInSymbolNames`) of the screen's `tabBarItem`.
  public var tabImage: String?
  /// A collection view below the declared views (or, with `layoutToLayout`, the screen's view).
  public var collection: CollectionSpec?
  /// The navigation item's `leftBarButtonItems`, outermost first.
  public var leftItems: [BarItemSpec]
  /// The navigation item's `rightBarButtonItems`, outermost (rightmost) first.
  public var rightItems: [BarItemSpec]
  /// The navigation item's `largeTitleDisplayMode` (`largeTitle` field; default automatic).
  public var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic
  /// The controller's `hidesBottomBarWhenPushed` (`hidesBottomBar` field).
  public var hidesBottomBarWhenPushed = false
  /// The navigation item's `searchController` (`search` field); nil: none.
  public var search: SearchSpec?

  public init(
    name: String, title: String? = nil, background: RGBA = .white, views: [ViewSpec] = [], tabImage: String? = nil,
    collection: CollectionSpec? = nil, leftItems: [BarItemSpec] = [], rightItems: [BarItemSpec] = []
  ) {
    self.collection = collection
    self.leftItems = leftItems
    self.rightItems = rightItems
    self.name = name
    self.title = title
    self.tabImage = tabImage
    self.background = background
    self.views = views
  }
}

/// A view inside a screen, with optional label content and subviews.
public struct ViewSpec: Sendable, Equatable {
  /// An optional identifier, for messages and for later lookup by scripts.
  public var id: String?
  /// The view's frame in its superview, in points (width and height ≥ 0).
  public var frame: CGRect
  public var background: RGBA?
  /// `alpha`, 0…1 (default 1).
  public var alpha: Double
  public var cornerRadius: Double
  public var borderWidth: Double
  public var borderColor: RGBA
  public var clipsToBounds: Bool
  public var isHidden: Bool
  /// When present, the view is a `UILabel` with this text.
  public var label: LabelSpec?
  /// When present, the view is a `UIButton` with this title.
  public var button: ButtonSpec?
  /// When present, the view is a `UITextField`.
  public var textField: TextFieldSpec?
  /// When present, the view is a `UITextView`.
  public var textView: TextViewSpec?
  /// When present, the view is a `UIStackView` arranging the views it declares.
  public var stack: StackViewSpec?
  /// When present, the view is a `UITableView` of static rows.
  public var table: TableSpec?
  /// When present, the view is a standard control (`UISwitch`, `UISlider`, …).
  public var control: ControlSpec?
  public var subviews: [ViewSpec]
  /// Shadow, 3D transform, gradient, shape, image, blur and mask fields.
  public var rendering = ViewRenderingSpec()
  /// Auto Layout constraints (the `constraints` field); when non-empty the view's
  /// `translatesAutoresizingMaskIntoConstraints` is false and the constraints decide its frame.
  public var constraints: [LayoutConstraintSpec] = []

  public init(
    id: String? = nil, frame: CGRect, background: RGBA? = nil, alpha: Double = 1,
    cornerRadius: Double = 0, borderWidth: Double = 0, borderColor: RGBA = .black,
    clipsToBounds: Bool = false, isHidden: Bool = false, label: LabelSpec? = nil,
    subviews: [ViewSpec] = []
  ) {
    self.id = id
    self.frame = frame
    self.background = background
    self.alpha = alpha
    self.cornerRadius = cornerRadius
    self.borderWidth = borderWidth
    self.borderColor = borderColor
    self.clipsToBounds = clipsToBounds
    self.isHidden = isHidden
    self.label = label
    self.subviews = subviews
  }
}

/// A `UIButton`: its type and its `.normal` title (a `.system` button draws it in the tint).
/// A bar button item of a screen's navigation item: a title (semibold with `done`) or a system
/// item, with an optional id a script's `via` can tap.
public struct BarItemSpec: Sendable, Equatable {
  public var id: String?
  /// The title of a text item (nil for a system item).
  public var title: String?
  /// The system item (`UIBarButtonItem.SystemItem`) of a system item.
  public var system: UIBarButtonItem.SystemItem?
  /// Whether a text item has the `.done` style.
  public var isDone: Bool
  /// Whether the item is the screen's `editButtonItem` (Edit / Done, toggling editing mode).
  public var isEditButton: Bool

  public init(
    id: String? = nil, title: String? = nil, system: UIBarButtonItem.SystemItem? = nil, isDone: Bool = false,
    isEditButton: Bool = false
  ) {
    self.id = id
    self.title = title
    self.system = system
    self.isDone = isDone
    self.isEditButton = isEditButton
  }
}

/// The keyboard traits of a text field or text view (`UITextInputTraits`): `keyboard`,
/// `returnKey`, `autocapitalization`, `autocorrection`, `keyboardAppearance`,
/// `enablesReturnKeyAutomatically`; each UIKit's default when absent.
public struct TextInputTraitsSpec: Sendable, Equatable {
  public var keyboardType: UIKeyboardType
  public var returnKeyType: UIReturnKeyType
  public var autocapitalizationType: UITextAutocapitalizationType
  public var autocorrectionType: UITextAutocorrectionType
  public var keyboardAppearance: UIKeyboardAppearance
  public var enablesReturnKeyAutomatically: Bool

  public init(
    keyboardType: UIKeyboardType = .default, returnKeyType: UIReturnKeyType = .default,
    autocapitalizationType: UITextAutocapitalizationType = .sentences,
    autocorrectionType: UITextAutocorrectionType = .default, keyboardAppearance: UIKeyboardAppearance = .default,
    enablesReturnKeyAutomatically: Bool = false
  ) {
    self.keyboardType = keyboardType
    self.returnKeyType = returnKeyType
    self.autocapitalizationType = autocapitalizationType
    self.autocorrectionType = autocorrectionType
    self.keyboardAppearance = keyboardAppearance
    self.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically
  }
}

/// A `UITextField`: `{ placeholder, text, border, secure, size, clearButton }` and the
/// keyboard traits.
public struct TextFieldSpec: Sendable, Equatable {
  public var placeholder: String?
  public var text: String
  /// `borderStyle` (default `.roundedRect`).
  public var borderStyle: UITextField.BorderStyle
  /// `isSecureTextEntry`.
  public var isSecure: Bool
  /// The font's point size (default 17).
  public var fontSize: Double
  /// `clearButtonMode` (default `.never`).
  public var clearButtonMode: UITextField.ViewMode
  /// The keyboard traits.
  public var traits: TextInputTraitsSpec

  public init(
    placeholder: String? = nil, text: String = "", borderStyle: UITextField.BorderStyle = .roundedRect,
    isSecure: Bool = false, fontSize: Double = 17, clearButtonMode: UITextField.ViewMode = .never,
    traits: TextInputTraitsSpec = TextInputTraitsSpec()
  ) {
    self.traits = traits
    self.placeholder = placeholder
    self.text = text
    self.borderStyle = borderStyle
    self.isSecure = isSecure
    self.fontSize = fontSize
    self.clearButtonMode = clearButtonMode
  }
}

/// A `UITextView`: `{ text, size, color, editable }` and the keyboard traits.
public struct TextViewSpec: Sendable, Equatable {
  public var text: String
  /// The font's point size (default 17).
  public var fontSize: Double
  public var color: RGBA
  /// `isEditable` (default true).
  public var isEditable: Bool
  /// The keyboard traits.
  public var traits: TextInputTraitsSpec

  public init(
    text: String = "", fontSize: Double = 17, color: RGBA = .black, isEditable: Bool = true,
    traits: TextInputTraitsSpec = TextInputTraitsSpec()
  ) {
    self.traits = traits
    self.text = text
    self.fontSize = fontSize
    self.color = color
    self.isEditable = isEditable
  }
}

/// The `UIButton.Configuration` of a scene button: a style, a size and a subtitle.
public struct ButtonConfigurationSpec: Sendable, Equatable {
  /// The factory names, in UIKit's order.
  public enum Style: String, Sendable, CaseIterable {
    case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
  }
  public var style: Style
  public var size: UIButton.Configuration.Size
  public var subtitle: String?
  /// `cornerStyle` (default `.dynamic`).
  public var cornerStyle: UIButton.Configuration.CornerStyle

  public init(
    style: Style, size: UIButton.Configuration.Size = .medium, subtitle: String? = nil,
    cornerStyle: UIButton.Configuration.CornerStyle = .dynamic
  ) {
    self.style = style
    self.size = size
    self.subtitle = subtitle
    self.cornerStyle = cornerStyle
  }
}

public struct ButtonSpec: Sendable, Equatable {
  /// When set, the button is `UIButton(configuration:)` with this style (`type` and `color`
  /// then do not apply).
  public var configuration: ButtonConfigurationSpec?
  public var title: String
  /// `.system` (default) or `.custom`.
  public var isSystem: Bool
  /// The `.normal` title colour; nil keeps the type's default (the tint, or white).
  public var titleColor: RGBA?

  public init(title: String, isSystem: Bool = true, titleColor: RGBA? = nil) {
    self.title = title
    self.isSystem = isSystem
    self.titleColor = titleColor
  }
}

/// `UILabel` content.
public struct LabelSpec: Sendable, Equatable {
  public var text: String
  /// Point size (> 0; default 17, UIKit's body size).
  public var fontSize: Double
  public var weight: FontWeight
  /// Text colour (default black).
  public var color: RGBA
  public var alignment: TextAlignment
  /// `numberOfLines` (≥ 0; default 1).
  public var numberOfLines: Int

  public init(
    text: String, fontSize: Double = 17, weight: FontWeight = .regular, color: RGBA = .black,
    alignment: TextAlignment = .left, numberOfLines: Int = 1
  ) {
    self.text = text
    self.fontSize = fontSize
    self.weight = weight
    self.color = color
    self.alignment = alignment
    self.numberOfLines = numberOfLines
  }
}

/// Which animator drives a transition.
public struct AnimatorSpec: Sendable, Equatable {
  /// The catalogue name: `system` (UIKit's default, i.e. the delegate returns nil) or `slide`
  /// (the seed's `SlideAnimationController`).
  public var name: String
  /// Overrides the animator's `transitionDuration` when given (≥ 0).
  public var duration: Double?
  /// The cell and target of a `magicMove` push (the entry's `item` and `target`).
  public var magicMove: MagicMoveSpec?

  public init(name: String, duration: Double? = nil, magicMove: MagicMoveSpec? = nil) {
    self.name = name
    self.duration = duration
    self.magicMove = magicMove
  }

  /// Names the scene format accepts.
  public static let knownNames = AnimatorCatalogue.names
}

/// A timed script step.
public struct ScriptAction: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// `pushViewController(screen, animated:)` on the navigation controller.
    case push(screen: String, animated: Bool, animator: AnimatorSpec)
    /// `popViewController(animated:)` on the navigation controller.
    case pop(animated: Bool, animator: AnimatorSpec)
    /// `popToViewController(screen, animated:)`: every screen above `screen` leaves in one
    /// transition from the top screen to `screen`.
    case popTo(screen: String, animated: Bool, animator: AnimatorSpec)
    /// `popToRootViewController(animated:)`.
    case popToRoot(animated: Bool, animator: AnimatorSpec)
    /// `present(screen, animated:)` from the topmost shown controller, with the screen's
    /// `modalPresentationStyle`, `modalTransitionStyle` and the animator's transitioning
    /// delegate (also used for its dismissal).
    case present(
      screen: String, style: UIModalPresentationStyle, transition: UIModalTransitionStyle, animated: Bool,
      animator: AnimatorSpec)
    /// `dismiss(animated:)` on the topmost presented controller.
    case dismiss(animated: Bool)
    /// `setViewControllers([next page], direction:, animated:)` on the pages root: the page
    /// after (`.forward`) or before (`.reverse`) the shown one, from the scene's data source.
    case turn(direction: UIPageViewController.NavigationDirection, animated: Bool)
    /// A tap on the tab bar item at `index` (`shouldSelect`, the switch, `didSelect`).
    case select(index: Int, animator: AnimatorSpec)
    /// `setCollectionViewLayout(_:animated:)` on the screen's collection view with its layout
    /// named `layout`.
    case layout(screen: String, layout: String, animated: Bool)
    /// A scripted finger (`drag` or `tap`) played into the window: hit-testing and gesture
    /// recognizers decide what it does (the edge swipe back, a custom interaction, …).
    case touch(TouchTrack)
    /// Scripted fingers moving together (`pinch` or `rotate`), played into the window as one
    /// touch event per sample time: pinch and rotation recognizers, a zooming scroll view's
    /// pinch, or any multi-touch code decide what they do.
    case multiTouch(TouchGesture)
    /// Sets constraint constants and swaps constraints of a screen by identifier, then lays it
    /// out inside `UIView.animate` (`constraint.constant = x; UIView.animate { view.layoutIfNeeded() }`).
    case constraints(ConstraintChangeSpec)
    /// `window.showKeyboard()` (true) or `window.hideKeyboard()` (false): UIKit's keyboard
    /// notifications, the keyboard sliding for 0.25 s on curve 7.
    case keyboard(shown: Bool)
    /// `becomeFirstResponder()` on the text field or text view with this id of the shown
    /// screen: editing begins and the keyboard rises.
    case focus(id: String)
    /// Types `text` into the first responder, one character every ``ScriptAction/typingInterval``
    /// through `insertText(_:)` (a "\n" is the return key).
    case type(text: String)
    /// Sets the window's size, inside `UIView.animate(withDuration: duration)` when `duration`
    /// is above zero (a rotation, a multitasking resize): `viewWillTransition(to:with:)` with a
    /// coordinator of that duration, then the new size and layout in one animation. The
    /// screen `alongside` names changes its constraints in its `viewWillTransition(to:with:)`,
    /// inside `coordinator.animate(alongsideTransition:)`, as an app switches to a landscape
    /// layout. Rendered frames take the new size from this moment.
    case resize(size: CGSize, duration: Double, alongside: ConstraintChangeSpec? = nil)
    /// Selects `detent` of the topmost presented sheet (`selectedDetentIdentifier`), inside
    /// `animateChanges(_:)` when `animated`.
    case detent(SheetSpec.Detent, animated: Bool)
    /// `show(_:)` (`shows` true) or `hide(_:)` of a column of the split root, animated as
    /// UIKit does.
    case splitColumn(UISplitViewController.Column, shows: Bool)
    /// Sets the split root's `preferredDisplayMode`, inside
    /// `UIView.animate(withDuration: UISplitViewController.columnAnimationDuration)` when
    /// `animated`.
    case displayMode(UISplitViewController.DisplayMode, animated: Bool)
    /// `showDetailViewController(screen, sender: nil)` sent by the top screen of the split
    /// root's primary column: expanded, the screen replaces the secondary; collapsed, it is
    /// pushed.
    case showDetail(screen: String)
    /// Drives the shown screen's search controller (see ``SearchStep``).
    case search(SearchStep)
    /// A finger taps the scope button titled `title` of the shown screen's active search
    /// (`selectedScopeButtonIndex`, `searchBar(_:selectedScopeButtonIndexDidChange:)`, the
    /// results updated).
    case scope(title: String)
  }

  /// Seconds from the start of the timeline (≥ 0).
  public var time: Double
  public var kind: Kind
  /// Where it was declared (`script[2]`), for messages at build time.
  public var fieldPath: String
  /// For a `present` with `style: popover`: the source view, arrow and content size.
  public var popover: PopoverAnchor?
  /// For a `present` with a sheet style: how its `sheetPresentationController` is configured.
  public var sheet: SheetSpec?
  /// For a `push` or `present` with `via: <id>`: the button (a view id of the shown screen)
  /// tapped at `time`; the transition starts from its `.touchUpInside` action when the finger
  /// lifts, ``ScriptAction/viaTapDuration`` later.
  public var via: String?

  /// The time between two typed characters of a `type` step: 0.08 s.
  public static let typingInterval: Double = 0.08

  /// How long the finger stays on a `via` button: 0.1 s.
  public static let viaTapDuration = 0.1

  public init(time: Double, kind: Kind, fieldPath: String, popover: PopoverAnchor? = nil) {
    self.time = time
    self.kind = kind
    self.fieldPath = fieldPath
    self.popover = popover
  }
}
