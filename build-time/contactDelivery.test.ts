import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactDelivery } from '../src/content/contactDelivery.ts';
import { photoSource } from '../src/content/photoSource.ts';
import { buildDelivery, contactDeliveryPlugin } from './contactDelivery.ts';
import { contentSecurityPolicy, directiveSources, securityHeaders } from './securityPolicy.ts';

const endpoint = { kind: 'endpoint', url: 'https://formspree.io/f/abcdwxyz' } as const;

/** What the plugin writes into the build's output, for the browser's bundle and the prerender's. */
function buildWarnings(): string[] {
  const plugin = contactDeliveryPlugin();
  const warnings: string[] = [];
  const buildStart = plugin.buildStart as (this: unknown) => void;
  for (const name of ['client', 'ssr']) {
    buildStart.call({ environment: { name }, warn: (message: string) => warnings.push(message) });
  }
  return warnings;
}

describe('the contact delivery setting', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('makes a build that delivers nothing say so once, naming the guide section', () => {
    expect(buildWarnings()).toEqual([
      expect.stringMatching(/delivers nothing.*"Receiving messages"/),
    ]);
    vi.stubEnv('CONTACT_DELIVERY', JSON.stringify(endpoint));
    expect(buildWarnings()).toEqual([]);
  });

  it('ships as none: the form sends nothing anywhere', () => {
    expect(contactDelivery).toEqual({ kind: 'none' });
    expect(buildDelivery({})).toBe(contactDelivery);
  });

  it('is replaced, for a test build, by CONTACT_DELIVERY', () => {
    const env = (setting: unknown) => ({ CONTACT_DELIVERY: JSON.stringify(setting) });
    expect(buildDelivery(env(endpoint))).toEqual(endpoint);
    expect(buildDelivery(env({ kind: 'netlify', formName: 'contact' }))).toEqual({
      kind: 'netlify',
      formName: 'contact',
    });
    expect(buildDelivery(env({ kind: 'none' }))).toEqual({ kind: 'none' });
  });

  it('fails the build on a setting no message could get through with', () => {
    const build = (setting: string) => () => buildDelivery({ CONTACT_DELIVERY: setting });
    expect(build('endpoint')).toThrow(/not a setting/);
    expect(build('{"kind":"endpoint"}')).toThrow(/not a setting/);
    expect(build('{"kind":"email","to":"a@b.example"}')).toThrow(/not a setting/);
    expect(build('{"kind":"endpoint","url":"formspree.io/f/x"}')).toThrow(/not an https URL/);
    expect(build('{"kind":"endpoint","url":"http://formspree.io/f/x"}')).toThrow(
      /not an https URL/,
    );
    expect(build('{"kind":"netlify","formName":"contact form"}')).toThrow(/Netlify form name/);
    // Plain http only on this machine, for the tests' stand-in service.
    expect(build('{"kind":"endpoint","url":"http://localhost:4399/f/x"}')()).toMatchObject({
      url: 'http://localhost:4399/f/x',
    });
  });
});

describe('the Content-Security-Policy', () => {
  it('lets forms and connections go to our own origin alone by default, and with Netlify Forms', () => {
    for (const delivery of [{ kind: 'none' }, { kind: 'netlify', formName: 'contact' }] as const) {
      const policy = contentSecurityPolicy(delivery, photoSource);
      expect(directiveSources(policy, 'form-action')).toEqual(["'self'"]);
      expect(directiveSources(policy, 'connect-src')).toEqual([
        "'self'",
        'https://images.unsplash.com',
      ]);
    }
  });

  it('names a POST endpoint’s origin, and nothing more of it, where the form needs it', () => {
    const policy = contentSecurityPolicy(endpoint, photoSource);
    expect(directiveSources(policy, 'form-action')).toEqual(["'self'", 'https://formspree.io']);
    expect(directiveSources(policy, 'connect-src')).toEqual([
      "'self'",
      'https://images.unsplash.com',
      'https://formspree.io',
    ]);
    expect(policy.match(/formspree/g)).toHaveLength(2);
  });

  it('is the meta tag’s alone: the pages’ header adds only frame-ancestors', () => {
    expect(securityHeaders()['Content-Security-Policy']).toBe("frame-ancestors 'none'");
  });
});
