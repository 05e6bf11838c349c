import { useEffect, useRef, useState } from 'react';
import { Alert, Button, DatePicker, Flex, Form, Progress, Typography } from 'antd';
import { dayjs } from '../../../lib/fechas';
import { useProgresoTrabajo } from '../../../lib/progreso-trabajos';
import { llamadasFichaje, useReporteEmpresa } from '../api';

/** The month's first and last day as the API takes them ('YYYY-MM-DD'). */
export function rangoDelMes(mes: dayjs.Dayjs): { desde: string; hasta: string } {
  return { desde: mes.startOf('month').format('YYYY-MM-DD'), hasta: mes.endOf('month').format('YYYY-MM-DD') };
}

/** The file's name when the server does not give one: «Reporte-Fichaje-DD-MM-YYYY.csv» with today's date. */
export const nombreReporte = (hoy = dayjs()) => `Reporte-Fichaje-${hoy.format('DD-MM-YYYY')}.csv`;

/**
 * The whole company's month (issue 21 item 5): it runs on the server as a job; the bar follows
 * its progress by socket and the CSV downloads itself when done. «Descargar» stays at hand in
 * case the socket missed the end (the server answers «todavía se está preparando» until then).
 */
export function ReporteMensual() {
  const [mes, setMes] = useState(() => dayjs().subtract(1, 'month').startOf('month'));
  const pedir = useReporteEmpresa();
  const [trabajo, setTrabajo] = useState<string | null>(null);
  const progreso = useProgresoTrabajo(trabajo);
  const descargado = useRef<string | null>(null);
  const [descargando, setDescargando] = useState(false);

  const descargar = async (id: string) => {
    setDescargando(true);
    try {
      await llamadasFichaje.descargarReporte(id, nombreReporte());
      descargado.current = id;
    } catch {
      /* the client already showed why */
    } finally {
      setDescargando(false);
    }
  };

  const terminado = progreso?.estado === 'completado';
  useEffect(() => {
    if (trabajo && terminado && descargado.current !== trabajo) {
      descargado.current = trabajo;
      void descargar(trabajo);
    }
  }, [trabajo, terminado]);

  const porcentaje = terminado ? 100 : (progreso?.progreso ?? 0);
  return (
    <section aria-labelledby="reporte-mensual">
      <Typography.Title level={2} id="reporte-mensual" style={{ fontSize: 16 }}>
        Reporte mensual de toda la empresa
      </Typography.Title>
      <Form
        layout="vertical"
        onFinish={() =>
          pedir.mutate(rangoDelMes(mes), {
            onSuccess: (r) => {
              descargado.current = null;
              setTrabajo(r.data?.trabajo_id ?? null);
            },
          })
        }
      >
        <Flex wrap gap={12} align="flex-end">
          <Form.Item label="Mes" htmlFor="reporte-mes" style={{ marginBottom: 0 }}>
            <DatePicker
              id="reporte-mes"
              picker="month"
              format="MM/YYYY"
              value={mes}
              allowClear={false}
              onChange={(v) => v && setMes(v.startOf('month'))}
              disabledDate={(d) => d.isAfter(dayjs(), 'month')}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={pedir.isPending || (trabajo !== null && !terminado && progreso?.estado !== 'fallido')}>
            Preparar el reporte
          </Button>
        </Flex>
      </Form>
      {trabajo && (
        <Flex vertical gap={8} style={{ marginTop: 12, maxWidth: 480 }}>
          {progreso?.estado === 'fallido' ? (
            <Alert type="error" showIcon role="alert" title="No se pudo preparar el reporte. Vuelva a intentarlo." />
          ) : (
            <Progress percent={porcentaje} status={terminado ? 'success' : 'active'} aria-label={`Preparación del reporte: ${porcentaje} %`} />
          )}
          <Typography.Text role="status">
            {terminado ? 'Reporte listo: la descarga empezó.' : progreso?.estado === 'fallido' ? '' : 'Preparando el reporte…'}
          </Typography.Text>
          <Button onClick={() => void descargar(trabajo)} loading={descargando} style={{ alignSelf: 'flex-start' }}>
            Descargar el reporte
          </Button>
        </Flex>
      )}
    </section>
  );
}
