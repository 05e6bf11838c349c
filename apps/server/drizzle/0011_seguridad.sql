-- Before the unique indexes: a persona linked to several live accounts keeps the oldest link, links to
-- personas that do not exist are dropped, and duplicated e-mails stop the migration with the list to fix.
UPDATE "usuario" u SET "persona_id" = NULL WHERE "persona_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "persona" p WHERE p."id" = u."persona_id");--> statement-breakpoint
UPDATE "usuario" u SET "persona_id" = NULL WHERE "persona_id" IS NOT NULL AND "deleted_at" IS NULL
  AND EXISTS (SELECT 1 FROM "usuario" o WHERE o."persona_id" = u."persona_id" AND o."deleted_at" IS NULL AND o."id" < u."id");--> statement-breakpoint
DO $$
DECLARE repetidos text;
BEGIN
  SELECT string_agg(e, ', ') INTO repetidos FROM (
    SELECT lower("email") AS e FROM "usuario" WHERE "deleted_at" IS NULL AND "email" IS NOT NULL GROUP BY 1 HAVING count(*) > 1
  ) d;
  IF repetidos IS NOT NULL THEN
    RAISE EXCEPTION 'Hay usuarios activos que comparten e-mail (%): corríjalos antes de actualizar Worknet.', repetidos;
  END IF;
END $$;--> statement-breakpoint
CREATE TABLE "sso_token_usado" (
	"huella" text PRIMARY KEY NOT NULL,
	"expira_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "intento_login" ADD COLUMN "dispositivo" text;--> statement-breakpoint
ALTER TABLE "intento_login" ADD COLUMN "anulado_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_email_vivo_uq" ON "usuario" USING btree (lower("email")) WHERE "usuario"."deleted_at" is null and "usuario"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_persona_viva_uq" ON "usuario" USING btree ("persona_id") WHERE "usuario"."deleted_at" is null and "usuario"."persona_id" is not null;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE no action ON UPDATE no action;
