import Foundation
import Testing
import UIKit

/// A photo viewer's delegate, as iOS code writes one: it names the image view to zoom and logs
/// the zoom callbacks.
class ZoomLogger: NSObject, UIScrollViewDelegate {
  var zoomView: UIView?
  var log: [String] = []
  var scales: [CGFloat] = []

  func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
    log.append("willBeginZooming(\(view === zoomView))")
  }
  func scrollViewDidZoom(_ scrollView: UIScrollView) {
    scales.append(scrollView.zoomScale)
    if log.last != "didZoom" { log.append("didZoom") }
  }
  func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
    log.append("didEndZooming(\(view === zoomView), \(scale))")
  }
}

/// A 300 × 600 pt scroll view showing a 300 × 400 pt photo, zoomable from 1× to 4×.
@MainActor
final class PhotoViewer {
  let root = UIViewController()
  let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
  let photo = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
  let logger = ZoomLogger()
  let bench: TestBench

  init() {
    scrollView.minimumZoomScale = 1
    scrollView.maximumZoomScale = 4
    scrollView.contentSize = photo.bounds.size
    scrollView.addSubview(photo)
    logger.zoomView = photo
    scrollView.delegate = logger
    root.view.addSubview(scrollView)
    bench = TestBench(root: root)
  }
}

@MainActor
@Suite("UIScrollView zooming: zoomScale, setZoomScale, zoom(to:), the zoom delegate calls (Swift 5 mode)")
struct ScrollZoomTests {
  @Test func settingTheZoomScaleScalesTheViewAndTheContentSizeAboutTheVisibleCentre() {
    let viewer = PhotoViewer()
    #expect(viewer.scrollView.zoomScale == 1)
    viewer.scrollView.zoomScale = 2
    #expect(viewer.scrollView.zoomScale == 2)
    #expect(viewer.photo.transform == CGAffineTransform(scaleX: 2, y: 2))
    #expect(viewer.photo.frame == CGRect(x: 0, y: 0, width: 600, height: 800))
    #expect(viewer.photo.bounds.size == CGSize(width: 300, height: 400), "the bounds keep the unzoomed size")
    #expect(viewer.scrollView.contentSize == CGSize(width: 600, height: 800))
    // The photo point at the view's centre (150, 300) stays there: offset = 2·(150, 300) − (150, 300).
    #expect(viewer.scrollView.contentOffset == CGPoint(x: 150, y: 200), "y clamped to 800 − 600")
    #expect(viewer.logger.log == ["didZoom"], "no will/did-end calls for an immediate change")
    viewer.scrollView.setZoomScale(10, animated: false)
    #expect(viewer.scrollView.zoomScale == 4, "clamped to maximumZoomScale")
    viewer.scrollView.zoomScale = 0.1
    #expect(viewer.scrollView.zoomScale == 1, "clamped to minimumZoomScale")
    #expect(viewer.photo.frame == CGRect(x: 0, y: 0, width: 300, height: 400))
  }

  @Test func withoutAZoomingViewNothingZooms() {
    let viewer = PhotoViewer()
    viewer.logger.zoomView = nil
    viewer.scrollView.setZoomScale(2, animated: true)
    viewer.bench.run(to: 1)
    #expect(viewer.scrollView.zoomScale == 1)
    #expect(viewer.photo.transform == .identity)
    #expect(viewer.logger.log.isEmpty)
  }

  @Test func anAnimatedZoomToARectAnnouncesItselfZoomsEveryFrameAndEndsAtItsScale() {
    let viewer = PhotoViewer()
    viewer.bench.at(0.1) {
      viewer.scrollView.zoom(to: CGRect(x: 200, y: 100, width: 100, height: 100), animated: true)
    }
    viewer.bench.run(to: 0.1)
    #expect(viewer.scrollView.isZoomAnimating)
    #expect(viewer.logger.log == ["willBeginZooming(true)"])
    // Halfway through the 0.3 s ease-in-out: the scale is halfway from 1 to 3 (300 / 100).
    viewer.bench.run(to: 0.25)
    #expect(abs(viewer.scrollView.zoomScale - 2) < 1e-6)
    viewer.bench.run(to: 0.5)
    #expect(!viewer.scrollView.isZoomAnimating)
    #expect(viewer.scrollView.zoomScale == 3)
    #expect(viewer.photo.frame == CGRect(x: 0, y: 0, width: 900, height: 1200))
    // The rect's centre (250, 150) at the view's centre, clamped to the right edge (900 − 300).
    #expect(viewer.scrollView.contentOffset == CGPoint(x: 600, y: 150))
    #expect(viewer.logger.scales.count == 18, "one didZoom per frame of the 0.3 s")
    #expect(viewer.logger.scales == viewer.logger.scales.sorted())
    #expect(viewer.logger.log == ["willBeginZooming(true)", "didZoom", "didEndZooming(true, 3.0)"])
  }
}
