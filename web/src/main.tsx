import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadFirstScreen } from './app/routes';
import { makeStore } from './app/store';
import { readStorage, StorageKeys } from './lib/storage';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

preloadFirstScreen(window.location.pathname, readStorage(StorageKeys.authToken) !== null);

createRoot(container).render(
  <StrictMode>
    <App store={makeStore()} />
  </StrictMode>,
);
