import { useState } from 'react';
import { Button, Input, Segmented, Spin, Typography } from 'antd';
import type { Contacto, Participante, ResultadoBusqueda } from '@worknet/domain/chat/esquemas';
import { sinNegativos } from '@worknet/domain/chat/reglas';
import { cuandoFue } from '../../../lib/format';
import { BORRAR } from '../../../lib/iconos';
import { CampoBusqueda, Vacio } from '../../../lib/lista';
import { CLAVES_CHAT, llamadasChat, useBusquedaChat, useContactos, useSalas } from '../api';
import { queryClient } from '../../../lib/query';
import { coincide, ordenarContactos, resumenUltimo } from '../conversacion';
import { Marca, textoPresencia } from './Marca';

type Vista = 'conversaciones' | 'contactos';

type Props = {
  yo: string | null;
  abierta: string | null;
  participantes: Participante[] | undefined;
  cargando: boolean;
  quienEscribe: (participante: string) => string | null;
  alAbrir: (jid: string) => void;
};

const DEMORA_BUSQUEDA_MS = 350;
/** CampoBusqueda's width is capped at 100%: this fills the column. */
const FILA_COMPLETA = 2000;

/** The left column: the search over one's conversations, the conversations with their badges, and the General roster. */
export function ListaLateral({ yo, abierta, participantes, cargando, quienEscribe, alAbrir }: Props) {
  const [vista, setVista] = useState<Vista>('conversaciones');
  const [q, setQ] = useState('');
  const sinLeer = (participantes ?? []).reduce((t, p) => t + sinNegativos(p.cantidad), 0);

  return (
    <section className="chat__columna" aria-label="Conversaciones y contactos">
      <CampoBusqueda
        aria-label="Buscar en mis conversaciones"
        placeholder="Buscar en mis conversaciones"
        valor={q || undefined}
        onBuscar={(t) => setQ(t ?? '')}
        demoraMs={DEMORA_BUSQUEDA_MS}
        ancho={FILA_COMPLETA}
        maxLength={200}
      />
      {q.length >= 2 ? (
        <Resultados q={q} alAbrir={alAbrir} />
      ) : (
        <>
          <Segmented<Vista>
            block
            aria-label="Mostrar"
            value={vista}
            onChange={setVista}
            options={[
              { value: 'conversaciones', label: sinLeer > 0 ? `Conversaciones (${sinLeer})` : 'Conversaciones' },
              { value: 'contactos', label: 'Contactos' },
            ]}
          />
          {vista === 'conversaciones' ? (
            <Conversaciones
              yo={yo}
              abierta={abierta}
              participantes={participantes}
              cargando={cargando}
              quienEscribe={quienEscribe}
              alAbrir={alAbrir}
              alVerContactos={() => setVista('contactos')}
            />
          ) : (
            <>
              <SalasDeSector alAbrir={alAbrir} />
              <Contactos abierta={abierta} alAbrir={alAbrir} />
            </>
          )}
        </>
      )}
    </section>
  );
}

function Conversaciones({
  yo,
  abierta,
  participantes,
  cargando,
  quienEscribe,
  alAbrir,
  alVerContactos,
}: Omit<Props, 'participantes'> & { participantes: Participante[] | undefined; alVerContactos: () => void }) {
  if (cargando && !participantes) return <Spin aria-label="Cargando conversaciones" />;
  if (!participantes?.length) {
    return (
      <Vacio
        texto="Todavía no tiene conversaciones"
        explicacion="Elija a alguien en «Contactos» para escribirle."
        accion={
          <Typography.Link onClick={alVerContactos} role="button">
            Ver contactos
          </Typography.Link>
        }
      />
    );
  }
  return (
    <ul className="chat__lista" aria-label="Conversaciones">
      {participantes.map((p) => {
        const escribe = quienEscribe(p.fromJID);
        const cantidad = sinNegativos(p.cantidad);
        return (
          <li key={p.conversacion_id}>
            <button type="button" className="chat__item" aria-current={p.fromJID === abierta} onClick={() => alAbrir(p.fromJID)} data-testid="conversacion">
              <Marca nombre={p.nombre} sala={p.tipo === 'sala'} enLinea={p.tipo === 'directa' ? p.en_linea : undefined} />
              <span className="chat__texto">
                <span className="chat__nombre">
                  {p.nombre}
                  {p.tipo === 'directa' && <span className="solo-lectores">, {textoPresencia(p.en_linea).toLowerCase()}</span>}
                </span>
                <span className={escribe ? 'chat__resumen chat__escribiendo' : 'chat__resumen'}>
                  {escribe ? (p.tipo === 'sala' ? `${escribe} está escribiendo…` : 'Escribiendo…') : resumenUltimo(p, yo)}
                </span>
              </span>
              <span className="chat__lado">
                {p.ultimo && <span className="chat__hora">{cuandoFue(p.ultimo.sentDate)}</span>}
                {cantidad > 0 && (
                  <span className="chat__contador" data-testid="sin-leer">
                    {cantidad > 99 ? '99+' : cantidad}
                    <span className="solo-lectores"> {cantidad === 1 ? 'mensaje sin leer' : 'mensajes sin leer'}</span>
                  </span>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function Contactos({ abierta, alAbrir }: { abierta: string | null; alAbrir: (jid: string) => void }) {
  const contactos = useContactos();
  const [filtro, setFiltro] = useState('');
  const lista: Contacto[] = ordenarContactos((contactos.data ?? []).filter((c) => !c.propio && (coincide(c.nombre, filtro) || coincide(c.username, filtro))));
  const enLinea = lista.filter((c) => c.en_linea).length;
  return (
    <>
      <Input
        aria-label="Buscar contacto"
        placeholder="Buscar contacto por nombre o usuario"
        allowClear={BORRAR}
        value={filtro}
        maxLength={100}
        onChange={(e) => setFiltro(e.target.value)}
      />
      <Typography.Text>
        Grupo General: {lista.length} {lista.length === 1 ? 'persona' : 'personas'}, {enLinea} en línea
      </Typography.Text>
      {contactos.isPending ? (
        <Spin aria-label="Cargando contactos" />
      ) : lista.length === 0 ? (
        <Vacio texto={filtro ? 'Ningún contacto coincide. Pruebe con otro nombre.' : 'No hay contactos'} />
      ) : (
        <ul className="chat__lista" aria-label="Contactos">
          {lista.map((c) => (
            <li key={c.usuario_id}>
              <button type="button" className="chat__item" aria-current={c.jid === abierta} onClick={() => alAbrir(c.jid)} data-testid="contacto">
                <Marca nombre={c.nombre} enLinea={c.en_linea} />
                <span className="chat__texto">
                  <span className="chat__nombre">{c.nombre}</span>
                  <span className="chat__resumen">
                    {c.username} · {textoPresencia(c.en_linea)}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Resultados({ q, alAbrir }: { q: string; alAbrir: (jid: string) => void }) {
  const busqueda = useBusquedaChat(q);
  const filas: ResultadoBusqueda[] = busqueda.data?.filas ?? [];
  if (busqueda.isPending) return <Spin aria-label="Buscando" />;
  if (filas.length === 0) return <Vacio texto="Ningún mensaje coincide. Pruebe con otras palabras." />;
  return (
    <ul className="chat__lista" aria-label="Mensajes encontrados">
      {filas.map((r) => (
        <li key={r.id}>
          <button type="button" className="chat__item" onClick={() => alAbrir(r.conversacionJID)} data-testid="resultado">
            <span className="chat__texto">
              <span className="chat__nombre">{r.conversacion}</span>
              <span className="chat__resumen">
                {r.nombre}: {r.body}
              </span>
            </span>
            <span className="chat__lado">
              <span className="chat__hora">{cuandoFue(r.sentDate)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The rooms of the sectors the caller heads (all, for an administrator): open the room, or
 * create it. Nothing shows for whoever heads none: their rooms are among the conversations.
 */
function SalasDeSector({ alAbrir }: { alAbrir: (jid: string) => void }) {
  const salas = useSalas();
  const [creando, setCreando] = useState<number | null>(null);
  const filas = salas.data ?? [];
  if (filas.length === 0) return null;
  const crear = async (sectorId: number) => {
    setCreando(sectorId);
    try {
      const r = await llamadasChat.crearSala(sectorId);
      await queryClient.invalidateQueries({ queryKey: CLAVES_CHAT.salas });
      if (r.data) alAbrir(r.data.jid);
    } catch {
      // Toasted by the client.
    } finally {
      setCreando(null);
    }
  };
  return (
    <details>
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>Salas de sus sectores ({filas.length})</summary>
      <ul aria-label="Salas de sus sectores" style={{ listStyle: 'none', margin: '4px 0 0', padding: 0, maxHeight: 160, overflowY: 'auto' }}>
        {filas.map((s) => (
          <li key={s.sector_id} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '2px 0' }}>
            <span style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{s.sector}</span>
            {s.jid ? (
              <Button size="small" onClick={() => alAbrir(s.jid!)} aria-label={`Abrir la sala de ${s.sector}`}>
                Abrir
              </Button>
            ) : (
              <Button size="small" loading={creando === s.sector_id} onClick={() => void crear(s.sector_id)} aria-label={`Crear la sala de ${s.sector}`}>
                Crear sala
              </Button>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
