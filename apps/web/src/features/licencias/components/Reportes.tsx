import { useState } from 'react';
import { Button, Flex, InputNumber, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { AmbitoNovedad } from '@worknet/domain/licencias/esquemas';
import { BotonExportar } from '../../../lib/lista';
import { RUTAS_LICENCIAS } from '../api';
import * as reloj from '@worknet/domain/reloj';

export type FiltrosReporte = {
  ambito?: AmbitoNovedad;
  filter?: string;
  persona_id?: number;
  tipo_id?: number;
  sector_id?: number;
  estado?: string;
  desde?: string;
  hasta?: string;
};

/** «Descargar CSV»: POST report_novedades_personal with the filters the list shows (Reporte-Novedades-DD-MM-YYYY.csv). */
export function BotonReporteNovedades({ filtros, texto = 'Descargar CSV' }: { filtros: FiltrosReporte; texto?: string }) {
  return (
    <BotonExportar ruta={RUTAS_LICENCIAS.reporteNovedades} cuerpo={filtros} nombre="Reporte-Novedades.csv" icono={<DownloadOutlined aria-hidden />}>
      {texto}
    </BotonExportar>
  );
}

/**
 * The vacation balance of each person for a period (POST generate_licencias_report,
 * Reporte-Licencias-DD-MM-YYYY.csv): the period beside its button.
 */
export function ReporteSaldos({ ambito, sectorId }: { ambito?: AmbitoNovedad; sectorId?: number }) {
  const [periodo, setPeriodo] = useState<number | null>(reloj.ahora().getFullYear());
  const id = `periodo-saldos-${ambito ?? 'todos'}`;
  return (
    <Flex wrap gap={8} align="center">
      <Typography.Text>
        <label htmlFor={id}>Período</label>
      </Typography.Text>
      <InputNumber<number> id={id} min={1950} max={2100} precision={0} value={periodo} onChange={setPeriodo} style={{ width: 110 }} />
      {periodo === null ? (
        <Button icon={<DownloadOutlined aria-hidden />} disabled>
          Saldos de vacaciones (CSV)
        </Button>
      ) : (
        <BotonExportar
          ruta={RUTAS_LICENCIAS.reporteLicencias}
          cuerpo={{ periodo, ambito, sector_id: sectorId }}
          nombre="Reporte-Licencias.csv"
          icono={<DownloadOutlined aria-hidden />}
        >
          Saldos de vacaciones (CSV)
        </BotonExportar>
      )}
    </Flex>
  );
}
