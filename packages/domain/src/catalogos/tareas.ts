import { DESCRIPCION, NOMBRE, definirCatalogo } from './motor';

// Task administration (routes admin/...); the tasks module uses them.
export const CATALOGOS_TAREAS = [
  definirCatalogo({
    clave: 'tipo-tareas', grupo: 'tareas', pantalla: 'admin/tipo-tareas', tabla: 'tarea_tipo', ruta: 'tareas/tipo_tarea', permiso: 'tareas.tipo_tarea',
    singular: 'Tipo de tarea', plural: 'Tipos de tarea',
    campos: {
      nombre: NOMBRE,
      sector_id: { tipo: 'referencia', a: 'sector', etiqueta: 'Sector responsable' },
      color: { tipo: 'color', etiqueta: 'Color' },
      descripcion: DESCRIPCION,
    },
    columnas: ['nombre', 'sector_id', 'color'],
  }),
  definirCatalogo({
    clave: 'tipo-periodicidad', grupo: 'tareas', pantalla: 'admin/tipo-periodicidad', tabla: 'tarea_periodicidad', ruta: 'tareas/tipo_periodicidad', permiso: 'tareas.periodicidad',
    singular: 'Tipo de periodicidad', plural: 'Tipos de periodicidad',
    campos: {
      nombre: NOMBRE,
      cada: { tipo: 'numero', etiqueta: 'Cada', requerido: true, min: 1, max: 365 },
      unidad: {
        tipo: 'opciones', etiqueta: 'Unidad', requerido: true,
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
    clave: 'tipo_guias', grupo: 'tareas', pantalla: 'admin/tipo_guias', tabla: 'guia_tipo', ruta: 'tareas/tipo_guia', permiso: 'tareas.tipo_guia',
    singular: 'Tipo de guía', plural: 'Tipos de guía',
    campos: { nombre: NOMBRE, color: { tipo: 'color', etiqueta: 'Color' }, descripcion: DESCRIPCION },
    columnas: ['nombre', 'color', 'descripcion'],
  }),
  definirCatalogo({
    clave: 'ubicaciones', grupo: 'tareas', pantalla: 'admin/ubicaciones', tabla: 'ubicacion', ruta: 'tareas/ubicacion', permiso: 'tareas.ubicacion',
    singular: 'Ubicación', plural: 'Ubicaciones', femenino: true, edicion: 'enLinea',
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
