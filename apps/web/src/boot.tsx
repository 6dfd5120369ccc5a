import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { useClientState } from './lib/client-state';
import { applyLanguage, loadLanguage } from './lib/i18n';
import { startMonitoring } from './lib/monitoring';

startMonitoring();

// The persisted state is decrypted before the first render, so the guard sees the real auth flag.
await useClientState.persist.rehydrate();
// A Persian reader's texts arrive before the first render (a failed fetch falls back to English).
await loadLanguage(useClientState.getState().language).catch(() => undefined);
applyLanguage(useClientState.getState().language);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
