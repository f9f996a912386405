import Scene
import SwiftModel
import Testing

/// SwiftUI's layout, checked against geometry worked out by hand in each test: the proposal each
/// view gets, the size it takes, and where its parent puts it. Canvases are an iPhone's 390×844
/// points unless a test says otherwise; the root is centred in the canvas.
@Suite("Layout: SwiftUI's layout algorithm")
struct LayoutTests {
    let phone = Size(width: 390, height: 844)

    func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    // MARK: ViewThatFits

    @Test("ViewThatFits(in: .horizontal) of a 500-wide and a 200-wide view on a 390 screen shows only the second, centred at x 95")
    func viewThatFitsTakesTheFirstThatFits() {
        let tree = LayoutNode.viewThatFits(horizontal: true, vertical: false, [
            .fixed(width: 500, height: 40, id: "wide"),
            .fixed(width: 200, height: 40, id: "narrow"),
            .fixed(width: 100, height: 40, id: "narrower"),
        ]).named("fits")
        let result = layout(tree, in: phone)
        // The wide one's ideal width 500 > 390: not shown; the narrow one fits and is chosen, the
        // third never asked. Centred: x = (390 − 200) / 2 = 95, y = (844 − 40) / 2 = 402.
        #expect(result["fits"]?.layout == rect(95, 402, 200, 40))
        #expect(result["narrow"]?.layout == rect(95, 402, 200, 40))
        #expect(result["wide"] == nil)
        #expect(result["narrower"] == nil)
    }

    @Test("ViewThatFits with no child that fits shows its last")
    func viewThatFitsFallsBackToTheLast() {
        let tree = LayoutNode.viewThatFits([
            .fixed(width: 500, height: 40, id: "a"),
            .fixed(width: 400, height: 40, id: "b"),
        ]).named("fits")
        let result = layout(tree, in: phone)
        #expect(result["a"] == nil)
        // 400 wide on a 390 screen, centred: x = (390 − 400) / 2 = −5.
        #expect(result["b"]?.layout == rect(-5, 402, 400, 40))
    }

    // MARK: Stacks

    @Test("VStack(spacing: 8) of two 100×100 views is 100×208, centred: children at y 318 and 426")
    func vStackOfTwoFixedViews() {
        let tree = LayoutNode.vStack(spacing: 8, [
            .fixed(width: 100, height: 100, id: "a"),
            .fixed(width: 100, height: 100, id: "b"),
        ]).named("stack")
        let result = layout(tree, in: phone)
        // 100 + 8 + 100 = 208 tall, 100 wide; centred: x = (390 − 100) / 2 = 145,
        // y = (844 − 208) / 2 = 318; the second child 100 + 8 below the first.
        #expect(result["stack"]?.layout == rect(145, 318, 100, 208))
        #expect(result["a"]?.layout == rect(145, 318, 100, 100))
        #expect(result["b"]?.layout == rect(145, 426, 100, 100))
        #expect(result.root?.id == "stack")
        #expect(result.frames.map(\.id) == ["stack", "a", "b"])
    }

    @Test("HStack(spacing: 8) with a Spacer between two 50×50 views: the spacer takes 390 − 100 − 16 = 274")
    func hStackWithSpacerAndExplicitSpacing() {
        let tree = LayoutNode.hStack(spacing: 8, [
            .fixed(width: 50, height: 50, id: "a"),
            .spacer(id: "spacer"),
            .fixed(width: 50, height: 50, id: "b"),
        ]).named("stack")
        let result = layout(tree, in: phone)
        // Two gaps of 8 come off 390: 374. The fixed views (least flexible) take 50 each;
        // the spacer the remaining 274. The stack fills the width: x 0, and is 50 tall,
        // y = (844 − 50) / 2 = 397. The spacer is 0 tall, centred: y = 397 + 25.
        #expect(result["stack"]?.layout == rect(0, 397, 390, 50))
        #expect(result["a"]?.layout == rect(0, 397, 50, 50))
        #expect(result["spacer"]?.layout == rect(58, 422, 274, 0))
        #expect(result["b"]?.layout == rect(340, 397, 50, 50))
    }

    @Test("HStack with default spacing: 8 between views, none beside a Spacer (it asks for 0), so it takes 290")
    func hStackWithSpacerAndDefaultSpacing() {
        // SwiftUI's spacer reports a spacing preference of 0 on its leading and trailing
        // edges, and a stack with nil spacing uses the larger preference of two neighbours: the
        // gap beside a spacer is 0, its own minimum length (8) stands in for the spacing.
        let tree = LayoutNode.hStack([
            .fixed(width: 50, height: 50, id: "a"),
            .spacer(id: "spacer"),
            .fixed(width: 50, height: 50, id: "b"),
        ])
        let result = layout(tree, in: phone)
        // 390 − 50 − 50 = 290 for the spacer; the views still end up at x 0 and 340.
        #expect(result["a"]?.layout == rect(0, 397, 50, 50))
        #expect(result["spacer"]?.layout == rect(50, 422, 290, 0))
        #expect(result["b"]?.layout == rect(340, 397, 50, 50))

        // Two plain views: the system spacing, 8. 50 + 8 + 50 = 108, x = (390 − 108) / 2 = 141.
        let pair = layout(.hStack([.fixed(width: 50, height: 50, id: "a"), .fixed(width: 50, height: 50, id: "b")]), in: phone)
        #expect(pair["a"]?.layout == rect(141, 397, 50, 50))
        #expect(pair["b"]?.layout == rect(199, 397, 50, 50))
    }

    @Test("Two shapes in an HStack(spacing: 0) proposed 300×100 split 150/150")
    func shapesSplitEvenly() {
        let canvas = Size(width: 300, height: 100)
        let result = layout(.hStack(spacing: 0, [.shape(id: "a"), .shape(id: "b")]), in: canvas)
        // Equally flexible: the first is offered 300 / 2 and takes it, the second the 150 left.
        #expect(result["a"]?.layout == rect(0, 0, 150, 100))
        #expect(result["b"]?.layout == rect(150, 0, 150, 100))
    }

    @Test("A 40-wide view and a shape in 300: the least flexible is sized first, the shape takes 260")
    func leastFlexibleFirst() {
        let canvas = Size(width: 300, height: 100)
        // The shape comes first in source order, but the fixed view (flexibility 0) is offered
        // space first: 300 / 2 = 150, of which it takes 40; the shape then gets all 260 left.
        // Had the shape gone first it would have taken 150.
        let result = layout(.hStack(spacing: 0, [.shape(id: "shape"), .fixed(width: 40, height: 40, id: "fixed")]), in: canvas)
        #expect(result["shape"]?.layout == rect(0, 0, 260, 100))
        // Centred across the 100-tall stack: y = (100 − 40) / 2 = 30.
        #expect(result["fixed"]?.layout == rect(260, 30, 40, 40))
    }

    @Test("A Spacer has the lowest priority: a text beside it gets all but the spacer's minimum")
    func spacerYieldsToText() {
        let canvas = Size(width: 300, height: 100)
        // Text 250 wide beside a spacer (no gap between them): the spacer's minimum 8 is held
        // back, the text offered 300 − 8 = 292 and takes 250 on one line; the spacer then gets
        // what is left, 42, plus its 8: 50.
        let withSpacer = layout(.hStack([.text(width: 250, lineHeight: 20, id: "text"), .spacer(id: "spacer")]), in: canvas)
        // The stack is 20 tall (the text's), y = (100 − 20) / 2 = 40; the 0-tall spacer sits
        // on the centre line, y = 40 + 10.
        #expect(withSpacer["text"]?.layout == rect(0, 40, 250, 20))
        #expect(withSpacer["spacer"]?.layout == rect(250, 50, 50, 0))

        // Beside a shape (priority 0, infinitely flexible) the text, less flexible, is offered
        // half: 150, and wraps into ⌈250 / 150⌉ = 2 lines, 40 tall; the shape takes the other
        // 150 and the whole 100 of height, so the text is centred at y = (100 − 40) / 2 = 30.
        let withShape = layout(.hStack(spacing: 0, [.text(width: 250, lineHeight: 20, id: "text"), .shape(id: "shape")]), in: canvas)
        #expect(withShape["text"]?.layout == rect(0, 30, 150, 40))
        #expect(withShape["shape"]?.layout == rect(150, 0, 150, 100))
    }

    @Test("layoutPriority(1) is offered space before its siblings")
    func layoutPriorityGoesFirst() {
        let canvas = Size(width: 300, height: 100)
        let tree = LayoutNode.hStack(spacing: 0, [
            .text(width: 200, lineHeight: 20, id: "low"),
            .text(width: 200, lineHeight: 20, id: "high").layoutPriority(1),
        ])
        let result = layout(tree, in: canvas)
        // The priority-1 text is offered 300 less the other's minimum (0) and takes 200 on one
        // line; the other gets the 100 left and wraps into 2 lines, 40 tall. The stack is 40
        // tall, y = 30; the one-line text is centred on it, y = 30 + 10.
        #expect(result["low"]?.layout == rect(0, 30, 100, 40))
        #expect(result["high"]?.layout == rect(100, 40, 200, 20))
    }

    @Test("Stack alignment: leading and trailing in a VStack, top and bottom in an HStack")
    func stackAlignments() {
        let children: [LayoutNode] = [.fixed(width: 100, height: 10, id: "wide"), .fixed(width: 50, height: 10, id: "narrow")]
        // 100 × 20, at ((390 − 100) / 2, (844 − 20) / 2) = (145, 412).
        let leading = layout(.vStack(alignment: .leading, spacing: 0, children), in: phone)
        #expect(leading["narrow"]?.layout == rect(145, 422, 50, 10))
        let trailing = layout(.vStack(alignment: .trailing, spacing: 0, children), in: phone)
        #expect(trailing["narrow"]?.layout == rect(195, 422, 50, 10))

        let row: [LayoutNode] = [.fixed(width: 10, height: 100, id: "tall"), .fixed(width: 10, height: 40, id: "short")]
        // 20 × 100, at (185, 372).
        let top = layout(.hStack(alignment: .top, spacing: 0, row), in: phone)
        #expect(top["short"]?.layout == rect(195, 372, 10, 40))
        let bottom = layout(.hStack(alignment: .bottom, spacing: 0, row), in: phone)
        #expect(bottom["short"]?.layout == rect(195, 432, 10, 40))
    }

    @Test("A Spacer in a VStack is 0 wide and takes the height left; outside a stack it takes the proposal, at least 8")
    func spacerAxes() {
        let stack = layout(.vStack([.fixed(width: 100, height: 100, id: "box"), .spacer(id: "spacer")]), in: phone)
        // No gap beside the spacer: it takes 844 − 100 = 744. The stack is 100 × 844 at x 145;
        // the 0-wide spacer is centred on it, x = 145 + 50.
        #expect(stack["box"]?.layout == rect(145, 0, 100, 100))
        #expect(stack["spacer"]?.layout == rect(195, 100, 0, 744))

        #expect(layout(.spacer(id: "s"), in: phone)["s"]?.layout == rect(0, 0, 390, 844))
        // Asked for its ideal size (nil): its minimum on both axes, 8 × 8, centred.
        #expect(layout(.spacer(id: "s").fixedSize(), in: phone)["s"]?.layout == rect(191, 418, 8, 8))
    }

    @Test("Negative spacing overlaps; an empty stack is 0×0")
    func negativeSpacingAndEmptyStacks() {
        let overlap = layout(.hStack(spacing: -10, [.fixed(width: 50, height: 50, id: "a"), .fixed(width: 50, height: 50, id: "b")]), in: phone)
        // 50 − 10 + 50 = 90 wide, x = (390 − 90) / 2 = 150; b starts 40 after a.
        #expect(overlap["a"]?.layout == rect(150, 397, 50, 50))
        #expect(overlap["b"]?.layout == rect(190, 397, 50, 50))
        #expect(layout(.vStack(id: "empty", []), in: phone)["empty"]?.layout == rect(195, 422, 0, 0))
        #expect(layout(.zStack(id: "empty", []), in: phone)["empty"]?.layout == rect(195, 422, 0, 0))
    }

    @Test("A list row: icon, title, Spacer, chevron, padded, above a shape that fills the rest")
    func listRow() {
        let row = LayoutNode.hStack([
            .fixed(width: 30, height: 30, id: "icon"),
            .text(width: 100, lineHeight: 20, id: "title"),
            .spacer(id: "spacer"),
            .fixed(width: 20, height: 20, id: "chevron"),
        ]).named("row").padding(16).named("padded")
        let result = layout(.vStack(spacing: 0, [row, .shape(id: "fill")]), in: phone)
        // The padded row (62 tall: 30 + 2 × 16, the same offered 0 or ∞ tall) is sized before
        // the shape: 62; the shape takes 844 − 62 = 782.
        #expect(result["padded"]?.layout == rect(0, 0, 390, 62))
        #expect(result["fill"]?.layout == rect(0, 62, 390, 782))
        // In the row, 358 wide: 8 between icon and title, none beside the spacer; the spacer's
        // 8 held back, 358 − 8 − 8 = 342 shared by icon, chevron and title in that order
        // (30, 20, 100), the spacer then gets 192 + 8 = 200. The row is 30 tall at (16, 16).
        #expect(result["row"]?.layout == rect(16, 16, 358, 30))
        #expect(result["icon"]?.layout == rect(16, 16, 30, 30))
        #expect(result["title"]?.layout == rect(54, 21, 100, 20))
        #expect(result["spacer"]?.layout == rect(154, 31, 200, 0))
        #expect(result["chevron"]?.layout == rect(354, 21, 20, 20))
    }

    // MARK: Frames

    @Test(".frame(maxWidth: .infinity) on a 100-wide text in a VStack is 390 wide; the text stays 100, centred")
    func maxWidthInfinity() {
        let tree = LayoutNode.vStack([.text(width: 100, lineHeight: 20, id: "text").frame(maxWidth: .infinity).named("frame")])
        let result = layout(tree, in: phone)
        // With only a max, the frame is at least what it offered its child (390) and at most
        // ∞: 390. Its height is the text's, 20, so y = (844 − 20) / 2 = 412.
        #expect(result["frame"]?.layout == rect(0, 412, 390, 20))
        #expect(result["text"]?.layout == rect(145, 412, 100, 20))

        let leading = layout(.vStack([.text(width: 100, lineHeight: 20, id: "text").frame(maxWidth: .infinity, alignment: .leading)]), in: phone)
        #expect(leading["text"]?.layout == rect(0, 412, 100, 20))
    }

    @Test(".frame(maxWidth: 200): a shape inside takes 200; a 100-wide text inside still makes the frame 200")
    func maxWidth200() {
        let shape = layout(.vStack([.shape(id: "shape").frame(height: 50).frame(maxWidth: 200).named("frame")]), in: phone)
        // The frame offers min(390, 200) = 200; the shape takes it. 200 × 50 at (95, 397).
        #expect(shape["frame"]?.layout == rect(95, 397, 200, 50))
        #expect(shape["shape"]?.layout == rect(95, 397, 200, 50))

        let text = layout(.vStack([.text(width: 100, lineHeight: 20, id: "text").frame(maxWidth: 200).named("frame")]), in: phone)
        // max(offered 200, text 100) capped at 200 = 200; the text centred: x = 95 + 50.
        #expect(text["frame"]?.layout == rect(95, 412, 200, 20))
        #expect(text["text"]?.layout == rect(145, 412, 100, 20))
    }

    @Test(".frame(minWidth: 150) on a 100×20 view is 150 wide, the view centred in it")
    func minWidth() {
        let result = layout(LayoutNode.fixed(width: 100, height: 20, id: "view").frame(minWidth: 150).named("frame"), in: phone)
        // min(offered 390, child 100) raised to 150: 150 × 20 at ((390 − 150) / 2, 412).
        #expect(result["frame"]?.layout == rect(120, 412, 150, 20))
        #expect(result["view"]?.layout == rect(145, 412, 100, 20))
    }

    @Test("An ideal size under .fixedSize(): .frame(idealWidth: 120, idealHeight: 30) on a shape is 120×30")
    func idealSize() {
        let result = layout(LayoutNode.shape(id: "shape").frame(idealWidth: 120, idealHeight: 30).fixedSize(), in: phone)
        #expect(result["shape"]?.layout == rect(135, 407, 120, 30))
    }

    @Test("A fixed frame: a given dimension is the frame's, a nil one the child's")
    func fixedFrame() {
        let result = layout(LayoutNode.shape(id: "shape").frame(height: 50).named("frame"), in: phone)
        // The shape is offered 390 × 50 and takes it.
        #expect(result["frame"]?.layout == rect(0, 397, 390, 50))
        #expect(result["shape"]?.layout == rect(0, 397, 390, 50))

        let aligned = layout(LayoutNode.fixed(width: 20, height: 20, id: "dot").frame(width: 100, height: 100, alignment: .bottomTrailing), in: phone)
        // The frame at (145, 372); the dot in its bottom-right corner: (145 + 80, 372 + 80).
        #expect(aligned["dot"]?.layout == rect(225, 452, 20, 20))
    }

    // MARK: Text

    @Test("A text 500 wide with 20-point lines, proposed 200 wide, wraps into 3 lines: 200×60")
    func textWraps() {
        let result = layout(LayoutNode.text(width: 500, lineHeight: 20, id: "text").frame(width: 200).named("frame"), in: phone)
        // ⌈500 / 200⌉ = 3 lines × 20 = 60; the frame takes the text's height.
        // At ((390 − 200) / 2, (844 − 60) / 2) = (95, 392).
        #expect(result["text"]?.layout == rect(95, 392, 200, 60))
        #expect(result["frame"]?.layout == rect(95, 392, 200, 60))

        // Exactly two lines' width: 2 lines, not 3.
        #expect(layout(LayoutNode.text(width: 500, lineHeight: 20, id: "t").frame(width: 250), in: phone)["t"]?.layout.height == 40)
        // Only 30 points of height: one line shows (truncated), centred in the 30.
        let short = layout(LayoutNode.text(width: 500, lineHeight: 20, id: "t").frame(width: 200, height: 30), in: phone)
        #expect(short["t"]?.layout == rect(95, 412, 200, 20))
        // Its ideal size is one line at its full width.
        #expect(layout(LayoutNode.text(width: 500, lineHeight: 20, id: "t").fixedSize(), in: phone)["t"]?.layout == rect(-55, 412, 500, 20))
    }

    @Test(".fixedSize(horizontal: true, vertical: false) keeps a text on one line, overflowing its frame")
    func fixedSizeText() {
        let tree = LayoutNode.text(width: 500, lineHeight: 20, id: "text").fixedSize(horizontal: true, vertical: false)
            .frame(width: 200).named("frame")
        let result = layout(tree, in: phone)
        // The frame is 200 × 20 at (95, 412); the 500-wide text is centred on it:
        // x = 95 + (200 − 500) / 2 = −55.
        #expect(result["frame"]?.layout == rect(95, 412, 200, 20))
        #expect(result["text"]?.layout == rect(-55, 412, 500, 20))
    }

    // MARK: Padding, position, offset, ZStack, background

    @Test(".padding(16) around a 100×40 view is 132×72, the view 16 in from each edge")
    func padding() {
        let result = layout(LayoutNode.fixed(width: 100, height: 40, id: "view").padding(16).named("padding"), in: phone)
        // 100 + 32 by 40 + 32; centred at ((390 − 132) / 2, (844 − 72) / 2) = (129, 386).
        #expect(result["padding"]?.layout == rect(129, 386, 132, 72))
        #expect(result["view"]?.layout == rect(145, 402, 100, 40))

        let edges = layout(LayoutNode.fixed(width: 100, height: 40, id: "view").padding(LayoutEdgeInsets(top: 10, leading: 20)).named("padding"), in: phone)
        // 120 × 50 at (135, 397); the view 20 in and 10 down.
        #expect(edges["padding"]?.layout == rect(135, 397, 120, 50))
        #expect(edges["view"]?.layout == rect(155, 407, 100, 40))
    }

    @Test(".position(x: 50, y: 60) takes the whole canvas and centres a 20×20 view on (50, 60)")
    func position() {
        let result = layout(LayoutNode.fixed(width: 20, height: 20, id: "view").position(x: 50, y: 60).named("position"), in: phone)
        #expect(result["position"]?.layout == rect(0, 0, 390, 844))
        #expect(result["view"]?.layout == rect(40, 50, 20, 20))
    }

    @Test("ZStack(alignment: .topLeading) puts both children at its top-left; centred, the small one is 25 in")
    func zStack() {
        let children: [LayoutNode] = [.fixed(width: 100, height: 100, id: "big"), .fixed(width: 50, height: 50, id: "small")]
        let corner = layout(.zStack(alignment: .topLeading, id: "z", children), in: phone)
        // 100 × 100 at (145, 372).
        #expect(corner["z"]?.layout == rect(145, 372, 100, 100))
        #expect(corner["big"]?.layout == rect(145, 372, 100, 100))
        #expect(corner["small"]?.layout == rect(145, 372, 50, 50))

        let centred = layout(.zStack(children), in: phone)
        #expect(centred["small"]?.layout == rect(170, 397, 50, 50))

        // A spacer (priority −∞) does not size a ZStack that holds anything else.
        let withSpacer = layout(.zStack(id: "z", [.spacer(), .fixed(width: 50, height: 50)]), in: phone)
        #expect(withSpacer["z"]?.layout == rect(170, 397, 50, 50))
    }

    @Test(".offset(x: 10) moves the drawn frame of its subtree, not its layout frame nor its siblings")
    func offset() {
        let tree = LayoutNode.hStack(spacing: 0, id: "stack", [
            LayoutNode.fixed(width: 50, height: 50, id: "inner").offset(x: 10).named("moved"),
            .fixed(width: 50, height: 50, id: "sibling"),
        ])
        let result = layout(tree, in: phone)
        // The stack is 100 × 50 at (145, 397), exactly as without the offset.
        #expect(result["stack"]?.layout == rect(145, 397, 100, 50))
        #expect(result["moved"]?.layout == rect(145, 397, 50, 50))
        #expect(result["moved"]?.drawn == rect(155, 397, 50, 50))
        #expect(result["inner"]?.layout == rect(145, 397, 50, 50))
        #expect(result["inner"]?.drawn == rect(155, 397, 50, 50))
        #expect(result["sibling"]?.layout == rect(195, 397, 50, 50))
        #expect(result["sibling"]?.drawn == rect(195, 397, 50, 50))
        #expect(result["stack"]?.drawn == result["stack"]?.layout)
    }

    @Test("A background takes the view's size; an overlay aligned top-trailing sits in its corner")
    func backgroundAndOverlay() {
        let tree = LayoutNode.fixed(width: 100, height: 40, id: "view")
            .background(.shape(id: "fill"))
            .overlay(.fixed(width: 20, height: 20, id: "badge"), alignment: .topTrailing)
            .named("overlay")
        let result = layout(tree, in: phone)
        // The modified view is the view's size, 100 × 40, at (145, 402); the shape offered that
        // takes it; the badge's top-right corner on the view's: x = 145 + 100 − 20.
        #expect(result["overlay"]?.layout == rect(145, 402, 100, 40))
        #expect(result["fill"]?.layout == rect(145, 402, 100, 40))
        #expect(result["badge"]?.layout == rect(225, 402, 20, 20))
        // Tree order: overlay, background, view, fill, badge; paths say where each sits.
        #expect(result.frames.map(\.kind) == ["overlay", "background", "fixed", "shape", "fixed"])
        #expect(result.frame(at: [0, 1])?.id == "fill")
        #expect(result.frame(at: [1])?.id == "badge")
    }

    // MARK: Bad input

    @Test("Negative, NaN and infinite numbers give finite frames, no crash", arguments: [
        Size(width: 390, height: 844), Size(width: .infinity, height: .infinity),
        Size(width: .nan, height: .nan), Size(width: -100, height: -1),
        Size(width: 0, height: 0), Size(width: 1e308, height: 1e308),
    ])
    func badNumbers(canvas: Size) {
        let tree = LayoutNode.vStack(spacing: .nan, [
            .fixed(width: -10, height: .nan, id: "negative"),
            .text(width: .nan, lineHeight: -5),
            .text(width: 1e300, lineHeight: 1e300),
            LayoutNode.shape().frame(width: -5, height: .infinity),
            LayoutNode.shape().frame(minWidth: .nan, idealWidth: .infinity, maxWidth: -3, minHeight: -.infinity, maxHeight: .nan),
            LayoutNode.shape().frame(minWidth: 300, maxWidth: 100),
            .spacer(minLength: -.infinity),
            LayoutNode.fixed(width: 10, height: 10).padding(.nan).padding(-1e308)
                .offset(x: .nan, y: .infinity).position(x: .infinity, y: -.infinity),
            LayoutNode.fixed(width: 1e308, height: 1e308).offset(x: 1e308, y: 1e308),
            LayoutNode.hStack(spacing: .infinity, []).layoutPriority(.nan),
            .hStack(spacing: -.infinity, [.shape(), .spacer(minLength: .nan), .shape()]),
        ])
        let result = layout(tree, in: canvas)
        // 1 stack; 3 leaves; 3 frames of a shape (2 each); 1 spacer; position, offset, two
        // paddings and a view (5); offset and view (2); priority and empty stack (2); a stack of 3.
        #expect(result.frames.count == 24)
        for frame in result.frames {
            #expect(frame.layout.isFinite && frame.drawn.isFinite, "\(frame.kind) at \(frame.path): \(frame.layout)")
            #expect(frame.layout.width >= 0 && frame.layout.height >= 0)
        }
        #expect(result.canvas.width.isFinite && result.canvas.height.isFinite)
        #expect(result["negative"]?.layout.size == Size(width: 0, height: 0))
    }

    @Test("A bad canvas: NaN or negative sides are 0, an infinite side is the root's ideal length")
    func badCanvas() {
        let view = LayoutNode.fixed(width: 100, height: 50, id: "view")
        let tall = layout(view, in: Size(width: .infinity, height: 844))
        #expect(tall.canvas == Size(width: 100, height: 844))
        #expect(tall["view"]?.layout == rect(0, 397, 100, 50))
        // A 0 × 0 canvas: the view is centred on its origin, overflowing it.
        let none = layout(view, in: Size(width: .nan, height: -20))
        #expect(none.canvas == Size(width: 0, height: 0))
        #expect(none["view"]?.layout == rect(-50, -25, 100, 50))
        #expect(ProposedSize(width: -5, height: .nan) == ProposedSize(width: 0, height: nil))
    }

    @Test("A tree nested deeper than the limit is cut, not a crash; a wide nested tree lays out")
    func deepAndWideTrees() {
        var deep = LayoutNode.fixed(width: 10, height: 10)
        for _ in 0..<1_000 { deep = deep.padding(1) }
        let result = layout(deep, in: phone)
        // 256 paddings are laid out, the 257th node stands for everything below it.
        #expect(result.frames.count == 257)
        #expect(result.frames.last?.kind == "empty")
        #expect(result.root?.layout.width == 512)

        // Ten levels of alternating stacks, two children each: 1,024 shapes, each a share of
        // the canvas, all inside it.
        var wide = LayoutNode.shape()
        for level in 0..<10 {
            wide = level.isMultiple(of: 2) ? .hStack(spacing: 0, [wide, wide]) : .vStack(spacing: 0, [wide, wide])
        }
        let grid = layout(wide, in: Size(width: 320, height: 640))
        #expect(grid.frames.count == 2_047)
        // 5 horizontal halvings of 320 and 5 vertical of 640: each shape 10 × 20.
        #expect(grid.frames.filter { $0.kind == "shape" }.allSatisfy { $0.layout.size == Size(width: 10, height: 20) })
    }
}
