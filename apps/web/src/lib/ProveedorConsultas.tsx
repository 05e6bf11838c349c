import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query';

/**
 * Mounted by the logged-in layout and the sector page, not at the root: the
 * login page then loads without React Query. One client for all of them.
 */
export function ProveedorConsultas({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
