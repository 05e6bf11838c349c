CREATE TABLE "recibo_intento_firma" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"ip" text,
	"exito" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "password_propia" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recibo_intento_firma" ADD CONSTRAINT "recibo_intento_firma_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recibo_intento_firma_usuario_idx" ON "recibo_intento_firma" USING btree ("usuario_id","created_at");--> statement-breakpoint
-- Existing accounts (security issue 37, item 1): the password is the person's own when its last
-- setting was through the mailed link (restablecer_password, no temporary password after it), or
-- when no administrator ever created the account or set its password in Worknet (the first
-- administrator, accounts brought from before). A temporary password, changed at first login or
-- not, is not: that account sets its own through the link before its next signature.
UPDATE "usuario" u SET "password_propia" = true
 WHERE u."password_hash" IS NOT NULL
   AND (
     EXISTS (
       SELECT 1 FROM "auditoria" r
        WHERE r."entidad" = 'usuario' AND r."entidad_id" = u."id"::text AND r."accion" = 'restablecer_password'
          AND NOT EXISTS (
            SELECT 1 FROM "auditoria" t
             WHERE t."entidad" = 'usuario' AND t."entidad_id" = r."entidad_id" AND t."accion" = 'password_temporal' AND t."id" > r."id"))
     OR NOT EXISTS (
       SELECT 1 FROM "auditoria" c
        WHERE c."entidad" = 'usuario' AND c."entidad_id" = u."id"::text AND c."accion" IN ('crear', 'password_temporal') AND c."usuario_id" IS NOT NULL)
   );
