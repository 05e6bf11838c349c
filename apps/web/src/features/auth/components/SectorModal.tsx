import { useState } from 'react';
import { Modal, Typography, theme } from 'antd';
import { BankOutlined } from '@ant-design/icons';
import type { SectorDeUsuario } from '@worknet/domain/auth';

/** Public building image by the sector's root id (spec §2). */
export const imagenEdificio = (raizId: number) => `/api/v1/edificio/imagen/${raizId}`;

type Props = {
  abierto: boolean;
  sectores: SectorDeUsuario[];
  sectorActual: number | null;
  alElegir: (sector: SectorDeUsuario) => void;
  /** Without it the modal cannot be dismissed (first choice after login). */
  alCancelar?: () => void;
};

function Imagen({ sector }: { sector: SectorDeUsuario }) {
  const [fallo, setFallo] = useState(false);
  const { token } = theme.useToken();
  if (fallo) {
    return (
      <div style={{ height: 110, display: 'flex', alignItems: 'center', justifyContent: 'center', background: token.colorFillSecondary }}>
        <BankOutlined style={{ fontSize: 40 }} aria-hidden />
      </div>
    );
  }
  return (
    <img
      src={imagenEdificio(sector.raiz.id)}
      alt={sector.nombre}
      onError={() => setFallo(true)}
      style={{ width: '100%', height: 110, objectFit: 'contain', display: 'block' }}
    />
  );
}

/** 'Seleccione Sector': one clickable image per sector. */
export function SectorModal({ abierto, sectores, sectorActual, alElegir, alCancelar }: Props) {
  const { token } = theme.useToken();
  const cerrable = alCancelar !== undefined;
  return (
    <Modal
      open={abierto}
      title="Seleccione Sector"
      footer={null}
      closable={cerrable}
      mask={{ closable: cerrable }}
      keyboard={cerrable}
      onCancel={alCancelar}
      destroyOnHidden
      width={560}
    >
      <ul
        aria-label="Sectores"
        style={{
          listStyle: 'none',
          padding: 0,
          margin: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          gap: 12,
        }}
      >
        {sectores.map((sector) => {
          const actual = sector.id === sectorActual;
          return (
            <li key={sector.id}>
              <button
                type="button"
                onClick={() => alElegir(sector)}
                aria-pressed={actual}
                data-sector-id={sector.id}
                style={{
                  width: '100%',
                  padding: 0,
                  cursor: 'pointer',
                  overflow: 'hidden',
                  textAlign: 'left',
                  borderRadius: token.borderRadiusLG,
                  border: `2px solid ${actual ? token.colorPrimary : token.colorBorder}`,
                  background: token.colorBgContainer,
                  color: token.colorText,
                  font: 'inherit',
                }}
              >
                <Imagen sector={sector} />
                <span style={{ display: 'block', padding: '8px 10px' }}>
                  <Typography.Text strong style={{ display: 'block' }}>
                    {sector.nombre}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {sector.raiz.nombre}
                  </Typography.Text>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
