import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// One modal style under test: A (the window's root) presents C with a
/// ``ScriptedInteractionDelegate`` as C's transitioning delegate.
@MainActor
struct ModalInteractionStage {
  /// The styles a presentation can have on an iPhone, plus `.custom` with a presentation
  /// controller that removes the presenting view.
  enum Style: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case fullScreen, overFullScreen, pageSheet, formSheet, automatic, currentContext, overCurrentContext
    case custom, customRemovingPresenter

    var testDescription: String { rawValue }

    var modalStyle: UIModalPresentationStyle {
      switch self {
      case .fullScreen: .fullScreen
      case .overFullScreen: .overFullScreen
      case .pageSheet: .pageSheet
      case .formSheet: .formSheet
      case .automatic: .automatic
      case .currentContext: .currentContext
      case .overCurrentContext: .overCurrentContext
      case .custom, .customRemovingPresenter: .custom
      }
    }

    /// Whether the presentation takes the presenting view away (and so sends it appearance
    /// callbacks).
    var removesPresenter: Bool { [.fullScreen, .currentContext, .customRemovingPresenter].contains(self) }
  }

  static let duration = 0.4
  let h: TransitionHarness
  let a: ContainedScreen
  let c: ContainedScreen
  let delegate = ScriptedInteractionDelegate(duration: duration)
  let style: Style

  init(_ style: Style) {
    self.style = style
    a = ContainedScreen("A", .red)
    c = ContainedScreen("C", .blue)
    a.definesPresentationContext = true
    h = TransitionHarness(root: a)
    c.modalPresentationStyle = style.modalStyle
    c.transitioningDelegate = delegate
    if style == .customRemovingPresenter {
      delegate.makePresentationController = { presented, presenting in
        RemovingPresentationController(presentedViewController: presented, presenting: presenting)
      }
    }
    h.run(to: 0.05)
  }

  /// Presents C without animation and lets a frame pass.
  func presentAtOnce() {
    a.present(c, animated: false)
    h.run(to: 0.1)
  }

  /// Presents C through a new `UIPercentDrivenInteractiveTransition` (set up by `configure`):
  /// started at 0.1 s, scrubbed to each update, then finished or cancelled at `release`.
  func presentInteractively(
    updates: [(time: Double, percent: CGFloat)] = [(0.2, 0.55)], release: Double = 0.3, finish: Bool,
    configure: (UIPercentDrivenInteractiveTransition) -> Void = { _ in }
  ) {
    let interaction = UIPercentDrivenInteractiveTransition()
    configure(interaction)
    delegate.interaction = interaction
    h.drive(
      interaction, startingAt: 0.1, { [a, c] in a.present(c, animated: true) }, updates: updates, release: release,
      finish: finish)
  }

  /// Dismisses C the same way: started at 0.2 s, scrubbed to 0.6 and back to 0.35 by default,
  /// released at `release`.
  func dismissInteractively(
    updates: [(time: Double, percent: CGFloat)] = [(0.25, 0.6), (0.3, 0.35)], release: Double = 0.4, finish: Bool,
    configure: (UIPercentDrivenInteractiveTransition) -> Void = { _ in }
  ) {
    let interaction = UIPercentDrivenInteractiveTransition()
    configure(interaction)
    delegate.interaction = interaction
    h.drive(
      interaction, startingAt: 0.2, { [c] in c.dismiss(animated: true) }, updates: updates, release: release,
      finish: finish)
  }

  /// Expects the window's view tree to equal `before`, naming the differences.
  func expectWindow(unchangedSince before: ViewTreeSnapshot, sourceLocation: SourceLocation = #_sourceLocation) {
    let differences = ViewTreeSnapshot(h.window, identifying: identified).differences(from: before)
    #expect(differences.isEmpty, "\(style): \(differences)", sourceLocation: sourceLocation)
  }

  /// The appearance callbacks of A and C from trace line `start` on.
  func appearance(from start: Int) -> [String] {
    h.callbacks(of: ["A", "C"], from: start).filter { $0.contains(".view") }
  }

  /// The presentation controller's trace lines (…WillBegin, …DidEnd) from line `start` on.
  func presentationControllerCalls(from start: Int) -> [String] {
    h.trace.lines.dropFirst(start).filter { $0.contains("TransitionWillBegin") || $0.contains("TransitionDidEnd") }
      .map { String($0[$0.index(after: $0.firstIndex(of: ".")!)...]) }
  }

  /// The views a cancel must leave exactly where they were: A's, C's, and the presentation's
  /// container while there is one.
  var identified: [UIView] {
    [a.view, c.view] + (c.presentationController?.containerView.map { [$0] } ?? [])
  }

  /// C's shown progress: how far its view has come in from the container's bottom edge.
  var shownProgress: Double {
    let height = Double(c.presentationController?.containerView?.bounds.height ?? TransitionHarness.size.height)
    return 1 - Double(c.view.layer.presentation()!.affineTransform.ty) / height
  }
}
