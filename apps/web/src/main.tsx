import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as configureZod } from 'zod/v4/core';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import './index.css';

// The site's Content-Security-Policy forbids eval: zod must not probe for it (the probe is
// reported as a policy violation), and validates without compiling functions.
configureZod({ jitless: true });

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');

createRoot(rootElement).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
