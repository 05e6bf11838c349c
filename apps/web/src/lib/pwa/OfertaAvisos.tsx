import { useState } from 'react';
import { BotonSimple } from '../AvisoPantalla';
import { activarAvisos, recordarRechazo } from './push';
import { oferta } from './oferta';

/** The one-time offer of push on this device (issue 40 item 2). «No, gracias» is final. */
export function OfertaAvisos() {
  const [pidiendo, setPidiendo] = useState(false);
  return (
    <section aria-label="Avisos en este dispositivo" className="worknet-barra">
      <p className="worknet-barra__texto">
        ¿Quiere recibir en este dispositivo las notificaciones, las novedades importantes y los mensajes, aunque Worknet esté cerrado?
      </p>
      <div className="worknet-barra__acciones">
        <BotonSimple
          cargando={pidiendo}
          onClick={() => {
            setPidiendo(true);
            void activarAvisos().finally(() => oferta.cerrar());
          }}
        >
          Activar
        </BotonSimple>
        <BotonSimple
          secundario
          onClick={() => {
            recordarRechazo();
            oferta.cerrar();
          }}
        >
          No, gracias
        </BotonSimple>
      </div>
    </section>
  );
}
