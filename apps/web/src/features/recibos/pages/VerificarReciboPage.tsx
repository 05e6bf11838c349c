import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Divider, Form, Input, Typography } from 'antd';
import { ProveedorAntd } from '../../../lib/ProveedorAntd';
import { dayjs } from '../../../lib/fechas';
import { PantallaPublica } from '../../auth';
import { BotonArchivo } from '../../../lib/BotonArchivo';
import type { Verificacion } from '@worknet/domain/recibos/esquemas';
import { llamadasRecibos } from '../api';
import { normalizarHuella, sha256DeArchivo } from '../huella';

type Resultado = Verificacion & { huella: string; archivo?: string };

/** The sentence the page shows for a server answer (exported for its test). */
export function textoResultado(r: Pick<Verificacion, 'valido' | 'copia' | 'conformidad' | 'firmado_at'>): string {
  if (!r.valido || !r.copia) return 'No corresponde a ningún recibo de Worknet.';
  if (r.copia === 'original')
    return 'Es el original del recibo, tal como lo publicó la empresa, sin la firma del empleado: la firma y la conformidad constan sólo en la copia firmada.';
  const conformidad = r.conformidad === 'no_conforme' ? 'no conforme (en disconformidad)' : 'conforme';
  if (!r.firmado_at) return `Copia firmada válida: el empleado firmó ${conformidad}.`;
  const d = dayjs(r.firmado_at);
  return `Copia firmada válida: el empleado firmó ${conformidad} el ${d.format('DD/MM/YYYY')} a las ${d.format('HH:mm')}.`;
}

const SIN_RESULTADO: Verificacion = { valido: false, copia: null, conformidad: null, firmado_at: null };

/**
 * 'verificar-recibo' (public, issue 20 item 4): whoever holds a signed slip checks it against
 * the server by its SHA-256. The hash is computed here with crypto.subtle: the PDF never
 * leaves the computer, only its 64 hexadecimal characters do.
 */
export function VerificarReciboAntd() {
  const [consultando, setConsultando] = useState(false);
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const [problema, setProblema] = useState<string | null>(null);
  const [pegada, setPegada] = useState('');

  const consultar = async (huella: string, archivo?: string) => {
    setConsultando(true);
    setResultado(null);
    try {
      const r = await llamadasRecibos.verificar(huella);
      setResultado({ ...SIN_RESULTADO, ...r.data, huella, archivo });
    } catch {
      // The client already showed the toast.
    } finally {
      setConsultando(false);
    }
  };

  const conArchivo = async (archivo: File) => {
    setProblema(null);
    try {
      await consultar(await sha256DeArchivo(archivo), archivo.name);
    } catch {
      setProblema('No se pudo leer el archivo.');
    }
  };

  const conHuella = () => {
    const h = normalizarHuella(pegada);
    if (!h) return setProblema('La huella debe ser un SHA-256 de 64 caracteres hexadecimales.');
    setProblema(null);
    void consultar(h);
  };

  return (
    <PantallaPublica titulo="Verificar un recibo de sueldo">
      <Typography.Paragraph>
        Elija el PDF de un recibo firmado en Worknet. Su navegador calcula la huella digital (SHA-256) del archivo y sólo envía esa huella: el archivo no sale
        de su computadora.
      </Typography.Paragraph>
      <BotonArchivo etiquetaInput="PDF del recibo firmado" accept="application/pdf,.pdf" loading={consultando} onArchivos={([a]) => void conArchivo(a!)}>
        Elegir el PDF
      </BotonArchivo>
      <Divider plain>o</Divider>
      <Form layout="vertical" onFinish={conHuella} requiredMark={false}>
        <Form.Item label="Huella SHA-256" htmlFor="huella-recibo" validateStatus={problema ? 'error' : undefined} help={problema ?? undefined}>
          <Input
            id="huella-recibo"
            value={pegada}
            onChange={(e) => setPegada(e.target.value)}
            placeholder="64 caracteres hexadecimales"
            spellCheck={false}
            autoComplete="off"
            maxLength={200}
          />
        </Form.Item>
        <Button htmlType="submit" loading={consultando} disabled={!pegada.trim()}>
          Verificar la huella
        </Button>
      </Form>
      <div role="status" aria-live="polite" style={{ marginTop: 16 }}>
        {resultado && (
          <Alert
            type={!resultado.valido ? 'warning' : resultado.copia === 'original' ? 'info' : 'success'}
            showIcon
            title={textoResultado(resultado)}
            description={
              <Typography.Text style={{ wordBreak: 'break-all' }}>
                {resultado.archivo ? `${resultado.archivo}: ` : ''}SHA-256 {resultado.huella}
              </Typography.Text>
            }
          />
        )}
      </div>
      <p style={{ marginTop: 16 }}>
        <Link to="/login">Ir al ingreso</Link>
      </p>
    </PantallaPublica>
  );
}

export function VerificarReciboPage() {
  return (
    <ProveedorAntd>
      <VerificarReciboAntd />
    </ProveedorAntd>
  );
}
