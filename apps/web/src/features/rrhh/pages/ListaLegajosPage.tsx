import { Link, useNavigate } from 'react-router';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { plural } from '../../../lib/format';
import { CampoBusqueda, EncabezadoLista, TablaLista, Vacio, filtroTexto, useVistaLista } from '../../../lib/lista';
import { useTienePermiso } from '../../auth';
import { usePaginaNomina, type FilaNomina } from '../../nomina';
import { PERMISOS_RRHH } from '../api';

const FILTROS = { filter: filtroTexto };
// Columns of the roster's read table (persona_nomina): it holds one row per live persona, so it is this list's source too.
const ORDENABLES = ['apellido_nombre', 'dni', 'legajo', 'sector'];
const SIN_CHIPS = [] as const;

/**
 * 'rrhh/legajos': the files, searchable and server-paged; each name opens its
 * file. Lean on purpose: filters, columns and export are Nómina's.
 */
export function ListaLegajosPage() {
  const navigate = useNavigate();
  const puedeCrear = useTienePermiso(PERMISOS_RRHH.editar);
  const vista = useVistaLista({ filtros: FILTROS, ordenables: ORDENABLES, ordenInicial: { campo: 'apellido_nombre', descendente: false } });
  const lista = usePaginaNomina(
    { filter: vista.filtros.filter, sortBy: vista.orden.campo, descending: vista.orden.descendente },
    SIN_CHIPS,
    vista.pagina,
    vista.tamano,
  );
  const nuevo = () => void navigate('/rrhh/new-persona');

  return (
    <section>
      <EncabezadoLista
        titulo="Legajos"
        acciones={
          puedeCrear && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={nuevo}>
              Nuevo legajo
            </Button>
          )
        }
      />
      <div style={{ marginBottom: 16 }}>
        <CampoBusqueda
          aria-label="Buscar legajos"
          placeholder="Apellido, nombre, DNI, CUIL o legajo"
          valor={vista.filtros.filter}
          onBuscar={(filter) => vista.filtrar({ filter })}
        />
      </div>
      <TablaLista<FilaNomina>
        aria-label="Legajos"
        vista={vista}
        lista={lista}
        vacio={
          vista.filtros.filter ? (
            <Vacio texto="Ningún legajo coincide" explicacion="Pruebe con el apellido, el DNI o el número de legajo." />
          ) : (
            <Vacio
              texto="No hay legajos"
              explicacion="Cada persona del personal tiene su legajo: datos personales, familia, formación, matrículas y empleo."
              accion={puedeCrear && <Button onClick={nuevo}>Crear el primer legajo</Button>}
            />
          )
        }
        textoTotal={(t) => `${t} ${plural(t, 'legajo', 'legajos')}`}
        columns={[
          {
            title: 'Apellido y nombre',
            dataIndex: 'apellido_nombre',
            sorter: true,
            render: (nombre: string, f: FilaNomina) => <Link to={`/rrhh/persona/${f.id}`}>{nombre}</Link>,
          },
          { title: 'DNI', dataIndex: 'dni', sorter: true },
          { title: 'Legajo', dataIndex: 'legajo', sorter: true, render: (v: string | null) => v ?? '—' },
          { title: 'Sector', dataIndex: 'sector', sorter: true, render: (v: string | null) => v ?? '—' },
        ]}
      />
    </section>
  );
}
