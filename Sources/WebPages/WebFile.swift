/// The files MotionReel's web pages are made of — HTML, CSS and JavaScript in
/// `Sources/WebPages/Resources/`, one concept each — as the binary carries them.
///
/// They are files so that they can be read, edited and checked as what they are, and so that a
/// tool that serves the preview page without the Swift server (`Tests/Browser/mock_preview_server.py`)
/// reads the very bytes the binary serves. SwiftPM embeds them in the code (`.embedInCode`), so
/// `motionreel` stays one file: copy it anywhere and its pages come with it, with no resource
/// bundle to find beside it.
public enum WebFile: String, CaseIterable, Sendable {
    /// The error recorder every page loads first: what headless checks read.
    case recorder = "recorder.js"

    /// `motionreel preview`'s page, which its server serves at `/`, and the files it links,
    /// which the server serves at their names.
    case previewPage = "preview.html"
    case previewStyle = "preview.css"
    case previewScript = "preview.js"

    /// `NAME.html` of a motion spec, its style and its video check; a transition's table and the
    /// section of `swift:` links are filled once per transition and once per page, and the page
    /// holds either its video or, from `batch --format none`, a note that it has none.
    case specPage = "spec.html"
    case specStyle = "spec.css"
    case specScript = "spec.js"
    case specTransition = "spec-transition.html"
    case specLinks = "spec-links.html"
    case specVideo = "spec-video.html"
    case specNoVideo = "spec-no-video.html"
    /// One platform's code on the spec page (Compose, Flutter or CSS), with its copy button.
    case specPlatform = "spec-platform.html"

    /// A batch's `index.html`, its style, and the script that counts the cards it shows.
    case galleryPage = "gallery.html"
    case galleryStyle = "gallery.css"
    case galleryScript = "gallery.js"

    /// `motionreel diff`'s `diff.html` and its style.
    case diffPage = "diff.html"
    case diffStyle = "diff.css"

    /// The file's name in `Resources/`, and the path the preview's server serves it at.
    public var name: String { rawValue }

    /// The file's text (UTF-8).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// What a server says the file is.
    public var contentType: String {
        if name.hasSuffix(".css") { return "text/css; charset=utf-8" }
        if name.hasSuffix(".js") { return "text/javascript; charset=utf-8" }
        return "text/html; charset=utf-8"
    }

    /// The bytes SwiftPM embedded (`PackageResources.<name with _ for . and ->`).
    public var bytes: [UInt8] {
        switch self {
        case .recorder: PackageResources.recorder_js
        case .previewPage: PackageResources.preview_html
        case .previewStyle: PackageResources.preview_css
        case .previewScript: PackageResources.preview_js
        case .specPage: PackageResources.spec_html
        case .specStyle: PackageResources.spec_css
        case .specScript: PackageResources.spec_js
        case .specTransition: PackageResources.spec_transition_html
        case .specLinks: PackageResources.spec_links_html
        case .specVideo: PackageResources.spec_video_html
        case .specNoVideo: PackageResources.spec_no_video_html
        case .specPlatform: PackageResources.spec_platform_html
        case .galleryPage: PackageResources.gallery_html
        case .galleryStyle: PackageResources.gallery_css
        case .galleryScript: PackageResources.gallery_js
        case .diffPage: PackageResources.diff_html
        case .diffStyle: PackageResources.diff_css
        }
    }
}
