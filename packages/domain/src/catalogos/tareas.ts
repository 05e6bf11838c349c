import { DESCRIPCION, NOMBRE, definirCatalogo } from './motor';

// Task administration (routes admin/...); the tasks module uses them.
export const CATALOGOS_TAREAS = [
  definirCatalogo({
    clave: 'tipo-tareas',
    grupo: 'tareas',
    singular: 'Tipo de tarea',
    plural: 'Tipos de tarea',
    campos: {
      nombre: NOMBRE,
      sector_id: { tipo: 'referencia', a: 'sector', etiqueta: 'Sector responsable' },
      color: { tipo: 'color', etiqueta: 'Color' },
      descripcion: DESCRIPCION,
      // Proof of presence (issue 22 item 2): the task's location QR must be scanned to start / to finish.
      escanear_al_iniciar: { tipo: 'booleano', etiqueta: 'Escanear el QR del lugar para iniciar' },
      escanear_al_finalizar: { tipo: 'booleano', etiqueta: 'Escanear el QR del lugar para finalizar' },
      // Maintenance requests (issue 22 item 6): the types anybody may ask for are the request's categories.
      pedido_manthos: { tipo: 'booleano', etiqueta: 'Se puede pedir como arreglo de mantenimiento' },
    },
    columnas: ['nombre', 'sector_id', 'color'],
  }),
  definirCatalogo({
    clave: 'tipo-periodicidad',
    grupo: 'tareas',
    singular: 'Tipo de periodicidad',
    plural: 'Tipos de periodicidad',
    campos: {
      nombre: NOMBRE,
      cada: { tipo: 'numero', etiqueta: 'Cada', requerido: true, min: 1, max: 365 },
      unidad: {
        tipo: 'opciones',
        etiqueta: 'Unidad',
        requerido: true,
        opciones: [
          { value: 'dia', label: 'Días' },
          { value: 'semana', label: 'Semanas' },
          { value: 'mes', label: 'Meses' },
          { value: 'anio', label: 'Años' },
        ],
      },
    },
    columnas: ['nombre', 'cada', 'unidad'],
  }),
  definirCatalogo({
    clave: 'tipo_guias',
    grupo: 'tareas',
    singular: 'Tipo de guía',
    plural: 'Tipos de guía',
    campos: { nombre: NOMBRE, color: { tipo: 'color', etiqueta: 'Color' }, descripcion: DESCRIPCION },
    columnas: ['nombre', 'color', 'descripcion'],
  }),
  definirCatalogo({
    clave: 'ubicaciones',
    grupo: 'tareas',
    singular: 'Ubicación',
    plural: 'Ubicaciones',
    femenino: true,
    edicion: 'enLinea',
    campos: {
      nombre: NOMBRE,
      sector_id: { tipo: 'referencia', a: 'sector', etiqueta: 'Sector', requerido: true },
      piso: { tipo: 'texto', etiqueta: 'Piso', max: 20 },
      descripcion: { tipo: 'texto', etiqueta: 'Referencia', max: 200 },
    },
    etiqueta: ['nombre', 'sector_id'],
    busqueda: ['nombre', 'sector_id', 'descripcion'],
    columnas: ['nombre', 'sector_id', 'piso', 'descripcion'],
  }),
] as const;
