ALTER TABLE "rrhh_tipo_novedad" ADD COLUMN "clave_sistema" text;--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_tipo_novedad_clave_sistema_uq" ON "rrhh_tipo_novedad" USING btree ("clave_sistema") WHERE clave_sistema is not null;--> statement-breakpoint
-- Existing installations (issue 37): the vacation type is the one the seed loaded with code VAC;
-- from here on the rules find it by this key, whatever HR renames its code to.
UPDATE "rrhh_tipo_novedad" SET "clave_sistema" = 'vacaciones'
 WHERE "id" = (SELECT "id" FROM "rrhh_tipo_novedad" WHERE upper("codigo") = 'VAC' ORDER BY "deleted_at" IS NOT NULL, "id" LIMIT 1);
