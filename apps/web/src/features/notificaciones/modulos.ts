// How a system message's `modulo` reads in Spanish (the server stores the module's code name).
const NOMBRES: Record<string, string> = {
  sistema: 'Sistema',
  rrhh: 'RRHH',
  nomina: 'Nómina',
  licencias: 'Licencias',
  compras: 'Compras',
  inventario: 'Inventario',
  pedidos: 'Pedidos',
  tareas: 'Tareas',
  tickets: 'Tickets',
  presupuestos: 'Presupuestos',
  novedades: 'Novedades',
  notificaciones: 'Notificaciones',
  fichaje: 'Fichaje',
  trivias: 'Trivias',
  chat: 'Chat',
  admin: 'Administración',
};

export const nombreModulo = (m: string) => NOMBRES[m] ?? (m ? m[0]!.toUpperCase() + m.slice(1) : m);
