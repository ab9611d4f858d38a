import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import { routes } from '@/routes';

interface Options extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  route?: string;
}

/** Renders a component with a real store and a memory router; returns the store and a user. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { preloadedState, store = makeStore(preloadedState), route = '/', ...rest } = options;
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </Provider>
  );
  return { store, user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...rest }) };
}

/** Renders the whole route table at a path, as the browser would. */
export function renderRoute(path: string, options: Omit<Options, 'route'> = {}) {
  const { preloadedState, store = makeStore(preloadedState), ...rest } = options;
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
    rest,
  );
  return { store, router, user: userEvent.setup(), ...result };
}
