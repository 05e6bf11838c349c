import { useNavigate } from 'react-router';
import { SelectorRemoto } from '../../../lib/lista';

/** "Buscar un legajo": server search by name, DNI, CUIL or legajo as the person types; choosing opens the file. */
export function BuscarLegajo() {
  const navigate = useNavigate();
  return (
    <div>
      <label htmlFor="buscar-legajo" style={{ display: 'block', marginBottom: 8, fontWeight: 500 }}>
        Buscar un legajo
      </label>
      <SelectorRemoto
        fuente="personas"
        id="buscar-legajo"
        style={{ width: '100%', maxWidth: 560 }}
        value={null}
        placeholder="Apellido, nombre, DNI, CUIL o legajo"
        sinResultados="No se encontraron legajos"
        onChange={(id) => id !== undefined && void navigate(`/rrhh/persona/${id}`)}
      />
    </div>
  );
}
