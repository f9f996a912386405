/// One GIF frame of the first pass, as ``RegionSpool`` keeps it: what changed since the frame
/// before (an empty region when nothing did) and its place on the timeline.
struct GIFSpoolRecord: SpoolRecord {
    var region: PixelRegion
    /// Centiseconds.
    var start, delay: Int

    static let fieldCount = 2
}

// In an extension, so Swift still writes the memberwise initializer.
extension GIFSpoolRecord {
    init(region: PixelRegion, fields: UnsafePointer<Int>) {
        self.init(region: region, start: fields[0], delay: fields[1])
    }

    func store(into fields: UnsafeMutablePointer<Int>) {
        fields[0] = start
        fields[1] = delay
    }
}
