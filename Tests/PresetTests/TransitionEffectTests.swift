import Foundation
import Motion
import Preset
import Scene
import SceneKinds
import PresetTestSupport
import Testing

/// The transition of the minimal preset with `lines` in place of its `animation: snappy` line.
private func transition(_ lines: String) throws -> Transition? {
    let scene = try PresetFixture().load(minimalPreset(["  animation: snappy": lines]))
    guard let tabs = scene.kind as? TabsScene else { return nil }
    return tabs.transition
}

/// The insertion effects of `[ EFFECTS ]`.
private func insertion(_ list: String) throws -> [TransitionEffect]? {
    try transition("  insertion: \(list)")?.insertion
}

@Suite("Every transition effect of the grammar maps to its TransitionEffect")
struct TransitionEffectTests {
    static let forms: [(String, [TransitionEffect])] = [
        ("[ opacity, identity ]", [.opacity, .identity]),
        ("[ { move: auto }, { move: top } ]", [.move(nil), .move(.top)]),
        ("[ { push: auto } ]", [.push(nil)]),
        ("[ { push: leading }, { push: trailing }, { push: top }, { push: bottom } ]",
         [.push(.leading), .push(.trailing), .push(.top), .push(.bottom)]),
        ("[ { offset: [0, 80] } ]", [.offset(x: 0, y: 80)]),
        ("[ { offset: [-12.5, 1e2] } ]", [.offset(x: -12.5, y: 100)]),
        ("[ { scale: 0.9 } ]", [.scale(0.9, anchor: UnitPoint(x: 0.5, y: 0.5))]),
        ("[ { scale: 0 } ]", [.scale(0, anchor: UnitPoint(x: 0.5, y: 0.5))]),
        ("[ { scale: { value: 1.06 } } ]", [.scale(1.06, anchor: UnitPoint(x: 0.5, y: 0.5))]),
        ("[ { scale: { value: 0.92, anchor: bottomTrailing } } ]", [.scale(0.92, anchor: UnitPoint(x: 1, y: 1))]),
        ("[ { scale: { value: 0.5, anchor: [0.25, 1] } } ]", [.scale(0.5, anchor: UnitPoint(x: 0.25, y: 1))]),
        ("[ { blur: 12 } ]", [.blur(radius: 12)]),
        ("[ { opacity: 0.3 } ]", [.fade(0.3)]),
        ("[ { rotation: 90 } ]", [.rotation(90, anchor: UnitPoint(x: 0.5, y: 0.5))]),
        ("[ { rotation: { degrees: -45, anchor: topLeading } } ]", [.rotation(-45, anchor: UnitPoint(x: 0, y: 0))]),
        ("[ { opacity: 0 }, { opacity: 1 } ]", [.opacity, .fade(1)]),
        ("[ { blur: 0 }, { blur: 200 } ]", [.blur(radius: 0), .blur(radius: 200)]),
        ("[ { mask: { size: [300, 600], cornerRadius: 20 } } ]",
         [.mask(MaskEffect(.size(width: 300, height: 600), cornerRadius: 20))]),
        ("[ { mask: { inset: 40, cornerRadius: 20 } } ]", [.mask(MaskEffect(.inset(40), cornerRadius: 20))]),
        ("[ { mask: { inset: 0 } } ]", [.mask(MaskEffect(.inset(0), cornerRadius: 0))]),
        ("[]", []),
    ]

    @Test("effect form", arguments: forms)
    func form(_ list: String, _ expected: [TransitionEffect]) throws {
        #expect(try insertion(list) == expected)
    }

    /// SwiftUI's `UnitPoint` constants: x runs leading → trailing, y top → bottom, as fractions.
    static let anchors: [(String, Double, Double)] = [
        ("center", 0.5, 0.5), ("leading", 0, 0.5), ("trailing", 1, 0.5), ("top", 0.5, 0), ("bottom", 0.5, 1),
        ("topLeading", 0, 0), ("topTrailing", 1, 0), ("bottomLeading", 0, 1), ("bottomTrailing", 1, 1), ("zero", 0, 0),
    ]

    @Test("anchor names", arguments: anchors)
    func anchorName(_ name: String, _ x: Double, _ y: Double) throws {
        #expect(try insertion("[ { scale: { value: 0.8, anchor: \(name) } } ]") == [.scale(0.8, anchor: UnitPoint(x: x, y: y))])
    }

    @Test("every name in UnitPoint.named can be written, and no other")
    func anchorNamesMatchUnitPoint() {
        #expect(Set(Self.anchors.map(\.0)) == Set(UnitPoint.named.keys))
    }

    @Test("combined is flattened into the list, however deep")
    func combined() throws {
        let list = "[ { combined: [ { offset: [0, 20] }, { combined: [ opacity, { blur: 4 } ] } ] }, { scale: 0.9 } ]"
        #expect(try insertion(list) == [.offset(x: 0, y: 20), .opacity, .blur(radius: 4),
                                        .scale(0.9, anchor: UnitPoint(x: 0.5, y: 0.5))])
        #expect(try insertion("[ { combined: [] }, opacity ]") == [.opacity])
    }

    @Test("asymmetric gives its insertion part to an insertion list and its removal part to a removal list")
    func asymmetric() throws {
        let effect = "{ asymmetric: { insertion: [ { push: bottom } ], removal: [ { scale: 1.1 }, opacity ] } }"
        let decoded = try transition("  insertion: [ \(effect), { blur: 2 } ]\n  removal: [ \(effect) ]")
        #expect(decoded?.insertion == [.push(.bottom), .blur(radius: 2)])
        #expect(decoded?.removal == [.scale(1.1, anchor: UnitPoint(x: 0.5, y: 0.5)), .opacity])
        // Nested: the inner asymmetric takes the side of the list it is in.
        let nested = "{ asymmetric: { insertion: [ { asymmetric: { insertion: [ opacity ], removal: [ identity ] } } ], "
            + "removal: [ { combined: [ { asymmetric: { insertion: [ identity ], removal: [ { blur: 8 } ] } } ] } ] } }"
        let inner = try transition("  insertion: [ \(nested) ]\n  removal: [ \(nested) ]")
        #expect(inner?.insertion == [.opacity])
        #expect(inner?.removal == [.blur(radius: 8)])
    }

    @Test("block style reads the same as flow style")
    func blockStyle() throws {
        let decoded = try transition("""
              insertion:
                - mask:
                    inset: 60
                    cornerRadius: 44
                - scale: 0.96
                - opacity
              removal:
                - opacity
            """)
        #expect(decoded == Transition(insertion: [.mask(MaskEffect(.inset(60), cornerRadius: 44)),
                                                  .scale(0.96, anchor: UnitPoint(x: 0.5, y: 0.5)), .opacity],
                                      removal: [.opacity]))
    }
}

@Suite("Transition tracks give properties their own animation")
struct TransitionTrackTests {
    @Test("any subset of tracks, in any animation form")
    func tracks() throws {
        let decoded = try transition("""
              insertion: [ { move: auto }, { blur: 12 }, opacity ]
              animation: snappy
              tracks:
                position: { spring: { response: 0.5, dampingFraction: 0.9 } }
                opacity: { easeInOut: 0.2 }
                blur: linear
                scale: { snappy: {}, delay: 0.05 }
                mask: { interpolatingSpring: { stiffness: 170, damping: 26 } }
            """)
        #expect(decoded?.tracks == [
            .position: .spring(response: 0.5, dampingFraction: 0.9),
            .opacity: Animation(.curve(TimingCurve(0.42, 0, 0.58, 1), duration: 0.2)),
            .blur: Animation(.curve(TimingCurve(0, 0, 1, 1), duration: 0.35)),
            .scale: Animation(.fluidSpring(.snappy), delay: 0.05),
            .mask: Animation(.interpolatingSpring(AnalyticSpring(mass: 1, stiffness: 170, damping: 26, initialVelocity: 0))),
        ])
        #expect(try transition("  tracks: { opacity: { linear: 0.1 } }")?.tracks
                == [.opacity: Animation(.curve(TimingCurve(0, 0, 1, 1), duration: 0.1))])
        #expect(try transition("  tracks: {}")?.tracks == [:])
        #expect(try transition("  animation: snappy")?.tracks == [:])
    }
}

@Suite("Transition effect, track, stagger and accessibility errors point at the value to fix")
struct TransitionEffectErrorTests {
    /// `(lines replacing "  animation: snappy", needle, text just before the needle, message)`.
    static let cases: [(String, String, String, String)] = [
        ("  insertion: [ opacity, { blurr: 12 } ]", "blurr", "",
         "unknown key 'blurr' in transition.insertion[1]; did you mean 'blur'?"),
        ("  insertion: [ { mask: { size: [300, 600], inset: 40 } } ]", "inset", "",
         "transition.insertion[0].mask: a mask has either 'size' or 'inset', not both"),
        ("  removal: [ { blur: -4 } ]", "-4", "",
         "transition.removal[0].blur: blur radius must be between 0 and 200, found -4"),
        ("  removal: [ { blur: 250 } ]", "250", "", "blur radius must be between 0 and 200, found 250"),
        ("  insertion: [ { scale: { value: 0.9, anchor: centre } } ]", "centre", "",
         "transition.insertion[0].scale.anchor: unknown anchor 'centre'; did you mean 'center'?"),
        ("  insertion: [ { scale: { value: 0.9, anchor: topleading } } ]", "topleading", "",
         "unknown anchor 'topleading'; did you mean 'topLeading'?"),
        ("  insertion: [ { scale: { value: 0.9, anchor: middle } } ]", "middle", "",
         "unknown anchor 'middle'; expected one of: center, leading, trailing, top, bottom, topLeading"),
        ("  insertion: [ { scale: { value: 0.9, anchor: [195, 422] } } ]", "[195", "",
         "transition.insertion[0].scale.anchor: an anchor's x and y are fractions of the frame's width and height, "
         + "each 0 … 1 (0.5 is the middle); found [195, 422]"),
        ("  insertion: [ { scale: { value: 0.9, anchor: [0.5, -0.25] } } ]", "[0.5", "", "found [0.5, -0.25]"),
        ("  insertion: [ { scale: { value: 0.9, anchor: [0.5, low] } } ]", "low", "",
         "transition.insertion[0].scale.anchor[1]: expected a number, found 'low'"),
        ("  insertion: [ { scale: { value: 0.9, anchor: [0.5] } } ]", "[0.5]", "",
         "scale.anchor: expected [x, y], found a list of 1"),
        ("  tracks: { positon: snappy }", "positon", "",
         "unknown key 'positon' in transition.tracks; did you mean 'position'?"),
        ("  tracks: { blur: { linear: 0 } }", "0 }", "linear: ",
         "transition.tracks.blur.linear: duration must be between 0.001 and 60, found 0"),
        ("  animation: { snappy: {}, stagger: { by: rows, delay: 0.05 } }", "rows", "",
         "transition.animation.stagger.by: unknown stagger axis 'rows'; did you mean 'row'?"),
        ("  animation: { snappy: {}, stagger: { by: diagonal, delay: 0.05 } }", "diagonal", "",
         "unknown stagger axis 'diagonal'; expected one of: index, row, column"),
        ("  animation: { easeOut: 0.3, stagger: { by: index, delay: -0.1 } }", "-0.1", "",
         "transition.animation.stagger.delay: stagger delay must be between 0 and 60, found -0.1"),
        ("  animation: { easeOut: 0.3, stagger: { by: row } }", "{ by", "",
         "transition.animation.stagger: missing required key 'delay'"),
        ("  animation: snappy\n  stagger: { by: index, delay: 0.05 }", "stagger", "",
         "'stagger' goes inside an animation, beside its kind"),
        ("  insertion: [ { move: auto, blur: 12 } ]", "blur", "",
         "transition.insertion[0]: an effect mapping has exactly one key; found both 'move' and 'blur' "
         + "(make each its own list item: [ { move: … }, { blur: … } ])"),
        ("  insertion: [ { scale: 0.9, anchor: top } ]", "anchor", "",
         "'anchor' goes inside the scale: { scale: { value: 0.9, anchor: top } }"),
        ("  insertion: [ { opacity: 1.5 } ]", "1.5", "", "opacity must be between 0 and 1, found 1.5"),
        ("  insertion: [ rotation ]", "rotation", "", "'rotation' needs degrees: { rotation: 90 }"),
        ("  insertion: [ { rotation: 40000 } ]", "40000", "", "rotation must be between -36000 and 36000, found 40000"),
        ("  insertion: [ { rotation: { degrees: 90, anchor: middle } } ]", "middle", "", "unknown anchor 'middle'"),
        ("  insertion: [ blur ]", "blur", "", "'blur' needs a radius in points: { blur: 12 }"),
        ("  insertion: [ push ]", "push", "", "'push' needs an edge: { push: auto|leading|trailing|top|bottom }"),
        ("  insertion: [ scael ]", "scael", "", "unknown transition effect 'scael'; did you mean 'scale'?"),
        ("  insertion: [ { push: bottm } ]", "bottm", "",
         "transition.insertion[0].push: unknown edge 'bottm'; did you mean 'bottom'?"),
        ("  insertion: [ { offset: [0, 80, 1] } ]", "[0, 80, 1]", "",
         "transition.insertion[0].offset: expected [x, y], found a list of 3"),
        ("  insertion: [ { offset: [0, far] } ]", "far", "", "offset[1]: expected a number, found 'far'"),
        ("  insertion: [ { offset: 80 } ]", "80", "", "offset: expected a list, found '80'"),
        ("  insertion: [ { scale: -0.5 } ]", "-0.5", "",
         "transition.insertion[0].scale: scale must be between 0 and 1000, found -0.5"),
        ("  insertion: [ { scale: { anchor: top } } ]", "{ anchor", "",
         "transition.insertion[0].scale: missing required key 'value'"),
        ("  insertion: [ { mask: { cornerRadius: 20 } } ]", "{ cornerRadius", "",
         "a mask needs its shape: size: [width, height] or inset: POINTS"),
        ("  insertion: [ { mask: { size: [0, 600] } } ]", "0, 600", "",
         "mask.size[0]: mask width must be greater than 0 and at most 100000, found 0"),
        ("  insertion: [ { mask: { inset: -1 } } ]", "-1", "", "mask inset must be between 0 and 100000, found -1"),
        ("  insertion: [ { mask: { inset: 40, cornerRadius: -20 } } ]", "-20", "",
         "mask.cornerRadius: cornerRadius must be between 0 and 100000, found -20"),
        ("  insertion: [ { combined: opacity } ]", "opacity", "combined: ",
         "transition.insertion[0].combined: expected a list, found 'opacity'"),
        ("  insertion: [ { asymmetric: { insertion: [ opacity ] } } ]", "{ insertion", "",
         "transition.insertion[0].asymmetric: missing required key 'removal'"),
        ("  insertion: [ { asymmetric: { insertion: [ opacity ], removal: [ { blur: -1 } ] } } ]", "-1", "",
         "transition.insertion[0].asymmetric.removal[0].blur: blur radius must be between 0 and 200, found -1"),
        ("  insertion: [ {} ]", "{}", "", "an empty effect; give one of: move, push, offset"),
        ("  insertion: [ [opacity] ]", "[opacity]", "", "expected a transition effect (opacity, identity or a mapping"),
    ]

    @Test("error", arguments: cases)
    func error(_ lines: String, _ needle: String, _ prefix: String, _ message: String) throws {
        let yaml = minimalPreset(["  animation: snappy": lines])
        expect(try PresetFixture().error(yaml), at: needle, after: prefix, in: yaml, message: message)
    }

    @Test("an error in a block-style effect list points at its line and column")
    func blockStyle() throws {
        let yaml = minimalPreset(["  animation: snappy": """
              insertion:
                - opacity
                - mask:
                    size: [300, 600]
                    inset: 40
            """])
        let error = try PresetFixture().error(yaml)
        // "inset" is on the 16th line of the preset, indented 8 spaces.
        #expect(position(of: "inset", in: yaml) == (16, 9))
        #expect(error?.description
                == "test.yaml:16:9: transition.insertion[1].mask: a mask has either 'size' or 'inset', not both")
    }

    @Test("accessibility: reduceMotion is true or false, under accessibility")
    func accessibility() throws {
        let fixture = try PresetFixture()
        let yes = minimalPreset(["timeline:": "accessibility: { reduceMotion: yes }\ntimeline:"])
        expect(fixture.error(yes), at: "yes", in: yes, message: "accessibility.reduceMotion: expected true or false, found 'yes'")
        let typo = minimalPreset(["timeline:": "accessibility: { reduceMotoin: true }\ntimeline:"])
        expect(fixture.error(typo), at: "reduceMotoin", in: typo,
               message: "unknown key 'reduceMotoin' in accessibility; did you mean 'reduceMotion'?")
        let top = minimalPreset(["timeline:": "reduceMotion: true\ntimeline:"])
        expect(fixture.error(top), at: "reduceMotion", in: top,
               message: "'reduceMotion' goes under accessibility: accessibility: { reduceMotion: true }")
        let list = minimalPreset(["timeline:": "accessibility: [reduceMotion]\ntimeline:"])
        expect(fixture.error(list), at: "[reduceMotion]", in: list, message: "accessibility: expected a mapping, found a list")
    }

    @Test("validate lists every new-form problem in document order")
    func validateCollectsAll() throws {
        let yaml = minimalPreset(["  animation: snappy": """
              insertion: [ { blurr: 12 }, { scale: { value: 0.9, anchor: centre } } ]
              removal: [ { mask: { size: [300, 600], inset: 40 } } ]
              animation: { snappy: {}, stagger: { by: rows, delay: 0.05 } }
              tracks: { positon: snappy }
            """])
        let errors = try PresetFixture().errors(yaml)
        #expect(errors.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == [
            "\(position(of: "blurr", in: yaml).line):\(position(of: "blurr", in: yaml).column)",
            "\(position(of: "centre", in: yaml).line):\(position(of: "centre", in: yaml).column)",
            "\(position(of: "inset", in: yaml).line):\(position(of: "inset", in: yaml).column)",
            "\(position(of: "rows", in: yaml).line):\(position(of: "rows", in: yaml).column)",
            "\(position(of: "positon", in: yaml).line):\(position(of: "positon", in: yaml).column)",
        ])
        #expect(errors.map(\.location?.line) == [12, 12, 13, 14, 15])
    }
}
