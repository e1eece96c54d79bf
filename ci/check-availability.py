#!/usr/bin/env python3
"""Checks that Conform builds on the Apple platforms Package.swift declares, from a Linux machine.

Usage: check-availability.py [--sources DIR ...] [--package FILE] [--interfaces DIR]

Two checks over the Swift sources (default: Sources/):

1. Every toolchain API the sources use whose Apple availability is above the declared floor. The
   floor is Package.swift's `platforms:`; each API's availability is read from the toolchain's own
   interface files (`usr/lib/swift/linux/*.swiftmodule/*.swiftinterface`), which carry the
   `@available(macOS …, iOS …)` of everything they ship. A type is flagged where the sources name
   it; a member or function where every declaration of that name in the interfaces is above the
   floor (an overload at or below it would be chosen instead) and the sources declare none of
   their own. Foundation ships no interface on Linux, so Foundation's availability is not checked.
2. Every Linux-only call (prctl, epoll, inotify, /proc, Glibc, …) outside an `#if os(Linux)` or
   `#if canImport(Glibc)` branch, which would not compile on Darwin.

Exit 0 when neither finds anything, 1 with each finding as FILE:LINE: …, 2 when the floor or the
interfaces cannot be read.
"""
import argparse
import os
import re
import shutil
import sys

PLATFORMS = ["macOS", "iOS", "tvOS", "watchOS", "visionOS"]
DECLARATION = re.compile(r"\b(struct|class|enum|protocol|actor|typealias|func|var|let|macro|case)\s+`?([A-Za-z_][A-Za-z0-9_]*)")
TYPE_KINDS = {"struct", "class", "enum", "protocol", "actor", "typealias"}
AVAILABLE = re.compile(r"@available\(([^)]*)\)")
LINUX_ONLY = re.compile(r"\b(prctl|PR_SET_PDEATHSIG|PR_SET_CHILD_SUBREAPER|PR_SET_NAME|epoll_create1?|epoll_ctl|epoll_wait|"
                        r"inotify_init1?|inotify_add_watch|eventfd|signalfd|pipe2|accept4|memfd_create|getrandom|"
                        r"O_PATH|O_TMPFILE|sched_getaffinity|Glibc|SOCK_CLOEXEC)\b|\"/proc/")


def version(text):
    parts = [int(p) for p in text.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def shown(v):
    parts = list(v)
    while len(parts) > 1 and parts[-1] == 0:
        parts.pop()
    return ".".join(str(p) for p in parts)


def read_floor(package):
    """{platform: version} from `platforms: [.macOS(.v13), .iOS(.v16), …]`."""
    text = open(package).read()
    match = re.search(r"platforms:\s*\[([^\]]*)\]", text)
    if not match:
        print(f"check-availability: {package} declares no 'platforms:': nothing says which Apple systems Conform supports", file=sys.stderr)
        print("  next: declare them, e.g. platforms: [.macOS(.v13), .iOS(.v16)]", file=sys.stderr)
        sys.exit(2)
    floor = {}
    for name, v in re.findall(r"\.(macOS|iOS|tvOS|watchOS|visionOS)\(\s*\.v(\d+(?:_\d+)*)\s*\)", match.group(1)):
        floor[name] = version(v.replace("_", "."))
    return floor


def availability(arguments):
    """{platform: version} of an `@available(...)` argument list; None when it is not an introduction."""
    found = {}
    for part in arguments.split(","):
        words = part.split()
        if len(words) == 2 and words[0] in PLATFORMS and re.fullmatch(r"\d+(\.\d+)*", words[1]):
            found[words[0]] = version(words[1])
    return found or None


def above(available, floor):
    """The platforms whose introduction is above the floor (a platform not declared is not checked)."""
    return {p: v for p, v in available.items() if p in floor and v > floor[p]}


def read_interfaces(folder):
    """{name: [(kind, availability or None, module, top level?)]} over every interface file in `folder`."""
    declarations = {}
    files = []
    for entry in sorted(os.listdir(folder)):
        if entry.endswith(".swiftmodule"):
            for name in os.listdir(os.path.join(folder, entry)):
                if name.endswith(".swiftinterface") and ".private." not in name:
                    files.append((entry[:-len(".swiftmodule")], os.path.join(folder, entry, name)))
    for module, path in files:
        pending = None
        stack = []  # availability in force at each open brace
        for line in open(path, encoding="utf-8", errors="replace"):
            stripped = line.strip()
            if stripped.startswith("//"):
                continue
            for args in AVAILABLE.findall(stripped):
                got = availability(args)
                if got:
                    pending = {**(pending or {}), **got}
            inherited = next((a for a in reversed(stack) if a), None)
            match = DECLARATION.search(re.sub(r"@available\([^)]*\)", "", stripped))
            opens_extension = re.match(r"(@\S+\s+)*(public\s+)?extension\b", stripped)
            in_force = pending or inherited
            if match and not opens_extension:
                kind, name = match.groups()
                declarations.setdefault(name, []).append((kind, in_force, module, not stack))
            if match or opens_extension or (stripped and not stripped.startswith("@")):
                opened = stripped.count("{") - stripped.count("}")
                for _ in range(max(opened, 0)):
                    stack.append(in_force if (match or opens_extension) else None)
                for _ in range(max(-opened, 0)):
                    if stack:
                        stack.pop()
                pending = None
    return declarations


def strip_code(lines):
    """The lines with comments and string literals blanked, so only code is searched."""
    out = []
    in_block = False
    in_multiline = False
    for line in lines:
        text = ""
        i = 0
        while i < len(line):
            if in_block:
                end = line.find("*/", i)
                if end < 0:
                    i = len(line)
                    break
                in_block = False
                i = end + 2
            elif in_multiline:
                end = line.find('"""', i)
                if end < 0:
                    i = len(line)
                    break
                in_multiline = False
                i = end + 3
            elif line.startswith("//", i):
                break
            elif line.startswith("/*", i):
                in_block = True
                i += 2
            elif line.startswith('"""', i):
                in_multiline = True
                i += 3
            elif line[i] == '"':
                j = i + 1
                while j < len(line) and line[j] != '"':
                    j += 2 if line[j] == "\\" else 1
                text += '""'
                i = j + 1
            else:
                text += line[i]
                i += 1
        out.append(text)
    return out


def swift_files(folders):
    for folder in folders:
        for root, dirs, files in os.walk(folder):
            dirs[:] = sorted(d for d in dirs if d not in (".build", "Golden"))
            for name in sorted(files):
                if name.endswith(".swift"):
                    yield os.path.join(root, name)


def linux_guarded(stack):
    """Whether the innermost branches in force only compile on Linux."""
    for condition, branch in stack:
        linux = re.search(r"os\(Linux\)|canImport\(Glibc\)", condition) and not re.search(r"!\s*(os\(Linux\)|canImport\(Glibc\))", condition)
        darwin = re.search(r"os\(macOS\)|canImport\(Darwin\)|os\(iOS\)", condition)
        if (branch == "if" and linux) or (branch == "else" and darwin):
            return True
    return False


def main():
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sources", action="append", help="a folder of Swift sources (repeatable; default: Sources)")
    parser.add_argument("--package", default=os.path.join(here, "Package.swift"), help="the Package.swift whose platforms are the floor")
    parser.add_argument("--interfaces", help="the toolchain's usr/lib/swift/linux (default: found from 'swift' on PATH)")
    args = parser.parse_args()
    sources = args.sources or [os.path.join(here, "Sources")]
    interfaces = args.interfaces
    if not interfaces:
        swift = shutil.which("swift")
        interfaces = os.path.join(os.path.dirname(os.path.realpath(swift)), "..", "lib", "swift", "linux") if swift else ""
    if not os.path.isdir(interfaces) or not any(e.endswith(".swiftmodule") for e in os.listdir(interfaces)):
        print(f"check-availability: no toolchain interfaces at '{interfaces}'", file=sys.stderr)
        print("  next: pass --interfaces <toolchain>/usr/lib/swift/linux", file=sys.stderr)
        sys.exit(2)

    floor = read_floor(args.package)
    declared = read_interfaces(interfaces)
    lines_of = {path: open(path, encoding="utf-8").read().split("\n") for path in swift_files(sources)}
    code_of = {path: strip_code(lines) for path, lines in lines_of.items()}
    own = set()
    for code in code_of.values():
        for line in code:
            own.update(name for _, name in DECLARATION.findall(line))

    types, members = {}, {}
    for name, declarations in declared.items():
        if name in own:
            continue
        high = [(kind, above(a or {}, floor), module, top) for kind, a, module, top in declarations if kind != "case"]
        type_decls = [(k, h, m) for k, h, m, _ in high if k in TYPE_KINDS]
        if type_decls and all(h for _, h, _ in type_decls):
            types[name] = type_decls[0]
        elif high and not type_decls and all(h for _, h, _, _ in high):
            # A member is matched as `.name(`; a top-level function also as `name(`.
            members[name] = (high[0][0], high[0][1], high[0][2], all(top for *_, top in high))

    findings = []
    floor_text = ", ".join(f"{p} {shown(v)}" for p, v in floor.items())
    type_pattern = re.compile(r"\b(" + "|".join(sorted(map(re.escape, types))) + r")\b") if types else None
    member_pattern = re.compile(r"(\.?)\b(" + "|".join(sorted(map(re.escape, members))) + r")\s*[(<{]") if members else None
    for path, code in code_of.items():
        shown_path = os.path.relpath(path)
        stack = []
        for number, line in enumerate(code, 1):
            directive = line.strip()
            if directive.startswith("#if"):
                stack.append((directive[3:], "if"))
                continue
            if directive.startswith("#elseif") or directive.startswith("#else"):
                if stack:
                    stack[-1] = (stack[-1][0], "else")
                continue
            if directive.startswith("#endif"):
                if stack:
                    stack.pop()
                continue
            uses = []
            if type_pattern:
                uses += [(m.group(1), types[m.group(1)]) for m in type_pattern.finditer(line)]
            if member_pattern:
                for m in member_pattern.finditer(line):
                    kind, high, module, top = members[m.group(2)]
                    if m.group(1) == "." or top:
                        uses.append((m.group(2), (kind, high, module)))
            for name, (kind, high, module) in uses:
                needs = ", ".join(f"{p} {shown(v)}" for p, v in high.items())
                findings.append(f"{shown_path}:{number}: {name} ({module} {kind}) needs {needs}, above the floor {floor_text} (Package.swift platforms)")
            match = LINUX_ONLY.search(line)
            if match and match.group(1) not in own and not linux_guarded(stack):
                findings.append(f"{shown_path}:{number}: {match.group(0)} exists only on Linux, outside '#if os(Linux)' or '#if canImport(Glibc)': Darwin cannot compile it")

    for finding in findings:
        print(finding)
    checked = len(lines_of)
    if findings:
        print(f"check-availability: {len(findings)} finding(s) in {checked} files", file=sys.stderr)
        print("  next: use what the floor has (Core/Locked for Mutex and Atomic), guard Linux calls with '#if os(Linux)', "
              "or raise the floor in Package.swift if that is really meant", file=sys.stderr)
        sys.exit(1)
    print(f"check-availability: {checked} files, floor {floor_text}: no API above the floor "
          f"({len(types)} types and {len(members)} members of the toolchain are), no Linux-only call outside its '#if'")


if __name__ == "__main__":
    main()
