import { dirname, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { contentFolder } from '../src/content/schema/index.ts';
import { contentRoot, root } from './paths.ts';

/**
 * Points the code's imports of the owner's files at the content folder this run reads
 * (`contentRoot`): the unit tests read the frozen copy through it. There is nothing to do, and no
 * plugin, when that folder is `content/` itself.
 */
export function contentFolderPlugin(): Plugin | false {
  const shipped = resolve(root, contentFolder);
  const chosen = contentRoot();
  if (chosen === shipped) return false;
  return {
    name: 'content-folder',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.includes(contentFolder)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.startsWith(shipped + sep)) return resolved;
      return { ...resolved, id: chosen + resolved.id.slice(shipped.length) };
    },
    // `import.meta.glob` lists the files its literal pattern matches before anything is resolved,
    // so the pattern itself is pointed at the chosen folder.
    transform(code, id) {
      if (!code.includes('import.meta.glob')) return null;
      const folder = dirname(id.split('?')[0] ?? id);
      const from = `'${relative(folder, shipped)}/`;
      return code.includes(from)
        ? { code: code.replaceAll(from, `'${relative(folder, chosen)}/`), map: null }
        : null;
    },
  };
}
