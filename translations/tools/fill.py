#!/usr/bin/env python3
"""Fills translations/arbiter_<lang>.ts from the tables in strings_*.py (run after lupdate).

Each strings_<area>.py holds T = {source: (de, fr, es)} and N = {numerus source: ((de one, de many),
(fr one, fr many), (es one, es many))}. Strings not listed stay unfinished and are listed at the end;
tests/ui/tst_translations fails while any is left. Placeholders (%1, %n) and accelerators (&) are
checked against the source."""
import importlib.util
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

LANGS = {'de': 0, 'fr': 1, 'es': 2}
HERE = Path(__file__).resolve().parent


def load_tables():
    T, N = {}, {}
    for path in sorted(HERE.glob('strings_*.py')):
        spec = importlib.util.spec_from_file_location(path.stem, path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        for table, into in ((mod.T, T), (getattr(mod, 'N', {}), N)):
            for src, tr in table.items():
                if src in into and into[src] != tr:
                    sys.exit(f'{path.name}: "{src}" is translated differently in another file')
                into[src] = tr
    return T, N


def placeholders(text):
    return sorted(re.findall(r'%(?:\d+|n)', text))


def check(src, text, where):
    problems = []
    if placeholders(src) != placeholders(text):
        problems.append(f'{where}: placeholders differ: "{src}" -> "{text}"')
    if src.count('&') != text.count('&'):
        problems.append(f'{where}: accelerator (&) differs: "{src}" -> "{text}"')
    return problems


def main():
    T, N = load_tables()
    problems = []
    for src, tr in T.items():
        for lang, col in LANGS.items():
            problems += check(src, tr[col], f'{lang}')
    for src, tr in N.items():
        for lang, col in LANGS.items():
            for form in tr[col]:
                if '%n' in src and '%n' not in form and form == tr[col][-1]:
                    problems.append(f'{lang}: plural form lacks %n: "{form}"')
    if problems:
        print('\n'.join(problems))
        return 1
    missing = 0
    for lang, col in LANGS.items():
        path = HERE.parent / f'arbiter_{lang}.ts'
        tree = ET.parse(path)
        ts = tree.getroot()
        ts.set('language', {'de': 'de_DE', 'fr': 'fr_FR', 'es': 'es_ES'}[lang])
        done, left = 0, []
        for msg in ts.iter('message'):
            src = msg.find('source').text
            tr = msg.find('translation')
            if msg.get('numerus') == 'yes':
                if src not in N:
                    if tr.get('type') == 'unfinished':
                        left.append(src)
                    continue
                for form in list(tr):
                    tr.remove(form)
                tr.text = None
                for text in N[src][col]:
                    ET.SubElement(tr, 'numerusform').text = text
            elif src in T:
                tr.text = T[src][col]
            else:
                if tr.get('type') == 'unfinished' or not (tr.text or '').strip():
                    left.append(src)
                continue
            tr.attrib.pop('type', None)
            done += 1
        tree.write(path, encoding='utf-8', xml_declaration=True)
        print(f'{path.name}: {done} filled from the tables, {len(left)} still untranslated')
        for src in left:
            print(f'  {lang}: {src!r}')
        missing += len(left)
    return 1 if missing else 0


if __name__ == '__main__':
    sys.exit(main())
