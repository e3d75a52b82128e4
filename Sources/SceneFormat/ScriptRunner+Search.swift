import Foundation
import HeadlessUIKit

extension ScriptRunner {
  /// A `search` step on the shown screen's search controller: a finger on the field or on
  /// Cancel (through the window's hit-testing, as a user's tap), or `isActive` set in code.
  func performSearch(_ step: SearchStep, action: ScriptAction) {
    if isBusy { return retry(action) }
    guard let search = Self.shownScreen(in: topController)?.navigationItem.searchController else {
      return fail("\(action.fieldPath): the screen shown at this moment has no search controller")
    }
    let searchBar = search.searchBar
    switch step {
    case .activate:
      search.isActive = true
    case .deactivate:
      search.isActive = false
    case .tap:
      let field = searchBar.searchTextField
      guard field.window != nil, field.alpha == 1, searchBar.bounds.height >= field.frame.maxY else {
        return fail("\(action.fieldPath): the search field is not on screen at this moment (scrolled away?)")
      }
      focusedInput = field
      tap(field, at: CGPoint(x: field.bounds.midX, y: field.bounds.midY), action: action)
    case .cancel:
      let cancel = searchBar.subviews.first { $0 is UIButton }
      guard let cancel, searchBar.showsCancelButton, cancel.window != nil else {
        return fail("\(action.fieldPath): the search bar shows no Cancel button at this moment")
      }
      tap(cancel, at: CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), action: action)
    }
  }

  /// A finger taps the scope button titled `title` of the shown screen's search bar (the
  /// segments share the scope bar's width equally, as UIKit's).
  func tapScope(_ title: String, action: ScriptAction) {
    if isBusy { return retry(action) }
    let searchBar = Self.shownScreen(in: topController)?.navigationItem.searchController?.searchBar
    let scopeBar = searchBar?.subviews.lazy.compactMap { $0 as? UISegmentedControl }.first
    guard let scopeBar, !scopeBar.isHidden, scopeBar.window != nil, scopeBar.numberOfSegments > 0,
      let index = (0..<scopeBar.numberOfSegments).first(where: { scopeBar.titleForSegment(at: $0) == title })
    else {
      return fail("\(action.fieldPath): no scope button '\(title)' shows at this moment")
    }
    let width = scopeBar.bounds.width / CGFloat(scopeBar.numberOfSegments)
    tap(scopeBar, at: CGPoint(x: width * (CGFloat(index) + 0.5), y: scopeBar.bounds.midY), action: action)
  }

  /// A finger down at `point` of `view` now and lifted ``ScriptAction/viaTapDuration`` later.
  private func tap(_ view: UIView, at point: CGPoint, action: ScriptAction) {
    guard let window else { return fail("\(action.fieldPath): the scene's window is not set up") }
    var track = TouchTrack(downAt: view.convert(point, to: nil), time: CACurrentMediaTime())
    track.hold(for: ScriptAction.viaTapDuration)
    track.lift()
    timeline.play(track, in: window)
  }
}
