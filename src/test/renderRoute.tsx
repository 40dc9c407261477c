import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../app/App.tsx';
import { preloadPage } from '../app/routes.tsx';

/**
 * Renders the real app at a path as the app's entry (`src/main.tsx`) does, the page's code first,
 * and waits for the page's heading.
 */
export async function renderRoute(path: string) {
  await preloadPage(path);
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { level: 1 });
  return view;
}
