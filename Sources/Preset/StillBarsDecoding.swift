import Scene

/// `stillBars: { top: 91, bottom: 83 }` in a tabs or stack scene: the points at the top and the
/// bottom of each page that hold still while the content between them moves (``StillBars``).
///
/// Either key may be left out (0: no band on that side), but not both; together the bands must
/// leave some of the page to move.
extension DocumentReader {
    package func decodeStillBars(_ field: Field, page: Size) -> StillBars? {
        guard let keyed = mapping(field, allowed: ["top", "bottom"]) else { return nil }
        // An unknown key is reported on its own (with a did-you-mean); an empty mapping says what it lacks.
        guard keyed["top"] != nil || keyed["bottom"] != nil || (field.node.mapping?.count ?? 0) > 0 else {
            invalid(field, "still bars need a top or a bottom height in points, e.g. { top: 91, bottom: 83 }")
            return nil
        }
        let top = number(keyed, "top", in: .nonNegative(), default: 0)
        let bottom = number(keyed, "bottom", in: .nonNegative(), default: 0)
        guard let top, let bottom, keyed["top"] != nil || keyed["bottom"] != nil else { return nil }
        if page.height > 0, top + bottom >= page.height {
            invalid(field, "still bars of \(Limit.format(top)) + \(Limit.format(bottom)) pt leave nothing to move "
                    + "on a page \(Limit.format(page.height)) pt high")
            return nil
        }
        return StillBars(top: top, bottom: bottom)
    }
}
