import { createHash } from 'node:crypto';

/** An inline script or style as the Content-Security-Policy allows it: by its SHA-256 hash. */
export const hashSource = (text: string): string =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
