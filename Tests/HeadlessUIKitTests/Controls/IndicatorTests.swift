import Foundation
import Testing

@testable import HeadlessUIKit

/// `UIActivityIndicatorView` and `UIProgressView`: sizes, colours, hiding, the spin sampled
/// per frame, the animated progress.
@MainActor
@Suite("UIActivityIndicatorView and UIProgressView")
struct IndicatorTests {
  /// The wheel's rotation at the current time, in eighths of a turn.
  static func eighths(_ indicator: UIActivityIndicatorView) -> Double {
    let t = indicator.wheel.layer.presentation()!.affineTransform
    var angle = atan2(Double(t.b), Double(t.a))
    if angle < -1e-9 { angle += 2 * .pi }
    return angle / (2 * .pi / 8)
  }

  @Test func stylesSizesAndColours() {
    let medium = UIActivityIndicatorView(style: .medium)
    #expect(medium.frame.size == CGSize(width: 20, height: 20))
    #expect(medium.intrinsicContentSize == CGSize(width: 20, height: 20))
    #expect(medium.color == UIActivityIndicatorView.defaultColor)
    #expect(medium.spokes.count == 8)
    let large = UIActivityIndicatorView(style: .large)
    #expect(large.intrinsicContentSize == CGSize(width: 37, height: 37))
    #expect(UIActivityIndicatorView(frame: .zero).style == .medium)
    #expect(UIActivityIndicatorView(style: .whiteLarge).color == .white)
    #expect(UIActivityIndicatorView.Style.medium.rawValue == 100 && UIActivityIndicatorView.Style.gray.rawValue == 2)
    large.color = .systemRed
    #expect(large.spokes.allSatisfy { $0.backgroundColor == .systemRed })
    large.color = nil
    #expect(large.color == UIActivityIndicatorView.defaultColor)
    // The spoke at 12 o'clock leads; the one just behind it (10:30) is nearly opaque, the one
    // ahead of it (1:30), the end of the tail, the faintest.
    #expect(medium.spokes[0].alpha == 1)
    #expect(abs(medium.spokes[1].alpha - UIActivityIndicatorView.trailingSpokeAlpha) < 1e-6)
    #expect(abs(medium.spokes[7].alpha - 0.9) < 1e-6)
    #expect(abs(medium.spokes[0].frame.minY) < 1e-9)
    large.style = .medium
    #expect(large.intrinsicContentSize == CGSize(width: 20, height: 20))
  }

  @Test func aStoppedIndicatorIsHiddenAndStartingShowsIt() {
    let indicator = UIActivityIndicatorView(style: .medium)
    #expect(indicator.isHidden && !indicator.isAnimating && indicator.hidesWhenStopped)
    indicator.startAnimating()
    #expect(!indicator.isHidden && indicator.isAnimating)
    indicator.stopAnimating()
    #expect(indicator.isHidden && !indicator.isAnimating)
    #expect(indicator.wheel.layer.animationKeys() == nil)
    indicator.hidesWhenStopped = false
    #expect(!indicator.isHidden)
  }

  @Test func theWheelTurnsOneSpokeEveryEighthOfASecondAsAFunctionOfTime() {
    let timeline = Timeline(fps: 60)
    timeline.advance(to: 0)
    let indicator = UIActivityIndicatorView(style: .large)
    indicator.startAnimating()
    var samples = [Self.eighths(indicator)]
    for frame in [7, 8, 15, 30, 59, 60, 135] {
      timeline.advance(to: FrameIndex(frame))
      samples.append((Self.eighths(indicator) * 1000).rounded() / 1000)
    }
    // 7/60 s < 0.125 s ≤ 8/60 s; a quarter second is two spokes; 59/60 s is the last step of the first turn, 60/60 s starts over.
    #expect(samples == [0, 0, 1, 2, 4, 7, 0, 2])
    indicator.stopAnimating()
    timeline.advance(to: 140)
    #expect(Self.eighths(indicator) == 0)
  }

  @Test func theProgressViewFillsItsTrackAndAnimatesProgress() {
    let timeline = Timeline(fps: 60)
    timeline.advance(to: 0)
    let progress = UIProgressView(progressViewStyle: .default)
    #expect(progress.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
    #expect(progress.frame.size == CGSize(width: 0, height: 4))
    progress.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
    progress.progress = 0.25
    progress.layoutIfNeeded()
    #expect(progress.fillView.frame == CGRect(x: 0, y: 0, width: 50, height: 4))
    #expect(progress.trackView.layer.cornerRadius == 2)
    #expect(progress.trackView.backgroundColor == UIProgressView.defaultTrackTintColor)
    #expect(progress.fillView.backgroundColor == .systemBlue)
    progress.progress = 3
    #expect(progress.progress == 1)
    progress.progress = 0
    progress.setProgress(1, animated: true)
    timeline.advance(to: 8)  // 0.133 s of 0.25 s
    let width = progress.fillView.layer.presentation()!.bounds.width
    #expect(width > 0 && width < 200)
    timeline.advance(to: 15)
    #expect(progress.fillView.layer.presentation()!.bounds.width == 200)
  }

  @Test func theBarStyleHasSquareEndsAndNoTrackAndTheTintIsInherited() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    root.tintColor = .systemPurple
    let bar = UIProgressView(progressViewStyle: .bar)
    #expect(bar.intrinsicContentSize.height == 2.5)
    root.addSubview(bar)
    bar.frame = CGRect(x: 0, y: 0, width: 100, height: 2.5)
    bar.layoutIfNeeded()
    #expect(bar.fillView.backgroundColor == .systemPurple)
    #expect(bar.trackView.backgroundColor == nil)
    #expect(bar.trackView.layer.cornerRadius == 0)
    bar.trackTintColor = .systemGray5
    bar.progressTintColor = .systemGreen
    #expect(bar.trackView.backgroundColor == .systemGray5 && bar.fillView.backgroundColor == .systemGreen)
  }

  @Test func controlsSizeThemselvesInAStackView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let toggle = UISwitch()
    let stepper = UIStepper()
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.startAnimating()  // a stopped indicator is hidden, and a stack view collapses it
    let stack = UIStackView(arrangedSubviews: [toggle, stepper, spinner])
    stack.alignment = .center
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
    stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20).isActive = true
    root.layoutIfNeeded()
    // Centred: 0.5 pt down, rounded to the screen's pixels (a third of a point).
    #expect(toggle.frame.size == CGSize(width: 51, height: 31) && toggle.frame.minX == 0)
    #expect(abs(toggle.frame.minY - 0.5) <= 1.0 / 3)
    #expect(stepper.frame == CGRect(x: 59, y: 0, width: 94, height: 32))
    #expect(spinner.frame == CGRect(x: 161, y: 6, width: 20, height: 20))
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 181, height: 32))
  }
}
