import { Button, Flex, Select, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { ETIQUETA_DISTRIBUCION, type Distribucion, type LiquidacionResumen } from '@worknet/domain/recibos/esquemas';
import { plural } from '../../../lib/format';
import { AccionesFila, EncabezadoLista, QuitarFiltros, TablaLista, Vacio, columnaAcciones, filtroId, useVistaLista } from '../../../lib/lista';
import { useApiList } from '../../../lib/query';
import { CLAVES_RECIBOS, RUTAS_RECIBOS } from '../api';
import { useEmpresas, usePeriodos } from '../components/Opciones';
import { fecha } from '../formato';

const FILTROS = { periodo_id: filtroId, empresa_id: filtroId };
const ORDENABLES = ['periodo', 'fecha_pago', 'tipo'] as const;

export const COLOR_DISTRIBUCION: Record<Distribucion, string> = {
  sin_recibos: '#595959',
  procesando: '#0958d9',
  revisar: '#874d00',
  lista: '#531dab',
  publicada: '#237804',
};

export const rutaLiquidacion = (id: number) => `/rrhh/gestor-archivos/gestor_liquidaciones/${id}`;
export const nombreLiquidacion = (l: Pick<LiquidacionResumen, 'periodo' | 'tipo_label' | 'empresa'>) =>
  `${l.periodo.label} ${l.tipo_label}${l.empresa ? ` de ${l.empresa.label}` : ''}`;

/** A count with its meaning in its accessible name and tooltip (the columns are narrow). */
const cuenta = (n: number, que: string) => (
  <Tooltip title={que}>
    <span aria-label={`${n} ${que}`}>{n}</span>
  </Tooltip>
);

/**
 * 'rrhh/gestor-archivos/gestor_liquidaciones' (issue 20 item 1): the payroll runs with where
 * their distribution stands and how many slips were sent, viewed and signed. A run itself is a
 * row of the 'liquidaciones' catalog: «Nueva liquidación» opens that catalog's form.
 */
export function LiquidacionesPage() {
  const vista = useVistaLista({ filtros: FILTROS, ordenables: ORDENABLES, ordenInicial: { campo: 'periodo', descendente: true } });
  const lista = useApiList<LiquidacionResumen>(CLAVES_RECIBOS.liquidaciones, RUTAS_RECIBOS.liquidaciones, vista.params);
  const periodos = usePeriodos();
  const empresas = useEmpresas();
  const navigate = useNavigate();
  const f = vista.filtros;

  const columnas: TableColumnsType<LiquidacionResumen> = [
    {
      title: 'Período',
      key: 'periodo',
      sorter: true,
      render: (_, l) => <Link to={rutaLiquidacion(l.id)}>{l.periodo.label}</Link>,
    },
    { title: 'Tipo', key: 'tipo', sorter: true, render: (_, l) => l.tipo_label },
    { title: 'Empresa', key: 'empresa', render: (_, l) => l.empresa?.label ?? '—' },
    { title: 'Fecha de pago', key: 'fecha_pago', sorter: true, render: (_, l) => fecha(l.fecha_pago) },
    {
      title: 'Distribución',
      key: 'distribucion',
      render: (_, l) => <Tag color={COLOR_DISTRIBUCION[l.distribucion]}>{ETIQUETA_DISTRIBUCION[l.distribucion]}</Tag>,
    },
    { title: 'Enviados', key: 'enviados', align: 'right', render: (_, l) => cuenta(l.cuentas.enviados, 'enviados') },
    { title: 'Vistos', key: 'vistos', align: 'right', render: (_, l) => cuenta(l.cuentas.vistos, 'vistos') },
    { title: 'Conforme', key: 'conforme', align: 'right', render: (_, l) => cuenta(l.cuentas.conforme, 'firmados conforme') },
    { title: 'No conforme', key: 'no_conforme', align: 'right', render: (_, l) => cuenta(l.cuentas.no_conforme, 'firmados no conforme') },
    { title: 'Pendientes', key: 'pendientes', align: 'right', render: (_, l) => cuenta(l.cuentas.pendientes, 'pendientes de firma') },
    columnaAcciones((l) => (
      <AccionesFila
        de={`la liquidación ${nombreLiquidacion(l)}`}
        acciones={[
          {
            clave: 'ver',
            texto: 'Ver',
            nombre: `Ver la liquidación ${nombreLiquidacion(l)}`,
            icono: <EyeOutlined aria-hidden />,
            principal: true,
            alElegir: () => void navigate(rutaLiquidacion(l.id)),
          },
        ]}
      />
    )),
  ];

  return (
    <section>
      <EncabezadoLista
        titulo="Liquidaciones y recibos"
        acciones={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => void navigate(RUTAS_RECIBOS.nuevaLiquidacion)}>
            Nueva liquidación
          </Button>
        }
      />
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Select<number>
          aria-label="Período"
          value={f.periodo_id ?? 0}
          onChange={(v) => vista.filtrar({ periodo_id: v || undefined })}
          loading={periodos.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          options={[{ value: 0, label: 'Todos los períodos' }, ...(periodos.data ?? [])]}
          style={{ width: 200, maxWidth: '100%' }}
        />
        <Select<number>
          aria-label="Empresa"
          value={f.empresa_id ?? 0}
          onChange={(v) => vista.filtrar({ empresa_id: v || undefined })}
          loading={empresas.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          options={[{ value: 0, label: 'Todas las empresas' }, ...(empresas.data ?? [])]}
          style={{ width: 240, maxWidth: '100%' }}
        />
        <QuitarFiltros vista={vista} />
      </Flex>
      <TablaLista<LiquidacionResumen>
        aria-label="Liquidaciones"
        vista={vista}
        lista={lista}
        columns={columnas}
        vacio={
          vista.filtrado ? (
            <Vacio texto="Ninguna liquidación coincide" explicacion="Pruebe con otro período u otra empresa." />
          ) : (
            <Vacio
              texto="No hay liquidaciones"
              explicacion="Cree la liquidación del período y luego cargue el PDF con los recibos."
              accion={
                <Space>
                  <Button onClick={() => void navigate(RUTAS_RECIBOS.nuevaLiquidacion)}>Nueva liquidación</Button>
                </Space>
              }
            />
          )
        }
        textoTotal={(n) => `${n} ${plural(n, 'liquidación', 'liquidaciones')}`}
      />
    </section>
  );
}
