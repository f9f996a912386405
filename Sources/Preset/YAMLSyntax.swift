import Foundation
import Scene
import Yams

/// libyaml's errors, as `PresetError`s that point where it stopped.
extension PresetError {
    init(_ error: YamlError, file: String) {
        func at(_ mark: Mark) -> SourceLocation { SourceLocation(file: file, line: mark.line, column: mark.column) }
        switch error {
        case let .scanner(context, problem, mark, yaml), let .parser(context, problem, mark, yaml),
             let .composer(context, problem, mark, yaml):
            // libyaml stops where it noticed the problem. For a bracket or quote left open that is
            // often lines later, so point at the opener it names in its context instead.
            if problem == "but found another document" {
                self.init(.syntax("a preset is a single YAML document; remove this second one (and its '---')"),
                          at: at(mark))
            } else if let tab = Self.indentingTab(in: yaml, line: mark.line) {
                // libyaml says "found character that cannot start any token" (or worse) of a tab
                // that indents a line; name the tab, where it is.
                self.init(.syntax("YAML does not allow tabs for indentation (line \(mark.line))"),
                          at: SourceLocation(file: file, line: mark.line, column: tab))
            } else if let context, context.mark.line != mark.line, let opener = Self.opener(context.text) {
                // `{ background: #F4F5FA }`: the '#' began a comment that hid the closing bracket.
                if let comment = CommentInFlow.find(in: yaml, line: context.mark.line, after: context.mark.column) {
                    self.init(.syntax("invalid YAML: \(opener) is not closed: the '#' at \(context.mark.line):\(comment.column) "
                                      + "starts a comment that hides the rest of the line; quote it: \"\(comment.word)\""),
                              at: at(context.mark))
                } else {
                    self.init(.syntax("invalid YAML: \(opener) is not closed (\(problem) at \(mark.line):\(mark.column))"),
                              at: at(context.mark))
                }
            } else {
                let started = context.map { " (\($0.text) that starts at \($0.mark.line):\($0.mark.column))" } ?? ""
                self.init(.syntax("invalid YAML: \(problem)\(started)"), at: at(mark))
            }
        case let .reader(problem, offset, _, yaml):
            self.init(.syntax("invalid YAML: \(problem)"),
                      at: offset.map { Self.location(ofCharacter: $0, in: yaml, file: file) })
        case let .duplicatedKeysInMapping(duplicates, context):
            // Yams sorts the keys as nodes, and keys that are lists or mappings (which it names
            // "<uncovertable>") fall in hash order: sort the names, so the message never varies.
            let keys = duplicates.map { $0 == "<uncovertable>" ? "(a list or mapping)" : "'\($0)'" }.sorted()
                .joined(separator: ", ")
            let message = duplicates.count == 1 ? "key \(keys) appears more than once in this mapping"
                : "keys \(keys) appear more than once in this mapping"
            // Yams points at one of the keys in hash order, which varies from call to call.
            let place = RepeatedKey.firstPlace(in: context.text)
                .map { SourceLocation(file: file, line: $0.line, column: $0.column) } ?? at(context.mark)
            self.init(.syntax(message), at: place)
        default:
            self.init(.syntax("invalid YAML: \(error)"), at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    /// The column (1-based) of the first tab among the spaces and tabs that begin `line` of
    /// `yaml` (1-based, libyaml's line breaks); nil when the line's indentation has no tab.
    static func indentingTab(in yaml: String, line: Int) -> Int? {
        let lines = SourceLines(yaml, rule: .yaml)
        guard line >= 1, line <= lines.count else { return nil }
        let indentation = lines.text(ofLine: line, in: yaml).unicodeScalars.prefix { $0 == " " || $0 == "\t" }
        return indentation.firstIndex(of: "\t").map { indentation.distance(from: indentation.startIndex, to: $0) + 1 }
    }

    /// What libyaml's context describes, when it is something opened that must be closed.
    private static func opener(_ context: String) -> String? {
        if context.contains("flow sequence") { return "this '['" }
        if context.contains("flow mapping") { return "this '{'" }
        if context.contains("quoted scalar") { return "this quoted text" }
        return nil
    }

    /// The line and column (libyaml's line breaks, columns in Unicode scalars) of the `offset`-th
    /// character, Yams' unit for a reader error's place.
    static func location(ofCharacter offset: Int, in text: String, file: String) -> SourceLocation {
        let index = text.index(text.startIndex, offsetBy: max(0, offset), limitedBy: text.endIndex) ?? text.endIndex
        let byte = text.utf8.distance(from: text.utf8.startIndex, to: index)
        let place = SourceLines(text, rule: .yaml, before: byte).place(ofOffset: byte, in: text)
        return SourceLocation(file: file, line: place.line, column: place.column)
    }
}

extension Node {
    /// `yaml` composed by Yams — nil when it holds no document (empty, or only comments) — or
    /// libyaml's problem, at its place in `file`: what a preset, a page file and a settings file share.
    static func composed(_ yaml: String, file: String) -> Result<Node?, PresetError> {
        do {
            // The basic resolver: every plain scalar is text, which the reader types itself
            // (numbers, times, words). Yams' default resolver runs a regular expression per
            // scalar each time a mapping compares keys, a tenth of a catalogue's time.
            return .success(try Yams.compose(yaml: yaml, .basic))
        } catch let error as YamlError {
            return .failure(PresetError(error, file: file))
        } catch {
            return .failure(PresetError(.syntax("invalid YAML: \(error)"), at: SourceLocation(file: file, line: 1, column: 1)))
        }
    }
}
