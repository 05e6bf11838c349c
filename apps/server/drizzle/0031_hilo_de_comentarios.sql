ALTER TABLE "pedido_respuesta" ADD COLUMN "interno" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pedido_respuesta" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pedido_respuesta" ADD COLUMN "borrado_por" integer;--> statement-breakpoint
ALTER TABLE "tarea_comentario" ADD COLUMN "interno" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pedido_respuesta" ADD CONSTRAINT "pedido_respuesta_borrado_por_usuario_id_fk" FOREIGN KEY ("borrado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;