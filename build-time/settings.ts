import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { settingsFile, where } from '../src/content/schema/index.ts';
import { settingsSchema, visitSetting, type PageSettings } from '../src/content/schema/settings.ts';
import { photoSourceOf, photoSourceSetting } from '../src/content/schema/photos.ts';
import {
  deliveryOf,
  deliverySetting,
  type ContactDelivery,
} from '../src/content/schema/delivery.ts';
import { analyticsOf, analyticsSetting } from '../src/content/schema/analytics.ts';

/** Where the editor saves: the site's repository on GitHub, logging in through Netlify. */
export interface EditorBackend {
  /** `owner/name` of the GitHub repository, or undefined when this build was not told it. */
  readonly repo?: string;
  readonly branch: string;
  /** Where the login is handled when it is not Netlify's (an OAuth proxy such as sveltia-cms-auth). */
  readonly authUrl?: string;
}

/** The settings a build follows, each read and checked once (`siteSettings`). */
export interface SiteSettings extends PageSettings {
  readonly editorBackend: EditorBackend;
}

/** The editor's backend, from the build's environment: Netlify's own variables, or ours. */
const editorEnvironment = z
  .object({
    EDITOR_REPOSITORY: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/u, 'must be a GitHub repository as owner/name')
      .optional(),
    REPOSITORY_URL: z.string().optional(),
    EDITOR_BRANCH: z.string().regex(/^\S+$/u, 'must be a branch name').optional(),
    BRANCH: z.string().optional(),
    EDITOR_AUTH_URL: z
      .url({ protocol: /^https$/, error: 'must be the login service’s https:// address' })
      .optional(),
  })
  .transform((env): EditorBackend => ({
    repo:
      env.EDITOR_REPOSITORY ??
      /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?$/u.exec(env.REPOSITORY_URL ?? '')?.[1],
    branch: env.EDITOR_BRANCH || env.BRANCH || 'main',
    authUrl: env.EDITOR_AUTH_URL,
  }));

/** A variable left empty is one not set. */
const setOnly = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));

/**
 * The settings this build follows, each one schema that reads the settings file and the build's
 * environment together: where contact messages go (`contactDelivery` in content/settings.json,
 * or CONTACT_DELIVERY), where photos come from (`photoSource` there, or PHOTO_SOURCE), visits to
 * measure (`visits` there, or VISITS), analytics (`analytics` there, or ANALYTICS), the kiosk's
 * timing (`kiosk` there),
 * and where the editor saves (Netlify's REPOSITORY_URL and BRANCH, or EDITOR_REPOSITORY,
 * EDITOR_BRANCH, EDITOR_AUTH_URL). The variables with a setting as JSON are for test builds,
 * which check each kind without changing what the site ships with. Everything wrong is said in
 * one message, naming the file and field, or the variable.
 */
export function siteSettings(env: NodeJS.ProcessEnv, folder: string): SiteSettings {
  const problems: string[] = [];

  function read<Schema extends z.ZodType>(
    schema: Schema,
    field: string,
    variable?: string,
  ): z.infer<Schema> | undefined {
    const raw = variable === undefined ? undefined : env[variable];
    if (raw) {
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        problems.push(`${variable}: must be a setting written as JSON, not ${raw}`);
        return undefined;
      }
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      problems.push(
        ...result.error.issues.map(
          (issue) =>
            `${variable}${issue.path.length > 0 ? ` › ${issue.path.join(' › ')}` : ''}: ${issue.message}`,
        ),
      );
      return undefined;
    }
    const file = JSON.parse(readFileSync(resolve(folder, settingsFile), 'utf8')) as Record<
      string,
      unknown
    >;
    const result = schema.safeParse(file[field]);
    if (result.success) return result.data;
    problems.push(
      ...result.error.issues.map(
        (issue) => `${where(settingsFile, [field, ...issue.path])}: ${issue.message}`,
      ),
    );
    return undefined;
  }

  const delivery = read(deliverySetting, 'contactDelivery', 'CONTACT_DELIVERY');
  const photos = read(photoSourceSetting, 'photoSource', 'PHOTO_SOURCE');
  const visits = read(visitSetting, 'visits', 'VISITS');
  const analytics = read(analyticsSetting, 'analytics', 'ANALYTICS');
  const kiosk = read(settingsSchema.shape.kiosk, 'kiosk');
  const editor = editorEnvironment.safeParse(setOnly(env));
  if (!editor.success) {
    problems.push(
      ...editor.error.issues.map((issue) => `${issue.path.join('')}: ${issue.message}`),
    );
  }
  if (
    problems.length > 0 ||
    !delivery ||
    !photos ||
    !visits ||
    !analytics ||
    !kiosk ||
    !editor.success
  ) {
    throw new Error(
      `The site's settings have ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
  }
  return {
    contactDelivery: deliveryOf(delivery),
    photoSource: photoSourceOf(photos),
    visits,
    analytics: analyticsOf(analytics),
    kiosk,
    editorBackend: editor.data,
  };
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
