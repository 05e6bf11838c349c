import { Alert, Descriptions, Flex, Typography } from 'antd';
import { empleoActual, nombreRef } from '../filas';
import type { Legajo } from '@worknet/domain/rrhh/legajo';
import { EscribirA } from '../../chat';
import { FotoPersona } from './FotoPersona';

const o = (v: string | null | undefined) => (v ? v : '—');

/** Who the file is about: photo, name, documents, age, current job, and its due-date alerts. */
export function CabeceraLegajo({ legajo, editable }: { legajo: Legajo; editable: boolean }) {
  const d = legajo.datosPersonales;
  const nombre = `${d.apellido}, ${d.nombres}`;
  const empleo = empleoActual(legajo.laboral);
  const items = [
    { key: 'dni', label: 'DNI', children: d.dni },
    { key: 'cuil', label: 'CUIL', children: d.cuil },
    { key: 'edad', label: 'Edad', children: d.edad === null ? '—' : `${d.edad} años` },
    { key: 'legajo', label: 'Legajo', children: o(d.legajo) },
    { key: 'puesto', label: 'Puesto', children: o(nombreRef(empleo, 'puesto_id')) },
    { key: 'sector', label: 'Sector', children: o(nombreRef(empleo, 'sector_id')) },
  ];
  return (
    <header style={{ marginBottom: 16 }}>
      <Flex gap={24} wrap align="center">
        <FotoPersona personaId={d.id} foto={d.foto} nombre={nombre} editable={editable} />
        <div style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
            {nombre}
          </Typography.Title>
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} />
          <EscribirA personaId={d.id} />
        </div>
      </Flex>
      {legajo.alertas.length > 0 && (
        <section aria-label="Alertas del legajo" style={{ display: 'grid', gap: 8, marginTop: 16 }}>
          {legajo.alertas.map((a) => (
            <Alert key={`${a.tipo}-${a.referencia_id}`} type={a.vencida ? 'error' : 'warning'} showIcon title={a.mensaje} />
          ))}
        </section>
      )}
    </header>
  );
}
