import type { CSSProperties } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Calendar, Card, Flex, Grid, Segmented, Select, Typography } from 'antd';
import { LeftOutlined, RightOutlined, WarningOutlined } from '@ant-design/icons';
import { diaLegible } from '@worknet/domain/licencias/dias';
import { etiquetaEstado } from '../formato';
import { dayjs } from '../../../lib/fechas';
import { filtroDia, filtroId } from '../../../lib/lista';
import { useCronograma, useSectores } from '../api';
import { diasDelCronograma, textoAlerta, tiposPresentes, type Ausencia, type Dia } from '../cronograma';
import { colorDeTipo } from '../formato';

type Vista = 'mes' | 'semana';
const ISO = 'YYYY-MM-DD';

/** The range the screen asks for: the month's six weeks as the grid shows them, or one week (Monday to Sunday). */
function rango(vista: Vista, fecha: dayjs.Dayjs): { desde: string; hasta: string } {
  const inicio = vista === 'mes' ? fecha.startOf('month').startOf('week') : fecha.startOf('week');
  return { desde: inicio.format(ISO), hasta: inicio.add(vista === 'mes' ? 41 : 6, 'day').format(ISO) };
}

/** «noviembre de 2026» → «Noviembre de 2026» (CSS capitalize would write «De»). */
const mayuscula = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

const marca = (color: string): CSSProperties => ({ display: 'inline-block', width: 10, height: 10, borderRadius: 2, background: color, flexShrink: 0 });

/** One absence: a link to the event, its type's colour beside the name; a pending one says so. */
function Item({ a, compacto }: { a: Ausencia; compacto?: boolean }) {
  const pendiente = a.estado !== 'aprobada';
  return (
    <Link
      to={`/rrhh/novedad/${a.novedad_id}`}
      title={`${a.persona}: ${a.tipo}, ${diaLegible(a.desde)} al ${diaLegible(a.hasta)} (${etiquetaEstado(a.estado)})`}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 4,
        minWidth: 0,
        fontSize: compacto ? 12 : 14,
        lineHeight: 1.4,
        fontStyle: pendiente ? 'italic' : undefined,
        // The theme's text colour, not inherited: antd greys the neighbouring months' cells below AA.
        color: 'var(--ant-color-text)',
      }}
    >
      <span aria-hidden style={marca(colorDeTipo(a.color, a.tipo))} />
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {a.persona}
        {compacto ? '' : ` · ${a.tipo}`}
        {pendiente ? ' (pendiente)' : ''}
      </span>
    </Link>
  );
}

/** A day's contents: holiday, cap warning, absences. */
function ContenidoDia({ d, compacto }: { d: Dia; compacto?: boolean }) {
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      {d.feriado && (
        <Typography.Text style={{ fontSize: compacto ? 12 : 14, color: 'var(--ant-color-error-text)' }} ellipsis={{ tooltip: d.feriado }}>
          {`Feriado: ${d.feriado}`}
        </Typography.Text>
      )}
      {d.alertas.map((a) => (
        <Typography.Text key={a.sector_id} style={{ fontSize: compacto ? 12 : 14, color: 'var(--ant-color-warning-text)' }}>
          <WarningOutlined aria-hidden /> {compacto ? `${a.sector}: sobre el tope` : textoAlerta(a)}
        </Typography.Text>
      ))}
      {d.ausencias.map((a) => (
        <Item key={a.novedad_id} a={a} compacto={compacto} />
      ))}
    </Flex>
  );
}

/** The list by day (a phone, and the week view): only days with something, each under its heading. */
function ListaPorDia({ dias }: { dias: Dia[] }) {
  const conAlgo = dias.filter((d) => d.ausencias.length || d.feriado || d.alertas.length);
  if (!conAlgo.length) return <Typography.Paragraph>No hay ausencias ni feriados en estas fechas.</Typography.Paragraph>;
  return (
    <Flex vertical gap={12}>
      {conAlgo.map((d) => {
        const dia = dayjs(d.fecha, ISO);
        return (
          <Card key={d.fecha} size="small" title={<h3 style={{ fontSize: 14, margin: 0 }}>{mayuscula(dia.format('dddd DD/MM/YYYY'))}</h3>}>
            <ContenidoDia d={d} />
          </Card>
        );
      })}
    </Flex>
  );
}

/** The week at a desk: seven columns, Monday to Sunday, each with its whole contents. */
function Semana({ dias }: { dias: Dia[] }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4 }}>
      {dias.map((d) => {
        const dia = dayjs(d.fecha, ISO);
        const hoy = dia.isSame(dayjs(), 'day');
        return (
          <div
            key={d.fecha}
            data-fecha={d.fecha}
            style={{
              minWidth: 0,
              minHeight: 240,
              padding: 6,
              border: '1px solid rgba(5,5,5,0.12)',
              borderTop: `3px solid ${hoy ? '#0958d9' : d.alertas.length ? '#d48806' : 'rgba(5,5,5,0.12)'}`,
              borderRadius: 4,
              background: d.feriado ? 'rgba(168,7,26,0.06)' : d.alertas.length ? 'rgba(212,136,6,0.08)' : undefined,
            }}
          >
            <h3 style={{ fontSize: 14, margin: '0 0 6px' }}>{mayuscula(dia.format('ddd DD/MM'))}</h3>
            <ContenidoDia d={d} compacto />
          </div>
        );
      })}
    </div>
  );
}

/**
 * 'cronograma': who is off per day in the sectors the user sees (RRHH all, a referente theirs),
 * coloured by type, holidays marked and a warning on a day a sector is over its cap. A month grid
 * (antd Calendar) at a desk; on a phone, and in the week view, a list by day.
 */
export function CronogramaPage() {
  const [params, setParams] = useSearchParams();
  const telefono = Grid.useBreakpoint().md === false;
  const vista: Vista = params.get('vista') === 'semana' ? 'semana' : 'mes';
  const fecha = dayjs(filtroDia(params.get('fecha')) ?? dayjs().format(ISO), ISO);
  const sectorId = filtroId(params.get('sector'));
  const { desde, hasta } = rango(vista, fecha);
  const cronograma = useCronograma({ desde, hasta, sector_id: sectorId });
  const sectores = useSectores();
  const c = cronograma.data && cronograma.data.desde === desde ? cronograma.data : undefined;
  const dias = diasDelCronograma(c, desde, hasta);
  const porFecha = new Map(dias.map((d) => [d.fecha, d]));
  const leyenda = tiposPresentes(c);

  const ir = (cambios: { vista?: Vista; fecha?: dayjs.Dayjs; sector?: number | undefined }) => {
    const p = new URLSearchParams(params);
    if (cambios.vista) p.set('vista', cambios.vista);
    if (cambios.fecha) p.set('fecha', cambios.fecha.format(ISO));
    if ('sector' in cambios) {
      if (cambios.sector) p.set('sector', String(cambios.sector));
      else p.delete('sector');
    }
    setParams(p, { preventScrollReset: true });
  };
  const paso = vista === 'mes' ? 'month' : 'week';
  const titulo = vista === 'mes' ? mayuscula(fecha.format('MMMM [de] YYYY')) : `Semana del ${diaLegible(desde)} al ${diaLegible(hasta)}`;
  // The month's own days (the grid also shows the neighbours' in grey; the list does not).
  const delMes = vista === 'mes' ? dias.filter((d) => d.fecha.slice(0, 7) === fecha.format('YYYY-MM')) : dias;
  const alertas = (c?.alertas ?? []).filter((a) => vista === 'semana' || a.fecha.slice(0, 7) === fecha.format('YYYY-MM'));

  return (
    <section>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Cronograma de ausencias
      </Typography.Title>
      <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBottom: 12 }}>
        <Flex wrap gap={8} align="center">
          <Button
            icon={<LeftOutlined aria-hidden />}
            aria-label={vista === 'mes' ? 'Mes anterior' : 'Semana anterior'}
            onClick={() => ir({ fecha: fecha.subtract(1, paso) })}
          />
          <Button onClick={() => ir({ fecha: dayjs() })}>Hoy</Button>
          <Button
            icon={<RightOutlined aria-hidden />}
            aria-label={vista === 'mes' ? 'Mes siguiente' : 'Semana siguiente'}
            onClick={() => ir({ fecha: fecha.add(1, paso) })}
          />
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }} aria-live="polite">
            {titulo}
          </Typography.Title>
        </Flex>
        <Flex wrap gap={8} align="center">
          <Segmented<Vista>
            aria-label="Vista"
            value={vista}
            onChange={(v) => ir({ vista: v })}
            options={[
              { value: 'mes', label: 'Mes' },
              { value: 'semana', label: 'Semana' },
            ]}
          />
          <Select<number>
            aria-label="Sector"
            value={sectorId ?? 0}
            onChange={(v) => ir({ sector: v || undefined })}
            loading={sectores.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            options={[{ value: 0, label: 'Todos los sectores' }, ...(sectores.data ?? [])]}
            style={{ width: 220, maxWidth: '100%' }}
          />
        </Flex>
      </Flex>
      {alertas.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`${alertas.length === 1 ? 'Un día supera' : `${alertas.length} días superan`} el tope de ausentes de un sector`}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {alertas.map((a) => (
                <li key={`${a.fecha}-${a.sector_id}`}>{`${diaLegible(a.fecha)}: ${textoAlerta(a)}`}</li>
              ))}
            </ul>
          }
        />
      )}
      {leyenda.length > 0 && (
        <Flex wrap gap={12} style={{ marginBottom: 12 }} aria-label="Referencias de color" role="group">
          {leyenda.map((t) => (
            <Flex key={t.tipo} gap={4} align="center">
              <span aria-hidden style={marca(colorDeTipo(t.color, t.tipo))} />
              <span>{t.tipo}</span>
            </Flex>
          ))}
          <span style={{ fontStyle: 'italic' }}>En cursiva: pendiente de aprobación</span>
        </Flex>
      )}
      {cronograma.isError && <Typography.Paragraph>No se pudo cargar el cronograma.</Typography.Paragraph>}
      {telefono ? (
        <ListaPorDia dias={delMes} />
      ) : vista === 'semana' ? (
        <Semana dias={dias} />
      ) : (
        <Calendar
          value={fecha}
          headerRender={() => null}
          onSelect={(d, info) => {
            if (info.source === 'date' && d.format('YYYY-MM') !== fecha.format('YYYY-MM')) ir({ fecha: d });
          }}
          fullCellRender={(actual, info) => {
            if (info.type !== 'date') return info.originNode;
            const d = porFecha.get(actual.format(ISO));
            const fuera = actual.format('YYYY-MM') !== fecha.format('YYYY-MM');
            const hoy = actual.isSame(dayjs(), 'day');
            return (
              <div
                data-fecha={actual.format(ISO)}
                style={{
                  textAlign: 'start',
                  minHeight: 96,
                  margin: '0 2px',
                  padding: 4,
                  borderTop: `2px solid ${hoy ? '#0958d9' : d?.alertas.length ? '#d48806' : 'rgba(5,5,5,0.06)'}`,
                  background: d?.feriado ? 'rgba(168,7,26,0.06)' : d?.alertas.length ? 'rgba(212,136,6,0.08)' : undefined,
                }}
              >
                <div
                  style={{ textAlign: 'end', fontWeight: hoy ? 700 : undefined, color: fuera ? 'var(--ant-color-text-secondary)' : 'var(--ant-color-text)' }}
                >
                  {actual.date()}
                </div>
                {d && <ContenidoDia d={d} compacto />}
              </div>
            );
          }}
        />
      )}
    </section>
  );
}
