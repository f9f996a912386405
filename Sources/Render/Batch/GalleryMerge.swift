import Foundation

/// One gallery from the galleries of a sharded batch: the shards' preset cards, in the merged
/// manifest's order, on the page an unsharded batch would have written.
///
/// Each shard's `index.shard-I-of-N.html` holds one `<article class="preset …">` per preset it
/// rendered (poster frames inline); the cards are taken as they are — escaped text cannot
/// contain `</article>` — so the merged page is byte for byte the unsharded one.
extension Gallery {
    /// A shard's gallery, named like its manifest.
    public static func shardFileName(_ shard: Shard) -> String { "index.shard-\(shard.index)-of-\(shard.count).html" }

    /// The merged page from the shard pages `pages`, with the cards ordered and grouped as the
    /// merged manifest's `presets`; nil when a preset's card is in none of them.
    public static func merged(pages: [String], presets: [BatchManifest.Entry]) -> String? {
        var cards: [String: String] = [:]
        for page in pages {
            var rest = page[...]
            while let start = rest.range(of: "<article class=\"preset "),
                  let end = rest[start.upperBound...].range(of: "</article>\n") {
                let card = String(rest[start.lowerBound..<end.upperBound])
                if let nameStart = card.range(of: "data-name=\""),
                   let nameEnd = card[nameStart.upperBound...].firstIndex(of: "\"") {
                    cards[String(card[nameStart.upperBound..<nameEnd])] = card
                }
                rest = rest[end.upperBound...]
            }
        }
        var ordered: [(file: String?, card: String)] = []
        for entry in presets {
            guard let card = cards[MarkupText.escaped(entry.name)] else { return nil }
            ordered.append((entry.code?.first?.file, card))
        }
        return html(cards: ordered, title: "MotionReel batch")
    }
}
