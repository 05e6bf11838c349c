import { Link } from 'react-router';
import { fechaHoraParaMostrar } from '@worknet/domain/tiempo-relativo';
import type { NovedadTarjeta } from '@worknet/domain/novedades/tipos';
import { EtiquetaAudiencia, EtiquetaFijada } from './EtiquetasNovedad';
import { fuentesPortada } from './portada';
import { VideoYoutube } from './VideoYoutube';
import { cuandoFue } from '../../../lib/format';

/**
 * One card of the home: the video (or else the cover), title, summary, date and audience.
 * Plain elements styled in novedades.css, like antd's Card: the home paints without antd.
 */
export function TarjetaNovedad({ n }: { n: NovedadTarjeta }) {
  const enlace = `/novedad/${n.id}`;
  const portada = n.video_url ? (
    <VideoYoutube src={n.video_url} titulo={n.titulo} />
  ) : n.portada ? (
    // The title beside it names the card: the cover is decorative. Its box is 16:9 before it loads, so nothing jumps.
    <img {...fuentesPortada(n.portada)} alt="" width={800} height={450} className="novedad-tarjeta__portada" />
  ) : null;
  return (
    <article className="novedad-tarjeta">
      {portada}
      <div className="novedad-tarjeta__cuerpo">
        <div className="novedad-tarjeta__datos">
          {n.fijada && <EtiquetaFijada />}
          <EtiquetaAudiencia audiencia={n.audiencia} />
          <time className="worknet-texto-secundario" dateTime={n.fecha_publicacion} title={fechaHoraParaMostrar(n.fecha_publicacion)}>
            {cuandoFue(n.fecha_publicacion)}
          </time>
        </div>
        <h2 className="novedad-tarjeta__titulo">
          <Link to={enlace}>{n.titulo}</Link>
        </h2>
        {n.resumen && <p className="novedad-tarjeta__resumen">{n.resumen}</p>}
        <Link to={enlace} aria-label={`Leer más: ${n.titulo}`}>
          Leer más
        </Link>
      </div>
    </article>
  );
}
