// The preview page's script: plays the server's frames, charts the curves the server computed,
// lists the animation parameters, and follows the server's events (docs/preview.md says what each
// endpoint answers). What the motion is — which properties change, their values, the axes' round
// ticks, the frame of each event, the time of each frame — comes from the server, computed by the
// Swift code that writes the spec; this script only draws it and keeps time for playback.
(function () {
  'use strict';

  // Test hook, window.motionreel (made by recorder.js, which also keeps its `errors`), kept up to
  // date for headless checks:
  //   frame       the frame the playhead is on: the one #position names and the scrubber shows.
  //   drawnFrame  the frame whose pixels are on the canvas now, set only right after drawImage of
  //               exactly that frame of the current generation; -1 while none is (a new
  //               generation until its first frame is drawn).
  //   generation  the generation of the state, spec and frames shown.
  //   playing     whether playback runs.
  //   ready       false from a new generation's arrival until its first frame is drawn: frame 0
  //               when the page opens, the playhead's frame (clamped) after a reload.
  //   errors      script errors, unhandled rejections and console errors seen by the page.
  // Keep it this small: tests read these and nothing else.
  var hook = Object.assign(window.motionreel, { frame: 0, drawnFrame: -1, generation: 0, playing: false, ready: false });

  // Frames requested ahead of the playhead at once: enough to keep up with playback, few enough
  // to leave the browser's connections to the same server free for the frame asked for now.
  var PRELOAD = 4;
  var SVG = 'http://www.w3.org/2000/svg';

  function $(id) { return document.getElementById(id); }
  var view = $('view'), ctx = view.getContext('2d'), stage = $('stage'), scrub = $('scrub');
  var playButton = $('play'), loopBox = $('loop'), speedSelect = $('speed'), position = $('position');
  var exportBox = $('export-box'), exportButton = $('export'), exportProgress = $('export-progress');
  var exportMessage = $('export-message');

  var S = {
    generation: null, spec: null, count: 0, fps: 60, duration: 0, times: [],
    frame: 0, events: [], charts: [], eventItems: [],
    cache: [], failed: [], inflight: new Set(), token: 0, preloadFrom: 0,
    playing: false, raf: 0, clockStart: 0, posStart: 0, speed: 1
  };

  // ---- Numbers -------------------------------------------------------------------------------

  function clamp(x, lo, hi) { return Math.min(Math.max(x, lo), hi); }
  function isNumber(x) { return typeof x === 'number' && isFinite(x); }
  // As code writes a number: at most 4 decimals, no trailing zeros (0.3, 438.6491).
  function literal(x) { return isNumber(x) ? String(+x.toFixed(4)).replace(/^-0$/, '0') : '—'; }
  function value(x) {
    if (!isNumber(x)) return '—';
    return String(+x.toFixed(Math.abs(x) >= 100 ? 1 : 3)).replace(/^-0$/, '0');
  }
  function seconds(t) { return (isNumber(t) ? t : 0).toFixed(3) + ' s'; }
  // The frame's time, as the server computed it (0 before any frame).
  function timeOf(i) { return isNumber(S.times[i]) ? S.times[i] : 0; }
  // The frame whose time is nearest `t`.
  function nearestFrame(t) {
    var lo = 0, hi = Math.max(S.count - 1, 0);
    while (lo < hi) {
      var mid = (lo + hi) >> 1;
      if (timeOf(mid) < t) lo = mid + 1; else hi = mid;
    }
    return lo > 0 && t - timeOf(lo - 1) <= timeOf(lo) - t ? lo - 1 : lo;
  }

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    for (var k in attrs || {}) node.setAttribute(k, attrs[k]);
    if (text != null) node.textContent = text;
    return node;
  }
  function svg(tag, attrs, parent) {
    var node = document.createElementNS(SVG, tag);
    for (var k in attrs) node.setAttribute(k, attrs[k]);
    if (parent) parent.appendChild(node);
    return node;
  }

  // ---- Loading a generation ------------------------------------------------------------------

  function getJSON(url) {
    return fetch(url, { cache: 'no-store' }).then(function (r) {
      if (!r.ok) throw new Error(url + ': HTTP ' + r.status);
      return r.json();
    });
  }

  // One load at a time; a reload asked for meanwhile runs after it, so the last one wins.
  var loading = null, loadAgain = false;
  function requestLoad() {
    if (loading) { loadAgain = true; return; }
    loading = load().catch(function (err) {
      console.warn('preview: could not load the state: ' + (err && err.message ? err.message : err));
    }).then(function () {
      loading = null;
      if (loadAgain) { loadAgain = false; requestLoad(); }
    });
  }

  async function load() {
    var state = await getJSON('/state.json');
    if (state.generation === S.generation && S.spec) { applyStatus(state); return; }
    // The spec, the curves and the state must be of one generation: read the state again after
    // the others, and start over if a reload came in between.
    for (var attempt = 0; ; attempt++) {
      var spec = await getJSON('/spec.json');
      var curves = await getJSON('/curves.json');
      var after = await getJSON('/state.json');
      if (after.generation === state.generation || attempt >= 2) { applyGeneration(after, spec, curves); return; }
      state = after;
    }
  }

  function applyGeneration(state, spec, curves) {
    if (state.generation !== S.generation || !S.spec) {
      // Forget every frame of the last generation, including those still on their way.
      S.token++;
      S.cache.forEach(function (b) { if (b && b.close) b.close(); });
      S.cache = []; S.failed = []; S.inflight.clear();
      S.preloadFrom = clamp(S.frame, 0, Math.max(S.count - 1, 0));
      S.generation = state.generation;
      S.spec = spec;
      S.count = Math.max(0, state.frameCount | 0);
      S.fps = state.fps || spec.fps || (spec.canvas && spec.canvas.fps) || 60;
      S.times = curves.times || [];
      // The time axis's end; never 0, which the charts divide by.
      S.duration = curves.duration > 0 ? curves.duration : 1;
      var w = state.width | 0, h = state.height | 0;
      if (w > 0 && h > 0 && (view.width !== w || view.height !== h)) { view.width = w; view.height = h; }
      S.events = eventsOf(state);
      hook.generation = S.generation;
      hook.ready = false;
      hook.drawnFrame = -1;

      $('name').textContent = state.name || spec.name || 'Untitled';
      document.title = (state.name || spec.name || 'Preset') + ' — MotionReel preview';
      $('file').textContent = state.file || '';
      $('generation').textContent = 'generation ' + S.generation;
      scrub.max = String(Math.max(S.count - 1, 0));
      var note = $('stage-note');
      note.hidden = S.count > 0;
      note.textContent = 'This preset has no frames.';

      buildTicks();
      buildEventList();
      buildCharts(curves, spec);
      buildParameters(spec);
      fit();
      var frame = clamp(S.frame, 0, Math.max(S.count - 1, 0));
      if (S.playing) { S.posStart = frame; S.clockStart = performance.now(); }
      show(frame);
    }
    applyStatus(state);
  }

  function applyStatus(state) {
    setErrors(state.errors || []);
    if (state.export) setExport(state.export);
  }

  // The state's events, each with the frame the server placed it on.
  function eventsOf(state) {
    return (state.events || []).map(function (e, k) {
      return { n: k + 1, time: isNumber(e.time) ? e.time : 0, frame: clamp(e.frame | 0, 0, Math.max(S.count - 1, 0)),
               description: e.description || 'event' };
    });
  }

  // ---- Frames --------------------------------------------------------------------------------

  // Fetches frame i into the cache as an ImageBitmap (decoded once, drawn many times).
  function fetchFrame(i) {
    if (i < 0 || i >= S.count || S.cache[i] || S.inflight.has(i)) return;
    if (S.failed[i] && performance.now() - S.failed[i] < 2000) return;
    var token = S.token;
    S.inflight.add(i);
    fetch('/frame/' + i + '.png?g=' + encodeURIComponent(S.generation)).then(function (r) {
      if (!r.ok) throw new Error('HTTP ' + r.status);
      return r.blob();
    }).then(function (blob) {
      // The frames are sRGB already: decode them as they are, so the canvas holds their pixels.
      return createImageBitmap(blob, { colorSpaceConversion: 'none' });
    }).then(function (bitmap) {
      if (token !== S.token) { bitmap.close(); return; }
      S.inflight.delete(i);
      S.cache[i] = bitmap;
      if (i === S.frame) draw();
      pump();
    }).catch(function (err) {
      if (token !== S.token) return;
      S.inflight.delete(i);
      S.failed[i] = performance.now();
      console.warn('preview: frame ' + i + ' of generation ' + S.generation + ': ' + err.message);
      pump();
    });
  }

  // Once the first frame shows, keeps PRELOAD frames on their way, in order from where the
  // generation started or the last seek (then round to the start). The start does not follow
  // the playhead during playback: chasing it would ask for frames it is about to pass.
  function pump() {
    if (!hook.ready) return;
    for (var k = 0; k < S.count && S.inflight.size < PRELOAD; k++) {
      var i = (S.preloadFrom + k) % S.count;
      if (!S.cache[i] && !S.inflight.has(i) && !S.failed[i]) fetchFrame(i);
    }
  }

  // Draws the playhead's frame if it is here. If not, the canvas keeps showing the frame before
  // it; while paused the frame is asked for at once, while playing the preload brings it.
  function draw() {
    var i = S.frame, bitmap = S.cache[i];
    if (!bitmap) {
      if (!S.playing || !hook.ready) fetchFrame(i);
      return;
    }
    if (hook.drawnFrame === i) return;
    ctx.clearRect(0, 0, view.width, view.height);
    ctx.drawImage(bitmap, 0, 0, view.width, view.height);
    hook.drawnFrame = i;
    if (!hook.ready) { hook.ready = true; pump(); }
  }

  // Moves the playhead to frame i: the scrubber, the time, the chart cursors, then the pixels.
  function show(i) {
    if (S.count === 0) return;
    i = clamp(Math.round(i), 0, S.count - 1);
    S.frame = i;
    hook.frame = i;
    if (scrub.value !== String(i)) scrub.value = String(i);
    scrub.style.setProperty('--p', (S.count > 1 ? i / (S.count - 1) * 100 : 0) + '%');
    position.textContent = timeOf(i).toFixed(3) + ' s · frame ' + i + ' / ' + (S.count - 1);
    moveCursors(i);
    markEvent(i);
    draw();
  }

  // Scales the canvas down (never up) to fit the stage, keeping its aspect.
  function fit() {
    var narrow = window.matchMedia('(max-width: 900px)').matches;
    var cs = getComputedStyle(stage);
    var padX = parseFloat(cs.paddingLeft) + parseFloat(cs.paddingRight);
    var padY = parseFloat(cs.paddingTop) + parseFloat(cs.paddingBottom);
    var maxW = (narrow ? stage.clientWidth : window.innerWidth * 0.5) - padX;
    var maxH = stage.clientHeight - padY;
    var scale = Math.min(1, maxW / view.width, maxH / view.height);
    if (!(scale > 0)) return;
    view.style.width = Math.floor(view.width * scale) + 'px';
    view.style.height = Math.floor(view.height * scale) + 'px';
  }

  // ---- Playback: a clock, not a frame per animation frame --------------------------------------

  function clockPosition(now) {
    return S.posStart + Math.max(0, now - S.clockStart) / 1000 * S.fps * S.speed;
  }

  function tick(now) {
    if (!S.playing) return;
    var pos = clockPosition(now);
    if (pos >= S.count) {
      if (loopBox.checked) {
        var wraps = Math.floor(pos / S.count);
        S.posStart -= wraps * S.count;
        pos -= wraps * S.count;
      } else {
        show(S.count - 1);
        pause();
        return;
      }
    }
    var i = Math.floor(pos + 1e-6);
    if (i !== S.frame) show(i);
    S.raf = requestAnimationFrame(tick);
  }

  function play() {
    if (S.playing || S.count < 2) return;
    if (S.frame >= S.count - 1 && !loopBox.checked) show(0);
    S.playing = true;
    hook.playing = true;
    S.posStart = S.frame;
    S.clockStart = performance.now();
    playButton.classList.add('playing');
    playButton.setAttribute('aria-pressed', 'true');
    playButton.setAttribute('aria-label', 'Pause');
    S.raf = requestAnimationFrame(tick);
  }

  function pause() {
    if (!S.playing) return;
    S.playing = false;
    hook.playing = false;
    cancelAnimationFrame(S.raf);
    moveCursors(S.frame);
    playButton.classList.remove('playing');
    playButton.setAttribute('aria-pressed', 'false');
    playButton.setAttribute('aria-label', 'Play');
  }

  function toggle() { if (S.playing) pause(); else play(); }

  // A jump made by the person (scrubber, keys, events, charts): pause, and preload from here.
  function seek(i) {
    pause();
    show(i);
    S.preloadFrom = S.frame;
    pump();
  }

  function eventFrames() {
    return S.events.map(function (e) { return e.frame; }).sort(function (a, b) { return a - b; });
  }
  // The previous (direction -1) or next (+1) event's frame; the first or last frame past them.
  function jumpToEvent(direction) {
    var frames = eventFrames(), target;
    if (direction < 0) {
      target = 0;
      frames.forEach(function (f) { if (f < S.frame) target = f; });
    } else {
      target = S.count - 1;
      for (var k = frames.length - 1; k >= 0; k--) if (frames[k] > S.frame) target = frames[k];
    }
    seek(target);
  }

  playButton.addEventListener('click', toggle);
  scrub.addEventListener('input', function () { seek(Number(scrub.value)); });
  speedSelect.addEventListener('change', function () {
    var now = performance.now();
    if (S.playing) { S.posStart = clockPosition(now); S.clockStart = now; }
    S.speed = Number(speedSelect.value) || 1;
  });

  // Keyboard: Space plays, ←/→ step a frame, Shift+←/→ go to the previous/next event. Keys typed
  // into a control other than the scrubber stay with that control.
  function ownsKeys(target) {
    if (!(target instanceof Element) || target === scrub) return false;
    return target.isContentEditable || !!target.closest('input, select, textarea');
  }
  document.addEventListener('keydown', function (e) {
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || ownsKeys(e.target)) return;
    if (e.key === ' ' || e.key === 'Spacebar') {
      e.preventDefault();
      if (!e.repeat) toggle();
    } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      var direction = e.key === 'ArrowLeft' ? -1 : 1;
      if (e.shiftKey) jumpToEvent(direction); else seek(S.frame + direction);
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      seek(e.key === 'Home' ? 0 : S.count - 1);
    }
  });
  // A focused button would otherwise take Space as a click after the keydown toggled playback.
  document.addEventListener('keyup', function (e) {
    if ((e.key === ' ' || e.key === 'Spacebar') && !ownsKeys(e.target)) e.preventDefault();
  });

  // ---- Events: the timeline's ticks and the list -----------------------------------------------

  function buildTicks() {
    var ticks = $('ticks');
    ticks.textContent = '';
    var byFrame = new Map();
    S.events.forEach(function (e) {
      if (!byFrame.has(e.frame)) byFrame.set(e.frame, []);
      byFrame.get(e.frame).push(e);
    });
    byFrame.forEach(function (events, frame) {
      var tick = el('button', { type: 'button', class: 'tick', tabindex: '-1' },
                    events.map(function (e) { return e.n; }).join(','));
      tick.style.left = (S.count > 1 ? frame / (S.count - 1) * 100 : 0) + '%';
      tick.title = events.map(function (e) {
        return e.n + '. ' + e.description + ' — ' + seconds(e.time) + ', frame ' + frame;
      }).join('\n');
      tick.addEventListener('click', function () { seek(frame); });
      ticks.appendChild(tick);
    });
  }

  function buildEventList() {
    var list = $('events');
    list.textContent = '';
    S.eventItems = S.events.map(function (e) {
      var item = el('li', { title: 'Go to frame ' + e.frame });
      item.appendChild(el('span', { class: 'n' }, String(e.n)));
      item.appendChild(el('span', { class: 't' }, seconds(e.time)));
      item.appendChild(el('span', { class: 'f' }, 'frame ' + e.frame));
      item.appendChild(el('span', { class: 'd' }, e.description));
      item.addEventListener('click', function () { seek(e.frame); });
      list.appendChild(item);
      return item;
    });
    if (!S.events.length) list.appendChild(el('li', { class: 'muted' }, 'No events.'));
  }

  // Marks the latest event at or before the playhead.
  function markEvent(i) {
    var current = -1;
    S.events.forEach(function (e, k) { if (e.frame <= i) current = k; });
    S.eventItems.forEach(function (item, k) { item.classList.toggle('current', k === current); });
  }

  // ---- Curves --------------------------------------------------------------------------------

  var W = 300, H = 132, PL = 40, PR = 10, PT = 14, PB = 24;

  // One chart per property /curves.json lists (those that change, in the spec's order, as many as
  // the server sends); `more` counts the changing properties left out.
  function buildCharts(curves, spec) {
    var box = $('charts'), more = $('charts-more');
    box.textContent = '';
    S.charts = [];
    var list = curves.charts || [], left = curves.more | 0;
    list.forEach(function (c) {
      S.charts.push(chart(c, curves.timeTicks || [], spec, box));
    });
    more.hidden = left <= 0;
    more.textContent = left + ' more changing properties are in the spec’s CSV (motionreel spec).';
    if (!list.length) box.appendChild(el('p', { class: 'muted' }, 'No layer property changes in this preset.'));
    moveCursors(S.frame);
  }

  function chart(c, xTicks, spec, box) {
    var card = el('div', { class: 'chart' });
    var head = el('div', { class: 'chart-head' });
    var name = el('span', { class: 'chart-name', title: c.layer + ' · ' + c.property + ' (' + c.unit + ')' }, c.layer + ' · ' + c.property + ' ');
    name.appendChild(el('span', { class: 'unit' }, '(' + c.unit + ')'));
    var current = el('span', { class: 'chart-value' }, '—');
    head.appendChild(name);
    head.appendChild(current);
    card.appendChild(head);

    // The value axis (its range and round ticks) and the time axis are the server's.
    var lo = c.low, hi = c.high, yTicks = c.ticks || [], duration = S.duration;
    var left = PL, right = W - PR, top = PT, bottom = H - PB;
    function px(t) { return left + (right - left) * t / duration; }
    function py(v) { return bottom - (bottom - top) * (v - lo) / (hi - lo); }
    function f(x) { return x.toFixed(2); }

    var g = svg('svg', { viewBox: '0 0 ' + W + ' ' + H, role: 'img', 'aria-label': c.layer + ' ' + c.property + ' against time' });
    yTicks.forEach(function (t) {
      svg('line', { class: 'c-grid', x1: left, x2: right, y1: f(py(t)), y2: f(py(t)) }, g);
      svg('text', { x: left - 5, y: f(py(t) + 3), 'text-anchor': 'end' }, g).textContent = value(t);
    });
    svg('line', { class: 'c-axis', x1: left, x2: right, y1: bottom, y2: bottom }, g);
    xTicks.forEach(function (t) {
      svg('line', { class: 'c-axis', x1: f(px(t)), x2: f(px(t)), y1: bottom, y2: bottom + 3 }, g);
      svg('text', { x: f(px(t)), y: bottom + 13, 'text-anchor': 'middle' }, g).textContent = String(+t.toFixed(3));
    });
    svg('text', { x: right, y: H - 1, 'text-anchor': 'end' }, g).textContent = 's';
    // A line per event; an event whose number would overprint the label before it joins that
    // label ("3,4,5"). About 5 units per character at the labels' 9-unit size.
    var label = null;
    S.events.forEach(function (e) {
      if (e.time > duration) return;
      var x = px(e.time);
      var line = svg('line', { class: 'c-event', x1: f(x), x2: f(x), y1: top, y2: bottom }, g);
      svg('title', {}, line).textContent = e.n + '. ' + e.description + ' at ' + seconds(e.time);
      if (label && x + 2 < label.x + 2 + label.node.textContent.length * 5 + 3) {
        label.node.textContent += ',' + e.n;
      } else {
        label = { x: x, node: svg('text', { class: 'c-event-n', x: f(x + 2), y: top - 4 }, g) };
        label.node.textContent = String(e.n);
      }
    });
    if (isNumber(spec.settleTime) && spec.settleTime <= duration) {
      var settle = svg('line', { class: 'c-settle', x1: f(px(spec.settleTime)), x2: f(px(spec.settleTime)), y1: top, y2: bottom }, g);
      svg('title', {}, settle).textContent = 'settled at ' + seconds(spec.settleTime);
    }
    // One polyline per run of frames in which the layer (and the value) exists.
    var run = [];
    function flush() {
      if (run.length > 1) svg('polyline', { class: 'c-line', points: run.join(' ') }, g);
      run = [];
    }
    c.values.forEach(function (v, i) {
      if (v === null) { flush(); return; }
      run.push(f(px(timeOf(i))) + ',' + f(py(v)));
    });
    flush();
    g.addEventListener('click', function (e) {
      var r = g.getBoundingClientRect();
      var t = ((e.clientX - r.left) / r.width * W - left) / (right - left) * duration;
      seek(nearestFrame(t));
    });
    var plot = el('div', { class: 'plot' });
    var cursorBox = el('div', { class: 'cursor-box' });
    var curX = el('div', { class: 'cur-x' }), curY = el('div', { class: 'cur-y' });
    var line = el('div', { class: 'cur-line' }), dot = el('div', { class: 'cur-dot' });
    line.style.top = ((top - 2) / H * 100) + '%';
    line.style.height = ((bottom - top + 2) / H * 100) + '%';
    curX.appendChild(line);
    curY.appendChild(dot);
    curX.appendChild(curY);
    cursorBox.appendChild(curX);
    plot.appendChild(g);
    plot.appendChild(cursorBox);
    card.appendChild(plot);
    box.appendChild(card);
    return { values: c.values, px: px, py: py, curX: curX, curY: curY, dot: dot, current: current };
  }

  // The cursors move every frame; the numbers change at most ten times a second while playing
  // (faster is unreadable and costs frames) and exactly on every frame while paused.
  var textsAt = 0;
  function moveCursors(i) {
    var now = performance.now(), texts = !S.playing || now - textsAt >= 100;
    if (texts) textsAt = now;
    S.charts.forEach(function (c) {
      var v = c.values[i], text = '—';
      c.curX.style.transform = 'translateX(' + (c.px(timeOf(i)) / W * 100).toFixed(3) + '%)';
      if (v === null || v === undefined) {
        c.dot.style.visibility = 'hidden';
      } else {
        c.dot.style.visibility = 'visible';
        c.curY.style.transform = 'translateY(' + (c.py(v) / H * 100).toFixed(3) + '%)';
        text = value(v);
      }
      if (texts && c.current.textContent !== text) c.current.textContent = text;
    });
  }

  // ---- Animation parameters ------------------------------------------------------------------

  function buildParameters(spec) {
    var body = $('params');
    body.textContent = '';
    var transitions = spec.transitions || [];
    transitions.forEach(function (t) {
      var animations = t.animations || [];
      var nameCell = el('td', { class: 'name', rowspan: String(Math.max(animations.length, 1)) }, t.name || '');
      if (t.insertion || t.removal) {
        nameCell.appendChild(el('span', { class: 'sub' }, 'in: ' + ((t.insertion || []).join(' + ') || 'identity')));
        nameCell.appendChild(el('span', { class: 'sub' }, 'out: ' + ((t.removal || []).join(' + ') || 'identity')));
      }
      if (!animations.length) {
        var row = el('tr');
        row.appendChild(nameCell);
        row.appendChild(el('td', { colspan: '8', class: 'muted' }, 'No animation (instant changes).'));
        body.appendChild(row);
        return;
      }
      animations.forEach(function (a, k) {
        var p = a.animation || {};
        var row = el('tr');
        if (k === 0) row.appendChild(nameCell);
        row.appendChild(el('td', { class: 'role' }, a.role || ''));
        var code = el('td', { class: 'code' });
        code.appendChild(el('code', {}, p.swiftUI || p.type || ''));
        row.appendChild(code);
        [p.response, p.dampingFraction, p.duration, p.stiffness, p.damping].forEach(function (x) {
          row.appendChild(el('td', { class: 'num' }, literal(x)));
        });
        var settles = el('td', { class: 'num' });
        (p.settle || []).forEach(function (s) {
          var line = el('div', { title: 'a change of ' + literal(s.distance) + ' settles in ' + seconds(s.seconds) });
          line.appendChild(el('span', { class: 'muted' }, 'Δ' + literal(s.distance) + ' '));
          line.appendChild(document.createTextNode(seconds(s.seconds)));
          settles.appendChild(line);
        });
        if (!(p.settle || []).length) settles.textContent = '—';
        row.appendChild(settles);
        body.appendChild(row);
      });
    });
    if (!transitions.length) {
      var empty = el('tr');
      empty.appendChild(el('td', { colspan: '9', class: 'muted' }, 'No transitions in this preset.'));
      body.appendChild(empty);
    }
  }

  // ---- Errors and export ---------------------------------------------------------------------

  function setErrors(lines) {
    var box = $('errors');
    if (!lines.length) { box.hidden = true; $('error-lines').textContent = ''; return; }
    $('errors-title').textContent = 'The preset no longer validates. Still showing generation ' +
      S.generation + ', the last good one.';
    $('error-lines').textContent = lines.join('\n');
    box.hidden = false;
  }

  function setExport(x) {
    var state = x.state || 'idle';
    exportBox.dataset.state = state;
    exportButton.disabled = state === 'running';
    if (state === 'idle') {
      exportProgress.hidden = true;
      exportMessage.textContent = '';
    } else if (state === 'running') {
      exportProgress.hidden = false;
      if (isNumber(x.progress)) exportProgress.value = clamp(x.progress, 0, 1);
      else exportProgress.removeAttribute('value');
      exportMessage.textContent = x.message || 'Exporting…';
    } else if (state === 'done') {
      exportProgress.hidden = true;
      exportMessage.textContent = x.file ? 'Exported ' + x.file : (x.message || 'Exported.');
    } else {
      exportProgress.hidden = true;
      exportMessage.textContent = 'Export failed: ' + (x.message || 'unknown error');
    }
  }

  exportButton.addEventListener('click', function () {
    setExport({ state: 'running', progress: 0, message: 'Starting export…' });
    fetch('/export', { method: 'POST' }).then(function (r) {
      return r.json().catch(function () { return {}; }).then(function (body) {
        if (r.status === 409) {
          // Another export runs: follow its progress.
          setExport({ state: 'running', message: body.message || 'An export is already running.' });
        } else if (!r.ok) {
          setExport({ state: 'failed', message: body.message || 'HTTP ' + r.status });
        }
      });
    }).catch(function (err) {
      setExport({ state: 'failed', message: err.message });
    });
  });

  // ---- The server's events ---------------------------------------------------------------------

  var live = $('live'), opened = false;
  var source = new EventSource('/events');
  source.addEventListener('open', function () {
    live.dataset.state = 'live';
    live.textContent = 'live';
    // After a reconnect, reloads may have been missed: compare generations.
    if (opened) requestLoad();
    opened = true;
  });
  source.addEventListener('reload', function () { requestLoad(); });
  source.addEventListener('export', function (e) { setExport(JSON.parse(e.data)); });
  // "error" is both the server's event (the preset no longer validates; it has data) and the
  // connection's (it has none; EventSource reconnects by itself).
  source.addEventListener('error', function (e) {
    if (typeof e.data === 'string') {
      setErrors(JSON.parse(e.data).errors || []);
      return;
    }
    live.dataset.state = 'lost';
    live.textContent = source.readyState === EventSource.CLOSED ? 'disconnected' : 'reconnecting';
  });

  // Watch the body, not the stage: the stage's width follows the canvas, and resizing what is
  // observed from its own callback is a loop the browser reports as an error.
  var fitting = 0;
  function fitSoon() { cancelAnimationFrame(fitting); fitting = requestAnimationFrame(fit); }
  if (window.ResizeObserver) new ResizeObserver(fitSoon).observe(document.querySelector('.body'));
  window.addEventListener('resize', fitSoon);
  requestLoad();
})();
