#!/usr/bin/env python3
"""Checks Conform's JUnit and TAP reports with the tools that consume them.

    python3 ci/check-reports.py --junit FILE… --tap FILE…

JUnit: valid against Jenkins' junit-10.xsd and the strict windyroad JUnit.xsd (both in
Tests/Fixtures/junit-schemas/, read with xmlschema), read by junitparser and xunitparser with the
counts the file states, and drawn by junit2html's --report-matrix. TAP: every YAML block reads as a
YAML mapping (PyYAML). Installs the PyPI packages it needs with pip when they are missing.
Exit 0 when every file passes, 1 otherwise, with one line per problem.
"""
import argparse
import importlib
import os
import subprocess
import sys
import tempfile

PACKAGES = {"xmlschema": "xmlschema", "junitparser": "junitparser", "xunitparser": "xunitparser",
            "junit2htmlreport": "junit2html", "yaml": "pyyaml"}
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMAS = os.path.join(ROOT, "Tests", "Fixtures", "junit-schemas")


def ensure_packages():
    missing = [pip for module, pip in PACKAGES.items() if importlib.util.find_spec(module) is None]
    if missing:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *missing],
                       check=True, stdout=subprocess.DEVNULL)
        importlib.invalidate_caches()


def check_junit(path, problems):
    import xmlschema
    import junitparser
    import xunitparser
    for schema in ("junit-10.xsd", "JUnit.xsd"):
        errors = list(xmlschema.XMLSchema(os.path.join(SCHEMAS, schema)).iter_errors(path))
        for error in errors[:3]:
            problems.append(f"{path}: not valid against {schema}: {error.reason} at {error.path}")
    xml = junitparser.JUnitXml.fromfile(path)
    cases = 0
    for suite in xml:
        listed = sum(1 for _ in suite)
        cases += listed
        if listed != suite.tests:
            problems.append(f"{path}: junitparser: suite '{suite.name}' says tests={suite.tests} but holds {listed}")
        if suite.time is None:
            problems.append(f"{path}: junitparser: suite '{suite.name}' has no time")
        for case in suite:
            for result in case.result:
                if isinstance(result, junitparser.Skipped) and result.type == "xfail" and not result.message:
                    problems.append(f"{path}: xfail '{case.name}' has no reason")
    with open(path, "rb") as handle:
        _, result = xunitparser.parse(handle)
    if result.testsRun != cases:
        problems.append(f"{path}: xunitparser ran {result.testsRun} tests, the file holds {cases}")
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "matrix.html")
        run = subprocess.run([sys.executable, "-m", "junit2htmlreport", "--report-matrix", out, path],
                             capture_output=True, text=True)
        if run.returncode != 0 or not os.path.exists(out):
            problems.append(f"{path}: junit2html --report-matrix failed: {run.stderr.strip().splitlines()[-1:]}")


def check_tap(path, problems):
    import yaml
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    if not lines or lines[0] != "TAP version 14":
        problems.append(f"{path}: does not start with 'TAP version 14'")
    block = None
    for number, line in enumerate(lines, 1):
        if line == "  ---":
            block = []
            start = number
        elif line == "  ..." and block is not None:
            try:
                value = yaml.safe_load("\n".join(l[2:] for l in block))
            except yaml.YAMLError as error:
                problems.append(f"{path}:{start}: the YAML block does not read: {error}")
            else:
                if not isinstance(value, dict) or not value:
                    problems.append(f"{path}:{start}: the YAML block reads as {value!r}, not a mapping")
            block = None
        elif block is not None:
            block.append(line)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--junit", nargs="*", default=[])
    parser.add_argument("--tap", nargs="*", default=[])
    args = parser.parse_args()
    ensure_packages()
    problems = []
    for path in args.junit:
        check_junit(path, problems)
    for path in args.tap:
        check_tap(path, problems)
    for problem in problems:
        print("check-reports: " + problem)
    print(f"check-reports: {len(args.junit)} JUnit and {len(args.tap)} TAP files, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
