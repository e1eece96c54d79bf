#!/usr/bin/env python3
"""Extract the Adapty paywall's public callback surface at every released tag.

Reads two git directories (bare mirrors are enough: only `git tag`, `git rev-parse`, `git grep`
and `git show` are used, never a work tree):

  --sdk  adaptyteam/AdaptySDK-iOS   release tags 3.0.0 … 3.17.2 (AdaptyUI ships inside it from 3.0.0)
  --ui   adaptyteam/AdaptyUI-iOS    release tags 2.x (the 2.x UI module)

A release tag is `MAJOR.MINOR.PATCH` and nothing else: `3.0.0-beta.1`, `4.0.0-beta.1` and `1.14`
are not versions an app can resolve. For each tag it records the commit the tag points at and:

  - every requirement of `protocol AdaptyPaywallControllerDelegate` (the UIKit delegate), with its
    selector (`paywallController(_:didSelectProduct:)`) and its full signature, types included;
  - every requirement of the observer-mode protocols (`AdaptyObserverModeResolver`, 3.0.1+, and
    2.x's `AdaptyObserverModeDelegate`);
  - the closure parameters of the public SwiftUI `.paywall(…)` modifier (`View.paywall`), label
    and type, when the tag has one.

Comments and string literals are stripped before parsing; whitespace in signatures is collapsed.
Nothing of the SDK's code is written out except these declarations' signatures.

Output: Swift source (`--format swift`, the default) holding the data as text, which the Conform
tests and the CLI read without a network: Sources/ConformAdapters/Adapty/AdaptyReleaseData.swift.
`--format text` prints that text alone, `--format json` the same facts as JSON.

Usage:
  python3 ci/surfaces/extract-adapty.py --sdk <AdaptySDK-iOS.git> --ui <AdaptyUI-iOS.git> \
      > Sources/ConformAdapters/Adapty/AdaptyReleaseData.swift

Python 3 standard library only.
"""

import argparse
import json
import re
import subprocess
import sys

RELEASE = re.compile(r"^(\d+)\.(\d+)\.(\d+)$")
PROTOCOLS = ["AdaptyPaywallControllerDelegate", "AdaptyObserverModeResolver", "AdaptyObserverModeDelegate"]
# The files that hold the public SwiftUI modifier: AdaptyUI-iOS 2.x and AdaptySDK-iOS 3.x.
MODIFIER_FILES = ("SwiftUIExtensions.swift", "AdaptyPaywallViewModifier.swift")
SDK_RANGE = ((3, 0, 0), (3, 17, 2))
UI_MAJOR = 2


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


def strip_comments_and_strings(text):
    """Blanks out comments and string literals, keeping every other character where it was."""
    out = []
    i, n = 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
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
        found.append({"selector": selector, "signature": signature})
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


def modifier(git_dir, tag):
    """The closure parameters of the public `View.paywall(…)` modifier(s) at `tag`."""
    overloads = []
    for path in files_declaring(git_dir, tag, r"func paywall\b"):
        if not path.endswith(MODIFIER_FILES):
            continue
        text = strip_comments_and_strings(git(git_dir, "show", "%s:%s" % (tag, path)))
        for ext in re.finditer(r"\bextension\s+View\s*\{", text):
            prefix = text[max(0, ext.start() - 40):ext.start()]
            end = matching(text, ext.end() - 1, "{", "}")
            body = text[ext.end():end - 1]
            public_extension = "public" in prefix.split("\n")[-1]
            for match in re.finditer(r"((?:public\s+)?)func\s+paywall\s*(<[^>(]*>)?\s*\(", body):
                if not (public_extension or match.group(1)):
                    continue
                open_at = match.end() - 1
                close_at = matching(body, open_at, "(", ")")
                closures = []
                for param in split_top_level(body[open_at + 1:close_at - 1]):
                    label, _, type_text = parameter(param)
                    if "->" in type_text:
                        closures.append({"label": label, "type": type_text})
                overloads.append({"file": path, "closures": closures})
    return overloads


def surface(git_dir, repository, tag):
    commit = git(git_dir, "rev-parse", tag + "^{commit}").strip()
    entry = {"tag": tag, "repository": repository, "commit": commit, "protocols": {}, "swiftui": []}
    for name in PROTOCOLS:
        for path in files_declaring(git_dir, tag, r"protocol %s\b" % name):
            text = strip_comments_and_strings(git(git_dir, "show", "%s:%s" % (tag, path)))
            body = protocol_body(text, name)
            if body is not None:
                entry["protocols"][name] = {"file": path, "requirements": functions(body)}
    entry["swiftui"] = modifier(git_dir, tag)
    return entry


def extract(sdk_dir, ui_dir):
    entries = []
    for _, tag in release_tags(ui_dir, lambda v: v[0] == UI_MAJOR):
        entries.append(surface(ui_dir, "adaptyteam/AdaptyUI-iOS", tag))
    for _, tag in release_tags(sdk_dir, lambda v: SDK_RANGE[0] <= v <= SDK_RANGE[1]):
        entries.append(surface(sdk_dir, "adaptyteam/AdaptySDK-iOS", tag))
    return entries


PROTOCOL_KEYS = (("AdaptyPaywallControllerDelegate", "delegate"),
                 ("AdaptyObserverModeResolver", "resolver"),
                 ("AdaptyObserverModeDelegate", "observer-delegate"))


def text(entries):
    """The data as lines: a release, then its protocols' requirements and the modifier's closures.

    release <tag> <repository> <commit>
      delegate <file>                  (resolver, observer-delegate likewise)
        <selector> | <signature>
      swiftui <file>
        <label> | <type>
    """
    lines = []
    for entry in entries:
        lines.append("release %s %s %s" % (entry["tag"], entry["repository"], entry["commit"]))
        for name, key in PROTOCOL_KEYS:
            protocol = entry["protocols"].get(name)
            if protocol is None:
                continue
            lines.append("  %s %s" % (key, protocol["file"]))
            for requirement in protocol["requirements"]:
                lines.append("    %s | %s" % (requirement["selector"], requirement["signature"]))
        for overload in entry["swiftui"]:
            lines.append("  swiftui %s" % overload["file"])
            for closure in overload["closures"]:
                lines.append("    %s | %s" % (closure["label"], closure["type"]))
    return "\n".join(lines)


def swift(entries):
    body = text(entries)
    if '"""#' in body:
        sys.exit("the data holds a raw string delimiter")
    return "\n".join([
        "// Generated by ci/surfaces/extract-adapty.py from the repositories' release tags. Do not edit:",
        "// run the script again (docs/migration.md, \"Where the facts come from\").",
        "",
        "/// The Adapty paywall's public callback surface at every released tag the model covers —",
        "/// AdaptyUI-iOS 2.x and AdaptySDK-iOS 3.0.0 … 3.17.2 — each with the commit its tag points at,",
        "/// as `AdaptyRelease.parse` reads it.",
        "enum AdaptyReleaseData {",
        "    /// One line per release, protocol, requirement and closure.",
        '    static let text = #"""',
        body,
        '"""#',
        "}",
        "",
    ])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sdk", required=True, help="git dir of adaptyteam/AdaptySDK-iOS")
    parser.add_argument("--ui", required=True, help="git dir of adaptyteam/AdaptyUI-iOS")
    parser.add_argument("--format", choices=["swift", "text", "json"], default="swift")
    args = parser.parse_args()
    entries = extract(args.sdk, args.ui)
    if args.format == "swift":
        sys.stdout.write(swift(entries))
    elif args.format == "text":
        sys.stdout.write(text(entries) + "\n")
    else:
        sys.stdout.write(json.dumps(entries, indent=2) + "\n")


if __name__ == "__main__":
    main()
