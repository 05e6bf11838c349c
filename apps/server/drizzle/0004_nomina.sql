CREATE TABLE "filtro_avanzado" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"nombre_filtro" text NOT NULL,
	"filtros" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "filtro_avanzado" ADD CONSTRAINT "filtro_avanzado_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "filtro_avanzado_nombre_uq" ON "filtro_avanzado" USING btree ("usuario_id",translate(lower("nombre_filtro"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'));--> statement-breakpoint
CREATE INDEX "filtro_avanzado_usuario_idx" ON "filtro_avanzado" USING btree ("usuario_id");