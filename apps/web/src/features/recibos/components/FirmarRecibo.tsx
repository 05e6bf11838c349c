import { Alert, Form, Input, Radio, Typography } from 'antd';
import { MENSAJES_RECIBOS, type Conformidad, type MiRecibo } from '@worknet/domain/recibos/esquemas';
import { avisar } from '../../../lib/notify';
import { ModalFormulario } from '../../../lib/ModalFormulario';
import { llamadasRecibos, refrescarRecibos } from '../api';
import { useEnvioEnDialogo } from './useEnvioEnDialogo';

type Valores = { conformidad?: Conformidad; motivo?: string; password?: string };

type Props = {
  recibo: MiRecibo;
  /** «03/2026 — Mensual», for the title. */
  descripcion: string;
  abierto: boolean;
  alCerrar: () => void;
  alFirmar: (r: MiRecibo) => void;
};

/**
 * The employee signs a slip (issue 20 item 4): conforme, or no conforme with a required reason,
 * with their password again. The server records date, IP, browser and the SHA-256 of the exact
 * PDF; a wrong password or any refusal is shown inside the dialog, which stays open.
 */
export function FirmarRecibo({ recibo, descripcion, abierto, alCerrar, alFirmar }: Props) {
  const [form] = Form.useForm<Valores>();
  const conformidad = Form.useWatch('conformidad', form);
  const { enviando, error, enviar } = useEnvioEnDialogo(form);

  const firmar = (v: Valores) =>
    enviar(async () => {
      const r = await llamadasRecibos.firmar({ id: recibo.id, conformidad: v.conformidad!, motivo: v.motivo?.trim() || null, password: v.password! });
      avisar({ tipo: 'success', texto: r.message || MENSAJES_RECIBOS.firmado(v.conformidad!) });
      void refrescarRecibos();
      form.resetFields();
      alFirmar(r.data ?? recibo);
    });

  return (
    <ModalFormulario<Valores>
      form={form}
      abierto={abierto}
      titulo={`Firmar el recibo ${descripcion}`}
      textoOk="Firmar"
      onCerrar={alCerrar}
      enviando={enviando}
      montadoCerrado
      onFinish={(v) => void firmar(v)}
      disabled={enviando}
      requiredMark={false}
    >
      <Typography.Paragraph>
        Su firma registra la fecha y la hora, la dirección IP, el navegador y la huella digital (SHA-256) del PDF exacto que recibió, y se agrega en una copia
        firmada del recibo. Firmar en disconformidad también es firmar: la ley le permite dejar constancia de su motivo.
      </Typography.Paragraph>
      <Form.Item name="conformidad" label="Su conformidad" rules={[{ required: true, message: 'Elija «Conforme» o «No conforme».' }]}>
        <Radio.Group
          options={[
            { value: 'conforme', label: 'Conforme' },
            { value: 'no_conforme', label: 'No conforme' },
          ]}
        />
      </Form.Item>
      {conformidad === 'no_conforme' && (
        <Form.Item
          name="motivo"
          label="Motivo de la disconformidad"
          rules={[
            { required: true, whitespace: true, message: 'Indique el motivo de su disconformidad.' },
            { max: 2000, message: 'El motivo admite hasta 2000 caracteres.' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
      )}
      <Form.Item name="password" label="Su contraseña" rules={[{ required: true, message: 'Ingrese su contraseña.' }]}>
        <Input.Password autoComplete="current-password" maxLength={200} />
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} role="alert" />}
    </ModalFormulario>
  );
}
