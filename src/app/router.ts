import { createBrowserRouter } from 'react-router-dom';
import { routes } from '@/routes';

type AppRouter = ReturnType<typeof createBrowserRouter>;
let router: AppRouter | undefined;

/** The app's one router, made on first use; as it is made it starts loading the first page's code. */
export function appRouter(): AppRouter {
  router ??= createBrowserRouter(routes);
  return router;
}

/** Resolves once the router has the first page's code and data: its first render is the page. */
export function routerReady(ready: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (ready.state.initialized) return resolve();
    const unsubscribe = ready.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
