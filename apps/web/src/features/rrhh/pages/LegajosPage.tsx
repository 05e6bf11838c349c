import { useNavigate } from 'react-router';
import { Card, Typography } from 'antd';
import { useTienePermiso } from '../../auth';
import { PERMISOS_RRHH, useCrearPersona } from '../api';
import { BuscarLegajo } from '../components/BuscarLegajo';
import { FormularioDatosPersonales } from '../components/FormularioDatosPersonales';

/** 'rrhh/new-persona': find a file, or (editors) open a new one. */
export function LegajosPage() {
  const navigate = useNavigate();
  const puedeEditar = useTienePermiso(PERMISOS_RRHH.editar);
  const crear = useCrearPersona();

  return (
    <section>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Legajos
      </Typography.Title>
      <Card style={{ marginBottom: 24 }}>
        <BuscarLegajo />
      </Card>
      {puedeEditar && (
        <Card>
          <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
            Nuevo legajo
          </Typography.Title>
          <FormularioDatosPersonales
            textoGuardar="Crear legajo"
            guardando={crear.isPending}
            onGuardar={async (datos) => {
              const r = await crear.mutateAsync(datos);
              if (r.data) void navigate(`/rrhh/persona/${r.data.id}`);
            }}
          />
        </Card>
      )}
    </section>
  );
}
