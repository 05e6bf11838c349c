// Only for drizzle-kit, which loads schema files as CommonJS and collects their
// exported tables: catalog tables are built from declarations, so they are
// exported here by name at load time. The server never imports this file.
import { TABLAS_GENERADAS } from './catalogos.tablas';

Object.assign(module.exports, TABLAS_GENERADAS);
