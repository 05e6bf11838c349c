import { AvisoPantalla, BotonSimple } from '../lib/AvisoPantalla';

/** A render error anywhere shows this instead of a blank page. */
export function RouteError() {
  return (
    <main>
      <AvisoPantalla
        titulo="Ocurrió un error inesperado"
        texto="Por favor recargue la página. Si el problema continúa, avise a soporte."
        accion={<BotonSimple onClick={() => window.location.reload()}>Recargar</BotonSimple>}
      />
    </main>
  );
}
