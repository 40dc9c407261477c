import { AppRoutes } from './routes.tsx';

/** The whole site, inside whichever router the caller provides (static or memory). */
export function App() {
  return <AppRoutes />;
}
