ALTER TABLE "ticket" ADD COLUMN "manthos_tarea_id" integer;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_manthos_tarea_id_tarea_id_fk" FOREIGN KEY ("manthos_tarea_id") REFERENCES "public"."tarea"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_servicio_id_idx" ON "ticket" USING btree ("servicio_id","id");--> statement-breakpoint
CREATE INDEX "ticket_servicio_vence_idx" ON "ticket" USING btree ("servicio_id","vence_resolucion","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_manthos_tarea_uq" ON "ticket" USING btree ("manthos_tarea_id") WHERE "ticket"."manthos_tarea_id" is not null;