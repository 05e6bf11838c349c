import { Link, useNavigate } from 'react-router';
import { Button, Flex, Segmented, Select } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { FilaDocumento } from '@worknet/domain/inventario/documentos';
import { formatFecha, plural } from '../../../lib/format';
import { useApiList } from '../../../lib/query';
import { AccionesFila, EncabezadoLista, TablaLista, Vacio, columnaAcciones, filtroDia, filtroId, filtroOpcion, useVistaLista } from '../../../lib/lista';
import { CLAVES, RUTAS, useDestinosEgreso, useFiltrosDeposito } from '../api';
import { CampoDia } from '../../../lib/CampoDia';
import type { TipoDocumento } from '../lineas';
import { TEXTOS_TIPO } from '../textos';
import { EstadoDocumento } from '../components/EstadoDocumento';

type FiltroEstado = 'todos' | 'borrador' | 'confirmado';
const FILTROS = { estado: filtroOpcion(['borrador', 'confirmado']), deposito: filtroId, desde: filtroDia, hasta: filtroDia };
// Keep in sync with COLUMNAS_DOCUMENTO (packages/domain/src/inventario/documentos.ts).
const ORDENABLES = ['fecha', 'id', 'estado', 'confirmado_en'];

/** 'admin-ingreso' | 'admin-egreso' | 'admin-movimiento': the documents of one kind. */
export function DocumentosPage({ tipo }: { tipo: TipoDocumento }) {
  const navigate = useNavigate();
  const t = TEXTOS_TIPO[tipo];
  const vista = useVistaLista({ filtros: FILTROS, ordenables: ORDENABLES, ordenInicial: { campo: 'fecha', descendente: true } });
  const filtros = useFiltrosDeposito();
  const destinos = useDestinosEgreso();
  const lista = useApiList<FilaDocumento>([...CLAVES.documentos, tipo], RUTAS.documento(tipo), { ...vista.params, deposito: vista.filtros.deposito ?? 0 });
  const ruta = `/admin-${tipo}`;
  const nuevo = () => void navigate(`${ruta}/nuevo`);
  const etiquetaDestino = (v: string | null) => destinos.data?.find((d) => d.value === v)?.label ?? v ?? '—';

  return (
    <section>
      <EncabezadoLista
        titulo={t.titulo}
        acciones={
          <Button type="primary" onClick={nuevo}>
            {t.nuevo}
          </Button>
        }
      />
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Segmented<FiltroEstado>
          aria-label="Estado"
          value={vista.filtros.estado ?? 'todos'}
          onChange={(v) => vista.filtrar({ estado: v === 'todos' ? undefined : v })}
          options={[
            { value: 'todos', label: 'Todos' },
            { value: 'borrador', label: 'Borradores' },
            { value: 'confirmado', label: 'Confirmados' },
          ]}
        />
        <Select<number>
          aria-label="Depósito"
          value={vista.filtros.deposito ?? 0}
          onChange={(v) => vista.filtrar({ deposito: v === 0 ? undefined : v })}
          loading={filtros.isPending}
          options={[{ value: 0, label: 'Todos los depósitos' }, ...(filtros.data?.depositos ?? []).map((d) => ({ value: d.value, label: d.label }))]}
          style={{ width: 220, maxWidth: '100%' }}
        />
        <CampoDia aria-label="Desde" value={vista.filtros.desde} onChange={(v) => vista.filtrar({ desde: v ?? undefined })} style={{ width: 160 }} />
        <CampoDia aria-label="Hasta" value={vista.filtros.hasta} onChange={(v) => vista.filtrar({ hasta: v ?? undefined })} style={{ width: 160 }} />
      </Flex>
      <TablaLista<FilaDocumento>
        aria-label={t.titulo}
        vista={vista}
        lista={lista}
        vacio={
          vista.filtrado ? (
            <Vacio texto={`Ningún ${t.uno.toLowerCase()} coincide`} explicacion="Pruebe con otro estado, otro depósito u otras fechas." />
          ) : (
            <Vacio texto={t.vacio} explicacion={t.explicacion} accion={<Button onClick={nuevo}>{`Crear ${t.uno.toLowerCase()}`}</Button>} />
          )
        }
        textoTotal={(n) => `${n} ${plural(n, 'documento', 'documentos')}`}
        columns={[
          { title: 'N.º', dataIndex: 'id', sorter: true, render: (v: number) => <Link to={`${ruta}/${v}`}>{v}</Link> },
          { title: 'Fecha', dataIndex: 'fecha', sorter: true, render: (v: string) => formatFecha(v) },
          tipo === 'movimiento'
            ? { title: 'Origen → destino', key: 'depositos', render: (_, d) => `${d.deposito_nombre} → ${d.deposito_destino_nombre ?? '—'}` }
            : { title: 'Depósito', dataIndex: 'deposito_nombre' },
          ...(tipo === 'ingreso'
            ? [
                { title: 'Proveedor', dataIndex: 'proveedor_nombre', render: (v: string | null) => v ?? '—' },
                { title: 'Comprobante', dataIndex: 'comprobante', render: (v: string | null) => v ?? '—' },
              ]
            : []),
          ...(tipo === 'egreso' ? [{ title: 'Destino', dataIndex: 'destino', render: (v: string | null) => etiquetaDestino(v) }] : []),
          { title: 'Productos', dataIndex: 'cantidad_items', align: 'right' as const },
          { title: 'Estado', dataIndex: 'estado', sorter: true, render: (_: unknown, d: FilaDocumento) => <EstadoDocumento d={d} /> },
          columnaAcciones<FilaDocumento>((d) => (
            <AccionesFila
              de={`${t.uno.toLowerCase()} N.º ${d.id}`}
              nombreMenu={`Acciones del ${t.uno.toLowerCase()} N.º ${d.id}`}
              acciones={[
                d.estado === 'borrador'
                  ? {
                      clave: 'editar',
                      texto: 'Editar',
                      nombre: `Editar el ${t.uno.toLowerCase()} N.º ${d.id}`,
                      icono: <EditOutlined aria-hidden />,
                      principal: true,
                      alElegir: () => void navigate(`${ruta}/${d.id}`),
                    }
                  : {
                      clave: 'ver',
                      texto: 'Ver',
                      nombre: `Ver el ${t.uno.toLowerCase()} N.º ${d.id}`,
                      icono: <EyeOutlined aria-hidden />,
                      principal: true,
                      alElegir: () => void navigate(`${ruta}/${d.id}`),
                    },
              ]}
            />
          )),
        ]}
      />
    </section>
  );
}
