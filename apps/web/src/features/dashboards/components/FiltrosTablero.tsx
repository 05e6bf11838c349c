import { useState } from 'react';
import { Flex, Select } from 'antd';
import type { OpcionNomina } from '@worknet/domain/rrhh/nomina-esquemas';
import { QuitarFiltros, type VistaLista } from '../../../lib/lista';
import { useApiQuery } from '../../../lib/query';
import { useTienePermiso } from '../../auth';
import { CampoDia } from '../../../lib/CampoDia';
import { useDashboard } from '../api';
import type { FILTROS_TABLERO } from '../datos';
import { cambioPeriodo, mesesRecientes, opcionesDeSerie } from '../datos';
import * as reloj from '@worknet/domain/reloj';

// The dashboards' filters (empresa, institución, sector, período), kept in the URL: the board
// and the reports screen share them, so a report downloads what the board shows.

const ANCHO = { width: 220, maxWidth: '100%' } as const;
const RANGO = 'rango';

export function FiltrosTablero({ vista }: { vista: VistaLista<typeof FILTROS_TABLERO> }) {
  const f = vista.filtros;
  const [rango, setRango] = useState(Boolean(f.desde || f.hasta));
  const periodo = f.mes ?? (rango || f.desde || f.hasta ? RANGO : '');

  // Options named by the unfiltered dashboards (scoped by the server, no catalog permission needed).
  const sectores = opcionesDeSerie(useDashboard('dashboard_persona_nomina', {}).data, 'total');
  const edificios = opcionesDeSerie(useDashboard('dashboard_persona_sala_maternal', {}).data, 'dotacion');
  // Companies come from the roster's options: only who reads the roster gets that filter.
  const veNomina = useTienePermiso('rrhh.nomina.ver');
  const empresas = (
    useApiQuery<OpcionNomina[]>(['nomina', 'opciones', 'empresa_id'], '/api/v1/rrhh/nomina_opciones/empresa_id', undefined, {
      enabled: veNomina,
      staleTime: 60_000,
    }).data ?? []
  ).map((o) => ({ value: Number(o.value), label: o.label }));

  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }} role="group" aria-label="Filtros del tablero">
      {veNomina && (
        <Select<number>
          aria-label="Empresa"
          value={f.empresa_id ?? 0}
          onChange={(v) => vista.filtrar({ empresa_id: v || undefined })}
          showSearch={{ optionFilterProp: 'label' }}
          options={[{ value: 0, label: 'Todas las empresas' }, ...empresas]}
          style={ANCHO}
        />
      )}
      <Select<number>
        aria-label="Institución"
        value={f.edificio_id ?? 0}
        onChange={(v) => vista.filtrar({ edificio_id: v || undefined })}
        showSearch={{ optionFilterProp: 'label' }}
        options={[{ value: 0, label: 'Todas las instituciones' }, ...edificios]}
        style={ANCHO}
      />
      <Select<number>
        aria-label="Sector"
        value={f.sector_id ?? 0}
        onChange={(v) => vista.filtrar({ sector_id: v || undefined })}
        showSearch={{ optionFilterProp: 'label' }}
        options={[{ value: 0, label: 'Todos los sectores' }, ...sectores]}
        style={ANCHO}
      />
      <Select<string>
        aria-label="Período"
        value={periodo}
        onChange={(v) => {
          setRango(v === RANGO);
          vista.filtrar(v === '' || v === RANGO ? cambioPeriodo(null) : cambioPeriodo({ mes: v }));
        }}
        options={[{ value: '', label: 'Últimos 12 meses' }, { value: RANGO, label: 'Entre fechas…' }, ...mesesRecientes(reloj.hoy())]}
        style={ANCHO}
      />
      {periodo === RANGO && (
        <>
          <CampoDia
            aria-label="Desde"
            value={f.desde ?? null}
            onChange={(v) => vista.filtrar(cambioPeriodo({ desde: v ?? undefined, hasta: f.hasta }))}
            style={{ width: 160 }}
          />
          <CampoDia
            aria-label="Hasta"
            value={f.hasta ?? null}
            onChange={(v) => vista.filtrar(cambioPeriodo({ desde: f.desde, hasta: v ?? undefined }))}
            style={{ width: 160 }}
          />
        </>
      )}
      <QuitarFiltros vista={vista} alQuitar={() => setRango(false)} />
    </Flex>
  );
}
