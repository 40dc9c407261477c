import { render, screen } from '@testing-library/react';
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
});
