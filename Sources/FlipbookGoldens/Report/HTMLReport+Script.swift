extension HTMLReport {
  /// The page's script (no library, nothing from the network).
  ///
  /// State lives on `<body>` so a test can read it: `data-mode` (the view mode), `data-zoom`
  /// (image pixels to CSS pixels) and `data-current` (the current frame's id). A fragment
  /// `#frame-…` selects and opens that frame; `#scene-…` selects the scene's first visible frame.
  /// Keys: `j`/`→` and `k`/`←` next and previous frame, `n`/`p` next and previous scene, `1`–`4`
  /// the view modes, `+`/`-` zoom, `0` native size, `f` failed only. Drag a viewer to pan it;
  /// Ctrl + wheel zooms.
  static let script = """
    (() => {
      const body = document.body;
      const modes = ['side-by-side', 'slider', 'onion', 'diff'];
      const zooms = [0.25, 0.5, 1, 1.5, 2, 3, 4, 6, 8];
      const state = { zoom: 1, mix: 50 };
      const mix = document.getElementById('mix');
      const failedOnly = document.getElementById('failed-only');
      const level = document.getElementById('zoom-level');

      const sizeImage = img => {
        if (!img.naturalWidth) return;
        img.style.width = img.naturalWidth * state.zoom + 'px';
        img.style.height = img.naturalHeight * state.zoom + 'px';
      };
      const applyZoom = () => {
        for (const img of document.querySelectorAll('.view img')) sizeImage(img);
        level.textContent = Math.round(state.zoom * 100) + ' %';
        body.classList.toggle('pixelated', state.zoom > 1);
        body.dataset.zoom = String(state.zoom);
      };
      // Zooms every viewer about its centre.
      const setZoom = zoom => {
        const old = state.zoom;
        const ports = [...document.querySelectorAll('.viewport')].map(port =>
          [port, (port.scrollLeft + port.clientWidth / 2) / old, (port.scrollTop + port.clientHeight / 2) / old]);
        state.zoom = Math.min(zooms[zooms.length - 1], Math.max(zooms[0], zoom));
        applyZoom();
        for (const [port, x, y] of ports) {
          port.scrollLeft = x * state.zoom - port.clientWidth / 2;
          port.scrollTop = y * state.zoom - port.clientHeight / 2;
        }
      };
      const zoomStep = direction => {
        const next = direction > 0 ? zooms.find(z => z > state.zoom) : [...zooms].reverse().find(z => z < state.zoom);
        if (next !== undefined) setZoom(next);
      };
      const applyMix = () => {
        for (const figure of document.querySelectorAll('.view figure.actual')) {
          figure.style.clipPath = body.dataset.mode === 'slider' ? 'inset(0 ' + (100 - state.mix) + '% 0 0)' : '';
          figure.style.opacity = body.dataset.mode === 'onion' ? String(state.mix / 100) : '';
        }
      };
      const setMode = mode => { body.dataset.mode = mode; applyMix(); };
      const applyFilter = () => body.classList.toggle('failed-only', failedOnly.checked);

      const visible = element => element.getClientRects().length > 0;
      const frames = () => [...document.querySelectorAll('details.frame')].filter(visible);
      const scenes = () => [...document.querySelectorAll('section.scene')].filter(visible);
      const current = () => document.querySelector('details.frame.current');
      // Makes `frame` the current one: opened, outlined, its id in the address (or `hash`).
      const select = (frame, scroll, hash) => {
        for (const old of document.querySelectorAll('.current')) old.classList.remove('current');
        for (const old of document.querySelectorAll('.current-scene')) old.classList.remove('current-scene');
        frame.classList.add('current');
        frame.open = true;
        frame.closest('section.scene').classList.add('current-scene');
        body.dataset.current = frame.id;
        const fragment = '#' + encodeURIComponent(hash || frame.id);
        if (location.hash !== fragment) history.replaceState(null, '', fragment);
        if (scroll) frame.scrollIntoView({ block: 'start' });
      };
      const openFragment = () => {
        const id = decodeURIComponent(location.hash.slice(1));
        const target = id ? document.getElementById(id) : null;
        if (!target) return;
        if (target.matches('details.frame')) {
          select(target, true);
        } else if (target.matches('section.scene')) {
          const list = [...target.querySelectorAll('details.frame')];
          const first = list.find(visible) || list[0];
          if (first) select(first, false, target.id);
          target.scrollIntoView({ block: 'start' });
        }
      };
      const move = direction => {
        const list = frames();
        if (list.length === 0) return;
        const index = list.indexOf(current());
        const next = index < 0 ? (direction > 0 ? 0 : list.length - 1) : index + direction;
        if (next >= 0 && next < list.length) select(list[next], true);
      };
      const moveScene = direction => {
        const list = scenes();
        if (list.length === 0) return;
        const index = list.indexOf(current() ? current().closest('section.scene') : null);
        const next = index < 0 ? (direction > 0 ? 0 : list.length - 1) : index + direction;
        if (next < 0 || next >= list.length) return;
        const first = [...list[next].querySelectorAll('details.frame')].find(visible);
        if (first) select(first, true);
      };

      for (const button of document.querySelectorAll('button[data-mode]')) {
        button.addEventListener('click', () => setMode(button.dataset.mode));
      }
      for (const button of document.querySelectorAll('button[data-zoom]')) {
        button.addEventListener('click', () => {
          const kind = button.dataset.zoom;
          if (kind === 'native') setZoom(1); else zoomStep(kind === 'in' ? 1 : -1);
        });
      }
      mix.addEventListener('input', () => { state.mix = Number(mix.value); applyMix(); });
      failedOnly.addEventListener('change', applyFilter);
      for (const frame of document.querySelectorAll('details.frame')) {
        frame.querySelector('summary').addEventListener('click', () => select(frame, false));
      }
      for (const img of document.querySelectorAll('.view img')) {
        if (img.complete) sizeImage(img); else img.addEventListener('load', () => sizeImage(img));
      }
      for (const port of document.querySelectorAll('.viewport')) {
        let start = null;
        port.addEventListener('pointerdown', event => {
          if (event.button !== 0) return;
          start = { x: event.clientX, y: event.clientY, left: port.scrollLeft, top: port.scrollTop };
          port.classList.add('panning');
          try { port.setPointerCapture(event.pointerId); } catch (error) { /* synthetic pointer */ }
        });
        port.addEventListener('pointermove', event => {
          if (!start) return;
          port.scrollLeft = start.left - (event.clientX - start.x);
          port.scrollTop = start.top - (event.clientY - start.y);
        });
        const end = () => { start = null; port.classList.remove('panning'); };
        port.addEventListener('pointerup', end);
        port.addEventListener('pointercancel', end);
        port.addEventListener('wheel', event => {
          if (!event.ctrlKey) return;
          event.preventDefault();
          zoomStep(event.deltaY < 0 ? 1 : -1);
        }, { passive: false });
      }
      document.addEventListener('keydown', event => {
        if (event.ctrlKey || event.metaKey || event.altKey) return;
        if (event.target.matches && event.target.matches('input[type=range], input[type=text], textarea')) return;
        const key = event.key;
        if (key === 'j' || key === 'ArrowRight') move(1);
        else if (key === 'k' || key === 'ArrowLeft') move(-1);
        else if (key === 'n') moveScene(1);
        else if (key === 'p') moveScene(-1);
        else if (key >= '1' && key <= '4') setMode(modes[Number(key) - 1]);
        else if (key === '+' || key === '=') zoomStep(1);
        else if (key === '-') zoomStep(-1);
        else if (key === '0') setZoom(1);
        else if (key === 'f') { failedOnly.checked = !failedOnly.checked; applyFilter(); }
        else return;
        event.preventDefault();
      });
      window.addEventListener('hashchange', openFragment);
      setMode(body.dataset.mode);
      applyZoom();
      applyFilter();
      openFragment();
    })();
    """
}
