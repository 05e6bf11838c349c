// What /informacion shows on any installation until an editor (permission
// novedades.informacion.editar) writes the organisation's own page. True for
// every installation: it describes the intranet itself.
export const INFORMACION_INICIAL = `<h2>Bienvenida a Worknet</h2>
<p>Worknet es la intranet de la organización: el lugar donde encontrar las novedades, los avisos que le envían y las herramientas de trabajo de cada área.</p>
<h2>Cómo está organizada</h2>
<ul>
<li><strong>Novedades</strong>: la página de inicio reúne las noticias publicadas para toda la organización, para su sector o para los grupos de los que forma parte. Las fijadas aparecen primero.</li>
<li><strong>Notificaciones</strong>: la campana de la cabecera cuenta los avisos sin leer y los muestra al instante.</li>
<li><strong>Sector</strong>: si trabaja en más de un sector, elige uno al ingresar y puede cambiarlo desde la cabecera; lo que ve se ajusta al sector elegido.</li>
<li><strong>Menú</strong>: muestra sólo las pantallas que su rol permite usar.</li>
</ul>
<h2>¿Olvidó su contraseña?</h2>
<p>Use «¿Olvidó su contraseña?» en la pantalla de ingreso: recibirá un enlace por e-mail que vale una hora.</p>
<h2>Esta página</h2>
<p>La mantiene el equipo de Comunicación, que puede editarla con el botón «Editar» para sumar la historia de la organización, sus direcciones y los contactos internos.</p>`;
