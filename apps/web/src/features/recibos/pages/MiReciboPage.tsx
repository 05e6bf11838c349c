import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Flex, Result, Spin, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { ETIQUETA_ESTADO_RECIBO, MENSAJES_RECIBOS, type MiRecibo } from '@worknet/domain/recibos/esquemas';
import { Volver } from '../../../lib/Volver';
import { RUTAS_RECIBOS, refrescarRecibos, useMiRecibo } from '../api';
import { EstadoRecibo } from '../components/EstadoRecibo';
import { FirmarRecibo } from '../components/FirmarRecibo';
import { VisorPdf } from '../components/VisorPdf';
import { fecha, fechaHora } from '../formato';
import { descripcionRecibo } from './MisRecibosPage';

const firmado = (r: MiRecibo) => r.estado === 'conforme' || r.estado === 'no_conforme' || r.firmado_at !== null;
const nombrePdf = (r: MiRecibo, copia: 'original' | 'firmada') =>
  `Recibo-${r.liquidacion.periodo.replace(/[^0-9A-Za-z]+/g, '-')}-${r.liquidacion.tipo_label.replace(/[^0-9A-Za-z]+/g, '-')}${copia === 'firmada' ? '-firmado' : ''}.pdf`;

/** 'mis_recibos/:id': the slip in the browser, its download and the signature (conforme / no conforme). */
export function MiReciboPage() {
  const id = Number(useParams().id);
  const consulta = useMiRecibo(id);
  const [firmando, setFirmando] = useState(false);
  const r = consulta.data;

  if (consulta.isPending) return <Spin aria-label="Cargando el recibo" />;
  if (!r) return <Result status="warning" title="No se encontró el recibo" extra={<Link to="/mis_recibos">Volver a Mis recibos</Link>} />;

  const desc = descripcionRecibo(r);
  const yaFirmado = firmado(r);
  const puedeFirmar = !yaFirmado && (r.estado === 'pendiente' || r.estado === 'visto');
  const copia = yaFirmado ? 'firmada' : 'original';

  return (
    <section>
      <Flex wrap align="center" gap={8} style={{ marginBottom: 16 }}>
        <Volver alternativa="/mis_recibos" />
        <h1 style={{ margin: 0, fontSize: 22 }}>Recibo {desc}</h1>
        <EstadoRecibo estado={r.estado} />
      </Flex>
      {r.estado === 'reemplazado' && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`${ETIQUETA_ESTADO_RECIBO.reemplazado}: RRHH cargó una corrección de este recibo.`}
          description={r.reemplazado_por_id ? <Link to={`/mis_recibos/${r.reemplazado_por_id}`}>Ver el recibo corregido</Link> : undefined}
        />
      )}
      {r.reemplaza_id && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Este recibo corrige uno anterior."
          description={<Link to={`/mis_recibos/${r.reemplaza_id}`}>Ver el recibo reemplazado</Link>}
        />
      )}
      <Card style={{ marginBottom: 16 }}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'empresa', label: 'Empresa', children: r.liquidacion.empresa ?? '—' },
            { key: 'pago', label: 'Fecha de pago', children: fecha(r.liquidacion.fecha_pago) },
            { key: 'publicado', label: 'Publicado', children: fecha(r.publicado_at) },
            { key: 'firmado', label: 'Firmado', children: fechaHora(r.firmado_at) },
            ...(r.motivo ? [{ key: 'motivo', label: 'Motivo de la disconformidad', children: r.motivo }] : []),
          ]}
        />
        {puedeFirmar && !r.password_propia && (
          // Said before the dialog (issue 37): the server would refuse the signature anyway.
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 12 }}
            title="Todavía no puede firmar este recibo"
            description={MENSAJES_RECIBOS.passwordNoPropia}
          />
        )}
        {puedeFirmar && (
          <Button type="primary" icon={<EditOutlined aria-hidden />} disabled={!r.password_propia} onClick={() => setFirmando(true)} style={{ marginTop: 12 }}>
            Firmar
          </Button>
        )}
        {yaFirmado && r.sha256_firmado && (
          <Alert
            type="success"
            showIcon
            style={{ marginTop: 12 }}
            title="Recibo firmado"
            description={
              <>
                <Typography.Paragraph style={{ marginBottom: 4 }}>
                  Huella SHA-256 de la copia firmada:{' '}
                  <Typography.Text code copyable={{ text: r.sha256_firmado, tooltips: ['Copiar huella', 'Copiada'] }} style={{ wordBreak: 'break-all' }}>
                    {r.sha256_firmado}
                  </Typography.Text>
                </Typography.Paragraph>
                <Link to="/verificar-recibo">Verificar un recibo firmado</Link>
              </>
            }
          />
        )}
      </Card>
      <VisorPdf
        key={copia}
        ruta={RUTAS_RECIBOS.miArchivo(r.id)}
        copia={copia}
        titulo={`Recibo de sueldo ${desc}`}
        nombreArchivo={nombrePdf(r, copia)}
        // Opening it marked it seen on the server: the slip and the list say so without waiting.
        alCargar={r.estado === 'pendiente' ? () => void refrescarRecibos() : undefined}
      />
      <FirmarRecibo recibo={r} descripcion={desc} abierto={firmando} alCerrar={() => setFirmando(false)} alFirmar={() => setFirmando(false)} />
    </section>
  );
}
