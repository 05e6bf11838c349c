import { permisoDe, type Catalogo } from '@worknet/domain/catalogos/motor';
import { CATALOGOS } from '@worknet/domain/catalogos/registro';
import type { Acceso } from '@worknet/domain/permisos';

/** `permiso` may list several: the entry shows with any of them. */
export type EntradaMenu = { clave: string; label: string; icono: string; ruta: string; descripcion: string; permiso: Acceso | Acceso[] };
export type GrupoMenu = { modulo: string; label: string; icono: string; items: EntradaMenu[] };

/**
 * The one definition of the side menu and the home tiles. Only screens that
 * exist are listed: a module adds its entries when its screens land, each tied
 * to the permission its route requires. Keep in sync with apps/web routes.
 */
const verCatalogos = (grupo: Catalogo['grupo']) => CATALOGOS.filter((c) => c.grupo === grupo).map((c) => permisoDe(c, 'ver') as Acceso);
const entradaCatalogo = (clave: string, icono: string, descripcion: string): EntradaMenu => {
  const c = CATALOGOS.find((x) => x.clave === clave)!;
  return { clave: c.pantalla, label: c.plural, icono, ruta: c.pantalla, descripcion, permiso: permisoDe(c, 'ver') };
};

export const MENU: GrupoMenu[] = [
  {
    modulo: 'general',
    label: 'General',
    icono: 'HomeOutlined',
    items: [
      { clave: 'inicio', label: 'Inicio', icono: 'HomeOutlined', ruta: '', descripcion: 'Las novedades de la empresa', permiso: 'autenticado' },
      { clave: 'opciones', label: 'Opciones', icono: 'AppstoreOutlined', ruta: 'opciones', descripcion: 'Accesos a los módulos', permiso: 'autenticado' },
      {
        clave: 'informacion',
        label: 'Información institucional',
        icono: 'BookOutlined',
        ruta: 'informacion',
        descripcion: 'Quiénes somos, contactos y datos útiles',
        permiso: 'autenticado',
      },
      {
        clave: 'mis_mensajes',
        label: 'Mis notificaciones',
        icono: 'BellOutlined',
        ruta: 'mis_mensajes',
        descripcion: 'Las notificaciones que recibió',
        permiso: 'autenticado',
      },
      {
        clave: 'notificaciones/mensajes_sistema',
        label: 'Mensajes del sistema',
        icono: 'MessageOutlined',
        ruta: 'notificaciones/mensajes_sistema',
        descripcion: 'Avisos que el sistema le envió: pedidos, vencimientos…',
        permiso: 'autenticado',
      },
      // Chat (issue 39): every logged-in user writes to the General roster and their sector rooms.
      {
        clave: 'chat',
        label: 'Chat',
        icono: 'CommentOutlined',
        ruta: 'chat',
        descripcion: 'Mensajes con sus compañeros y las salas de sus sectores',
        permiso: 'autenticado',
      },
      // Clock-in (issue 21): the phone's screen; the kiosk's QR opens it too (features/fichaje/routes.tsx).
      {
        clave: 'fichar',
        label: 'Fichar',
        icono: 'ClockCircleOutlined',
        ruta: 'fichar',
        descripcion: 'Registrar su entrada o salida con el código QR del kiosco y ver sus fichajes',
        permiso: 'rrhh.fichaje.fichar',
      },
      // HR's file manager (issue 20 item 5): open to everyone, each sees the folders their roles
      // reach; so it sits here, not in Recursos Humanos, whose group an employee does not see.
      {
        clave: 'rrhh/gestor-archivos',
        label: 'Gestor de archivos',
        icono: 'InboxOutlined',
        ruta: 'rrhh/gestor-archivos',
        descripcion: 'Carpetas compartidas (contratos, certificados, políticas) y, para RRHH, los documentos de cada persona, con versiones y papelera',
        permiso: 'autenticado',
      },
    ],
  },
  {
    modulo: 'novedades',
    label: 'Novedades',
    icono: 'NotificationOutlined',
    items: [
      {
        clave: 'administrador_novedades',
        label: 'Administrador de novedades',
        icono: 'NotificationOutlined',
        ruta: 'administrador_novedades',
        descripcion: 'Redactar, publicar, programar y fijar novedades',
        permiso: 'novedades.novedad.editar',
      },
    ],
  },
  {
    modulo: 'notificaciones',
    label: 'Notificaciones',
    icono: 'BellOutlined',
    items: [
      {
        clave: 'notificaciones/create',
        label: 'Enviar notificación',
        icono: 'BellOutlined',
        ruta: 'notificaciones/create',
        descripcion: 'Avisar a usuarios, grupos, sectores o a todos',
        permiso: 'notificaciones.notificacion.enviar',
      },
      {
        clave: 'notificaciones/listar',
        label: 'Notificaciones enviadas',
        icono: 'FileTextOutlined',
        ruta: 'notificaciones/listar',
        descripcion: 'Lo enviado y cuántos lo leyeron',
        permiso: 'notificaciones.notificacion.enviar',
      },
    ],
  },
  {
    modulo: 'admin',
    label: 'Administración',
    icono: 'SettingOutlined',
    items: [
      {
        clave: 'admin_user_meta',
        label: 'Usuarios',
        icono: 'UserOutlined',
        ruta: 'admin_user_meta',
        descripcion: 'Alta, edición y estado de los usuarios',
        permiso: 'admin.usuario.ver',
      },
      {
        clave: 'admin_item',
        label: 'Roles y permisos',
        icono: 'SolutionOutlined',
        ruta: 'admin_item',
        descripcion: 'Roles, permisos y su jerarquía',
        permiso: 'admin.rol.ver',
      },
      {
        clave: 'grupos',
        label: 'Grupos',
        icono: 'TeamOutlined',
        ruta: 'grupos',
        descripcion: 'Grupos de usuarios para avisos y novedades',
        permiso: 'admin.grupo.ver',
      },
      {
        clave: 'control_panel',
        label: 'Panel de control',
        icono: 'DashboardOutlined',
        ruta: 'control_panel',
        descripcion: 'Estado del sistema, auditoría y accesos',
        permiso: 'admin.panel.ver',
      },
      // Spec §2 lists asistentes/reportes under Admin: the assistants' read-only dashboards (issue 23).
      {
        clave: 'asistentes/reportes',
        label: 'Tableros para asistentes',
        icono: 'DashboardOutlined',
        ruta: 'asistentes/reportes',
        descripcion: 'Los tableros de RRHH, sólo lectura',
        permiso: 'asistentes.reporte.ver',
      },
    ],
  },
  {
    modulo: 'rrhh',
    label: 'Recursos Humanos',
    icono: 'IdcardOutlined',
    items: [
      {
        clave: 'rrhh/nomina',
        label: 'Nómina',
        icono: 'TeamOutlined',
        ruta: 'rrhh/nomina',
        descripcion: 'El personal con filtros, filtros guardados y exportación',
        permiso: 'rrhh.nomina.ver',
      },
      // HR dashboards (issue 23): the permission of their web routes (features/dashboards/routes.tsx).
      {
        clave: 'rrhh/dashboard',
        label: 'Tablero de RRHH',
        icono: 'DashboardOutlined',
        ruta: 'rrhh/dashboard',
        descripcion: 'Dotación, contratos y vencimientos, sala maternal, altas y bajas, novedades y ausentismo; cada cifra abre sus personas',
        permiso: 'rrhh.dashboard.ver',
      },
      {
        clave: 'rrhh/reportes',
        label: 'Reportes de RRHH',
        icono: 'BarChartOutlined',
        ruta: 'rrhh/reportes',
        descripcion: 'Las cifras de cada tablero y sus personas, en Excel',
        permiso: 'rrhh.dashboard.ver',
      },
      {
        clave: 'rrhh/legajos',
        label: 'Legajos',
        icono: 'IdcardOutlined',
        ruta: 'rrhh/legajos',
        descripcion: 'Buscar un legajo y abrirlo, o dar de alta uno nuevo',
        permiso: 'rrhh.persona.ver',
      },
      {
        clave: 'rrhh/configuracion',
        label: 'Configuración de RRHH',
        icono: 'ControlOutlined',
        ruta: 'rrhh/configuracion',
        descripcion: 'Tablas de RRHH: categorías, contratos, obras sociales, períodos…',
        permiso: verCatalogos('rrhh'),
      },
      // Leaves (issue 19): each entry carries the permission of its web route (features/licencias/routes.tsx).
      // «Mis licencias» (rrhh.licencia.solicitar) is in the user menu, not here.
      {
        clave: 'rrhh/novedades',
        label: 'Novedades de personal',
        icono: 'ProfileOutlined',
        ruta: 'rrhh/novedades',
        descripcion: 'Licencias, vacaciones y ausencias de todo el personal: cargar, aprobar y descargar los reportes',
        permiso: 'rrhh.licencia.administrar',
      },
      {
        clave: 'referente_area/novedades',
        label: 'Novedades de mis sectores',
        icono: 'SolutionOutlined',
        ruta: 'referente_area/novedades',
        descripcion: 'Los pedidos de licencia del personal de los sectores que lidera, para aprobar o rechazar',
        permiso: 'rrhh.licencia.referente',
      },
      {
        clave: 'referente_area/reportes',
        label: 'Reportes de mis sectores',
        icono: 'FileTextOutlined',
        ruta: 'referente_area/reportes',
        descripcion: 'Las novedades y los saldos de vacaciones de sus sectores, en CSV',
        permiso: 'rrhh.licencia.referente',
      },
      {
        clave: 'cronograma',
        label: 'Cronograma de ausencias',
        icono: 'CalendarOutlined',
        ruta: 'cronograma',
        descripcion: 'Quién falta cada día por sector, con los feriados y el aviso cuando un sector supera su tope',
        permiso: ['rrhh.licencia.administrar', 'rrhh.licencia.referente'],
      },
      // Pay slips (issue 20): the permission of its web route (features/recibos/routes.tsx).
      // «Mis recibos» (rrhh.recibo.propio) is in the user menu, not here.
      {
        clave: 'rrhh/gestor-archivos/gestor_liquidaciones',
        label: 'Liquidaciones y recibos',
        icono: 'FileTextOutlined',
        ruta: 'rrhh/gestor-archivos/gestor_liquidaciones',
        descripcion: 'Cargar el PDF de cada liquidación, separar los recibos por CUIL, publicarlos y seguir sus firmas',
        permiso: 'rrhh.recibo.administrar',
      },
      // Clock-in (issue 21): HR's board, detail and report, kiosks and phones.
      {
        clave: 'rrhh/fichaje',
        label: 'Fichaje',
        icono: 'FieldTimeOutlined',
        ruta: 'rrhh/fichaje',
        descripcion: 'Quién entró hoy, el detalle de asistencia con correcciones y el reporte, kioscos y teléfonos',
        permiso: 'rrhh.fichaje.administrar',
      },
    ],
  },
  // Tasks (issue 22): each screen adds its entry here when it lands, with its web route's permission
  // (features/tareas, features/guias, features/manthos, features/tareas-reportes).
  {
    modulo: 'tareas',
    label: 'Tareas',
    icono: 'CheckSquareOutlined',
    items: [
      {
        clave: 'tareas',
        label: 'Mis tareas',
        icono: 'CheckSquareOutlined',
        ruta: 'tareas',
        descripcion: 'Las tareas asignadas a usted o a sus sectores, con su lista de control e historial',
        permiso: ['tareas.tarea.ver', 'tareas.tarea.asignar', 'tareas.tarea.administrar'],
      },
      // features/manthos/routes.tsx: maintenance requests (crear_tarea_manthos is maintenance's own, on behalf of somebody).
      {
        clave: 'crear_pedido',
        label: 'Reportar un problema',
        icono: 'AlertOutlined',
        ruta: 'crear_pedido',
        descripcion: 'Pedir un arreglo a mantenimiento: lugar, categoría, descripción y foto',
        permiso: 'tareas.manthos.pedir',
      },
      {
        clave: 'mis_pedidos_manthos',
        label: 'Mis pedidos de mantenimiento',
        icono: 'ToolOutlined',
        ruta: 'mis_pedidos_manthos',
        descripcion: 'Cómo van los arreglos que pidió, con sus fotos; reabrirlos dentro de los 7 días',
        permiso: 'tareas.manthos.pedir',
      },
      {
        clave: 'crear_tarea_manthos',
        label: 'Registrar pedido de mantenimiento',
        icono: 'MessageOutlined',
        ruta: 'crear_tarea_manthos',
        descripcion: 'Cargar un pedido de arreglo hecho por teléfono o en persona, en nombre de quien lo pidió',
        permiso: ['tareas.tarea.asignar', 'tareas.tarea.administrar'],
      },
      // features/tareas/routesTelefono.tsx: the phone's list of the day (scan-ubicacion/{qr} is opened by the QR, not the menu).
      {
        clave: 'diarias',
        label: 'Tareas de hoy',
        icono: 'CarryOutOutlined',
        ruta: 'diarias',
        descripcion: 'Sus tareas y las de sus sectores para hoy, por lugar, con el escaneo del QR',
        permiso: ['tareas.tarea.ver', 'tareas.tarea.asignar', 'tareas.tarea.administrar'],
      },
      // features/tareas-reportes/routes.tsx.
      {
        clave: 'reportes',
        label: 'Reportes de tareas',
        icono: 'BarChartOutlined',
        ruta: 'reportes',
        descripcion: 'Tareas por sector, tipo y estado, vencidas, tiempo hasta hacerlas y lo hecho hoy en cada lugar, con Excel',
        permiso: ['tareas.reporte.ver', 'tareas.tarea.administrar'],
      },
      // features/guias/routes.tsx.
      {
        clave: 'guias',
        label: 'Guías y protocolos',
        icono: 'ReadOutlined',
        ruta: 'guias',
        descripcion: 'Las guías y protocolos de sus sectores, con la confirmación de lectura de cada versión',
        permiso: ['tareas.guia.ver', 'tareas.guia.administrar'],
      },
    ],
  },
  // Help desk (issue 41): features/tickets/routes.tsx, with the permissions of its routes.
  {
    modulo: 'tickets',
    label: 'Tickets',
    icono: 'SolutionOutlined',
    items: [
      {
        clave: 'listado_tickets',
        label: 'Tickets',
        icono: 'ProfileOutlined',
        ruta: 'listado_tickets',
        descripcion: 'Los pedidos que hizo a Sistemas, Mantenimiento y otros servicios y, si atiende uno, su cola con el plazo de cada ticket',
        permiso: ['tickets.ticket.pedir', 'tickets.ticket.atender', 'tickets.servicio.administrar'],
      },
      {
        clave: 'new_ticket',
        label: 'Nuevo ticket',
        icono: 'FileTextOutlined',
        ruta: 'new_ticket',
        descripcion: 'Pedir algo a un servicio: categoría, prioridad, descripción y fotos',
        permiso: 'tickets.ticket.pedir',
      },
      {
        clave: 'reportes_tickets',
        label: 'Reportes de tickets',
        icono: 'BarChartOutlined',
        ruta: 'reportes_tickets',
        descripcion: 'Por servicio y período: abiertos, cerrados, tiempos de respuesta y resolución, plazos cumplidos y calificaciones, con Excel',
        permiso: ['tickets.reporte.ver', 'tickets.servicio.administrar'],
      },
    ],
  },
  {
    modulo: 'tareas_admin',
    label: 'Administración de tareas',
    icono: 'ToolOutlined',
    items: [
      {
        clave: 'admin/tareas',
        label: 'Todas las tareas',
        icono: 'ProfileOutlined',
        ruta: 'admin/tareas',
        descripcion: 'Todas las tareas de todos los sectores, con sus filtros',
        permiso: 'tareas.tarea.administrar',
      },
      {
        clave: 'admin/tarea-comentarios',
        label: 'Comentarios de tareas',
        icono: 'CommentOutlined',
        ruta: 'admin/tarea-comentarios',
        descripcion: 'Moderar los comentarios que el personal deja en las tareas',
        permiso: 'tareas.tarea.administrar',
      },
      {
        clave: 'admin/tareas-programadas',
        label: 'Tareas programadas',
        icono: 'ScheduleOutlined',
        ruta: 'admin/tareas-programadas',
        descripcion: 'Tareas que se repiten y se crean solas por adelantado',
        permiso: 'tareas.tarea.administrar',
      },
      {
        clave: 'admin/guias',
        label: 'Guías',
        icono: 'BookOutlined',
        ruta: 'admin/guias',
        descripcion: 'Redactar guías y protocolos, publicar versiones y ver quién no leyó la vigente',
        permiso: 'tareas.guia.administrar',
      },
      entradaCatalogo('tipo-tareas', 'TagsOutlined', 'Tipos de tarea y su sector responsable'),
      entradaCatalogo('tipo-periodicidad', 'FieldTimeOutlined', 'Cada cuánto se repite una tarea programada'),
      entradaCatalogo('tipo_guias', 'BookOutlined', 'Tipos de guías y protocolos'),
      entradaCatalogo('ubicaciones', 'EnvironmentOutlined', 'Ubicaciones con su código QR para escanear'),
    ],
  },
  {
    modulo: 'compras',
    label: 'Compras e inventario',
    icono: 'ShoppingCartOutlined',
    items: [
      {
        clave: 'compras/configuracion',
        label: 'Configuración de compras',
        icono: 'ControlOutlined',
        ruta: 'compras/configuracion',
        descripcion: 'Categorías, atributos, tipos de depósito y drogas',
        permiso: verCatalogos('compras'),
      },
      // Inventory (issue 17): each entry carries the permission of its web route (features/inventario/routes.tsx).
      {
        clave: 'admin-crud-productos',
        label: 'Productos',
        icono: 'MedicineBoxOutlined',
        ruta: 'admin-crud-productos',
        descripcion: 'Medicamentos e insumos: categoría, droga, atributos, lote y vencimiento',
        permiso: 'compras.producto.ver',
      },
      {
        clave: 'admin-deposito',
        label: 'Depósitos',
        icono: 'ShopOutlined',
        ruta: 'admin-deposito',
        descripcion: 'Depósitos, sus responsables, su catálogo y el stock mínimo',
        permiso: 'compras.deposito.editar',
      },
      {
        clave: 'admin_proveedores',
        label: 'Proveedores',
        icono: 'SolutionOutlined',
        ruta: 'admin_proveedores',
        descripcion: 'Razón social, CUIT, contacto y condición frente al IVA',
        permiso: 'compras.proveedor.editar',
      },
      {
        clave: 'admin-ingreso',
        label: 'Ingresos',
        icono: 'ImportOutlined',
        ruta: 'admin-ingreso',
        descripcion: 'Mercadería recibida de proveedores, por lote y vencimiento',
        permiso: ['compras.documento.operar', 'compras.documento.administrar'],
      },
      {
        clave: 'admin-egreso',
        label: 'Egresos',
        icono: 'ExportOutlined',
        ruta: 'admin-egreso',
        descripcion: 'Entregas a sectores y pacientes, bajas y devoluciones',
        permiso: ['compras.documento.operar', 'compras.documento.administrar'],
      },
      {
        clave: 'admin-movimiento',
        label: 'Movimientos',
        icono: 'SwapOutlined',
        ruta: 'admin-movimiento',
        descripcion: 'Traslados de un depósito a otro',
        permiso: ['compras.documento.operar', 'compras.documento.administrar'],
      },
      {
        clave: 'admin-pedido',
        label: 'Pedidos internos',
        icono: 'InboxOutlined',
        ruta: 'admin-pedido',
        descripcion: 'Una sala pide insumos al depósito, el depósito los prepara y la sala los recibe; plantillas de kits',
        permiso: ['compras.pedido_interno.pedir', 'compras.documento.operar', 'compras.documento.administrar'],
      },
      {
        clave: 'admin-inventario',
        label: 'Inventario',
        icono: 'DatabaseOutlined',
        ruta: 'admin-inventario',
        descripcion: 'Qué hay, dónde y qué vence: stock por lote, vencimientos y stock mínimo',
        permiso: 'compras.producto.ver',
      },
      // Purchase orders (issue 18): every employee has a cart and their orders; purchasing the queues (features/pedidos/routes.tsx).
      {
        clave: 'mi_pedido',
        label: 'Mi pedido',
        icono: 'ShoppingCartOutlined',
        ruta: 'mi_pedido',
        descripcion: 'Pedirle a compras lo que necesita: productos del catálogo u otra cosa, con un archivo si hace falta',
        permiso: 'autenticado',
      },
      {
        clave: 'openUser',
        label: 'Mis pedidos',
        icono: 'ProfileOutlined',
        ruta: 'openUser',
        descripcion: 'Sus pedidos de compra y en qué estado están',
        permiso: 'autenticado',
      },
      {
        clave: 'nuevos',
        label: 'Pedidos nuevos',
        icono: 'FileTextOutlined',
        ruta: 'nuevos',
        descripcion: 'Los pedidos de compra abiertos: revisar, aprobar, pedir al proveedor, recibir',
        permiso: 'compras.pedido.administrar',
      },
      {
        clave: 'cerrados',
        label: 'Pedidos cerrados',
        icono: 'DatabaseOutlined',
        ruta: 'cerrados',
        descripcion: 'Los pedidos de compra cerrados o rechazados',
        permiso: 'compras.pedido.administrar',
      },
      {
        clave: 'crear',
        label: 'Crear pedido',
        icono: 'SolutionOutlined',
        ruta: 'crear',
        descripcion: 'Un pedido de compra en nombre de una persona y su sector',
        permiso: 'compras.pedido.administrar',
      },
    ],
  },
];

/** The news home and the tiles page itself are not tiles. */
export const CLAVES_FUERA_DEL_INDICE = new Set(['inicio', 'opciones']);
