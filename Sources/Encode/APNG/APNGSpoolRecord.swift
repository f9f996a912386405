/// One APNG frame of the first pass, as ``RegionSpool`` keeps it.
struct APNGSpoolRecord: SpoolRecord, Equatable {
    var region: PixelRegion
    /// Source frames that repeated the frame before this one, beyond its first.
    var heldBefore: Int
    /// Whether the frame blends over the canvas (RGBA only: its unchanged pixels are cleared).
    var blendsOver: Bool

    static let fieldCount = 2
}

// In an extension, so Swift still writes the memberwise initializer.
extension APNGSpoolRecord {
    init(region: PixelRegion, fields: UnsafePointer<Int>) {
        self.init(region: region, heldBefore: fields[0], blendsOver: fields[1] != 0)
    }

    func store(into fields: UnsafeMutablePointer<Int>) {
        fields[0] = heldBefore
        fields[1] = blendsOver ? 1 : 0
    }
}
