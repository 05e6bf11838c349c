import { useState } from 'react';
import { Button, Card, Flex, Form } from 'antd';
import type { NovedadDetalle } from '@worknet/domain/licencias/esquemas';
import { avisar } from '../../../lib/notify';
import { preguntarSiDescartar, useCambiosSinGuardar } from '../../../lib/useCambiosSinGuardar';
import { useTienePermiso } from '../../auth';
import { llamadas, PERMISOS_LICENCIAS, refrescarLicencias, useTiposNovedad } from '../api';
import { CamposNovedad } from './CamposNovedad';
import { campoDeNovedad, datosDe, valoresDe, type ValoresNovedad } from './valoresNovedad';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';

/** The edit form, in place of the reading: leaving with changes asks first. */
export function EdicionNovedad({ novedad, alTerminar }: { novedad: NovedadDetalle; alTerminar: () => void }) {
  const [form] = Form.useForm<ValoresNovedad>();
  const tipos = useTiposNovedad();
  const [sucio, setSucio] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const esRrhh = useTienePermiso(PERMISOS_LICENCIAS.administrar);
  useCambiosSinGuardar(sucio);

  const guardar = async (v: ValoresNovedad) => {
    setEnviando(true);
    try {
      const r = await llamadas.editar(novedad.id, datosDe(v));
      avisar({ tipo: 'success', texto: r.message || 'Novedad guardada.' });
      setSucio(false);
      await refrescarLicencias();
      alTerminar();
    } catch (e) {
      // The client already showed the server's message (an overlap names the other event).
      mostrarErroresDeCampo(form, e, campoDeNovedad);
    } finally {
      setEnviando(false);
    }
  };
  const cancelar = async () => {
    // Leaving the edit is not a route change: the guard would not ask, so this does.
    if (sucio && !(await preguntarSiDescartar())) return;
    setSucio(false);
    alTerminar();
  };

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Editar la novedad</h2>} style={{ marginBottom: 16, maxWidth: 720 }}>
      <Form<ValoresNovedad>
        form={form}
        layout="vertical"
        initialValues={valoresDe(novedad)}
        onValuesChange={() => setSucio(true)}
        onFinish={(v) => void guardar(v)}
      >
        <CamposNovedad form={form} tipos={tipos.data ?? []} persona={novedad.persona} puedeFueraDeTemporada={esRrhh} />
        <Flex wrap gap={8}>
          <Button type="primary" htmlType="submit" loading={enviando}>
            Guardar cambios
          </Button>
          <Button onClick={() => void cancelar()}>Cancelar</Button>
        </Flex>
      </Form>
    </Card>
  );
}
