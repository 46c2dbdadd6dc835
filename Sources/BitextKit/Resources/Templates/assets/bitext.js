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
