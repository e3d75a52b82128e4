import Foundation
import Testing

@testable import HeadlessUIKit

/// Records the layout-cycle callbacks in order.
@MainActor
final class CycleLog {
  var entries: [String] = []
}

@MainActor
final class LoggingView: UIView {
  let name: String
  let log: CycleLog

  init(_ name: String, _ log: CycleLog) {
    self.name = name
    self.log = log
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override func updateConstraints() {
    log.entries.append("\(name).updateConstraints")
    super.updateConstraints()
  }

  override func layoutSubviews() {
    log.entries.append("\(name).layoutSubviews")
    super.layoutSubviews()
  }
}

@MainActor
final class LoggingController: UIViewController {
  let log: CycleLog
  let child: LoggingView
  var childWidth: NSLayoutConstraint!
  var widthInWillLayout: CGFloat?

  init(_ log: CycleLog) {
    self.log = log
    child = LoggingView("child", log)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = LoggingView("root", log)
    view.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    child.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(child)
    childWidth = child.widthAnchor.constraint(equalToConstant: 50)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: view.leadingAnchor), child.topAnchor.constraint(equalTo: view.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 40), childWidth,
    ])
  }

  override func updateViewConstraints() {
    log.entries.append("controller.updateViewConstraints")
    super.updateViewConstraints()
  }

  override func viewWillLayoutSubviews() {
    log.entries.append("controller.viewWillLayoutSubviews")
    if let widthInWillLayout { childWidth.constant = widthInWillLayout }
  }

  override func viewDidLayoutSubviews() {
    log.entries.append("controller.viewDidLayoutSubviews child.width=\(Int(child.frame.width))")
  }
}

@MainActor
@Suite("Auto Layout: the layout cycle's callback order")
struct LayoutCycleTests {
  @Test func updateConstraintsRunsBottomUpThenLayoutRunsTopDownAroundTheControllersHooks() {
    let log = CycleLog()
    let controller = LoggingController(log)
    let root = controller.view!
    root.layoutIfNeeded()
    log.entries.removeAll()
    controller.child.setNeedsUpdateConstraints()
    root.setNeedsUpdateConstraints()
    root.setNeedsLayout()
    controller.child.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(
      log.entries == [
        "child.updateConstraints",
        "controller.updateViewConstraints",
        "root.updateConstraints",
        "controller.viewWillLayoutSubviews",
        "root.layoutSubviews",
        "controller.viewDidLayoutSubviews child.width=50",
        "child.layoutSubviews",
      ])
    #expect(!root.needsUpdateConstraints() && !controller.child.needsUpdateConstraints())
  }

  @Test func aConstraintChangedInViewWillLayoutSubviewsAppliesInTheSamePass() {
    let log = CycleLog()
    let controller = LoggingController(log)
    controller.widthInWillLayout = 120
    controller.view.layoutIfNeeded()
    #expect(controller.child.frame == CGRect(x: 0, y: 0, width: 120, height: 40))
    #expect(log.entries.contains("controller.viewDidLayoutSubviews child.width=120"))
  }

  @Test func nothingIsCalledWhenNothingIsMarked() {
    let log = CycleLog()
    let controller = LoggingController(log)
    controller.view.layoutIfNeeded()
    log.entries.removeAll()
    controller.view.layoutIfNeeded()
    #expect(log.entries.isEmpty)
  }

  @Test func requiresConstraintBasedLayoutCallsUpdateConstraintsAtTheFirstPass() {
    final class Opting: UIView {
      static var calls = 0
      override class var requiresConstraintBasedLayout: Bool { true }
      override func updateConstraints() {
        Opting.calls += 1
        super.updateConstraints()
      }
    }
    final class Plain: UIView {
      static var calls = 0
      override func updateConstraints() {
        Plain.calls += 1
        super.updateConstraints()
      }
    }
    #expect(UIView.requiresConstraintBasedLayout == false)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(Opting())
    root.addSubview(Plain())
    root.layoutIfNeeded()
    root.layoutIfNeeded()
    #expect(Opting.calls == 1)
    #expect(Plain.calls == 0)
  }
}
