import { Modal } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { ProveedorAntd } from './ProveedorAntd';
import { TEXTOS_SIN_GUARDAR } from './useCambiosSinGuardar';

/** The unsaved-changes question (GuardiaCambios), loaded when it is first asked. */
export function DialogoSinGuardar({ alResponder }: { alResponder: (salir: boolean) => void }) {
  return (
    <ProveedorAntd>
      <Modal
        open
        title={
          <span style={{ display: 'inline-flex', gap: 12, alignItems: 'center' }}>
            <ExclamationCircleFilled style={{ color: '#d48806', fontSize: 22 }} aria-hidden />
            {TEXTOS_SIN_GUARDAR.titulo}
          </span>
        }
        okText={TEXTOS_SIN_GUARDAR.salir}
        cancelText={TEXTOS_SIN_GUARDAR.seguir}
        okButtonProps={{ danger: true }}
        closable={false}
        maskClosable={false}
        onOk={() => alResponder(true)}
        onCancel={() => alResponder(false)}
        width={416}
      >
        {TEXTOS_SIN_GUARDAR.pregunta}
      </Modal>
    </ProveedorAntd>
  );
}
