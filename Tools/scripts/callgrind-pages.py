#!/usr/bin/env python3
"""Instructions, code pages and code lines of one callgrind profile (docs/benchmarks.md, issue 25, session 39).

Usage: callgrind-pages.py FILE [--by-object] [--by-function]

FILE is a callgrind output written with --dump-instr=yes (one dump per frame: --dump-before the frame function
and --toggle-collect it). A code page is a distinct 4 KB page, per object, holding an instruction with a
nonzero self cost; a code line is a distinct 64-byte line. The cost lines that follow a `calls=` line are
inclusive costs of a call site and are not counted: they also list every caller above the frame (main, the
closures around it), whose code did not run in the frame.
"""
import collections
import re
import sys


def number(text):
    return int(text, 16) if text.startswith('0x') else int(text)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    path = sys.argv[1]
    by_object = '--by-object' in sys.argv
    by_function = '--by-function' in sys.argv
    names = {'ob': {}, 'fn': {}}

    def resolve(kind, value):
        # Callgrind's name compression: "(id) name" the first time, "(id)" after.
        match = re.match(r'\((\d+)\)(?:\s+(.*))?', value)
        if not match:
            return value
        if match.group(2):
            names[kind][match.group(1)] = match.group(2)
        return names[kind].get(match.group(1), match.group(1))

    positions = 1
    obj, function, last = '?', '?', 0
    after_call = False
    instructions = 0
    pages, lines = set(), set()
    pages_by_object = collections.defaultdict(set)
    pages_by_function = collections.defaultdict(set)
    with open(path) as profile:
        for raw in profile:
            line = raw.rstrip('\n')
            if not line:
                continue
            if line.startswith('positions:'):
                positions = len(line.split()) - 1
            elif line.startswith('ob='):
                obj = resolve('ob', line[3:])
            elif line.startswith('cob='):
                resolve('ob', line[4:])
            elif line.startswith('fn='):
                function = resolve('fn', line[3:])
            elif line.startswith('cfn='):
                resolve('fn', line[4:])
            elif line.startswith('calls='):
                after_call = True
            elif line[0] in '0123456789+-*':
                fields = line.split()
                position = fields[0]
                if position.startswith('0x'):
                    address = int(position, 16)
                elif position[0] == '+':
                    address = last + number(position[1:])
                elif position[0] == '-':
                    address = last - number(position[1:])
                elif position == '*':
                    address = last
                else:
                    address = int(position)
                last = address
                cost = int(fields[positions]) if len(fields) > positions else 0
                if after_call:
                    after_call = False
                    continue
                if cost:
                    instructions += cost
                    pages.add((obj, address >> 12))
                    lines.add((obj, address >> 6))
                    pages_by_object[obj].add(address >> 12)
                    pages_by_function[(obj.split('/')[-1], function)].add(address >> 12)
    print(f'instructions {instructions} code_pages {len(pages)} code_lines {len(lines)}')
    if by_object:
        for name, object_pages in sorted(pages_by_object.items(), key=lambda item: -len(item[1])):
            print(f'  {len(object_pages):4d} {name}')
    if by_function:
        for (name, function_name), function_pages in sorted(pages_by_function.items()):
            print(f'  {name[:16]:16s} {" ".join(hex(page) for page in sorted(function_pages))} {function_name}')


if __name__ == '__main__':
    main()
