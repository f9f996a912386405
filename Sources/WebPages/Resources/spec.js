// The spec page's script, last in its body: says in the body's data-video attribute whether the
// video plays — "loading", then "loaded" once a source has decoded its first frame (data-video-source
// names which: the first characters of its data: URI), or "failed"; "none" on a page written
// without a video — and records a video that cannot play as an error (recorder.js), for the
// headless check in Tests/SpecTests.
(function () {
  // Each platform's code has a copy button: the clipboard where the page may write it, else a
  // selection copied the old way (a page opened from a file). The button says "Copied" and the
  // block records it in data-copied, for the headless check.
  var buttons = document.querySelectorAll("button.copy");
  Array.prototype.forEach.call(buttons, function (button) {
    button.addEventListener("click", function () {
      var figure = button.closest("figure");
      var text = figure.querySelector("pre").textContent;
      function done() { button.textContent = "Copied"; figure.dataset.copied = String(text.length); }
      function fallback() {
        var area = document.createElement("textarea");
        area.value = text;
        document.body.appendChild(area);
        area.select();
        try { document.execCommand("copy"); } finally { area.remove(); }
        done();
      }
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(text).then(done, fallback);
      } else {
        fallback();
      }
    });
  });
})();
(function () {
  var body = document.body;
  var video = document.getElementById("preview");
  // A page written by batch --format none has a note where the video would be.
  if (!video) {
    body.dataset.video = "none";
    return;
  }
  body.dataset.video = "loading";
  function loaded() {
    body.dataset.video = "loaded";
    body.dataset.videoSource = video.currentSrc.slice(0, 16);
  }
  video.addEventListener("loadeddata", loaded);
  if (video.readyState >= 2) loaded();
  var sources = video.getElementsByTagName("source");
  var last = sources[sources.length - 1];
  // A browser without H.264 skips the MP4 and plays the WebM; only the last source failing is an error.
  last.addEventListener("error", function () {
    if (body.dataset.video !== "loaded") {
      body.dataset.video = "failed";
      window.motionreel.record("no video source could be played");
    }
  });
  video.addEventListener("error", function () {
    body.dataset.video = "failed";
    window.motionreel.record("video error " + (video.error ? video.error.code : ""));
  });
})();
