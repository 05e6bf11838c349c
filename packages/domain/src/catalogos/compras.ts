import { DESCRIPCION, NOMBRE, definirCatalogo } from './motor';

// Purchasing configuration (screen compras/configuracion), under /api/v1/compras/producto.
export const CATALOGOS_COMPRAS = [
  definirCatalogo({
    clave: 'categorias',
    grupo: 'compras',
    singular: 'Categoría de producto',
    plural: 'Categorías de producto',
    femenino: true,
    campos: { nombre: NOMBRE, descripcion: DESCRIPCION },
    columnas: ['nombre', 'descripcion'],
    // spec §8: «'...categoría'».
    noActualizado: 'No se ha podido actualizar la categoría',
  }),
  definirCatalogo({
    clave: 'atributos',
    grupo: 'compras',
    singular: 'Atributo de producto',
    plural: 'Atributos de producto',
    campos: {
      nombre: NOMBRE,
      tipo_dato: {
        tipo: 'opciones',
        etiqueta: 'Tipo de dato',
        requerido: true,
        opciones: [
          { value: 'texto', label: 'Texto' },
          { value: 'numero', label: 'Número' },
          { value: 'fecha', label: 'Fecha' },
          { value: 'lista', label: 'Lista de valores' },
        ],
      },
      unidad: { tipo: 'texto', etiqueta: 'Unidad', max: 20 },
      valores: { tipo: 'textoLargo', etiqueta: 'Valores posibles', ayuda: 'Para «Lista de valores»: uno por línea' },
    },
    reglas: (v) => (v.tipo_dato === 'lista' && !v.valores ? [{ campo: 'valores', mensaje: 'Una lista necesita sus valores posibles' }] : []),
    columnas: ['nombre', 'tipo_dato', 'unidad'],
  }),
  definirCatalogo({
    clave: 'deposito-tipo',
    grupo: 'compras',
    singular: 'Tipo de depósito',
    plural: 'Tipos de depósito',
    campos: { nombre: NOMBRE, descripcion: DESCRIPCION },
    columnas: ['nombre', 'descripcion'],
    // spec §8: «'...tipo de depósito'».
    noActualizado: 'No se ha podido actualizar el tipo de depósito',
  }),
  definirCatalogo({
    clave: 'valores-drogas',
    grupo: 'compras',
    singular: 'Droga',
    plural: 'Valores de drogas',
    femenino: true,
    campos: {
      nombre: { tipo: 'texto', etiqueta: 'Nombre genérico', requerido: true },
      codigo_atc: { tipo: 'texto', etiqueta: 'Código ATC', max: 7 },
      forma: {
        tipo: 'opciones',
        etiqueta: 'Forma farmacéutica',
        requerido: true,
        opciones: [
          { value: 'comprimido', label: 'Comprimido' },
          { value: 'capsula', label: 'Cápsula' },
          { value: 'inyectable', label: 'Solución inyectable' },
          { value: 'jarabe', label: 'Jarabe' },
          { value: 'suspension', label: 'Suspensión oral' },
          { value: 'gotas', label: 'Gotas' },
          { value: 'crema', label: 'Crema o pomada' },
          { value: 'inhalador', label: 'Inhalador' },
          { value: 'supositorio', label: 'Supositorio' },
          { value: 'parche', label: 'Parche' },
        ],
      },
      concentracion: { tipo: 'texto', etiqueta: 'Concentración', requerido: true, max: 40 },
      unidad: {
        tipo: 'opciones',
        etiqueta: 'Unidad de dispensa',
        requerido: true,
        opciones: [
          { value: 'unidad', label: 'Unidad' },
          { value: 'ampolla', label: 'Ampolla' },
          { value: 'frasco', label: 'Frasco' },
          { value: 'ml', label: 'ml' },
          { value: 'g', label: 'g' },
        ],
      },
    },
    etiqueta: ['nombre', 'concentracion', 'forma'],
    busqueda: ['nombre', 'codigo_atc'],
    columnas: ['nombre', 'concentracion', 'forma', 'unidad', 'codigo_atc'],
  }),
] as const;
