import Foundation
import Render
import Scene
import SpecModel
import WebPages

/// `NAME.html`: one self-contained page — the video (or, without one, a note that says why), the
/// contact sheet, the curves, the events, the parameters and the SwiftUI code — with every image
/// and video inline as a data: URI.
///
/// The page, its style and its scripts are files (`spec.html`, `spec.css`, `spec.js`,
/// `recorder.js`; `spec-transition.html` and `spec-links.html` for the parts made once per
/// transition and per page with links; `spec-video.html` or `spec-no-video.html` for the video's
/// place; all in `Sources/WebPages/Resources/`); what is made here is the data that fills them:
/// escaped names and numbers, a list item per event, a row per animation.
///
/// The page records what happened into its own `<body>` for headless checks: `data-video` is
/// `loaded` once a video source has decoded its first frame (or `failed`, or `none` on a page
/// without a video), `data-errors` is a JSON array of script errors, console errors and a video
/// that could not play.
enum SpecPage {
    /// The page's video, inline.
    struct Video {
        var mp4: Data
        /// The VP9 fallback; nil when the page carries the MP4 alone.
        var webm: Data?
        var size: (width: Int, height: Int)
        /// Whether the video is drawn at 1 pt = 1 px (the spec's own render) rather than reused.
        var pointSized = true

        var caption: String {
            "The animation\(pointSized ? " at 1 pt = 1 px" : ""), looping (H.264 MP4\(webm == nil ? "" : ", or VP9 WebM where H.264 is missing"))."
        }
    }

    struct Media {
        /// nil for a page without a video (`batch --format none`), which shows a note in its place.
        var video: Video?
        var sheetPNG: Data
    }

    static func html(_ spec: MotionSpec, curvesSVG: String, media: Media) -> String {
        let e = MarkupText.escaped
        let n = AnimationParameters.literal
        let canvas = spec.canvas
        return WebPage.make(.specPage, [
            "name": e(spec.name),
            "kind": e(spec.kind),
            "reduce-motion": spec.scene.reduceMotion ? " · Reduce Motion" : "",
            "canvas": "\(n(canvas.size.width)) × \(n(canvas.size.height)) pt @\(n(canvas.scale))x",
            "canvas-width": n(canvas.size.width),
            "fps": String(canvas.fps),
            "frame-count": String(spec.frames.count),
            "duration": String(format: "%.3f", spec.duration),
            "settle-time": String(format: "%.3f", spec.settleTime),
            "visible-end": String(format: "%.3f", spec.visibleEndTime),
            "hold": n(spec.scene.hold),
            "hold-from": spec.scene.settle == .visible ? "the visible end" : "SwiftUI's end",
            "video": media.video.map(video) ?? WebPage.make(.specNoVideo),
            "events": spec.events.map { event in
                "      <li><span class=\"time\">\(String(format: "%.3f", event.time)) s</span> \(e(event.description))</li>\n"
            }.joined(),
            "transitions": spec.transitions.map { transition($0, canvas: canvas) }.joined(),
            "links": linkedSource(spec),
            "swiftui-note": e(spec.swiftUI.note),
            "swiftui-code": e(spec.swiftUI.code),
            "curves-svg": curvesSVG,
            "sheet-png": media.sheetPNG.base64EncodedString(),
            "units": units,
            "schema-version": String(MotionSpec.schemaVersion),
        ])
    }

    /// The video's figure: the MP4, the WebM when there is one, and the caption.
    static func video(_ video: Video) -> String {
        let webm = video.webm.map {
            "      <source src=\"data:video/webm;base64,\($0.base64EncodedString())\" type='video/webm; codecs=\"vp9\"'>\n"
        }
        return WebPage.make(.specVideo, [
            "video-width": String(video.size.width),
            "video-height": String(video.size.height),
            "mp4": video.mp4.base64EncodedString(),
            "webm-source": webm ?? "",
            "caption": video.caption,
        ])
    }

    /// One transition's heading, its insertion and removal effects (a tabs scene's), and a row per
    /// animation it runs.
    static func transition(_ t: SpecTransition, canvas: Canvas) -> String {
        let e = MarkupText.escaped
        let n = AnimationParameters.literal
        var effects = ""
        if let insertion = t.insertion, let removal = t.removal {
            effects = "    <dl class=\"effects\"><div><dt>Insertion</dt><dd><code>\(e(insertion.isEmpty ? "identity" : insertion.joined(separator: " + ")))</code></dd></div>"
                + "<div><dt>Removal</dt><dd><code>\(e(removal.isEmpty ? "identity" : removal.joined(separator: " + ")))</code></dd></div></dl>\n"
        }
        var rows = ""
        for a in t.animations {
            let p = a.animation
            let settles = p.settles.map { String(format: "%.3f s", $0.seconds) }
            rows += "      <tr><td>\(e(a.role))</td><td>\(e(p.summary))<br><code>\(e(p.swiftUI))</code></td>"
            rows += "<td class=\"num\">\(p.stiffness.map { n($0) } ?? "—")</td><td class=\"num\">\(p.damping.map { n($0) } ?? "—")</td>"
            rows += "<td class=\"num\">\(settles.first ?? "—")</td><td class=\"num\">\(settles.dropFirst().first ?? "—")</td></tr>\n"
        }
        if t.animations.isEmpty { rows = "      <tr><td colspan=\"6\">No animation (instant changes).</td></tr>\n" }
        return WebPage.make(.specTransition, ["name": e(t.name), "effects": effects, "canvas-width": n(canvas.size.width), "rows": rows,
                                              "platforms": platforms(t)])
    }

    /// The transition in Compose's, Flutter's and CSS's words: each page-transition side, then
    /// each animation, every block with its closeness and a copy button.
    static func platforms(_ t: SpecTransition) -> String {
        let e = MarkupText.escaped
        var blocks = ""
        for platform in PlatformListing.Platform.allCases {
            for side in t.platforms {
                let code = platform.code(side)
                blocks += WebPage.make(.specPlatform, ["platform": platform.title, "what": e("\(side.side.rawValue) (forward)"),
                                                       "closeness": e(code.notes.joined(separator: "; ")), "code": e(code.code)])
            }
            for track in t.keyframes {
                let code = platform.code(track)
                blocks += WebPage.make(.specPlatform, ["platform": platform.title, "what": e("\(track.layer).\(track.property) keyframes"),
                                                       "closeness": e(code.notes.joined(separator: "; ")), "code": e(code.code)])
            }
            for a in t.animations {
                let code = platform.code(a.animation.platforms)
                blocks += WebPage.make(.specPlatform, ["platform": platform.title, "what": e(a.role),
                                                       "closeness": e(code.notes.joined(separator: "; ")),
                                                       "code": e(code.code)])
            }
        }
        guard !blocks.isEmpty else { return "" }
        return "    <div class=\"platforms\"><h4>Other platforms</h4>\n" + blocks + "    </div>\n"
    }

    /// The section that shows each `swift:` link's place and source text, or nothing for a preset
    /// without links: what the motion on this page was read from.
    static func linkedSource(_ spec: MotionSpec) -> String {
        guard !spec.scene.links.isEmpty else { return "" }
        let e = MarkupText.escaped
        let sites = spec.scene.links.map { link in
            "  <h3><code>\(e(link.path)):\(link.line)</code> — \(e(link.site)) <span class=\"role\">(\(e(link.role)))</span></h3>\n"
                + "  <pre><code>\(e(link.source))</code></pre>\n"
        }
        return WebPage.make(.specLinks, ["sites": sites.joined()])
    }

    /// The unit of every column of the CSV (and value of the JSON), as the property table (``VisualProperty``) has them —
    /// `pt (frame.x, frame.y, …), × (scale), …` — so the page's Data note follows the properties.
    static var units: String {
        var order: [String] = []
        var names: [String: [String]] = [:]
        for property in VisualProperty.charted {
            let unit = property.unit.symbol
            if names[unit] == nil { order.append(unit) }
            names[unit, default: []].append(property.name)
        }
        return MarkupText.escaped(order.map { "\($0) (\(names[$0, default: []].joined(separator: ", ")))" }.joined(separator: ", "))
    }
}
