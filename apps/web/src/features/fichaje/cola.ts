import type { Pendiente } from './local';

// The offline queue (issue 21 item 4) in IndexedDB with its raw API: one store, one small file,
// no library. `ColaFichajes` is the interface the page uses; tests pass one in memory.

export type ColaFichajes = {
  agregar(p: Pendiente): Promise<void>;
  todos(): Promise<Pendiente[]>;
  quitar(id: number): Promise<void>;
};

const BASE = 'worknet-fichaje';
const ALMACEN = 'pendientes';

function abrir(): Promise<IDBDatabase> {
  return new Promise((resolver, rechazar) => {
    const pedido = indexedDB.open(BASE, 1);
    pedido.onupgradeneeded = () => pedido.result.createObjectStore(ALMACEN, { keyPath: 'id', autoIncrement: true });
    pedido.onsuccess = () => resolver(pedido.result);
    pedido.onerror = () => rechazar(pedido.error ?? new Error('IndexedDB'));
  });
}

async function operar<T>(modo: IDBTransactionMode, hacer: (s: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await abrir();
  try {
    return await new Promise<T>((resolver, rechazar) => {
      const pedido = hacer(db.transaction(ALMACEN, modo).objectStore(ALMACEN));
      pedido.onsuccess = () => resolver(pedido.result as T);
      pedido.onerror = () => rechazar(pedido.error ?? new Error('IndexedDB'));
    });
  } finally {
    db.close();
  }
}

export const colaIndexedDb: ColaFichajes = {
  agregar: async (p) => {
    const { id: _sinId, ...resto } = p;
    await operar('readwrite', (s) => s.add(resto));
  },
  todos: () => operar<Pendiente[]>('readonly', (s) => s.getAll()),
  quitar: async (id) => {
    await operar('readwrite', (s) => s.delete(id));
  },
};

/** A queue in memory (tests, or a browser without IndexedDB). */
export function colaEnMemoria(): ColaFichajes {
  let siguiente = 1;
  const filas = new Map<number, Pendiente>();
  return {
    agregar: async (p) => {
      const id = siguiente++;
      filas.set(id, { ...p, id });
    },
    todos: async () => [...filas.values()],
    quitar: async (id) => {
      filas.delete(id);
    },
  };
}

export const colaPorDefecto = (): ColaFichajes => (typeof indexedDB === 'undefined' ? colaEnMemoria() : colaIndexedDb);
