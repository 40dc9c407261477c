import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Island } from '../components/ui/Island.tsx';
import { ContactForm } from '../pages/contact/ContactForm.tsx';
import { hydrateIsland } from './hydrateIsland.tsx';
import { islandModules } from './islands.ts';

describe('an island', () => {
  it('hydrates its build-time HTML as a root of its own, without a mismatch, and says so', async () => {
    const errors = vi.spyOn(console, 'error');
    // In a page, as the build renders it.
    document.body.innerHTML = renderToString(
      <main>
        <p id="r0">The page's own</p>
        <Island name="contact-form" component={ContactForm} props={{}} on="interaction" />
      </main>,
    );
    const node = document.querySelector<HTMLElement>('[data-island="contact-form"]');
    if (!node) throw new Error('no island');
    const html = node.innerHTML;
    expect(node.getAttribute('data-island-props')).toBe('{}');
    await act(() => hydrateIsland(node));
    expect(node).toHaveAttribute('data-island-live');
    expect(node.innerHTML).toBe(html);
    expect(errors).not.toHaveBeenCalled();
  });

  it('is loaded by the name its mark carries', async () => {
    expect(await islandModules['contact-form']()).toBe(ContactForm);
  });
});
