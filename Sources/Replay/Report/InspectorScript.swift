/// The replay inspector page's stylesheet and script (inline in every report; no network).
///
/// The script reads the `inspector-data` and `inspector-frames` blocks (``InspectorPage``), then draws:
/// the frame of the current moment on a canvas (decoded on demand, a few kept), the lanes on one canvas,
/// the trace as a virtual list (only the visible rows are in the DOM), and the view tree, hit-test paths
/// and rules of the moment. `window.inspector` exposes the state the browser tests check.
enum InspectorScript {
    static let style = #"""
    body{margin:0;font:13px system-ui,sans-serif;background:#f4f4f6;color:#222}
    header{position:sticky;top:0;z-index:2;background:#1f2430;color:#eee;padding:6px 12px}
    h1{font-size:15px;margin:0 0 4px}
    h2{font-size:13px;margin:8px 0 4px}h2 small{font-weight:normal;color:#666}
    .controls{display:flex;gap:8px;align-items:center}
    #scrubber{flex:1}
    .mono{font:12px ui-monospace,monospace}
    main{display:grid;grid-template-columns:auto 1fr;gap:8px;padding:8px}
    section{background:#fff;border:1px solid #ddd;border-radius:4px;padding:4px 8px;min-width:0}
    #screen-panel{grid-column:1}#side{grid-column:2;max-height:80vh;overflow:auto}
    #lanes-panel,#trace-panel,#compare-panel{grid-column:1 / span 2}
    #screen{display:block;background:#000;image-rendering:pixelated}
    #lanes{display:block;width:100%}
    #trace{position:relative;height:320px;overflow-y:auto;border-top:1px solid #eee}
    #trace .row{position:absolute;left:0;right:0;height:18px;line-height:18px;white-space:pre;overflow:hidden;text-overflow:ellipsis;cursor:pointer;padding-left:4px}
    #trace .row:hover{background:#eef}
    #trace .row.now{background:#ffe9a8}
    #trace .row.selected{outline:1px solid #d80}
    .k-gesture{color:#05a}.k-action{color:#080;font-weight:bold}.k-filter{color:#a0a}.k-diagnostic{color:#c00}.k-input{color:#666}
    .tree-row{white-space:pre}.tree-row.hit{background:#d6f5d6}.tree-row.contains{background:#fff3c4}
    .flag{color:#c00}.muted{color:#888}
    .filters{display:flex;gap:12px;margin:4px 0}
    #compare{white-space:pre-wrap}
    """#

    static let source = #"""
    "use strict";
    (function () {
      const D = JSON.parse(document.getElementById("inspector-data").textContent);
      const F = JSON.parse(document.getElementById("inspector-frames").textContent);
      const $ = (id) => document.getElementById(id);
      const fmt = (t) => (t / 1e6).toFixed(6);
      const span = Math.max(1, D.end - D.start);
      const state = { t: D.start, playing: false, speed: 1, selected: -1, v0: D.start, v1: D.end };
      const inspector = { data: D, state, drawn: [], filtered: [], frameShown: -1, ready: false };
      window.inspector = inspector;

      // ---- frames: decoded on demand, a few kept
      const cache = new Map();
      function frameImage(i) {
        let img = cache.get(i);
        if (img) return img;
        img = new Image();
        img.onload = () => { const p = D.frameParts[currentFrame()]; if (p && (p[0] === i || p[1] === i)) drawScreen(); };
        img.src = "data:image/png;base64," + F[i];
        cache.set(i, img);
        if (cache.size > 48) cache.delete(cache.keys().next().value);
        return img;
      }
      function lastIndexAtOrBefore(times, t) {
        let lo = 0, hi = times.length - 1, found = -1;
        while (lo <= hi) { const mid = (lo + hi) >> 1; if (times[mid] <= t) { found = mid; lo = mid + 1; } else hi = mid - 1; }
        return found;
      }
      function currentFrame() { return Math.max(0, lastIndexAtOrBefore(D.frameTimes, state.t)); }
      const screen = $("screen");
      screen.width = Math.round(D.screen.w * D.screen.scale);
      screen.height = Math.round(D.screen.h * D.screen.scale);
      screen.style.width = (screen.width / (window.devicePixelRatio || 1)) + "px";
      // A frame is a keyframe image plus the 32-pixel tiles that differ from it, packed in an atlas image.
      const TILE = 32, ATLAS_COLUMNS = 32;
      function drawScreen() {
        const ctx = screen.getContext("2d");
        const i = currentFrame();
        if (!F.length || !D.frameParts.length) { ctx.fillStyle = "#333"; ctx.fillRect(0, 0, screen.width, screen.height); return; }
        const part = D.frameParts[i], key = frameImage(part[0]), atlas = part[1] >= 0 ? frameImage(part[1]) : null;
        const ready = (img) => img.complete && img.naturalWidth;
        if (ready(key) && (!atlas || ready(atlas))) {
          ctx.imageSmoothingEnabled = false;
          ctx.drawImage(key, 0, 0);
          for (let k = 2, n = 0; k < part.length; k += 2, n++) {
            const sx = (n % ATLAS_COLUMNS) * TILE, sy = Math.floor(n / ATLAS_COLUMNS) * TILE;
            const dx = part[k] * TILE, dy = part[k + 1] * TILE;
            const w = Math.min(TILE, screen.width - dx), h = Math.min(TILE, screen.height - dy);
            ctx.clearRect(dx, dy, w, h);
            ctx.drawImage(atlas, sx, sy, w, h, dx, dy, w, h);
          }
          inspector.frameShown = i;
        }
        $("frame-label").textContent = "frame " + (i + 1) + " of " + D.frameTimes.length + " (t = " + fmt(D.frameTimes[i]) + ", " + D.fps + " per second)";
      }

      // ---- lanes
      const lanes = $("lanes");
      const labelWidth = 230, rowHeight = 18, axis = 18;
      // Touches share rows when they do not overlap in time (a long recording has thousands of touches,
      // never more than a few at once): each is still its own span, named on the lane.
      const rows = [], touchRows = [];
      for (const lane of D.touchLanes) {
        let row = touchRows.find((r) => r.end < lane.start);
        if (!row) { row = { kind: "touch", name: "touches " + (touchRows.length + 1), lanes: [], end: 0 }; touchRows.push(row); rows.push(row); }
        row.end = lane.end; row.lanes.push(lane);
      }
      for (const lane of D.recognizerLanes) rows.push({ kind: "recognizer", name: lane.name, lane });
      rows.push({ kind: "filter", name: "input filters", lane: D.filterMarks });
      const leftOut = [[D.omittedTouchLanes, "touches"], [D.omittedMoves, "touch moves"], [D.omittedSpans, "recognizer state spans"],
        [D.omittedFilterMarks, "filter decisions"]].filter((p) => p[0] > 0);
      if (leftOut.length) $("lanes-omitted").textContent = "; left out of this long recording: " + leftOut.map((p) => p[0] + " " + p[1]).join(", ");
      const colors = { possible: "#c9ccd3", began: "#3b7ddd", changed: "#5b9bff", ended: "#2e9e44", recognized: "#2e9e44",
        failed: "#d9363e", cancelled: "#f08c00", touch: "#8a6fd1", filter: "#b03fb0" };
      function x(t) { return labelWidth + (t - state.v0) / Math.max(1, state.v1 - state.v0) * (lanes.clientWidth - labelWidth - 8); }
      function timeAt(px) { return state.v0 + (px - labelWidth) / Math.max(1, lanes.clientWidth - labelWidth - 8) * (state.v1 - state.v0); }
      function drawLanes() {
        const ratio = window.devicePixelRatio || 1;
        const width = lanes.clientWidth, height = axis + rows.length * rowHeight + 4;
        lanes.style.height = height + "px";
        if (lanes.width !== Math.round(width * ratio) || lanes.height !== Math.round(height * ratio)) {
          lanes.width = Math.round(width * ratio); lanes.height = Math.round(height * ratio);
        }
        const ctx = lanes.getContext("2d");
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
        ctx.clearRect(0, 0, width, height);
        ctx.font = "11px ui-monospace, monospace";
        ctx.fillStyle = "#666";
        const step = niceStep((state.v1 - state.v0) / 8);
        for (let t = Math.ceil((state.v0 - D.start) / step) * step + D.start; t <= state.v1; t += step) {
          ctx.fillRect(x(t), 12, 1, height); ctx.fillText(fmt(t - D.start).replace(/0+$/, "").replace(/\.$/, "") + " s", x(t) + 2, 10);
        }
        const drawn = [];
        rows.forEach((row, index) => {
          const y = axis + index * rowHeight;
          ctx.fillStyle = index % 2 ? "#fafafa" : "#f0f0f3"; ctx.fillRect(labelWidth, y, width - labelWidth, rowHeight);
          ctx.fillStyle = "#222"; ctx.fillText(row.name.slice(0, 34), 4, y + 13);
          ctx.save(); ctx.beginPath(); ctx.rect(labelWidth, y, width - labelWidth, rowHeight); ctx.clip();
          if (row.kind === "touch") {
            for (const l of row.lanes) {
              const x0 = x(l.start), x1 = Math.max(x(l.end), x0 + 3);
              drawn.push({ row: row.name, name: l.name, kind: "touch", start: l.start, end: l.end, state: l.endPhase, x0, x1 });
              if (x1 < labelWidth || x0 > width) continue;
              ctx.fillStyle = colors.touch; ctx.fillRect(x0, y + 4, x1 - x0, rowHeight - 8);
              // Move ticks only when they are at least 2 px apart.
              if (l.moves.length && (x1 - x0) / l.moves.length >= 2) { ctx.fillStyle = "#fff"; for (const m of l.moves) ctx.fillRect(x(m), y + 7, 1, rowHeight - 14); }
              ctx.fillStyle = l.endPhase === "cancel" ? colors.cancelled : "#222"; ctx.fillRect(x1 - 2, y + 2, 2, rowHeight - 4);
              if (x1 - x0 > 28) { ctx.fillStyle = "#fff"; ctx.fillText(l.name, x0 + 3, y + 13); }
            }
          } else if (row.kind === "recognizer") {
            for (const s of row.lane.spans) {
              const [start, end, st] = s, x0 = x(start), x1 = Math.max(x(end), x0 + 3);
              drawn.push({ row: row.name, name: row.name, kind: "recognizer", start, end, state: st, reason: s[3], x0, x1 });
              if (x1 < labelWidth || x0 > width) continue;
              ctx.fillStyle = colors[st] || "#999"; ctx.fillRect(x0, y + 3, x1 - x0, rowHeight - 6);
            }
          } else {
            for (const m of row.lane) {
              const x0 = x(m.t); ctx.fillStyle = colors.filter; ctx.fillRect(x0 - 1, y + 2, 3, rowHeight - 4);
              drawn.push({ row: row.name, name: m.filter, kind: "filter", start: m.t, end: m.t, state: m.filter, reason: m.message, x0, x1: x0 + 2 });
            }
          }
          ctx.restore();
        });
        const cx = x(state.t); ctx.fillStyle = "#e00"; ctx.fillRect(cx, 0, 2, height);
        inspector.drawn = drawn;
      }
      function niceStep(raw) {
        const p = Math.pow(10, Math.floor(Math.log10(Math.max(1, raw)))), m = raw / p;
        return (m < 2 ? 2 : m < 5 ? 5 : 10) * p;
      }
      function laneTooltip(ev) {
        const r = lanes.getBoundingClientRect(), px = ev.clientX - r.left, row = Math.floor((ev.clientY - r.top - axis) / rowHeight);
        const hit = inspector.drawn.find((d) => rows[row] && d.row === rows[row].name && px >= d.x0 - 2 && px <= d.x1 + 2);
        lanes.title = hit ? hit.name + ": " + hit.state + " " + fmt(hit.start) + (hit.reason ? " — " + hit.reason : "") : "";
      }
      lanes.addEventListener("mousemove", laneTooltip);
      lanes.addEventListener("click", (ev) => { const r = lanes.getBoundingClientRect(); if (ev.clientX - r.left > labelWidth) setTime(timeAt(ev.clientX - r.left), "lanes"); });
      lanes.addEventListener("wheel", (ev) => {
        ev.preventDefault();
        const r = lanes.getBoundingClientRect(), at = timeAt(ev.clientX - r.left), k = ev.deltaY > 0 ? 1.25 : 0.8;
        state.v0 = Math.max(D.start, at - (at - state.v0) * k); state.v1 = Math.min(D.end, at + (state.v1 - at) * k);
        if (state.v1 - state.v0 < 1000) state.v1 = state.v0 + 1000;
        drawLanes();
      }, { passive: false });

      // ---- trace: a virtual list over the filtered entries
      const trace = $("trace"), spacer = $("trace-spacer"), rowPx = 18;
      const entryTimes = D.entries.map((e) => e[0]);
      function fillSelect(id, values) {
        const select = $(id);
        for (const v of [...values].sort()) { const o = document.createElement("option"); o.value = v; o.textContent = v; select.appendChild(o); }
        select.addEventListener("change", applyFilters);
      }
      const views = new Set(), recognizers = new Set(), touches = new Set();
      for (const e of D.entries) { for (const v of e[3]) views.add(v); if (e[4]) recognizers.add(e[4]); for (const u of e[5]) touches.add(u); }
      fillSelect("filter-view", views); fillSelect("filter-recognizer", recognizers); fillSelect("filter-touch", touches);
      $("filter-text").addEventListener("input", applyFilters);
      function applyFilters() {
        const v = $("filter-view").value, r = $("filter-recognizer").value, u = $("filter-touch").value, text = $("filter-text").value;
        const out = [];
        D.entries.forEach((e, i) => {
          if (v && !e[3].includes(v)) return;
          if (r && e[4] !== r) return;
          if (u && !e[5].includes(u)) return;
          if (text && !e[2].includes(text)) return;
          out.push(i);
        });
        inspector.filtered = out;
        spacer.style.height = out.length * rowPx + "px";
        $("trace-count").textContent = out.length + " of " + D.entries.length + " lines" +
          (D.omittedEntries ? " (" + D.omittedEntries + " more left out of this long recording; decisions kept)" : "");
        renderTrace();
      }
      function momentEntries() {
        const i = lastIndexAtOrBefore(entryTimes, state.t);
        return i < 0 ? -1 : entryTimes[i];
      }
      function renderTrace() {
        const first = Math.max(0, Math.floor(trace.scrollTop / rowPx) - 10);
        const last = Math.min(inspector.filtered.length, Math.ceil((trace.scrollTop + trace.clientHeight) / rowPx) + 10);
        const moment = momentEntries();
        for (const old of trace.querySelectorAll(".row")) old.remove();
        const fragment = document.createDocumentFragment();
        for (let k = first; k < last; k++) {
          const i = inspector.filtered[k], e = D.entries[i];
          const row = document.createElement("div");
          row.className = "row k-" + e[1] + (e[0] === moment ? " now" : "") + (i === state.selected ? " selected" : "");
          row.style.top = k * rowPx + "px";
          row.dataset.index = i;
          row.textContent = "[" + fmt(e[0]) + "] " + e[2];
          fragment.appendChild(row);
        }
        trace.appendChild(fragment);
      }
      trace.addEventListener("scroll", renderTrace);
      trace.addEventListener("click", (ev) => {
        const row = ev.target.closest(".row");
        if (!row) return;
        state.selected = Number(row.dataset.index);
        setTime(D.entries[state.selected][0], "trace");
      });
      function scrollTraceToMoment() {
        const moment = momentEntries();
        if (moment < 0) return;
        // The last filtered line at or before the moment (binary search: no copy of a long list).
        let lo = 0, hi = inspector.filtered.length - 1, k = -1;
        while (lo <= hi) { const mid = (lo + hi) >> 1; if (entryTimes[inspector.filtered[mid]] <= moment) { k = mid; lo = mid + 1; } else hi = mid - 1; }
        if (k < 0) return;
        const top = k * rowPx;
        if (top < trace.scrollTop || top > trace.scrollTop + trace.clientHeight - rowPx) trace.scrollTop = Math.max(0, top - trace.clientHeight / 2);
      }

      // ---- the moment: touches, their hit paths, the view tree
      function activeTouches() { return D.touchLanes.filter((l) => l.start <= state.t && state.t <= l.end); }
      let momentKey = "";
      function drawMoment() {
        const active = activeTouches();
        // Scrubbing within one frame with the same touches down changes nothing here: keep the DOM.
        const key = D.frameTrees[currentFrame()] + "|" + active.map((l) => l.name).join(",");
        if (key === momentKey) return;
        momentKey = key;
        const hits = $("hits"); hits.textContent = "";
        if (!active.length) hits.textContent = "none down";
        for (const l of active) {
          const line = document.createElement("div");
          line.className = "hit-line";
          line.dataset.touch = l.name;
          line.textContent = l.name + " (" + l.contact + ") at (" + l.point.join(", ") + ") in " + (l.window || "?") + " → " +
            (l.path.length ? l.path.join(" › ") : "nothing");
          hits.appendChild(line);
        }
        const tree = $("tree"); tree.textContent = "";
        const treeIndex = D.frameTrees[currentFrame()];
        const nodes = treeIndex === undefined ? [] : D.trees[treeIndex];
        const onPath = new Set(); for (const l of active) for (const n of l.path) onPath.add(n);
        let windowName = "";
        for (const n of nodes) {
          const [depth, name, type, fx, fy, fw, fh, wx, wy, interaction, hidden, alpha] = n;
          if (depth === 0) windowName = name;
          const row = document.createElement("div");
          row.className = "tree-row";
          row.dataset.view = name;
          const inside = active.filter((l) => l.window === windowName && l.point.length === 2 &&
            l.point[0] >= (depth === 0 ? 0 : wx) && l.point[0] < (depth === 0 ? 0 : wx) + fw &&
            l.point[1] >= (depth === 0 ? 0 : wy) && l.point[1] < (depth === 0 ? 0 : wy) + fh);
          if (onPath.has(name)) row.classList.add("hit"); else if (inside.length) row.classList.add("contains");
          const flags = [];
          if (!interaction) flags.push("interaction off");
          if (hidden) flags.push("hidden");
          if (alpha < 0.01) flags.push("alpha < 0.01");
          row.textContent = "  ".repeat(depth) + name + " (" + type + ") [" + [fx, fy, fw, fh].join(", ") + "] " +
            "interaction " + (interaction ? "on" : "off") + ", " + (hidden ? "hidden" : "visible") + ", alpha " + alpha;
          if (inside.length) {
            const note = document.createElement("span");
            note.className = flags.length ? "flag" : "muted";
            note.textContent = "  ← " + inside.map((l) => l.name).join(",") + (onPath.has(name) ? " hit" : flags.length ? " skipped: " + flags.join(", ") : " contains");
            row.appendChild(note);
          }
          tree.appendChild(row);
        }
      }
      (function rules() {
        const box = $("rules");
        if (!D.rules.length) box.textContent = "none";
        else { const h = document.createElement("div"); h.className = "muted"; h.textContent = "from " + D.rulesSource; box.appendChild(h); }
        for (const r of D.rules) { const d = document.createElement("div"); d.textContent = r; box.appendChild(d); }
        const counts = {}; for (const m of D.filterMarks) counts[m.filter] = (counts[m.filter] || 0) + 1;
        const d = document.createElement("div");
        d.textContent = "filter decisions: " + (D.filterMarks.length ? Object.entries(counts).map(([k, v]) => k + " ×" + v).join(", ") : "none");
        box.appendChild(d);
        for (const w of D.warnings) { const e = document.createElement("div"); e.className = "flag"; e.textContent = w; box.appendChild(e); }
      })();

      // ---- time
      const scrubber = $("scrubber");
      scrubber.min = 0; scrubber.max = span;
      function setTime(t, from) {
        state.t = Math.min(D.end, Math.max(D.start, Math.round(t)));
        if (state.t < state.v0 || state.t > state.v1) { const w = state.v1 - state.v0; state.v0 = Math.max(D.start, state.t - w / 2); state.v1 = Math.min(D.end, state.v0 + w); }
        if (from !== "scrubber") scrubber.value = state.t - D.start;
        $("time").textContent = "t = " + fmt(state.t) + " / " + fmt(D.end);
        drawScreen(); drawLanes(); drawMoment();
        if (from !== "trace") scrollTraceToMoment();
        renderTrace();
      }
      inspector.setTime = (t) => setTime(t, "api");
      scrubber.addEventListener("input", () => setTime(D.start + Number(scrubber.value), "scrubber"));
      function step(direction) {
        const i = lastIndexAtOrBefore(D.frameTimes, state.t);
        const target = direction > 0 ? D.frameTimes[Math.min(D.frameTimes.length - 1, i + 1)] :
          D.frameTimes[Math.max(0, D.frameTimes[i] === state.t ? i - 1 : i)];
        if (target !== undefined) setTime(target, "key");
      }
      document.addEventListener("keydown", (ev) => {
        if (ev.target.tagName === "INPUT" && ev.target.type !== "range" || ev.target.tagName === "SELECT") return;
        if (ev.key === "ArrowRight") { ev.preventDefault(); step(1); }
        else if (ev.key === "ArrowLeft") { ev.preventDefault(); step(-1); }
        else if (ev.key === " ") { ev.preventDefault(); togglePlay(); }
      });
      let last = 0;
      function tick(now) {
        if (!state.playing) return;
        if (last) setTime(state.t + (now - last) * 1000 * state.speed, "play");
        last = now;
        if (state.t >= D.end) { togglePlay(); return; }
        requestAnimationFrame(tick);
      }
      function togglePlay() {
        state.playing = !state.playing; last = 0;
        $("play").textContent = state.playing ? "❚❚" : "▶";
        if (state.playing) { if (state.t >= D.end) setTime(D.start, "play"); requestAnimationFrame(tick); }
      }
      $("play").addEventListener("click", togglePlay);
      $("speed").addEventListener("change", () => { state.speed = Number($("speed").value); });
      window.addEventListener("resize", drawLanes);

      // ---- comparison with a golden trace
      if (D.comparison) {
        const c = D.comparison;
        $("compare-panel").hidden = false;
        let text;
        if (c.verdict === "same") text = c.nameA + " and " + c.nameB + ": the traces are the same";
        else if (c.verdict === "differentRecordings") text = c.nameA + " and " + c.nameB + " are traces of different recordings (their input differs at t = " + c.time + ")\nA: " + c.linesA[0] + "\nB: " + c.linesB[0];
        else text = "First divergence at t = " + c.time + " (" + c.nameA + ":" + c.lineA + ", " + c.nameB + ":" + c.lineB + ")\n" +
          c.context.map((l) => "    " + l).join("\n") + "\n" + c.linesA.map((l) => "  A " + l).join("\n") + "\n" + c.linesB.map((l) => "  B " + l).join("\n") +
          "\n\nA (" + c.nameA + ") decided, and B did not:\n" + (c.decidedA.map((l) => "    " + l).join("\n") || "    nothing") +
          "\nB (" + c.nameB + ") decided, and A did not:\n" + (c.decidedB.map((l) => "    " + l).join("\n") || "    nothing");
        $("compare").textContent = text;
      }

      $("title").textContent = "Replay inspector: " + D.recording + " against " + D.scene;
      applyFilters();
      setTime(D.start, "api");
      inspector.openMs = performance.now();
      inspector.ready = true;
    })();
    """#
}
