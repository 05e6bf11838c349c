CREATE TABLE "guia" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"tipo_id" integer NOT NULL,
	"sector_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version_actual_id" integer,
	"creado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "guia_lectura" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"leida_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guia_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"guia_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"formato" text NOT NULL,
	"contenido" text,
	"archivo_id" integer,
	"cambios" text,
	"creado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guia_version_formato_ck" CHECK ("guia_version"."formato" in ('texto', 'pdf')),
	CONSTRAINT "guia_version_contenido_ck" CHECK (("guia_version"."formato" = 'texto' and "guia_version"."contenido" is not null) or ("guia_version"."formato" = 'pdf' and "guia_version"."archivo_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "tarea_tipo" ADD COLUMN "pedido_manthos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tarea" ADD COLUMN "solicitante_id" integer;--> statement-breakpoint
ALTER TABLE "guia" ADD CONSTRAINT "guia_tipo_id_guia_tipo_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."guia_tipo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guia" ADD CONSTRAINT "guia_creado_por_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guia_lectura" ADD CONSTRAINT "guia_lectura_version_id_guia_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."guia_version"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guia_lectura" ADD CONSTRAINT "guia_lectura_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guia_version" ADD CONSTRAINT "guia_version_guia_id_guia_id_fk" FOREIGN KEY ("guia_id") REFERENCES "public"."guia"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guia_version" ADD CONSTRAINT "guia_version_archivo_id_recurso_media_id_fk" FOREIGN KEY ("archivo_id") REFERENCES "public"."recurso_media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guia_version" ADD CONSTRAINT "guia_version_creado_por_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guia_tipo_idx" ON "guia" USING btree ("tipo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guia_lectura_uq" ON "guia_lectura" USING btree ("version_id","usuario_id");--> statement-breakpoint
CREATE INDEX "guia_lectura_usuario_idx" ON "guia_lectura" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guia_version_numero_uq" ON "guia_version" USING btree ("guia_id","numero");--> statement-breakpoint
ALTER TABLE "tarea" ADD CONSTRAINT "tarea_solicitante_id_usuario_id_fk" FOREIGN KEY ("solicitante_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tarea_solicitante_idx" ON "tarea" USING btree ("solicitante_id","created_at");--> statement-breakpoint
-- Installations seeded before this migration: the maintenance types become request categories, as a fresh seed makes them.
UPDATE "tarea_tipo" SET "pedido_manthos" = true WHERE "nombre" IN ('Mantenimiento edilicio', 'Electricidad', 'Plomería', 'Climatización', 'Electromedicina');