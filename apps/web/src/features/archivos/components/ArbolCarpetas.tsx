import { Select, Tree, type TreeDataNode } from 'antd';
import { FolderOutlined } from '@ant-design/icons';
import type { Carpeta } from '@worknet/domain/archivos/esquemas';

type Nodo = TreeDataNode & { key: number; children: Nodo[] };

/** The folders as a tree (roots: those whose parent the user does not see), sorted as the server sent them. */
export function arbolDe(carpetas: readonly Carpeta[]): Nodo[] {
  const nodos = new Map<number, Nodo>(carpetas.map((c) => [c.id, { key: c.id, title: c.nombre, children: [] }]));
  const raices: Nodo[] = [];
  for (const c of carpetas) {
    const padre = c.padre_id !== null ? nodos.get(c.padre_id) : undefined;
    (padre ? padre.children : raices).push(nodos.get(c.id)!);
  }
  return raices;
}

/** From the root down to `id` (the breadcrumb). */
export function caminoDe(carpetas: readonly Carpeta[], id: number | undefined): Carpeta[] {
  const porId = new Map(carpetas.map((c) => [c.id, c]));
  const camino: Carpeta[] = [];
  for (let c = id !== undefined ? porId.get(id) : undefined; c && camino.length < 100; c = c.padre_id !== null ? porId.get(c.padre_id) : undefined)
    camino.unshift(c);
  return camino;
}

/** Each folder with its path, for the phone's select. */
const opcionesDe = (carpetas: readonly Carpeta[]) =>
  carpetas
    .map((c) => ({
      value: c.id,
      label: caminoDe(carpetas, c.id)
        .map((x) => x.nombre)
        .join(' / '),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'es'));

/**
 * The folder tree at desktop; a select with each folder's path on a phone (a 360 px screen
 * has no room for two panes).
 */
export function ArbolCarpetas({
  carpetas,
  elegida,
  onElegir,
  compacto,
}: {
  carpetas: readonly Carpeta[];
  elegida: number | undefined;
  onElegir: (id: number | undefined) => void;
  compacto: boolean;
}) {
  if (compacto) {
    return (
      <Select
        aria-label="Carpeta"
        placeholder="Elija una carpeta"
        style={{ width: '100%' }}
        value={elegida}
        options={opcionesDe(carpetas)}
        onChange={(v: number) => onElegir(v)}
        showSearch={{ optionFilterProp: 'label' }}
      />
    );
  }
  return (
    <nav aria-label="Carpetas">
      <Tree<Nodo>
        showIcon
        icon={<FolderOutlined aria-hidden />}
        defaultExpandAll
        blockNode
        treeData={arbolDe(carpetas)}
        selectedKeys={elegida !== undefined ? [elegida] : []}
        onSelect={(claves) => onElegir(claves.length ? Number(claves[0]) : elegida)}
      />
    </nav>
  );
}
