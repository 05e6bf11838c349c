import { Drawer, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { FilaPersonaDashboard, NombreDashboard } from '@worknet/domain/rrhh/dashboards';
import { TablaLista, type VistaLista } from '../../../lib/lista';
import type { Lectores } from '../../../lib/lista/parametros';
import { formatFecha } from '../../../lib/format';
import { useTienePermiso } from '../../auth';
import { rutaNominaFiltrada } from '../../nomina';
import { useDashboard, usePersonasPorcion } from '../api';
import { consultaPorcion, entradasNominaDePorcion, esTasa, filtroConsulta, graficosDe, TABLEROS, tituloTablero, type FiltrosTablero } from '../datos';

// The people behind a bar or slice: a drawer over the dashboard, paged with the list kit (its page
// and size under 'p.' in the URL, so back closes it and a link reopens it), each person linking to
// their file.

export const rutaPersona = (id: number) => `/rrhh/persona/${id}`;

type Props = {
  vista: VistaLista<Lectores>;
  tablero: NombreDashboard | undefined;
  serie: string | undefined;
  clave: string | undefined;
  filtros: FiltrosTablero;
  onCerrar: () => void;
};

const textoTotal = (n: number) => (n === 1 ? '1 persona' : `${n.toLocaleString('es-AR')} personas`);

/** The slice's name as the chart shows it (the dashboard's figures are already cached). */
function useEtiquetaPorcion(tablero: NombreDashboard | undefined, serie: string | undefined, clave: string | undefined, filtros: FiltrosTablero) {
  const nombre = tablero ?? 'dashboard_persona_nomina';
  const d = useDashboard(nombre, filtroConsulta(filtros)).data;
  if (!tablero || !d) return clave;
  const forma = TABLEROS.find((t) => t.nombre === tablero)?.forma ?? 'barras';
  for (const g of graficosDe(tablero, forma, d))
    for (const f of g.filas)
      for (const s of f.segmentos) if (s.serie === serie && s.clave === clave) return d.leyenda.length > 1 ? `${s.etiqueta} (${s.etiquetaSerie})` : s.etiqueta;
  return clave;
}

export function PanelPersonas({ vista, tablero, serie, clave, filtros, onCerrar }: Props) {
  const abierto = tablero !== undefined && serie !== undefined && clave !== undefined;
  const consulta = abierto ? consultaPorcion(filtros, { serie, clave }, vista.pagina, vista.tamano) : {};
  const lista = usePersonasPorcion(abierto ? tablero : undefined, consulta);
  const etiqueta = useEtiquetaPorcion(tablero, serie, clave, filtros);
  const verNomina = useTienePermiso('rrhh.nomina.ver');
  const enNomina = abierto && verNomina ? entradasNominaDePorcion(tablero, serie, clave, filtros) : null;
  const titulo = abierto ? `${tituloTablero(tablero)}: ${etiqueta}` : '';
  // Fecha, Detalle and Días say why someone is in the slice; a slice without them (headcount) hides them.
  const filas = lista.data?.filas ?? [];
  const conDato = (campo: 'fecha' | 'detalle' | 'dias') => filas.some((f) => f[campo] !== null);
  const todas: TableColumnsType<FilaPersonaDashboard> = [
    {
      title: 'Persona',
      key: 'persona',
      render: (_, f) => <Link to={rutaPersona(f.id)}>{`${f.apellido}, ${f.nombres}`}</Link>,
    },
    { title: 'Legajo', dataIndex: 'legajo', render: (v: string | null) => v ?? '—' },
    { title: 'Sector', dataIndex: 'sector', render: (v: string | null) => v ?? '—' },
    { title: 'Fecha', dataIndex: 'fecha', render: (v: string | null) => (v ? formatFecha(v) : '—') },
    { title: 'Detalle', dataIndex: 'detalle', render: (v: string | null) => v ?? '—' },
    {
      title: abierto && esTasa(tablero) ? 'Días de ausencia' : 'Días',
      dataIndex: 'dias',
      render: (v: number | null) => (v === null ? '—' : v.toLocaleString('es-AR')),
    },
  ];
  const columnas = todas.filter(
    (c) => !('dataIndex' in c) || !['fecha', 'detalle', 'dias'].includes(String(c.dataIndex)) || conDato(c.dataIndex as 'fecha' | 'detalle' | 'dias'),
  );
  return (
    <Drawer open={abierto} onClose={onCerrar} title={titulo} size="min(760px, 100vw)" destroyOnHidden>
      {abierto && (
        <>
          <Typography.Paragraph type="secondary">
            Las personas detrás de esta cifra, con los filtros del tablero. «Días»: cuántos faltan para el vencimiento (o los días de ausencia).
          </Typography.Paragraph>
          {enNomina && (
            <Typography.Paragraph>
              <Link to={rutaNominaFiltrada(enNomina)}>Ver estas personas en Nómina</Link>
            </Typography.Paragraph>
          )}
          <TablaLista<FilaPersonaDashboard>
            aria-label={`Personas: ${titulo}`}
            vista={vista}
            lista={lista}
            columns={columnas}
            vacio="No hay personas en esta porción"
            textoTotal={textoTotal}
          />
        </>
      )}
    </Drawer>
  );
}
