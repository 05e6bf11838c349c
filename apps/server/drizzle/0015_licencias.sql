CREATE TABLE "rrhh_dia_no_laborable" (
	"id" serial PRIMARY KEY NOT NULL,
	"fecha" date NOT NULL,
	"nombre" text NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce("nombre"::text, '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "novedad_personal" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"tipo_id" integer NOT NULL,
	"desde" date NOT NULL,
	"hasta" date NOT NULL,
	"dias" integer NOT NULL,
	"periodo" integer,
	"observaciones" text,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"motivo_rechazo" text,
	"fuera_de_temporada" boolean DEFAULT false NOT NULL,
	"motivo_fuera_de_temporada" text,
	"creado_por" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "novedad_personal_estado_ck" CHECK ("novedad_personal"."estado" in ('pendiente', 'aprobada_referente', 'aprobada', 'rechazada', 'anulada')),
	CONSTRAINT "novedad_personal_fechas_ck" CHECK ("novedad_personal"."hasta" >= "novedad_personal"."desde"),
	CONSTRAINT "novedad_personal_dias_ck" CHECK ("novedad_personal"."dias" >= 0)
);
--> statement-breakpoint
CREATE TABLE "novedad_personal_evento" (
	"id" serial PRIMARY KEY NOT NULL,
	"novedad_id" integer NOT NULL,
	"estado" text NOT NULL,
	"autor_id" integer NOT NULL,
	"detalle" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rrhh_tipo_novedad" ADD COLUMN "computo" text DEFAULT 'corridos' NOT NULL;--> statement-breakpoint
ALTER TABLE "rrhh_tipo_novedad" ALTER COLUMN "computo" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "rrhh_tipo_novedad" ADD COLUMN "aprobacion" text DEFAULT 'referente_rrhh' NOT NULL;--> statement-breakpoint
ALTER TABLE "rrhh_tipo_novedad" ALTER COLUMN "aprobacion" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "rrhh_tipo_novedad" ADD COLUMN "solicitable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sector" ADD COLUMN "ausentes_max_pct" integer;--> statement-breakpoint
ALTER TABLE "novedad_personal" ADD CONSTRAINT "novedad_personal_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novedad_personal" ADD CONSTRAINT "novedad_personal_tipo_id_rrhh_tipo_novedad_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."rrhh_tipo_novedad"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novedad_personal" ADD CONSTRAINT "novedad_personal_creado_por_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novedad_personal_evento" ADD CONSTRAINT "novedad_personal_evento_novedad_id_novedad_personal_id_fk" FOREIGN KEY ("novedad_id") REFERENCES "public"."novedad_personal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novedad_personal_evento" ADD CONSTRAINT "novedad_personal_evento_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_dia_no_laborable_fecha_uq" ON "rrhh_dia_no_laborable" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "novedad_personal_persona_idx" ON "novedad_personal" USING btree ("persona_id","desde");--> statement-breakpoint
CREATE INDEX "novedad_personal_fechas_idx" ON "novedad_personal" USING btree ("desde","hasta");--> statement-breakpoint
CREATE INDEX "novedad_personal_estado_idx" ON "novedad_personal" USING btree ("estado","created_at");--> statement-breakpoint
CREATE INDEX "novedad_personal_tipo_idx" ON "novedad_personal" USING btree ("tipo_id");--> statement-breakpoint
CREATE INDEX "novedad_personal_evento_novedad_idx" ON "novedad_personal_evento" USING btree ("novedad_id","id");--> statement-breakpoint
-- Installations seeded before issue 19: the seeded types get the cómputo and approvals the seed now declares.
UPDATE "rrhh_tipo_novedad" SET "computo" = 'habiles' WHERE "codigo" IN ('DF', 'FC', 'CAP', 'GRE');--> statement-breakpoint
UPDATE "rrhh_tipo_novedad" SET "aprobacion" = 'rrhh' WHERE "codigo" IN ('ENF', 'ART', 'MATER', 'GRE', 'EXC');--> statement-breakpoint
UPDATE "rrhh_tipo_novedad" SET "aprobacion" = 'referente' WHERE "codigo" IN ('DON', 'DF', 'FC', 'CIT');--> statement-breakpoint
UPDATE "rrhh_tipo_novedad" SET "aprobacion" = 'ninguna' WHERE "codigo" IN ('SUS', 'INJ');--> statement-breakpoint
UPDATE "rrhh_tipo_novedad" SET "solicitable" = true WHERE "codigo" NOT IN ('ART', 'GRE', 'EXC', 'SUS', 'INJ');
