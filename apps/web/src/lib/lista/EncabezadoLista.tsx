import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

export type PropsEncabezado = { titulo: ReactNode; acciones?: ReactNode; antes?: ReactNode };

/**
 * A screen's heading (a list's; a form's is this one with more room below, EncabezadoFormulario):
 * the page's one h1 (24 px, long titles wrap) and, beside it (below on a phone), its actions.
 * `antes` goes above it (the «Volver» link).
 */
export function EncabezadoLista({ titulo, acciones, antes, separacion = 8 }: PropsEncabezado & { separacion?: number }) {
  return (
    <>
      {antes}
      <Flex wrap gap={8} justify="space-between" align="center" style={{ marginBottom: separacion }}>
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
