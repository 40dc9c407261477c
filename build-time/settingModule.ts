import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { root } from './paths.ts';

/** A setting written as JSON, as an environment variable carries it; undefined if it is not JSON. */
export function parsedJson(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

interface SettingModule<T> {
  /** The module in `src/content` whose one export is the setting. */
  readonly file: string;
  readonly exportName: string;
  /** The value the module holds, as the site ships. */
  readonly shipped: T;
  /** The value this build uses: `shipped`, unless a test build's environment variable overrides it. */
  readonly built: T;
}

/**
 * Gives the browser's code and the prerender the value of a setting this build uses: when a test
 * build overrides it, the content module's one export is replaced by that value.
 */
export function settingModulePlugin<T>({
  file,
  exportName,
  shipped,
  built,
}: SettingModule<T>): Plugin {
  const id = resolve(root, file);
  return {
    name: `setting:${exportName}`,
    apply: 'build',
    enforce: 'pre',
    load(loaded) {
      if (loaded !== id || built === shipped) return null;
      return `export const ${exportName} = ${JSON.stringify(built)};\n`;
    },
  };
}
