"use strict";
// irscope export: renders the pass list, diffs and texts from the JSON above (see
// irscope/views/html/page.py for its shape). No network, no libraries.
async function unpack(el) {  // base64 of gzipped JSON (packing.py: packed_json)
  const bytes = Uint8Array.from(atob(el.textContent.trim()), (c) => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return JSON.parse(await new Response(stream).text());
}
unpack(document.getElementById("irscope-data")).then(start, (err) => {
  document.getElementById("view").innerHTML =
    `<div class="message">This browser cannot unpack the page's data (${String(err)}): ` +
    "it needs DecompressionStream (Chrome 80, Firefox 113, Safari 16.4 or newer).</div>";
  throw err;
});
function start(D) {
  const $ = (sel) => document.querySelector(sel);
  const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]));
  const CONTEXT = 3;
  const COLS = '<colgroup><col class="n"><col></colgroup>';
  const compare = D.mode === "compare";
  const state = { sel: 0, view: "diff", hide: false, open: new Set(), source: 0, line: null, lit: null };

  // ---- texts and diffs, rebuilt from the pools ----------------------------------------------
  // A pool line is its template's id and its names, space-separated, one line of a string per
  // kind: the template's HTML pieces with the names, escaped as Python's html.escape does,
  // between them (textpool.py: templated_lines, line_html).
  const escName = (s) => esc(s).replace(/'/g, "&#x27;");
  const entries = {};
  function poolLine(kind, i) {
    const e = (entries[kind] ||= D.lines[kind].split("\n"))[i].split(" ");
    const pieces = D.templates[kind][+e[0]];
    let html = pieces[0];
    for (let k = 1; k < pieces.length; k++) html += escName(e[k]) + pieces[k];
    return html;
  }
  const textCache = new Map();
  function text(id) {
    if (!textCache.has(id)) {
      const t = D.texts[id], out = [];
      for (let i = 0; i < t.runs.length; i += 2) for (let k = 0; k < t.runs[i + 1]; k++) out.push(poolLine(t.kind, t.runs[i] + k));
      textCache.set(id, out);
    }
    return textCache.get(id);
  }
  const rowCache = new Map();
  function rows(id) {  // [tag, left index | -1, right index | -1, left marks, right marks]
    if (!rowCache.has(id)) {
      const out = [];
      let l = 0, r = 0;
      for (const b of D.diffs[id].blocks) {
        if (typeof b === "number") { for (let k = 0; k < b; k++) out.push(["eq", l++, r++]); continue; }
        const [nl, nr] = b, paired = Math.min(nl, nr), marks = paired ? b[2].split(";") : [];
        for (let k = 0; k < Math.max(nl, nr); k++) {
          if (k < paired) out.push(["rep", l++, r++, ...marks[k].split("|").map(numbers)]);
          else if (k < nl) out.push(["del", l++, -1]);
          else out.push(["ins", -1, r++]);
        }
      }
      rowCache.set(id, out);
    }
    return rowCache.get(id);
  }
  function numbers(s) { return s ? s.split(",").map(Number) : []; }  // "4,9,12,15" -> [4, 9, 12, 15]
  function mark(td, flat) {  // wrap character ranges [lo, hi) of the cell's text in <mark>
    if (!flat || !flat.length) return;
    const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT), nodes = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n);
    let pos = 0;
    for (const node of nodes) {
      const start = pos, end = pos + node.data.length;
      pos = end;
      for (let i = flat.length - 2; i >= 0; i -= 2) {  // right to left: offsets stay valid
        const lo = Math.max(flat[i], start), hi = Math.min(flat[i + 1], end);
        if (lo >= hi) continue;
        const range = document.createRange();
        range.setStart(node, lo - start);
        range.setEnd(node, hi - start);
        range.surroundContents(document.createElement("mark"));
      }
    }
  }

  // ---- rendering ----------------------------------------------------------------------------
  const view = $("#view"), title = $("#view-title");
  function message(html) { view.innerHTML = `<div class="message">${html}</div>`; }
  function cell(cls, html) { return `<td class="c ${cls} hl">${html === undefined ? "" : html}</td>`; }
  function num(i) { return `<td class="n">${i < 0 ? "" : i + 1}</td>`; }

  function renderDiff(id, labels) {
    const all = rows(id), left = text(D.diffs[id].left), right = text(D.diffs[id].right);
    const near = new Uint8Array(all.length);
    all.forEach((r, k) => { if (r[0] !== "eq") for (let j = Math.max(0, k - CONTEXT); j <= Math.min(all.length - 1, k + CONTEXT); j++) near[j] = 1; });
    const html = [`<table class="code sbs"><colgroup><col class="n"><col><col class="n"><col></colgroup><thead><tr><th></th><th>${esc(labels[0])}</th><th></th><th>${esc(labels[1])}</th></tr></thead><tbody>`];
    for (let k = 0; k < all.length;) {
      const key = `${id}:${k}`;
      if (!near[k] && !state.open.has(key)) {
        let end = k;
        while (end < all.length && !near[end]) end++;
        html.push(`<tr class="gap" data-gap="${key}"><td colspan="4">⋯ ${end - k} unchanged line(s): show</td></tr>`);
        k = end;
        continue;
      }
      const end = near[k] ? k + 1 : all.findIndex((r, j) => j > k && near[j]);
      for (const stop = end < 0 ? all.length : end; k < stop; k++) {
        const [tag, l, r] = all[k], first = tag !== "eq" && (k === 0 || all[k - 1][0] === "eq");
        html.push(`<tr class="${tag}${first ? " hunk" : ""}" data-row="${k}">${num(l)}${cell("l", l >= 0 ? left[l] : "")}${num(r)}${cell("r", r >= 0 ? right[r] : "")}</tr>`);
      }
    }
    html.push("</tbody></table>");
    view.innerHTML = html.join("");
    for (const tr of view.querySelectorAll("tr.rep")) {
      const r = all[+tr.dataset.row];
      mark(tr.children[1], r[3]);
      mark(tr.children[3], r[4]);
    }
  }

  function renderText(id, lit, current) {
    const lines = text(id), html = [`<table class="code">${COLS}<tbody>`];
    lines.forEach((line, i) => {
      const cls = (lit && lit.has(i + 1) ? "lit" : "") + (current === i + 1 ? " current" : "");
      html.push(`<tr id="L${i + 1}" class="${cls}">${num(i)}${cell("", line)}</tr>`);
    });
    view.innerHTML = html.join("") + "</tbody></table>";
    if (current) { const tr = document.getElementById(`L${current}`); if (tr) tr.scrollIntoView({ block: "center" }); }
  }

  function passTitle(p) {
    const phase = D.phases[p.phase] || p.phase;
    return `<b>${esc(p.key)}</b> · pass ${p.index} · ${esc(phase)}${p.ms == null ? "" : ` · ${p.ms.toFixed(1)} ms`}`;
  }
  const A = D.bundles[0], B = D.bundles[1];

  function render() {
    for (const b of document.querySelectorAll("#tabs button")) b.classList.toggle("active", b.dataset.view === state.view);
    $("#stats").hidden = state.view !== "stats";
    view.hidden = state.view === "stats";
    const p = D.passes[state.sel];
    const v = state.view;
    if (v === "diff") {
      if (p.diff == null) {
        title.innerHTML = passTitle(p);
        message(esc(p.note || `${p.key} did not change the IR.`) + (p.after != null ? " Its IR: <kbd>3</kbd>." : ""));
      } else {
        title.innerHTML = `${passTitle(p)} · IR before vs after · <span class="m-changed">+${p.added}</span> <span class="bad">−${p.removed}</span> lines`
          + (p.note ? ` · <i>${esc(p.note)}</i>` : "");
        renderDiff(p.diff, [`before ${p.key}`, `after ${p.key}`]);
      }
    } else if (v === "cmp") {
      const c = p.cmp;
      title.innerHTML = `${passTitle(p)} · IR after it: A vs B`;
      if (c.state === "differs") {
        title.innerHTML += ` · <span class="m-changed">+${c.added}</span> <span class="bad">−${c.removed}</span> lines`;
        renderDiff(c.diff, [`A ${A.label}`, `B ${B.label}`]);
      } else message({ same: "A and B have the same IR after this pass (up to renamed values).",
        absent: `${esc(p.key)} does not run in B's pipeline.`,
        "no-ir": "A or B has no IR observed right after this pass." }[c.state]);
    } else if (v === "ir") {
      title.innerHTML = `${passTitle(p)} · IR after it (normalized)`;
      if (p.after == null) message(esc(p.note || "no IR after this pass")); else renderText(p.after);
    } else if (v === "ptx" || v === "sass") {
      const art = D.artifacts[v], name = v.toUpperCase();
      if (compare && art.cmp && art.cmp.state === "differs") {
        title.innerHTML = `${name}: A vs B (normalized)`;
        renderDiff(art.cmp.diff, [`A ${A.label}`, `B ${B.label}`]);
      } else if (art.text == null) {
        title.innerHTML = name;
        message(esc(art.missing || `no ${name}`));
      } else {
        const same = compare && art.cmp ? (art.cmp.state === "same" ? " · A and B agree (normalized)" : ` · ${esc(art.cmp.note || "")}`) : "";
        title.innerHTML = `${name} of ${esc(A.label)}${same}`;
        renderText(art.text, state.lit && state.lit.kind === v ? state.lit.lines : null, state.lit && state.lit.kind === v ? state.lit.current : null);
      }
    } else if (v === "stats") {
      title.innerHTML = "memory instructions per kernel function";
    } else if (v === "source") renderSource();
    history.replaceState(null, "", `#pass=${encodeURIComponent(p.key)}&view=${v}`);
  }

  function renderSource() {
    if (!D.source.length) {
      title.innerHTML = "source map";
      message(`${esc(A.label)} was captured without line info: <code>irscope capture --lineinfo ${esc(A.label.replace("@", " --arch "))}</code>, then export again.`);
      return;
    }
    const s = D.source[state.source];
    if (s.missing) { title.innerHTML = "source map"; message(esc(s.missing)); return; }
    if (state.line === null) {  // start at the first line that moves memory
      const first = Object.keys(s.lines).find((n) => s.lines[n].memory) || Object.keys(s.lines)[0];
      state.line = first ? +first : null;
    }
    const pick = D.source.length > 1 ? D.source.map((x, i) => `<button data-source="${i}"${i === state.source ? " disabled" : ""}>${"AB"[i]}</button>`).join(" ") + " " : "";
    title.innerHTML = `${pick}source map of ${esc(s.label)}: <b>${esc(s.file)}</b> · click a line to see what it became`;
    const html = [`<div id="source"><div class="py"><table class="code">${COLS}<tbody>`];
    s.html.forEach((line, i) => {
      const info = s.lines[i + 1], sel = state.line === i + 1 ? " selected" : "";
      const has = info ? (info.memory ? " has mem" : " has") : "";
      html.push(`<tr class="py-line${has}${sel}" data-line="${i + 1}"${info ? ` title="${esc(info.summary.join("; "))}"` : ""}>${num(i)}${cell("", line)}</tr>`);
    });
    html.push('</tbody></table></div><div class="became">');
    const info = state.line && s.lines[state.line];
    if (!state.line) html.push('<p class="message">Pick a Python line (numbered in blue: it became code).</p>');
    else if (!info) html.push(`<p class="message">Line ${state.line} became no PTX or SASS.</p>`);
    else {
      html.push(`<h4>line ${state.line}</h4><ul>${info.summary.map((x) => `<li>${esc(x)}</li>`).join("")}</ul>`);
      for (const kind of ["sass", "ptx"]) {
        const lines = info[kind];
        if (!lines.length || s[kind] == null) continue;
        const t = text(s[kind]);
        html.push(`<h4>${kind.toUpperCase()}: ${lines.length} line(s)</h4><table class="code became-${kind}">${COLS}<tbody>`);
        for (const n of lines) html.push(`<tr data-jump="${kind}:${n}"><td class="n"><a href="#">${n}</a></td>${cell("", t[n - 1])}</tr>`);
        html.push("</tbody></table>");
      }
    }
    view.innerHTML = html.join("") + "</div></div>";
    const selected = view.querySelector("tr.selected");
    if (selected) selected.scrollIntoView({ block: "nearest" });
  }

  // ---- the pass list ------------------------------------------------------------------------
  function marker(p) {
    if (compare) return { differs: ["≠", "m-differs"], same: ["=", "m-same"], absent: ["∉", "m-absent"], "no-ir": ["?", "m-noir"] }[p.cmp.state];
    if (p.observed === "none") return ["∅", "m-none"];
    if (p.observed === "group") return ["┆", "m-group"];
    if (p.changed === null) return ["?", "m-none"];  // a replayed pass whose change is not known
    return p.changed ? ["●", "m-changed"] : ["·", "m-same"];
  }
  const quiet = (p) => (compare ? p.cmp.state === "same" : p.diff == null && p.observed !== "group");
  function renderPassList() {
    const html = [];
    let phase = null;
    D.passes.forEach((p, i) => {
      if (p.phase !== phase) { phase = p.phase; html.push(`<h2 class="phase">${esc(D.phases[phase] || phase)}</h2>`); }
      const [m, mc] = marker(p), c = compare ? p.cmp : p;
      const nums = c.added || c.removed ? `<span class="add">+${c.added}</span> <span class="del">−${c.removed}</span>` : "";
      const marks = p.marks.map((x) => `<span class="marks">◆ ${esc(x)}</span>`).join("");
      const div = D.divergence && D.divergence.key === p.key ? '<span class="diverges">▶ first divergence between A and B</span>' : "";
      html.push(`<div class="pass${quiet(p) ? " quiet" : ""}" data-i="${i}" data-key="${esc(p.key)}" title="${esc(p.key)}">` +
        `<span class="${mc}">${m}</span><span class="no">${p.index}</span><span class="name">${esc(p.key)}</span><span class="nums">${nums}</span>${marks}${div}</div>`);
    });
    $("#pass-list").innerHTML = html.join("");
  }
  function select(i) {
    state.sel = i;
    for (const el of document.querySelectorAll(".pass.selected")) el.classList.remove("selected");
    const el = document.querySelector(`.pass[data-i="${i}"]`);
    el.classList.add("selected");
    el.scrollIntoView({ block: "nearest" });
    if (["stats", "ptx", "sass", "source"].includes(state.view)) state.view = "diff";
    render();
  }
  function step(delta) {
    const shown = [...document.querySelectorAll(".pass")].filter((el) => el.offsetParent !== null).map((el) => +el.dataset.i);
    const at = shown.indexOf(state.sel), next = shown[at < 0 ? 0 : at + delta];
    if (next !== undefined) select(next);
  }
  function setView(v) {
    if (v === "cmp" && !compare) return;
    state.view = v;
    render();
    view.scrollTop = 0;
  }
  function hunk(delta) {
    const hunks = [...view.querySelectorAll("tr.hunk")], top = view.scrollTop + 4;
    const target = delta > 0 ? hunks.find((h) => h.offsetTop > top) : hunks.reverse().find((h) => h.offsetTop < top - 8);
    if (target) view.scrollTop = target.offsetTop - 40;
  }
  function goDivergence() {
    const d = D.divergence;
    if (!d) return;
    if (d.stage === "ptx" || d.stage === "sass") { setView(d.stage); return; }
    const i = d.stage === "input" ? 0 : D.passes.findIndex((p) => p.key === d.key);  // input: A vs B from the first pass on
    if (i >= 0) { select(i); setView("cmp"); }
  }

  // ---- events -------------------------------------------------------------------------------
  $("#pass-list").addEventListener("click", (e) => { const el = e.target.closest(".pass"); if (el) select(+el.dataset.i); });
  $("#tabs").addEventListener("click", (e) => { const b = e.target.closest("button"); if (b && !b.disabled) setView(b.dataset.view); });
  $("#hide-unchanged").addEventListener("change", (e) => { state.hide = e.target.checked; document.body.classList.toggle("hide", state.hide); });
  title.addEventListener("click", (e) => { const b = e.target.closest("button[data-source]"); if (b) { state.source = +b.dataset.source; state.line = null; render(); } });
  view.addEventListener("click", (e) => {
    const gap = e.target.closest("tr.gap");
    if (gap) { const top = view.scrollTop; state.open.add(gap.dataset.gap); render(); view.scrollTop = top; return; }
    const jump = e.target.closest("tr[data-jump]");
    if (jump) {
      e.preventDefault();
      const [kind, n] = jump.dataset.jump.split(":");
      const s = D.source[state.source];
      state.lit = { kind, lines: new Set(s.lines[state.line][kind]), current: +n };
      if (state.source === 0) { setView(kind); return; }
    }
    const py = e.target.closest("tr.py-line");
    if (py) { state.line = +py.dataset.line; const top = view.querySelector(".py").scrollTop; render(); view.querySelector(".py").scrollTop = top; }
  });
  const divergence = $("#divergence");
  if (D.divergence) {
    divergence.hidden = false;
    divergence.textContent = `first divergence at ${D.divergence.key}: ${D.divergence.reason} (g)`;
    divergence.addEventListener("click", goDivergence);
  } else if (compare) {
    divergence.hidden = false;
    divergence.textContent = "no divergence: the input IR, every observed pass, the PTX and the SASS agree";
  }
  if (!D.source.length) $("#source-tab").title = "captured without line info";
  const keys = {
    j: () => step(1), k: () => step(-1), ArrowDown: () => step(1), ArrowUp: () => step(-1),
    h: () => { const box = $("#hide-unchanged"); box.checked = !box.checked; box.dispatchEvent(new Event("change")); },
    1: () => setView("diff"), c: () => setView("cmp"), 3: () => setView("ir"), 4: () => setView("ptx"), 5: () => setView("sass"),
    s: () => setView("stats"), p: () => setView("source"), g: goDivergence, "]": () => hunk(1), "[": () => hunk(-1),
  };
  document.addEventListener("keydown", (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.target.tagName === "INPUT") return;
    const f = keys[e.key];
    if (f) { e.preventDefault(); f(); }
  });

  // ---- start: the pass named in the address, else the first that changed the IR -------------
  renderPassList();
  const hash = new URLSearchParams(location.hash.slice(1));
  let first = D.passes.findIndex((p) => p.key === hash.get("pass"));
  if (first < 0) first = Math.max(0, D.passes.findIndex((p) => (compare ? p.cmp.state === "differs" : p.diff != null)));
  if (hash.get("view")) state.view = hash.get("view") === "cmp" && !compare ? "diff" : hash.get("view");
  const keepView = state.view;
  select(first);
  if (keepView !== state.view) setView(keepView);
  document.body.dataset.ready = "1";
}
