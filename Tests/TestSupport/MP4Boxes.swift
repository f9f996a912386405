import Foundation

/// The top-level boxes of an MP4 (ISO BMFF) file, read from their headers, so a test can check
/// the layout (`moov` before `mdat` for streaming) without taking the muxer's word for it.
public enum MP4Boxes {
    /// The top-level box types of the file at `url`, in file order (ftyp, moov, mdat, …).
    public static func topLevel(of url: URL) throws -> [String] {
        let data = [UInt8](try Data(contentsOf: url))
        var boxes: [String] = []
        var offset = 0
        while offset + 8 <= data.count {
            var size = data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            boxes.append(String(decoding: data[offset + 4..<offset + 8], as: UTF8.self))
            if size == 1, offset + 16 <= data.count {
                size = data[offset + 8..<offset + 16].reduce(0) { $0 << 8 | Int($1) }   // a 64-bit size follows
            } else if size == 0 {
                size = data.count - offset   // the box runs to the end of the file
            }
            guard size >= 8 else { break }
            offset += size
        }
        return boxes
    }
}
