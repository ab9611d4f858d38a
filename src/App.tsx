import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { appRouter } from '@/app/router';
import type { AppStore } from '@/app/store';

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <RouterProvider router={appRouter()} />
    </Provider>
  );
}
