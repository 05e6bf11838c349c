import { Button, Flex, Typography } from 'antd';
import { BUCKETS_VENCIMIENTO, ETIQUETA_BUCKET, type BucketVencimiento } from '@worknet/domain/inventario/vencimientos';
import type { ResumenBuckets } from '@worknet/domain/inventario/stock';
import { plural } from '../../../lib/format';

/** Choosing the bucket in force again clears it; another one replaces it. */
export const alternarBucket = (actual: BucketVencimiento | undefined, elegido: BucketVencimiento): BucketVencimiento | undefined =>
  actual === elegido ? undefined : elegido;

type Props = {
  resumen: ResumenBuckets | undefined;
  activo: BucketVencimiento | undefined;
  onElegir: (bucket: BucketVencimiento | undefined) => void;
};

/**
 * The expiry buckets as counters (lots in stock in each band) that filter the list below:
 * pressed, the list shows only that band; pressed again, all of it.
 */
export function ContadoresVencimiento({ resumen, activo, onElegir }: Props) {
  return (
    <Flex wrap gap={8} role="group" aria-label="Vencimientos" style={{ marginBottom: 16 }}>
      {BUCKETS_VENCIMIENTO.map((b) => {
        const lotes = resumen?.[b].lotes;
        const texto = lotes === undefined ? '…' : `${lotes} ${plural(lotes, 'lote', 'lotes')}`;
        const elegido = activo === b;
        return (
          <Button
            key={b}
            type={elegido ? 'primary' : 'default'}
            aria-pressed={elegido}
            aria-label={`${ETIQUETA_BUCKET[b]}: ${texto}`}
            onClick={() => onElegir(alternarBucket(activo, b))}
            style={{ height: 'auto', padding: '8px 12px', minWidth: 150, flex: '1 1 150px', maxWidth: 260, whiteSpace: 'normal', textAlign: 'left' }}
          >
            <Flex vertical align="flex-start">
              <Typography.Text strong style={{ fontSize: 20, color: 'inherit' }}>
                {texto}
              </Typography.Text>
              <span>{ETIQUETA_BUCKET[b]}</span>
            </Flex>
          </Button>
        );
      })}
    </Flex>
  );
}
