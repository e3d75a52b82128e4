import Foundation

extension ModalTransition {
  /// What a presentation shows after adaptation: the public presentation controller (the one
  /// the delegate talks to), the one doing the work (itself, or the adapted style's), the
  /// controller shown (the presented one, or the delegate's substitute) and the style.
  struct Adaptation {
    var controller: UIPresentationController
    var acting: UIPresentationController
    var shown: UIViewController
    /// The style the presentation runs with.
    var style: UIModalPresentationStyle
    /// The style adapted to, or `.none` when the presentation keeps its own.
    var adaptiveStyle: UIModalPresentationStyle
  }

  /// The styles a delegate may answer for a presentation of `style` (`.automatic`: the
  /// presentation controller decides).
  static func acceptedAdaptiveStyles(for style: UIModalPresentationStyle) -> [UIModalPresentationStyle] {
    switch style {
    case .custom: [.none, .automatic, .fullScreen, .overFullScreen]
    case .popover: [.none, .automatic, .popover, .fullScreen, .overFullScreen, .formSheet, .pageSheet]
    default: [.none, .automatic, .fullScreen, .overFullScreen, .formSheet, .pageSheet]
    }
  }

  /// UIKit's adaptation, in a horizontally compact environment: `.popover` becomes a sheet
  /// (iOS 13+) and `.pageSheet`/`.formSheet` stay the iPhone sheet; in a vertically compact
  /// one (an iPhone in landscape) a sheet (`.pageSheet`, `.formSheet`, `.automatic`) becomes
  /// `.fullScreen` unless its `prefersEdgeAttachedInCompactHeight` — in both cases unless the delegate's
  /// `adaptivePresentationStyle(for:traitCollection:)` says otherwise (`.none` keeps the style;
  /// `.fullScreen`/`.overFullScreen` cover the window); `.custom` adapts only when the delegate
  /// returns `.fullScreen` or `.overFullScreen`. The other styles never adapt. When the style
  /// changes the delegate may substitute the controller shown
  /// (`presentationController(_:viewControllerForAdaptivePresentationStyle:)`).
  ///
  /// - Precondition: the delegate answers a style UIKit adapts the presentation to.
  /// - Note: UIKit difference: the adaptation is decided when the presentation starts; UIKit
  ///   also adapts a shown presentation again when the size class changes later.
  static func adapt(
    _ controller: UIPresentationController, style: UIModalPresentationStyle, presented: UIViewController,
    presenting: UIViewController
  ) -> Adaptation {
    let unchanged = Adaptation(
      controller: controller, acting: controller, shown: presented, style: style, adaptiveStyle: .none)
    let traits = presenting.traitCollection
    let sheet = controller as? UISheetPresentationController
    // A sheet in a compact height (an iPhone in landscape) becomes full screen unless it
    // prefers to stay attached to the bottom edge.
    let compactHeightSheet =
      style == .pageSheet && traits.verticalSizeClass == .compact && sheet?.prefersEdgeAttachedInCompactHeight != true
    guard traits.horizontalSizeClass == .compact || compactHeightSheet, [.popover, .pageSheet, .custom].contains(style)
    else {
      return unchanged
    }
    var answer = UIModalPresentationStyle.automatic
    if let delegate = controller.delegate {
      TransitionTrace.record("presentationController.delegate", "adaptivePresentationStyle(for:traitCollection:)")
      answer = delegate.adaptivePresentationStyle(for: controller, traitCollection: traits)
      let accepted = acceptedAdaptiveStyles(for: style)
      guard accepted.contains(answer) else {
        preconditionFailure(
          TransitionDiagnostics.adaptationRejected(
            from: style, to: answer, accepted: accepted.filter { $0 != .automatic && $0 != .popover }))
      }
    }
    let adapted: UIModalPresentationStyle
    switch (style, answer) {
    case (.popover, .automatic): adapted = .formSheet
    case (.pageSheet, .automatic) where compactHeightSheet: adapted = .fullScreen
    case (.popover, .popover), (_, .automatic), (_, .none): adapted = .none
    case (.pageSheet, .formSheet), (.pageSheet, .pageSheet): adapted = .none
    default: adapted = answer
    }
    guard adapted != .none else { return unchanged }
    var shown = presented
    if let delegate = controller.delegate {
      TransitionTrace.record(
        "presentationController.delegate", "presentationController(_:viewControllerForAdaptivePresentationStyle:)")
      if let substitute = delegate.presentationController(
        controller, viewControllerForAdaptivePresentationStyle: adapted),
        substitute !== presented
      {
        precondition(
          substitute.parent == nil && substitute.presentation.presenting == nil,
          TransitionDiagnostics.substituteNotPresentable(substitute))
        shown = substitute
      }
    }
    let acting: UIPresentationController
    if adapted == .formSheet || adapted == .pageSheet {
      let adaptive = (controller as? UIPopoverPresentationController)?.adaptiveSheetPresentationController
      if let adaptive, adaptive.presentedViewController === shown {
        adaptive.resolvePresenting(presenting)
        acting = adaptive
      } else {
        acting = UISheetPresentationController(presentedViewController: shown, presenting: presenting)
      }
    } else {
      acting = SystemPresentationController(style: adapted, presented: shown, presenting: presenting)
    }
    controller.adaptedController = acting
    return Adaptation(controller: controller, acting: acting, shown: shown, style: adapted, adaptiveStyle: adapted)
  }

  /// Before a popover is laid out: the delegate's `prepareForPopoverPresentation(_:)`, then the
  /// source view's checks.
  static func preparePopover(_ popover: UIPopoverPresentationController, presenting: UIViewController) {
    if let delegate = popover.delegate as? any UIPopoverPresentationControllerDelegate {
      TransitionTrace.record("presentationController.delegate", "prepareForPopoverPresentation(_:)")
      delegate.prepareForPopoverPresentation(popover)
    }
    let presented = popover.presentedViewController
    guard let source = popover.anchorView else {
      preconditionFailure(TransitionDiagnostics.popoverWithoutSourceView(presented))
    }
    precondition(
      source.window != nil && source.window === presenting.viewIfLoaded?.window,
      TransitionDiagnostics.popoverSourceViewNotInWindow(presented))
  }
}
