// Search across both languages without a server. search-index.js maps terms (English words,
// Chinese character bigrams) to documents; each document's pair texts load on demand from the
// file its index entry names (search/NAME.js).
(function () {
  "use strict";
  var index = window.BITEXT_INDEX;
  var box = document.getElementById("bt-search-box");
  var out = document.getElementById("bt-search-results");
  if (!index || !box || !out) { return; }
  window.BITEXT_PAIRS = window.BITEXT_PAIRS || {};
  var loading = {};

  function isHan(ch) { return /[\u3400-\u9fff\uf900-\ufaff]/.test(ch); }

  // Must match SearchIndexBuilder.terms(of:) in Bitext.
  function terms(text) {
    var result = [], word = "", han = "";
    function flushWord() { if (word.length >= 2) { result.push(word); } word = ""; }
    function flushHan() {
      if (han.length === 1) { result.push(han); }
      for (var i = 0; i + 1 < han.length; i++) { result.push(han.substr(i, 2)); }
      han = "";
    }
    var lower = text.toLowerCase();
    for (var i = 0; i < lower.length; i++) {
      var ch = lower[i];
      if (isHan(ch)) { flushWord(); han += ch; }
      else if (/[a-z0-9]/.test(ch)) { flushHan(); word += ch; }
      else { flushWord(); flushHan(); }
    }
    flushWord(); flushHan();
    return result;
  }

  function candidates(queryTerms) {
    var docs = null;
    queryTerms.forEach(function (t) {
      var posting = postingOf(t);
      if (docs === null) { docs = posting.slice(); }
      else { docs = docs.filter(function (d) { return posting.indexOf(d) >= 0; }); }
    });
    // Documents whose title holds the query's words (or words they begin) come first: the page
    // named "Deployments" before the hundreds of posts that mention a deployment.
    var ranked = (docs || []).map(function (d, order) { return { doc: d, score: titleScore(d, queryTerms), order: order }; });
    ranked.sort(function (a, b) { return b.score - a.score || a.order - b.order; });
    return ranked.slice(0, 25).map(function (r) { return r.doc; });
  }

  var keys = null;
  // The documents holding `t`: its own posting, and for a word of 3 letters or more every word it
  // begins ("dele" finds delete and deletion), for one Han character every bigram holding it.
  function postingOf(t) {
    // Own terms only: "constructor" or "__proto__" would otherwise find Object's members.
    var own = Object.prototype.hasOwnProperty.call(index.terms, t) ? index.terms[t] : [];
    var single = t.length === 1 && isHan(t);
    if (!single && t.length < 3) { return own; }
    keys = keys || Object.keys(index.terms);
    var found = {};
    own.forEach(function (d) { found[d] = true; });
    keys.forEach(function (k) {
      if (k !== t && (single ? k.indexOf(t) >= 0 : k.indexOf(t) === 0)) { index.terms[k].forEach(function (d) { found[d] = true; }); }
    });
    return Object.keys(found).map(Number).sort(function (a, b) { return a - b; });
  }

  function titleScore(doc, queryTerms) {
    var titleTerms = terms(index.docs[doc][1] || "");
    return queryTerms.filter(function (q) {
      return titleTerms.some(function (t) { return t === q || (q.length >= 3 && t.indexOf(q) === 0); });
    }).length;
  }

  function pairsOf(doc) { return window.BITEXT_PAIRS[index.docs[doc][2]]; }

  function load(doc, done) {
    var file = index.docs[doc][2];
    if (window.BITEXT_PAIRS[file]) { done(); return; }
    if (loading[file]) { loading[file].push(done); return; }
    loading[file] = [done];
    var script = document.createElement("script");
    script.src = file;
    script.onload = script.onerror = function () { var cbs = loading[file]; delete loading[file]; cbs.forEach(function (cb) { cb(); }); };
    document.head.appendChild(script);
  }

  // At most 160 characters of a side, around the first place a query term occurs in it.
  function excerpt(value, queryTerms) {
    var lower = value.toLowerCase(), at = -1;
    queryTerms.forEach(function (t) { var i = lower.indexOf(t); if (i >= 0 && (at < 0 || i < at)) { at = i; } });
    if (value.length <= 160) { return value; }
    var start = Math.max(0, Math.min(at - 50, value.length - 160));
    if (at < 0) { start = 0; }
    return (start > 0 ? "…" : "") + value.substr(start, 160) + (start + 160 < value.length ? "…" : "");
  }

  function text(tag, cls, value, lang) {
    var el = document.createElement(tag);
    if (cls) { el.className = cls; }
    if (lang) { el.lang = lang; }
    el.textContent = value;
    return el;
  }

  // `value` with every occurrence of a query term in <mark>, built as text nodes (never HTML).
  function marked(cls, value, queryTerms, lang) {
    var el = text("span", cls, "", lang);
    var lower = value.toLowerCase(), at = 0;
    while (at < value.length) {
      var next = -1, length = 0;
      queryTerms.forEach(function (t) {
        var i = lower.indexOf(t, at);
        if (i >= 0 && (next < 0 || i < next || (i === next && t.length > length))) { next = i; length = t.length; }
      });
      if (next < 0) { el.appendChild(document.createTextNode(value.substr(at))); break; }
      if (next > at) { el.appendChild(document.createTextNode(value.substring(at, next))); }
      el.appendChild(text("mark", "", value.substr(next, length)));
      at = next + length;
    }
    return el;
  }

  // "Leases · en/docs/concepts/architecture": the document and the section it is in.
  function place(doc) {
    var path = index.docs[doc][0], slash = path.lastIndexOf("/");
    var title = index.docs[doc][1] || path;
    return slash > 0 ? title + " · " + path.substr(0, slash) : title;
  }

  function render(query, queryTerms, docs) {
    out.textContent = "";
    var phrase = query.toLowerCase();
    var hits = [];
    // `docs` is ranked (titles holding the query first): results keep that rank.
    docs.forEach(function (d, rank) {
      (pairsOf(d) || []).forEach(function (p, order) {
        var hay = (p[1] + " " + p[2]).toLowerCase();
        if (!queryTerms.every(function (t) { return hay.indexOf(t) >= 0; })) { return; }
        // Pairs holding the query as typed come first, then document order.
        hits.push({ doc: d, rank: rank, pair: p, exact: hay.indexOf(phrase) >= 0 ? 0 : 1, order: order });
      });
    });
    hits.sort(function (a, b) { return a.rank - b.rank || a.exact - b.exact || a.order - b.order; });
    var documents = {};
    hits.forEach(function (hit) { documents[hit.doc] = true; });
    if (hits.length) {
      var count = Object.keys(documents).length;
      out.appendChild(text("p", "bt-hit-count", hits.length + (hits.length === 1 ? " match" : " matches") + " in " + count +
        (count === 1 ? " document" : " documents") + (hits.length > 20 ? "; the first 20:" : "")));
    }
    hits.slice(0, 20).forEach(function (hit) {
      var link = document.createElement("a");
      link.href = index.docs[hit.doc][0] + "#" + hit.pair[0];
      link.className = "bt-hit";
      link.appendChild(text("span", "bt-hit-doc", place(hit.doc)));
      link.appendChild(marked("bt-en", excerpt(hit.pair[1], queryTerms), queryTerms, "en"));
      link.appendChild(marked("bt-zh", excerpt(hit.pair[2], queryTerms), queryTerms, "zh-Hans"));
      out.appendChild(link);
    });
    if (!hits.length) { out.appendChild(text("p", "bt-missing", "No results for “" + query + "”.")); }
  }

  var generation = 0;
  function search() {
    var query = box.value.trim();
    var mine = ++generation;
    if (!query) { out.textContent = ""; return; }
    var queryTerms = terms(query);
    if (!queryTerms.length) { out.textContent = ""; return; }
    var docs = candidates(queryTerms);
    var pending = docs.length;
    if (!pending) { render(query, queryTerms, []); return; }
    docs.forEach(function (d) {
      load(d, function () { if (--pending === 0 && mine === generation) { render(query, queryTerms, docs); } });
    });
  }
  box.addEventListener("input", search);
  // Arrow keys move between the box and the results; Enter follows a result (it is a link).
  function move(from, step) {
    var hits = Array.prototype.slice.call(out.querySelectorAll("a.bt-hit"));
    if (!hits.length) { return; }
    var at = hits.indexOf(from);
    var next = at + step;
    if (next < 0) { box.focus(); return; }
    hits[Math.min(next, hits.length - 1)].focus();
  }
  box.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown") { event.preventDefault(); move(null, 1); }
  });
  out.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      move(document.activeElement, event.key === "ArrowDown" ? 1 : -1);
    }
  });
  // Other pages' search boxes open this page with ?q=…
  var asked = /[?&]q=([^&#]*)/.exec(window.location.search);
  if (asked) { box.value = decodeURIComponent(asked[1].replace(/\+/g, " ")); }
  if (box.value) { search(); }
})();
