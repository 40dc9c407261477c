import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contactFormText, draftStorageKey, fieldLimits } from '../../content/contactForm.ts';
import { ContactForm } from './ContactForm.tsx';

const fields = () => ({
  name: screen.getByLabelText(/Full Name/),
  email: screen.getByLabelText(/Email Address/),
  phone: screen.getByLabelText(/Phone/),
  subject: screen.getByLabelText(/Project Type/),
  message: screen.getByLabelText(/Tell us about your project/),
});

describe('ContactForm', () => {
  it('has the spec’s fields, types and browser validation', () => {
    render(<ContactForm />);
    const { name, email, phone, subject, message } = fields();
    expect(name).toBeRequired();
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(phone).not.toBeRequired();
    expect(phone).toHaveAttribute('type', 'tel');
    expect(subject).not.toBeRequired();
    expect(subject).toHaveDisplayValue('Select a service');
    expect(message).toBeRequired();
    expect(message).toHaveAttribute('rows', '6');
    expect(message).toHaveAttribute('placeholder', contactFormText.messagePlaceholder);
    expect(message).toHaveAttribute('maxlength', String(fieldLimits.message));
  });

  it('logs the values, confirms and resets every field on a valid submit', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    render(<ContactForm />);
    const { name, email, phone, subject, message } = fields();
    await user.type(name, '<script>alert(1)</script>');
    await user.type(email, 'ada@example.com');
    await user.type(phone, '555 0100');
    await user.selectOptions(subject, 'refinishing');
    await user.type(message, "Robert'); DROP TABLE floors;--");
    await user.click(screen.getByRole('button', { name: /Send Message/ }));

    expect(log).toHaveBeenCalledWith(contactFormText.logLabel, {
      name: '<script>alert(1)</script>',
      email: 'ada@example.com',
      phone: '555 0100',
      subject: 'refinishing',
      message: "Robert'); DROP TABLE floors;--",
    });
    expect(screen.getByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
    expect(screen.getByText(contactFormText.sentText)).toBeInTheDocument();
    for (const field of Object.values(fields())) expect(field).toHaveValue('');
    expect(window.sessionStorage.getItem(draftStorageKey)).toBeNull();
  });

  it('keeps the draft in sessionStorage and restores it', async () => {
    const user = userEvent.setup();
    const first = render(<ContactForm />);
    await user.type(fields().name, 'Ada');
    await user.type(fields().message, 'Oak stairs');
    first.unmount();

    render(<ContactForm />);
    expect(fields().name).toHaveValue('Ada');
    expect(fields().message).toHaveValue('Oak stairs');
  });

  it('ignores a corrupt stored draft', () => {
    window.sessionStorage.setItem(draftStorageKey, '{not json');
    render(<ContactForm />);
    expect(fields().name).toHaveValue('');
  });

  describe('before its code has run', () => {
    /**
     * The prerendered form in the document, `before` done to it by the visitor and the browser,
     * then hydrated as the app's entry does.
     */
    async function hydrateAfter(before: () => void) {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<ContactForm />);
      document.body.append(container);
      before();
      const root = await act(async () => hydrateRoot(container, <ContactForm />));
      return () => {
        act(() => root.unmount());
        container.remove();
      };
    }

    const type = (label: RegExp, value: string) => {
      (screen.getByLabelText(label) as HTMLInputElement).value = value;
    };

    it('completes a submit the browser recorded before hydration', async () => {
      const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      const cleanup = await hydrateAfter(() => {
        type(/Full Name/, 'Ada');
        type(/Email Address/, 'ada@example.com');
        type(/Tell us about your project/, 'Oak stairs');
        // What a valid submit does to the form's dialog without script.
        document.querySelector('dialog')?.removeAttribute('open');
      });
      expect(log).toHaveBeenCalledWith(contactFormText.logLabel, {
        name: 'Ada',
        email: 'ada@example.com',
        phone: '',
        subject: '',
        message: 'Oak stairs',
      });
      expect(screen.getByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
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
      const cleanup = await hydrateAfter(() => type(/Full Name/, 'New name'));
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
