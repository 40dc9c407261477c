import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Island } from '../components/ui/Island.tsx';
import { IslandRoot } from '../components/ui/IslandRoot.tsx';
import { islandErrorText } from '../content/errors.ts';
import { contactFormIsland } from '../pages/contact/contactForm.island.ts';
import { ContactForm } from '../pages/contact/ContactForm.tsx';
import { contactFormProps } from '../pages/contact/contactFormProps.ts';
import { estimatorIsland } from '../pages/estimate/estimator.island.ts';
import { PageProvider } from '../lib/pageContext.tsx';
import { frozenView } from '../test/frozenContent.ts';
import { testedPageSettings } from '../test/testedSettings.ts';
import { hydrateIsland } from './hydrateIsland.tsx';
import { islands, loadIslands } from './islands.ts';

describe('an island', () => {
  it('hydrates its build-time HTML as a root of its own, without a mismatch, and says so', async () => {
    await loadIslands();
    const errors = vi.spyOn(console, 'error');
    const page = { ...frozenView('es'), settings: testedPageSettings };
    const props = contactFormProps(page);
    // In a page, as the render draws it.
    document.body.innerHTML = renderToString(
      <PageProvider page={page}>
        <main>
          <p id="r0">The page's own</p>
          <Island of={contactFormIsland} props={props} />
        </main>
      </PageProvider>,
    );
    const node = document.querySelector<HTMLElement>('[data-island="contact-form"]');
    if (!node) throw new Error('no island');
    const html = node.innerHTML;
    expect(JSON.parse(node.getAttribute('data-island-props') ?? '')).toEqual(props);
    // What it says should it fail is the page's, in the page's language; when it wakes and what
    // it restores are its declaration's, all in its mark.
    expect(JSON.parse(node.getAttribute('data-island-error') ?? '')).toEqual(islandErrorText(page));
    expect(node).toHaveAttribute('data-island-on', 'interaction');
    expect(node).toHaveAttribute('data-island-stored', contactFormIsland.stored);
    await act(() => hydrateIsland(node));
    expect(node).toHaveAttribute('data-island-live');
    expect(node.innerHTML).toBe(html);
    expect(errors).not.toHaveBeenCalled();
  });

  it('takes its props’ type from its declaration: another island’s props do not compile', () => {
    const props = contactFormProps({ ...frozenView('en'), settings: testedPageSettings });
    const right = <Island of={contactFormIsland} props={props} />;
    // The type check (`npm run typecheck`) holds this line to its error: were the pairing to
    // compile, the directive itself would fail it.
    // @ts-expect-error The estimator's declaration with the contact form's props.
    const wrong = <Island of={estimatorIsland} props={props} />;
    expect(right.props.of).not.toBe(wrong.props.of);
  });

  it('is found by the name its mark carries, each declared once', async () => {
    expect(islands.get('contact-form')).toBe(contactFormIsland);
    expect([...islands.keys()].sort()).toEqual(['before-after', 'contact-form', 'estimator']);
    expect(await contactFormIsland.load()).toBe(ContactForm);
  });

  it('that throws says so in its own place, in the page’s words, and the page goes on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const errorText = islandErrorText(frozenView('es'));
    let failing = false;
    function Fragile() {
      if (failing) throw new Error('boom');
      return <p>The part</p>;
    }
    document.body.innerHTML = renderToString(
      <main>
        <h1>The page</h1>
        <div
          id="part"
          dangerouslySetInnerHTML={{
            __html: renderToString(
              <IslandRoot errorText={errorText}>
                <Fragile />
              </IslandRoot>,
            ),
          }}
        />
        <p>The rest of the page</p>
      </main>,
    );
    const node = document.getElementById('part');
    if (!node) throw new Error('no part');
    // Its code fails as it runs in the browser.
    failing = true;
    await act(async () => {
      hydrateRoot(
        node,
        <IslandRoot errorText={errorText}>
          <Fragile />
        </IslandRoot>,
      );
    });
    expect(within(node).getByRole('alert')).toHaveTextContent(errorText.title);
    expect(within(node).getByRole('button', { name: errorText.retry })).toBeVisible();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });
});
