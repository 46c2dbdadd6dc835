// The coverage dashboard of a large site: the page lists the documents with most words left;
// this script shows any folder and state from coverage-data.js (filters kept in the URL, so a
// view can be shared), folds finished documents away, and loads a document's paragraphs that
// need work (coverage-gaps/N.js) when its row is opened. Everything is built as text nodes.
(function () {
  "use strict";
  var data = window.BITEXT_COVERAGE;
  var rows = document.getElementById("bt-dashboard-rows");
  var folderRows = document.getElementById("bt-folder-rows");
  if (!data || !rows || !folderRows) { return; }
  var PAGE = 100;
  var LABELS = { stale: "stale", needsReview: "to review", untranslated: "untranslated" };
  var docs = data.docs.map(function (d, position) {
    var folder = data.folders[d[1]];
    return {
      position: position, name: (folder ? folder + "/" : "") + d[0], folder: folder, title: d[2], words: d[3], translated: d[4],
      staleWords: d[5], reviewWords: d[6], untranslatedWords: d[7], stale: d[8], review: d[9], untranslated: d[10],
      firstGap: d[11], chunk: d[12], remaining: d[3] - d[4]
    };
  });
  var params = new URLSearchParams(window.location.search);
  var view = { folder: params.get("folder") || "", show: params.get("show") || "work", sort: params.get("sort") || "remaining", shown: PAGE };
  var SHOW = {
    work: function (d) { return d.remaining > 0; }, untranslated: function (d) { return d.untranslatedWords > 0; },
    stale: function (d) { return d.staleWords > 0; }, review: function (d) { return d.reviewWords > 0; },
    done: function (d) { return d.remaining === 0; }, all: function () { return true; }
  };
  var SORT = { remaining: "remaining", "stale-words": "staleWords", "review-words": "reviewWords" };

  function inFolder(d) { return !view.folder || d.folder === view.folder || d.folder.indexOf(view.folder + "/") === 0; }

  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) { node.className = cls; }
    if (text !== undefined) { node.textContent = String(text); }
    return node;
  }

  function share(part, total) { return total > 0 ? Math.round(1000 * part / total) / 10 : 0; }

  function stack(t) {
    var bar = el("div", "bt-stack");
    bar.setAttribute("role", "img");
    bar.setAttribute("aria-label", share(t.translated, t.words) + "% translated");
    [["translated", t.translated], ["stale", t.staleWords], ["review", t.reviewWords], ["untranslated", t.untranslatedWords]].forEach(function (p) {
      var seg = el("span", "bt-seg-" + p[0]);
      seg.style.width = share(p[1], t.words) + "%";
      bar.appendChild(seg);
    });
    return bar;
  }

  function wordsCell(t) {
    var cell = el("td");
    cell.appendChild(stack(t));
    cell.appendChild(document.createTextNode(" " + share(t.translated, t.words) + "%"));
    return cell;
  }

  function link(params) {
    var query = new URLSearchParams();
    if (params.folder) { query.set("folder", params.folder); }
    if (params.show !== "work") { query.set("show", params.show); }
    if (params.sort !== "remaining") { query.set("sort", params.sort); }
    var text = query.toString();
    return "coverage.html" + (text ? "?" + text : "");
  }

  // `[-old-]` and `{+new+}` of a stale paragraph's word diff as <del> and <ins>.
  function diffInto(node, text) {
    var pattern = /\[-([\s\S]*?)-\]|\{\+([\s\S]*?)\+\}/g, at = 0, m;
    while ((m = pattern.exec(text)) !== null) {
      if (m.index > at) { node.appendChild(document.createTextNode(text.substring(at, m.index))); }
      node.appendChild(m[1] !== undefined ? el("del", "", m[1]) : el("ins", "", m[2]));
      at = pattern.lastIndex;
    }
    if (at < text.length) { node.appendChild(document.createTextNode(text.substring(at))); }
  }

  function loadGaps(doc, list) {
    function fill() {
      var chunk = (window.BITEXT_GAPS || {})[doc.chunk] || [];
      var entry = chunk.filter(function (e) { return e[0] === doc.position; })[0];
      if (!entry) { return; }
      list.textContent = "";
      entry[1].forEach(function (gap) {
        var item = el("li");
        item.appendChild(el("span", "bt-gap-" + gap[0], LABELS[gap[0]] || gap[0]));
        item.appendChild(document.createTextNode(" "));
        var a = el("a");
        a.href = doc.name + ".html#" + gap[1];
        if (gap[0] === "stale") { diffInto(a, gap[2]); } else { a.textContent = gap[2]; }
        item.appendChild(a);
        list.appendChild(item);
      });
      if (entry[2] > 0) { list.appendChild(el("li", "bt-count", "and " + entry[2] + " more on the page")); }
    }
    if ((window.BITEXT_GAPS || {})[doc.chunk]) { fill(); return; }
    var script = document.createElement("script");
    script.src = "coverage-gaps/" + doc.chunk + ".js";
    script.onload = fill;
    document.head.appendChild(script);
  }

  function row(d) {
    var tr = el("tr");
    tr.setAttribute("data-remaining", d.remaining);
    tr.setAttribute("data-stale-words", d.staleWords);
    tr.setAttribute("data-review-words", d.reviewWords);
    tr.setAttribute("data-name", d.name);
    var first = el("td"), a = el("a", "", d.title);
    a.href = d.name + ".html" + (d.firstGap ? "#" + d.firstGap : "");
    first.appendChild(a);
    first.appendChild(document.createTextNode(" "));
    first.appendChild(el("span", "bt-count", d.folder));
    var needing = d.untranslated + d.stale + d.review;
    if (d.chunk >= 0 && needing > 0) {
      var details = el("details", "bt-gaps"), list = el("ul");
      details.appendChild(el("summary", "", needing + " paragraphs need work"));
      details.appendChild(list);
      details.addEventListener("toggle", function () { if (details.open && !list.firstChild) { loadGaps(d, list); } });
      first.appendChild(details);
    }
    tr.appendChild(first);
    tr.appendChild(wordsCell(d));
    [d.remaining, d.untranslated, d.stale, d.review].forEach(function (n) { tr.appendChild(el("td", "", n)); });
    return tr;
  }

  // The folder chosen, the folders above it and two levels below, each with its total and a link
  // to its view.
  function renderFolders() {
    var totals = {};
    docs.forEach(function (d) {
      var parts = d.folder ? d.folder.split("/") : [];
      for (var depth = 0; depth <= parts.length; depth++) {
        var path = parts.slice(0, depth).join("/");
        var t = totals[path] || (totals[path] = { words: 0, translated: 0, staleWords: 0, reviewWords: 0, untranslatedWords: 0, count: 0 });
        t.words += d.words; t.translated += d.translated; t.staleWords += d.staleWords; t.reviewWords += d.reviewWords;
        t.untranslatedWords += d.untranslatedWords; t.count += 1;
      }
    });
    var depth = view.folder ? view.folder.split("/").length : 0;
    var shown = Object.keys(totals).filter(function (path) {
      var d = path ? path.split("/").length : 0;
      var under = !view.folder || path === view.folder || path.indexOf(view.folder + "/") === 0;
      return path === "" || (under && d <= depth + 2) || (view.folder && view.folder.indexOf(path + "/") === 0);
    }).sort();
    folderRows.textContent = "";
    shown.forEach(function (path) {
      var t = totals[path], tr = el("tr"), th = el("th");
      th.scope = "row";
      th.className = "bt-depth-" + (path ? path.split("/").length : 0) + (path === view.folder ? " bt-current" : "");
      th.title = path || "All documents";
      var a = el("a", "", path ? path.split("/").pop() : "All documents");
      a.href = link({ folder: path, show: view.show, sort: view.sort });
      a.addEventListener("click", function (event) { event.preventDefault(); view.folder = path; view.shown = PAGE; render(); });
      th.appendChild(a);
      th.appendChild(document.createTextNode(" "));
      th.appendChild(el("span", "bt-count", t.count));
      tr.appendChild(th);
      tr.appendChild(wordsCell(t));
      tr.appendChild(el("td", "", t.words - t.translated));
      folderRows.appendChild(tr);
    });
  }

  function render() {
    var key = SORT[view.sort] || "remaining", test = SHOW[view.show] || SHOW.work;
    var list = docs.filter(function (d) { return inFolder(d) && test(d); });
    if (key !== "remaining") {
      list.sort(function (a, b) { return b[key] - a[key] || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0); });
    }
    rows.textContent = "";
    var fragment = document.createDocumentFragment();
    list.slice(0, view.shown).forEach(function (d) { fragment.appendChild(row(d)); });
    rows.appendChild(fragment);
    var more = document.getElementById("bt-dashboard-more");
    more.textContent = "";
    if (list.length > view.shown) {
      var button = el("button", "", "Show " + Math.min(PAGE, list.length - view.shown) + " more of " + (list.length - view.shown));
      button.type = "button";
      button.addEventListener("click", function () { view.shown += PAGE; render(); });
      more.appendChild(button);
    }
    var inView = docs.filter(inFolder), done = inView.filter(SHOW.done).length;
    document.getElementById("bt-dashboard-status").textContent =
      (view.folder || "All documents") + ": " + list.length + " listed; " + (inView.length - done) + " need work, " + done + " finished.";
    document.getElementById("bt-filter-folder").value = view.folder;
    if (document.getElementById("bt-filter-folder").value !== view.folder) {
      var option = el("option", "", view.folder);
      option.value = view.folder;
      document.getElementById("bt-filter-folder").appendChild(option);
      document.getElementById("bt-filter-folder").value = view.folder;
    }
    document.getElementById("bt-filter-show").value = view.show;
    document.querySelectorAll(".bt-sort").forEach(function (b) { b.setAttribute("aria-pressed", String(b.getAttribute("data-key") === view.sort)); });
    renderFolders();
    window.history.replaceState(null, "", link(view));
  }

  document.getElementById("bt-filter-folder").addEventListener("change", function (e) { view.folder = e.target.value; view.shown = PAGE; render(); });
  document.getElementById("bt-filter-show").addEventListener("change", function (e) { view.show = e.target.value; view.shown = PAGE; render(); });
  document.getElementById("bt-filters").addEventListener("submit", function (e) { e.preventDefault(); render(); });
  document.querySelectorAll(".bt-sort").forEach(function (button) {
    button.addEventListener("click", function (event) {
      event.preventDefault();
      event.stopImmediatePropagation();
      view.sort = button.getAttribute("data-key");
      render();
    }, true);
  });
  render();
  // When the dashboard answered, in milliseconds since the page was asked for (checked in CI).
  window.BITEXT_DASHBOARD_READY = window.performance ? window.performance.now() : 0;
})();
