import Foundation
import Motion
import Scene

/// The calendar scene over time: dials appearing row by row, months paging on a spring or by a
/// scripted scroll that snaps, labels changing, taps and rings filling.
///
/// Layers, back to front: Reduce Motion ghosts (`ghost.N.…`), the month pages' dials
/// (`dial.2026-11-14.ripple` while a tap's ripple runs, `.today`, `.ring`, `.number`; clipped to
/// the month area), the weekday header
/// (`weekday.0` …) and the labels (`label.N.year`, `label.N.month`).
public struct CalendarTimeline: Timeline {
    public let canvas: Canvas
    public let scene: CalendarScene
    public let layout: CalendarLayout
    public let reduceMotion: Bool
    public let settleTime: Double
    public let frameCount: Int
    let pages: CalendarPages
    let labels: CalendarLabels
    let dials: CalendarDials

    public init(_ scene: CalendarScene, canvas: Canvas, hold: Double, reduceMotion: Bool) {
        self.canvas = canvas
        self.scene = scene
        self.reduceMotion = reduceMotion
        layout = CalendarLayout(canvas: canvas.size)
        let clock = SampleClock(rate: Double(canvas.fps))
        var pages = CalendarPages(animation: scene.animations.page, reduceMotion: reduceMotion, clock: clock)
        var labels = CalendarLabels(scene.month, animations: scene.animations, reduceMotion: reduceMotion, clock: clock)
        var dials = CalendarDials(scene, reduceMotion: reduceMotion, clock: clock)
        var page = 0
        var appeared = false
        // While a scripted drag runs the finger is down: nothing else can start before it is
        // lifted, so an event inside a drag happens at its end (the preset loader rejects them).
        var busyUntil = -Double.infinity
        var lastEvent = 0.0

        for event in scene.timeline {
            let t = max(event.at, busyUntil)
            lastEvent = max(lastEvent, t)
            dials.applyReleases(upTo: t)
            let month = scene.month.adding(months: page)
            switch event.action {
            case .appear:
                guard !appeared else { continue }
                appeared = true
                dials.appear(month, at: t)
            case .month(let step):
                pages.page(from: page, by: step.sign, at: t)
                page += step.sign
                labels.change(to: scene.month.adding(months: page), step: step, at: t)
            case .scroll(let offset, let duration):
                pages.drag(from: page, by: offset, duration: duration, at: t)
                let release = t + duration
                let step = CalendarMotion.snapStep(scrolledBy: offset)
                pages.snap(to: page + step, at: release)
                if step != 0 {
                    page += step
                    labels.change(to: scene.month.adding(months: page), step: step > 0 ? .next : .previous, at: release)
                }
                busyUntil = release
                lastEvent = max(lastEvent, release)
            case .tap(let day):
                dials.tap(CalendarDay(month, day: day), at: t)
            case .progress(let day, let value):
                dials.fill(CalendarDay(month, day: day), to: value, at: t)
            }
        }
        dials.applyReleases()
        self.pages = pages
        self.labels = labels
        self.dials = dials
        let settle = max(pages.settleTime, labels.settleTime, dials.settleTime, lastEvent)
        settleTime = settle
        frameCount = Self.frameCount(settle: settle, hold: hold, fps: canvas.fps)
    }

    /// The month whose page is nearest the top of the month area at `time`.
    public func month(at time: Double) -> YearMonth {
        let page = (pages.position.value(at: time) / CalendarMotion.monthHeight).rounded()
        return scene.month.adding(months: Int(clamping: page))
    }

    /// Layer z-order bands.
    enum Z {
        static let ghosts = 1.0
        static let pages = 2.0
        static let header = 3.0
    }

    public func state(at time: Double) -> FrameState {
        var layers: [LayerState] = []
        for (index, ghost) in pages.ghosts(at: time) {
            let fade = min(max(ghost.opacity.value(at: time), 0), 1)
            layers += dialLayers(page: ghost.page, offset: ghost.offset, fade: fade, prefix: "ghost.\(index).",
                                 z: Z.ghosts, at: time)
        }
        for (page, offset) in pages.visiblePages(at: time) {
            layers += dialLayers(page: page, offset: offset, fade: pages.opacity(of: page, at: time), prefix: "",
                                 z: Z.pages, at: time)
        }
        layers += weekdayLayers()
        layers += labelLayers(at: time)
        return FrameState(index: Self.frameIndex(at: time, fps: canvas.fps), time: time, layers: layers)
    }

    /// The dials of page `page` (its month's days), moved by `offset` and faded by `fade`.
    func dialLayers(page: Int, offset: Double, fade: Double, prefix: String, z: Double, at time: Double) -> [LayerState] {
        guard fade > 0 else { return [] }
        let month = scene.month.adding(months: page)
        let grid = scene.grid(month)
        let clip = layout.monthArea
        let displacement = Point(x: 0, y: offset)
        var layers: [LayerState] = []
        for day in grid.days {
            let date = CalendarDay(month, day: day)
            let look = dials.look(date, at: time)
            let opacity = look.opacity * fade
            guard opacity > 0 else { continue }
            let frame = layout.dial(grid.cell(of: day))
            let id = "\(prefix)dial.\(date)"
            func layer(_ part: String, _ shape: Shape, frame: Rect, z: Double) -> LayerState {
                LayerState(id: "\(id).\(part)", content: .shape(shape), frame: frame, offset: displacement,
                           opacity: opacity, zIndex: z, clip: clip, scale: look.scale, anchor: .center)
            }
            let isToday = date == scene.today
            if isToday {
                layers.append(layer("today", .circle(fill: scene.accent.withAlpha(CalendarLayout.todayAlpha)),
                                    frame: layout.todayDisc(in: frame), z: z))
            }
            let ring = Shape.ring(track: scene.accent.withAlpha(CalendarLayout.trackAlpha), fill: scene.accent,
                                  progress: look.progress, lineWidth: layout.ringWidth)
            layers.append(layer("ring", ring, frame: frame, z: z + 0.1))
            if let ripple = rippleLayer(date, id: id, frame: frame, offset: displacement, opacity: opacity, z: z, at: time) {
                layers.append(ripple)
            }
            layers.append(layer("number", .text(numberStyle(date, isToday: isToday)), frame: frame, z: z + 0.2))
        }
        return layers
    }

    /// The ripple of a tap on `date` at `time`, behind the dial: the dial's ring drawn in the
    /// accent, grown by ``CalendarMotion/rippleScale`` and faded from
    /// ``CalendarMotion/rippleOpacity`` as the ripple runs (not grown with Reduce Motion).
    func rippleLayer(_ date: CalendarDay, id: String, frame: Rect, offset: Point, opacity: Double, z: Double,
                     at time: Double) -> LayerState? {
        guard let progress = dials.ripple(date, at: time) else { return nil }
        let alpha = CalendarMotion.rippleOpacity * (1 - progress) * opacity
        guard alpha > 0 else { return nil }
        let scale = reduceMotion ? 1 : 1 + (CalendarMotion.rippleScale - 1) * progress
        let ring = Shape.ring(track: scene.accent, fill: scene.accent, progress: 0, lineWidth: layout.ringWidth)
        return LayerState(id: "\(id).ripple", content: .shape(ring), frame: frame, offset: offset, opacity: alpha,
                          zIndex: z - 0.05, clip: layout.monthArea, scale: scale, anchor: .center)
    }

    /// A day's number: today's in the accent colour, later days lighter than earlier ones.
    func numberStyle(_ date: CalendarDay, isToday: Bool) -> TextStyle {
        var color = CalendarLayout.primaryText
        if isToday {
            color = scene.accent
        } else if let today = scene.today, date.isAfter(today) {
            color = CalendarLayout.futureText
        }
        return TextStyle(String(date.day), size: layout.daySize, weight: isToday ? .bold : .semibold,
                         color: color, alignment: .center)
    }

    func weekdayLayers() -> [LayerState] {
        scene.grid(scene.month).columnWeekdays.enumerated().map { column, weekday in
            LayerState(id: "weekday.\(column)",
                       content: .shape(.text(TextStyle(weekday.abbreviation, size: layout.weekdaySize, weight: .semibold,
                                                       color: CalendarLayout.secondaryText, alignment: .center))),
                       frame: layout.weekdayCell(column), zIndex: Z.header)
        }
    }

    func labelLayers(at time: Double) -> [LayerState] {
        labels.visible(at: time).flatMap { index, label -> [LayerState] in
            let opacity = min(max(label.opacity.value(at: time), 0), 1)
            guard opacity > 0 else { return [] }
            let offset = Point(x: 0, y: label.offset.value(at: time))
            let year = TextStyle(String(label.month.year), size: layout.yearSize, weight: .semibold,
                                 color: CalendarLayout.secondaryText)
            let month = TextStyle(label.month.name, size: layout.monthSize, weight: .bold, color: CalendarLayout.primaryText)
            return [
                LayerState(id: "label.\(index).year", content: .shape(.text(year)), frame: layout.yearLabel,
                           offset: offset, opacity: opacity, zIndex: Z.header),
                LayerState(id: "label.\(index).month", content: .shape(.text(month)), frame: layout.monthLabel,
                           offset: offset, opacity: opacity, zIndex: Z.header),
            ]
        }
    }
}

extension CalendarDay {
    /// Whether this day comes after `other`.
    func isAfter(_ other: CalendarDay) -> Bool {
        month == other.month ? day > other.day : other.month < month
    }
}
