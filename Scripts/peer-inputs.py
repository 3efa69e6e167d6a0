#!/usr/bin/env python3
"""Extracts the *inputs* of peers' test suites as fixture data for Stubble (issue 21).

Usage: Scripts/peer-inputs.py SWIFT_MOCKING_DIR STUBBLE_DIR MOCKOLO_DIR OUT_DIR

Each *_DIR is a checkout (or `git archive`) of github.com/fetch-rewards/swift-mocking,
github.com/samrshi/Stubble and github.com/uber/mockolo. Only inputs are taken (their expected outputs are
for their own APIs); each suite's folder gets the peer's licence and a NOTICE naming the source.

- swift-mocking-client: Sources/MockingClient/*.swift, with `@Mocked...` and `import Mocking` removed (the
  `@MockedMembers` class of MethodOverloads.swift, requirements without bodies, read as a protocol).
- swift-mocking-macro-tests: the first string literal of each assertMocked / assertMockedMethod /
  assertMockedProperty / assertMockedMembers call, made a protocol (`\\(interface.accessLevel)` read as
  internal; a lone method or property becomes the one requirement of `protocol Dependency`; a property's
  `ofType:` gives its accessors; a `MockedMembers` test's `final class Mock { ... }` becomes a protocol).
- stubble-macro-tests: the input literal of each assertMacro { ... } (Stubble's attributes kept: Stubble
  reads them).
- mockolo: each `@Fixture enum NAME { ... }` without its nested `@Fixture enum expected...` blocks, with
  `/// @mockable` kept (only protocols are mocked by Stubble; classes are inputs of Mockolo's class mocking).
"""
import os
import re
import shutil
import sys


def literal_at(text, start):
    """The Swift multi-line string literal starting at or after `start`: (value, end), or None."""
    open_ = text.find('"""', start)
    if open_ < 0:
        return None
    body_start = text.find('\n', open_) + 1
    close = text.find('"""', body_start)
    while close >= 0 and text[close - 1] == '\\':
        close = text.find('"""', close + 3)
    if close < 0:
        return None
    line_start = text.rfind('\n', 0, close) + 1
    indent = text[line_start:close]
    lines = text[body_start:line_start].split('\n')[:-1]
    out = []
    for line in lines:
        out.append(line[len(indent):] if line.startswith(indent) else line.lstrip())
    value = '\n'.join(out) + '\n'
    value = re.sub(r'(?<!\\)\\\n', '', value)  # a line ending in `\` continues on the next
    value = value.replace('\\t', '\t').replace('\\\\', '\\').replace('\\"', '"')
    return value, close + 3


def safe(name):
    return re.sub(r'[^A-Za-z0-9_-]+', '-', name).strip('-')


def header(source, note=''):
    return f"// Input from {source} (inputs only; see NOTICE.md and LICENSE in this folder).{note}\n"


def write(out_dir, name, text, used):
    base = safe(name)
    candidate, n = base, 2
    while candidate in used:
        candidate, n = f"{base}-{n}", n + 1
    used.add(candidate)
    with open(os.path.join(out_dir, candidate + '.swift'), 'w') as f:
        f.write(text)


def notice(out_dir, repo, license_src, license_name, note):
    shutil.copy(license_src, os.path.join(out_dir, 'LICENSE'))
    with open(os.path.join(out_dir, 'NOTICE.md'), 'w') as f:
        f.write(f"Test inputs taken from https://github.com/{repo} ({license_name}; its licence is in `LICENSE` here).\n"
                f"Only the inputs of its tests are kept, as fixture data for Stubble; {note}\n"
                f"Extracted by `Scripts/peer-inputs.py`.\n")


def swift_mocking_client(root, out):
    os.makedirs(out, exist_ok=True)
    used = set()
    src = os.path.join(root, 'Sources', 'MockingClient')
    for name in sorted(os.listdir(src)):
        if not name.endswith('.swift') or name == 'main.swift':
            continue
        text = open(os.path.join(src, name)).read()
        text = re.sub(r'^\s*(public )?import Mocking\s*\n', '', text, flags=re.M)
        text = re.sub(r'^\s*@Mocked(\((?:[^()]|\([^()]*\))*\))?\s*\n', '', text, flags=re.M)
        # A `@MockedMembers` test class lists requirements without bodies: read as the protocol it mocks.
        text = re.sub(r'^@MockedMembers\s*\n((?:public )?)final class (\w+)Mock\b[^{]*\{', r'\1protocol \2 {', text, flags=re.M)
        write(out, name[:-6], header('swift-mocking Sources/MockingClient/' + name,
                                     ' `@Mocked` and `import Mocking` removed.') + text, used)
    notice(out, 'fetch-rewards/swift-mocking', os.path.join(root, 'LICENSE'), 'MIT',
           '`@Mocked` attributes and `import Mocking` were removed; the `@MockedMembers` class of MethodOverloads.swift is read as a protocol.')


PROPERTY_ACCESSORS = {
    '.readOnly': '{ get }', '.readOnly(.async)': '{ get async }', '.readOnly(.throws)': '{ get throws }',
    '.readOnly(.async, .throws)': '{ get async throws }', '.readWrite': '{ get set }',
}


def swift_mocking_macro_tests(root, out):
    os.makedirs(out, exist_ok=True)
    used = set()
    tests = os.path.join(root, 'Tests', 'MockingMacrosTests', 'Macros')
    for dirpath, _, files in sorted(os.walk(tests)):
        if 'TestHelpers' in dirpath:
            continue
        for name in sorted(files):
            if not name.endswith('.swift'):
                continue
            text = open(os.path.join(dirpath, name)).read()
            for m in re.finditer(r'func (\w+)\([^)]*\)[^{]*\{\s*(assertMocked\w*)\(', text, flags=re.S):
                test, helper = m.group(1), m.group(2)
                lit = literal_at(text, m.end())
                if not lit:
                    continue
                value, end = lit
                value = value.replace('\\(interface.accessLevel) ', '').replace('\\(interface.accessLevel)', '')
                if '\\(' in value:
                    continue  # built from other configurations: not one input
                value = re.sub(r'^\s*@Mocked(\((?:[^()]|\([^()]*\))*\))?\s*\n', '', value, flags=re.M)
                if helper == 'assertMockedMethod':
                    value = 'protocol Dependency {\n' + ''.join('    ' + l + '\n' if l else '\n' for l in value.rstrip('\n').split('\n')) + '}\n'
                elif helper == 'assertMockedProperty':
                    kind = re.search(r'ofType:\s*"([^"]*)"', text[end:end + 200])
                    accessors = PROPERTY_ACCESSORS.get(kind.group(1) if kind else '', None)
                    if accessors is None:
                        continue
                    value = 'protocol Dependency {\n    ' + value.strip() + ' ' + accessors + '\n}\n'
                elif helper == 'assertMockedMembers':
                    value = re.sub(r'^(\s*)(final )?class Mock\b[^{]*\{', r'\1protocol Dependency {', value, count=1, flags=re.M)
                    if 'protocol Dependency' not in value:
                        continue
                elif 'protocol ' not in value:
                    continue
                write(out, f"{name[:-6]}-{test}", header(f"swift-mocking {os.path.relpath(os.path.join(dirpath, name), root)}, {test}") + value, used)
    notice(out, 'fetch-rewards/swift-mocking', os.path.join(root, 'LICENSE'), 'MIT',
           'a method or property under test is wrapped in `protocol Dependency`, `\\(interface.accessLevel)` is read as internal.')


def stubble_macro_tests(root, out):
    os.makedirs(out, exist_ok=True)
    used = set()
    tests = os.path.join(root, 'Tests', 'StubbleTests')
    for name in sorted(os.listdir(tests)):
        if not name.endswith('.swift'):
            continue
        text = open(os.path.join(tests, name)).read()
        for m in re.finditer(r'func (test\w*)\(\)[^{]*\{\s*assertMacro\s*\{', text):
            lit = literal_at(text, m.end())
            if not lit:
                continue
            write(out, f"{name[:-6]}-{m.group(1)}", header(f"Stubble {os.path.relpath(os.path.join(tests, name), root)}, {m.group(1)}") + lit[0], used)
    notice(out, 'samrshi/Stubble', os.path.join(root, 'LICENSE'), 'MIT', 'inputs are unchanged.')


def brace_block(text, open_brace):
    """Index just past the brace matching text[open_brace] (strings and comments are skipped)."""
    depth, i = 0, open_brace
    while i < len(text):
        c = text[i]
        if text.startswith('//', i):
            i = text.find('\n', i)
            if i < 0:
                return len(text)
            continue
        if text.startswith('/*', i):
            i = text.find('*/', i) + 2
            continue
        if text.startswith('"""', i):
            i = text.find('"""', i + 3) + 3
            continue
        if c == '"':
            j = i + 1
            while j < len(text) and text[j] != '"':
                j += 2 if text[j] == '\\' else 1
            i = j + 1
            continue
        if c == '{':
            depth += 1
        elif c == '}':
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return len(text)


def mockolo(root, out):
    os.makedirs(out, exist_ok=True)
    used = set()
    tests = os.path.join(root, 'Tests')
    for dirpath, _, files in sorted(os.walk(tests)):
        for name in sorted(files):
            if not (name.startswith('Fixture') and name.endswith('.swift')) or name == 'FixtureHelpers.swift':
                continue
            text = open(os.path.join(dirpath, name)).read()
            pos = 0
            while True:
                m = re.compile(r'@Fixture(?:\([^)]*\))?\s+enum\s+(\w+)\s*\{').search(text, pos)
                if not m:
                    break
                end = brace_block(text, m.end() - 1)
                body = text[m.end():end - 1]
                # Drop nested fixture blocks (expected outputs).
                kept, i = '', 0
                for n in re.finditer(r'@Fixture(?:\([^)]*\))?\s+enum\s+\w+\s*\{', body):
                    if n.start() < i:
                        continue
                    kept += body[i:n.start()]
                    i = brace_block(body, n.end() - 1)
                kept += body[i:]
                lines = kept.split('\n')
                indents = [len(l) - len(l.lstrip()) for l in lines if l.strip()]
                cut = min(indents) if indents else 0
                value = '\n'.join(l[cut:] for l in lines).strip('\n') + '\n'
                if 'protocol ' in value:
                    write(out, f"{name[:-6]}-{m.group(1)}", header(f"Mockolo {os.path.relpath(os.path.join(dirpath, name), root)}, {m.group(1)}") + value, used)
                pos = end
    notice(out, 'uber/mockolo', os.path.join(root, 'LICENSE.txt'), 'Apache License 2.0',
           'each `@Fixture enum` body is kept without its expected outputs (nested `@Fixture enum expected` blocks) and unindented.')


if __name__ == '__main__':
    mocking, stubble, mockolo_dir, out = sys.argv[1:5]
    for sub in ['swift-mocking-client', 'swift-mocking-macro-tests', 'stubble-macro-tests', 'mockolo']:
        shutil.rmtree(os.path.join(out, sub), ignore_errors=True)
    swift_mocking_client(mocking, os.path.join(out, 'swift-mocking-client'))
    swift_mocking_macro_tests(mocking, os.path.join(out, 'swift-mocking-macro-tests'))
    stubble_macro_tests(stubble, os.path.join(out, 'stubble-macro-tests'))
    mockolo(mockolo_dir, os.path.join(out, 'mockolo'))
