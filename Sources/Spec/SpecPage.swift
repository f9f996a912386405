import Foundation
import Render
import Scene
import SpecModel

/// `NAME.html`: one self-contained page — the video, the contact sheet, the curves, the events,
/// the parameters and the SwiftUI code — with every image and video inline as a data: URI.
///
/// The page records what happened into its own `<body>` for headless checks: `data-video` is
/// `loaded` once a video source has decoded its first frame (or `failed`), `data-errors` is a JSON
/// array of script errors, console errors and a video that could not play.
enum SpecPage {
    struct Media {
        var mp4: Data
        /// The VP9 fallback; nil when the page carries the MP4 alone.
        var webm: Data?
        var sheetPNG: Data
        var videoSize: (width: Int, height: Int)
        /// Whether the video is drawn at 1 pt = 1 px (the spec's own render) rather than reused.
        var pointSized = true

        var caption: String {
            "The animation\(pointSized ? " at 1 pt = 1 px" : ""), looping (H.264 MP4\(webm == nil ? "" : ", or VP9 WebM where H.264 is missing"))."
        }
    }

    static func html(_ spec: MotionSpec, curvesSVG: String, media: Media) -> String {
        let e = MarkupText.escaped
        let n = AnimationParameters.literal
        let canvas = spec.canvas
        var h = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(e(spec.name)) — motion spec</title>
            <script>
            \(recorderScript)
            </script>
            <style>
            \(style)
            </style>
            </head>
            <body>
            <header>
              <p class="eyebrow">Motion spec · \(e(spec.kind)) scene\(spec.scene.reduceMotion ? " · Reduce Motion" : "")</p>
              <h1>\(e(spec.name))</h1>
              <dl class="facts">
                <div><dt>Canvas</dt><dd>\(n(canvas.size.width)) × \(n(canvas.size.height)) pt @\(n(canvas.scale))x</dd></div>
                <div><dt>Frame rate</dt><dd>\(canvas.fps) fps</dd></div>
                <div><dt>Length</dt><dd>\(spec.frames.count) frames · \(String(format: "%.3f", spec.duration)) s</dd></div>
                <div><dt>Settles at</dt><dd>\(String(format: "%.3f", spec.settleTime)) s</dd></div>
              </dl>
            </header>
            <main>
            <section class="preview">
              <figure class="video">
                <video id="preview" width="\(media.videoSize.width)" height="\(media.videoSize.height)" controls autoplay muted loop playsinline preload="auto">
                  <source src="data:video/mp4;base64,\(media.mp4.base64EncodedString())" type='video/mp4; codecs="avc1.64001f"'>
            \(media.webm.map { "      <source src=\"data:video/webm;base64,\($0.base64EncodedString())\" type='video/webm; codecs=\"vp9\"'>\n" } ?? "")    </video>
                <figcaption>\(media.caption)</figcaption>
              </figure>
              <div class="summary">
                <h2>Events</h2>
                <ol class="events">

            """
        for event in spec.events {
            h += "      <li><span class=\"time\">\(String(format: "%.3f", event.time)) s</span> \(e(event.description))</li>\n"
        }
        h += """
                </ol>
                <h2>Transitions and timing</h2>

            """
        for t in spec.transitions {
            h += "    <h3>\(e(t.name))</h3>\n"
            if let insertion = t.insertion, let removal = t.removal {
                h += "    <dl class=\"effects\"><div><dt>Insertion</dt><dd><code>\(e(insertion.isEmpty ? "identity" : insertion.joined(separator: " + ")))</code></dd></div>"
                h += "<div><dt>Removal</dt><dd><code>\(e(removal.isEmpty ? "identity" : removal.joined(separator: " + ")))</code></dd></div></dl>\n"
            }
            h += "    <table><thead><tr><th>Drives</th><th>Animation</th><th>Stiffness</th><th>Damping</th><th>Settles (unit change)</th><th>Settles (\(n(canvas.size.width)) pt)</th></tr></thead><tbody>\n"
            for a in t.animations {
                let p = a.animation
                let settles = p.settles.map { String(format: "%.3f s", $0.seconds) }
                h += "      <tr><td>\(e(a.role))</td><td>\(e(p.summary))<br><code>\(e(p.swiftUI))</code></td>"
                h += "<td class=\"num\">\(p.stiffness.map { n($0) } ?? "—")</td><td class=\"num\">\(p.damping.map { n($0) } ?? "—")</td>"
                h += "<td class=\"num\">\(settles.first ?? "—")</td><td class=\"num\">\(settles.dropFirst().first ?? "—")</td></tr>\n"
            }
            if t.animations.isEmpty { h += "      <tr><td colspan=\"6\">No animation (instant changes).</td></tr>\n" }
            h += "    </tbody></table>\n"
        }
        h += """
                <p class="note">Springs are SwiftUI's animation springs, stepped at 1/300 s: stiffness k = (2π / response)², damping c = 2·√k·dampingFraction (unit mass). A spring ends when it is nearly still and within 1 % of its change, so a move of \(n(canvas.size.width)) pt ends later than an opacity change.</p>
              </div>
            </section>

            \(linkedSource(spec))<section>
              <h2>SwiftUI</h2>
              <p class="note">\(e(spec.swiftUI.note))</p>
              <pre><code>\(e(spec.swiftUI.code))</code></pre>
            </section>

            <section>
              <h2>Curves</h2>
              <p class="note">Every layer property that changes, one point per frame. Dashed orange lines are events (numbered as above), the green one is where everything has settled.</p>
              <div class="curves">
            \(curvesSVG)
              </div>
            </section>

            <section>
              <h2>Key frames</h2>
              <img class="sheet" alt="Contact sheet of \(e(spec.name)): key frames labelled with their times" src="data:image/png;base64,\(media.sheetPNG.base64EncodedString())">
            </section>

            <section>
              <h2>Data</h2>
              <p class="note">Beside this page: <code>\(e(spec.name)).spec.json</code> (every frame's layer values, schema in docs/spec.schema.json), <code>\(e(spec.name)).csv</code> (the same values, one column per layer property), <code>\(e(spec.name)).curves.svg</code> and <code>\(e(spec.name)).sheet.png</code>. Values are in points (frame, offset, blur, mask), factors (scale) and 0…1 (opacity), with 6 decimals.</p>
            </section>
            </main>
            <footer>Generated by <code>motionreel spec</code> · schema version \(MotionSpec.schemaVersion)</footer>
            <script>
            \(videoScript)
            </script>
            </body>
            </html>

            """
        return h
    }

    /// The section that shows each `swift:` link's place and source text, or nothing for a preset
    /// without links: what the motion on this page was read from.
    static func linkedSource(_ spec: MotionSpec) -> String {
        guard !spec.scene.links.isEmpty else { return "" }
        let e = MarkupText.escaped
        var h = """
            <section class="links">
              <h2>From the Swift source</h2>
              <p class="note">This preset takes its motion from the app's code, read when the spec was made: each place below, evaluated as SwiftUI would evaluate it.</p>

            """
        for link in spec.scene.links {
            h += "  <h3><code>\(e(link.path)):\(link.line)</code> — \(e(link.site)) <span class=\"role\">(\(e(link.role)))</span></h3>\n"
            h += "  <pre><code>\(e(link.source))</code></pre>\n"
        }
        return h + "</section>\n\n"
    }

    /// Installed first, in <head>: collects errors before anything else can fail.
    static let recorderScript = """
        (function () {
          var errors = [];
          function sync() {
            if (document.body) document.body.dataset.errors = JSON.stringify(errors);
          }
          window.__specRecord = function (message) { errors.push(String(message)); sync(); };
          window.__specSync = sync;
          window.onerror = function (message, source, line) { window.__specRecord(message + " (line " + line + ")"); };
          window.addEventListener("unhandledrejection", function (event) { window.__specRecord("unhandled rejection: " + event.reason); });
          var consoleError = console.error;
          console.error = function () {
            window.__specRecord(Array.prototype.join.call(arguments, " "));
            return consoleError.apply(console, arguments);
          };
        })();
        """

    /// At the end of <body>: marks the video loaded, or records why no source played.
    static let videoScript = """
        (function () {
          var body = document.body;
          var video = document.getElementById("preview");
          window.__specSync();
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
              window.__specRecord("no video source could be played");
            }
          });
          video.addEventListener("error", function () {
            body.dataset.video = "failed";
            window.__specRecord("video error " + (video.error ? video.error.code : ""));
          });
        })();
        """

    static let style = """
        :root { --ink: #1d1d1f; --muted: #6e6e73; --line: #e5e5ea; --paper: #ffffff; --wash: #f5f5f7; --accent: #0a84ff; --event: #b86200; }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--wash); color: var(--ink); font: 15px/1.5 Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", "Helvetica Neue", Arial, sans-serif; -webkit-font-smoothing: antialiased; }
        header, main, footer { max-width: 1120px; margin: 0 auto; padding: 0 32px; }
        header { padding-top: 40px; padding-bottom: 8px; }
        .eyebrow { margin: 0; color: var(--accent); font-weight: 600; font-size: 13px; letter-spacing: .04em; text-transform: uppercase; }
        h1 { margin: 4px 0 8px; font-size: 40px; line-height: 1.1; letter-spacing: -.02em; }
        .lede { margin: 0 0 12px; color: var(--muted); font-size: 17px; }
        h2 { font-size: 22px; margin: 0 0 12px; letter-spacing: -.01em; }
        h3 { font-size: 15px; margin: 20px 0 8px; }
        .facts { display: flex; flex-wrap: wrap; gap: 12px; margin: 16px 0 0; }
        .facts div { background: var(--paper); border-radius: 12px; padding: 10px 16px; box-shadow: 0 1px 2px rgba(0,0,0,.06); }
        dt { color: var(--muted); font-size: 12px; text-transform: uppercase; letter-spacing: .04em; }
        dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
        section { background: var(--paper); border-radius: 18px; padding: 28px; margin: 24px 0; box-shadow: 0 1px 3px rgba(0,0,0,.06); }
        .preview { display: grid; grid-template-columns: minmax(200px, 300px) 1fr; gap: 32px; align-items: start; }
        figure { margin: 0; }
        video { width: 100%; height: auto; border-radius: 22px; background: #000; box-shadow: 0 8px 30px rgba(0,0,0,.18); }
        figcaption { color: var(--muted); font-size: 12px; margin-top: 10px; }
        .events { padding-left: 22px; margin: 0 0 20px; }
        .events li { margin: 4px 0; }
        .time { display: inline-block; min-width: 68px; color: var(--event); font-weight: 600; font-variant-numeric: tabular-nums; }
        .effects { display: flex; gap: 24px; margin: 0 0 10px; }
        table { width: 100%; border-collapse: collapse; font-size: 13px; }
        th { text-align: left; color: var(--muted); font-weight: 500; border-bottom: 1px solid var(--line); padding: 6px 8px; }
        td { border-bottom: 1px solid var(--line); padding: 8px; vertical-align: top; }
        td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        code, pre { font-family: "SF Mono", ui-monospace, Menlo, "DejaVu Sans Mono", monospace; font-size: 12.5px; }
        td code, dd code { color: #5e2ca5; }
        pre { background: #1d1d1f; color: #f5f5f7; border-radius: 12px; padding: 18px 20px; overflow-x: auto; line-height: 1.55; }
        .note { color: var(--muted); font-size: 13px; }
        .curves { overflow-x: auto; }
        .curves svg { max-width: 100%; height: auto; }
        .sheet { max-width: 100%; height: auto; border-radius: 8px; }
        footer { color: var(--muted); font-size: 12px; padding-bottom: 40px; }
        @media (max-width: 760px) { .preview { grid-template-columns: 1fr; } }
        """
}
