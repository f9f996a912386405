#!/usr/bin/env python3
"""Parses Compose, Flutter and CSS files with tree-sitter's own grammars and reports any error.

    parse_platform.py FILE...

Each FILE is parsed by the grammar of its extension — `.kt` Kotlin (tree-sitter-kotlin), `.dart`
Dart (tree-sitter-dart), `.css` CSS (tree-sitter-css), none of them written here. It prints one
JSON line: {"files": [{"file": ..., "errors": [{"line": L, "column": C, "kind": "ERROR"|"MISSING",
"text": ...}, ...], "top": [NODE TYPE, ...]}, ...]}: an empty list of errors is a file the grammar
reads whole; "top" lists the kinds of the file's top-level nodes, so a test can tell declarations
from a bare expression (which Kotlin's grammar accepts, as a script). Exit 0 when it could
parse every file (whatever the errors), 2 for a file of no known kind.
"""

import json
import sys

import tree_sitter
import tree_sitter_css
import tree_sitter_dart
import tree_sitter_kotlin

GRAMMARS = {".kt": tree_sitter_kotlin, ".dart": tree_sitter_dart, ".css": tree_sitter_css}


def errors(tree, source):
    found = []
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        if node.is_error or node.is_missing:
            line, column = node.start_point
            text = source[node.start_byte:node.end_byte].decode("utf-8", "replace")[:80]
            found.append({"line": line + 1, "column": column + 1, "kind": "MISSING" if node.is_missing else "ERROR",
                          "text": text or node.type})
        elif node.has_error:
            stack.extend(node.children)
    return sorted(found, key=lambda e: (e["line"], e["column"]))


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    results = []
    for path in sys.argv[1:]:
        grammar = next((g for ext, g in GRAMMARS.items() if path.endswith(ext)), None)
        if grammar is None:
            print(f"{path}: not a .kt, .dart or .css file", file=sys.stderr)
            return 2
        parser = tree_sitter.Parser(tree_sitter.Language(grammar.language()))
        with open(path, "rb") as file:
            source = file.read()
        tree = parser.parse(source)
        top = sorted({child.type for child in tree.root_node.children})
        results.append({"file": path, "errors": errors(tree, source), "top": top})
    print(json.dumps({"files": results}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
