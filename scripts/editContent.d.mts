/** Each edited file of a content folder, by name, and the edit made to each language's version. */
export type ContentEdits = Readonly<
  Record<string, (data: Record<string, unknown>, locale: string) => void>
>;

export declare function editContent(folder: string, edits: ContentEdits): Promise<void>;
