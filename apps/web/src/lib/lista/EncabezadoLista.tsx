import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** A list screen's heading: the page's one h1 and, beside it (below on a phone), its actions. */
export function EncabezadoLista({ titulo, acciones, antes }: { titulo: ReactNode; acciones?: ReactNode; antes?: ReactNode }) {
  return (
    <>
      {antes}
      <Flex wrap gap={8} justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
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
