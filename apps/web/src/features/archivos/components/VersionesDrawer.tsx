import { useState } from 'react';
import { Button, Drawer, List, Tag, Upload } from 'antd';
import { DownloadOutlined, UndoOutlined, UploadOutlined } from '@ant-design/icons';
import type { Documento } from '@worknet/domain/archivos/esquemas';
import { useQueryClient } from '@tanstack/react-query';
import { formatFechaHora } from '../../../lib/format';
import { avisar } from '../../../lib/notify';
import { CLAVES_ARCHIVOS, descargar, subirVersion, useRestaurarVersion, useTipoDocumento, useVersiones } from '../api';

const tamano = (b: number) => (b < 1024 * 1024 ? `${Math.max(1, Math.round(b / 1024))} kB` : `${(b / 1024 / 1024).toFixed(1).replace('.', ',')} MB`);

/** A document's versions, newest first; each one downloads; an editor uploads the next one here. */
export function VersionesDrawer({ documento, onCerrar }: { documento: Documento | null; onCerrar: () => void }) {
  const versiones = useVersiones(documento?.id ?? null);
  const tipoId = useTipoDocumento();
  const qc = useQueryClient();
  const [subiendo, setSubiendo] = useState(false);
  const restaurar = useRestaurarVersion();
  const editable = !!documento?.editable && !documento.deleted_at;

  const nueva = async (f: File) => {
    if (!documento || !tipoId) return;
    setSubiendo(true);
    try {
      const r = await subirVersion(documento.id, f, tipoId);
      avisar({ tipo: 'success', texto: r.message || 'Versión nueva subida.' });
      await qc.invalidateQueries({ queryKey: CLAVES_ARCHIVOS.todo });
    } catch {
      // The client already showed the server's message.
    } finally {
      setSubiendo(false);
    }
  };

  return (
    <Drawer open={documento !== null} onClose={onCerrar} title={documento ? `Versiones de ${documento.nombre}` : 'Versiones'} size="default" destroyOnHidden>
      {editable && (
        <Upload
          showUploadList={false}
          beforeUpload={(f) => {
            void nueva(f);
            return false;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={subiendo} style={{ marginBottom: 16 }}>
            Subir versión nueva
          </Button>
        </Upload>
      )}
      <List
        loading={versiones.isLoading}
        dataSource={versiones.data ?? []}
        locale={{ emptyText: 'Sin versiones' }}
        renderItem={(v) => (
          <List.Item
            actions={[
              editable && !v.actual && (
                <Button
                  key="restaurar"
                  type="text"
                  icon={<UndoOutlined aria-hidden />}
                  aria-label={`Restaurar la versión ${v.numero}`}
                  title="Restaurar esta versión (pasa a ser la actual)"
                  loading={restaurar.isPending && restaurar.variables?.media_id === v.media_id}
                  onClick={() => restaurar.mutate({ id: documento.id, media_id: v.media_id })}
                />
              ),
              <Button
                key="bajar"
                type="text"
                icon={<DownloadOutlined aria-hidden />}
                aria-label={`Descargar la versión ${v.numero}`}
                title="Descargar"
                onClick={() => void descargar(documento!.id, v.media_id)}
              />,
            ]}
          >
            <List.Item.Meta
              title={
                <span>
                  Versión {v.numero} {v.actual && <Tag>Actual</Tag>}
                </span>
              }
              description={`${v.nombre} · ${tamano(v.tamano)} · ${formatFechaHora(v.created_at)}`}
              style={{ minWidth: 0, overflowWrap: 'anywhere' }}
            />
          </List.Item>
        )}
      />
    </Drawer>
  );
}
