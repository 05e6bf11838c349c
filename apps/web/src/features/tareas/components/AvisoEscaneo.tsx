import { Alert } from 'antd';
import type { TareaDetalle } from '../api';

/** What the pasos of this task need, in words: the type demands the location's QR scan to start and/or to finish. */
export function textoEscaneo(t: Pick<TareaDetalle, 'escanear_al_iniciar' | 'escanear_al_finalizar' | 'ubicacion'>): string | null {
  const cuando =
    t.escanear_al_iniciar && t.escanear_al_finalizar
      ? 'iniciarla y para finalizarla'
      : t.escanear_al_iniciar
        ? 'iniciarla'
        : t.escanear_al_finalizar
          ? 'finalizarla'
          : null;
  if (!cuando) return null;
  const lugar = t.ubicacion ? `el código QR de «${t.ubicacion}»` : 'el código QR del lugar';
  return `Este tipo de tarea exige escanear ${lugar} para ${cuando}.`;
}

/** The proof-of-presence notice of the detail: why «Finalizar» may be refused and how to scan. */
export function AvisoEscaneo({ tarea }: { tarea: TareaDetalle }) {
  const texto = textoEscaneo(tarea);
  if (!texto || tarea.estado === 'hecha' || tarea.estado === 'cancelada') return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={texto}
      description="En el lugar, apunte la cámara del teléfono al código QR pegado allí: se abre Worknet, registra que estuvo en el lugar y muestra sus tareas pendientes. Después inicie o finalice la tarea; sin un escaneo reciente el sistema no lo permite."
    />
  );
}
