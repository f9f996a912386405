/// Placeholder until the page lands.
enum PreviewPage {
    static let html = "<!doctype html><title>preview</title>"
}
