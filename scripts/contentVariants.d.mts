type Json = Record<string, unknown>;

export interface ContentVariant {
  /** The Playwright project that tests it. */
  readonly name: string;
  /** Each edited file of content/, by name, and the edit made to its parsed JSON. */
  readonly edits: Readonly<Record<string, (data: Json) => void>>;
  /** How many of each the built pages show. */
  readonly counts: {
    readonly products: number;
    readonly services: number;
    readonly regions: number;
    readonly values: number;
  };
}

export declare const contentVariant: ContentVariant;

/** Each photo made for the owner's media folder, by file name: its size and JPEG quality. */
type MadePhotos = Readonly<
  Record<string, { readonly width: number; readonly height: number; readonly quality: number }>
>;

/** The site with the owner's own photos in it. */
export declare const uploadedVariant: Omit<ContentVariant, 'counts'> & {
  readonly media: MadePhotos;
};

export declare function writeUploadedPhoto(file: string, size: MadePhotos[string]): Promise<void>;
