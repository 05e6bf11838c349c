import { Typography } from 'antd';

/** Empty-table text with full contrast (antd's default grey fails WCAG AA). */
export function Vacio({ texto }: { texto: string }) {
  return <Typography.Text>{texto}</Typography.Text>;
}
