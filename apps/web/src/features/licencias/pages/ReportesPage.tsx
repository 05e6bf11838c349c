import { useState } from 'react';
import { Card, Flex, Select, Typography } from 'antd';
import { ESTADOS_NOVEDAD, ETIQUETA_ESTADO_NOVEDAD, type EstadoNovedad } from '@worknet/domain/licencias/estados';
import { EncabezadoLista } from '../../../lib/lista';
import { CampoDia } from '../../../lib/CampoDia';
import { useSectores, useTiposNovedad } from '../api';
import { BotonReporteNovedades, ReporteSaldos } from '../components/Reportes';

const ancho = { width: 220, maxWidth: '100%' };

/** 'referente_area/reportes': the events CSV and the vacation balances CSV of the sectors the user leads. */
export function ReportesPage() {
  const sectores = useSectores('referente');
  const tipos = useTiposNovedad();
  const [sector, setSector] = useState(0);
  const [tipo, setTipo] = useState(0);
  const [estado, setEstado] = useState<EstadoNovedad | ''>('');
  const [desde, setDesde] = useState<string | null>(null);
  const [hasta, setHasta] = useState<string | null>(null);
  const sectorId = sector || undefined;

  return (
    <section>
      <EncabezadoLista titulo="Reportes de mis sectores" />
      <Typography.Paragraph>
        Los reportes incluyen sólo a las personas de los sectores que usted lidera. Se descargan como CSV, que Excel abre con los acentos.
      </Typography.Paragraph>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
        <label htmlFor="reporte-sector">Sector</label>
        <Select<number>
          id="reporte-sector"
          value={sector}
          onChange={setSector}
          loading={sectores.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          options={[{ value: 0, label: 'Todos mis sectores' }, ...(sectores.data ?? [])]}
          style={ancho}
        />
      </Flex>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Novedades de personal</h2>} style={{ marginBottom: 16 }}>
        <Typography.Paragraph>Cada novedad con la persona, el tipo, las fechas, los días y el estado.</Typography.Paragraph>
        <Flex wrap gap={8} style={{ marginBottom: 12 }}>
          <Select<number>
            aria-label="Tipo"
            value={tipo}
            onChange={setTipo}
            loading={tipos.isPending}
            options={[{ value: 0, label: 'Todos los tipos' }, ...(tipos.data ?? []).map((t) => ({ value: t.id, label: t.nombre }))]}
            style={ancho}
          />
          <Select<EstadoNovedad | ''>
            aria-label="Estado"
            value={estado}
            onChange={setEstado}
            options={[{ value: '', label: 'Todos los estados' }, ...ESTADOS_NOVEDAD.map((e) => ({ value: e, label: ETIQUETA_ESTADO_NOVEDAD[e] }))]}
            style={ancho}
          />
          <CampoDia aria-label="Desde" value={desde} onChange={setDesde} style={{ width: 160 }} />
          <CampoDia aria-label="Hasta" value={hasta} onChange={setHasta} style={{ width: 160 }} />
        </Flex>
        <BotonReporteNovedades
          texto="Descargar novedades (CSV)"
          filtros={{
            ambito: 'referente',
            sector_id: sectorId,
            tipo_id: tipo || undefined,
            estado: estado || undefined,
            desde: desde ?? undefined,
            hasta: hasta ?? undefined,
          }}
        />
      </Card>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Saldos de vacaciones</h2>}>
        <Typography.Paragraph>Los días que corresponden, los tomados y los disponibles de cada persona en el período.</Typography.Paragraph>
        <ReporteSaldos ambito="referente" sectorId={sectorId} />
      </Card>
    </section>
  );
}
