import { Link } from 'react-router';
import { Card, Space, Typography } from 'antd';
import { fechaHoraParaMostrar } from '@worknet/domain/tiempo-relativo';
import type { NovedadTarjeta } from '@worknet/domain/novedades/tipos';
import { EtiquetaAudiencia, EtiquetaFijada } from './EtiquetasNovedad';
import { fuentesPortada } from './portada';
import { VideoYoutube } from './VideoYoutube';
import { cuandoFue } from '../../../lib/format';

/** One card of the home: the video (or else the cover), title, summary, date and audience. */
export function TarjetaNovedad({ n }: { n: NovedadTarjeta }) {
  const enlace = `/novedad/${n.id}`;
  const portada = n.video_url ? (
    <VideoYoutube src={n.video_url} titulo={n.titulo} />
  ) : n.portada ? (
    // The title beside it names the card: the cover is decorative. Its box is 16:9 before it loads, so nothing jumps.
    <img
      {...fuentesPortada(n.portada)}
      alt=""
      width={800}
      height={450}
      style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' }}
    />
  ) : undefined;
  return (
    <Card className="novedad-tarjeta" cover={portada} styles={{ body: { padding: 16 } }}>
      <Space size={[8, 4]} wrap style={{ marginBottom: 8 }}>
        {n.fijada && <EtiquetaFijada />}
        <EtiquetaAudiencia audiencia={n.audiencia} />
        <Typography.Text type="secondary">
          <time dateTime={n.fecha_publicacion} title={fechaHoraParaMostrar(n.fecha_publicacion)}>
            {cuandoFue(n.fecha_publicacion)}
          </time>
        </Typography.Text>
      </Space>
      <Typography.Title level={2} style={{ fontSize: 20, margin: '0 0 8px' }}>
        <Link to={enlace}>{n.titulo}</Link>
      </Typography.Title>
      {n.resumen && <Typography.Paragraph style={{ marginBottom: 8 }}>{n.resumen}</Typography.Paragraph>}
      <Link to={enlace} aria-label={`Leer más: ${n.titulo}`}>
        Leer más
      </Link>
    </Card>
  );
}
