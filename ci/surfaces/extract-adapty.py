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
    and type, when the tag has one;
  - which requirements of the delegate have a public default implementation (`delegate-default`):
    a `func` of an `extension AdaptyPaywallControllerDelegate` that is public (or in a public
    extension) with the requirement's selector and parameter and return types — an internal one,
    or one whose types differ (2.x … 3.0.1's `didFailRenderingWith error: Error` against the
    requirement's `AdaptyError`), leaves the requirement to the app;
  - the isolation and inheritance of the protocols an app implements (`isolation`): the global-actor
    attributes before `protocol <name>` and its inheritance clause (`@MainActor … : AnyObject`,
    `… : Sendable`).

Comments and string literals are stripped before parsing; whitespace in signatures is collapsed.
The reading of Swift and the data format are ci/surfaces/surfacelib.py's, shared by every
extract-<sdk>.py.
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
import sys

import re

from surfacelib import (collapse, commit_of, data_text, files_declaring, git, matching, parameter, protocol_section,
                        public_view_functions, release_tags, split_top_level, strip_comments_and_strings, swift_source)

PROTOCOLS = ["AdaptyPaywallControllerDelegate", "AdaptyObserverModeResolver", "AdaptyObserverModeDelegate"]
# The files that hold the public SwiftUI modifier: AdaptyUI-iOS 2.x and AdaptySDK-iOS 3.x.
MODIFIER_FILES = ("SwiftUIExtensions.swift", "AdaptyPaywallViewModifier.swift")
SDK_RANGE = ((3, 0, 0), (3, 17, 2))
UI_MAJOR = 2


def modifier(git_dir, tag):
    """The closure parameters of the public `View.paywall(…)` modifier(s) at `tag`, one entry per overload."""
    overloads = []
    for path in files_declaring(git_dir, tag, r"func paywall\b"):
        if not path.endswith(MODIFIER_FILES):
            continue
        for _, params in public_view_functions(git_dir, tag, path, "paywall"):
            closures = []
            for param in params:
                label, _, type_text = parameter(param)
                if "->" in type_text:
                    closures.append({"label": label, "type": type_text})
            overloads.append({"file": path, "closures": closures})
    return overloads


def types_of(params):
    """The parameter types of a parameter list, whitespace collapsed (`any P` is the type `P`)."""
    return tuple(re.sub(r"^any\s+", "", collapse(parameter(p)[2])) for p in params)


def requirement_shape(signature):
    """(selector, parameter types, return type) of a requirement's signature `name(params) -> R`."""
    open_at = signature.index("(")
    close_at = matching(signature, open_at, "(", ")")
    params = split_top_level(signature[open_at + 1:close_at - 1])
    rest = signature[close_at:].strip()
    returns = collapse(rest[2:]) if rest.startswith("->") else None
    labels = "".join(parameter(p)[0] + ":" for p in params)
    return "%s(%s)" % (signature[:open_at], labels), types_of(params), returns


def public_defaults(git_dir, tag, requirements):
    """(file, [(selector, "public default")]) for the delegate requirements that a public `func` of
    an `extension AdaptyPaywallControllerDelegate` implements with the same types, or None."""
    shapes = {}
    found_file = None
    for path in files_declaring(git_dir, tag, r"extension AdaptyPaywallControllerDelegate\b"):
        text = strip_comments_and_strings(git(git_dir, "show", "%s:%s" % (tag, path)))
        for ext in re.finditer(r"\bextension\s+AdaptyPaywallControllerDelegate\b[^{]*\{", text):
            line_start = text.rfind("\n", 0, ext.start()) + 1
            public_extension = "public" in text[line_start:ext.start()]
            end = matching(text, ext.end() - 1, "{", "}")
            body = text[ext.end():end - 1]
            for match in re.finditer(r"((?:public\s+)?)func\s+(\w+)\s*\(", body):
                if not (public_extension or match.group(1)):
                    continue
                open_at = match.end() - 1
                close_at = matching(body, open_at, "(", ")")
                params = split_top_level(body[open_at + 1:close_at - 1])
                rest = re.match(r"\s*(->\s*[^\n{]+)?", body[close_at:])
                returns = collapse(rest.group(1)[2:]) if rest and rest.group(1) else None
                labels = "".join(parameter(p)[0] + ":" for p in params)
                shapes.setdefault("%s(%s)" % (match.group(2), labels), set()).add((types_of(params), returns))
                found_file = found_file or path
    if found_file is None:
        return None
    entries = []
    for requirement in requirements:
        selector, types, returns = requirement_shape(requirement["signature"])
        if (types, returns) in shapes.get(selector, set()):
            entries.append((selector, "public default"))
    return found_file, entries


def isolation(git_dir, tag, name):
    """(file, header) of `protocol <name>` at `tag`: its global-actor attributes (`@MainActor`) and
    its declaration up to the body, inheritance included; None where no file declares it."""
    for path in files_declaring(git_dir, tag, r"protocol %s\b" % name):
        if path.startswith(("Documentation/", "Example", "Tests/")):
            continue
        text = strip_comments_and_strings(git(git_dir, "show", "%s:%s" % (tag, path)))
        match = re.search(r"\bprotocol\s+%s\b[^{]*" % name, text)
        if not match:
            continue
        attributes = []
        for line in reversed(text[:match.start()].split("\n")[:-1]):
            line = line.strip()
            if not line.startswith("@"):
                break
            if not line.startswith("@available"):
                attributes.insert(0, line)
        return path, collapse(" ".join(attributes + ["protocol " + collapse(match.group(0)[len("protocol"):].strip())]))
    return None


def surface(git_dir, repository, tag):
    entry = {"tag": tag, "repository": repository, "commit": commit_of(git_dir, tag), "protocols": {}, "swiftui": [],
             "defaults": None, "isolation": {}}
    for name in PROTOCOLS:
        found = protocol_section(git_dir, tag, name)
        if found is not None:
            entry["protocols"][name] = {"file": found[0], "requirements": found[1]}
            header = isolation(git_dir, tag, name)
            if header is not None:
                entry["isolation"][name] = {"file": header[0], "header": header[1]}
    delegate = entry["protocols"].get("AdaptyPaywallControllerDelegate")
    if delegate is not None:
        found = public_defaults(git_dir, tag, delegate["requirements"])
        if found is not None:
            entry["defaults"] = {"file": found[0], "requirements": found[1]}
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
    """The data (surfacelib's format): a release, its protocols' requirements, the modifier's closures
    (each release after the first as its changes from the one before).

    release <tag> <repository> <commit>
      delegate <file>                  (resolver, observer-delegate likewise)
        <selector> | <signature>
      delegate-default <file>          (the delegate's default extension)
        <selector> | public default
      isolation <file of the delegate>
        <protocol> | <attributes> protocol <name>: <inheritance>
      swiftui <file>
        <label> | <type>
    """
    releases = []
    for entry in entries:
        sections = []
        for name, key in PROTOCOL_KEYS:
            protocol = entry["protocols"].get(name)
            if protocol is not None:
                sections.append((key, protocol["file"], [(r["selector"], r["signature"]) for r in protocol["requirements"]]))
        if entry["defaults"] is not None:
            sections.append(("delegate-default", entry["defaults"]["file"], entry["defaults"]["requirements"]))
        headers = entry["isolation"]
        if headers:
            first = headers.get("AdaptyPaywallControllerDelegate") or next(iter(headers.values()))
            sections.append(("isolation", first["file"], [(name, headers[name]["header"]) for name, _ in PROTOCOL_KEYS if name in headers]))
        for overload in entry["swiftui"]:
            sections.append(("swiftui", overload["file"], [(c["label"], c["type"]) for c in overload["closures"]]))
        releases.append((entry["tag"], entry["repository"], entry["commit"], sections))
    return data_text(releases)


def swift(entries):
    return swift_source(text(entries), "ci/surfaces/extract-adapty.py", "AdaptyReleaseData", [
        "The Adapty paywall's public callback surface at every released tag the model covers —",
        "AdaptyUI-iOS 2.x and AdaptySDK-iOS 3.0.0 … 3.17.2 — each with the commit its tag points at,",
        "as `SurfaceRelease.parse` reads it.",
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
