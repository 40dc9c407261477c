// A copy of the project in a temporary folder, for a build or an editor that must never touch
// the working tree: the files git knows of (committed or not, ignored ones left out), with
// node_modules linked rather than copied.
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Copies the project into a new temporary folder and returns the folder. Its content/ is a copy
 * of `content` (a folder from the project's root): the tests' frozen copy, for example.
 */
export async function copyProject(content = 'content') {
  const folder = await mkdtemp(join(tmpdir(), 'site-copy-'));
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: projectRoot,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    await mkdir(dirname(join(folder, file)), { recursive: true });
    // A file deleted but not yet committed is listed and absent: skip it.
    await cp(join(projectRoot, file), join(folder, file)).catch((error) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
  await symlink(join(projectRoot, 'node_modules'), join(folder, 'node_modules'), 'dir');
  if (resolve(projectRoot, content) !== resolve(projectRoot, 'content')) {
    await rm(join(folder, 'content'), { recursive: true });
    await cp(resolve(projectRoot, content), join(folder, 'content'), { recursive: true });
  }
  return folder;
}
