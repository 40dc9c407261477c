import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { contentProblems } from '../build-time/siteContent.ts';
import { syncFrozenContent, withMissingFields } from './syncTestContent.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const frozen = join(root, 'src/test/content');
const shipped = join(root, 'content');

const scratch = [];
afterEach(async () => {
  await Promise.all(scratch.splice(0).map((folder) => rm(folder, { recursive: true })));
});

/** A scratch copy of the frozen content, with `edit` made to one file's parsed JSON. */
async function frozenCopy(file, edit) {
  const folder = await mkdtemp(join(tmpdir(), 'frozen-'));
  scratch.push(folder);
  await cp(frozen, folder, { recursive: true });
  const path = join(folder, file);
  const data = JSON.parse(await readFile(path, 'utf8'));
  edit(data);
  await writeFile(path, JSON.stringify(data, null, 2));
  return folder;
}

describe('npm run content:sync', () => {
  it('finds the tests’ frozen content in step with the schemas and the owner’s content', async () => {
    const { changes, problems } = await syncFrozenContent({
      frozen,
      shipped,
      problemsOf: contentProblems,
      write: false,
    });
    expect(changes).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('copies in a field the copy lacks, drops one the schemas refuse, and keeps the rest', async () => {
    const folder = await frozenCopy('kiosk.json', (data) => {
      delete data.en.touchHint;
      data.es.retired = 'una palabra que ya no se usa';
    });
    const { changes, problems } = await syncFrozenContent({
      frozen: folder,
      shipped,
      problemsOf: contentProblems,
      write: true,
    });
    expect(changes).toEqual(['kiosk.json: new fields', 'kiosk.json: es › retired dropped']);
    expect(problems).toEqual([]);
    const kiosk = JSON.parse(await readFile(join(folder, 'kiosk.json'), 'utf8'));
    const owners = JSON.parse(await readFile(join(shipped, 'kiosk.json'), 'utf8'));
    expect(kiosk.en.touchHint).toBe(owners.en.touchHint);
    expect(kiosk.es).not.toHaveProperty('retired');
    // The copy's own words stay its own.
    expect(kiosk.es.touchHint).not.toBe(owners.es.touchHint);
  });

  it('gives a project of the tests a field the schema requires, from the owner’s first', async () => {
    const folder = await frozenCopy('work/walnut-stairs-bozeman.json', (data) => {
      delete data.en.duration;
    });
    const { changes, problems } = await syncFrozenContent({
      frozen: folder,
      shipped,
      problemsOf: contentProblems,
      write: true,
    });
    expect(changes).toEqual(['work/walnut-stairs-bozeman.json: en › duration from content/']);
    expect(problems).toEqual([]);
  });
});

describe('withMissingFields', () => {
  it('adds what the other has, entry by entry, never changing what is there', () => {
    expect(
      withMissingFields(
        { a: 1, list: [{ x: 1 }, { x: 2 }] },
        { a: 9, b: 2, list: [{ x: 0, y: 3 }] },
      ),
    ).toEqual({ a: 1, b: 2, list: [{ x: 1, y: 3 }, { x: 2 }] });
  });
});
