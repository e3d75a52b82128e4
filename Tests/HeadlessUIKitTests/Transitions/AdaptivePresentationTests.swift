import Foundation
import Testing

@testable import HeadlessUIKit

/// Adaptive presentation in a horizontally compact environment (a 390 × 844 pt iPhone window):
/// `.popover` becomes the sheet unless the delegate says otherwise, the delegate may substitute
/// the controller shown, `.custom` adapts only to full screen, and the calls come in UIKit's
/// order.
@MainActor
@Suite("Adaptive presentation: compact popovers, sheets and custom presentations")
struct AdaptivePresentationTests {
  static let iPhone = CGSize(width: 390, height: 844)

  @Test func aCompactPopoverWithoutDelegateIsPresentedAsTheSheet() {
    let rig = PopoverRig(size: Self.iPhone)
    defer { rig.stop() }
    let b = rig.popover()
    let popover = b.popoverPresentationController!
    rig.root.present(b, animated: true)
    #expect(b.presentationController === popover, "the popover controller stays the presentation controller")
    #expect(b.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787), "the sheet: 47 pt safe area + 10 pt gap")
    #expect(b.view.superview === popover.containerView)
    rig.run(to: 0.7)
    #expect(
      rig.trace.lines == [
        "UISheetPresentationController.presentationTransitionWillBegin()", "B.viewWillAppear(true)",
        "ModalSystemAnimator.animateTransition(using:)", "transitionContext.completeTransition(true)",
        "ModalSystemAnimator.animationEnded(true)", "UISheetPresentationController.presentationTransitionDidEnd(true)",
        "B.viewDidAppear(true)",
      ])
    #expect(popover.arrowDirection == .unknown, "never shown as a popover")
    #expect(rig.root.view.transform != .identity, "the presenting view is scaled back as under a sheet")
    rig.root.dismiss(animated: true)
    rig.run(to: 1.4)
    #expect(rig.root.presentedViewController == nil && rig.window.subviews.count == 1)
  }

  @Test func delegateCallsComeInUIKitsOrder() {
    let rig = PopoverRig(size: Self.iPhone)
    defer { rig.stop() }
    let b = rig.popover()
    let delegate = PopoverDelegateStub()
    b.popoverPresentationController?.delegate = delegate
    rig.root.present(b, animated: true)
    #expect(
      Array(rig.trace.lines.prefix(4)) == [
        "presentationController.delegate.adaptivePresentationStyle(for:traitCollection:)",
        "presentationController.delegate.presentationController(_:viewControllerForAdaptivePresentationStyle:)",
        "presentationController.delegate.presentationController(_:willPresentWithAdaptiveStyle: .formSheet, transitionCoordinator:)",
        "UISheetPresentationController.presentationTransitionWillBegin()",
      ])
    #expect(delegate.willPresentStyles == [.formSheet])
  }

  @Test func noneKeepsThePopoverInACompactEnvironment() {
    let rig = PopoverRig(size: Self.iPhone)
    defer { rig.stop() }
    let b = rig.popover(size: CGSize(width: 250, height: 150))
    let delegate = PopoverDelegateStub()
    delegate.adaptiveStyle = .none
    let popover = b.popoverPresentationController!
    popover.delegate = delegate
    rig.root.present(b, animated: false)
    #expect(popover.arrowDirection == .up)
    // The window's 47 pt top safe area and 10 pt margins: available x 10…380.
    #expect(popover.presentedView?.frame == CGRect(x: 15, y: 84, width: 250, height: 163))
    #expect(!rig.trace.lines.contains { $0.contains("viewControllerForAdaptivePresentationStyle") })
    #expect(delegate.willPresentStyles == [.none])
    #expect(rig.root.view.transform == .identity)
  }

  @Test func theSubstituteControllerIsWhatGetsPresented() {
    let rig = PopoverRig(size: Self.iPhone)
    defer { rig.stop() }
    let b = rig.popover()
    let delegate = PopoverDelegateStub()
    delegate.adaptiveStyle = .fullScreen
    var wrapper: UINavigationController?
    delegate.substitute = { presented in
      let navigation = UINavigationController(rootViewController: presented)
      wrapper = navigation
      return navigation
    }
    b.popoverPresentationController?.delegate = delegate
    rig.root.present(b, animated: true)
    let navigation = try! #require(wrapper)
    #expect(rig.root.presentedViewController === navigation)
    #expect(navigation.presentingViewController === rig.root)
    #expect(b.parent === navigation && b.presentingViewController === rig.root)
    #expect(navigation.view.frame == rig.window.bounds, "full screen")
    #expect(delegate.willPresentStyles == [.fullScreen])
    rig.run(to: 0.7)
    #expect(rig.root.view.superview == nil, "a full-screen presentation removes the presenting view")
    #expect(rig.trace.lines.contains("SystemPresentationController.presentationTransitionDidEnd(true)"))
    rig.root.dismiss(animated: true)
    rig.run(to: 1.4)
    #expect(rig.root.presentedViewController == nil && rig.root.view.superview === rig.window)
  }

  @Test func aSheetAdaptsToFullScreenWhenItsDelegateAsks() {
    for (answer, sheet) in [(UIModalPresentationStyle.fullScreen, false), (.formSheet, true), (.none, true)] {
      let rig = PopoverRig(size: Self.iPhone)
      defer { rig.stop() }
      let b = Screen("B")
      b.modalPresentationStyle = .formSheet
      let delegate = PopoverDelegateStub()
      delegate.adaptiveStyle = answer
      let controller = try! #require(b.presentationController, "created on first access, before present")
      controller.delegate = delegate
      rig.root.present(b, animated: false)
      #expect(b.presentationController === controller)
      #expect(
        rig.trace.lines.first == "presentationController.delegate.adaptivePresentationStyle(for:traitCollection:)")
      #expect(b.view.frame.minY == (sheet ? 57 : 0), "\(answer)")
      #expect((rig.root.view.superview == nil) == !sheet, "full screen removes the presenting view")
      rig.root.dismiss(animated: false)
      #expect(b.presentationController !== controller)
    }
  }

  @Test func resizingTheWindowPlacesFullScreenAndSheetPresentationsAgain() {
    for style in [UIModalPresentationStyle.fullScreen, .pageSheet] {
      let rig = PopoverRig(size: Self.iPhone)
      defer { rig.stop() }
      let b = Screen("B")
      b.modalPresentationStyle = style
      rig.root.present(b, animated: false)
      rig.run(to: 0.1)
      rig.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
      rig.run(to: 0.2)
      // In a compact height a page sheet behaves as .fullScreen (Apple's pageSheet docs).
      #expect(b.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390), "\(style)")
      #expect(b.traitCollection.verticalSizeClass == .compact)
    }
  }

  @Test func popoversAreNotAdaptedInARegularEnvironment() {
    let rig = PopoverRig()
    defer { rig.stop() }
    let b = rig.popover()
    let delegate = PopoverDelegateStub()
    delegate.adaptiveStyle = .fullScreen
    b.popoverPresentationController?.delegate = delegate
    rig.root.present(b, animated: false)
    #expect(!rig.trace.lines.contains { $0.contains("adaptivePresentationStyle") })
    #expect(b.popoverPresentationController?.arrowDirection == .up)
  }

  final class CustomDelegate: NSObject, UIViewControllerTransitioningDelegate, UIAdaptivePresentationControllerDelegate
  {
    var answer: UIModalPresentationStyle
    init(_ answer: UIModalPresentationStyle) { self.answer = answer }
    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
      let controller = UIPresentationController(presentedViewController: presented, presenting: presenting)
      controller.delegate = self
      return controller
    }
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { answer }
  }

  @Test func aCustomPresentationAdaptsOnlyWhenItsDelegateAsksForFullScreen() {
    for (answer, adapts) in [(UIModalPresentationStyle.none, false), (.overFullScreen, true), (.automatic, false)] {
      let rig = PopoverRig(size: Self.iPhone)
      defer { rig.stop() }
      let b = Screen("B")
      b.modalPresentationStyle = .custom
      let delegate = CustomDelegate(answer)
      b.transitioningDelegate = delegate
      rig.root.present(b, animated: false)
      #expect(type(of: b.presentationController!) == UIPresentationController.self)
      let container = try! #require(b.view.superview)
      let acting = (container as? PresentationContainerView)?.presentationController
      #expect(
        (acting is SystemPresentationController) == adapts,
        "\(answer): the adapted style's presentation controller does the work")
      #expect(rig.trace.lines.contains("SystemPresentationController.presentationTransitionWillBegin()") == adapts)
      #expect(rig.root.view.superview === rig.window, "neither removes the presenting view")
    }
  }

  @Test func aStyleUIKitRejectsTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let rig = PopoverRig(size: CGSize(width: 390, height: 844))
        let b = Screen("B")
        b.modalPresentationStyle = .custom
        let delegate = CustomDelegate(.formSheet)
        b.transitioningDelegate = delegate
        rig.root.present(b, animated: false)
      }
    }
    #expect(
      TransitionDiagnostics.adaptationRejected(from: .custom, to: .formSheet, accepted: [.none, .fullScreen])
        == "UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:traitCollection:) returned .formSheet for a .custom presentation; UIKit adapts it only to .none, .fullScreen"
    )
  }

  @Test func aPopoverWithoutSourceViewTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let rig = PopoverRig()
        let b = Screen("B")
        b.modalPresentationStyle = .popover
        rig.root.present(b, animated: false)
      }
    }
  }
}
