extension HTMLReport {
  /// The page's styles. `body[data-mode]` lays each viewer out: side by side (a row of
  /// figures), slider and onion skin (actual stacked on expected; the script sets its clip or
  /// opacity) or diff only. `body.failed-only` hides passed scenes and frames except the
  /// current one (a link to a passed frame still opens it).
  static let style = """
    body { font: 14px/1.4 system-ui, sans-serif; margin: 0; color: #1c1c1e; background: #f2f2f7; }
    main, nav.index { margin: 0 24px; }
    .toolbar { position: sticky; top: 0; z-index: 2; background: #f2f2f7ee; padding: 8px 24px;
      border-bottom: 1px solid #d1d1d6; }
    .toolbar h1 { font-size: 18px; margin: 0; display: inline-block; margin-right: 12px; }
    .summary { display: inline-block; margin: 0; font-weight: bold; }
    .summary.failed { color: #c00; } .summary.passed { color: #070; }
    .controls { display: flex; flex-wrap: wrap; gap: 16px; align-items: center; margin-top: 6px; }
    .controls button { font: inherit; padding: 2px 8px; border: 1px solid #aeaeb2; background: #fff; border-radius: 6px; }
    body[data-mode="side-by-side"] button[data-mode="side-by-side"], body[data-mode="slider"] button[data-mode="slider"],
    body[data-mode="onion"] button[data-mode="onion"], body[data-mode="diff"] button[data-mode="diff"] {
      background: #007aff; color: #fff; border-color: #007aff; }
    #zoom-level { display: inline-block; min-width: 56px; text-align: center; }
    .mix { visibility: hidden; }
    body[data-mode="slider"] .mix, body[data-mode="onion"] .mix { visibility: visible; }
    .keys { margin: 4px 0 0; color: #636366; font-size: 12px; }
    kbd { font: 11px ui-monospace, monospace; border: 1px solid #c7c7cc; border-radius: 3px; padding: 0 3px; background: #fff; }
    nav.index ol { display: flex; flex-wrap: wrap; gap: 4px 12px; list-style: none; padding: 0; }
    nav.index li.failed a { color: #c00; font-weight: bold; }
    .scene { background: #fff; border-radius: 12px; padding: 16px; margin: 16px 0; }
    .scene.current-scene { box-shadow: 0 0 0 2px #007aff; }
    .scene h2 { margin: 0; } .scene .status { font-weight: bold; } .scene.failed .status { color: #c00; }
    .permalink { color: inherit; text-decoration: none; } .permalink:hover { text-decoration: underline; }
    .timeline .track { position: relative; height: 18px; background: #e5e5ea; border-radius: 9px; margin: 8px 0; }
    .timeline .mark { position: absolute; top: 2px; width: 14px; height: 14px; margin-left: -7px; border-radius: 7px; }
    .mark.passed { background: #34c759; } .mark.failed { background: #ff3b30; }
    .thumbs { display: flex; gap: 8px; list-style: none; padding: 0; overflow-x: auto; }
    .thumbs li { border: 3px solid #34c759; border-radius: 6px; padding: 4px; font-size: 11px; text-align: center; }
    .thumbs li.failed { border-color: #ff3b30; }
    .thumbs img { display: block; height: 120px; }
    .frame { border-top: 1px solid #d1d1d6; padding: 8px 0; }
    .frame > summary { cursor: pointer; font-weight: 600; }
    .frame.failed > summary { color: #c00; }
    .frame.current { outline: 2px solid #007aff; outline-offset: 2px; border-radius: 4px; }
    .message { white-space: pre-wrap; background: #f9f9f9; padding: 8px; }
    .failed-only .scene.passed:not(.current-scene), .failed-only .frame.passed:not(.current),
    .failed-only .thumbs li.passed, .failed-only .mark.passed, .failed-only nav.index li.passed { display: none; }
    .viewport { overflow: auto; max-height: 85vh; cursor: grab; border: 1px solid #d1d1d6; background:
      repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
    .viewport.panning { cursor: grabbing; }
    .view { display: flex; gap: 12px; align-items: flex-start; width: max-content; position: relative; }
    .view figure { margin: 0; }
    .view img { display: block; max-width: none; }
    .pixelated .view img { image-rendering: pixelated; }
    figcaption { font-size: 12px; color: #636366; }
    body[data-mode="slider"] .view, body[data-mode="onion"] .view { display: block; }
    body[data-mode="slider"] .view figure.actual, body[data-mode="onion"] .view figure.actual {
      position: absolute; left: 0; top: 0; }
    body[data-mode="slider"] .view figcaption, body[data-mode="onion"] .view figcaption { display: none; }
    body[data-mode="slider"] .view figure.diff, body[data-mode="onion"] .view figure.diff { display: none; }
    body[data-mode="diff"] .view.has-diff figure:not(.diff) { display: none; }
    body[data-mode="diff"] .view:not(.has-diff) figure.actual { display: none; }
    """
}
