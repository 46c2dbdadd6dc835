// Remembers the reader's language choice; the page works without this script.
(function () {
  "use strict";
  var key = "bitext-lang";
  try {
    var saved = window.localStorage.getItem(key);
    if (saved) {
      var radio = document.getElementById("bt-show-" + saved);
      if (radio) { radio.checked = true; }
    }
    document.querySelectorAll(".bt-lang-radio").forEach(function (radio) {
      radio.addEventListener("change", function () {
        window.localStorage.setItem(key, radio.id.replace("bt-show-", ""));
      });
    });
  } catch (e) {
    // Storage can be disabled (file:// in some browsers); the switch still works for this visit.
  }
})();

// Sorts the coverage dashboard's documents; without this script they stay in the default order
// (most English words left first).
(function () {
  "use strict";
  var body = document.getElementById("bt-dashboard-rows");
  if (!body) { return; }
  var buttons = document.querySelectorAll(".bt-sort");
  buttons.forEach(function (button) {
    button.addEventListener("click", function (event) {
      event.preventDefault();
      var key = "data-" + button.getAttribute("data-key");
      var rows = Array.prototype.slice.call(body.rows).sort(function (a, b) {
        return Number(b.getAttribute(key)) - Number(a.getAttribute(key)) ||
          a.getAttribute("data-name").localeCompare(b.getAttribute("data-name"));
      });
      rows.forEach(function (row) { body.appendChild(row); });
      buttons.forEach(function (other) { other.setAttribute("aria-pressed", String(other === button)); });
    });
  });
})();

// Colours code with highlight.js when the site ships it (assets/highlight.min.js): only blocks
// whose info string names a language it knows, never a guess. It keeps the comment and
// changed-line marks already in the code.
(function () {
  "use strict";
  if (!window.hljs) { return; }
  document.querySelectorAll("pre code[class*='language-']").forEach(function (code) {
    var match = /language-([A-Za-z0-9_+#-]+)/.exec(code.className);
    if (match && window.hljs.getLanguage(match[1])) { window.hljs.highlightBlock(code); }
  });
})();

// "/" focuses the search box, on every page that has one (as on most documentation sites).
(function () {
  "use strict";
  document.addEventListener("keydown", function (event) {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) { return; }
    var active = document.activeElement;
    if (active && (active.tagName === "INPUT" || active.tagName === "TEXTAREA" || active.isContentEditable)) { return; }
    var box = document.querySelector("input[type=search]");
    if (!box) { return; }
    event.preventDefault();
    box.focus();
    box.select();
  });
})();

// A link to a page of the site by its published address (Hugo's /docs/concepts/x/, with or
// without a language prefix) opens that page's reader page: the site's list of documents
// (search-index.js, loaded on the first such click) says which exists. An address no document
// has opens the site's search for its last word. A page reached with the #anchor the site gave
// a heading (its {#id}, or the heading's slug) scrolls to that heading's pair.
(function () {
  "use strict";
  var home = document.querySelector("a.bt-home");
  var root = home ? home.getAttribute("href").replace(/index\.html$/, "") : null;

  function slug(text) {
    return text.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, "").replace(/\s/g, "-");
  }

  function land() {
    var hash = "";
    try { hash = decodeURIComponent(window.location.hash.slice(1)); } catch (e) { return; }
    if (!hash || document.getElementById(hash)) { return; }
    var headings = document.querySelectorAll(".bt-kind-heading");
    for (var i = 0; i < headings.length; i++) {
      var en = headings[i].querySelector(".bt-en .bt-heading");
      if (headings[i].getAttribute("data-anchor") === hash || (en && slug(en.textContent) === hash)) {
        headings[i].scrollIntoView();
        return;
      }
    }
  }
  window.addEventListener("hashchange", land);
  land();

  if (root === null) { return; }
  var byAddress = null;
  function withNames(done) {
    if (byAddress) { done(); return; }
    function build() {
      byAddress = {};
      var index = window.BITEXT_INDEX, previous = "";
      ((index && index.names) || []).forEach(function (entry) {
        var colon = entry.indexOf(":"), name = previous.substr(0, Number(entry.substr(0, colon))) + entry.substr(colon + 1);
        previous = name;
        byAddress[name.toLowerCase()] = name;
      });
      done();
    }
    if (window.BITEXT_INDEX) { build(); return; }
    var script = document.createElement("script");
    script.src = root + "search-index.js";
    script.onload = script.onerror = build;
    document.head.appendChild(script);
  }

  // The document a site address names: the path as a document, a section (_index) or bundle
  // (index); under each top folder (the languages: a translation's address names its English
  // page's document), and, for a tree converted from inside its site, by its last segments.
  function resolve(path) {
    var parts = path.toLowerCase().replace(/\.(html|md)$/, "").split("/").filter(Boolean);
    var tops = Object.keys(byAddress).map(function (name) { return name.split("/")[0]; })
      .filter(function (t, i, all) { return all.indexOf(t) === i; }).sort();
    // A language prefix (zh-cn) names the page's language, not a folder of its document.
    var rests = tops.indexOf(parts[0]) >= 0 || /^[a-z]{2}(-[a-z]{2,4})?$/.test(parts[0] || "") ? [parts, parts.slice(1)] : [parts];
    var bases = [];
    rests.forEach(function (rest) {
      bases.push(rest);
      tops.forEach(function (t) { bases.push([t].concat(rest)); });
    });
    for (var k = 1; k + 2 <= parts.length; k++) { bases.push(parts.slice(k)); }
    for (var i = 0; i < bases.length; i++) {
      var base = bases[i].join("/");
      var candidates = [base, base + "/_index", base + "/index"];
      for (var j = 0; j < candidates.length; j++) {
        if (byAddress[candidates[j]]) { return byAddress[candidates[j]]; }
      }
    }
    return null;
  }

  document.addEventListener("click", function (event) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) { return; }
    var link = event.target.closest ? event.target.closest("a[href^='/']") : null;
    if (!link || link.getAttribute("href").indexOf("//") === 0) { return; }
    event.preventDefault();
    var href = link.getAttribute("href"), cut = href.search(/[?#]/);
    var path = cut < 0 ? href : href.substring(0, cut), fragment = href.indexOf("#") >= 0 ? href.substring(href.indexOf("#")) : "";
    withNames(function () {
      var name = resolve(path);
      var words = path.split("/").filter(Boolean);
      window.location.href = name
        ? root + name.split("/").map(encodeURIComponent).join("/") + ".html" + fragment
        : root + "index.html?q=" + encodeURIComponent((words[words.length - 1] || "").replace(/[-_]/g, " "));
    });
  });
})();
