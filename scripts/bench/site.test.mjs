import { describe, expect, it } from 'vitest';

describe("the bench's view of the site", () => {
  it('leaves NODE_ENV as it found it, so its build is the production one', async () => {
    const nodeEnv = process.env.NODE_ENV;
    delete process.env.NODE_ENV;
    try {
      const { siteDocuments } = await import('./site.mjs');
      expect(siteDocuments).toContain('/es/404.html');
      expect(process.env.NODE_ENV).toBeUndefined();
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  });
});
