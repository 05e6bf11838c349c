import { Card, Col, Descriptions, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import type { NovedadFila } from '@worknet/domain/licencias/esquemas';
import { diaLegible } from '@worknet/domain/licencias/dias';
import { Desplazable } from '../../../lib/lista';
import { usePaginaLicencia } from '../api';
import { textoDias } from '../formato';
import { useColumnasNovedades } from './TablaNovedades';
import { TablaSaldos } from './TablaSaldos';

const antiguedadTexto = (a: { anios: number; meses: number; dias: number }) =>
  `${a.anios} ${a.anios === 1 ? 'año' : 'años'}, ${a.meses} ${a.meses === 1 ? 'mes' : 'meses'} y ${textoDias(a.dias)}`;

/** The legajo's «Licencias» tab (view_page_licencia_persona): seniority, balance per period and the person's events. */
export function PestanaLicencias({ personaId }: { personaId: number }) {
  const pagina = usePaginaLicencia(personaId);
  const columnas = useColumnasNovedades({ conPersona: false, ordenable: false });
  if (pagina.isPending) return <Skeleton active />;
  if (pagina.isError) {
    const texto =
      pagina.error.status === 403
        ? 'No tiene acceso a las licencias de esta persona: RRHH las ve todas, un referente las de los sectores que lidera.'
        : (pagina.error.mensajeServidor ?? 'No se pudieron cargar las licencias de esta persona.');
    return <Typography.Paragraph>{texto}</Typography.Paragraph>;
  }
  const p = pagina.data;
  return (
    <>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Card>
            <Statistic title="Días de vacaciones disponibles" value={p.dias_disponibles} />
          </Card>
        </Col>
        <Col xs={24} md={16}>
          <Descriptions
            size="small"
            bordered
            column={1}
            items={[
              { key: 'ingreso', label: 'Fecha de ingreso', children: p.persona.fecha_ingreso ? diaLegible(p.persona.fecha_ingreso) : '—' },
              { key: 'antiguedad', label: 'Antigüedad al 31 de diciembre', children: antiguedadTexto(p.antiguedad) },
              { key: 'corresponden', label: 'Vacaciones que corresponden (LCT art. 150)', children: textoDias(p.antiguedad.dias_vacaciones) },
            ]}
          />
        </Col>
      </Row>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        Saldo por período
      </Typography.Title>
      <TablaSaldos saldos={p.saldos} />
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        Novedades
      </Typography.Title>
      <Desplazable etiqueta="Novedades de la persona">
        <Table<NovedadFila>
          aria-label="Novedades de la persona"
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          dataSource={p.novedades}
          columns={columnas}
          pagination={p.novedades.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          locale={{ emptyText: 'No tiene novedades de personal.' }}
        />
      </Desplazable>
    </>
  );
}
