import type { Plugin } from 'vite';
import { contactDelivery, type ContactDelivery } from '../src/content/contactDelivery.ts';
import { parsedJson, settingModulePlugin } from './settingModule.ts';

const isLocalHost = (host: string) => host === 'localhost' || host === '127.0.0.1';

/**
 * The setting, checked: a mistake fails the build rather than a visitor's message. An endpoint
 * is an absolute https URL (plain http only on this machine, for a local stand-in); a Netlify
 * form name is what Netlify accepts as one.
 */
export function checkedDelivery(delivery: ContactDelivery): ContactDelivery {
  if (delivery.kind === 'netlify' && !/^[\w-]+$/.test(delivery.formName)) {
    throw new Error(`Contact delivery: "${delivery.formName}" is not a Netlify form name`);
  }
  if (delivery.kind === 'endpoint') {
    const url = URL.canParse(delivery.url) ? new URL(delivery.url) : undefined;
    const secure =
      url?.protocol === 'https:' || (url?.protocol === 'http:' && isLocalHost(url.hostname));
    if (!url || !secure) {
      throw new Error(`Contact delivery: "${delivery.url}" is not an https URL`);
    }
  }
  return delivery;
}

/** A setting written as JSON, as CONTACT_DELIVERY carries it. */
function parsedDelivery(json: string): ContactDelivery {
  const value = parsedJson(json);
  if (typeof value === 'object' && value !== null) {
    const setting = value as Record<string, unknown>;
    if (setting.kind === 'none') return { kind: 'none' };
    if (setting.kind === 'netlify' && typeof setting.formName === 'string') {
      return { kind: 'netlify', formName: setting.formName };
    }
    if (setting.kind === 'endpoint' && typeof setting.url === 'string') {
      return { kind: 'endpoint', url: setting.url };
    }
  }
  throw new Error(
    `CONTACT_DELIVERY=${json} is not a setting such as {"kind":"endpoint","url":"https://…"}`,
  );
}

/**
 * The delivery this build uses: the content's setting, unless CONTACT_DELIVERY holds another, as
 * JSON. That variable is for the end-to-end tests' builds (scripts/buildVariants.mjs), which check
 * each kind without touching the setting the site ships with.
 */
export function buildDelivery(env: NodeJS.ProcessEnv = process.env): ContactDelivery {
  const override = env.CONTACT_DELIVERY;
  return checkedDelivery(override ? parsedDelivery(override) : contactDelivery);
}

/**
 * What a build says when its form delivers nothing. That is the spec's default and stays so, but
 * a site deployed with it confirms every enquiry and loses it: nobody should ship it unknowingly.
 */
export function deliveryWarning(delivery: ContactDelivery): string | undefined {
  if (delivery.kind !== 'none') return undefined;
  return (
    'The contact form delivers nothing: it says "Message Sent!" and only logs the message in ' +
    "the visitor's browser. Before launch, choose where messages go " +
    '(docs/operator.md, "Receiving messages").'
  );
}

/**
 * Gives the browser's code and the prerender the delivery `buildDelivery` chose: the content
 * module's one value is replaced by it when CONTACT_DELIVERY overrides the setting. A build
 * whose form delivers nothing says so in its output.
 */
export function contactDeliveryPlugin(): Plugin {
  const built = buildDelivery();
  return {
    ...settingModulePlugin({
      file: 'src/content/contactDelivery.ts',
      exportName: 'contactDelivery',
      shipped: contactDelivery,
      built,
    }),
    buildStart() {
      // Once per build: the browser's bundle, not the prerender's as well.
      const warning = deliveryWarning(built);
      if (warning && this.environment.name === 'client') this.warn(warning);
    },
  };
}
