/** The local static server (serve.mjs): serves a build as the site's host would. */
export function startServer(options?: {
  /** The build's folder (default `dist/`). */
  root?: string;
  /** 0 takes any free port. */
  port?: number;
  host?: string;
  /** Where `_redirects`' 200 rules go instead of their own host: an origin on this machine. */
  proxyTo?: string;
}): Promise<{ origin: string; close: () => Promise<void> }>;
