import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/lazyScreen';

// Public routes of spec §2 plus the e-mailed reset link.
const LoginPage = lazyScreen(() => import('./pages/LoginPage').then((m) => m.LoginPage));
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
