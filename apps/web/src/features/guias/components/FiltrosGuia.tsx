import { Select } from 'antd';
import { BORRAR } from '../../../lib/iconos';
import { CampoBusqueda } from '../../../lib/lista';

type Filtros = { filter?: string; tipo_id?: number };

/** The search and the type filter that the readers' list and the admin list of guides share. */
export function FiltrosGuia({ filtros, filtrar, tipos }: { filtros: Filtros; filtrar: (cambio: Filtros) => void; tipos: { value: number; label: string }[] }) {
  return (
    <>
      <CampoBusqueda
        aria-label="Buscar guías"
        placeholder="Buscar por título o tipo"
        ancho={280}
        valor={filtros.filter}
        onBuscar={(filter) => filtrar({ filter })}
      />
      <Select<number>
        aria-label="Tipo de guía"
        placeholder="Todos los tipos"
        allowClear={BORRAR}
        style={{ width: 220, maxWidth: '100%' }}
        value={filtros.tipo_id}
        options={tipos}
        onChange={(tipo_id) => filtrar({ tipo_id })}
      />
    </>
  );
}
