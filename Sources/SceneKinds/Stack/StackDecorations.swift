import Foundation
import Motion
import Scene

/// What floats above every tab's pages: a tab bar and a mini-player. Decorations belong to no tab
/// and never move; only the tab bar's highlight changes, at a `select`, without animating.
public struct StackDecorations: Sendable, Hashable {
    /// The tab bar: the tabs scene's nav chrome, one item per tab.
    public var tabBar: Nav?
    public var miniPlayer: MiniPlayer?

    public init(tabBar: Nav? = nil, miniPlayer: MiniPlayer? = nil) {
        self.tabBar = tabBar
        self.miniPlayer = miniPlayer
    }

    /// A now-playing bar, as Music and Podcasts float one just above their tab bar.
    public struct MiniPlayer: Sendable, Hashable {
        public var height: Double
        public var title: String
        /// The artwork's colour.
        public var accent: Color

        public init(height: Double, title: String = "", accent: Color = Color(red: 1, green: 0.42, blue: 0.42)) {
            self.height = height
            self.title = title
            self.accent = accent
        }

        /// Gap to the canvas sides and to the tab bar below it, in points.
        public static let margin = 8.0
        public static let cornerRadius = 14.0
    }

    /// The tab bar's capsule sits this far above the bottom of its band (the home indicator's
    /// room, as the nav painter lays it out), so the mini-player keeps clear of it.
    static let tabBarBottomInset = 28.0
    static let tabBarCapsuleHeight = 62.0

    /// The decoration layers for a `canvas`, with tab `selected` highlighted: the same frames in
    /// every frame of the film.
    public func layers(canvas: Canvas, selected: Int) -> [LayerState] {
        var layers: [LayerState] = []
        let width = canvas.size.width, height = canvas.size.height
        var bottom = height
        if let tabBar {
            layers.append(LayerState(
                id: "decoration.tabBar", content: .nav(tabBar, selected: selected),
                frame: Rect(x: 0, y: height - tabBar.height, width: width, height: tabBar.height),
                zIndex: StackScene.chromeZIndex))
            // The player floats above the capsule, not above the whole (partly transparent) band.
            let capsule = min(Self.tabBarCapsuleHeight, tabBar.height - 8)
            let inset = min(Self.tabBarBottomInset, max(0, tabBar.height - capsule - 8))
            bottom = height - inset - max(capsule, 0)
        }
        if let miniPlayer {
            layers += Self.miniPlayerLayers(miniPlayer, width: width, bottom: bottom - MiniPlayer.margin,
                                            appearance: canvas.appearance)
        }
        return layers
    }

    /// The player from shapes: a hairline-edged card (white in light appearance; in dark, iOS's
    /// #1C1C1E card with a #38383A edge and white ink, as the themed chrome), artwork, title and a
    /// pause glyph.
    static func miniPlayerLayers(_ player: MiniPlayer, width: Double, bottom: Double,
                                 appearance: Appearance = .light) -> [LayerState] {
        let m = MiniPlayer.margin, h = player.height
        let card = Rect(x: m, y: bottom - h, width: width - 2 * m, height: h)
        let z = StackScene.chromeZIndex + 1
        let dark = appearance == .dark
        let hairline = dark ? Color(red: 0x38 / 255.0, green: 0x38 / 255.0, blue: 0x3A / 255.0)
            : Color(red: 0, green: 0, blue: 0, alpha: 0.08)
        let ink = dark ? Color(red: 1, green: 1, blue: 1) : Color(red: 0.11, green: 0.11, blue: 0.12)
        let surface = dark ? Color(red: 0x1C / 255.0, green: 0x1C / 255.0, blue: 0x1E / 255.0) : Color.white
        let art = max(h - 16, 0)
        var layers = [
            LayerState(id: "decoration.miniPlayer.edge", content: .shape(.roundedRect(fill: hairline, cornerRadius: MiniPlayer.cornerRadius + 0.5)),
                       frame: Rect(x: card.minX - 0.5, y: card.minY - 0.5, width: card.width + 1, height: card.height + 1), zIndex: z),
            LayerState(id: "decoration.miniPlayer", content: .shape(.roundedRect(fill: surface, cornerRadius: MiniPlayer.cornerRadius)),
                       frame: card, zIndex: z),
            LayerState(id: "decoration.miniPlayer.artwork", content: .shape(.roundedRect(fill: player.accent, cornerRadius: 8)),
                       frame: Rect(x: card.minX + 8, y: card.minY + 8, width: art, height: art), zIndex: z),
        ]
        let glyph = 18.0, glyphX = card.maxX - 16 - glyph, glyphY = card.minY + (h - glyph) / 2
        if !player.title.isEmpty {
            let textX = card.minX + 8 + art + 12
            layers.append(LayerState(
                id: "decoration.miniPlayer.title",
                content: .shape(.text(TextStyle(player.title, size: 15, weight: .semibold, color: ink))),
                frame: Rect(x: textX, y: card.minY, width: max(glyphX - 12 - textX, 0), height: h), zIndex: z))
        }
        for (i, x) in [glyphX + 3, glyphX + glyph - 8].enumerated() {
            layers.append(LayerState(
                id: "decoration.miniPlayer.pause\(i)", content: .shape(.roundedRect(fill: ink, cornerRadius: 1.5)),
                frame: Rect(x: x, y: glyphY, width: 5, height: glyph), zIndex: z))
        }
        return layers
    }
}
