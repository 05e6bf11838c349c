import { Select, Tabs, type TabsProps } from 'antd';
import { useTelefono } from './useTelefono';

type Props = Omit<TabsProps, 'activeKey' | 'onChange' | 'items'> & {
  activeKey: string;
  onChange: (clave: string) => void;
  items: NonNullable<TabsProps['items']>;
  /** What the sections are, for the phone's selector («Sección del legajo»). */
  etiqueta: string;
};

/**
 * Tabs at a desk, a section selector on a phone. At 360 px a row of tabs overflows into
 * antd's «…» button, which sits inside the tablist (axe: aria-required-children) and hides
 * the sections a person is looking for; a full-width select shows them all. Controlled:
 * the screen keeps the section (in its URL).
 */
export function Pestanas({ activeKey, onChange, items, etiqueta, ...resto }: Props) {
  // `xs` is antd's max-width query: false where matchMedia matches nothing (tests), so those see the tabs.
  const telefono = useTelefono();
  if (!telefono) return <Tabs activeKey={activeKey} onChange={onChange} items={items} {...resto} />;
  const activa = items.find((i) => i.key === activeKey) ?? items[0];
  return (
    <div>
      <Select
        aria-label={etiqueta}
        value={activa?.key}
        onChange={onChange}
        options={items.map((i) => ({ value: i.key, label: i.label }))}
        style={{ width: '100%', marginBottom: 16 }}
      />
      <div role="region" aria-label={typeof activa?.label === 'string' ? activa.label : etiqueta}>
        {activa?.children}
      </div>
    </div>
  );
}
