#!/usr/bin/env bash
# Lists every public declaration of the Geometry and Motion library products that has no doc
# comment of its own, and exits 1 if there is one (issue #2: every public name is documented).
#
# Usage: Tests/doc-coverage.sh [BUILD_DIR]    (default .build/debug; run `swift build` first)
#
# The symbol graphs are read from the built modules, so what counts as public is what the compiler
# says, including members of public extensions, enum cases and each name of a grouped `var`.
# Not required: members the compiler synthesizes (Equatable's `!=`, derived `==` and `hash(into:)`)
# and implementations of standard-library requirements (`description`, a hand-written `==`),
# which carry the standard library's documentation. An implementation of one of our own protocols'
# requirements (`Line.bounds` for `Curve.bounds`) needs its own comment: what it means for that type.
# Exit status: 0 all documented, 1 some undocumented, 2 the check could not run.
set -euo pipefail

modules=(Geometry Motion)
build=${1:-.build/debug}

# SwiftPM 6 puts .swiftmodule files in Modules/; older versions put them in the build folder itself.
if [[ -d $build/Modules ]]; then search=$build/Modules; else search=$build; fi
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
for m in "${modules[@]}"; do
    if [[ ! -e $search/$m.swiftmodule ]]; then
        echo "doc-coverage: no $m.swiftmodule in $search (run 'swift build' first?)" >&2
        exit 2
    fi
    # The graph describes the module as last built: comments added since then are not seen, and
    # lines have moved. A build rewrites only the outputs whose content changed, so compare the
    # sources with the newest of them.
    newest=$search/$m.swiftmodule
    for built in "$search/$m.swiftdoc" "$search/$m.swiftsourceinfo"; do
        if [[ $built -nt $newest ]]; then newest=$built; fi
    done
    if [[ -n $(find "$root/Sources/$m" -name '*.swift' -newer "$newest" -print -quit) ]]; then
        echo "doc-coverage: warning: Sources/$m changed since $m was built; run 'swift build' first" >&2
    fi
done

extract=${SWIFT_SYMBOLGRAPH_EXTRACT:-}
if [[ -z $extract ]]; then
    if command -v swift-symbolgraph-extract >/dev/null; then
        extract=swift-symbolgraph-extract
    elif command -v swift >/dev/null && [[ -x $(dirname "$(readlink -f "$(command -v swift)")")/swift-symbolgraph-extract ]]; then
        extract=$(dirname "$(readlink -f "$(command -v swift)")")/swift-symbolgraph-extract
    else
        echo "doc-coverage: swift-symbolgraph-extract not found (set SWIFT_SYMBOLGRAPH_EXTRACT)" >&2
        exit 2
    fi
fi

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
mkdir "$out/graphs"
for m in "${modules[@]}"; do
    "$extract" -module-name "$m" -I "$search" -minimum-access-level public \
        -module-cache-path "$out/module-cache" -output-dir "$out/graphs" >&2 || {
        echo "doc-coverage: swift-symbolgraph-extract failed on $m" >&2
        exit 2
    }
done

python3 - "$out/graphs" "$root" "${modules[@]}" <<'EOF'
import glob, json, os, sys
from urllib.parse import unquote, urlparse

graphs, root, modules = sys.argv[1], sys.argv[2], set(sys.argv[3:])
source_lines = {}

def lines_of(path):
    if path not in source_lines:
        try:
            with open(path, encoding="utf-8") as f:
                source_lines[path] = f.read().split("\n")
        except OSError:
            source_lines[path] = None
    return source_lines[path]

def has_own_comment(symbol, path, line):
    """True when the symbol's doc comment is written just above its own declaration.

    Symbol graphs copy a requirement's comment onto an implementation that has none; such a
    comment comes from another place (another file, or lines that are not right above)."""
    doc = symbol.get("docComment")
    if doc is None:
        return False
    if doc.get("module") not in modules:
        return True  # inherited from the standard library: accepted (see the header)
    if path is None or doc.get("uri") is None or unquote(urlparse(doc["uri"]).path) != path:
        return False
    ends = [l["range"]["end"]["line"] for l in doc["lines"] if "range" in l]
    if not ends or ends[-1] >= line:
        return False
    # Only attributes (`@discardableResult`) or blank lines may stand between comment and name.
    text = lines_of(path)
    if text is None:
        return True
    between = text[ends[-1] + 1:line]
    return all(not t.strip() or t.strip().startswith("@") for t in between)

missing, checked = [], 0
for file in sorted(glob.glob(os.path.join(graphs, "*.symbols.json"))):
    with open(file, encoding="utf-8") as f:
        graph = json.load(f)
    for symbol in graph["symbols"]:
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
            continue
        location = symbol.get("location")
        path = unquote(urlparse(location["uri"]).path) if location else None
        line = location["position"]["line"] if location else -1  # 0-based
        checked += 1
        if not has_own_comment(symbol, path, line):
            shown = os.path.relpath(path, root) if path else "<unknown>"
            name = ".".join(symbol["pathComponents"])
            kind = symbol["kind"]["displayName"].lower()
            missing.append((shown, line + 1, f"{shown}:{line + 1}: {name} ({kind})"))

for _, _, text in sorted(missing):
    print(text)
if missing:
    print(f"doc-coverage: {len(missing)} of {checked} public symbols in "
          f"{', '.join(sorted(modules))} have no doc comment", file=sys.stderr)
    sys.exit(1)
print(f"doc-coverage: all {checked} public symbols in {', '.join(sorted(modules))} are documented",
      file=sys.stderr)
EOF
