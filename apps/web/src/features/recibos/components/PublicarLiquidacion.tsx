import { Alert, Form, Input, Typography } from 'antd';
import { TIPO_MEDIA_SELLO } from '@worknet/domain/media/tipos-referencia';
import { MENSAJES_RECIBOS, MODELO_MEDIA_LIQUIDACION } from '@worknet/domain/recibos/esquemas';
import { avisar } from '../../../lib/notify';
import { ModalFormulario } from '../../../lib/ModalFormulario';
import { useTiposMedia } from '../../media';
import { CampoImagen } from '../../media/componentes';
import { llamadasRecibos, refrescarRecibos } from '../api';
import { useEnvioEnDialogo } from './useEnvioEnDialogo';

// The company's stamp is a media draft of modulo 'rrhh', modelo 'liquidacion', tipo «Sello».
const MODULO_MEDIA = 'rrhh';

type Valores = { sello_media_id?: number | null; password?: string };

type Props = { liquidacionId: number; nombre: string; abierto: boolean; alCerrar: () => void };

/**
 * «Firmar y publicar» (issue 20 item 3): the HR user signs the run as employer with the
 * company's stamp (an image uploaded first as a media draft) and their password; every slip is
 * published and its employee notified. Refusals (wrong password, pages still unassigned) stay in
 * the dialog.
 */
export function PublicarLiquidacion({ liquidacionId, nombre, abierto, alCerrar }: Props) {
  const [form] = Form.useForm<Valores>();
  const tipos = useTiposMedia(MODULO_MEDIA, MODELO_MEDIA_LIQUIDACION);
  const tipoSello = tipos.data?.find((t) => t.label === TIPO_MEDIA_SELLO)?.id;
  const { enviando, error, enviar } = useEnvioEnDialogo(form);

  const publicar = (v: Valores) =>
    enviar(async () => {
      const r = await llamadasRecibos.publicar({ id: liquidacionId, password: v.password!, sello_media_id: v.sello_media_id! });
      avisar({ tipo: 'success', texto: r.message || MENSAJES_RECIBOS.publicada(r.data?.enviados ?? 0) });
      void refrescarRecibos();
      form.resetFields();
      alCerrar();
    });

  return (
    <ModalFormulario<Valores>
      form={form}
      abierto={abierto}
      titulo={`Firmar y publicar ${nombre}`}
      textoOk="Firmar y publicar"
      onCerrar={alCerrar}
      enviando={enviando}
      montadoCerrado
      onFinish={(v) => void publicar(v)}
      requiredMark={false}
      disabled={enviando}
    >
      <Typography.Paragraph>
        Firma la liquidación como empleador con el sello de la empresa: el sello se agrega en cada recibo y cada empleado recibe un aviso para verlo y firmarlo.
      </Typography.Paragraph>
      <Form.Item name="sello_media_id" label="Sello de la empresa" rules={[{ required: true, message: 'Suba la imagen del sello de la empresa.' }]}>
        <CampoImagen modulo={MODULO_MEDIA} modelo={MODELO_MEDIA_LIQUIDACION} tipoId={tipoSello} nombre="imagen del sello" />
      </Form.Item>
      <Form.Item name="password" label="Su contraseña" rules={[{ required: true, message: 'Ingrese su contraseña.' }]}>
        <Input.Password autoComplete="current-password" maxLength={200} />
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} role="alert" />}
    </ModalFormulario>
  );
}
