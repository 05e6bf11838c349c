CREATE TABLE "liquidacion_firma" (
	"liquidacion_id" integer PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"sello_media_id" integer NOT NULL,
	"publicada_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recibo" (
	"id" serial PRIMARY KEY NOT NULL,
	"liquidacion_id" integer NOT NULL,
	"persona_id" integer NOT NULL,
	"carga_id" integer,
	"clave" text NOT NULL,
	"sha256" text NOT NULL,
	"paginas" integer NOT NULL,
	"vigente" boolean DEFAULT true NOT NULL,
	"reemplaza_id" integer,
	"publicado_at" timestamp with time zone,
	"visto_at" timestamp with time zone,
	"descargado_at" timestamp with time zone,
	"conformidad" text,
	"motivo" text,
	"firmado_at" timestamp with time zone,
	"firma_ip" text,
	"firma_user_agent" text,
	"firmado_sobre_sha256" text,
	"clave_firmada" text,
	"sha256_firmado" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recibo_conformidad_ck" CHECK ("recibo"."conformidad" is null or "recibo"."conformidad" in ('conforme', 'no_conforme')),
	CONSTRAINT "recibo_firma_ck" CHECK (("recibo"."conformidad" is null) = ("recibo"."firmado_at" is null))
);
--> statement-breakpoint
CREATE TABLE "recibo_carga" (
	"id" serial PRIMARY KEY NOT NULL,
	"liquidacion_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"formato" text NOT NULL,
	"clave" text NOT NULL,
	"estado" text DEFAULT 'procesando' NOT NULL,
	"progreso" integer DEFAULT 0 NOT NULL,
	"paginas" integer,
	"error" text,
	"trabajo_id" text,
	"usuario_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recibo_carga_estado_ck" CHECK ("recibo_carga"."estado" in ('procesando', 'terminada', 'fallida'))
);
--> statement-breakpoint
CREATE TABLE "recibo_sin_asignar" (
	"id" serial PRIMARY KEY NOT NULL,
	"carga_id" integer NOT NULL,
	"liquidacion_id" integer NOT NULL,
	"pagina" integer,
	"nombre" text,
	"cuils" text[] DEFAULT '{}'::text[] NOT NULL,
	"clave" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "rrhh_liquidacion_periodo_id_tipo_uq";--> statement-breakpoint
ALTER TABLE "rrhh_liquidacion" ADD COLUMN "empresa_id" integer;--> statement-breakpoint
-- Runs loaded before issue 20 had no company: they belong to the first one (a group with one payroll).
UPDATE "rrhh_liquidacion" SET "empresa_id" = (SELECT min("id") FROM "rrhh_empresa");--> statement-breakpoint
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM "rrhh_liquidacion" WHERE "empresa_id" IS NULL) THEN
    RAISE EXCEPTION 'Hay liquidaciones cargadas y ninguna empresa: cargue la empresa antes de actualizar (migración 0017).';
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "rrhh_liquidacion" ALTER COLUMN "empresa_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "liquidacion_firma" ADD CONSTRAINT "liquidacion_firma_liquidacion_id_rrhh_liquidacion_id_fk" FOREIGN KEY ("liquidacion_id") REFERENCES "public"."rrhh_liquidacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liquidacion_firma" ADD CONSTRAINT "liquidacion_firma_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recibo" ADD CONSTRAINT "recibo_liquidacion_id_rrhh_liquidacion_id_fk" FOREIGN KEY ("liquidacion_id") REFERENCES "public"."rrhh_liquidacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recibo" ADD CONSTRAINT "recibo_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recibo" ADD CONSTRAINT "recibo_carga_id_recibo_carga_id_fk" FOREIGN KEY ("carga_id") REFERENCES "public"."recibo_carga"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recibo_carga" ADD CONSTRAINT "recibo_carga_liquidacion_id_rrhh_liquidacion_id_fk" FOREIGN KEY ("liquidacion_id") REFERENCES "public"."rrhh_liquidacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recibo_carga" ADD CONSTRAINT "recibo_carga_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recibo_sin_asignar" ADD CONSTRAINT "recibo_sin_asignar_carga_id_recibo_carga_id_fk" FOREIGN KEY ("carga_id") REFERENCES "public"."recibo_carga"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recibo_sin_asignar" ADD CONSTRAINT "recibo_sin_asignar_liquidacion_id_rrhh_liquidacion_id_fk" FOREIGN KEY ("liquidacion_id") REFERENCES "public"."rrhh_liquidacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recibo_vigente_uq" ON "recibo" USING btree ("liquidacion_id","persona_id") WHERE "recibo"."vigente";--> statement-breakpoint
CREATE INDEX "recibo_persona_idx" ON "recibo" USING btree ("persona_id");--> statement-breakpoint
CREATE INDEX "recibo_sha256_firmado_idx" ON "recibo" USING btree ("sha256_firmado");--> statement-breakpoint
CREATE INDEX "recibo_carga_liquidacion_idx" ON "recibo_carga" USING btree ("liquidacion_id");--> statement-breakpoint
CREATE INDEX "recibo_sin_asignar_liquidacion_idx" ON "recibo_sin_asignar" USING btree ("liquidacion_id");--> statement-breakpoint
ALTER TABLE "rrhh_liquidacion" ADD CONSTRAINT "rrhh_liquidacion_empresa_id_rrhh_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."rrhh_empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rrhh_liquidacion_periodo_id_tipo_empresa_id_uq" ON "rrhh_liquidacion" USING btree ("periodo_id",translate(lower("tipo"), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'),"empresa_id");--> statement-breakpoint
CREATE INDEX "rrhh_liquidacion_empresa_id_idx" ON "rrhh_liquidacion" USING btree ("empresa_id");