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
