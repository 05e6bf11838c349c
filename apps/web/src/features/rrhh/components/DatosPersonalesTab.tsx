import { Descriptions, Typography } from 'antd';
import { lazyScreen } from '../../../lib/lazyScreen';
import { useActualizarPersona } from '../api';
import { CAMPO_PROVINCIA, SECCIONES_PERSONA } from '../datos-personales';
import { textoCelda } from '../filas';
import type { DatosPersonalesFila, FilaRegistro } from '@worknet/domain/rrhh/legajo';

const FormularioDatosPersonales = lazyScreen(() => import('./FormularioDatosPersonales').then((m) => m.FormularioDatosPersonales));

/** Personal data: the edit form for editors, read-only otherwise (an employee's own file). */
export function DatosPersonalesTab({ datos, editable }: { datos: DatosPersonalesFila; editable: boolean }) {
  const actualizar = useActualizarPersona(datos.id);
  return (
    <section aria-labelledby="titulo-datos">
      <Typography.Title id="titulo-datos" level={2} style={{ fontSize: 18, marginTop: 0 }}>
        Datos personales
      </Typography.Title>
      {editable ? (
        <FormularioDatosPersonales
          inicial={datos}
          textoGuardar="Guardar cambios"
          guardando={actualizar.isPending}
          onGuardar={(d) => actualizar.mutateAsync(d)}
        />
      ) : (
        <>
          <Typography.Paragraph>Hijos: {datos.hijos}</Typography.Paragraph>
          {SECCIONES_PERSONA.map((s) => (
            <Descriptions
              key={s.titulo}
              title={
                <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
                  {s.titulo}
                </Typography.Title>
              }
              size="small"
              column={{ xs: 1, sm: 2, lg: 3 }}
              style={{ marginBottom: 16 }}
              items={s.campos
                .filter((c) => c !== CAMPO_PROVINCIA)
                .map((c) => ({ key: c.nombre, label: c.campo.etiqueta, children: textoCelda(c, datos as unknown as FilaRegistro) || '—' }))}
            />
          ))}
        </>
      )}
    </section>
  );
}
