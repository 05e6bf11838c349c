import { useState } from 'react';
import { Button, Checkbox, Flex, Popover, Typography } from 'antd';
import { COLUMNAS_NOMINA, type ColumnaNomina } from '@worknet/domain/rrhh/nomina';
import { TODAS_LAS_COLUMNAS } from '../columnas';

type Props = { columnas: readonly ColumnaNomina[]; onCambiar: (columnas: string[]) => void };

/** "Columnas": which ones the table shows and the export writes (at least one). */
export function SelectorColumnas({ columnas, onCambiar }: Props) {
  const [abierto, setAbierto] = useState(false);
  const contenido = (
    <Flex vertical gap={4} role="group" aria-labelledby="nomina-columnas-titulo" style={{ maxHeight: '60vh', overflowY: 'auto' }}>
      <Typography.Text strong id="nomina-columnas-titulo">
        Columnas visibles
      </Typography.Text>
      {TODAS_LAS_COLUMNAS.map((c) => {
        const marcada = columnas.includes(c);
        return (
          <Checkbox
            key={c}
            checked={marcada}
            disabled={marcada && columnas.length === 1}
            onChange={(e) => onCambiar(e.target.checked ? [...columnas, c] : columnas.filter((x) => x !== c))}
          >
            {COLUMNAS_NOMINA[c]}
          </Checkbox>
        );
      })}
    </Flex>
  );
  return (
    <Popover content={contenido} trigger="click" placement="bottomRight" open={abierto} onOpenChange={setAbierto}>
      <Button aria-expanded={abierto}>Columnas</Button>
    </Popover>
  );
}
