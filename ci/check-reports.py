#!/usr/bin/env python3
"""Checks Conform's reports with the tools that consume them, in a virtual environment of their own.

    python3 ci/check-reports.py [--junit FILE…] [--tap FILE…] [--json SCHEMA=FILE…]

JUnit: valid against Jenkins' junit-10.xsd and the current windyroad JUnit.xsd (both in
Tests/Fixtures/junit-schemas/, read with xmlschema), read by junitparser and xunitparser with the
counts the file states, and drawn by junit2html's --report-matrix. TAP: read by tap.py (with its
YAML extra) as TAP 14 with every YAML block a mapping. JSON: valid, with check-jsonschema, against
docs/schemas/SCHEMA.schema.json (conform-report, conform-shard-report, conform-trend,
conform-mutation), and every key the file holds is documented by the schema.

The consumers are installed, pinned (ci/report-check-requirements.txt), into a virtual environment
of their own: .build/report-check-venv, made fresh when absent or when the requirements change, so
what the machine has installed elsewhere cannot change the verdict. Exit 0 when every file passes,
1 otherwise with one line per problem, 2 when the environment cannot be made.
"""
import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import venv

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMAS = os.path.join(ROOT, "Tests", "Fixtures", "junit-schemas")
JSON_SCHEMAS = os.path.join(ROOT, "docs", "schemas")
REQUIREMENTS = os.path.join(ROOT, "ci", "report-check-requirements.txt")
VENV = os.path.join(ROOT, ".build", "report-check-venv")
MARKER = "CONFORM_REPORT_CHECK_VENV"


def venv_python():
    return os.path.join(VENV, "bin", "python")


def requirements_hash():
    with open(REQUIREMENTS, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()


def enter_venv():
    """Re-runs this script with the virtual environment's python, making the environment first
    when it is absent or was made for other requirements."""
    stamp = os.path.join(VENV, "requirements.sha256")
    wanted = requirements_hash()
    current = open(stamp).read().strip() if os.path.exists(stamp) else None
    if current != wanted:
        print(f"check-reports: making a fresh virtual environment at {os.path.relpath(VENV, ROOT)}", file=sys.stderr)
        try:
            venv.EnvBuilder(clear=True, with_pip=True).create(VENV)
            subprocess.run([venv_python(), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                            "-r", REQUIREMENTS], check=True, stdout=subprocess.DEVNULL)
        except (OSError, subprocess.CalledProcessError) as error:
            print(f"check-reports: could not make the virtual environment: {error}; "
                  f"next step: check that python3's venv module and PyPI are reachable, then run again", file=sys.stderr)
            sys.exit(2)
        with open(stamp, "w") as handle:
            handle.write(wanted + "\n")
    env = dict(os.environ, **{MARKER: "1"})
    env.pop("PYTHONPATH", None)
    os.execve(venv_python(), [venv_python(), os.path.abspath(__file__), *sys.argv[1:]], env)


def check_junit(path, problems):
    import xmlschema
    import junitparser
    import xunitparser
    for schema in ("junit-10.xsd", "JUnit.xsd"):
        errors = list(xmlschema.XMLSchema(os.path.join(SCHEMAS, schema)).iter_errors(path))
        for error in errors[:3]:
            problems.append(f"{path}: not valid against {schema}: {error.reason} at {error.path}")
        if len(errors) > 3:
            problems.append(f"{path}: … and {len(errors) - 3} more errors against {schema}")
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
                if isinstance(result, junitparser.Skipped) and not result.message:
                    problems.append(f"{path}: skipped '{case.name}' has no message saying why")
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
    from tap.parser import Parser
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    if not text.startswith("TAP version 14\n"):
        problems.append(f"{path}: does not start with 'TAP version 14'")
    planned, tests = None, 0
    for line in Parser().parse_text(text):
        if line.category == "plan":
            planned = line.expected_tests
        elif line.category == "test":
            tests += 1
            block = line.yaml_block
            if line.directive.skip or not line.ok or block is not None:
                if block is not None and (not isinstance(block, dict) or not block):
                    problems.append(f"{path}: test {line.number}: the YAML block reads as {block!r}, not a mapping")
        elif line.category == "unknown" and line.text.strip() in ("---", "..."):
            problems.append(f"{path}: tap.py did not read a YAML block: {line.text!r}")
    if planned != tests:
        problems.append(f"{path}: tap.py counts {tests} tests, the plan says {planned}")
    # Every '  ---' that opens a block must have been read as one by tap.py.
    opened = text.count("\n  ---\n")
    read = sum(1 for line in Parser().parse_text(text) if line.category == "test" and line.yaml_block is not None)
    if opened != read:
        problems.append(f"{path}: {opened} YAML blocks in the file, tap.py read {read} (is PyYAML missing?)")


def undocumented_keys(instance, schema, document, path, found):
    """Keys the instance holds that the schema's `properties` do not name (following $ref, allOf,
    oneOf and items), so a new field cannot reach users without its documentation. `document` is
    the schema file `schema` sits in, against which its references resolve."""
    parts = flatten(schema, document)
    props = {}
    extra = None
    for node, doc in parts:
        for key, value in node.get("properties", {}).items():
            props.setdefault(key, []).append((value, doc))
        if isinstance(node.get("additionalProperties"), dict):
            extra = (node["additionalProperties"], doc)
    if isinstance(instance, dict) and (props or extra):
        for key, value in instance.items():
            if key in props:
                for sub, doc in props[key]:
                    undocumented_keys(value, sub, doc, f"{path}.{key}", found)
            elif extra:
                undocumented_keys(value, extra[0], extra[1], f"{path}.{key}", found)
            else:
                found.append(f"{path}.{key}")
    elif isinstance(instance, list):
        for node, doc in parts:
            if "items" in node:
                for index, value in enumerate(instance):
                    undocumented_keys(value, node["items"], doc, f"{path}[{index}]", found)
    if instance is not None:
        for node, doc in parts:
            for choice in node.get("oneOf", []):
                for sub, subdoc in flatten(choice, doc):
                    if sub.get("type") not in ("null", None) or "properties" in sub or "items" in sub:
                        undocumented_keys(instance, sub, subdoc, path, found)


def flatten(schema, document):
    """The schema and everything it takes in through $ref and allOf, each with its document."""
    out = [(schema, document)]
    if "$ref" in schema:
        out += flatten(*lookup(schema["$ref"], document))
    for part in schema.get("allOf", []):
        out += flatten(part, document)
    return out


def lookup(ref, document):
    file, _, pointer = ref.partition("#")
    if file:
        with open(os.path.join(JSON_SCHEMAS, file)) as handle:
            document = json.load(handle)
    node = document
    for part in [p for p in pointer.split("/") if p]:
        node = node[part]
    return node, document


def check_json(spec, problems):
    name, separator, path = spec.partition("=")
    schema_file = os.path.join(JSON_SCHEMAS, name + ".schema.json")
    if not separator or not os.path.exists(schema_file):
        known = sorted(f[: -len(".schema.json")] for f in os.listdir(JSON_SCHEMAS) if f.endswith(".schema.json"))
        problems.append(f"--json {spec}: name a schema and a file, SCHEMA=FILE, with SCHEMA one of {', '.join(known)}")
        return
    run = subprocess.run([os.path.join(os.path.dirname(sys.executable), "check-jsonschema"), "--schemafile", schema_file, path],
                         capture_output=True, text=True)
    if run.returncode != 0:
        for line in (run.stdout + run.stderr).strip().splitlines()[-5:]:
            problems.append(f"{path}: check-jsonschema against {name}: {line.strip()}")
    with open(path, encoding="utf-8") as handle:
        instance = json.load(handle)
    schema = json.load(open(schema_file))
    found = []
    undocumented_keys(instance, schema, schema, "$", found)
    for key in sorted(set(found))[:10]:
        problems.append(f"{path}: {key} is not documented in docs/schemas/{name}.schema.json")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--junit", nargs="*", default=[])
    parser.add_argument("--tap", nargs="*", default=[])
    parser.add_argument("--json", nargs="*", default=[], metavar="SCHEMA=FILE")
    args = parser.parse_args()
    if os.environ.get(MARKER) != "1":
        enter_venv()
    problems = []
    for path in args.junit:
        check_junit(path, problems)
    for path in args.tap:
        check_tap(path, problems)
    for spec in args.json:
        check_json(spec, problems)
    for problem in problems:
        print("check-reports: " + problem)
    print(f"check-reports: {len(args.junit)} JUnit, {len(args.tap)} TAP and {len(args.json)} JSON files, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
