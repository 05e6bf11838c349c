import { useEffect, useState } from 'react';
import { Modal, Select, Skeleton, Typography } from 'antd';
import type { Carpeta, NivelCarpeta } from '@worknet/domain/archivos/esquemas';
import { ETIQUETA_NIVEL, NIVELES_CARPETA } from '@worknet/domain/archivos/esquemas';
import { usePermisosCarpeta, useGuardarPermisos } from '../api';

const SIN_ACCESO = 'ninguno';
const OPCIONES = [{ value: SIN_ACCESO, label: 'Sin acceso' }, ...NIVELES_CARPETA.map((n) => ({ value: n, label: ETIQUETA_NIVEL[n] }))];

/** Which roles reach a folder (and its subfolders) and at which level. */
export function PermisosModal({ carpeta, onCerrar }: { carpeta: Carpeta | null; onCerrar: () => void }) {
  const datos = usePermisosCarpeta(carpeta?.id ?? null);
  const guardar = useGuardarPermisos();
  const [niveles, setNiveles] = useState<Record<number, NivelCarpeta | undefined>>({});
  useEffect(() => {
    if (datos.data) setNiveles(Object.fromEntries(datos.data.permisos.map((p) => [p.rol_id, p.nivel])));
  }, [datos.data]);

  const ok = () => {
    if (!carpeta) return;
    const permisos = Object.entries(niveles)
      .filter((e): e is [string, NivelCarpeta] => e[1] !== undefined)
      .map(([rol, nivel]) => ({ rol_id: Number(rol), nivel }));
    guardar.mutate({ id: carpeta.id, permisos }, { onSuccess: onCerrar });
  };

  return (
    <Modal
      open={carpeta !== null}
      title={carpeta ? `Permisos de ${carpeta.nombre}` : 'Permisos'}
      okText="Guardar"
      cancelText="Cancelar"
      confirmLoading={guardar.isPending}
      destroyOnHidden
      onCancel={onCerrar}
      onOk={ok}
    >
      <Typography.Paragraph type="secondary">
        RRHH ve todas las carpetas. Los demás ven esta carpeta y sus subcarpetas sólo si uno de sus roles tiene acceso.
      </Typography.Paragraph>
      {!datos.data ? (
        <Skeleton active />
      ) : (
        <div style={{ display: 'grid', gap: 8 }}>
          {datos.data.roles.map((r) => (
            <div key={r.id} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
              <span id={`rol-${r.id}`}>{r.nombre}</span>
              <Select
                aria-label={`Acceso de ${r.nombre}`}
                style={{ width: 200, maxWidth: '100%' }}
                value={niveles[r.id] ?? SIN_ACCESO}
                options={OPCIONES}
                onChange={(v: string) => setNiveles((n) => ({ ...n, [r.id]: v === SIN_ACCESO ? undefined : (v as NivelCarpeta) }))}
              />
            </div>
          ))}
        </div>
      )}
    </Modal>
  );
}
