import { useState } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_ITEMS_CHECKLIST } from '@worknet/domain/tareas/esquemas';

const MAX_TEXTO = 300;

/** Moves item `i` one place up (-1) or down (+1); outside the list it changes nothing. */
export function mover<T>(lista: readonly T[], i: number, paso: -1 | 1): T[] {
  const j = i + paso;
  if (i < 0 || i >= lista.length || j < 0 || j >= lista.length) return [...lista];
  const nueva = [...lista];
  [nueva[i], nueva[j]] = [nueva[j]!, nueva[i]!];
  return nueva;
}

type Props = { id?: string; value?: string[]; onChange?: (v: string[]) => void };

/** The checklist's lines in a form (an antd Form.Item control): edit, add, remove and reorder them. */
export function EditorChecklist({ id, value = [], onChange }: Props) {
  const [nuevo, setNuevo] = useState('');
  const lleno = value.length >= MAX_ITEMS_CHECKLIST;
  const agregar = () => {
    const t = nuevo.trim();
    if (!t || lleno) return;
    onChange?.([...value, t]);
    setNuevo('');
  };
  return (
    <div>
      {value.length > 0 && (
        <ol aria-label="Ítems de la lista de control" style={{ listStyle: 'none', padding: 0, margin: '0 0 8px' }}>
          {value.map((texto, i) => (
            <li key={i} style={{ marginBottom: 6 }}>
              <Flex gap={4} align="center">
                <Typography.Text type="secondary" style={{ minWidth: 20 }}>{`${i + 1}.`}</Typography.Text>
                <Input
                  aria-label={`Ítem ${i + 1}`}
                  value={texto}
                  maxLength={MAX_TEXTO}
                  onChange={(e) => onChange?.(value.map((v, k) => (k === i ? e.target.value : v)))}
                  style={{ flex: 1, minWidth: 0 }}
                />
                <Button
                  aria-label={`Subir el ítem ${i + 1}`}
                  icon={<ArrowUpOutlined aria-hidden />}
                  disabled={i === 0}
                  onClick={() => onChange?.(mover(value, i, -1))}
                />
                <Button
                  aria-label={`Bajar el ítem ${i + 1}`}
                  icon={<ArrowDownOutlined aria-hidden />}
                  disabled={i === value.length - 1}
                  onClick={() => onChange?.(mover(value, i, 1))}
                />
                <Button
                  aria-label={`Quitar el ítem ${i + 1}`}
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={() => onChange?.(value.filter((_, k) => k !== i))}
                />
              </Flex>
            </li>
          ))}
        </ol>
      )}
      <Flex gap={4} align="center">
        <Input
          id={id}
          aria-label="Nuevo ítem de la lista"
          placeholder={lleno ? `Hasta ${MAX_ITEMS_CHECKLIST} ítems` : 'Escriba un ítem y presione Enter'}
          value={nuevo}
          maxLength={MAX_TEXTO}
          disabled={lleno}
          onChange={(e) => setNuevo(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            agregar();
          }}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button icon={<PlusOutlined aria-hidden />} onClick={agregar} disabled={!nuevo.trim() || lleno}>
          Agregar
        </Button>
      </Flex>
    </div>
  );
}
