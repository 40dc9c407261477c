import { render, screen, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../app/App.tsx';
import { loadItemAt } from '../app/routes.tsx';

/**
 * Renders the real site at a path as the prerender does (a project's file loaded first), and
 * waits for the page's heading.
 */
export async function renderRoute(path: string): Promise<RenderResult> {
  await loadItemAt(path);
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { level: 1 });
  return view;
}
