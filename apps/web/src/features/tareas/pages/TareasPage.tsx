import { ListaTareas } from '../components/ListaTareas';

/** tareas: the tasks assigned to me or my sectors. */
export const TareasPage = () => <ListaTareas ambito="mias" />;

/** admin/tareas (and admin, the task administration's home): every task. */
export const AdminTareasPage = () => <ListaTareas ambito="todas" />;
