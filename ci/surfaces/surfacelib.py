"""What every surface extraction in ci/surfaces/ shares: reading a bare git mirror at a tag, the
released tags, and a small reader of Swift declarations (comments and strings blanked out,
brackets matched, parameter lists split, protocol requirements as selector and signature, the
closure parameters and public modifiers of `extension View`), and the one data format the
Swift side reads (`SurfaceRelease.parse`):

  release <tag> <repository> <commit>
    <section> <file>
      <key> | <value>
      - <key>                        (the key is gone)
    - <section>                      (the section is gone)

The first release lists its whole surface; each later one lists only what changed from the release
before it (a release with no lines has the same surface).

Python 3 standard library only. The per-SDK scripts (extract-<sdk>.py) say which declarations
make the paywall's callback surface and which tags are in the modelled range.
"""

import re
import subprocess
import sys

RELEASE = re.compile(r"^(\d+)\.(\d+)\.(\d+)$")


def git(git_dir, *args):
    return subprocess.run(["git", "--git-dir", git_dir, *args], check=True, capture_output=True,
                          text=True).stdout


def release_tags(git_dir, accept):
    tags = []
    for tag in git(git_dir, "tag", "--list").split():
        match = RELEASE.match(tag)
        if match:
            version = tuple(int(part) for part in match.groups())
            if accept(version):
                tags.append((version, tag))
    return sorted(tags)


def comment_end(text, i):
    """The index just after the comment that opens at `i` — a line comment up to its newline, a
    block comment with its nested ones — or None when none opens there (Swift and Kotlin alike)."""
    if text.startswith("//", i):
        j = text.find("\n", i)
        return len(text) if j < 0 else j
    if not text.startswith("/*", i):
        return None
    depth, j, n = 1, i + 2, len(text)
    while j < n and depth:
        if text.startswith("/*", j):
            depth, j = depth + 1, j + 2
        elif text.startswith("*/", j):
            depth, j = depth - 1, j + 2
        else:
            j += 1
    return j


def strip_comments_and_strings(text):
    """Blanks out comments and string literals, keeping every other character where it was."""
    out = []
    i, n = 0, len(text)
    while i < n:
        j = comment_end(text, i)
        if j is not None:
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append('""' + re.sub(r"[^\n]", " ", text[i + 2:j - 2]) + '""' if j - i >= 4 else text[i:j])
            i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append('"' + " " * max(0, j - i - 2) + '"')
            i = j
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def matching(text, start, open_char, close_char):
    """The index just after the bracket that closes the one at `start`."""
    depth = 0
    for j in range(start, len(text)):
        if text[j] == open_char:
            depth += 1
        elif text[j] == close_char:
            depth -= 1
            if depth == 0:
                return j + 1
    raise ValueError("unbalanced %s" % open_char)


def collapse(text):
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r"\(\s+", "(", text)
    text = re.sub(r"\s+\)", ")", text)
    text = re.sub(r"\s+,", ",", text)
    return text


def split_top_level(text):
    """Splits a parameter list at commas outside brackets."""
    parts, depth, start = [], 0, 0
    for j, char in enumerate(text):
        if char in "([<":
            depth += 1
        elif char in ")]>" and not (char == ">" and j > 0 and text[j - 1] == "-"):
            depth -= 1
        elif char == "," and depth == 0:
            parts.append(text[start:j])
            start = j + 1
    if text[start:].strip():
        parts.append(text[start:])
    return [collapse(part) for part in parts]


def parameter(text):
    """`didSelectProduct product: T = x` → (label, name, type)."""
    head, _, type_text = text.partition(":")
    type_text = re.sub(r"\s*=.*$", "", type_text.strip()) if "=" in type_text else type_text.strip()
    # A default value may itself hold `->` (a closure); cut at ` = ` outside brackets.
    depth = 0
    for j, char in enumerate(type_text):
        if char in "([{<":
            depth += 1
        elif char in ")]}>" and not (char == ">" and type_text[j - 1] == "-"):
            depth -= 1
        elif char == "=" and depth == 0:
            type_text = type_text[:j].strip()
            break
    names = head.split()
    label = names[0]
    return label, names[-1], collapse(type_text)


def functions(body):
    """Every `func` declaration in a protocol body: (selector, signature)."""
    found = []
    for match in re.finditer(r"\bfunc\s+([A-Za-z_][A-Za-z0-9_]*)\s*(<[^>(]*>)?\s*\(", body):
        name = match.group(1)
        open_at = match.end() - 1
        close_at = matching(body, open_at, "(", ")")
        params = split_top_level(body[open_at + 1:close_at - 1])
        rest = re.match(r"\s*(async\s+)?(throws\s+)?(->\s*[^\n{]+)?", body[close_at:])
        returns = collapse(rest.group(3)[2:]) if rest and rest.group(3) else None
        labels = [parameter(p)[0] for p in params]
        selector = "%s(%s)" % (name, "".join(label + ":" for label in labels))
        signature = "%s(%s)" % (name, ", ".join(params))
        if returns:
            signature += " -> " + returns
        effects = "".join(" " + word.strip() for word in (rest.group(1), rest.group(2)) if rest and word)
        found.append({"selector": selector, "signature": signature, "effects": effects})
    return found


def protocol_body(text, name):
    match = re.search(r"\bprotocol\s+%s\b[^{]*\{" % name, text)
    if not match:
        return None
    end = matching(text, match.end() - 1, "{", "}")
    return text[match.end():end - 1]


def files_declaring(git_dir, tag, pattern):
    try:
        out = git(git_dir, "grep", "-l", "-E", pattern, tag, "--", "*.swift")
    except subprocess.CalledProcessError:
        return []
    paths = [line.split(":", 1)[1] for line in out.splitlines()]
    return [p for p in paths if not p.startswith(("Documentation/", "Example", "Tests/"))]


def protocol_section(git_dir, tag, name, exclude=("Documentation/", "Example", "Tests/")):
    """(file, [{selector, signature}]) of `protocol <name>` at `tag`, or None where no file declares it."""
    for path in files_declaring(git_dir, tag, r"protocol %s\b" % name):
        text = strip_comments_and_strings(git(git_dir, "show", "%s:%s" % (tag, path)))
        body = protocol_body(text, name)
        if body is not None:
            return path, functions(body)
    return None


def view_extensions(text):
    """The bodies of `extension View { … }` in `text`, each with whether the extension is public."""
    for ext in re.finditer(r"\bextension\s+View\b[^{]*\{", text):
        prefix = text[max(0, ext.start() - 40):ext.start()]
        end = matching(text, ext.end() - 1, "{", "}")
        yield text[ext.end():end - 1], "public" in prefix.split("\n")[-1]


def public_functions(body, name_pattern, public_container=False):
    """Every public `func` in `body` (every `func` when the container is public) whose name matches
    `name_pattern`: (name, [parameter texts]) in source order, overloads included."""
    found = []
    for match in re.finditer(r"((?:public\s+)?)func\s+(%s)\s*(<[^>(]*>)?\s*\(" % name_pattern, body):
        if not (public_container or match.group(1)):
            continue
        open_at = match.end() - 1
        close_at = matching(body, open_at, "(", ")")
        found.append((match.group(2), split_top_level(body[open_at + 1:close_at - 1])))
    return found


def public_view_functions(git_dir, tag, path, name_pattern):
    """Every public `func` of `extension View` in `path` whose name matches `name_pattern`:
    (name, [parameter texts]) in source order, overloads included."""
    text = strip_comments_and_strings(git(git_dir, "show", "%s:%s" % (tag, path)))
    found = []
    for body, public_extension in view_extensions(text):
        found += public_functions(body, name_pattern, public_extension)
    return found


def class_functions(git_dir, tag, name, name_pattern):
    """(file, [(name, [parameter texts])]) of the public functions of `class <name>` at `tag`
    whose names match `name_pattern`, or None where no file declares the class."""
    for path in files_declaring(git_dir, tag, r"class %s\b" % name):
        text = strip_comments_and_strings(git(git_dir, "show", "%s:%s" % (tag, path)))
        match = re.search(r"\bclass\s+%s\b[^{]*\{" % name, text)
        if match:
            end = matching(text, match.end() - 1, "{", "}")
            return path, public_functions(text[match.end():end - 1], name_pattern)
    return None


def spi_before(text, start):
    """Whether the declaration at `start` in `text` is an SPI (`@_spi(…)` among the attributes just
    before it, on its line or the lines above): an app that does not import the SPI never sees it."""
    line_start = text.rfind("\n", 0, start) + 1
    if "@_spi(" in text[line_start:start]:
        return True
    end = line_start - 1
    while end > 0:
        begin = text.rfind("\n", 0, end) + 1
        line = text[begin:end].strip()
        if not line.startswith("@"):
            return False
        if line.startswith("@_spi("):
            return True
        end = begin - 1
    return False


def class_init_parameters(git_dir, tag, name):
    """(file, [parameter texts]) of every public `init` of `class <name>` at `tag` (convenience,
    required and `@objc` ones too), their parameters one after another, or None where no file
    declares the class."""
    for path in files_declaring(git_dir, tag, r"class %s\b" % name):
        text = strip_comments_and_strings(git(git_dir, "show", "%s:%s" % (tag, path)))
        match = re.search(r"\bclass\s+%s\b[^{]*\{" % name, text)
        if not match:
            continue
        body = text[match.end():matching(text, match.end() - 1, "{", "}") - 1]
        params = []
        for found in re.finditer(r"\bpublic\s+(?:(?:convenience|required|override)\s+)*init\s*\(", body):
            if spi_before(body, found.start()):
                continue
            open_at = found.end() - 1
            params += split_top_level(body[open_at + 1:matching(body, open_at, "(", ")") - 1])
        return path, params
    return None


def struct_init_parameters(git_dir, tag, path, name):
    """[parameter texts] of every public `init` of `struct <name>` in `path` at `tag`, and of its
    extensions in that file, one after another."""
    text = strip_comments_and_strings(git(git_dir, "show", "%s:%s" % (tag, path)))
    params = []
    for container in re.finditer(r"\b(?:struct|extension)\s+%s\b[^{]*\{" % name, text):
        body = text[container.end():matching(text, container.end() - 1, "{", "}") - 1]
        for found in re.finditer(r"\bpublic\s+init\s*\(", top_level(body)):
            if spi_before(body, found.start()):
                continue
            open_at = found.end() - 1
            params += split_top_level(body[open_at + 1:matching(body, open_at, "(", ")") - 1])
    return params


def callback_typealiases(git_dir, tag, folder):
    """The names of the public typealiases of function types under `folder` at `tag`
    (`PerformPurchase`, `PurchaseCompletedHandler`): a parameter of one hands the app a callback."""
    try:
        out = git(git_dir, "grep", "-h", "-E", r"public\s+typealias\s+\w+\s*=", tag, "--", folder)
    except subprocess.CalledProcessError:
        return set()
    names = set()
    for line in out.splitlines():
        found = re.search(r"public\s+typealias\s+(\w+)\s*=(.*)", line)
        rest = found.group(2).strip() if found else ""
        # A function type, or one whose signature goes on over the next lines.
        if found and ("->" in rest or rest.endswith("(") or not rest):
            names.add(found.group(1))
    return names


def closure_parameters(params, callback_types=frozenset()):
    """[(label, type)] of the parameters in `params` that hand the app a callback: a function type,
    a typealias of one (`callback_types`), or a type named `…Handler` (an object the app
    implements); distinct types of one label merged (`merged`)."""
    pairs = []
    for param in params:
        label, _, type_text = parameter(param)
        bare = re.sub(r"@\w+|[?!()\s]", "", type_text)
        if "->" in type_text or bare in callback_types or type_text.rstrip("?").endswith("Handler"):
            pairs.append((label, type_text))
    return merged(pairs)


def selector_entries(functions_found):
    """[(name, params)] → [(`name(labels:)`, `name(params)`)], overloads merged."""
    pairs = []
    for name, params in functions_found:
        labels = "".join(parameter(p)[0] + ":" for p in params)
        pairs.append(("%s(%s)" % (name, labels), "%s(%s)" % (name, ", ".join(params))))
    return merged(pairs)


def merged(pairs):
    """[(key, value)] → [(key, value)] with one line per key, in first-seen order; a key with
    several distinct values (overloads) keeps them all, sorted, joined by ` ; `."""
    order, values = [], {}
    for key, value in pairs:
        if key not in values:
            order.append(key)
            values[key] = []
        if value not in values[key]:
            values[key].append(value)
    return [(key, " ; ".join(sorted(values[key]))) for key in order]


def commit_of(git_dir, tag):
    return git(git_dir, "rev-parse", tag + "^{commit}").strip()


def data_text(releases):
    """The data format: `releases` is [(tag, repository, commit, [(section, file, [(key, value)])])],
    oldest first. The first release is written whole; each later one as its changes from the one
    before it: a section that is new, moves to another file or changes its entries (with the keys
    added or retyped, and `- <key>` for those gone), and `- <section>` for a section gone."""
    lines = []
    previous = {}
    for tag, repository, commit, sections in releases:
        lines.append("release %s %s %s" % (tag, repository, commit))
        current = {section: (path, dict(entries)) for section, path, entries in sections}
        for section, path, entries in sections:
            old_path, old_entries = previous.get(section, (None, {}))
            changed = [(key, value) for key, value in entries if old_entries.get(key) != value]
            gone = [key for key in old_entries if key not in current[section][1]]
            if path != old_path or changed or gone:
                lines.append("  %s %s" % (section, path))
                lines.extend("    %s | %s" % entry for entry in changed)
                lines.extend("    - %s" % key for key in gone)
        lines.extend("  - %s" % section for section in previous if section not in current)
        previous = current
    return "\n".join(lines)


def swift_source(body, script, enum, doc_lines, origin="the repositories' release tags", section="Where the facts come from",
                 text_doc="Each release's callback surface: the first whole, each later one as its changes from the one before."):
    """`body` as a Swift raw string in `enum <enum> { static let text }`, generated by `script` from
    `origin`, documented in docs/migration.md's `section`."""
    if '"""#' in body:
        sys.exit("the data holds a raw string delimiter")
    return "\n".join([
        "// Generated by %s from %s. Do not edit:" % (script, origin),
        "// run the script again (docs/migration.md, \"%s\")." % section,
        "",
        *["/// " + line for line in doc_lines],
        "enum %s {" % enum,
        "    /// " + text_doc,
        '    static let text = #"""',
        body,
        '"""#',
        "}",
        "",
    ])


def extract_main(doc, repository, version_range, surface, script, enum, doc_lines, default_format="swift"):
    """The command line every extract-<sdk>.py shares: `--repo GIT_DIR [--format swift|text] [--check FILE]`; reads
    the surface at every released tag in `version_range` (inclusive `(low, high)` version tuples)
    with `surface(git_dir, tag)` and prints the Swift data file (or the bare data)."""
    import argparse
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repo", required=True, help=f"git dir of {repository}")
    parser.add_argument("--format", choices=["swift", "text"], default=default_format)
    parser.add_argument("--check", metavar="FILE",
                        help="compare with the committed FILE instead of printing; exit 1 with the lines that differ")
    args = parser.parse_args()
    low, high = version_range
    releases = [surface(args.repo, tag) for _, tag in release_tags(args.repo, lambda v: low <= v <= high)]
    body = data_text(releases)
    output = body + "\n" if args.format == "text" else swift_source(body, script, enum, doc_lines)
    if args.check:
        check_output(output, args.check, script)
        return
    sys.stdout.write(output)


def check_output(output, path, script):
    """Exits 1 with a unified diff when `output` is not `path`'s text, naming the command that
    rewrites it; 0 (and one line) when it is."""
    import difflib
    try:
        committed = open(path, encoding="utf-8").read()
    except OSError as error:
        sys.exit("%s --check: cannot read %s (%s); write it with the same command without --check" % (script, path, error.strerror))
    if committed == output:
        print("%s: %s is what the repository gives" % (script, path))
        return
    diff = difflib.unified_diff(committed.splitlines(), output.splitlines(), path, "the repository", lineterm="", n=1)
    sys.stderr.write("\n".join(list(diff)[:200]) + "\n")
    sys.exit("%s --check: %s differs from what the repository gives (above); review the change, then write it again "
             "with the same command without --check" % (script, path))


def top_level(body):
    """`body` with everything inside braces blanked out (line breaks kept): the enum's own declarations."""
    out, depth = [], 0
    for char in body:
        if char in "{}":
            depth += 1 if char == "{" else -1
            out.append(" ")
        else:
            out.append(char if depth == 0 or char == "\n" else " ")
    return "".join(out)


def enum_cases(git_dir, tag, name):
    """(file, [(case name, case with its associated values)]) of `public enum <name>` at `tag`, in
    source order (`case a, b` gives both), or None where no file declares it. An app that switches
    over the enum sees every case added or removed."""
    for path in files_declaring(git_dir, tag, r"enum %s\b" % name):
        text = strip_comments_and_strings(git(git_dir, "show", "%s:%s" % (tag, path)))
        match = re.search(r"\bpublic\s+enum\s+%s\b[^{]*\{" % name, text)
        if not match:
            continue
        end = matching(text, match.end() - 1, "{", "}")
        body = top_level(text[match.end():end - 1])
        cases = []
        for found in re.finditer(r"(?m)^[ \t]*(?:indirect\s+)?case\s+", body):
            at = found.end()
            while True:
                case = re.match(r"\s*`?([A-Za-z_][A-Za-z0-9_]*)`?[ \t]*", body[at:])
                at += case.end()
                value = case.group(1)
                if body[at:at + 1] == "(":
                    close = matching(body, at, "(", ")")
                    value += "(%s)" % ", ".join(split_top_level(body[at + 1:close - 1]))
                    at = close
                cases.append((case.group(1), value))
                more = re.match(r"[ \t]*,", body[at:])
                if not more:
                    break
                at += more.end()
        return path, cases
    return None


def protocol_surface(git_dir, tag, name):
    """(file, [(key, value)]) of `protocol <name>` as an app implementing it meets it: `(protocol)`
    to its declaration line (attributes such as `@MainActor`, its inheritance: `AnyObject`,
    `Sendable`), then each requirement's selector to its signature, with ` ; default` when a public
    extension of the protocol implements it (the app may leave it out). None where no file declares it."""
    for path in files_declaring(git_dir, tag, r"protocol %s\b" % name):
        text = strip_comments_and_strings(git(git_dir, "show", "%s:%s" % (tag, path)))
        match = re.search(r"((?:@\w+\s+)*)(?:public\s+)?protocol\s+%s\b([^{]*)\{" % name, text)
        if not match:
            continue
        head = collapse("%s protocol %s%s" % (match.group(1), name, match.group(2)))
        body = text[match.end():matching(text, match.end() - 1, "{", "}") - 1]
        defaults = set()
        for ext in re.finditer(r"((?:public\s+)?)extension\s+%s\b[^{]*\{" % name, text):
            ext_body = text[ext.end():matching(text, ext.end() - 1, "{", "}") - 1]
            for found in functions(ext_body):
                start = ext_body.find("func " + found["selector"].split("(")[0])
                public = bool(ext.group(1)) or "public" in ext_body[max(0, start - 30):start]
                if public:
                    defaults.add(found["selector"])
        entries = [("(protocol)", head)]
        for requirement in functions(body):
            effects = requirement.get("effects", "")
            value = requirement["signature"] + effects + (" ; default" if requirement["selector"] in defaults else "")
            entries.append((requirement["selector"], value))
        return path, entries
    return None
