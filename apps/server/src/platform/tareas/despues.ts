import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not delay (or be timed through) the answer: it starts after the
 * reply has gone out. Errors are logged, never thrown at the caller; `esperar`
 * resolves once nothing is pending (the server's close and the tests use it).
 */
export function crearDespues(log: FastifyBaseLogger) {
  const pendientes = new Set<Promise<void>>();
  return {
    lanzar(nombre: string, trabajo: () => Promise<unknown>): void {
      const p = new Promise<void>((listo) => setImmediate(listo))
        .then(trabajo)
        .then(
          () => undefined,
          (err: unknown) => log.error({ err }, `falló el trabajo en segundo plano: ${nombre}`),
        )
        .finally(() => pendientes.delete(p));
      pendientes.add(p);
    },
    async esperar(): Promise<void> {
      while (pendientes.size) await Promise.all([...pendientes]);
    },
  };
}
export type Despues = ReturnType<typeof crearDespues>;
