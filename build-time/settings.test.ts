import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testContent } from '../scripts/testContent.mjs';
import { backendWarning } from './editor.ts';
import { root } from './paths.ts';
import { deliveryWarning, siteSettings } from './settings.ts';

/** The tests' frozen content, whose settings file these checks read. */
const frozen = join(root, testContent);

const endpoint = { kind: 'endpoint', url: 'https://formspree.io/f/abcdwxyz' } as const;
const rewrite = { kind: 'rewrite', path: '/photos' } as const;

/** The one message a build stops with for these variables, or '' when it does not stop. */
function stopsWith(env: NodeJS.ProcessEnv, folder = frozen): string {
  try {
    siteSettings(env, folder);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the settings a build follows', () => {
  it('ship as the spec says: the form sends nothing, photos come from the image host', () => {
    expect(siteSettings({}, frozen)).toEqual({
      contactDelivery: { kind: 'none' },
      photoSource: { kind: 'host' },
      // No online calendar until the owner gives one.
      visits: { firstVisitMinutes: 45 },
      // Nothing counted until the owner turns a service on.
      analytics: { kind: 'none' },
      // The tests' frozen settings: a minute, not the shipped minute and a half, so a kiosk that
      // ignored the setting would fail the e2e specs; a loop four times the shipped speed.
      kiosk: { idleSeconds: 60, attractPauseSeconds: 5, attractSpeed: 280, attractRestSeconds: 3 },
      editorBackend: { repo: undefined, branch: 'main', authUrl: undefined },
    });
  });

  it('make a build that delivers nothing say so, naming the guide section', () => {
    expect(deliveryWarning(siteSettings({}, frozen).contactDelivery)).toMatch(
      /delivers nothing.*"Receiving messages"/,
    );
    const delivering = siteSettings({ CONTACT_DELIVERY: JSON.stringify(endpoint) }, frozen);
    expect(deliveryWarning(delivering.contactDelivery)).toBeUndefined();
  });

  it('turn analytics on with a service’s address and the site there, its origin alone kept', () => {
    const analytics = (setting: unknown) =>
      siteSettings({ ANALYTICS: JSON.stringify(setting) }, frozen).analytics;
    expect(
      analytics({ kind: 'plausible', host: 'https://plausible.io/', site: 'heartwood.example' }),
    ).toEqual({ kind: 'plausible', origin: 'https://plausible.io', site: 'heartwood.example' });
    expect(stopsWith({ ANALYTICS: JSON.stringify({ kind: 'plausible' }) }).split('\n')).toEqual([
      "The site's settings have 2 problems:",
      '  - ANALYTICS › host: must be the address of the service, like https://plausible.io',
      '  - ANALYTICS › site: must be the site’s domain as Plausible knows it, like heartwoodfloors.com',
    ]);
    // Its origin alone: the script's path and the policy's entry are made from it.
    expect(
      stopsWith({
        ANALYTICS: JSON.stringify({
          kind: 'umami',
          host: 'https://example.com/stats',
          site: '94db1cb1-74f4-4a40-ad6c-962362670409',
        }),
      }),
    ).toMatch(/ANALYTICS › host: must be the service’s address alone, with no path/u);
  });

  it('are replaced, for a test build, by CONTACT_DELIVERY and PHOTO_SOURCE', () => {
    const settings = (delivery: unknown, photos: unknown = { kind: 'host' }) =>
      siteSettings(
        { CONTACT_DELIVERY: JSON.stringify(delivery), PHOTO_SOURCE: JSON.stringify(photos) },
        frozen,
      );
    expect(settings(endpoint, rewrite)).toMatchObject({
      contactDelivery: endpoint,
      photoSource: rewrite,
    });
    expect(settings({ kind: 'netlify', formName: 'contact' }).contactDelivery).toEqual({
      kind: 'netlify',
      formName: 'contact',
    });
    expect(settings({ kind: 'none' }, { kind: 'rewrite', path: '/images/stock' })).toMatchObject({
      contactDelivery: { kind: 'none' },
      photoSource: { kind: 'rewrite', path: '/images/stock' },
    });
    // Plain http only on this machine, for the tests' stand-in service.
    expect(
      settings({ kind: 'endpoint', url: 'http://localhost:4399/f/x' }).contactDelivery,
    ).toEqual({ kind: 'endpoint', url: 'http://localhost:4399/f/x' });
  });

  it('stop the build at every setting no message or photo could get through with, in one message', () => {
    const message = stopsWith({
      CONTACT_DELIVERY: JSON.stringify({ kind: 'endpoint', url: 'http://formspree.io/f/x' }),
      PHOTO_SOURCE: JSON.stringify({ kind: 'rewrite', path: '/products' }),
      EDITOR_REPOSITORY: 'heartwood',
      VISITS: JSON.stringify({ firstVisitMinutes: 45, bookingUrl: 'http://cal.com/heartwood' }),
      ANALYTICS: JSON.stringify({ kind: 'umami', host: 'https://umami.example' }),
    });
    expect(message.split('\n')).toEqual([
      "The site's settings have 5 problems:",
      '  - CONTACT_DELIVERY › url: must be a web address starting with https://, like https://formspree.io/f/abcdwxyz',
      '  - PHOTO_SOURCE › path: must be a path no page or folder of the site has, like /photos',
      '  - VISITS › bookingUrl: must be a web address starting with https://, like https://www.example.com',
      '  - ANALYTICS › site: must be the website ID Umami gave the site',
      '  - EDITOR_REPOSITORY: must be a GitHub repository as owner/name',
    ]);
    const problem = (variable: string, setting: string) => stopsWith({ [variable]: setting });
    expect(problem('CONTACT_DELIVERY', 'endpoint')).toMatch(
      /CONTACT_DELIVERY: must be a setting written as JSON/,
    );
    expect(problem('CONTACT_DELIVERY', '{"kind":"endpoint"}')).toMatch(
      /CONTACT_DELIVERY › url: must be the form service’s address/,
    );
    expect(problem('CONTACT_DELIVERY', '{"kind":"email"}')).toMatch(
      /CONTACT_DELIVERY › kind: must be none, netlify or endpoint/,
    );
    expect(problem('CONTACT_DELIVERY', '{"kind":"netlify","formName":"contact form"}')).toMatch(
      /CONTACT_DELIVERY › formName: must be one word/,
    );
    expect(problem('PHOTO_SOURCE', '{"kind":"rewrite"}')).toMatch(/PHOTO_SOURCE › path: must name/);
    // Not a plain path: relative, with a trailing slash, a wildcard, or another origin.
    for (const path of ['photos', '/photos/', '/photos/*', '/ph otos', 'https://cdn.example/p']) {
      expect(problem('PHOTO_SOURCE', JSON.stringify({ kind: 'rewrite', path })), path).toMatch(
        /PHOTO_SOURCE › path: must be a path of plain words/,
      );
    }
    // A path the site already answers: a route, the build's own assets and photos, the editor.
    for (const path of ['/products', '/contact/photos', '/assets', '/media', '/admin/photos']) {
      expect(problem('PHOTO_SOURCE', JSON.stringify({ kind: 'rewrite', path })), path).toMatch(
        /PHOTO_SOURCE › path: must be a path no page or folder/,
      );
    }
  });

  it('name the file and field of a setting the owner got wrong', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'settings-'));
    try {
      await cp(frozen, folder, { recursive: true });
      const file = join(folder, 'settings.json');
      const settings = JSON.parse(await readFile(file, 'utf8')) as { contactDelivery: unknown };
      settings.contactDelivery = { kind: 'netlify' };
      await writeFile(file, JSON.stringify(settings));
      expect(stopsWith({}, folder)).toMatch(
        /content\/settings\.json: contactDelivery › formName: must name the form Netlify keeps/,
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('where the editor saves', () => {
  const backend = (env: NodeJS.ProcessEnv) => siteSettings(env, frozen).editorBackend;

  it('is the repository Netlify builds, unless the build is told another', () => {
    expect(
      backend({ REPOSITORY_URL: 'https://github.com/heartwood/site', BRANCH: 'main' }),
    ).toEqual({ repo: 'heartwood/site', branch: 'main', authUrl: undefined });
    expect(backend({ REPOSITORY_URL: 'git@github.com:heartwood/site.git' }).repo).toBe(
      'heartwood/site',
    );
    expect(
      backend({
        REPOSITORY_URL: 'https://github.com/heartwood/site',
        EDITOR_REPOSITORY: 'owner/other',
        EDITOR_BRANCH: 'content',
      }),
    ).toEqual({ repo: 'owner/other', branch: 'content', authUrl: undefined });
  });

  it('is named by the build, which warns when it does not know it', () => {
    expect(backend({ EDITOR_AUTH_URL: 'https://auth.example.com' }).authUrl).toBe(
      'https://auth.example.com',
    );
    expect(stopsWith({ EDITOR_AUTH_URL: 'auth.example.com' })).toMatch(
      /EDITOR_AUTH_URL: must be the login service’s https:\/\/ address/,
    );
    expect(backendWarning(backend({}))).toMatch(/EDITOR_REPOSITORY=owner\/name/);
    expect(backendWarning({ repo: 'owner/site', branch: 'main' })).toBeUndefined();
  });
});
