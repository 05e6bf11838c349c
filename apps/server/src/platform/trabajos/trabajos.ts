import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { CargaDe } from '@worknet/domain/tiempo-real';
import type { Database, Db } from '../db/client';
import type { Realtime } from '../realtime/realtime';

// The job queue lives in the application's own database (pg-boss, schema "pgboss"):
// no extra service to run, jobs survive restarts, and cron schedules are one row per
// name shared by every instance (pg-boss sends each minute's job once, with a
// singleton key), so N instances run a schedule once, not N times.

/** What a handler receives: its data and a way to tell the user who enqueued it how far it got. */
export type TrabajoEnCurso<T> = {
  id: string;
  nombre: string;
  datos: T;
  /** Percentage 0..100, published as 'trabajo-progreso' to the user who enqueued the job (if any). */
  progreso: (porcentaje: number) => void;
};

export type OpcionesDeTrabajo = {
  /** Retries after the first failure (0 = none). */
  reintentos?: number;
  /** Seconds between retries (doubled each time with `escalonado`). */
  esperaSegundos?: number;
  escalonado?: boolean;
  /** A run taking longer than this is failed (and retried). */
  vencimientoSegundos?: number;
};

/** Polling intervals: tests lower them so a job starts within half a second. */
export type IntervalosDeTrabajos = {
  /** How often an idle worker asks for work (min 0.5). */
  sondeoSegundos?: number;
  /** How often an instance checks the cron schedules (the check itself runs once across instances). */
  cronSegundos?: number;
};

export type Trabajos = {
  /** Declares a job kind and its handler; call while building the app (before it starts). */
  definir: <T = Record<string, unknown>>(nombre: string, manejador: (t: TrabajoEnCurso<T>) => Promise<unknown>, opciones?: OpcionesDeTrabajo) => void;
  /** Runs `nombre` on a cron expression (UTC, 5 fields), once across all instances. */
  programar: (nombre: string, cron: string) => void;
  /** Enqueues one run; `usuarioId` receives its progress over the socket. Returns the job id. */
  encolar: (nombre: string, datos?: Record<string, unknown>, opciones?: { usuarioId?: number }) => Promise<string>;
  /**
   * Enqueues runs inside the caller's transaction `tx` (one statement for all): they exist if and
   * only if it commits, so a crash between the commit and the work loses nothing. Call
   * `despertar(nombre)` after the commit for the work to start at once instead of at the next poll.
   */
  encolarEn: (tx: Db, nombre: string, datos: Record<string, unknown>[]) => Promise<void>;
  /** Tells this instance's worker of `nombre` to look for work now (after the answer has gone out). */
  despertar: (nombre: string) => void;
  iniciar: () => Promise<void>;
  detener: () => Promise<void>;
};

/** Progress and end of a job, as the socket carries them (event 'trabajo-progreso', declared in the domain). */
export type ProgresoDeTrabajo = CargaDe<'trabajo-progreso'>;

// Kept inside a job's data so the handler's progress reaches who enqueued it.
const CLAVE_USUARIO = '__usuario';

type EjecutorSql = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/** pg-boss's `db` adapter over the app's own connection (PGlite client or pg pool). */
export function adaptadorSql(database: Database): EjecutorSql {
  const cliente = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === 'postgres') {
    const pool = cliente as pg.Pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = cliente as PGlite;
  return {
    // pg-boss sends its migrations as several statements without parameters: those need exec().
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      const resultados = await pglite.exec(text);
      return resultados[resultados.length - 1] ?? { rows: [] };
    },
  };
}

/**
 * pg-boss's `db` adapter over a drizzle transaction (or the app's own db): the connection the
 * transaction runs on, PGlite's or the pg pool's client, both with `query(text, values)`.
 */
function ejecutorDe(tx: Db): EjecutorSql {
  const cliente = (tx as unknown as { session?: { client?: { query?: unknown } } }).session?.client as
    { query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> } | undefined;
  if (typeof cliente?.query !== 'function') throw new Error('No se encontró la conexión de la transacción para encolar el trabajo.');
  return { executeSql: async (text, values) => ({ rows: (await cliente.query(text, values)).rows }) };
}

/**
 * What of the queue is still running, so that stopping waits for it before the connection
 * closes: pg-boss marks a job done or failed without awaiting it (manager.js, onFetch), and a
 * fetch in flight when stop() is called returns its job after stop() has resolved; that job's
 * handler and its final write would then meet a closed connection, rejecting where nobody listens.
 */
function enCurso() {
  const corriendo = new Set<Promise<unknown>>();
  const seguir = <T>(p: Promise<T>): Promise<T> => {
    corriendo.add(p);
    const quitar = () => void corriendo.delete(p);
    p.then(quitar, quitar);
    return p;
  };
  return {
    seguir,
    /** pg-boss's adapter, with each statement followed. */
    sql: (ejecutor: EjecutorSql): EjecutorSql => ({ executeSql: (text, values) => seguir(ejecutor.executeSql(text, values)) }),
    /** Waits until nothing runs (a settled handler's final write starts right after it: one more turn to see it), at most `ms`. */
    async terminar(ms: number): Promise<boolean> {
      let vencido = false;
      const plazo = new Promise<void>((r) => setTimeout(() => r(void (vencido = true)), ms).unref());
      while (!vencido) {
        if (corriendo.size) {
          await Promise.race([Promise.allSettled([...corriendo]), plazo]);
          continue;
        }
        await new Promise((r) => setImmediate(r));
        if (!corriendo.size) return true;
      }
      return false;
    },
  };
}

export function crearTrabajos(deps: { database: Database; realtime: Realtime; log: FastifyBaseLogger; intervalos?: IntervalosDeTrabajos }): Trabajos {
  const { realtime, log } = deps;
  const sondeo = deps.intervalos?.sondeoSegundos ?? 2;
  const cron = deps.intervalos?.cronSegundos;
  const corriendo = enCurso();
  const boss = new PgBoss({
    db: corriendo.sql(adaptadorSql(deps.database)),
    schema: 'pgboss',
    // Finished jobs stay listed in the control panel for a week, then pg-boss deletes them.
    deleteAfterDays: 7,
    ...(cron ? { cronMonitorIntervalSeconds: cron, cronWorkerIntervalSeconds: cron } : {}),
  });
  // pg-boss reports its own failures (maintenance, lost connection) here; unheard, they would end the process.
  boss.on('error', (err) => log.error({ err }, 'Falla en la cola de trabajos.'));

  const definiciones = new Map<string, { manejador: (t: TrabajoEnCurso<never>) => Promise<unknown>; opciones: OpcionesDeTrabajo }>();
  const programas = new Map<string, string>();
  /** This instance's worker of each job kind (pg-boss wakes a worker by its id). */
  const trabajadores = new Map<string, string>();
  let estado: 'armando' | 'iniciado' | 'detenido' = 'armando';

  const avisar = (usuario: number | undefined, p: ProgresoDeTrabajo) => {
    if (usuario) realtime.publish({ usuario }, 'trabajo-progreso', p);
  };

  return {
    definir(nombre, manejador, opciones = {}) {
      if (estado !== 'armando') throw new Error(`El trabajo "${nombre}" se definió después de iniciar la cola.`);
      if (definiciones.has(nombre)) throw new Error(`El trabajo "${nombre}" ya estaba definido.`);
      definiciones.set(nombre, { manejador, opciones });
    },
    programar(nombre, expresion) {
      if (estado !== 'armando') throw new Error(`El trabajo "${nombre}" se programó después de iniciar la cola.`);
      programas.set(nombre, expresion);
    },
    async encolar(nombre, datos = {}, opciones = {}) {
      if (!definiciones.has(nombre)) throw new Error(`No hay un trabajo "${nombre}" definido.`);
      const id = await boss.send(nombre, opciones.usuarioId ? { ...datos, [CLAVE_USUARIO]: opciones.usuarioId } : datos);
      if (!id) throw new Error(`No se pudo encolar el trabajo "${nombre}".`);
      return id;
    },
    async encolarEn(tx, nombre, lista) {
      if (!definiciones.has(nombre)) throw new Error(`No hay un trabajo "${nombre}" definido.`);
      if (lista.length === 0) return;
      // The queue's row (created at start) gives the jobs their retries: before it they would be
      // dropped. Once stopped (closing) the jobs are kept for the next start.
      if (estado === 'armando') throw new Error(`La cola de trabajos no está iniciada: no se puede encolar "${nombre}".`);
      await boss.insert(
        lista.map((data) => ({ name: nombre, data })),
        { db: ejecutorDe(tx) },
      );
    },
    despertar(nombre) {
      const id = trabajadores.get(nombre);
      // After the answer, as the in-process work it replaces: the request's own reply goes first.
      if (id) setImmediate(() => boss.notifyWorker(id));
    },
    async iniciar() {
      await boss.start();
      for (const [nombre, { opciones }] of definiciones) {
        // createQueue keeps an existing queue (another instance, a restart): its options are then updated.
        const ajustes = {
          name: nombre,
          retryLimit: opciones.reintentos ?? 2,
          retryDelay: opciones.esperaSegundos ?? 30,
          retryBackoff: opciones.escalonado ?? false,
          expireInSeconds: opciones.vencimientoSegundos ?? 15 * 60,
        };
        await boss.createQueue(nombre, ajustes);
        await boss.updateQueue(nombre, ajustes);
      }
      for (const [nombre, expresion] of programas) {
        if (!definiciones.has(nombre)) throw new Error(`Se programó "${nombre}", que no es un trabajo definido.`);
        // One row per name: every instance writes the same schedule, the last write wins.
        await boss.schedule(nombre, expresion);
      }
      for (const [nombre, { manejador }] of definiciones) {
        const correr = async (job: PgBoss.Job<Record<string, unknown>>) => {
          const { [CLAVE_USUARIO]: usuario, ...datos } = job.data ?? {};
          const usuarioId = typeof usuario === 'number' ? usuario : undefined;
          const base = { id: job.id, nombre };
          try {
            const salida = await manejador({
              ...base,
              datos: datos as never,
              progreso: (p) => avisar(usuarioId, { ...base, progreso: Math.max(0, Math.min(100, Math.round(p))), estado: 'activo' }),
            });
            avisar(usuarioId, { ...base, progreso: 100, estado: 'completado' });
            return salida;
          } catch (err) {
            log.warn({ err, trabajo: nombre, id: job.id }, `Falló el trabajo "${nombre}".`);
            avisar(usuarioId, { ...base, progreso: 0, estado: 'fallido' });
            throw err;
          } finally {
            // One job per fetch: while there is work (a notice's hundred e-mails), fetch the next at
            // once instead of after a whole polling interval. An empty fetch sleeps as usual.
            // (Known once work() answers: a job fetched before that just waits for the next poll.)
            const id = trabajadores.get(nombre);
            if (id && estado === 'iniciado') boss.notifyWorker(id);
          }
        };
        const idTrabajador = await boss.work<Record<string, unknown>>(nombre, { pollingIntervalSeconds: sondeo }, ([job]) => corriendo.seguir(correr(job!)));
        trabajadores.set(nombre, idTrabajador);
      }
      estado = 'iniciado';
    },
    async detener() {
      if (estado !== 'iniciado') {
        estado = 'detenido';
        return;
      }
      estado = 'detenido';
      // Waits up to 10 s for running handlers; those still running are marked failed (and retried later).
      // A failure here must not keep the server from closing: the jobs stay in the database.
      await boss
        .stop({ graceful: true, wait: true, timeout: 10_000, close: false })
        .catch((err: unknown) => log.error({ err }, 'No se pudo detener la cola de trabajos.'));
      // What pg-boss left running (a job fetched while stopping, the write that ends a job) ends
      // before the connection closes; a handler that outlives the wait is retried after its expiry.
      if (!(await corriendo.terminar(10_000))) log.warn('La cola se detuvo con un trabajo todavía en curso.');
    },
  };
}
