import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactDelivery } from '../../content/schema/delivery.ts';
import { frozenView } from '../../test/frozenContent.ts';
import { fieldLimits, logLabel } from './content/contactForm.ts';
import { draftStorageKey, emptyMessage, type ContactField } from './content/formParts.ts';
import { keepContactDraft } from './contactDraft.ts';
import { ContactForm } from './ContactForm.tsx';
import { contactFormProps } from './contactFormProps.ts';
import { testedPageSettings } from '../../test/testedSettings.ts';

/** The form's props as the Contact page's render gives them, from the frozen content. */
const view = frozenView('en');
const props = contactFormProps({ ...view, settings: testedPageSettings });
const text = props.words;
const company = view.words.company;
/** A field by the start of its label's words: its mark (*, optional) follows them. */
const labelled = (words: string) =>
  screen.getByLabelText(new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}`, 'u'));

// The page script keeps the form's draft on every page (src/site.ts): so it does here.
let stopKeepingDraft = () => {};
beforeEach(() => {
  stopKeepingDraft = keepContactDraft();
});
afterEach(() => stopKeepingDraft());

/** Every field of the form (`emptyMessage`'s), by its name, found by its label. */
const fields = () =>
  Object.fromEntries(
    (Object.keys(emptyMessage) as ContactField[]).map((field) => [
      field,
      labelled(text.labels[field]),
    ]),
  ) as Record<ContactField, HTMLElement>;

describe('ContactForm', () => {
  it('has the spec’s fields, types and browser validation', () => {
    render(<ContactForm {...props} />);
    const { name, email, phone, subject, message } = fields();
    expect(name).toBeRequired();
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(phone).not.toBeRequired();
    expect(phone).toHaveAttribute('type', 'tel');
    expect(subject).not.toBeRequired();
    expect(subject).toHaveDisplayValue(view.words.contact.projectTypes.placeholder);
    expect(message).toBeRequired();
    expect(message).toHaveAttribute('rows', '6');
    expect(message).toHaveAttribute('placeholder', text.messagePlaceholder);
    expect(message).toHaveAttribute('maxlength', String(fieldLimits.message));
  });

  it('logs the values, confirms and resets every field on a valid submit', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    render(<ContactForm {...props} />);
    const { name, email, phone, subject, message } = fields();
    await user.type(name, 'Ada Lovelace');
    await user.type(email, 'ada@example.com');
    await user.type(phone, '555 0100');
    await user.selectOptions(subject, 'refinishing');
    await user.type(message, 'About 600 sq ft of oak to refinish.');
    await user.click(screen.getByRole('button', { name: text.submit }));

    expect(log).toHaveBeenCalledWith(logLabel, {
      ...emptyMessage,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '555 0100',
      subject: 'refinishing',
      message: 'About 600 sq ft of oak to refinish.',
    });
    expect(screen.getByRole('heading', { name: text.sentTitle })).toBeInTheDocument();
    expect(screen.getByText(text.sentText)).toBeInTheDocument();
    for (const field of Object.values(fields())) expect(field).toHaveValue('');
    expect(window.sessionStorage.getItem(draftStorageKey)).toBeNull();
  });

  it('keeps the draft in sessionStorage and restores it', async () => {
    const user = userEvent.setup();
    const first = render(<ContactForm {...props} />);
    await user.type(fields().name, 'Ada');
    await user.type(fields().message, 'Oak stairs');
    first.unmount();

    render(<ContactForm {...props} />);
    expect(fields().name).toHaveValue('Ada');
    expect(fields().message).toHaveValue('Oak stairs');
  });

  it('ignores a corrupt stored draft', () => {
    window.sessionStorage.setItem(draftStorageKey, '{not json');
    render(<ContactForm {...props} />);
    expect(fields().name).toHaveValue('');
  });

  describe('before its code has run', () => {
    /**
     * The prerendered form in the document, `before` done to it by the visitor and the browser,
     * then hydrated as the app's entry does.
     */
    async function hydrateAfter(before: () => void) {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<ContactForm {...props} />);
      document.body.append(container);
      before();
      const root = await act(async () => hydrateRoot(container, <ContactForm {...props} />));
      return () => {
        act(() => root.unmount());
        container.remove();
      };
    }

    const type = (label: string, value: string) => {
      (labelled(label) as HTMLInputElement).value = value;
    };

    it('completes a submit the browser recorded before hydration', async () => {
      const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      const cleanup = await hydrateAfter(() => {
        type(text.labels.name, 'Ada');
        type(text.labels.email, 'ada@example.com');
        type(text.labels.message, 'Oak stairs');
        // What a valid submit does to the form's dialog without script.
        document.querySelector('dialog')?.removeAttribute('open');
      });
      expect(log).toHaveBeenCalledWith(logLabel, {
        ...emptyMessage,
        name: 'Ada',
        email: 'ada@example.com',
        message: 'Oak stairs',
      });
      expect(screen.getByRole('heading', { name: text.sentTitle })).toBeInTheDocument();
      expect(fields().name).toHaveValue('');
      expect(document.querySelector('dialog')).toHaveAttribute('open');
      cleanup();
    });

    it('keeps what was typed and puts a saved draft only into the empty fields', async () => {
      const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      window.sessionStorage.setItem(
        draftStorageKey,
        JSON.stringify({ name: 'Old name', phone: '555 0100', subject: 'repair' }),
      );
      const cleanup = await hydrateAfter(() => type(text.labels.name, 'New name'));
      expect(fields().name).toHaveValue('New name');
      expect(fields().phone).toHaveValue('555 0100');
      expect(fields().subject).toHaveValue('repair');
      expect(JSON.parse(window.sessionStorage.getItem(draftStorageKey) ?? '')).toMatchObject({
        name: 'New name',
      });
      expect(log).not.toHaveBeenCalled();
      cleanup();
    });
  });
});

describe('ContactForm with a delivery service', () => {
  const netlify: ContactDelivery = { kind: 'netlify', formName: 'contact' };
  const endpoint: ContactDelivery = { kind: 'endpoint', url: 'https://formspree.io/f/abcdwxyz' };

  /** A fetch whose answers the test gives, one per request, in order. */
  function heldFetch() {
    const answers: ((response: Response | Error) => void)[] = [];
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve, reject) =>
          answers.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer))),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const answer = async (response: Response | Error) => {
      await act(async () => answers.shift()?.(response));
    };
    return { fetch, answer };
  }

  const message = { ...emptyMessage, name: 'Ada', email: 'ada@example.com', message: 'Oak stairs' };

  async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
    await user.type(fields().name, message.name);
    await user.type(fields().email, message.email);
    await user.type(fields().message, message.message);
    await user.click(screen.getByRole('button', { name: text.submit }));
  }

  afterEach(() => vi.unstubAllGlobals());

  it('is a form Netlify finds and posts without script, its honeypot hidden from everyone', () => {
    const { container } = render(<ContactForm {...props} delivery={netlify} />);
    const form = screen.getByRole('form', { name: text.title });
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).not.toHaveAttribute('action');
    expect(form).toHaveAttribute('name', 'contact');
    expect(form).toHaveAttribute('data-netlify', 'true');
    expect(form).toHaveAttribute('netlify-honeypot', '_gotcha');
    for (const field of Object.values(fields())) expect(form).toContainElement(field);
    expect(new FormData(form as HTMLFormElement).get('form-name')).toBe('contact');
    const honeypot = container.querySelector('[name="_gotcha"]');
    expect(form).toContainElement(honeypot as HTMLElement);
    expect(honeypot).not.toBeVisible();
    // A text box in the form, which no one is shown or told of.
    expect(screen.queryAllByRole('textbox', { hidden: true })).toContain(honeypot);
    expect(screen.queryAllByRole('textbox')).not.toContain(honeypot);
  });

  it('posts to a POST endpoint’s URL without script', () => {
    render(<ContactForm {...props} delivery={endpoint} />);
    const form = screen.getByRole('form', { name: text.title });
    expect(form).toHaveAttribute('action', 'https://formspree.io/f/abcdwxyz');
    expect(form).not.toHaveAttribute('data-netlify');
  });

  it('says it is sending, sends once, then confirms, resets, clears the draft and logs', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { fetch, answer } = heldFetch();
    render(<ContactForm {...props} delivery={endpoint} />);
    await fillAndSend(user);

    const button = screen.getByRole('button', { name: text.sending });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(text.sendingStatus);
    await user.click(button);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(log).not.toHaveBeenCalled();

    await answer(new Response('{"ok":true}'));
    expect(screen.getByRole('heading', { name: text.sentTitle })).toBeInTheDocument();
    expect(screen.getByText(text.sentText)).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(logLabel, message);
    for (const field of Object.values(fields())) expect(field).toHaveValue('');
    expect(window.sessionStorage.getItem(draftStorageKey)).toBeNull();
    expect(screen.getByRole('button', { name: text.submit })).not.toHaveAttribute('aria-disabled');
  });

  it('keeps the message after a failure, says how to reach the company, and retries in one tap', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { fetch, answer } = heldFetch();
    render(<ContactForm {...props} delivery={netlify} />);
    await fillAndSend(user);
    await answer(new Response('', { status: 500 }));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(text.failedTitle);
    expect(alert).toHaveTextContent(company.phone.display);
    expect(alert).toHaveTextContent(company.email);
    expect(fields().name).toHaveValue(message.name);
    expect(fields().message).toHaveValue(message.message);
    expect(JSON.parse(window.sessionStorage.getItem(draftStorageKey) ?? '')).toMatchObject(message);
    expect(screen.queryByRole('heading', { name: text.sentTitle })).toBeNull();

    await user.click(screen.getByRole('button', { name: text.retry }));
    expect(fetch).toHaveBeenCalledTimes(2);
    await answer(new Response(''));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: text.sentTitle })).toBeInTheDocument();
  });
});
