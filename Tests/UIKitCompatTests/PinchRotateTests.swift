import Foundation
import Testing
import UIKit

/// A sticker an iOS app lets the user pinch, rotate and drag at once, written as iOS code
/// writes it (Apple's "Handling pinch gestures" pattern): each handler applies the
/// recognizer's value to the view's transform and resets it, and the controller, as the
/// recognizers' delegate, lets them recognize simultaneously.
class StickerViewController: UIViewController, UIGestureRecognizerDelegate {
  let sticker = UIView(frame: CGRect(x: 50, y: 200, width: 200, height: 200))
  var events: [String] = []
  var touchCounts: [Int] = []
  var fingerSpans: [CGFloat] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    sticker.backgroundColor = .systemPink
    sticker.isMultipleTouchEnabled = true
    view.addSubview(sticker)
    // iOS: UIPinchGestureRecognizer(target: self, action: #selector(handlePinch(_:)))
    let pinch = UIPinchGestureRecognizer(target: self, action: StickerViewController.handlePinch)
    let rotation = UIRotationGestureRecognizer(target: self, action: StickerViewController.handleRotation)
    pinch.delegate = self
    rotation.delegate = self
    sticker.addGestureRecognizer(pinch)
    sticker.addGestureRecognizer(rotation)
  }

  func handlePinch(_ gesture: UIPinchGestureRecognizer) {
    guard let view = gesture.view else { return }
    if gesture.state == .began || gesture.state == .changed {
      view.transform = view.transform.scaledBy(x: gesture.scale, y: gesture.scale)
      gesture.scale = 1
      if gesture.numberOfTouches == 2 {
        let a = gesture.location(ofTouch: 0, in: self.view)
        let b = gesture.location(ofTouch: 1, in: self.view)
        fingerSpans.append(hypot(b.x - a.x, b.y - a.y))
      }
    }
    touchCounts.append(gesture.numberOfTouches)
    events.append("pinch \(gesture.state.rawValue)")
  }

  func handleRotation(_ gesture: UIRotationGestureRecognizer) {
    guard let view = gesture.view else { return }
    if gesture.state == .began || gesture.state == .changed {
      view.transform = view.transform.rotated(by: gesture.rotation)
      gesture.rotation = 0
    }
    events.append("rotation \(gesture.state.rawValue)")
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    true
  }
}

@MainActor
@Suite("Pinch and rotation, iOS-style: a sticker scaled and turned by two fingers (Swift 5 mode)")
struct PinchRotateTests {
  @Test func pinchingAndTurningTheStickerScalesAndRotatesItsTransform() {
    let controller = StickerViewController()
    let bench = TestBench(root: controller)
    // Two fingers on the sticker's centre (150, 300): 100 → 150 pt apart while turning 60°.
    bench.timeline.play(
      TouchGesture.twoFingers(
        center: CGPoint(x: 150, y: 300), startDistance: 100, endDistance: 150, startAngle: 0, endAngle: .pi / 3,
        time: 0.1, duration: 0.5),
      in: bench.window)
    bench.run(to: 1)
    let t = controller.sticker.transform
    let scale = hypot(t.a, t.b)
    let angle = atan2(t.b, t.a)
    #expect(abs(scale - 1.5) < 1e-9, "the product of the reset scales is the whole pinch")
    #expect(abs(angle - .pi / 3) < 1e-9, "the sum of the reset rotations is the whole turn")
    #expect(controller.events.contains("pinch 1") && controller.events.contains("rotation 1"), "both began")
    #expect(controller.events.suffix(2).sorted() == ["pinch 3", "rotation 3"], "both ended")
    #expect(controller.touchCounts.dropLast().allSatisfy { $0 == 2 })
    #expect(abs(controller.fingerSpans.last! - 150) < 1e-9, "location(ofTouch:in:) gives each finger")
  }

  @Test func aPinchZoomsTheScrollViewAboutTheFingers() {
    let viewer = PhotoViewer()
    #expect(viewer.scrollView.pinchGestureRecognizer != nil, "max > min and a view for zooming")
    // The photo point under (150, 200) stays under the fingers as they open 100 → 200 pt.
    viewer.bench.timeline.play(
      TouchGesture.pinch(center: CGPoint(x: 150, y: 200), from: 100, to: 200, time: 0.1, duration: 0.5),
      in: viewer.bench.window)
    viewer.bench.run(to: 0.4)
    #expect(viewer.scrollView.isZooming)
    let midway = viewer.scrollView.zoomScale
    #expect(midway > 1 && midway < 2)
    let under = viewer.photo.convert(CGPoint(x: 150, y: 200), to: nil)
    #expect(abs(under.x - 150) < 1e-9 && abs(under.y - 200) < 1e-9)
    viewer.bench.run(to: 1)
    #expect(!viewer.scrollView.isZooming)
    #expect(abs(viewer.scrollView.zoomScale - 2) < 1e-9)
    #expect(abs(viewer.scrollView.contentOffset.x - 150) < 1e-9 && abs(viewer.scrollView.contentOffset.y - 200) < 1e-9)
    #expect(viewer.logger.log == ["willBeginZooming(true)", "didZoom", "didEndZooming(true, 2.0)"])
  }

  @Test func aPinchPastTheMaximumBouncesBack() {
    let viewer = PhotoViewer()
    // 100 → 600 pt: 6× asked of a 4× maximum.
    viewer.bench.timeline.play(
      TouchGesture.pinch(center: CGPoint(x: 150, y: 200), from: 100, to: 600, time: 0.1, duration: 0.5),
      in: viewer.bench.window)
    viewer.bench.run(to: 0.6)
    #expect(abs(viewer.scrollView.zoomScale - 4 * (1.5 as CGFloat).squareRoot()) < 1e-9, "resisting past 4×")
    viewer.bench.run(to: 0.7)
    #expect(viewer.scrollView.isZoomBouncing)
    viewer.bench.run(to: 1.2)
    #expect(!viewer.scrollView.isZoomBouncing)
    #expect(viewer.scrollView.zoomScale == 4)
    #expect(viewer.logger.log.last == "didEndZooming(true, 4.0)")
    let offset = viewer.scrollView.contentOffset
    #expect(offset.x >= 0 && offset.x <= 900 && offset.y >= 0 && offset.y <= 1000, "inside the 1200 × 1600 content")
  }

  @Test func withoutBouncesZoomAPinchStopsAtTheLimit() {
    let viewer = PhotoViewer()
    viewer.scrollView.bouncesZoom = false
    viewer.bench.timeline.play(
      TouchGesture.pinch(center: CGPoint(x: 150, y: 200), from: 200, to: 50, time: 0.1, duration: 0.5),
      in: viewer.bench.window)
    viewer.bench.run(to: 1)
    #expect(viewer.logger.scales.allSatisfy { $0 == 1 }, "never below the 1× minimum")
    #expect(viewer.logger.log.last == "didEndZooming(true, 1.0)")
  }

  @Test func noPinchRecognizerWithoutZooming() {
    let viewer = PhotoViewer()
    viewer.scrollView.maximumZoomScale = 1
    #expect(viewer.scrollView.pinchGestureRecognizer == nil, "max = min")
    #expect(!(viewer.scrollView.gestureRecognizers ?? []).contains { $0 is UIPinchGestureRecognizer })
    viewer.scrollView.maximumZoomScale = 3
    viewer.logger.zoomView = nil
    #expect(viewer.scrollView.pinchGestureRecognizer == nil, "no view for zooming")
    viewer.logger.zoomView = viewer.photo
    #expect(viewer.scrollView.pinchGestureRecognizer != nil)
  }
}
