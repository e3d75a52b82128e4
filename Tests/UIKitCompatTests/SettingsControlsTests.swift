import Testing
import UIKit

/// A settings screen as iOS code writes it: a switch, a slider, a segmented control, a stepper,
/// a progress view and a spinner in a vertical stack view pinned to the margins, wired with
/// target–action (method references: the one documented difference from `#selector`) and
/// `UIAction`s.
final class ControlSettingsViewController: UIViewController {
  let wifi = UISwitch()
  let volume = UISlider()
  let units = UISegmentedControl(items: ["Metric", "Imperial"])
  let copies = UIStepper()
  let upload = UIProgressView(progressViewStyle: .default)
  let spinner = UIActivityIndicatorView(style: .medium)
  private(set) var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    view.tintColor = .systemIndigo
    wifi.isOn = true
    wifi.onTintColor = .systemBlue
    wifi.addTarget(self, action: ControlSettingsViewController.wifiChanged(_:), for: .valueChanged)
    volume.minimumValue = 0
    volume.maximumValue = 10
    volume.value = 5
    volume.addTarget(self, action: ControlSettingsViewController.volumeChanged(_:), for: .valueChanged)
    units.selectedSegmentIndex = 0
    units.selectedSegmentTintColor = .white
    units.setTitleTextAttributes([.foregroundColor: UIColor.darkGray], for: .normal)
    units.addAction(
      UIAction { [unowned self] action in
        let control = action.sender as! UISegmentedControl
        self.log.append("units \(control.titleForSegment(at: control.selectedSegmentIndex) ?? "")")
      }, for: .valueChanged)
    copies.minimumValue = 1
    copies.maximumValue = 5
    copies.value = 1
    copies.addTarget(self, action: ControlSettingsViewController.copiesChanged(_:), for: .valueChanged)
    upload.setProgress(0.3, animated: false)
    spinner.hidesWhenStopped = true
    spinner.startAnimating()

    let stack = UIStackView(arrangedSubviews: [wifi, volume, units, copies, upload, spinner])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      volume.widthAnchor.constraint(equalTo: stack.widthAnchor),
      upload.widthAnchor.constraint(equalTo: stack.widthAnchor),
    ])
  }

  func wifiChanged(_ sender: UISwitch) { log.append("wifi \(sender.isOn)") }
  func volumeChanged(_ sender: UISlider) { log.append("volume \(Int(sender.value.rounded()))") }
  func copiesChanged(_ sender: UIStepper) { log.append("copies \(Int(sender.value))") }
}

@MainActor
@Suite("iOS-style standard controls: a settings screen (Swift 5 mode)")
struct SettingsControlsTests {
  func tap(_ view: UIView, at point: CGPoint, time: TimeInterval, in bench: TestBench) {
    var track = TouchTrack(downAt: view.convert(point, to: nil), time: time)
    track.hold(for: 0.05)
    track.lift()
    bench.timeline.play(track, in: bench.window)
  }

  @Test func theControlsLayOutByTheirIntrinsicSizesAndReportUserChanges() {
    let settings = ControlSettingsViewController()
    let bench = TestBench(root: settings)
    bench.run(to: 0.1)
    let top = settings.view.safeAreaInsets.top
    // 300 pt wide with 16 pt margins: the stack is 268 pt wide.
    #expect(settings.wifi.frame == CGRect(x: 0, y: 0, width: 51, height: 31))
    #expect(settings.volume.frame == CGRect(x: 0, y: 43, width: 268, height: 31))
    #expect(settings.units.frame.origin == CGPoint(x: 0, y: 86))
    #expect(settings.units.frame.height == 32)
    #expect(settings.copies.frame == CGRect(x: 0, y: 130, width: 94, height: 32))
    #expect(settings.upload.frame == CGRect(x: 0, y: 174, width: 268, height: 4))
    #expect(settings.spinner.frame == CGRect(x: 0, y: 190, width: 20, height: 20))
    #expect(settings.wifi.superview!.frame.minY == top + 20)

    // A tap on the switch, on the second segment, twice on +; a drag of the slider's thumb.
    tap(settings.wifi, at: CGPoint(x: 25, y: 15), time: 0.2, in: bench)
    let second = settings.units.bounds.width * 0.75
    tap(settings.units, at: CGPoint(x: second, y: 16), time: 0.4, in: bench)
    tap(settings.copies, at: CGPoint(x: 70, y: 16), time: 0.6, in: bench)
    tap(settings.copies, at: CGPoint(x: 70, y: 16), time: 0.8, in: bench)
    let thumb = settings.volume.convert(CGPoint(x: 134, y: 15), to: nil)  // value 5 of 0…10
    var drag = TouchTrack(downAt: thumb, time: 1.0)
    drag.move(to: CGPoint(x: thumb.x + 48, y: thumb.y), duration: 0.2)  // a fifth of 240 pt: +2
    drag.lift()
    bench.timeline.play(drag, in: bench.window)
    bench.run(to: 1.5)
    #expect(Array(settings.log.prefix(4)) == ["wifi false", "units Imperial", "copies 2", "copies 3"])
    #expect(settings.log.last == "volume 7")
    #expect(!settings.wifi.isOn && settings.units.selectedSegmentIndex == 1 && settings.copies.value == 3)
    #expect(abs(settings.volume.value - 7) < 1e-4)
    #expect(settings.spinner.isAnimating && !settings.spinner.isHidden)
    #expect(settings.upload.progress == 0.3)
  }

  @Test func aSwitchWithAPrimaryActionRunsItOnEveryUserToggle() {
    final class Screen: UIViewController {
      var toggles: [Bool] = []
      lazy var toggle: UISwitch = UISwitch(
        frame: CGRect(x: 20, y: 100, width: 51, height: 31),
        primaryAction: UIAction { [unowned self] _ in self.toggles.append(self.toggle.isOn) })
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(toggle)
      }
    }
    let screen = Screen()
    let bench = TestBench(root: screen)
    bench.run(to: 0.1)
    tap(screen.toggle, at: CGPoint(x: 25, y: 15), time: 0.2, in: bench)
    tap(screen.toggle, at: CGPoint(x: 25, y: 15), time: 0.8, in: bench)
    bench.run(to: 1.2)
    screen.toggle.setOn(true, animated: true)  // programmatic: no action
    bench.run(to: 1.6)
    #expect(screen.toggles == [true, false])
  }
}
