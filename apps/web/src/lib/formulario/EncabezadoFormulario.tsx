import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/**
 * A form screen's heading, as `EncabezadoLista` is a list's: the page's one h1 (24 px, long
 * titles wrap) and, beside it (below on a phone), its actions. `antes` goes above it (the
 * «Volver» link).
 */
export function EncabezadoFormulario({ titulo, acciones, antes }: { titulo: ReactNode; acciones?: ReactNode; antes?: ReactNode }) {
  return (
    <>
      {antes}
      <Flex wrap gap={8} justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0, overflowWrap: 'anywhere' }}>
          {titulo}
        </Typography.Title>
        {acciones && (
          <Flex wrap gap={8}>
            {acciones}
          </Flex>
        )}
      </Flex>
    </>
  );
}
