import { ACCIONES_CATALOGO, type Catalogo } from './catalogos/motor';
import { CATALOGOS, type PermisoCatalogo } from './catalogos/registro';

const VERBOS = { ver: 'Ver', crear: 'Crear', editar: 'Editar', eliminar: 'Eliminar y restaurar' } as const;

/** Each catalog declares its prefix; these are its four permissions. */
const permisosDeCatalogos = Object.fromEntries(
  CATALOGOS.flatMap((c) => ACCIONES_CATALOGO.map((a) => [`${c.permiso}.${a}`, `${VERBOS[a]} ${c.plural.toLowerCase()}`])),
) as Record<PermisoCatalogo, string>;

// The permission catalogue: every route names one of these (or 'publico' /
// 'autenticado'); the server refuses to start otherwise and keeps auth_item in
// sync with this list. Names follow modulo.recurso.accion.
export const PERMISOS = {
  'admin.usuario.ver': 'Ver usuarios',
  'admin.usuario.editar': 'Crear y editar usuarios, activarlos y desactivarlos',
  'admin.rol.ver': 'Ver roles y permisos',
  'admin.rol.editar': 'Crear y editar roles y su árbol de permisos',
  'admin.grupo.ver': 'Ver grupos de usuarios',
  'admin.grupo.editar': 'Crear y editar grupos de usuarios',
  'admin.panel.ver': 'Ver el panel de control',
  'admin.correo.ver': 'Ver la bandeja de correos salientes',
  'admin.auditoria.ver': 'Consultar el registro de auditoría',
  'admin.log_acceso.ver': 'Consultar el registro de accesos',
  'admin.acceso.desbloquear': 'Levantar bloqueos de inicio de sesión',
  'admin.trabajo.ver': 'Ver los trabajos programados y sus fallas',
  'rrhh.persona.ver': 'Ver los legajos del personal y sus alertas',
  'rrhh.persona.editar': 'Crear y editar legajos del personal',
  'rrhh.persona.familia': 'Ver y editar los familiares de los legajos',
  'rrhh.persona.banco': 'Ver y editar la cuenta bancaria de los legajos',
  'rrhh.nomina.ver': 'Consultar y exportar la nómina (un referente, sólo la de sus sectores)',
  'rrhh.licencia.administrar': 'Cargar, ver y aprobar (como RRHH) las novedades de personal de todos, y sus reportes',
  'rrhh.licencia.referente': 'Ver y aprobar las novedades de personal de los sectores que lidera, su cronograma y reportes',
  'rrhh.licencia.solicitar': 'Solicitar sus propias vacaciones y licencias y ver su saldo',
  'rrhh.recibo.administrar': 'Cargar los recibos de sueldo, firmarlos como empleador, publicarlos y ver los de todos',
  'rrhh.recibo.propio': 'Ver, descargar y firmar sus propios recibos de sueldo',
  'rrhh.fichaje.fichar': 'Fichar su entrada y salida (en el kiosco o con su teléfono) y ver sus fichajes',
  'rrhh.fichaje.administrar':
    'Ver y corregir los fichajes de todos, administrar kioscos y teléfonos, importar relojes biométricos y sacar el reporte de asistencia',
  'rrhh.archivo.administrar': 'Administrar el gestor de archivos de RRHH: carpetas, sus permisos y los documentos de cada persona',
  'rrhh.dashboard.ver': 'Ver los tableros de RRHH, las personas detrás de cada cifra y descargar sus reportes (un referente, sólo los de sus sectores)',
  'asistentes.reporte.ver': 'Ver los tableros de RRHH en asistentes/reportes, sólo lectura (el ítem 33 de la especificación)',
  'tareas.tarea.ver': 'Ver y realizar las tareas asignadas a uno o a sus sectores, escanear el QR de los lugares y comentar',
  'tareas.tarea.asignar': 'Crear, editar, asignar, cancelar y reabrir tareas dentro de los sectores a su cargo',
  'tareas.tarea.administrar': 'Ver y administrar todas las tareas, las tareas programadas y moderar los comentarios',
  'tareas.reporte.ver': 'Ver y exportar los reportes de tareas (un referente, sólo los de sus sectores)',
  'tareas.guia.ver': 'Leer las guías y protocolos de sus sectores y confirmar que leyó la versión vigente',
  'tareas.guia.administrar': 'Redactar, versionar y retirar guías y ver quién no leyó la versión vigente',
  'tareas.manthos.pedir': 'Pedir arreglos a mantenimiento, seguir sus pedidos y reabrirlos dentro de los 7 días',
  'novedades.novedad.editar': 'Redactar, publicar, programar, fijar y eliminar novedades',
  'novedades.informacion.editar': 'Editar la página de información institucional',
  'notificaciones.notificacion.enviar': 'Enviar notificaciones y ver cuántos las leyeron',
  'notificaciones.push.ver': 'Ver el registro de avisos push de todos los usuarios (a quién, cuándo y con qué resultado)',
  'compras.producto.ver': 'Ver productos, depósitos, proveedores e inventario',
  'compras.producto.editar': 'Crear y editar productos',
  'compras.deposito.editar': 'Crear y editar depósitos, sus responsables, su catálogo y su stock mínimo',
  'compras.proveedor.editar': 'Crear y editar proveedores',
  'compras.documento.operar': 'Cargar y confirmar ingresos, egresos y movimientos de los depósitos a su cargo',
  'compras.documento.administrar': 'Cargar y confirmar ingresos, egresos y movimientos de todos los depósitos',
  'compras.pedido_interno.pedir': 'Pedir insumos a un depósito para sus sectores, recibirlos y guardar plantillas de pedido',
  'compras.pedido.administrar': 'Ver todos los pedidos de compra, moverlos de estado y crearlos en nombre de un sector',
  'tickets.ticket.pedir': 'Abrir tickets a los servicios, seguir los propios (y los de los sectores que dirige), responder y calificar',
  'tickets.ticket.atender': 'Atender la cola de los servicios de los que es agente: tomar, responder, escribir notas internas y mover estados',
  'tickets.servicio.administrar': 'Configurar los servicios de tickets (horarios, feriados, categorías, agentes y plazos) y ver todos los tickets',
  'tickets.reporte.ver': 'Ver y exportar los reportes de tickets de los servicios que dirige',
  'presupuestos.solicitud.pedir': 'Pedir presupuestos para sus sectores y seguir sus solicitudes (y las de los sectores que dirige)',
  'presupuestos.solicitud.cotizar': 'Ver todas las solicitudes de presupuesto, cargar los presupuestos de los proveedores y elegir uno',
  'presupuestos.solicitud.aprobar':
    'Aprobar o rechazar las solicitudes de presupuesto de los sectores que dirige, o dar la segunda aprobación con el rol configurado',
  'presupuestos.configuracion.editar': 'Configurar los umbrales de aprobación de presupuestos y el rol de la segunda aprobación',
  ...permisosDeCatalogos,
} as const satisfies Record<string, string>;

export type NombrePermiso = keyof typeof PERMISOS;

/** What a route requires: nobody logged in, anybody logged in, or a named permission. */
export type Acceso = 'publico' | 'autenticado' | NombrePermiso;

export const esNombrePermiso = (v: string): v is NombrePermiso => Object.hasOwn(PERMISOS, v);

// Catalog forms with a user field (e.g. referentes) pick the user from the same search.
const formulariosConUsuario = CATALOGOS.filter((c) =>
  Object.values(c.campos).some((f) => (f.tipo === 'referencia' || f.tipo === 'referencias') && f.a === 'usuario'),
).flatMap((c) => [`${c.permiso}.crear`, `${c.permiso}.editar`] as PermisoCatalogo[]);

/**
 * Who may search users by name (GET /api/v1/sis_usuarios): only the screens with
 * a user picker. Anybody else has no reason to list every username (they would
 * only help someone guessing passwords).
 */
export const PERMISOS_ELEGIR_USUARIOS: readonly [NombrePermiso, ...NombrePermiso[]] = [
  'notificaciones.notificacion.enviar',
  'admin.grupo.editar',
  'admin.auditoria.ver',
  // The warehouse form picks its responsables.
  'compras.deposito.editar',
  // Purchasing creates an order on behalf of a person (the crear screen).
  'compras.pedido.administrar',
  ...formulariosConUsuario,
];

/**
 * Roles every installation has. Item 1 is the administrator (spec §6) and holds
 * everything implicitly. `permisos` are granted when a permission is first
 * created, so an administrator's later edits to a role are never undone.
 */
const todosLosPermisos = (grupo: Catalogo['grupo']) =>
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc needs it: the template literal widens to string
  CATALOGOS.filter((c) => c.grupo === grupo).flatMap((c) => ACCIONES_CATALOGO.map((a) => `${c.permiso}.${a}` as PermisoCatalogo));

export const ROLES_BASE: { id?: number; nombre: string; descripcion: string; permisos: NombrePermiso[] }[] = [
  { id: 1, nombre: 'Administrador', descripcion: 'Acceso total al sistema', permisos: [] },
  {
    nombre: 'RRHH',
    descripcion: 'Recursos humanos',
    permisos: [
      ...todosLosPermisos('rrhh'),
      'rrhh.persona.ver',
      'rrhh.persona.editar',
      'rrhh.persona.familia',
      'rrhh.persona.banco',
      'rrhh.nomina.ver',
      'rrhh.licencia.administrar',
      'rrhh.recibo.administrar',
      'rrhh.recibo.propio',
      'rrhh.archivo.administrar',
      'rrhh.dashboard.ver',
      'rrhh.fichaje.fichar',
      'rrhh.fichaje.administrar',
      'tareas.tarea.ver',
      'tareas.guia.ver',
      'tareas.manthos.pedir',
      'tickets.ticket.pedir',
    ],
  },
  {
    nombre: 'AdministradorCompras',
    descripcion: 'Administración de compras e inventario',
    permisos: [
      ...todosLosPermisos('compras'),
      'compras.producto.ver',
      'compras.producto.editar',
      'compras.deposito.editar',
      'compras.proveedor.editar',
      'compras.documento.operar',
      'compras.documento.administrar',
      'compras.pedido.administrar',
      'presupuestos.solicitud.cotizar',
    ],
  },
  {
    nombre: 'Responsable de depósito',
    descripcion: 'Opera los ingresos, egresos y movimientos de los depósitos a su cargo',
    permisos: ['compras.producto.ver', 'compras.documento.operar'],
  },
  {
    nombre: 'Referente de área',
    descripcion: 'Responsable de los sectores que lidera',
    permisos: [
      'rrhh.nomina.ver',
      'compras.pedido_interno.pedir',
      'rrhh.licencia.referente',
      'rrhh.dashboard.ver',
      'rrhh.licencia.solicitar',
      'rrhh.recibo.propio',
      'rrhh.fichaje.fichar',
      'tareas.tarea.ver',
      'tareas.tarea.asignar',
      'tareas.reporte.ver',
      'tareas.guia.ver',
      'tareas.manthos.pedir',
      'tickets.ticket.pedir',
      'tickets.reporte.ver',
      'presupuestos.solicitud.pedir',
      'presupuestos.solicitud.aprobar',
    ],
  },
  // Issue 42: the second approval of a budget above its threshold (the role admins configure; this one by default).
  {
    nombre: 'Gerencia',
    descripcion: 'Da la segunda aprobación de los presupuestos que superan el umbral',
    permisos: ['presupuestos.solicitud.aprobar'],
  },
  // Issue 41: who works a service's queue (which services: the service's agents, in its configuration).
  {
    nombre: 'Agente de servicio',
    descripcion: 'Atiende los tickets de los servicios de los que es agente',
    permisos: ['tickets.ticket.pedir', 'tickets.ticket.atender'],
  },
  {
    nombre: 'Comunicación',
    descripcion: 'Comunicación institucional: novedades, información y notificaciones',
    permisos: ['novedades.novedad.editar', 'novedades.informacion.editar', 'notificaciones.notificacion.enviar'],
  },
  // Spec §6: the assignment of item 33 is the assistants' flag; here a role with their read-only
  // permission, item 33 on a fresh install (ASISTENTES_ITEM_ID in ./auth; the literal keeps zod out of here).
  {
    id: 33,
    nombre: 'Asistentes',
    descripcion: 'Consulta de sólo lectura de los tableros de RRHH (asistentes/reportes)',
    permisos: ['asistentes.reporte.ver'],
  },
  // Any sector asks a warehouse for its supplies (internal orders, issue 18).
  {
    nombre: 'Empleado',
    descripcion: 'Personal de la empresa',
    permisos: [
      'compras.pedido_interno.pedir',
      'rrhh.licencia.solicitar',
      'rrhh.recibo.propio',
      'rrhh.fichaje.fichar',
      'tareas.tarea.ver',
      'tareas.guia.ver',
      'tareas.manthos.pedir',
      'tickets.ticket.pedir',
    ],
  },
];
