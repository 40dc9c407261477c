import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../build-time/paths.ts';

// The guides name the project's files, so that a reader can open them: a file renamed or
// deleted leaves a guide pointing nowhere. Every path a guide names, in `code` or as a link,
// must exist; a path with a placeholder (`src/pages/<name>/`) or a wildcard (`content/*.json`)
// must match at least one file. (The decision notes are records of their day: they keep the
// names they were written with, and say when they are superseded.)

/** The guides: README, ARCHITECTURE and docs/, the decision notes aside. */
const guides = [
  'README.md',
  'ARCHITECTURE.md',
  ...readdirSync(join(root, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];

/** The project's own top-level folders and files: a path starting elsewhere is not a file of it. */
const topLevel = new Set(
  readdirSync(root).filter((name) => !['node_modules', 'dist', 'dist-e2e'].includes(name)),
);

/** Every file and folder under `folder`, as paths from the root, ending in `/` for a folder. */
function entriesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).flatMap((entry) => {
    const path = `${folder}/${entry.split('\\').join('/')}`;
    return path.includes('/node_modules/') ? [] : [path, `${path}/`];
  });
}

/** A pattern's regular expression: `*` and a `<placeholder>` stand for any part of one name. */
const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .split(/(\*|<[^>]+>)/u)
      .map((part, index) =>
        index % 2 === 1 ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/gu, '\\$&'),
      )
      .join('')}$`,
    'u',
  );

/** The repository paths a guide names: its code spans' and its links' (from the project root). */
function namedPaths(guide: string): string[] {
  const text = readFileSync(join(root, guide), 'utf8');
  const inCode = [...text.matchAll(/`([^`\s]+)`/gu)].map(([, path = '']) => path);
  const linked = [...text.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/gu)]
    .map(([, target = '']) => target)
    .filter((target) => !/^[a-z]+:/u.test(target))
    .map((target) => relative(root, resolve(root, dirname(guide), target)));
  return [...inCode, ...linked].filter((path) => {
    const first = path.split('/')[0] ?? '';
    // A file at the root is named with its extension; a deeper one starts with a folder of ours.
    return path.includes('/') ? topLevel.has(first) : topLevel.has(path) && path.includes('.');
  });
}

describe.each(guides)('%s', (guide) => {
  it('names only files and folders that exist', () => {
    const missing = namedPaths(guide).filter((path) => {
      if (!/[*<]/u.test(path)) return !existsSync(join(root, path));
      const pattern = patternOf(path);
      return !entriesUnder(path.split('/')[0] ?? '').some((entry) => pattern.test(entry));
    });
    expect(missing).toEqual([]);
  });
});
