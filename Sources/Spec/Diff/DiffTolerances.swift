import Foundation
import Scene
import SpecModel

/// How far a value may move before a diff calls it a change: a difference *equal* to the
/// tolerance is not a change, anything above it is.
///
/// Each field is one ``Setting`` of the table below, where its default, its limit, its key in
/// `.motionreel.yaml` and its command-line option are declared.
public struct DiffTolerances: Sendable, Equatable, CustomStringConvertible {
    /// Points: frames, offsets, masks, blur, shadows, clips (and z-index, whose steps are whole).
    public var geometry: Double = Setting.geometry.defaultValue
    /// Opacity, 0…1.
    public var opacity: Double = Setting.opacity.defaultValue
    /// Scale factors, and the unit quantities of anchors and 3-D axes.
    public var scale: Double = Setting.scale.defaultValue
    /// Degrees.
    public var rotation: Double = Setting.rotation.defaultValue
    /// 8-bit levels of a colour component (shadow colours), compared after rounding to levels.
    public var colorLevels: Int = Int(Setting.color.defaultValue)
    /// 8-bit levels of a key frame's pixel channel.
    public var pixelLevels: Int = Int(Setting.pixels.defaultValue)

    public init() {}

    /// The value of `setting`; levels are whole numbers, so one set here is rounded down.
    public subscript(setting: Setting) -> Double {
        get {
            switch setting.field {
            case .decimal(let path): self[keyPath: path]
            case .levels(let path): Double(self[keyPath: path])
            }
        }
        set {
            switch setting.field {
            case .decimal(let path): self[keyPath: path] = newValue
            case .levels(let path): self[keyPath: path] = Int(newValue.rounded(.down))
            }
        }
    }

    /// "geometry 0.5 pt, opacity 0.005, …, pixels 2 levels": every tolerance, by its key in
    /// `.motionreel.yaml`, as the reports state them.
    public var description: String {
        Setting.all.map { "\($0.key) \($0.format(self[$0]))" }.joined(separator: ", ")
    }

    /// Whether `old` and `new` of `property` (a spec property name such as `offset.x`) differ by
    /// more than its tolerance; and the difference in the property's own unit.
    func compare(_ property: String, _ old: Double, _ new: Double) -> (changed: Bool, difference: Double) {
        switch Kind(property) {
        case .color:
            let levels = abs((old * 255).rounded() - (new * 255).rounded())
            return (levels > Double(colorLevels), levels)
        case let kind:
            // Specs hold numbers to SpecNumber.decimals; finer than that is binary rounding
            // (0.505 − 0.5 = 0.005000000000000004), which must not tip a value over its tolerance.
            let precision = pow(10, Double(SpecNumber.decimals))
            let difference = (abs(old - new) * precision).rounded() / precision
            return (difference > tolerance(kind), difference)
        }
    }

    func tolerance(_ kind: Kind) -> Double {
        Self.settings[kind].map { self[$0] } ?? 0
    }

    /// The setting each kind of property is compared with.
    private static let settings = Dictionary(uniqueKeysWithValues: Setting.all.compactMap { setting in
        setting.kind.map { ($0, setting) }
    })
}

extension DiffTolerances {
    /// Which of the diff's tolerances a property is compared with, from the unit the property table
    /// gives it (``Scene/VisualProperty``).
    public enum Kind: Sendable, CaseIterable {
        case geometry, opacity, scale, rotation, color

        /// The tolerance for `unit`: points and drawing order are geometry (z-index steps are whole).
        public init(_ unit: PropertyUnit) {
            switch unit {
            case .points, .order: self = .geometry
            case .fraction: self = .opacity
            case .factor: self = .scale
            case .degrees: self = .rotation
            case .colorComponent: self = .color
            }
        }

        /// The class of the property called `name`; `visible` (a layer shown on one side only) is a
        /// factor, and a name the table does not know (a spec from another version) is geometry.
        public init(_ name: String) {
            if name == "visible" { self = .scale }
            else { self = VisualProperty.named(name).map { Kind($0.unit) } ?? .geometry }
        }

        /// The properties compared with this tolerance, a group named once when all of it is
        /// (`frame, offset, rotation3D.anchorZ, …`): what the diff command's help lists.
        public var propertyNames: String {
            func names(_ properties: [VisualProperty], depth: Int) -> [String] {
                var result: [String] = []
                var seen = Set<String>()
                for property in properties {
                    let head = property.name.split(separator: ".").prefix(depth + 1).joined(separator: ".")
                    guard seen.insert(head).inserted else { continue }
                    let members = VisualProperty.all.filter { $0.name == head || $0.name.hasPrefix(head + ".") }
                    let mine = members.filter { Kind($0.unit) == self }
                    if mine.isEmpty { continue }
                    result += mine.count == members.count ? [head] : names(mine, depth: depth + 1)
                }
                return result
            }
            return names(VisualProperty.all, depth: 0).joined(separator: ", ")
        }

        /// The unit a report writes after a difference.
        var symbol: String {
            switch self {
            case .geometry: "pt"
            case .opacity: ""
            case .scale: "×"
            case .rotation: "°"
            case .color: "levels"
            }
        }
    }
}

extension DiffTolerances {
    /// One tolerance, declared once: its key in `.motionreel.yaml`, its command-line option, what
    /// it applies to and in what unit, its default and its limit. The file's reader
    /// (``DiffConfig``), `motionreel diff`'s options (their help and their checks), the reports'
    /// tolerance sentence and the table of docs/diff.md all read it.
    public struct Setting: Sendable, Hashable, CustomStringConvertible {
        /// Its key under `diff.tolerances` and under a preset's name in `.motionreel.yaml`.
        public let key: String
        /// Its command-line option without the dashes (`tolerance` is `--tolerance`).
        public let option: String
        /// The option's value as help names it: `pt`, `levels`.
        public let valueName: String
        /// What it is and its unit, for help: "Geometry tolerance, points".
        public let summary: String
        /// The properties compared with it (nil for the key frames' pixels) …
        public let kind: Kind?
        /// … and what else it applies to, in words.
        let also: String?
        /// The built-in value.
        public let defaultValue: Double
        /// The largest value it may have; the least is 0.
        public let maximum: Double
        /// After a value: " pt", "°" (levels are " level" or " levels", whatever this says).
        let suffix: String
        fileprivate let field: Field

        /// The field of ``DiffTolerances`` it is: a decimal, or whole 8-bit levels.
        fileprivate enum Field: Sendable {
            case decimal(WritableKeyPath<DiffTolerances, Double> & Sendable)
            case levels(WritableKeyPath<DiffTolerances, Int> & Sendable)
        }

        /// Frames, offsets, masks, blur, shadows and clips, in points; z-index, whose steps are whole.
        public static let geometry = Setting(key: "geometry", option: "tolerance", valueName: "pt", summary: "Geometry tolerance, points",
                                             kind: .geometry, also: nil, defaultValue: 0.5, maximum: 10_000, suffix: " pt", field: .decimal(\.geometry))
        /// Opacity, 0…1.
        public static let opacity = Setting(key: "opacity", option: "opacity-tolerance", valueName: "value", summary: "Opacity tolerance (0…1)",
                                            kind: .opacity, also: nil, defaultValue: 0.005, maximum: 1, suffix: "", field: .decimal(\.opacity))
        /// Scale factors and the unit quantities of anchors and 3-D axes; `LAYER.visible` too.
        public static let scale = Setting(key: "scale", option: "scale-tolerance", valueName: "value", summary: "Scale tolerance, a factor",
                                          kind: .scale, also: "a layer shown on one side only", defaultValue: 0.005, maximum: 1_000, suffix: "",
                                          field: .decimal(\.scale))
        /// Rotations and 3-D angles, in degrees.
        public static let rotation = Setting(key: "rotation", option: "rotation-tolerance", valueName: "degrees", summary: "Rotation tolerance, degrees",
                                             kind: .rotation, also: nil, defaultValue: 0.5, maximum: 36_000, suffix: "°", field: .decimal(\.rotation))
        /// Shadow colours' components, in 8-bit levels after rounding.
        public static let color = Setting(key: "color", option: "color-tolerance", valueName: "levels", summary: "Colour tolerance, 8-bit levels",
                                          kind: .color, also: nil, defaultValue: 1, maximum: 255, suffix: "", field: .levels(\.colorLevels))
        /// Each channel of a key frame's pixels, in 8-bit levels: what catches a colour or text
        /// change with identical motion.
        public static let pixels = Setting(key: "pixels", option: "pixel-tolerance", valueName: "levels", summary: "Pixel tolerance, 8-bit levels",
                                           kind: nil, also: "each channel of a key frame's pixels", defaultValue: 2, maximum: 255, suffix: "",
                                           field: .levels(\.pixelLevels))

        /// Every tolerance, in the order help, the docs and the reports list them.
        public static let all = [geometry, opacity, scale, rotation, color, pixels]

        /// The setting whose key in `.motionreel.yaml` is `key`.
        public static func named(_ key: String) -> Setting? { all.first { $0.key == key } }

        /// `--tolerance`.
        public var flag: String { "--\(option)" }

        /// Whether its values are whole 8-bit levels.
        public var isLevels: Bool {
            if case .levels = field { return true }
            return false
        }

        /// What it applies to: "frame, offset, …, clip, zIndex"; "each channel of a key frame's pixels".
        public var appliesTo: String { [kind?.propertyNames, also].compactMap { $0 }.joined(separator: ", ") }

        /// What a value must be: "between 0 and 10000", "a whole number of levels between 0 and 255".
        public var requirement: String {
            (isLevels ? "a whole number of levels between 0 and " : "between 0 and ") + SpecNumber.format(maximum)
        }

        /// Whether `value` is allowed: finite, within 0 … ``maximum``, whole for levels.
        public func allows(_ value: Double) -> Bool {
            value.isFinite && value >= 0 && value <= maximum && (!isLevels || value == value.rounded())
        }

        /// `value` in its unit: "0.5 pt", "0.005", "0.5°", "1 level", "2 levels".
        public func format(_ value: Double) -> String {
            SpecNumber.format(value) + (isLevels ? (value == 1 ? " level" : " levels") : suffix)
        }

        public var description: String { key }

        public static func == (a: Setting, b: Setting) -> Bool { a.key == b.key }
        public func hash(into hasher: inout Hasher) { hasher.combine(key) }
    }

    /// Some of the tolerances, each given or not, to put over others: a `.motionreel.yaml`'s
    /// `diff.tolerances` or a preset's entry there, or the options given on the command line.
    public struct Overrides: Sendable, Equatable, CustomStringConvertible {
        private var values: [Setting: Double] = [:]

        public init() {}

        public init(_ values: [(Setting, Double)]) {
            for (setting, value) in values { self.values[setting] = value }
        }

        /// The value given for `setting`, if any.
        public subscript(setting: Setting) -> Double? {
            get { values[setting] }
            set { values[setting] = newValue }
        }

        /// The values given, in the table's order.
        public var given: [(setting: Setting, value: Double)] {
            Setting.all.compactMap { setting in values[setting].map { (setting, $0) } }
        }

        public var isEmpty: Bool { values.isEmpty }

        /// `tolerances` with these values in place of its own.
        public func applied(to tolerances: DiffTolerances) -> DiffTolerances {
            var result = tolerances
            for (setting, value) in values { result[setting] = value }
            return result
        }

        /// "pixels 6 levels, geometry 1 pt": the values given, as the reports state them.
        public var description: String {
            given.map { "\($0.setting.key) \($0.setting.format($0.value))" }.joined(separator: ", ")
        }
    }
}
