import { useState } from 'react';
import { Form } from 'antd';
import { ModalFormulario } from '../../../lib/ModalFormulario';
import { avisar } from '../../../lib/notify';
import { llamadas, refrescarLicencias, useTiposNovedad } from '../api';
import { CamposNovedad, campoDeNovedad, datosDe, type ValoresNovedad } from './CamposNovedad';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';

/** RRHH loads a personnel event for anyone (it starts approved: HR loaded it) ; the list shows it. */
export function AltaNovedad({ abierto, alCerrar }: { abierto: boolean; alCerrar: () => void }) {
  const [form] = Form.useForm<ValoresNovedad>();
  const tipos = useTiposNovedad();
  const [enviando, setEnviando] = useState(false);

  const guardar = async (v: ValoresNovedad) => {
    setEnviando(true);
    try {
      const r = await llamadas.crear({ persona_id: v.persona_id!, ...datosDe(v) });
      avisar({ tipo: 'success', texto: r.message || 'Novedad guardada.' });
      await refrescarLicencias();
      alCerrar();
    } catch (e) {
      // The client already showed the server's message (an overlap names the other event).
      mostrarErroresDeCampo(form, e, campoDeNovedad);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <ModalFormulario<ValoresNovedad>
      form={form}
      abierto={abierto}
      titulo="Nueva novedad de personal"
      textoOk="Guardar novedad"
      enviando={enviando}
      onCerrar={alCerrar}
      ancho={600}
      onFinish={(v) => void guardar(v)}
    >
      <CamposNovedad form={form} tipos={tipos.data ?? []} conPersona puedeFueraDeTemporada />
    </ModalFormulario>
  );
}
