import Foundation
import Preset
import Scene

/// A page of the tabs or stack scene made of layers: `content: { layers: [ … ] }`, or
/// `content: { layers: screens/home.yaml }`, a file whose top level is a list of layers.
///
/// The layers are those of the `layers` kind (groups, gradients, strokes, shadows, text,
/// images), in the page's own points: (0, 0) is the page's top-left corner, and a layer without
/// a frame fills the page. A page is static — no event addresses its layers, so its ids are its
/// own — and it is kept as the layers' states at rest, drawn once as one picture that the
/// page's transition moves. Paths inside a page file (images, fonts) start at the page file's
/// folder, and its mistakes are reported at the page file's own lines. A page file holds layers
/// only, never another page file, so page files cannot name each other in a loop.
extension DocumentReader {
    /// A page's content where it may be made of layers; `page` is the page's size in points (an
    /// image not of its shape is warned about) and `files` the page files the scene has read so far.
    func decodePageContent(_ field: Field, page: Size, files: PageFiles) -> Content? {
        decodeContent(field, frame: page) { self.decodePageLayers($0, page: page, files: files) }
    }

    /// The value of `layers:`: a list of layers, or the path of a file of them.
    private func decodePageLayers(_ field: Field, page: Size, files: PageFiles) -> Content? {
        switch field.node {
        case .sequence:
            return layerPage(field, page: page, file: nil)
        case .scalar where !field.isNull:
            guard let read = readPageFile(field, files: files) else { return nil }
            return files.page(read.url) {
                let (root, reader) = read.document
                defer { adoptProblems(of: reader) }
                guard case .sequence = root.node else {
                    reader.invalid(root, "a page file's top level is a list of layers, "
                                   + "e.g. - { id: title, text: { text: Home } }; found \(root.found)")
                    return nil
                }
                return reader.layerPage(root, page: page, file: read.url)
            }
        default:
            invalid(field, "layers is a list of layers or the path of a file of layers, e.g. "
                    + "layers: screens/home.yaml; found \(field.found)")
            return nil
        }
    }

    /// The page the layers of `field` make, at rest, with every file its drawing reads.
    private func layerPage(_ field: Field, page: Size, file: URL?) -> Content? {
        var tree = LayerTreeReading()
        guard let specs = decodeLayerList(field, container: page, depth: 0, tree: &tree) else { return nil }
        let scene = LayersScene(layers: specs)
        // The layers timeline's first frame is the tree at rest: groups' children filled in,
        // drawing order by z, group opacity passed down, all as a layers scene draws them.
        let rest = Canvas(size: page, scale: 1, fps: 60, background: .white)
        let states = LayersTimeline(scene, canvas: rest, hold: 0, reduceMotion: false).state(at: 0).layers
        var read: [URL] = []
        for url in [file].compactMap({ $0 }) + scene.sourceFiles where !read.contains(url) { read.append(url) }
        return .layers(LayerPage(layers: states, files: read))
    }
}
