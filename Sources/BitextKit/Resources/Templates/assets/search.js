// Search across both languages without a server: English words (and the words a prefix
// begins), Chinese characters and bigrams, ranked by BM25 with titles and headings weighted and
// the site's own weights; each document's pair texts load on demand (search/NAME.js) to show
// where it matches.
(function () {
  "use strict";
  var index = window.BITEXT_INDEX;
  var box = document.getElementById("bt-search-box");
  var out = document.getElementById("bt-search-results");
  if (!index || !box || !out) { return; }
  window.BITEXT_PAIRS = window.BITEXT_PAIRS || {};

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

  // The index (search-index.js) holds the documents and where each run of terms is; the terms
  // and their postings are in chunks (search-terms/NAME.js), loaded by script tags (they work
  // from file://) when a query needs them. A posting list is [document, code, …], documents as
  // differences from the one before; a code is the count in the text times four, plus 2 when a
  // title holds the term and 1 when a heading does.
  window.BITEXT_TERMS = window.BITEXT_TERMS || {};
  window.BITEXT_LOADED = window.BITEXT_LOADED || [];
  var names = [];
  index.names.forEach(function (entry, i) {
    var colon = entry.indexOf(":"), shared = Number(entry.substr(0, colon));
    names.push((i > 0 ? names[i - 1].substr(0, shared) : "") + entry.substr(colon + 1));
  });
  var count = names.length;
  var averageLength = index.lengths.reduce(function (a, b) { return a + b; }, 0) / Math.max(1, count) || 1;
  // BM25's constants, what a title or heading holding a term adds to its score, and how much
  // more a document counts whose title is the query, or holds all its words (the site's
  // `search: title` in bitext.yml, else 2 and 1.5).
  var K1 = 1.2, B = 0.75, TITLE = 3, HEADING = 0.6;
  var EXACT = index.title ? index.title[0] / 100 : 2, HOLDS = index.title ? index.title[1] / 100 : 1.5;

  function own(object, key) { return Object.prototype.hasOwnProperty.call(object, key); }

  // The chunk whose run of terms would hold `t`: the last whose first term is not after it.
  function chunkOf(t) {
    var low = 0, high = index.starts.length - 1, found = -1;
    while (low <= high) {
      var middle = (low + high) >> 1;
      if (index.starts[middle] <= t) { found = middle; low = middle + 1; } else { high = middle - 1; }
    }
    return found;
  }

  // A word of 3 letters or more also finds the words it begins ("dele" → delete, deletion).
  function isPrefix(t) { return t.length >= 3 && /^[a-z0-9]+$/.test(t); }

  function chunksOf(t) {
    var first = chunkOf(t), list = first >= 0 ? [first] : [];
    if (isPrefix(t)) {
      for (var j = first + 1; j < index.starts.length && index.starts[j].indexOf(t) === 0; j++) { list.push(j); }
    }
    return list;
  }

  var loading = {};
  function loadScript(file, ready, done) {
    if (ready()) { done(); return; }
    if (loading[file]) { loading[file].push(done); return; }
    loading[file] = [done];
    var script = document.createElement("script");
    script.src = file;
    window.BITEXT_LOADED.push(file);
    script.onload = script.onerror = function () { var cbs = loading[file]; delete loading[file]; cbs.forEach(function (cb) { cb(); }); };
    document.head.appendChild(script);
  }

  function loadAll(files, ready, done) {
    var pending = files.length;
    if (!pending) { done(); return; }
    files.forEach(function (file, i) { loadScript(file, function () { return ready(i); }, function () { if (--pending === 0) { done(); } }); });
  }

  function loadChunks(queryTerms, done) {
    var wanted = {};
    queryTerms.forEach(function (t) { chunksOf(t).forEach(function (c) { wanted[index.chunks[c]] = true; }); });
    var list = Object.keys(wanted);
    loadAll(list.map(function (name) { return "search-terms/" + name + ".js"; }), function (i) { return own(window.BITEXT_TERMS, list[i]); }, done);
  }

  // The terms `t` finds with their postings: itself, and for a prefix the words it begins.
  function matches(t) {
    var found = [];
    chunksOf(t).forEach(function (c) {
      var chunk = window.BITEXT_TERMS[index.chunks[c]] || {};
      if (!isPrefix(t)) { if (own(chunk, t)) { found.push([t, chunk[t]]); } return; }
      Object.keys(chunk).forEach(function (k) { if (k.indexOf(t) === 0) { found.push([k, chunk[k]]); } });
    });
    return found;
  }

  // A title holding the query counts more the fewer other words it has ("Deployments" over
  // "Kubernetes 1.3: Deployment strategies for stateful workloads").
  function titleShare(doc) { return Math.min(1, 2 / Math.max(1, index.titleTerms[doc])); }

  // How much a word the term begins counts: fully for its plural, else by how much of it the
  // term is ("deploy" is 60% of "deployment").
  function shareOf(t, word) {
    var rest = word.substr(t.length);
    return rest === "" || rest === "s" || rest === "es" ? 1 : t.length / word.length;
  }

  // Each document's score for one query term: BM25 over its count in the text (the words a
  // prefix begins counted by their share), plus the title and heading bonuses; `titled` holds
  // the documents whose title has the term itself (or its plural).
  function scoresOf(t, titled) {
    var found = matches(t), counts = {}, flags = {};
    found.forEach(function (m) {
      var share = shareOf(t, m[0]);
      for (var i = 0, doc = 0; i < m[1].length; i += 2) {
        doc += m[1][i];
        var code = m[1][i + 1];
        counts[doc] = (counts[doc] || 0) + share * Math.floor(code / 4);
        var flag = flags[doc] || [0, 0];
        if (code & 2) { flag[0] = Math.max(flag[0], share); }
        if (code & 1) { flag[1] = Math.max(flag[1], share); }
        flags[doc] = flag;
      }
    });
    var holders = Object.keys(counts), per = {};
    var idf = Math.log(1 + (count - holders.length + 0.5) / (holders.length + 0.5));
    holders.forEach(function (doc) {
      var tf = counts[doc], flag = flags[doc];
      var score = tf * (K1 + 1) / (tf + K1 * (1 - B + B * index.lengths[doc] / averageLength));
      per[doc] = idf * (score + TITLE * flag[0] * titleShare(doc) + HEADING * flag[1]);
      if (flag[0] >= 1) { titled[doc] = (titled[doc] || 0) + 1; }
    });
    return per;
  }

  // Whether a document's title is the query: all of its terms, no more. An English query is
  // held against the English title; a Chinese one against the Chinese title's Chinese terms,
  // unless it has a lone character, which is no title's term (titles are indexed by character
  // pairs): it finds titles that hold it, never one that is it.
  function titleIs(doc, titledTerms, distinct, script) {
    if (titledTerms !== distinct) { return false; }
    if (script === "latin") { return index.titleTerms[doc] === distinct; }
    return script === "han" && !!index.titleTermsZh && index.titleTermsZh[doc] === distinct;
  }

  // "latin", "han" (character pairs only) or "" for a query of both, or with a lone character.
  function scriptOf(queryTerms) {
    var han = queryTerms.filter(function (t) { return isHan(t[0]); });
    if (!han.length) { return "latin"; }
    return han.length === queryTerms.length && han.every(function (t) { return t.length === 2; }) ? "han" : "";
  }

  // The factor of a document's section (blog, glossary, reference…), unless the query names it.
  function sectionFactor(doc, named) {
    if (!index.kinds || !index.kinds[doc]) { return 1; }
    var kind = index.kinds[doc];
    return named[kind] ? 1 : index.sections[kind - 1].factor / 100;
  }

  function namedSections(queryTerms) {
    var named = {};
    (index.sections || []).forEach(function (section, k) {
      if (section.names.some(function (n) { return queryTerms.indexOf(n) >= 0; })) { named[k + 1] = true; }
    });
    return named;
  }

  // Every document holding all the query's terms, best first: the site's weights, a title that
  // is the query counted EXACT times (that holds its words, HOLDS times), a section the query
  // does not name by its factor.
  function ranked(queryTerms) {
    var scores = null, titled = {}, distinct = {};
    queryTerms.forEach(function (t) {
      if (own(distinct, t)) { return; }
      distinct[t] = true;
      var per = scoresOf(t, titled);
      if (scores === null) { scores = per; return; }
      var both = {};
      Object.keys(scores).forEach(function (d) { if (own(per, d)) { both[d] = scores[d] + per[d]; } });
      scores = both;
    });
    var named = namedSections(queryTerms), terms = Object.keys(distinct).length;
    var script = scriptOf(queryTerms);
    var list = Object.keys(scores || {}).map(function (d) {
      var doc = Number(d), score = scores[d] * (index.weights ? index.weights[doc] / 100 : 1) * sectionFactor(doc, named);
      if (titleIs(doc, titled[doc] || 0, terms, script)) { score *= EXACT; } else if (terms > 1 && titled[doc] === terms) { score *= HOLDS; }
      return { doc: doc, score: score };
    });
    list.sort(function (a, b) { return b.score - a.score || a.doc - b.doc; });
    return list;
  }

  function pairsFile(doc) { return "search/" + names[doc] + ".js"; }
  function fileOf(doc) { return window.BITEXT_PAIRS[pairsFile(doc)]; }
  function pairsOf(doc) { return (fileOf(doc) || {}).pairs || []; }

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
    var path = names[doc], slash = path.lastIndexOf("/");
    var title = (fileOf(doc) || {}).title || path.substr(slash + 1);
    return slash > 0 ? title + " · " + path.substr(0, slash) : title;
  }

  // The pair of `doc` that best shows the match: the most query terms, then the query as typed,
  // then the first in the page.
  function bestPair(doc, queryTerms, phrase) {
    var best = null, bestKey = -1;
    pairsOf(doc).forEach(function (p) {
      var hay = (p[1] + " " + p[2]).toLowerCase();
      var held = queryTerms.filter(function (t) { return hay.indexOf(t) >= 0; }).length;
      var key = held * 2 + (hay.indexOf(phrase) >= 0 ? 1 : 0);
      if (held > 0 && key > bestKey) { best = p; bestKey = key; }
    });
    return best;
  }

  var SHOWN = 20;
  // A result's link and text: its document and section at once, the pair that matches once the
  // document's pair file is loaded.
  function fill(link, doc, queryTerms, phrase) {
    var pair = bestPair(doc, queryTerms, phrase);
    link.textContent = "";
    // A match in the title only lands on the page itself.
    link.href = names[doc].split("/").map(encodeURIComponent).join("/") + ".html" + (pair ? "#" + pair[0] : "");
    link.appendChild(marked("bt-hit-doc", place(doc), queryTerms));
    // A page found by its title alone shows how it begins.
    var shown = pair || pairsOf(doc)[0];
    if (shown) {
      link.appendChild(marked("bt-en", excerpt(shown[1], queryTerms), queryTerms, "en"));
      link.appendChild(marked("bt-zh", excerpt(shown[2], queryTerms), queryTerms, "zh-Hans"));
    }
  }

  // Pair files load for the results a reader can see (all of them where the browser cannot
  // tell): the first query of a large site stays a few hundred kilobytes.
  var watcher = null;
  function whenSeen(link, load) {
    if (!window.IntersectionObserver) { load(); return; }
    watcher = watcher || new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (entry.isIntersecting) { watcher.unobserve(entry.target); entry.target.btLoad(); }
      });
    }, { rootMargin: "200px" });
    link.btLoad = load;
    watcher.observe(link);
  }

  function render(query, queryTerms, list, mine) {
    out.textContent = "";
    if (watcher) { watcher.disconnect(); }
    if (!list.length) { out.appendChild(text("p", "bt-missing", "No results for “" + query + "”.")); return; }
    out.appendChild(text("p", "bt-hit-count", list.length + (list.length === 1 ? " document matches" : " documents match") +
      (list.length > SHOWN ? "; the best " + SHOWN + ":" : ":")));
    var phrase = query.toLowerCase();
    list.slice(0, SHOWN).forEach(function (entry) {
      var doc = entry.doc, link = document.createElement("a");
      link.className = "bt-hit";
      fill(link, doc, queryTerms, phrase);
      out.appendChild(link);
      whenSeen(link, function () {
        loadScript(pairsFile(doc), function () { return !!fileOf(doc); }, function () {
          if (mine === generation) { fill(link, doc, queryTerms, phrase); link.setAttribute("data-loaded", ""); }
        });
      });
    });
  }

  var generation = 0;
  function search() {
    var query = box.value.trim();
    var mine = ++generation;
    if (!query) { out.textContent = ""; return; }
    var queryTerms = terms(query);
    if (!queryTerms.length) { out.textContent = ""; return; }
    loadChunks(queryTerms, function () {
      if (mine === generation) { render(query, queryTerms, ranked(queryTerms), mine); }
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
