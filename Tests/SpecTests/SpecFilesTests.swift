import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Motion
import Scene
import Spec
import Testing

@Suite("NAME.csv and NAME.curves.svg")
struct SpecFilesTests {
    @Test("the CSV has a row per frame and a column per layer property, equal to the JSON")
    func csvAgreesWithJSON() throws {
        let bundle = try SpecBundle(SpecFixture.tabs([(0, 0), (0.25, 1)]))
        let json = try Decode.json(bundle.json)
        let frames = try #require(json["frames"] as? [[String: Any]])
        let lines = bundle.csv.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let header = lines[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        #expect(header.prefix(2) == ["frame", "time"])
        #expect(header.contains("tab.1.offset.x") && header.contains("tab.0.opacity") && header.contains("nav.zIndex"))
        // The two factors of scaleEffect(x:y:) right after the uniform scale, and the hue after the blur.
        let scales = try #require(header.firstIndex(of: "tab.0.scale"))
        #expect(Array(header[scales...].prefix(3)) == ["tab.0.scale", "tab.0.scaleX", "tab.0.scaleY"])
        let blur = try #require(header.firstIndex(of: "tab.0.blur"))
        #expect(header[blur + 1] == "tab.0.hueRotation")
        #expect(lines.count - 1 == frames.count)
        for (row, frame) in zip(lines.dropFirst(), frames) {
            let cells = row.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            #expect(cells.count == header.count)
            #expect(Double(cells[1]) == Decode.number(frame["time"]))
            let layers = Dictionary(uniqueKeysWithValues: (frame["layers"] as? [[String: Any]] ?? []).map { ($0["id"] as? String ?? "", $0) })
            for (column, cell) in zip(header.dropFirst(2), cells.dropFirst(2)) {
                let id = try #require(json["layers"] as? [String]).first { column.hasPrefix($0 + ".") } ?? ""
                let path = column.dropFirst(id.count + 1).split(separator: ".").map(String.init)
                guard let layer = layers[id] else {
                    #expect(cell.isEmpty, "\(column): the layer is absent, the cell is empty")
                    continue
                }
                var value: Any? = layer
                for key in path { value = (value as? [String: Any])?[key] }
                if let number = Decode.number(value) {
                    #expect(Double(cell) == number, "\(column) frame \(frame["index"] ?? "")")
                } else {
                    #expect(cell.isEmpty, "\(column): no mask, no value")
                }
            }
        }
    }

    @Test("the curves are well-formed XML with a chart per changing property", arguments: [false, true])
    func svgIsWellFormed(masked: Bool) throws {
        let transition = masked
            ? Transition(insertion: [.mask(MaskEffect(.inset(40), cornerRadius: 24)), .blur(radius: 8)], removal: [.opacity])
            : .slideAndFade
        let bundle = try SpecBundle(SpecFixture.tabs([(0, 0), (0.25, 1)], transition: transition))
        let svg = bundle.curvesSVG
        let checker = XMLChecker()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = checker
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(checker.root == "svg")
        let titles = checker.texts.filter { $0.contains(" · ") }
        let changing = bundle.spec.changingProperties
        #expect(titles.count == changing.count)
        #expect(checker.texts.contains("time (s)"), "axis labelled")
        if masked {
            #expect(changing.contains { $0.layer == "tab.1" && $0.property.name == "mask.cornerRadius" })
            #expect(changing.contains { $0.layer == "tab.1" && $0.property.name == "blur" })
        } else {
            #expect(Set(changing.map { "\($0.layer).\($0.property.name)" })
                    .isSuperset(of: ["tab.0.offset.x", "tab.0.opacity", "tab.1.offset.x", "tab.1.opacity"]))
        }
        #expect(checker.count("polyline") >= changing.count)
    }
}

/// Collects what an XMLParser sees.
final class XMLChecker: NSObject, XMLParserDelegate {
    var root: String?
    var elements: [String] = []
    var texts: [String] = []
    private var text = ""

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if root == nil { root = name }
        elements.append(name)
        if name == "text" { text = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text" { texts.append(text) }
    }

    func count(_ name: String) -> Int { elements.filter { $0 == name }.count }
}
