import { act, render, screen, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../app/App.tsx';
import { preloadPage } from '../app/routes.tsx';

/**
 * Renders the real app at a path as the app's entry (`src/main.tsx`) does, the page's code first,
 * and waits for the page's heading. The render is awaited inside `act`, because the app reads
 * the page's code with `use()`, which React only lets an awaited `act` wait for.
 */
export async function renderRoute(path: string): Promise<RenderResult> {
  await preloadPage(path);
  const view = await act(async () =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>,
    ),
  );
  await screen.findByRole('heading', { level: 1 });
  return view;
}

/** Loads a page's code ahead of a navigation to it, as a test of something else may need. */
export { preloadPage } from '../app/routes.tsx';
