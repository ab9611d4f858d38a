import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { makeStore } from '@/app/store';
import { startAuth } from '@/features/auth/startAuth';
import { App } from './App';
import './index.css';

const store = makeStore();
startAuth(store);
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
