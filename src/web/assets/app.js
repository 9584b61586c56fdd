// bjcoach in a browser: the terminal's keys on every answer button, the countdown of a timed
// drill, and the flashing of a running count. The pages work without it; it adds only speed.
"use strict";

document.addEventListener("keydown", function (event) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  var target = event.target;
  var typing = target && (target.tagName === "INPUT" || target.tagName === "SELECT" || target.tagName === "TEXTAREA");
  var key = event.key.toLowerCase();
  // In a bet's number field, q still stops, as at the terminal's bet prompt.
  if (typing && key === "q" && target.type === "number") {
    var stop = document.querySelector('button[data-key="q"]');
    if (stop) {
      event.preventDefault();
      stop.click();
    }
    return;
  }
  if (typing) return;
  var button = document.querySelector('button[data-key="' + CSS.escape(key) + '"]');
  if (!button && key === "enter") button = document.querySelector("button[data-enter]");
  if (button) {
    event.preventDefault();
    button.click();
  }
});

// A timed question: the seconds left, counted down; the server judges by its own clock.
(function () {
  var clock = document.querySelector("[data-countdown]");
  if (!clock) return;
  var left = parseFloat(clock.getAttribute("data-countdown"));
  var started = Date.now();
  function tick() {
    var now = left - (Date.now() - started) / 1000;
    clock.textContent = now > 0 ? now.toFixed(1) + " s left" : "time is up";
    if (now > 0) setTimeout(tick, 100);
  }
  tick();
})();

// A running count: the cards are shown one group at a time at the chosen pace, then cleared,
// and only then is the answer asked.
(function () {
  var flash = document.querySelector("[data-flash]");
  if (!flash) return;
  var pace = parseFloat(flash.getAttribute("data-pace")) * 1000;
  var groups = Array.prototype.slice.call(flash.querySelectorAll(".flash-group"));
  var form = document.querySelector("form.answer");
  if (!(pace > 0) || groups.length === 0 || !form) return;
  form.hidden = true;
  groups.forEach(function (g) { g.hidden = true; });
  var i = 0;
  function next() {
    if (i > 0) groups[i - 1].hidden = true;
    if (i < groups.length) {
      groups[i].hidden = false;
      i += 1;
      setTimeout(next, pace);
    } else {
      form.hidden = false;
      var field = form.querySelector("input[type=text]");
      if (field) field.focus();
    }
  }
  next();
})();

// The first answer field takes the keyboard at once.
(function () {
  var field = document.querySelector("form.answer input[type=text]:not([hidden])");
  if (field && !field.closest("[hidden]")) field.focus();
})();
