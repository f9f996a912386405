/// Text made safe inside HTML, SVG and XML: in element content and in double-quoted attribute
/// values, which is how every page, chart and report MotionReel writes quotes its attributes.
public enum MarkupText {
    /// `&`, `<`, `>` and `"` as entities; everything else as it is.
    public static func escaped(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
