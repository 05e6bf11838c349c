CREATE TABLE "pedido_interno_evento" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"estado" text NOT NULL,
	"autor_id" integer NOT NULL,
	"detalle" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pedido_interno_evento" ADD CONSTRAINT "pedido_interno_evento_pedido_id_pedido_interno_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido_interno"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_interno_evento" ADD CONSTRAINT "pedido_interno_evento_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pedido_interno_evento_pedido_idx" ON "pedido_interno_evento" USING btree ("pedido_id","id");--> statement-breakpoint
-- The orders that exist keep their past: one step per date the order already records.
INSERT INTO "pedido_interno_evento" ("pedido_id", "estado", "autor_id", "detalle", "created_at")
SELECT "id", 'borrador', "creado_por", NULL, "created_at" FROM "pedido_interno" WHERE "enviado_en" IS NULL OR "enviado_en" > "created_at" + interval '1 second'
UNION ALL SELECT "id", 'enviado', "creado_por", NULL, "enviado_en" FROM "pedido_interno" WHERE "enviado_en" IS NOT NULL
UNION ALL SELECT "id", 'preparado', "preparado_por", NULL, "preparado_en" FROM "pedido_interno" WHERE "preparado_en" IS NOT NULL AND "preparado_por" IS NOT NULL
UNION ALL SELECT "id", 'recibido', "recibido_por", NULL, "recibido_en" FROM "pedido_interno" WHERE "recibido_en" IS NOT NULL AND "recibido_por" IS NOT NULL
UNION ALL SELECT "id", 'rechazado', "rechazado_por", "motivo_rechazo", "rechazado_en" FROM "pedido_interno" WHERE "rechazado_en" IS NOT NULL AND "rechazado_por" IS NOT NULL
ORDER BY 5, 1;
