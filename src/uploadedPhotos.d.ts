// The uploaded photos of this build's content, described by `build-time/uploadedPhotos.ts`.
declare module 'virtual:uploaded-photos' {
  import type { UploadedPhotos } from './content/uploadedPhotoFiles.ts';

  export const uploadedPhotos: UploadedPhotos;
}
