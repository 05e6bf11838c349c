import { useState } from 'react';
import { Button, Card, Col, Form, Row, Statistic, Typography } from 'antd';
import { ORDEN_NOVEDADES, type NovedadFila } from '@worknet/domain/licencias/esquemas';
import { diasDisponiblesTotales } from '@worknet/domain/licencias/vacaciones';
import { plural } from '../../../lib/format';
import { TablaLista, Vacio, useVistaLista } from '../../../lib/lista';
import { avisar } from '../../../lib/notify';
import { useApiList } from '../../../lib/query';
import { useCambiosSinGuardar } from '../../../lib/useCambiosSinGuardar';
import { useUsuario } from '../../auth';
import { CLAVES_LICENCIAS, llamadas, refrescarLicencias, RUTAS_LICENCIAS, useSaldos, useTiposNovedad } from '../api';
import { CamposNovedad, campoDeNovedad, datosDe, type ValoresNovedad } from '../components/CamposNovedad';
import { useColumnasNovedades } from '../components/TablaNovedades';
import { TablaSaldos } from '../components/TablaSaldos';
import { textoDias } from '../formato';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';
import { EncabezadoFormulario } from '../../../lib/formulario/EncabezadoFormulario';

/** The request: vacations or another leave the employee may ask for themselves; pending until approved. */
function Solicitud({ personaId, saldos }: { personaId: number; saldos: ReturnType<typeof useSaldos>['data'] }) {
  const [form] = Form.useForm<ValoresNovedad>();
  const tipos = useTiposNovedad();
  const [sucio, setSucio] = useState(false);
  const [enviando, setEnviando] = useState(false);
  useCambiosSinGuardar(sucio);
  const solicitables = (tipos.data ?? []).filter((t) => t.solicitable);

  const enviar = async (v: ValoresNovedad) => {
    setEnviando(true);
    try {
      const r = await llamadas.crear({ persona_id: personaId, ...datosDe(v) });
      avisar({ tipo: 'success', texto: r.message || 'Pedido enviado.' });
      form.resetFields();
      setSucio(false);
      await refrescarLicencias();
    } catch (e) {
      // The client already showed the server's message (no days left, overlap, start day…).
      mostrarErroresDeCampo(form, e, campoDeNovedad);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Pedir vacaciones o una licencia</h2>} style={{ marginBottom: 16 }}>
      <Form<ValoresNovedad> form={form} layout="vertical" onValuesChange={() => setSucio(true)} onFinish={(v) => void enviar(v)} style={{ maxWidth: 640 }}>
        <CamposNovedad form={form} tipos={solicitables} periodos={saldos ?? []} />
        <Button type="primary" htmlType="submit" loading={enviando}>
          Enviar pedido
        </Button>
      </Form>
    </Card>
  );
}

/** 'mis_licencias' (from the user menu): the balance per period, a new request and the user's own requests. */
export function MisLicenciasPage() {
  const usuario = useUsuario();
  const personaId = usuario.data?.persona_id ?? null;
  const saldos = useSaldos(personaId);
  const vista = useVistaLista({ ordenables: ORDEN_NOVEDADES, ordenInicial: { campo: 'desde', descendente: true } });
  const lista = useApiList<NovedadFila>(
    CLAVES_LICENCIAS.novedades,
    RUTAS_LICENCIAS.novedades,
    { ...vista.params, ambito: 'propias' },
    { enabled: personaId !== null },
  );
  const columnas = useColumnasNovedades({ conPersona: false });
  const disponibles = diasDisponiblesTotales(saldos.data ?? []);

  if (usuario.data && personaId === null) {
    return (
      <section>
        <EncabezadoFormulario titulo="Mis licencias" />
        <Vacio
          texto="Su usuario no tiene un legajo asociado"
          explicacion="Pídale a RRHH que vincule su usuario con su legajo para ver su saldo y pedir licencias."
        />
      </section>
    );
  }

  return (
    <section>
      <EncabezadoFormulario titulo="Mis licencias" />
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Card>
            <Statistic title="Días de vacaciones disponibles" value={saldos.isPending ? '—' : disponibles} loading={saldos.isPending} />
          </Card>
        </Col>
        <Col xs={24} md={16}>
          <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Saldo por período</h2>} styles={{ body: { padding: 0 } }}>
            <TablaSaldos saldos={saldos.data ?? []} cargando={saldos.isPending} />
          </Card>
        </Col>
      </Row>
      {personaId !== null && <Solicitud personaId={personaId} saldos={saldos.data} />}
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        Mis pedidos
      </Typography.Title>
      <TablaLista<NovedadFila>
        aria-label="Mis pedidos de licencia"
        vista={vista}
        lista={lista}
        columns={columnas}
        vacio={
          <Vacio
            texto="No tiene pedidos de licencia"
            explicacion={`Sus vacaciones y licencias aparecen aquí con su estado. Tiene ${textoDias(disponibles)} de vacaciones disponibles.`}
          />
        }
        textoTotal={(n) => `${n} ${plural(n, 'pedido', 'pedidos')}`}
      />
    </section>
  );
}
