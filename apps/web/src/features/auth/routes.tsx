import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/lazyScreen';
import { LoginPage } from './pages/LoginPage';

// Public routes of spec §2 plus the e-mailed reset link. The login page is part of the entry:
// plain elements, a few kB, and a lazy chunk of its own cost a phone one more round trip
// before its first paint (issue 16, item 6). The others load antd, each on its own.
const SsoPage = lazyScreen(() => import('./pages/SsoPage').then((m) => m.SsoPage));
const RecoveryPage = lazyScreen(() => import('./pages/RecoveryPage').then((m) => m.RecoveryPage));
const ResetPasswordPage = lazyScreen(() => import('./pages/ResetPasswordPage').then((m) => m.ResetPasswordPage));
const SelectSectorPage = lazyScreen(() => import('./pages/SelectSectorPage').then((m) => m.SelectSectorPage));

export const rutasPublicas: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  { path: 'login-jwt/:token', element: <SsoPage /> },
  { path: 'recoveryPassword', element: <RecoveryPage /> },
  { path: 'reset-password/:token', element: <ResetPasswordPage /> },
  { path: 'select_sector', element: <SelectSectorPage /> },
];
