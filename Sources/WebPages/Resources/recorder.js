// The error recorder of every MotionReel page: the preview, the spec page, the batch gallery and
// the diff report. Each page loads it first in its head, before any script of its own can fail.
//
// Headless checks read what it saw in one of two places, the same list in both:
//   window.motionreel.errors  an array of messages, for a driver that can run script
//                             (Tests/Browser/preview_browser.py, through Selenium);
//   body[data-errors]         that array as JSON, for a check that only has the DOM
//                             (chromium --dump-dom: the spec page and gallery tests).
// It records script errors, unhandled promise rejections and console.error calls; a page records
// a failure of its own (a video that cannot play) with window.motionreel.record(message).
(function () {
  'use strict';
  var hook = window.motionreel = window.motionreel || {};
  var errors = hook.errors = [];

  function sync() {
    if (document.body) document.body.dataset.errors = JSON.stringify(errors);
  }
  function record(message) {
    errors.push(String(message));
    sync();
  }
  // Not enumerable: a check that copies window.motionreel gets its data, not this function.
  Object.defineProperty(hook, 'record', { value: record });

  window.addEventListener('error', function (e) {
    record(String(e.message) + ' (' + (e.filename || 'page') + ':' + e.lineno + ')');
  });
  window.addEventListener('unhandledrejection', function (e) {
    var r = e.reason;
    record('unhandled rejection: ' + (r && r.message ? r.message : String(r)));
  });
  var consoleError = console.error;
  console.error = function () {
    record(Array.prototype.join.call(arguments, ' '));
    return consoleError.apply(console, arguments);
  };

  // The body does not exist yet when this runs in the head: write the (empty) list once it does,
  // so a page without errors says so.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', sync);
  else sync();
})();
