import { eq, inArray, sql } from 'drizzle-orm';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { digitoVerificadorCuit } from '@worknet/domain/cuit';
import { fechaIso } from '@worknet/domain/fechas';
import type { DatosDocumento, Item, TipoDocumento } from '@worknet/domain/inventario/documentos';
import { hashPassword } from '../modules/auth/login.service';
import { tablaDe } from '../modules/catalogos/catalogos.tablas';
import { sembrarCatalogos } from '../modules/catalogos/catalogos.semillas';
import { crearDocumento } from '../modules/inventario/documentos.service';
import { deposito, depositoProducto, depositoResponsable, producto, productoAtributoValor, proveedor } from '../modules/inventario/inventario.table';
import { confirmarDocumento } from '../modules/inventario/libro.service';
import type { Db } from '../platform/db/client';
import { sector, usuario, usuarioSector } from '../platform/identidad/identidad.table';
import { cargarPrincipal } from '../platform/identidad/principal';
import { authAsignacion, authItem } from '../platform/rbac/rbac.table';
import { SEMILLAS_REFERENCIA } from './catalogos/referencia';
import { sembrarPedidosInternosDemo } from './pedidos-internos-demo';
import * as reloj from '@worknet/domain/reloj';

// Inventory of the demo organisation (issue 17, item 10): three warehouses, ~300 products
// (medicines of the drug catalog and supplies), suppliers, the user `farmacia`, and stock
// made only through confirmed documents (entries, movements, exits) of the ledger service,
// with lots expiring from last month to two years ahead. Deterministic (a fixed seed) but
// dated around today, so every screen and the expiry buckets have content.

export const USUARIO_FARMACIA = {
  username: 'farmacia',
  nombre_completo: 'Rocío Benítez',
  email: 'farmacia@worknet.local',
  rol: 'Responsable de depósito',
  sector: 'Farmacia',
};

/** A small deterministic generator (mulberry32): the same demo on every install. */
function azar(semilla: number) {
  let a = semilla;
  const siguiente = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    siguiente,
    entero: (min: number, max: number) => min + Math.floor(siguiente() * (max - min + 1)),
    uno: <T>(xs: readonly T[]): T => xs[Math.floor(siguiente() * xs.length)]!,
    algunos: <T>(xs: readonly T[], n: number): T[] => {
      const copia = [...xs];
      for (let i = copia.length - 1; i > 0; i--) {
        const j = Math.floor(siguiente() * (i + 1));
        [copia[i], copia[j]] = [copia[j]!, copia[i]!];
      }
      return copia.slice(0, n);
    },
  };
}

/** 'YYYY-MM-DD' plus `dias` days. */
const sumarDias = (iso: string, dias: number) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + dias)).toISOString().slice(0, 10);
};

/** A GTIN-13 with an Argentine prefix (779) and its check digit. */
function gtin(n: number): string {
  const doce = `779${String(n).padStart(9, '0')}`;
  const suma = [...doce].reduce((s, c, i) => s + Number(c) * (i % 2 === 0 ? 1 : 3), 0);
  return `${doce}${(10 - (suma % 10)) % 10}`;
}

/** A CUIT of type 30 with its check digit (skipping numbers without one). */
function cuit(base: number): string {
  for (let n = base; ; n++) {
    const diez = `30${String(n).padStart(8, '0')}`;
    const dv = digitoVerificadorCuit(diez);
    if (dv !== null) return `${diez}${dv}`;
  }
}

const PROVEEDORES = [
  { razon_social: 'Droguería del Sud S.A.', contacto_nombre: 'Marcela Ruiz', condicion_iva: 'responsable_inscripto' },
  { razon_social: 'Droguería Monroe Americana S.A.', contacto_nombre: 'Pablo Ortiz', condicion_iva: 'responsable_inscripto' },
  { razon_social: 'Distribuidora Médica Córdoba S.R.L.', contacto_nombre: 'Silvia Paz', condicion_iva: 'responsable_inscripto' },
  { razon_social: 'Descartables del Centro S.A.', contacto_nombre: 'Hernán Vega', condicion_iva: 'responsable_inscripto' },
  { razon_social: 'Insumos Hospitalarios Litoral S.A.', contacto_nombre: 'Gabriela Luna', condicion_iva: 'responsable_inscripto' },
  { razon_social: 'Laboratorio Farmacéutico Andino S.A.', contacto_nombre: 'Ricardo Molina', condicion_iva: 'responsable_inscripto' },
  { razon_social: 'Papelera Mediterránea S.R.L.', contacto_nombre: 'Lucía Herrera', condicion_iva: 'monotributo' },
  { razon_social: 'Limpieza Integral La Plata S.R.L.', contacto_nombre: 'Jorge Acosta', condicion_iva: 'responsable_inscripto' },
  { razon_social: 'Textil Sanitaria S.A.', contacto_nombre: 'Andrea Castro', condicion_iva: 'exento' },
] as const;

const FORMAS: Record<string, string> = {
  comprimido: 'comprimidos',
  capsula: 'cápsulas',
  inyectable: 'solución inyectable',
  jarabe: 'jarabe',
  suspension: 'suspensión oral',
  gotas: 'gotas',
  crema: 'crema',
  inhalador: 'aerosol para inhalar',
  supositorio: 'supositorios',
  parche: 'parches',
};

/** Two presentations per drug: what a hospital pharmacy buys. */
const PRESENTACIONES: Record<string, [string, string][]> = {
  comprimido: [
    ['Caja x 20', 'caja'],
    ['Caja x 100', 'caja'],
  ],
  capsula: [
    ['Caja x 20', 'caja'],
    ['Caja x 100', 'caja'],
  ],
  inyectable: [
    ['Unidad', 'ampolla'],
    ['Caja x 10', 'caja'],
  ],
  jarabe: [
    ['Frasco', 'frasco'],
    ['Caja x 10', 'caja'],
  ],
  suspension: [
    ['Frasco', 'frasco'],
    ['Caja x 10', 'caja'],
  ],
  gotas: [
    ['Frasco', 'frasco'],
    ['Caja x 10', 'caja'],
  ],
  crema: [
    ['Unidad', 'pomo'],
    ['Caja x 10', 'caja'],
  ],
  inhalador: [
    ['Unidad', 'unidad'],
    ['Caja x 10', 'caja'],
  ],
  supositorio: [
    ['Caja x 10', 'caja'],
    ['Caja x 50', 'caja'],
  ],
  parche: [
    ['Caja x 10', 'caja'],
    ['Caja x 20', 'caja'],
  ],
};

type Insumo = {
  nombre: string;
  categoria: string;
  unidad: string;
  lote?: boolean;
  serie?: boolean;
  atributos?: Record<string, string>;
};

/** Supplies by category (combinations of sizes, calibres and sizes of clothing). */
function insumos(): Insumo[] {
  const l: Insumo[] = [];
  const esteril = (nombre: string, categoria: string, unidad: string, atributos: Record<string, string> = {}) =>
    l.push({ nombre, categoria, unidad, lote: true, atributos: { Estéril: 'Sí', ...atributos } });
  for (const ml of [1, 3, 5, 10, 20, 60]) esteril(`Jeringa descartable ${ml} ml`, 'Descartables', 'unidad', { Volumen: String(ml) });
  for (const g of [18, 21, 23, 25, 27]) esteril(`Aguja hipodérmica ${g}G`, 'Descartables', 'unidad', { Calibre: String(g) });
  for (const g of [14, 16, 18, 20, 22, 24]) esteril(`Catéter intravenoso periférico ${g}G`, 'Descartables', 'unidad', { Calibre: String(g) });
  for (const fr of [8, 10, 12, 14, 16, 18]) esteril(`Sonda nasogástrica K${fr}`, 'Descartables', 'unidad');
  for (const fr of [12, 14, 16, 18, 20]) esteril(`Sonda vesical Foley ${fr} Fr`, 'Descartables', 'unidad');
  for (const m of ['Látex', 'Nitrilo', 'Vinilo'] as const) {
    for (const t of ['S', 'M', 'L']) {
      l.push({
        nombre: `Guantes de examinación ${m.toLowerCase()} talle ${t} x 100`,
        categoria: 'Descartables',
        unidad: 'caja',
        lote: true,
        atributos: { Material: m, Talle: t },
      });
    }
  }
  for (const n of ['6', '6,5', '7', '7,5', '8']) esteril(`Guantes quirúrgicos estériles N° ${n}`, 'Descartables', 'par');
  esteril('Equipo de venoclisis macrogotero', 'Descartables', 'unidad');
  esteril('Equipo de venoclisis microgotero', 'Descartables', 'unidad');
  esteril('Llave de tres vías', 'Descartables', 'unidad');
  esteril('Prolongador para bomba 150 cm', 'Descartables', 'unidad', { Longitud: '150' });
  esteril('Bolsa colectora de orina 2000 ml', 'Descartables', 'unidad', { Volumen: '2000' });
  for (const cm of [5, 7, 10, 15])
    l.push({ nombre: `Venda de gasa ${cm} cm x 3 m`, categoria: 'Material de curación', unidad: 'unidad', atributos: { Longitud: '300' } });
  for (const t of ['7,5 x 7,5 cm', '10 x 10 cm']) esteril(`Gasa estéril ${t} x 10`, 'Material de curación', 'sobre');
  for (const t of ['10 x 10 cm', '10 x 20 cm', '15 x 20 cm']) esteril(`Apósito adhesivo ${t}`, 'Material de curación', 'unidad');
  for (const cm of [1.25, 2.5, 5])
    l.push({ nombre: `Cinta hipoalergénica ${String(cm).replace('.', ',')} cm`, categoria: 'Material de curación', unidad: 'rollo' });
  l.push({ nombre: 'Algodón hidrófilo 500 g', categoria: 'Material de curación', unidad: 'paquete', atributos: { Peso: '500' } });
  l.push({ nombre: 'Venda elástica 10 cm', categoria: 'Material de curación', unidad: 'unidad' });
  for (const [n, u] of [
    ['Alcohol etílico 70 % 1 litro', 'frasco'],
    ['Alcohol en gel 500 ml', 'frasco'],
    ['Povidona iodada 10 % 1 litro', 'frasco'],
    ['Clorhexidina 2 % 500 ml', 'frasco'],
    ['Clorhexidina jabonosa 4 % 1 litro', 'frasco'],
    ['Agua oxigenada 10 vol 1 litro', 'frasco'],
    ['Desinfectante de superficies amonio cuaternario 5 l', 'bidón'],
    ['Hipoclorito de sodio 5 l', 'bidón'],
  ] as const)
    l.push({ nombre: n, categoria: 'Antisépticos y desinfectantes', unidad: u, lote: true });
  for (const [n, ml] of [
    ['Solución fisiológica 0,9 % 500 ml', 500],
    ['Solución fisiológica 0,9 % 1000 ml', 1000],
    ['Dextrosa 5 % 500 ml', 500],
    ['Ringer lactato 500 ml', 500],
    ['Agua destilada estéril 500 ml', 500],
  ] as const)
    esteril(n, 'Soluciones parenterales', 'sachet', { Volumen: String(ml) });
  for (const n of [
    'Barbijo quirúrgico tricapa x 50',
    'Barbijo N95',
    'Camisolín descartable',
    'Cofia descartable x 100',
    'Cubrecalzado descartable x 100',
    'Antiparras de protección',
  ])
    l.push({ nombre: n, categoria: 'Elementos de protección personal', unidad: 'unidad' });
  for (const n of ['Tensiómetro aneroide', 'Oxímetro de pulso', 'Termómetro digital', 'Glucómetro', 'Estetoscopio doble campana'])
    l.push({ nombre: n, categoria: 'Equipamiento médico', unidad: 'unidad', serie: true });
  for (const n of [
    'Resma A4 75 g',
    'Resma oficio 75 g',
    'Bolígrafo azul x 50',
    'Bolígrafo negro x 50',
    'Cuaderno tapa dura 100 hojas',
    'Carpeta colgante x 25',
    'Abrochadora',
    'Broches N° 10 x 1000',
    'Clips x 100',
    'Resaltador x 4',
    'Etiquetas autoadhesivas x 100',
    'Tóner para impresora láser',
    'Sobre manila A4 x 50',
    'Cinta de embalar',
    'Marcador indeleble x 12',
  ])
    l.push({ nombre: n, categoria: 'Librería', unidad: 'unidad' });
  for (const n of [
    'Detergente concentrado 5 l',
    'Lavandina 5 l',
    'Trapo de piso',
    'Rejilla de cocina',
    'Bolsa de residuos 60 x 90 x 10',
    'Bolsa roja de residuos patogénicos x 10',
    'Papel higiénico x 4',
    'Toalla de papel intercalada x 2500',
    'Jabón líquido para manos 5 l',
    'Esponja doble faz',
    'Escoba',
    'Secador de piso',
    'Balde 10 l',
    'Guantes de limpieza talle M',
    'Desodorante de ambientes',
  ])
    l.push({ nombre: n, categoria: 'Limpieza', unidad: 'unidad' });
  for (const t of ['1 plaza', '1 ½ plaza', '2 plazas']) {
    l.push({ nombre: `Sábana ${t}`, categoria: 'Ropa de cama', unidad: 'unidad', atributos: { Material: 'Algodón' } });
    l.push({ nombre: `Frazada ${t}`, categoria: 'Ropa de cama', unidad: 'unidad' });
  }
  for (const n of ['Funda de almohada', 'Toalla de baño', 'Toallón', 'Zalea', 'Cubrecolchón impermeable'])
    l.push({ nombre: n, categoria: 'Ropa de cama', unidad: 'unidad' });
  for (const t of ['S', 'M', 'L', 'XL']) {
    l.push({ nombre: `Ambo azul talle ${t}`, categoria: 'Uniformes', unidad: 'unidad', atributos: { Talle: t } });
    l.push({ nombre: `Ambo verde quirúrgico talle ${t}`, categoria: 'Uniformes', unidad: 'unidad', atributos: { Talle: t } });
  }
  for (const n of [
    'Lámpara LED 9 W',
    'Tubo LED 18 W',
    'Cable unipolar 2,5 mm x 100 m',
    'Llave térmica 2 x 20 A',
    'Canilla monocomando',
    'Cinta aisladora',
    'Silicona selladora',
  ])
    l.push({ nombre: n, categoria: 'Repuestos de mantenimiento', unidad: 'unidad' });
  for (const n of ['Mouse USB', 'Teclado USB', 'Pendrive 32 GB', 'Cable HDMI 2 m']) l.push({ nombre: n, categoria: 'Informática', unidad: 'unidad' });
  return l;
}

/** The products of the warehouse of nursing (a floor's kit): names that start with these. */
const DE_ENFERMERIA = [
  'Paracetamol',
  'Ibuprofeno',
  'Dipirona',
  'Ketorolac',
  'Omeprazol',
  'Metoclopramida',
  'Ceftriaxona',
  'Enoxaparina',
  'Furosemida',
  'Insulina',
  'Jeringa',
  'Aguja',
  'Catéter',
  'Guantes de examinación',
  'Gasa',
  'Apósito',
  'Alcohol',
  'Solución fisiológica',
  'Equipo de venoclisis',
];

type Sembrados = { depositos: number; productos: number; proveedores: number; documentos: number };

/**
 * Seeds the demo inventory (called by sembrarDemo, once, on an empty database). Needs the
 * demo sectors and users; loads the purchasing reference catalogs first if they are empty.
 */
export async function sembrarInventarioDemo(db: Db, hoy = fechaIso(reloj.ahora())): Promise<Sembrados> {
  const r = azar(17);
  await sembrarCatalogos(db, Object.fromEntries(['categorias', 'atributos', 'deposito-tipo', 'valores-drogas'].map((k) => [k, SEMILLAS_REFERENCIA[k] ?? []])));
  const porNombre = async (clave: string) => {
    const t = tablaDe(catalogoPorClave(clave)!);
    const filas = (await db.select({ id: t.id!, nombre: t.nombre! }).from(t)) as { id: number; nombre: string }[];
    return new Map(filas.map((f) => [f.nombre, f.id]));
  };
  const [categorias, tipos, atributos] = await Promise.all([porNombre('categorias'), porNombre('deposito-tipo'), porNombre('atributos')]);
  const tablaDrogas = tablaDe(catalogoPorClave('valores-drogas')!);
  const drogas = (await db
    .select({ id: tablaDrogas.id!, nombre: tablaDrogas.nombre!, concentracion: tablaDrogas.concentracion!, forma: tablaDrogas.forma! })
    .from(tablaDrogas)
    .orderBy(tablaDrogas.id!)) as { id: number; nombre: string; concentracion: string; forma: string }[];

  const sectores = new Map((await db.select({ id: sector.id, nombre: sector.nombre }).from(sector)).map((s) => [s.nombre, s.id] as const));
  const usuarios = new Map((await db.select({ id: usuario.id, username: usuario.username }).from(usuario)).map((u) => [u.username, u.id] as const));

  // The pharmacist: responsable of Farmacia central.
  const [rol] = await db.select({ id: authItem.id }).from(authItem).where(eq(authItem.nombre, USUARIO_FARMACIA.rol));
  const farmaciaId = await db.transaction(async (tx) => {
    const [u] = await tx
      .insert(usuario)
      .values({
        username: USUARIO_FARMACIA.username,
        nombre_completo: USUARIO_FARMACIA.nombre_completo,
        email: USUARIO_FARMACIA.email,
        password_hash: await hashPassword('worknet123'),
        password_propia: true,
      })
      .returning({ id: usuario.id });
    const sectorId = sectores.get(USUARIO_FARMACIA.sector);
    if (sectorId) await tx.insert(usuarioSector).values({ usuario_id: u!.id, sector_id: sectorId });
    if (rol) await tx.insert(authAsignacion).values({ usuario_id: u!.id, item_id: rol.id });
    return u!.id;
  });
  const comprasId = usuarios.get('compras') ?? usuarios.get('admin')!;

  // Warehouses.
  const edificioDe = async (sectorId: number | undefined) =>
    sectorId ? (await db.select({ raiz: sector.raiz_id }).from(sector).where(eq(sector.id, sectorId)))[0]?.raiz : undefined;
  const DEPOSITOS = [
    { nombre: 'Farmacia central', tipo: 'Farmacia central', sector: 'Farmacia', responsables: [farmaciaId] },
    { nombre: 'Depósito general', tipo: 'Depósito general', sector: 'Compras', responsables: [comprasId] },
    { nombre: 'Enfermería piso 3', tipo: 'Botiquín de piso', sector: 'Enfermería', responsables: [comprasId] },
  ];
  const depositos: number[] = [];
  for (const d of DEPOSITOS) {
    const sectorId = sectores.get(d.sector);
    const [x] = await db
      .insert(deposito)
      .values({ nombre: d.nombre, tipo_id: tipos.get(d.tipo)!, sector_id: sectorId ?? null, edificio_id: (await edificioDe(sectorId)) ?? null })
      .returning({ id: deposito.id });
    depositos.push(x!.id);
    await db.insert(depositoResponsable).values(d.responsables.map((u) => ({ deposito_id: x!.id, usuario_id: u })));
  }
  const [farmacia, general, enfermeria] = depositos as [number, number, number];

  // Products: two presentations of every drug, then the supplies.
  type Nuevo = typeof producto.$inferInsert & { atributos: Record<string, string> };
  const nuevos: Nuevo[] = [];
  let n = 1;
  for (const d of drogas) {
    for (const [presentacion, unidad] of PRESENTACIONES[d.forma] ?? [['Unidad', 'unidad']]) {
      nuevos.push({
        nombre_producto: `${d.nombre} ${d.concentracion} ${FORMAS[d.forma] ?? d.forma} — ${presentacion.toLowerCase()}`,
        categoria_id: categorias.get(
          d.forma === 'inyectable' && /ml$/.test(d.concentracion) && /Cloruro|Dextrosa/.test(d.nombre) ? 'Soluciones parenterales' : 'Medicamentos',
        )!,
        unidad,
        codigo_barras: gtin(n++),
        droga_id: d.id,
        controla_lote: true,
        controla_vencimiento: true,
        atributos: { Presentación: presentacion },
      });
    }
  }
  for (const i of insumos()) {
    nuevos.push({
      nombre_producto: i.nombre,
      categoria_id: categorias.get(i.categoria)!,
      unidad: i.unidad,
      codigo_barras: gtin(n++),
      controla_lote: Boolean(i.lote),
      controla_vencimiento: Boolean(i.lote),
      controla_serie: Boolean(i.serie),
      atributos: i.atributos ?? {},
    });
  }
  const productos = await db.transaction(async (tx) => {
    const filas = await tx
      .insert(producto)
      .values(nuevos.map(({ atributos: _a, ...p }) => p))
      .returning({
        id: producto.id,
        nombre: producto.nombre_producto,
        categoria_id: producto.categoria_id,
        lote: producto.controla_lote,
        serie: producto.controla_serie,
      });
    const valores = filas.flatMap((f, i) =>
      Object.entries(nuevos[i]!.atributos)
        .filter(([a]) => atributos.has(a))
        .map(([a, valor]) => ({ producto_id: f.id, atributo_id: atributos.get(a)!, valor })),
    );
    if (valores.length) await tx.insert(productoAtributoValor).values(valores);
    return filas;
  });
  const medicamentos = productos.filter(
    (p) => p.categoria_id === categorias.get('Medicamentos') || p.categoria_id === categorias.get('Soluciones parenterales'),
  );
  const esMedicamento = new Set(medicamentos.map((p) => p.id));
  const descartables = productos.filter((p) => p.categoria_id === categorias.get('Descartables') || p.categoria_id === categorias.get('Material de curación'));
  const deGeneral = productos.filter((p) => !esMedicamento.has(p.id));
  const deEnfermeria = productos.filter((p) => DE_ENFERMERIA.some((x) => p.nombre.startsWith(x)) && !p.serie);

  // Catalogs and minimum stock (a few high, so the below-minimum list has rows).
  const catalogo = [
    ...[...medicamentos, ...descartables].map((p) => ({
      deposito_id: farmacia,
      producto_id: p.id,
      stock_minimo: r.siguiente() < 0.4 ? r.entero(2, 8) * 10 : null,
    })),
    ...deGeneral.map((p) => ({ deposito_id: general, producto_id: p.id, stock_minimo: r.siguiente() < 0.3 ? r.entero(1, 5) * 10 : null })),
    ...deEnfermeria.map((p) => ({ deposito_id: enfermeria, producto_id: p.id, stock_minimo: r.entero(1, 4) * 5 })),
  ];
  await db.insert(depositoProducto).values(catalogo);

  // Suppliers.
  const provs = await db
    .insert(proveedor)
    .values(
      PROVEEDORES.map((p, i) => ({
        ...p,
        cuit: cuit(70_123_456 + i * 104_729),
        contacto_email: `ventas${i + 1}@proveedor.local`,
        contacto_telefono: `+54 351 4${String(100_000 + i * 7919).slice(0, 6)}`,
      })),
    )
    .returning({ id: proveedor.id });

  // Documents, through the ledger service (drafts then confirm), oldest first.
  const principal = (await cargarPrincipal(db, comprasId))!;
  let documentos = 0;
  const documento = async (tipo: TipoDocumento, d: Partial<DatosDocumento> & { fecha: string; deposito_id: number; items: Item[] }, confirmar = true) => {
    const id = await crearDocumento(db, principal, tipo, {
      deposito_destino_id: null,
      proveedor_id: null,
      comprobante: null,
      destino: null,
      destino_sector_id: null,
      paciente: null,
      observaciones: null,
      ...d,
    });
    if (confirmar) await confirmarDocumento(db, comprasId, id, tipo);
    documentos++;
    return id;
  };
  const linea = (p: { id: number; lote: boolean; serie: boolean }, cantidad: number, vence: string | null, i: number): Item[] => {
    if (p.serie) {
      return Array.from({ length: Math.min(cantidad, 3) }, (_, k) => ({
        producto_id: p.id,
        cantidad: 1,
        lote: null,
        serie: `SN-${p.id}-${i}${k}`,
        fecha_vencimiento: null,
      }));
    }
    return [
      { producto_id: p.id, cantidad, lote: p.lote ? `L${String(p.id).padStart(4, '0')}-${i}` : null, serie: null, fecha_vencimiento: p.lote ? vence : null },
    ];
  };

  // Entries to the pharmacy: 12 receipts over the last 120 days, lots expiring from last month to two years ahead.
  const vigentes = new Set<number>();
  const porIngreso = Math.ceil([...medicamentos, ...descartables].length / 6);
  const paraFarmacia = r.algunos([...medicamentos, ...descartables], [...medicamentos, ...descartables].length);
  for (let i = 0; i < 12; i++) {
    const fecha = sumarDias(hoy, -120 + i * 10);
    const elegidos = paraFarmacia.slice((i % 6) * porIngreso, (i % 6) * porIngreso + porIngreso).slice(0, 25);
    const items = elegidos.flatMap((p, k) => {
      // Spread over the buckets: a few already expired, some within 30/60/90 days, most later
      // (never a lot that expired before it arrived).
      const dias = r.uno([-25, -10, 12, 25, 45, 58, 75, 88, 150, 240, 365, 500, 700]);
      const vence = sumarDias(hoy, dias) > sumarDias(fecha, 20) ? sumarDias(hoy, dias) : sumarDias(hoy, 300);
      if (vence > hoy) vigentes.add(p.id);
      return linea(p, r.entero(2, 40) * 5, vence, i * 100 + k);
    });
    await documento('ingreso', {
      fecha,
      deposito_id: farmacia,
      proveedor_id: provs[i % 6]!.id,
      comprobante: `R-0001-${String(4500 + i).padStart(8, '0')}`,
      items,
    });
  }
  // Entries to the general warehouse.
  for (let i = 0; i < 6; i++) {
    const fecha = sumarDias(hoy, -90 + i * 14);
    const elegidos = deGeneral.slice(i * Math.ceil(deGeneral.length / 6), (i + 1) * Math.ceil(deGeneral.length / 6)).slice(0, 30);
    const items = elegidos.flatMap((p, k) => linea(p, r.entero(1, 20) * 5, sumarDias(hoy, r.uno([40, 200, 400, 600])), 900 + i * 100 + k));
    await documento('ingreso', {
      fecha,
      deposito_id: general,
      proveedor_id: provs[3 + (i % 6)]!.id,
      comprobante: `FC-A-0003-${String(1200 + i).padStart(8, '0')}`,
      items,
    });
  }
  // Movements to the nursing floor: lines without lot, taken by FEFO.
  // Only products with a lot still in date: FEFO never takes an expired one.
  const aEnfermeria = deEnfermeria.filter((p) => vigentes.has(p.id) && esMedicamento.has(p.id));
  for (let i = 0; i < 3; i++) {
    const items = r.algunos(aEnfermeria, 8).map((p) => ({ producto_id: p.id, cantidad: r.entero(1, 3), lote: null, serie: null, fecha_vencimiento: null }));
    if (items.length) await documento('movimiento', { fecha: sumarDias(hoy, -20 + i * 7), deposito_id: farmacia, deposito_destino_id: enfermeria, items });
  }
  // Exits: to a sector, to a patient, breakage; and a draft of each kind left open.
  const salida = (k: number) =>
    r
      .algunos(
        medicamentos.filter((p) => vigentes.has(p.id) && !aEnfermeria.some((x) => x.id === p.id)),
        k,
      )
      .map((p) => ({ producto_id: p.id, cantidad: r.entero(1, 2), lote: null, serie: null, fecha_vencimiento: null }));
  await documento('egreso', {
    fecha: sumarDias(hoy, -12),
    deposito_id: farmacia,
    destino: 'sector',
    destino_sector_id: sectores.get('Guardia') ?? null,
    items: salida(6),
  });
  await documento('egreso', {
    fecha: sumarDias(hoy, -6),
    deposito_id: farmacia,
    destino: 'paciente',
    paciente: 'Gómez, Ana María (HC 20145)',
    items: salida(3),
  });
  await documento('egreso', {
    fecha: sumarDias(hoy, -3),
    deposito_id: farmacia,
    destino: 'rotura',
    observaciones: 'Frascos rotos al descargar',
    items: salida(1),
  });
  await documento(
    'egreso',
    { fecha: hoy, deposito_id: farmacia, destino: 'sector', destino_sector_id: sectores.get('Internación') ?? null, items: salida(4) },
    false,
  );
  await documento(
    'ingreso',
    {
      fecha: hoy,
      deposito_id: farmacia,
      proveedor_id: provs[0]!.id,
      comprobante: 'R-0001-00004600',
      items: medicamentos.slice(0, 3).flatMap((p, k) => linea(p, 50, sumarDias(hoy, 400), 5000 + k)),
    },
    false,
  );
  // Internal orders of Enfermería to the pharmacy, with its two kits (issue 18).
  await sembrarPedidosInternosDemo(db, farmacia, hoy);
  return { depositos: depositos.length, productos: productos.length, proveedores: provs.length, documentos };
}

/** Ids of the demo warehouses by name (tests and the journey use them). */
export async function depositosDemo(db: Db): Promise<Map<string, number>> {
  const filas = await db
    .select({ id: deposito.id, nombre: deposito.nombre })
    .from(deposito)
    .where(inArray(deposito.nombre, ['Farmacia central', 'Depósito general', 'Enfermería piso 3']))
    .orderBy(sql`${deposito.id}`);
  return new Map(filas.map((f) => [f.nombre, f.id]));
}
