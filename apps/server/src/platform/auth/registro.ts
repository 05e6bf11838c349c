import type { FastifyRequest } from 'fastify';
import type { Principal } from '../identidad/principal';

// Record-level access, declared on the route next to its permission. The permission says
// what kind of call a user may make; the record rule says on which records. The guard runs
// the rule after the request is validated (so ids are numbers) and before the handler: a
// denied record answers 403 whether it exists or not, so ids cannot be probed. The route
// table (`app.rutasDeclaradas`) lists each rule by name, and test/registros-rutas.test.ts
// calls every ruled route with another user's record.

/**
 * Who may reach one record. `puede` gets the validated request (read the id from
 * `req.params`, `req.query` or `req.body`) and the caller; it may query the database.
 */
export type ReglaRegistro = {
  /** How the route table and the OpenAPI document name it, in Spanish: "legajo propio o rrhh.persona.ver". */
  nombre: string;
  puede: (req: FastifyRequest, p: Principal) => boolean | Promise<boolean>;
};

/**
 * What a route with a record id in its path declares: a rule, or 'cualquiera' when its
 * permission already covers every record (an administration screen).
 */
export type RegistroRuta = ReglaRegistro | 'cualquiera';

export const reglaRegistro = (nombre: string, puede: ReglaRegistro['puede']): ReglaRegistro => ({ nombre, puede });

/** The numeric `:id` of a route's path (validated by its params schema). */
export const idDeRuta = (req: FastifyRequest): number => (req.params as { id: number }).id;

/** Whether the route's path names a record (`:id`, `:persona_id`…), so it must declare `registro`. */
export const nombraRegistro = (url: string) => /:(\w+_)?id\b/.test(url);

export const nombreDeRegistro = (r: RegistroRuta | undefined) => (r === undefined ? null : r === 'cualquiera' ? 'cualquiera' : r.nombre);
