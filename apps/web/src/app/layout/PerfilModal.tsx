import { Descriptions, Modal, Tag } from 'antd';
import type { Usuario } from '@worknet/domain/auth';

/** 'Mi perfil' from the user menu: who is logged in, sectors and roles. */
export function PerfilModal({ usuario, abierto, alCerrar }: { usuario: Usuario; abierto: boolean; alCerrar: () => void }) {
  return (
    <Modal open={abierto} onCancel={alCerrar} title="Mi perfil" footer={null}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Nombre">{usuario.nombre_completo}</Descriptions.Item>
        <Descriptions.Item label="Usuario">{usuario.username || usuario.usuario}</Descriptions.Item>
        <Descriptions.Item label="E-mail">{usuario.email ?? 'Sin e-mail'}</Descriptions.Item>
        <Descriptions.Item label="Sectores">
          {usuario.sector.length === 0 ? 'Sin sector' : usuario.sector.map((s) => `${s.nombre} (${s.raiz.nombre})`).join(', ')}
        </Descriptions.Item>
        <Descriptions.Item label="Roles">
          {usuario.asignaciones.length === 0 ? 'Sin roles' : usuario.asignaciones.map((a) => <Tag key={a.item.id}>{a.item.nombre}</Tag>)}
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
