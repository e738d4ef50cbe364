import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { activeI18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';

/**
 * The query cache and the translator around the app: the browser's ones, or the ones the server
 * made for this request.
 */
export function AppProvider({
  client = queryClient,
  i18n = activeI18n(),
  children,
}: {
  client?: QueryClient;
  i18n?: I18n;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </QueryClientProvider>
  );
}
