import { useNavigate } from 'react-router';
import { Card, Typography } from 'antd';
import { Volver } from '../../../lib/Volver';
import { useCrearPersona } from '../api';
import { FormularioDatosPersonales } from '../components/FormularioDatosPersonales';

/** 'rrhh/new-persona': a new file; once created it opens (replacing this entry: back goes to the list). «Volver» returns to where the person came from. */
export function LegajosPage() {
  const navigate = useNavigate();
  const crear = useCrearPersona();
  return (
    <section>
      <Volver alternativa="/rrhh/legajos" texto="Volver a Legajos" />
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Nuevo legajo
      </Typography.Title>
      <Card>
        <FormularioDatosPersonales
          textoGuardar="Crear legajo"
          guardando={crear.isPending}
          onGuardar={async (datos) => {
            const r = await crear.mutateAsync(datos);
            if (r.data) void navigate(`/rrhh/persona/${r.data.id}`, { replace: true });
          }}
        />
      </Card>
    </section>
  );
}
