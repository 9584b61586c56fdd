// bjcoach in a browser: the terminal's keys on every answer button, the countdown of a timed
// drill, the flashing of a running count and the cards falling at the table's pace. The pages
// work without it; it adds only speed.
"use strict";

// A page sends one form: a key pressed twice, or a second click, sends nothing more. The server
// refuses an answer to a question no longer asked all the same; this spares the refusal.
var sent = false;
document.addEventListener("submit", function (event) {
  if (sent) {
    event.preventDefault();
    return;
  }
  sent = true;
  var form = event.target;
  if (form.hasAttribute("data-replace")) {
    event.preventDefault();
    replaceBy(form, event.submitter);
    return;
  }
  // Disabled a moment later: the button pressed is sent with the form only while it is enabled.
  setTimeout(function () {
    document.querySelectorAll("form button").forEach(function (b) { b.disabled = true; });
  }, 0);
});

// An answer in a session is sent in the background and the session's page loaded in place of
// this one, so that a drill or a game is one entry of the history and Back leaves it in one
// press. The server sends every answer on to that page, taken or not, and the page says what
// became of it; the redirection is not followed here, or the page would be drawn twice.
function replaceBy(form, submitter) {
  var body = new URLSearchParams(new FormData(form));
  if (submitter && submitter.name) body.append(submitter.name, submitter.value);
  document.querySelectorAll("form button").forEach(function (b) { b.disabled = true; });
  function reload() { window.location.replace(window.location.href); }
  fetch(form.action, {
    method: "POST",
    credentials: "same-origin",
    redirect: "manual",
    body: body
  }).then(reload, reload);
}
// A page come back to from the history may send again.
window.addEventListener("pageshow", function (event) {
  if (!event.persisted) return;
  sent = false;
  document.querySelectorAll("form button").forEach(function (b) { b.disabled = false; });
});

document.addEventListener("keydown", function (event) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (sent) return;
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

// A timed question: the seconds left, counted down from when the question can be answered;
// the server judges by its own clock.
function countDown() {
  var clock = document.querySelector("[data-countdown]");
  if (!clock) return;
  var left = parseFloat(clock.getAttribute("data-countdown"));
  var started = Date.now();
  function tick() {
    var now = left - (Date.now() - started) / 1000;
    // The words come from the page, in its language: `{s}` stands for the seconds, written
    // with the page's decimal mark.
    var mark = clock.getAttribute("data-decimal") || ".";
    var seconds = now.toFixed(1).replace(".", mark);
    clock.textContent =
      now > 0
        ? (clock.getAttribute("data-left") || "{s} s left").replace("{s}", seconds)
        : clock.getAttribute("data-up") || "time is up";
    if (now > 0) setTimeout(tick, 100);
  }
  tick();
}

// A running count: the cards are shown one group at a time at the chosen pace, then cleared;
// the server is told (its clock times the answer from then), and only then is the answer asked.
(function () {
  var flash = document.querySelector("[data-flash]");
  var pace = flash ? parseFloat(flash.getAttribute("data-pace")) * 1000 : 0;
  var groups = flash ? Array.prototype.slice.call(flash.querySelectorAll(".flash-group")) : [];
  var form = document.querySelector("form.answer");
  if (!(pace > 0) || groups.length === 0 || !form) {
    countDown();
    return;
  }
  form.hidden = true;
  // Asked not to move, the page shows every card at once, still, and asks once they are drawn.
  var still = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  if (!still) groups.forEach(function (g) { g.hidden = true; });
  function ask() {
    form.hidden = false;
    countDown();
    var field = form.querySelector("input[type=text]");
    if (field) field.focus();
  }
  var i = still ? groups.length : 0;
  function next() {
    if (i > 0 && !still) groups[i - 1].hidden = true;
    if (i < groups.length) {
      groups[i].hidden = false;
      i += 1;
      setTimeout(next, pace);
      return;
    }
    var question = form.querySelector("input[name=question]");
    var ready = form.getAttribute("data-ready");
    if (!ready || !question) return ask();
    // Asked once the server has heard, so that no answer can reach it first.
    fetch(ready, {
      method: "POST",
      credentials: "same-origin",
      body: new URLSearchParams({ question: question.value })
    }).then(ask, ask);
  }
  next();
})();

// Cards dealt at the table's pace: each falls after the delay the page gives it (the pages may
// carry no inline style, so the delay is set here); without this script they are all shown.
document.querySelectorAll("[data-fall]").forEach(function (card) {
  card.style.animationDelay = card.getAttribute("data-fall");
  card.classList.add("falls");
});

// A verdict's first line is said by the page's live region once the page is shown.
(function () {
  var said = document.getElementById("said");
  var verdict = document.querySelector(".verdict summary");
  if (!said || !verdict) return;
  setTimeout(function () { said.textContent = verdict.textContent; }, 300);
})();

// The first answer field takes the keyboard at once.
(function () {
  var field = document.querySelector("form.answer input[type=text]:not([hidden])");
  if (field && !field.closest("[hidden]")) field.focus();
})();
