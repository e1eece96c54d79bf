"""A small reader of Kotlin declarations for the Android extractions in ci/surfaces/, beside
surfacelib.py's reader of Swift: comments, string and character literals blanked out (every other
character kept where it was), then the declarations of a file or of a class body found at their
own nesting level, each with its annotations and modifiers, its kind (`fun`, `class`, `interface`,
`object`, `val`, `var`, `typealias`, `constructor`), its name, its parameters, its return type or
supertypes, and its body.

Kotlin's default visibility is public: a declaration is public unless `private`, `internal` or
`protected` says otherwise, and a member is public only inside a public container.

The entries it makes for surfacelib's data format (`key | value`):

  (head)                    the declaration as an app meets it: annotations, modifiers, kind, name,
                            primary constructor, supertypes
  name(p1, p2)              a function or constructor by its parameter names (Kotlin calls by name),
                            to its signature with default values; ` ; default { … }` the body an
                            interface runs when the app overrides nothing, ` ; abstract` where the
                            app must implement it
  val name                  a public property, to its declaration
  Nested / Nested.member    a public nested class, object or interface (`Builder`, a sealed case)

Python 3 standard library only.
"""

import re
import subprocess

from surfacelib import collapse, comment_end, git, matching, merged, split_top_level

MODIFIERS = {"public", "private", "internal", "protected", "open", "abstract", "sealed", "data", "inline", "value",
             "enum", "annotation", "operator", "suspend", "override", "final", "companion", "inner", "const",
             "lateinit", "tailrec", "infix", "external", "actual", "expect", "noinline", "crossinline", "fun"}
HIDDEN = {"private", "internal", "protected"}
KINDS = r"class|interface|object|fun|val|var|typealias|constructor"
# At a line's start: annotations (arguments matched two brackets deep) and modifiers, then the kind.
DECLARATION = re.compile(
    r"(?m)^[ \t]*(?P<mods>(?:(?:@[\w.:]+(?:\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))?|%s)\s+)*)(?P<kind>%s)\b"
    % ("|".join(sorted(MODIFIERS - {"fun"})) + r"|fun(?=\s+interface\b)", KINDS))


def strip(text):
    """Blanks out comments, strings (templates `${…}` included) and character literals, keeping
    every other character where it was: a string becomes `""` with spaces between."""
    out = []
    i, n = 0, len(text)
    while i < n:
        j = comment_end(text, i)
        if j is not None:
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text[i] == '"':
            j = string_end(text, i)
            out.append('"' + re.sub(r"[^\n]", " ", text[i + 1:j - 1]) + '"')
            i = j
        elif text[i] == "'" and re.match(r"'(\\u[0-9A-Fa-f]{4}|\\.|[^\\'\n])'", text[i:]):
            j = i + re.match(r"'(\\u[0-9A-Fa-f]{4}|\\.|[^\\'\n])'", text[i:]).end()
            out.append("'" + " " * (j - i - 2) + "'")
            i = j
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def string_end(text, start):
    """The index just after the string literal (plain or raw) that opens at `start`."""
    raw = text.startswith('"""', start)
    j, n = start + (3 if raw else 1), len(text)
    while j < n:
        if raw and text.startswith('"""', j):
            j += 3
            while j < n and text[j] == '"':
                j += 1
            return j
        if not raw and text[j] == '"':
            return j + 1
        if not raw and text[j] == "\\":
            j += 2
            continue
        if text.startswith("${", j):
            depth, j = 1, j + 2
            while j < n and depth:
                if text[j] == '"':
                    j = string_end(text, j)
                    continue
                depth += {"{": 1, "}": -1}.get(text[j], 0)
                j += 1
            continue
        j += 1
    return n


def blank_nested(text):
    """`text` with everything inside braces and inside parentheses blanked out (the parentheses
    themselves and line breaks kept): its own declarations only, not a constructor's `val`s."""
    out, braces, parens = [], 0, 0
    for char in text:
        if char in "{}":
            braces += 1 if char == "{" else -1
            out.append(" ")
        elif braces == 0 and char in "()":
            parens += 1 if char == "(" else -1
            out.append(char if (parens == 0 and char == ")") or (parens == 1 and char == "(") else " ")
        else:
            out.append(char if (braces == 0 and parens == 0) or char == "\n" else " ")
    return "".join(out)


# Annotations that say nothing to an app: lint suppressions.
SILENT_ANNOTATIONS = {"Suppress", "SuppressLint"}


def annotation_names(mods):
    names = [name.split(".")[-1] for name in re.findall(r"@([\w.:]+)", mods)]
    return [name for name in names if name not in SILENT_ANNOTATIONS]


def declarations(text):
    """Every declaration of `text` (a file, or a class body without its braces) at its own level,
    in source order: dicts of `kind`, `name`, `mods` (annotations, by name, and modifiers),
    `public`, `params` (parameter texts, or None), `returns`, `supertypes`, `body` (the text inside
    the braces, or an expression body), `abstract_body` (no body at all)."""
    level = blank_nested(text)
    found = []
    for match in DECLARATION.finditer(level):
        mods_text = match.group("mods")
        words = re.sub(r"@[\w.:]+(\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))?", " ", mods_text).split()
        kind = match.group("kind")
        if "fun" in words:
            words.remove("fun")
            kind = "fun interface"
        at = match.end()
        declaration = {"kind": kind, "mods": ["@" + a for a in annotation_names(mods_text)] + words,
                       "public": not HIDDEN & set(words), "params": None, "returns": None, "supertypes": None,
                       "body": None, "abstract_body": False, "start": match.start()}
        rest = text[at:]
        if kind in ("fun", "val", "var"):
            generics = re.match(r"\s*<", rest)
            if generics:
                at = matching(text, at + generics.end() - 1, "<", ">")
            name = re.match(r"\s*((?:[\w.]+(?:<[^>]*>)?\??\.)?)`?(\w+)`?", text[at:])
            if not name:
                continue
            declaration["receiver"] = name.group(1).rstrip(".")
            declaration["name"] = name.group(2)
            at += name.end()
        elif kind == "constructor":
            declaration["name"] = "constructor"
        else:
            name = re.match(r"\s*(\w+)", text[at:])
            if not name:  # `companion object` without a name
                declaration["name"] = "Companion"
            else:
                declaration["name"] = name.group(1)
                at += name.end()
            generics = re.match(r"\s*<", text[at:])
            if generics:
                at = matching(text, at + generics.end() - 1, "<", ">")
            ctor = re.match(r"\s*((?:@\w+\s+|(?:public|private|internal|protected)\s+)*constructor\s*)?\(", text[at:])
            if ctor:
                hidden = HIDDEN & set((ctor.group(1) or "").split())
                if hidden:
                    declaration["hidden_constructor"] = hidden.pop()
                open_at = at + ctor.end() - 1
                close_at = matching(text, open_at, "(", ")")
                declaration["params"] = split_top_level(text[open_at + 1:close_at - 1])
                at = close_at
        if kind in ("fun", "constructor") and re.match(r"\s*\(", text[at:]):
            open_at = at + re.match(r"\s*\(", text[at:]).end() - 1
            close_at = matching(text, open_at, "(", ")")
            declaration["params"] = split_top_level(text[open_at + 1:close_at - 1])
            at = close_at
        # What follows up to the body: `: Type`, supertypes, `where`, a property's type.
        end = at
        depth = 0
        while end < len(text):
            char = text[end]
            if char in "(<[":
                depth += 1
            elif char in ")>]" and not (char == ">" and text[end - 1] == "-"):
                depth -= 1
            elif depth == 0 and (char in "{\n=" or text.startswith("by ", end)):
                if char == "\n" and re.match(r"\s*[:,.]|\s*->", text[end:]):  # the clause goes on
                    end += 1
                    continue
                if char == "=" and text[end - 1] in "!<>=":
                    end += 1
                    continue
                break
            end += 1
        clause = collapse(text[at:end])
        if kind == "constructor":  # `: this(…)` / `: super(…)`: the delegation, not what the app passes
            clause = ""
        clause = re.sub(r"\s*get\(\)$", "", clause)  # a property's getter, its body after `=`
        if clause.startswith(":"):
            key = "returns" if kind in ("fun", "val", "var", "constructor") else "supertypes"
            declaration[key] = collapse(clause[1:])
        elif clause:
            declaration["returns" if kind in ("fun", "val", "var") else "supertypes"] = clause
        after = re.match(r"[ \t]*(\{|=)", text[end:])
        if after and after.group(1) == "{":
            open_at = end + after.end() - 1
            close_at = matching(text, open_at, "{", "}")
            declaration["body"] = text[open_at + 1:close_at - 1]
        elif after and after.group(1) == "=" and kind not in ("class", "interface", "object"):
            line_end = text.find("\n", end)
            if not text[end + after.end():len(text) if line_end < 0 else line_end].strip():
                line_end = text.find("\n", line_end + 1)  # `=` ends its line: the expression is the next
            expression = text[end + after.end():len(text) if line_end < 0 else line_end]
            brace = expression.find("{")
            if brace >= 0:
                close_at = matching(text, end + after.end() + brace, "{", "}")
                expression = text[end + after.end():close_at]
            declaration["body"] = "= " + collapse(expression)
        else:
            declaration["abstract_body"] = True
        found.append(declaration)
    return found


def unpublic(text):
    """`text` without `public` modifiers: Kotlin's default visibility, written out only in explicit
    API mode, so a module turning that mode on changes no entry."""
    return re.sub(r"\bpublic\s+", "", text)


def signature(declaration):
    """A function, constructor or property as an app reads it, annotations and modifiers first."""
    words = [w for w in declaration["mods"] if w not in ("public",)]
    kind = declaration["kind"]
    head = " ".join(words + [kind])
    if kind in ("fun", "val", "var"):
        receiver = declaration.get("receiver")
        head += " " + (receiver + "." if receiver else "") + declaration["name"]
    if declaration["params"] is not None:
        head += "(%s)" % ", ".join(declaration["params"])
    if declaration["returns"]:
        head += ": " + declaration["returns"]
    return unpublic(collapse(head))


def type_head(declaration):
    """A class, interface or object as an app meets it: annotations, modifiers, kind, name, primary
    constructor (`private constructor` when the app cannot call it) and supertypes."""
    words = [w for w in declaration["mods"] if w not in ("public",)]
    head = " ".join(words + [declaration["kind"], declaration["name"]])
    if declaration["params"] is not None:
        head += (" %s constructor" % declaration["hidden_constructor"] if declaration.get("hidden_constructor") else "") + "(%s)" % ", ".join(declaration["params"])
    if declaration["supertypes"]:
        head += " : " + declaration["supertypes"]
    return unpublic(collapse(head))


def parameter_names(params):
    names = []
    for param in params:
        head = param.split(":", 1)[0].split()
        names.append(head[-1] if head else "_")
    return names


def member_entries(declaration, prefix="", hidden=frozenset(), bodies=False):
    """[(key, value)] of a class, interface or object: its head, then every public member — functions
    and constructors keyed by parameter names (overloads merged), properties, and nested types with
    their own members under `Nested.`. A member carrying one of the `hidden` annotations (an opt-in
    such as `@InternalAdaptyApi`, not for apps) is left out. With `bodies`, a class's functions carry
    their body too (` ; body { … }`): a default listener class, whose bodies are what runs when the
    app overrides nothing."""
    entries = [(prefix + "(head)" if not prefix else prefix.rstrip("."), type_head(declaration))]
    if declaration["body"] is None:
        return entries
    interface = declaration["kind"] in ("interface", "fun interface")
    for member in declarations(declaration["body"]):
        if not member["public"] or member["kind"] not in ("fun", "constructor", "val", "var", "class", "interface",
                                                          "fun interface", "object"):
            continue
        if hidden & set(member["mods"]):
            continue
        if member["kind"] in ("fun", "constructor"):
            key = "%s(%s)" % (member["name"], ", ".join(parameter_names(member["params"] or [])))
            value = signature(member)
            if interface and member["body"] is not None:
                value += " ; default " + default_body(member["body"])
            elif "abstract" in member["mods"] or (interface and member["abstract_body"]):
                value += " ; abstract"
            elif bodies and member["body"] is not None and member["kind"] == "fun":
                value += " ; body " + default_body(member["body"])
            entries.append((prefix + key, value))
        elif member["kind"] in ("val", "var"):
            entries.append((prefix + "%s %s" % (member["kind"], member["name"]), signature(member)))
        else:
            entries += member_entries(member, prefix + member["name"] + ".", hidden, bodies)
    return merged(entries)


def default_body(body):
    """An interface function's body as one line: `{}`, `{ resume() }`, `= Unit`."""
    if body.startswith("= "):
        return body
    inner = collapse(body)
    return "{ %s }" % inner if inner else "{}"


def kotlin_files(git_dir, tag, root):
    """The `.kt` files under `root` at `tag`, each path with its blob id."""
    try:
        out = git(git_dir, "ls-tree", "-r", tag, "--", root)
    except subprocess.CalledProcessError:
        return []
    files = []
    for line in out.splitlines():
        meta, _, path = line.partition("\t")
        if path.endswith(".kt"):
            files.append((path, meta.split()[2]))
    return files


_cache = {}


def top_level_public(git_dir, blob):
    """The public declarations of a file (by its blob id, so a file unchanged between tags is read
    once), at its top level."""
    if blob not in _cache:
        text = strip(git(git_dir, "cat-file", "blob", blob))
        _cache[blob] = [d for d in declarations(text) if d["public"]]
    return _cache[blob]


def module_surface(git_dir, tag, root, read, unread, script, excluded=(), hidden=frozenset(), bodies=frozenset()):
    """The sections of one Android module at `tag`, as every extract-<sdk>-android.py reads them:
    every public top-level declaration of the `.kt` files under `root` (leaving out the folders of
    `excluded` and the declarations carrying a `hidden` opt-in annotation) must be named by `read`
    ({name: section}) or `unread` ({name: why}), and no read name may be declared in two files, or
    the script stops with the tag, the file and the name. Each read class, interface or object is
    read whole (`member_entries`; with bodies for the names in `bodies`), each read top-level
    function by its parameter names. Returns [(section, file, [(key, value)])] in `read`'s order."""
    import sys
    found = [(path, decl) for path, blob in kotlin_files(git_dir, tag, root) if not path.startswith(tuple(excluded))
             for decl in top_level_public(git_dir, blob) if not hidden & set(decl["mods"])]
    problems = sorted("%s: %s %s" % (path, decl["kind"], decl["name"]) for path, decl in found
                      if decl["name"] not in read and decl["name"] not in unread)
    where = {}
    for path, decl in found:
        if decl["name"] in read:
            where.setdefault(decl["name"], set()).add(path)
    problems += ["%s is declared in %d files (%s)" % (name, len(paths), ", ".join(sorted(paths)))
                 for name, paths in where.items() if len(paths) > 1]
    if problems:
        sys.exit("%s: %s declares for apps what no section reads:\n  %s\n"
                 "read it in a section (READ), or add it to UNREAD with why it hands the app no paywall callback"
                 % (script, tag, "\n  ".join(problems)))
    sections = []
    for name, section in read.items():
        if name not in where:
            continue
        path = next(iter(where[name]))
        entries = []
        for decl in (d for p, d in found if p == path and d["name"] == name):
            if decl["kind"] == "fun":
                entries.append(("%s(%s)" % (name, ", ".join(parameter_names(decl["params"] or []))), signature(decl)))
            else:
                entries += member_entries(decl, hidden=hidden, bodies=name in bodies)
        sections.append((section, path, merged(entries)))
    return sections
