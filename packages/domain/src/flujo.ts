// The workflow kit (issue 38 item 1). A module declares its machine once: the states and their
// labels, the actions (from which states, to which, who may take them and what each requires).
// The server's transition helper (apps/server/src/platform/flujo) checks every change against
// it under a row lock, and the web offers only `accionesPosibles`. Pure, no zod.

/** Why an action is refused: 403 (who), 409 (the state) or 422 (what the action requires). */
export type Rechazo = { status: 403 | 409 | 422; mensaje: string };

export type AccionDeFlujo<E extends string, Q extends string, D> = {
  /** The states it starts from. */
  desde: readonly E[];
  /** The state it leads to; a function when it depends on the record (an approval chain). */
  hacia: E | ((desde: E, datos: D) => E);
  /**
   * Who may take it (the roles the module computes for the actor); absent: whoever reaches the
   * record. A function when it depends on the step (HR approves HR's step; null: whoever).
   */
  quien?: readonly Q[] | ((desde: E, datos: D) => readonly Q[] | null);
  /** What it requires, in Spanish (a reason, a supplier), or null when it is satisfied. */
  requiere?: (datos: D, desde: E) => string | null;
};

export type DefinicionFlujo<E extends string, A extends string, Q extends string, D> = {
  estados: Record<E, string>;
  acciones: Record<A, AccionDeFlujo<E, Q, D>>;
  /** The 409 when the state does not allow the action (the module's own words; `id` names the record). */
  mensajeEstado: (desde: E, accion: A, id: number) => string;
  /** The 403 when the actor's roles do not allow it (the state and the roles say which words fit). */
  mensajeQuien: (accion: A, contexto: { desde: E; roles: ReadonlySet<Q> }) => string;
  /** The status of a refusal by state: 409 (the default) or 422 where a module's contract says so. */
  estadoRechazado?: 409 | 422;
};

export type Flujo<E extends string, A extends string, Q extends string, D> = DefinicionFlujo<E, A, Q, D> & {
  listaEstados: readonly E[];
  listaAcciones: readonly A[];
  /** States no action leaves. */
  finales: readonly E[];
  /** Whether the actor's roles allow the action from `desde` (`datos` when `quien` depends on the step). */
  puedeActuar: (accion: A, roles: Iterable<Q>, desde: E, datos?: D) => boolean;
  /** The state `accion` leads to from `desde`. */
  destino: (accion: A, desde: E, datos: D) => E;
  /** Why the actor may not take `accion` from `desde` with `datos`, or null when they may. Who first, then the state, then what it requires. */
  rechazo: (accion: A, desde: E, roles: Iterable<Q>, datos: D, id: number) => Rechazo | null;
  /** The actions the actor may take from `desde` (what the web offers); what an action requires of the request is not asked. */
  accionesPosibles: (desde: E, roles: Iterable<Q>, datos?: D) => A[];
};

/** Declares a machine. `D` is what an action carries (a reason, a supplier…). */
export function definirFlujo<E extends string, A extends string, Q extends string = never, D = Record<string, never>>(
  d: DefinicionFlujo<E, A, Q, D>,
): Flujo<E, A, Q, D> {
  const listaEstados = Object.keys(d.estados) as E[];
  const listaAcciones = Object.keys(d.acciones) as A[];
  const puedeActuar = (accion: A, roles: Iterable<Q>, desde: E, datos?: D) => {
    const q = d.acciones[accion].quien;
    const quien = typeof q === 'function' ? q(desde, datos as D) : q;
    if (!quien) return true;
    const tiene = new Set(roles);
    return quien.some((x) => tiene.has(x));
  };
  const disponible = (accion: A, desde: E) => d.acciones[accion].desde.includes(desde);
  return {
    ...d,
    listaEstados,
    listaAcciones,
    finales: listaEstados.filter((e) => !listaAcciones.some((a) => disponible(a, e))),
    puedeActuar,
    destino: (accion, desde, datos) => {
      const h = d.acciones[accion].hacia;
      return typeof h === 'function' ? h(desde, datos) : h;
    },
    rechazo: (accion, desde, roles, datos, id) => {
      const r = new Set(roles);
      if (!puedeActuar(accion, r, desde, datos)) return { status: 403, mensaje: d.mensajeQuien(accion, { desde, roles: r }) };
      if (!disponible(accion, desde)) return { status: d.estadoRechazado ?? 409, mensaje: d.mensajeEstado(desde, accion, id) };
      const falta = d.acciones[accion].requiere?.(datos, desde) ?? null;
      return falta ? { status: 422, mensaje: falta } : null;
    },
    accionesPosibles: (desde, roles, datos) => {
      const r = [...roles];
      return listaAcciones.filter((a) => disponible(a, desde) && puedeActuar(a, r, desde, datos));
    },
  };
}
