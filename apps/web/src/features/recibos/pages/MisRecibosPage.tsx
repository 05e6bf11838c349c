import { Button, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import type { MiRecibo } from '@worknet/domain/recibos/esquemas';
import { plural } from '../../../lib/format';
import { EncabezadoLista, TablaLista, Vacio, columnaAcciones, useVistaLista } from '../../../lib/lista';
import { columnaTarjeta } from '../../../lib/lista/TablaEnTarjetas';
import { useTelefono } from '../../../lib/useTelefono';
import { useApiList } from '../../../lib/query';
import { CLAVES_RECIBOS, RUTAS_RECIBOS } from '../api';
import { EstadoRecibo } from '../components/EstadoRecibo';
import { fecha } from '../formato';

export const descripcionRecibo = (r: MiRecibo) => `${r.liquidacion.periodo} — ${r.liquidacion.tipo_label}`;

/**
 * 'mis_recibos' (issue 20 item 4, from the user menu): the employee's own pay slips, newest first.
 * On a phone each slip is a card with «Abrir» beside its period (issue 36 item 3).
 */
export function MisRecibosPage() {
  const vista = useVistaLista();
  const lista = useApiList<MiRecibo>(CLAVES_RECIBOS.mios, RUTAS_RECIBOS.misRecibos, vista.params);
  const navigate = useNavigate();
  const abrir = (r: MiRecibo) => void navigate(`/mis_recibos/${r.id}`);
  const enTarjeta = useTelefono();

  const columnas: TableColumnsType<MiRecibo> = [
    { title: 'Período', key: 'periodo', render: (_, r) => r.liquidacion.periodo },
    { title: 'Tipo', key: 'tipo', render: (_, r) => r.liquidacion.tipo_label },
    { title: 'Empresa', key: 'empresa', render: (_, r) => r.liquidacion.empresa ?? '—' },
    { title: 'Fecha de pago', key: 'fecha_pago', render: (_, r) => fecha(r.liquidacion.fecha_pago) },
    { title: 'Estado', key: 'estado', render: (_, r) => <EstadoRecibo estado={r.estado} /> },
    // Fixed to the right (docs/ui.md): in view even where the table scrolls.
    columnaAcciones((r) => (
      <Button size="small" onClick={() => abrir(r)} aria-label={`Abrir el recibo ${descripcionRecibo(r)}`}>
        Abrir
      </Button>
    )),
  ];

  return (
    <section>
      <EncabezadoLista titulo="Mis recibos" />
      <TablaLista<MiRecibo>
        aria-label="Mis recibos de sueldo"
        vista={vista}
        lista={lista}
        columns={enTarjeta ? [columnaTarjeta(columnas, { titulo: 'Recibo', cifra: 'acciones' })] : columnas}
        onRow={(r) => ({ onDoubleClick: () => abrir(r) })}
        vacio={<Vacio texto="Todavía no tiene recibos" explicacion="Cuando RRHH publique una liquidación, su recibo aparecerá acá y le llegará un aviso." />}
        textoTotal={(n) => `${n} ${plural(n, 'recibo', 'recibos')}`}
      />
    </section>
  );
}
