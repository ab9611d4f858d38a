import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { AppStore } from '@/app/store';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
