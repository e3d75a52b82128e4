import Graphics

extension DisplayList {
  /// Checks that `pushClip`/`popClip` and `beginGroup`/`endGroup` pair up and nest (a clip pushed
  /// inside a group is popped inside it), so the rasteriser never calls `cairo_restore` or
  /// `cairo_pop_group` without the matching save.
  ///
  /// - Throws: ``CairoError/unbalancedDisplayList(itemIndex:item:problem:)`` naming the first
  ///   offending item.
  /// - Complexity: O(items).
  func validateBalance() throws {
    var open: [(index: Int, isClip: Bool)] = []
    var maskSplit: Set<Int> = []
    for (index, item) in items.enumerated() {
      switch item {
      case .pushClip: open.append((index, true))
      case .beginGroup, .beginShadowGroup, .beginProjection, .beginPageCurl, .beginMaskedGroup, .beginBlendGroup:
        open.append((index, false))
      case .maskContent:
        guard let last = open.last, items[last.index].isSplitByMaskContent, !maskSplit.contains(last.index) else {
          throw CairoError.unbalancedDisplayList(
            itemIndex: index, item: item.description,
            problem: "is not directly inside a 'masked-group' or blend group (or that group already has its mask)")
        }
        maskSplit.insert(last.index)
      case .popClip, .endGroup:
        let closesClip: Bool
        if case .popClip = item { closesClip = true } else { closesClip = false }
        guard let last = open.last else {
          throw CairoError.unbalancedDisplayList(
            itemIndex: index, item: item.description,
            problem: "has no matching '\(closesClip ? "clip" : "group")' before it")
        }
        guard last.isClip == closesClip else {
          throw CairoError.unbalancedDisplayList(
            itemIndex: index, item: item.description,
            problem: "closes '\(items[last.index])' opened at item \(last.index) (clips and groups must nest)")
        }
        if case .beginMaskedGroup = items[last.index], !maskSplit.contains(last.index) {
          throw CairoError.unbalancedDisplayList(
            itemIndex: index, item: item.description, problem: "closes a 'masked-group' that has no 'mask' part")
        }
        open.removeLast()
      case .fill, .border, .text, .shadow, .stroke, .gradient, .image, .backdropBlur: break
      }
    }
    if let first = open.first {
      throw CairoError.unbalancedDisplayList(
        itemIndex: first.index, item: items[first.index].description,
        problem: "is never closed (\(open.count) item(s) left open at the end of the list)")
    }
  }
}

extension DisplayItem {
  /// Whether a `maskContent` may split the group this item opens: a masked group (content,
  /// mask) or a blend group (content, shape).
  fileprivate var isSplitByMaskContent: Bool {
    switch self {
    case .beginMaskedGroup, .beginBlendGroup: return true
    default: return false
    }
  }
}
