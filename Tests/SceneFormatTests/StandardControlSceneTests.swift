import Foundation
import HeadlessUIKit
import SceneFormat
import Testing

/// The control view fields (`switch`, `slider`, `segmented`, `stepper`, `progress`,
/// `activityIndicator`): decoding, the controls built from them, scripted taps on them, and
/// errors naming the field and value.
@Suite struct StandardControlSceneTests {
  static func scene(_ views: String, script: String = "[]") -> String {
    """
    fps: 60
    duration: 2
    window: { width: 390, height: 844, scale: 1 }
    screens:
      A:
        views:
    \(views.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
    root: { screen: A }
    script: \(script)
    """
  }

  static let allSix = """
    - { id: s, frame: [20, 100, 51, 31], switch: { on: true, onTint: systemOrange, thumbTint: white } }
    - { frame: [20, 150, 300, 31], slider: { value: 3, min: 1, max: 5, minTrack: red, enabled: false } }
    - { frame: [20, 200, 300, 32], segmented: { items: [One, Two, Three], selected: 1, selectedTint: systemYellow } }
    - { frame: [20, 250, 94, 32], stepper: { value: 4, min: 2, max: 8, step: 2, wraps: true } }
    - { frame: [20, 300, 300, 4], progress: { progress: 0.25, style: bar, tint: green, track: "#E5E5EA" } }
    - { frame: [20, 320, 37, 37], activityIndicator: { style: large, color: blue } }
    - { frame: [20, 380, 20, 20], activityIndicator: { animating: false } }
    """

  @Test func everyControlDecodes() throws {
    let views = try parse(Self.scene(Self.allSix)).screens[0].views
    #expect(views[0].control == .toggle(SwitchSpec(isOn: true, onTint: UIColor.systemOrange.rgba, thumbTint: .white)))
    #expect(
      views[1].control
        == .slider(
          SliderSpec(
            value: 3, minimum: 1, maximum: 5, minimumTrackTint: .init(red: 1, green: 0, blue: 0), isEnabled: false)))
    #expect(
      views[2].control
        == .segmented(
          SegmentedSpec(items: ["One", "Two", "Three"], selected: 1, selectedTint: UIColor.systemYellow.rgba)))
    #expect(views[3].control == .stepper(StepperSpec(value: 4, minimum: 2, maximum: 8, step: 2, wraps: true)))
    #expect(
      views[4].control
        == .progress(
          ProgressSpec(
            progress: 0.25, isBar: true, progressTint: .init(red: 0, green: 1, blue: 0),
            trackTint: UIColor.systemGray5.rgba)))
    #expect(
      views[5].control
        == .activityIndicator(ActivityIndicatorSpec(isLarge: true, color: .init(red: 0, green: 0, blue: 1))))
    #expect(views[6].control == .activityIndicator(ActivityIndicatorSpec(isAnimating: false)))
  }

  @MainActor @Test func theBuiltControlsCarryTheDeclaredState() throws {
    let stage = SceneBuilder.build(try parse(Self.scene(Self.allSix)))
    stage.timeline.attach(stage.window)
    stage.timeline.advance(to: 0)
    let views = try #require(stage.window.rootViewController?.view.subviews)
    let toggle = try #require(views[0] as? UISwitch)
    #expect(toggle.isOn && toggle.onTintColor == .systemOrange && toggle.thumbTintColor == .white)
    let slider = try #require(views[1] as? UISlider)
    #expect(slider.value == 3 && slider.minimumValue == 1 && slider.maximumValue == 5 && !slider.isEnabled)
    #expect(slider.minimumTrackTintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    let segmented = try #require(views[2] as? UISegmentedControl)
    #expect(segmented.numberOfSegments == 3 && segmented.selectedSegmentIndex == 1)
    #expect(segmented.frame == CGRect(x: 20, y: 200, width: 300, height: 32))
    let stepper = try #require(views[3] as? UIStepper)
    #expect(stepper.value == 4 && stepper.minimumValue == 2 && stepper.maximumValue == 8 && stepper.stepValue == 2)
    #expect(stepper.wraps)
    let progress = try #require(views[4] as? UIProgressView)
    #expect(progress.progress == 0.25 && progress.progressViewStyle == .bar && progress.trackTintColor == .systemGray5)
    let spinner = try #require(views[5] as? UIActivityIndicatorView)
    #expect(
      spinner.style == .large && spinner.isAnimating && !spinner.isHidden
        && spinner.color == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
    let stopped = try #require(views[6] as? UIActivityIndicatorView)
    #expect(!stopped.isAnimating && stopped.isHidden, "a stopped indicator that hides when stopped stays hidden")
  }

  @MainActor @Test func aScriptedTapTogglesTheSwitchAndSelectsASegment() throws {
    let stage = SceneBuilder.build(
      try parse(
        Self.scene(
          """
          - { frame: [20, 100, 51, 31], switch: {} }
          - { frame: [20, 200, 300, 32], segmented: { items: [A, B, C], selected: 0 } }
          """,
          script: "[{ at: 0.2, tap: [45, 115] }, { at: 0.5, tap: [270, 216] }]")))
    stage.timeline.attach(stage.window)
    for frame in 0...60 { stage.timeline.advance(to: FrameIndex(frame)) }
    let views = try #require(stage.window.rootViewController?.view.subviews)
    #expect((views[0] as? UISwitch)?.isOn == true)
    #expect((views[1] as? UISegmentedControl)?.selectedSegmentIndex == 2)
  }

  @Test func errorsNameTheFieldAndTheValue() throws {
    func error(_ view: String) throws -> String {
      try #require(parseError(Self.scene("- { frame: [0, 0, 100, 40], \(view) }"))).description
    }
    #expect(try error("slider: { value: 2 }").contains("slider.value"))
    #expect(try error("slider: { value: 2 }").contains("a number in min...max (0...1)"))
    #expect(try error("slider: { min: 3, max: 1 }").contains("a number ≥ min (3)"))
    #expect(try error("stepper: { min: 5, max: 5 }").contains("a number > min (5)"))
    #expect(try error("stepper: { step: 0 }").contains("a number > 0"))
    #expect(try error("stepper: { min: 200 }").contains("a number < max (100)"))
    #expect(try error("segmented: { items: [] }").contains("at least one segment title"))
    #expect(try error("segmented: { items: [A, B], selected: 2 }").contains("an index of items (0...1)"))
    #expect(try error("segmented: { selected: 0 }").contains("items"))
    #expect(try error("progress: { progress: 1.5 }").contains("a number in 0...1"))
    #expect(try error("progress: { style: thick }").contains("thick"))
    #expect(try error("activityIndicator: { style: huge }").contains("huge"))
    #expect(try error("switch: { of: true }").contains("of"))
    #expect(try error("switch: {}, slider: {}").contains("a view is at most one control; got 'switch' and 'slider'"))
    #expect(
      try error("switch: {}, label: Hi").contains(
        "a view with 'switch' is a UISwitch and cannot also be a label view; remove 'label'"))
  }
}
