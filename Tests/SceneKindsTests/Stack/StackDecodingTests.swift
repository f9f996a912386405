import Foundation
import Motion
import Preset
import Scene
import SceneKinds
import PresetTestSupport
import Testing

/// A small valid stack preset; `replacements` swap text to make a variant.
private func stackPreset(_ replacements: [String: String] = [:]) -> String {
    var yaml = """
        name: stack
        canvas:
          size: [390, 844]
        scene:
          kind: stack
          tabs:
            - name: Home
              root: { content: { wireframe: cards }, elements: [ { morph: hero, frame: [16, 560, 358, 96], cornerRadius: 22, fill: "#5B7CFA" } ] }
              pages:
                detail: { content: { wireframe: list }, elements: [ { morph: hero, frame: [0, 100, 390, 240], fill: "#7B61FF" } ] }
            - { name: Gallery, root: { content: { wireframe: grid } } }
          decorations:
            tabBar: { height: 120, items: [Home, Gallery], gradient: true }
            miniPlayer: { height: 64, title: "Mix", accent: "#FF6B6B" }
        timeline:
          - { at: 0, select: 0 }
          - { at: 0.3, push: detail }
          - { at: 1.5, drag: { samples: [[1.6, 0.2], [1.7, 0.45], [1.75, 0.55]] } }

        """
    for (old, new) in replacements {
        precondition(yaml.contains(old), "stack preset has no '\(old)'")
        yaml = yaml.replacingOccurrences(of: old, with: new)
    }
    return yaml
}

@Suite("stack presets: decoding and errors")
struct StackDecodingTests {
    @Test("a stack preset loads with the iOS push by default and a dragged pop")
    func loads() throws {
        let fixture = try PresetFixture()
        let scene = try fixture.load(stackPreset())
        guard let stack = scene.kind as? StackScene else {
            Issue.record("not a stack scene")
            return
        }
        #expect(stack.transition == nil && stack.animation == StackScene.defaultAnimation && stack.dim == 0.1)
        #expect(stack.timeline.map(\.action) == [.select(0), .push("detail"), .pop])
        #expect(stack.timeline[2].drag?.samples.count == 3)
        #expect(stack.decorations.miniPlayer?.title == "Mix")
        #expect(stack.tabs[0].pages["detail"]?.elements.first?.morph == "hero")
    }

    @Test("a transition that leaves keys out takes the stack's defaults for them")
    func transitionDefaults() throws {
        let fixture = try PresetFixture()
        let scene = try fixture.load(stackPreset(["timeline:": "transition: { tracks: { opacity: { easeInOut: 0.2 } } }\ntimeline:"]))
        let stack = try #require(scene.kind as? StackScene)
        #expect(stack.transition?.insertion == [.move(.trailing)])
        #expect(stack.transition?.removal == [.offset(x: -117, y: 0)])
        #expect(stack.animation == StackScene.defaultAnimation)
    }

    @Test("a stack's transition does not turn: its elements are placed on the page's frame")
    func noRotation() throws {
        let yaml = stackPreset(["timeline:": "transition: { insertion: [ { rotation: 30 } ] }\ntimeline:"])
        let error = try PresetFixture().error(yaml)
        expect(error, at: "{ insertion", in: yaml, message: "a stack's transition cannot turn")
    }

    @Test("an unknown key is reported where it is written, with a suggestion")
    func unknownKey() throws {
        let yaml = stackPreset(["miniPlayer:": "miniPlayr:"])
        let error = try PresetFixture().error(yaml)
        expect(error, at: "miniPlayr", in: yaml, message: "unknown key 'miniPlayr' in scene.decorations; did you mean 'miniPlayer'?")
    }

    @Test("a push names a page of the selected tab")
    func unknownPage() throws {
        let yaml = stackPreset(["push: detail": "push: detial"])
        let error = try PresetFixture().error(yaml)
        expect(error, at: "detial", in: yaml, message: "unknown page 'detial'; did you mean 'detail'?")
    }

    @Test("a pop needs a page to pop, counting pushes and drags that cancel")
    func nothingToPop() throws {
        let yaml = stackPreset(["- { at: 0.3, push: detail }": "- { at: 0.3, pop: true }"])
        let error = try PresetFixture().error(yaml)
        expect(error, at: "true", after: "pop: ", in: yaml, message: "nothing to pop: tab Home shows its root page")
        // The first dragged pop cancels (it drifts back), so the second still has a page to pop; a third has none.
        let twice = stackPreset(["  - { at: 1.5, drag:": """
              - { at: 1.0, drag: { samples: [[1.1, 0.3], [1.2, 0.6], [1.3, 0.56]] } }
              - { at: 1.5, drag:
            """])
        #expect(try PresetFixture().errors(twice).isEmpty)
        let thrice = twice + "  - { at: 2, pop: true }\n"
        let third = try PresetFixture().error(thrice)
        expect(third, at: "true", after: "at: 2, pop: ", in: thrice, message: "nothing to pop")
    }

    @Test("a morph id on one page only has nowhere to travel")
    func unpairedMorph() throws {
        let yaml = stackPreset(["{ morph: hero, frame: [0, 100": "{ morph: banner, frame: [0, 100"])
        let errors = try PresetFixture().errors(yaml)
        #expect(errors.count == 2)
        expect(errors.first, at: "hero", in: yaml, message: "morph id 'hero' is only on page 'root' of tab Home")
        expect(errors.last, at: "banner", in: yaml, message: "morph id 'banner' is only on page 'detail'")
    }

    @Test("drag samples go forward in time, with progress 0 … 1")
    func dragSamples() throws {
        let backwards = stackPreset(["[1.7, 0.45]": "[1.55, 0.45]"])
        expect(try PresetFixture().error(backwards), at: "1.55", in: backwards,
               message: "sample time 1.55 is not after the previous sample's (1.6)")
        let beyond = stackPreset(["[1.75, 0.55]": "[1.75, 1.2]"])
        expect(try PresetFixture().error(beyond), at: "1.2", after: "[1.75, ", in: beyond,
               message: "drag progress must be between 0 and 1, found 1.2")
        let single = stackPreset(["[[1.6, 0.2], [1.7, 0.45], [1.75, 0.55]]": "[[1.6, 0.2]]"])
        expect(try PresetFixture().error(single), at: "[[1.6", in: single, message: "at least two samples")
    }

    @Test("events after a drag wait for its release")
    func eventDuringDrag() throws {
        let yaml = stackPreset() + "  - { at: 1.7, select: 1 }\n"
        expect(try PresetFixture().error(yaml), at: "1.7", after: "at: ", in: yaml,
               message: "comes before the previous drag's release (at 1.75)")
    }
}
