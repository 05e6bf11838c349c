import type { ComponentType } from 'react';
import { permisoDe, type Catalogo, type GrupoCatalogo } from '@worknet/domain/catalogos/motor';
import { CATALOGOS } from '@worknet/domain/catalogos/registro';
import { lazyScreen } from '../lib/lazyScreen';
import type { RutaModulo } from '../lib/rutas';
import { INDICES_CATALOGOS } from './indices';
import { tituloEditar, tituloNuevo } from './textos';

// Every catalog's screens come from its declaration: list at `pantalla`, form
// at `pantalla/form[/:id]` (none for 'enLinea'), and the groups' index screens.
// The declarations are in the app shell (no zod in them); schemas load with the screens.

type Pantalla = ComponentType<{ catalogo: Catalogo }>;

/** A route's screen takes no props: the chunk loads the screen, then binds it to its catalog. */
function pantallaDe(cargar: () => Promise<Pantalla>, catalogo: Catalogo): ComponentType {
  return lazyScreen(async () => {
    const Componente = await cargar();
    const PantallaCatalogo = () => <Componente catalogo={catalogo} />;
    return PantallaCatalogo;
  });
}

const lista = () => import('./ListaCatalogo').then((m) => m.ListaCatalogo);
const enLinea = () => import('./ListaEnLinea').then((m) => m.ListaEnLinea);
const formulario = () => import('./FormularioCatalogo').then((m) => m.FormularioCatalogo);
/** The one catalog with a screen of its own: in-place editing plus printable QR codes. */
const ubicaciones = () => import('./Ubicaciones').then((m) => m.Ubicaciones);
const Indice = lazyScreen(() => import('./IndiceCatalogos').then((m) => m.IndiceCatalogos));

export function rutasDeCatalogo(e: Catalogo): RutaModulo[] {
  const rutaLista: RutaModulo = {
    path: e.pantalla,
    titulo: e.plural,
    permiso: permisoDe(e, 'ver'),
    Screen: pantallaDe(e.clave === 'ubicaciones' ? ubicaciones : e.edicion === 'enLinea' ? enLinea : lista, e),
  };
  if (e.edicion === 'enLinea') return [rutaLista];
  const Formulario = pantallaDe(formulario, e);
  return [
    rutaLista,
    { path: `${e.pantalla}/form`, titulo: tituloNuevo(e), permiso: permisoDe(e, 'crear'), Screen: Formulario },
    { path: `${e.pantalla}/form/:id`, titulo: tituloEditar(e), permiso: permisoDe(e, 'editar'), Screen: Formulario },
  ];
}

function rutaDeIndice(grupo: GrupoCatalogo): RutaModulo[] {
  const indice = INDICES_CATALOGOS[grupo];
  if (!indice) return [];
  const PantallaIndice = () => <Indice grupo={grupo} />;
  return [
    {
      path: indice.path,
      titulo: indice.titulo,
      // Any of the group's "ver" permissions opens it; the tiles show only those held.
      permisos: CATALOGOS.filter((e) => e.grupo === grupo).map((e) => permisoDe(e, 'ver')),
      Screen: PantallaIndice,
    },
  ];
}

export const rutasCatalogos: RutaModulo[] = [...rutaDeIndice('rrhh'), ...rutaDeIndice('compras'), ...CATALOGOS.flatMap(rutasDeCatalogo)];
