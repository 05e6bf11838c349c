import { lt } from 'drizzle-orm';
import type { SsoValido } from '../../platform/auth/tokens';
import type { Db } from '../../platform/db/client';
import { noAutenticado } from '../../platform/http/errors';
import { ssoTokenUsado } from './auth.table';
import * as reloj from '@worknet/domain/reloj';

/**
 * An SSO token opens one session only: its fingerprint (issuer + jti, from the verified
 * claims: `huellaSso`) is kept until it expires and a second use is refused, whatever its
 * spelling or signature, also when both arrive at once (the primary key decides).
 */
export async function gastarTokenSso(db: Db, t: SsoValido): Promise<void> {
  await db.delete(ssoTokenUsado).where(lt(ssoTokenUsado.expira_at, reloj.ahora()));
  const nuevo = await db
    .insert(ssoTokenUsado)
    .values({ huella: t.huella, expira_at: t.expira })
    .onConflictDoNothing()
    .returning({ huella: ssoTokenUsado.huella });
  if (nuevo.length === 0) throw noAutenticado('El token de acceso ya se usó: pida uno nuevo.');
}
