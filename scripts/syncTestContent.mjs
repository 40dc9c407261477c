// `npm run content:sync`: keeps the tests' frozen copy of the content (src/test/content) in step
// with the schemas, whenever they change. A field the owner's content/ has and the copy lacks
// (a schema's new field) is copied in from content/, a file likewise; a field the schemas refuse
// (a removed one) is dropped. Then the copy must pass the schemas as content/ does, and no file
// of it may say just what content/ says: what is left to do (a new file's or field's words for
// the tests, say) is printed, and the script fails. Everything else in the copy (its company, its
// words, its projects) is the tests' own and stays.
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The files whose every value the spec states, word for word, so the tests' copy holds what the
 * owner's does: the business hours.
 */
const specFixed = new Set(['hours.json']);

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `frozen` with every field of `shipped` it lacks, copied in: objects field by field, lists entry
 * by entry where both have the entry (a list's length is the copy's own).
 */
export function withMissingFields(frozen, shipped) {
  if (isObject(frozen) && isObject(shipped)) {
    const result = { ...frozen };
    for (const [key, value] of Object.entries(shipped)) {
      result[key] = key in frozen ? withMissingFields(frozen[key], value) : value;
    }
    return result;
  }
  if (Array.isArray(frozen) && Array.isArray(shipped)) {
    return frozen.map((entry, index) =>
      index < shipped.length ? withMissingFields(entry, shipped[index]) : entry,
    );
  }
  return frozen;
}

/** The JSON files of a content folder, by their path in it (`pages/home.json`). */
async function jsonFiles(folder) {
  const names = await readdir(folder, { recursive: true });
  return names
    .map((name) => name.split('\\').join('/'))
    .filter((name) => name.endsWith('.json'))
    .sort();
}

const unknownField = /^[^/]+\/(.+?): (.+?): has a field the site does not know: (.+)$/u;
/** A project's field that the schema requires and the project lacks. */
const requiredField = /^[^/]+\/(work\/.+?): (.+?): .+, not nothing$/u;

/** A path's steps (`en › story › 0`), each a key or an index. */
const steps = (path) =>
  path.split(' › ').map((step) => (/^\d+$/u.test(step) ? Number(step) : step));

/** What `data` holds at a path, if anything. */
const at = (data, path) => steps(path).reduce((node, step) => node?.[step], data);

/** Drops the field a schema refused, at its path (`en › captions` and its name). */
function dropField(data, path, field) {
  const node = at(data, path);
  if (isObject(node)) Reflect.deleteProperty(node, field);
}

/** Sets the field at a path, whose parent is there. */
function setField(data, path, value) {
  const all = steps(path);
  const parent = all.slice(0, -1).reduce((node, step) => node?.[step], data);
  if (parent !== undefined) parent[all.at(-1)] = value;
}

/**
 * Brings the frozen copy (`frozen`, a folder) in step with the shipped content (`shipped`) and the
 * schemas (`problemsOf`, the content check of a folder). Writes the copy only when `write`.
 * Resolves with what it changed and what it could not (the schemas' problems left).
 */
export async function syncFrozenContent({ frozen, shipped, problemsOf, write }) {
  const shippedFiles = await jsonFiles(shipped);
  const frozenFiles = await jsonFiles(frozen);
  const projects = shippedFiles.filter((name) => name.startsWith('work/'));
  const changes = [];
  const changed = new Set();
  const data = new Map();
  for (const name of frozenFiles) {
    data.set(name, JSON.parse(await readFile(join(frozen, name), 'utf8')));
  }
  for (const name of shippedFiles.filter((file) => !file.startsWith('work/'))) {
    const theirs = JSON.parse(await readFile(join(shipped, name), 'utf8'));
    const ours = data.get(name);
    const synced = ours === undefined ? theirs : withMissingFields(ours, theirs);
    if (JSON.stringify(synced) !== JSON.stringify(ours)) {
      changes.push(ours === undefined ? `${name}: copied from content/` : `${name}: new fields`);
      changed.add(name);
      data.set(name, synced);
    }
  }
  // The tests' projects are their own, with or without the optional parts: a field one lacks
  // that the schema requires is taken from the owner's first project (below).
  const template =
    projects.length > 0
      ? JSON.parse(await readFile(join(shipped, projects[0]), 'utf8'))
      : undefined;
  const removed = frozenFiles.filter(
    (name) => !name.startsWith('work/') && !shippedFiles.includes(name),
  );
  for (const name of removed) {
    changes.push(`${name}: gone from content/`);
    data.delete(name);
  }

  // The schemas' refusals of fields they no longer know, in a scratch copy, until none is left.
  const scratch = join(root, '.tmp', `content-sync-${process.pid}-${Date.now()}`);
  await rm(scratch, { recursive: true, force: true });
  try {
    let problems = [];
    for (;;) {
      await rm(scratch, { recursive: true, force: true });
      await cp(frozen, scratch, { recursive: true, filter: (source) => !source.endsWith('.json') });
      for (const [name, value] of data) {
        await writeFileIn(scratch, name, value);
      }
      problems = await problemsOf(scratch);
      const refused = problems.map((problem) => unknownField.exec(problem)).filter(Boolean);
      const required = problems
        .map((problem) => requiredField.exec(problem))
        .filter((found) => found && at(template, found[2]) !== undefined);
      if (refused.length === 0 && required.length === 0) break;
      for (const [, name, path, field] of refused) {
        dropField(data.get(name), path, field);
        changes.push(`${name}: ${path} › ${field} dropped`);
        changed.add(name);
      }
      for (const [, name, path] of required) {
        setField(data.get(name), path, at(template, path));
        changes.push(`${name}: ${path} from content/`);
        changed.add(name);
      }
    }
    // A file the copy holds as the owner has it would let a spec that read content/ by mistake
    // pass: each must say something of the tests' own, but what the spec itself fixes.
    for (const name of shippedFiles.filter((file) => !specFixed.has(file))) {
      const theirs = JSON.parse(await readFile(join(shipped, name), 'utf8'));
      if (data.has(name) && isDeepStrictEqual(data.get(name), theirs)) {
        problems.push(`${name}: says what content/ says: give it the tests' own words or figures`);
      }
    }
    // Only what changed is written: the rest keeps its own formatting.
    if (write) {
      for (const name of removed) await rm(join(frozen, name));
      for (const name of changed) await writeFileIn(frozen, name, data.get(name));
    }
    return { changes, problems };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Writes a content file as the copy's files are written: two spaces, a final newline. */
async function writeFileIn(folder, name, value) {
  const file = join(folder, name);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(join(root, 'build-time/siteContent.ts'), {
    configFile: false,
    logLevel: 'silent',
  });
  const { changes, problems } = await syncFrozenContent({
    frozen: join(root, 'src/test/content'),
    shipped: join(root, 'content'),
    problemsOf: module.contentProblems,
    write: true,
  });
  for (const change of changes) console.log(`  ${change}`);
  if (changes.length === 0) console.log('The frozen content is in step with the schemas.');
  if (problems.length > 0) {
    console.error(
      `Still to do in ${relative(root, join(root, 'src/test/content'))}/:\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
    process.exit(1);
  }
}
