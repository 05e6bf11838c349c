import { useState } from 'react';
import { Button, Popconfirm, Space, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { aceptar, problemaAntesDeSubir, tamanoLegible } from '@worknet/domain/media/archivos';
import type { ItemMedia } from '@worknet/domain/media/item';
import { actualizarMedia, subirMedia } from '../api';
import { BotonArchivo } from '../../../lib/BotonArchivo';
import * as reloj from '@worknet/domain/reloj';

export type ListaAdjuntosProps = {
  id?: string;
  /** The attached files, in order (the form sends their ids). */
  value?: ItemMedia[];
  onChange?: (items: ItemMedia[]) => void;
  modulo: string;
  modelo: string;
  tipoId: number | undefined;
  modeloId?: number | null;
  disabled?: boolean;
};

/**
 * The attachments of a record: several files uploaded at once (each checked
 * before sending), listed with their download links; removing one deletes it
 * (softly: it can be restored from the media call).
 */
export function ListaAdjuntos({ id, value = [], onChange, modulo, modelo, tipoId, modeloId, disabled }: ListaAdjuntosProps) {
  const [subiendo, setSubiendo] = useState(false);
  const [quitando, setQuitando] = useState<number | null>(null);
  const [problemas, setProblemas] = useState<string[]>([]);
  const idError = `${id ?? `adjuntos-${modelo}`}-error`;

  const subir = async (archivos: File[]) => {
    if (tipoId === undefined) return;
    const errores: string[] = [];
    const aceptados = archivos.filter((a) => {
      const p = problemaAntesDeSubir(a);
      if (p) errores.push(`«${a.name}»: ${p}`);
      return !p;
    });
    setProblemas(errores);
    if (!aceptados.length) return;
    setSubiendo(true);
    let lista = value;
    let orden = value.reduce((m, i) => Math.max(m, i.orden), -1) + 1;
    try {
      // One after another, so the order is the order chosen and each one reaches the list as soon as it is stored.
      for (const archivo of aceptados) {
        const item = await subirMedia(archivo, { modulo, modelo, tipo_id: tipoId, modelo_id: modeloId, orden: orden++ });
        lista = [...lista, item];
        onChange?.(lista);
      }
    } catch {
      // The client already showed the server's message; the ones stored stay listed.
    } finally {
      setSubiendo(false);
    }
  };

  const quitar = async (item: ItemMedia) => {
    setQuitando(item.id);
    try {
      await actualizarMedia(item.id, { deleted_at: reloj.ahora().toISOString() });
      onChange?.(value.filter((i) => i.id !== item.id));
    } catch {
      // Toasted by the client.
    } finally {
      setQuitando(null);
    }
  };

  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      {value.length === 0 ? (
        <Typography.Text type="secondary">Sin adjuntos.</Typography.Text>
      ) : (
        <ul aria-label="Adjuntos" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {value.map((item) => (
            <li key={item.id} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, padding: '4px 0' }}>
              <PaperClipOutlined aria-hidden />
              <a href={item.url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                {item.nombre}
              </a>
              <Typography.Text type="secondary">{tamanoLegible(item.tamano)}</Typography.Text>
              <Popconfirm
                title={`¿Quitar «${item.nombre}»?`}
                okText="Quitar"
                cancelText="Cancelar"
                okButtonProps={{ danger: true }}
                onConfirm={() => quitar(item)}
                disabled={disabled}
              >
                <Button type="link" danger size="small" disabled={disabled} loading={quitando === item.id} aria-label={`Quitar ${item.nombre}`}>
                  Quitar
                </Button>
              </Popconfirm>
            </li>
          ))}
        </ul>
      )}
      <BotonArchivo
        id={id}
        etiquetaInput="Archivos para adjuntar"
        accept={aceptar()}
        multiple
        loading={subiendo}
        disabled={disabled || tipoId === undefined}
        describedBy={problemas.length ? idError : undefined}
        onArchivos={(a) => void subir(a)}
      >
        Adjuntar archivos
      </BotonArchivo>
      {problemas.length > 0 && (
        <div id={idError} role="alert">
          {problemas.map((p) => (
            <Typography.Text key={p} type="danger" style={{ display: 'block' }}>
              {p}
            </Typography.Text>
          ))}
        </div>
      )}
    </Space>
  );
}
