import type { Prueba } from './app-de-prueba';
import type { UsuarioDePrueba } from './factories';
import { AJENOS_RRHH } from './registros-ajenos-rrhh';
import { AJENOS_COMUNICACION } from './registros-ajenos-comunicacion';
import { AJENOS_INVENTARIO } from './registros-ajenos-inventario';
import { AJENOS_PEDIDOS } from './registros-ajenos-pedidos';
import { AJENOS_LICENCIAS } from './registros-ajenos-licencias';
import { AJENOS_PERFIL } from './registros-ajenos-perfil';
import { AJENOS_PUSH } from './registros-ajenos-push';
import { AJENOS_RECIBOS } from './registros-ajenos-recibos';
import { AJENOS_ARCHIVOS } from './registros-ajenos-archivos';
import { AJENOS_TAREAS } from './registros-ajenos-tareas';
import { AJENOS_GUIAS } from './registros-ajenos-guias';
import { AJENOS_MANTHOS } from './registros-ajenos-manthos';
import { AJENOS_CHAT } from './registros-ajenos-chat';
import { AJENOS_TICKETS } from './registros-ajenos-tickets';
import { AJENOS_PRESUPUESTOS } from './registros-ajenos-presupuestos';

// For each record rule (config.registro of a route, by its name), how to make a record that
// belongs to somebody else: registros-rutas.test.ts calls every route under that rule with it,
// as an ordinary employee who holds the route's permission, and expects 403 or 404. A new rule
// without an entry here fails that test, so each rule is swept from the day it exists.

export type Ajeno = {
  /** The id that goes in the path's `:id` (and, when the route reads it there, in the query or body); a session's is a UUID. */
  id: number | string;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
};

/** `dueno` owns the record; the caller is another employee of another sector. */
export type FabricaAjena = (t: Prueba, dueno: UsuarioDePrueba) => Promise<Ajeno>;

export const REGISTROS_AJENOS: Record<string, FabricaAjena> = {
  ...AJENOS_RRHH,
  ...AJENOS_COMUNICACION,
  ...AJENOS_INVENTARIO,
  ...AJENOS_PEDIDOS,
  ...AJENOS_LICENCIAS,
  ...AJENOS_PERFIL,
  ...AJENOS_RECIBOS,
  ...AJENOS_ARCHIVOS,
  ...AJENOS_TAREAS,
  ...AJENOS_GUIAS,
  ...AJENOS_MANTHOS,
  ...AJENOS_CHAT,
  ...AJENOS_TICKETS,
  ...AJENOS_PRESUPUESTOS,
  ...AJENOS_PUSH,
};
