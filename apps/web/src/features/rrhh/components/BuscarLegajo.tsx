import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Select } from 'antd';
import { MINIMO_BUSQUEDA, useBuscarPersonas } from '../api';

/** "Buscar un legajo": server search by name, DNI, CUIL or legajo as the person types; choosing opens the file. */
export function BuscarLegajo() {
  const navigate = useNavigate();
  const [escrito, setEscrito] = useState('');
  const [buscado, setBuscado] = useState('');
  useEffect(() => {
    const reloj = setTimeout(() => setBuscado(escrito.trim()), 300);
    return () => clearTimeout(reloj);
  }, [escrito]);
  const consulta = useBuscarPersonas(buscado);
  const faltan = buscado.length < MINIMO_BUSQUEDA;

  return (
    <div>
      <label htmlFor="buscar-legajo" style={{ display: 'block', marginBottom: 8, fontWeight: 500 }}>
        Buscar un legajo
      </label>
      <Select<number>
        id="buscar-legajo"
        style={{ width: '100%', maxWidth: 560 }}
        showSearch={{ filterOption: false, onSearch: setEscrito, searchValue: escrito }}
        value={null}
        options={faltan ? [] : (consulta.data ?? [])}
        loading={consulta.isFetching}
        placeholder="Apellido, nombre, DNI, CUIL o legajo"
        notFoundContent={faltan ? `Escriba al menos ${MINIMO_BUSQUEDA} letras para buscar` : consulta.isFetching ? 'Buscando…' : 'No se encontraron legajos'}
        onChange={(id) => void navigate(`/rrhh/persona/${id}`)}
      />
    </div>
  );
}
