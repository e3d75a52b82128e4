import Foundation
import Testing

@testable import HeadlessUIKit

/// A controller that logs its appearance callbacks into a shared log.
@MainActor
final class SplitPane: UIViewController {
  let name: String
  let log: SplitLog

  init(_ name: String, log: SplitLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) { log.add("\(name) willAppear(\(animated))") }
  override func viewDidAppear(_ animated: Bool) { log.add("\(name) didAppear(\(animated))") }
  override func viewWillDisappear(_ animated: Bool) { log.add("\(name) willDisappear(\(animated))") }
  override func viewDidDisappear(_ animated: Bool) { log.add("\(name) didDisappear(\(animated))") }
}

/// The shared log of a split rig.
@MainActor
final class SplitLog {
  var entries: [String] = []
  func add(_ entry: String) { entries.append(entry) }
  func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}

/// A delegate logging every question and answering UIKit's defaults unless told otherwise.
@MainActor
final class SplitDelegateLog: UISplitViewControllerDelegate {
  let log: SplitLog
  var collapsesItself = false
  var topColumn: UISplitViewController.Column?

  init(log: SplitLog) { self.log = log }

  func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
    log.add("willChangeTo(\(displayMode))")
  }
  func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
    log.add("willShow(\(column))")
  }
  func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
    log.add("willHide(\(column))")
  }
  func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
    log.add("primaryViewController(forCollapsing:)")
    return nil
  }
  func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
    log.add("primaryViewController(forExpanding:)")
    return nil
  }
  func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool {
    log.add("collapseSecondary:onto:")
    return collapsesItself
  }
  func splitViewController(
    _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController? {
    log.add("separateSecondaryFrom:")
    return nil
  }
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    log.add("topColumnForCollapsing(proposed: \(proposedTopColumn))")
    return topColumn ?? proposedTopColumn
  }
  func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
  ) -> UISplitViewController.DisplayMode {
    log.add("displayModeForExpanding(proposed: \(proposedDisplayMode))")
    return proposedDisplayMode
  }
  func splitViewControllerDidCollapse(_ svc: UISplitViewController) { log.add("didCollapse") }
  func splitViewControllerDidExpand(_ svc: UISplitViewController) { log.add("didExpand") }
}

/// A window on an iPad screen (1024 × 768 by default) at scale 1 and 60 fps whose root is a
/// split view controller.
@MainActor
final class SplitRig {
  let timeline = Timeline(fps: 60)
  let window: UIWindow
  let log: SplitLog
  let delegate: SplitDelegateLog
  let split: UISplitViewController
  private var frame = 0

  init(
    _ split: UISplitViewController, log: SplitLog = SplitLog(), screen: CGSize = CGSize(width: 1024, height: 768),
    window size: CGSize? = nil,
    configure: (UISplitViewController) -> Void = { _ in }
  ) {
    self.split = split
    self.log = log
    delegate = SplitDelegateLog(log: log)
    split.delegate = delegate
    configure(split)
    window = UIWindow(screen: UIScreen(bounds: CGRect(origin: .zero, size: screen), scale: 1))
    if let size { window.frame = CGRect(origin: .zero, size: size) }
    window.rootViewController = split
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: 0)
    window.layoutIfNeeded()
  }

  /// Ticks every frame up to `seconds`.
  func run(to seconds: Double) {
    let last = Int((seconds * 60).rounded())
    while frame < last {
      frame += 1
      timeline.advance(to: FrameIndex(frame))
    }
  }

  /// Runs `action` at `seconds`.
  func at(_ seconds: Double, _ action: @escaping () -> Void) { timeline.schedule(at: seconds, action) }

  /// Where `controller`'s view is drawn now (its presentation layer's frame).
  func drawnFrame(_ controller: UIViewController?) -> CGRect? {
    guard let view = controller?.viewIfLoaded, view.superview != nil else { return nil }
    return view.layer.presentation()?.frame ?? view.frame
  }
}
