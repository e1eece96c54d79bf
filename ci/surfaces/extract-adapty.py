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

from surfacelib import (commit_of, data_text, files_declaring, parameter, protocol_section, public_view_functions,
                        release_tags, swift_source)

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


def surface(git_dir, repository, tag):
    entry = {"tag": tag, "repository": repository, "commit": commit_of(git_dir, tag), "protocols": {}, "swiftui": []}
    for name in PROTOCOLS:
        found = protocol_section(git_dir, tag, name)
        if found is not None:
            entry["protocols"][name] = {"file": found[0], "requirements": found[1]}
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
