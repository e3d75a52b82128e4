import Testing
import UIKit

/// A split-screen container as iOS apps write it: it lays its child out beside a sidebar and
/// re-lays both alongside a rotation, logging what UIKit tells it.
class SplitContainerViewController: UIViewController {
  let sidebar = UIView()
  let detail = DetailViewController()
  var log: [String] = []
  var coordinatorDurations: [TimeInterval] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(sidebar)
    addChild(detail)
    view.addSubview(detail.view)
    detail.didMove(toParent: self)
    layOut(for: view.bounds.size)
  }

  func layOut(for size: CGSize) {
    let sidebarWidth = size.width > size.height ? 200 : 0
    sidebar.frame = CGRect(x: 0, y: 0, width: CGFloat(sidebarWidth), height: size.height)
    detail.view.frame = CGRect(
      x: CGFloat(sidebarWidth), y: 0, width: size.width - CGFloat(sidebarWidth), height: size.height)
  }

  override func size(
    forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    let sidebarWidth: CGFloat = parentSize.width > parentSize.height ? 200 : 0
    return CGSize(width: parentSize.width - sidebarWidth, height: parentSize.height)
  }

  override func willTransition(
    to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.willTransition(to: newCollection, with: coordinator)
    let from = traitCollection.verticalSizeClass == .regular ? "regular" : "compact"
    let to = newCollection.verticalSizeClass == .regular ? "regular" : "compact"
    log.append("container.willTransition vertical \(from)→\(to)")
  }

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    log.append("container.viewWillTransition \(Int(size.width))x\(Int(size.height)) view=\(Int(view.bounds.width))")
    coordinatorDurations.append(coordinator.transitionDuration)
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(
      alongsideTransition: { context in
        self.log.append("container.alongside animated=\(context.isAnimated) view=\(Int(self.view.bounds.width))")
        self.layOut(for: size)
      },
      completion: { context in
        self.log.append("container.completion cancelled=\(context.isCancelled)")
      })
  }
}

class DetailViewController: UIViewController {
  var sizes: [CGSize] = []

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    sizes.append(size)
  }
}

@MainActor
@Suite("viewWillTransition(to:with:) when the window is resized (Swift 5 mode)")
struct SizeTransitionTests {
  @Test func aRotationInsideAnAnimationBlockCallsParentThenChildAndAnimatesAlongside() {
    let container = SplitContainerViewController()
    let bench = TestBench(root: container)
    bench.at(0.1) {
      UIView.animate(withDuration: 0.4) {
        bench.window.frame = CGRect(x: 0, y: 0, width: 600, height: 300)
      }
    }
    bench.run(to: 0.1)
    #expect(
      container.log == [
        "container.willTransition vertical regular→compact",  // traits first, as UIKit
        "container.viewWillTransition 600x300 view=300",  // told before the size changes
        "container.alongside animated=true view=600",  // inside the block, after the change
      ])
    #expect(container.coordinatorDurations == [0.4])
    #expect(container.detail.sizes == [CGSize(width: 400, height: 300)], "the child gets the size the parent gives it")
    // The model is final at once; what is drawn moves over 0.4 s (ease-in-out: halfway at 0.2 s).
    #expect(container.sidebar.frame.width == 200)
    #expect(container.detail.view.frame == CGRect(x: 200, y: 0, width: 400, height: 300))
    bench.run(to: 0.3)
    #expect(abs(container.detail.view.visibleFrame.minX - 100) < 0.01)
    #expect(!container.log.contains("container.completion cancelled=false"))
    bench.run(to: 0.55)
    #expect(container.log.last == "container.completion cancelled=false")
    #expect(container.detail.view.visibleFrame == CGRect(x: 200, y: 0, width: 400, height: 300))
  }

  @Test func aResizeOutsideAnAnimationBlockIsImmediateAndCompletesAtTheEndOfTheTick() {
    let container = SplitContainerViewController()
    let bench = TestBench(root: container)
    bench.at(0.1) { bench.window.frame = CGRect(x: 0, y: 0, width: 600, height: 300) }
    bench.run(to: 0.1)
    #expect(
      container.log == [
        "container.willTransition vertical regular→compact",
        "container.viewWillTransition 600x300 view=300",
        "container.alongside animated=false view=600",
        "container.completion cancelled=false",
      ])
    #expect(container.coordinatorDurations == [0])
    #expect(container.detail.view.visibleFrame == CGRect(x: 200, y: 0, width: 400, height: 300))
  }

  @Test func aPresentedControllerHearsItThroughItsPresentationController() {
    let root = DetailViewController()
    let sheet = DetailViewController()
    let bench = TestBench(root: root)
    sheet.modalPresentationStyle = .fullScreen
    bench.at(0.1) { root.present(sheet, animated: false) }
    bench.at(0.2) { bench.window.bounds = CGRect(x: 0, y: 0, width: 500, height: 400) }
    bench.run(to: 0.3)
    #expect(root.sizes == [CGSize(width: 500, height: 400)])
    #expect(sheet.sizes == [CGSize(width: 500, height: 400)])
    #expect(sheet.view.frame.size == CGSize(width: 500, height: 400))
  }

  @Test func aSameSizeFrameChangeIsNoTransition() {
    let root = DetailViewController()
    let bench = TestBench(root: root)
    bench.window.frame = CGRect(x: 10, y: 0, width: 300, height: 600)
    bench.run(to: 0.1)
    #expect(root.sizes.isEmpty)
  }
}
