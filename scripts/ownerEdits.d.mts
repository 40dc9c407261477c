import type { ContentEdits } from './editContent.mjs';

/** What an owner changes before launch and after (see ownerEdits.mjs). */
export declare const ownerEdits: ContentEdits;

/** Replaces the sample projects of a content folder with two of the owner's. */
export declare function replaceProjects(content: string): Promise<void>;
